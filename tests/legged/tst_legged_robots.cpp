// SPDX-License-Identifier: GPL-3.0-or-later
// The legged templates in the simulation: hexapod gaits and turning (seed 002), quadruped trot in
// position and force control and RNEA against simulated joint torques (seed 001), the wheel-legged
// robot crossing a gully and a step (seed 004), and the hexapod on soft terrain (seed 000).
#include <QTest>

#include "botlab_test.h"
#include "legged_run.h"

#include <cmath>

#include "botlab/sim/legged/robots.h"
#include "botlab/sim/legged/soft_contact.h"
#include "botlab/sim/simulation.h"

using namespace botlab::sim;
using namespace botlab::sim::legged;
using namespace botlab;

namespace {

constexpr double kDeg = 180.0 / M_PI;

double pitchDeg(const Quat& q) {
    return std::asin((q * Vec3::UnitX()).y()) * kDeg;
}
double rollDeg(const Quat& q) {
    return std::asin((q * Vec3::UnitZ()).y()) * kDeg;
}
double yawOf(const Quat& q) {
    const Vec3 f = q * Vec3::UnitX();
    return std::atan2(-f.z(), f.x());
}

/// A flat or shaped heightfield (x from -2 m to 6 m) like the scenes' terrain_gully/terrain_step.
WorldModel terrainWorld(const std::string& kind, const std::string& soft = {}) {
    WorldModel w;
    Heightfield h;
    h.cell_m = 0.02;
    h.samples_x = 401;
    h.samples_z = 101;
    h.min_x_m = -2.0;
    h.min_z_m = -1.0;
    h.heights_m.assign(static_cast<std::size_t>(h.samples_x * h.samples_z), 0.0);
    for (int iz = 0; iz < h.samples_z; ++iz) {
        for (int ix = 0; ix < h.samples_x; ++ix) {
            const double x = h.min_x_m + ix * h.cell_m;
            double y = 0.0;
            if (kind == "step" && x >= 1.5 - 1e-9) y = 0.2;                     // 0.2 m step
            if (kind == "gully" && x > 1.5 + 1e-9 && x < 1.9 - 1e-9) y = -0.3;  // 0.4 m wide
            h.heights_m[static_cast<std::size_t>(iz * h.samples_x + ix)] = y;
        }
    }
    h.soft_terrain = soft;
    w.terrain = h;
    w.ground_plane = false;
    return w;
}

using legged_test::advance;
using legged_test::Run;
using legged_test::spawn;

double speedOfGait(const std::string& gait) {
    Run r = spawn("hexapod", WorldModel{});
    if (!r.tmpl.controller->setGait(gait).ok()) return -1.0;
    if (!advance(r, 0.3)) return -1.0;
    r.tmpl.controller->move(1.0, 0.0, 0.0);  // faster than any gait: each walks at its top
    if (!advance(r, 1.2)) return -1.0;
    const double x0 = r.sim->linkPose(0, 0).translation.x();
    if (!advance(r, 3.6)) return -1.0;  // a whole number of cycles of every gait (0.6, 0.9, 1.8 s)
    return (r.sim->linkPose(0, 0).translation.x() - x0) / 3.6;
}

}  // namespace

class TestLeggedRobots : public QObject {
    Q_OBJECT
private slots:
    void templatesByName();
    void gaitsByName();
    void hexapodFkMatchesModel();
    void hexapodGaitSpeeds_data();
    void hexapodGaitSpeeds();
    void hexapodStrideRatioCircle();
    void hexapodYawRateProportionalToTurn();
    void hexapodSitsAndStands();
    void sitsAfterWalking_data();
    void sitsAfterWalking();
    void hexapodSoftTerrainStable_data();
    void hexapodSoftTerrainStable();
    void hexapodSinkageMatchesTable1_data();
    void hexapodSinkageMatchesTable1();
    void hexapodSinksDeeperOnSofterGround();
    void softTerrainOptions_data();
    void softTerrainOptions();
    void wheelLeggedSinksOnSoftSoil_data();
    void wheelLeggedSinksOnSoftSoil();
    void unknownGroundIsAnError();
    void quadrupedTrotsStraight_data();
    void quadrupedTrotsStraight();
    void quadrupedTrots20s_data();
    void quadrupedTrots20s();
    void rneaMatchesSimulatedJointTorques_data();
    void rneaMatchesSimulatedJointTorques();
    void wheelLeggedCrossesObstacle_data();
    void wheelLeggedCrossesObstacle();
    void wheelLeggedRollStopsAtEdge();
    void templatesCarryImu_data();
    void templatesCarryImu();
    void stateHashIsDeterministic_data();
    void stateHashIsDeterministic();
};

void TestLeggedRobots::templatesByName() {
    const auto names = leggedTemplateNames();
    QCOMPARE(static_cast<int>(names.size()), 4);
    for (const auto& n : names) {
        auto t = makeLeggedTemplate(n);
        QVERIFY2(t.ok(), n.c_str());
        QVERIFY_OK(validate(t->model));
        QVERIFY(t->controller != nullptr);
    }
    const auto hex = makeLeggedTemplate("hexapod");
    QCOMPARE(static_cast<int>(hex->model.links.size()), 19);
    QCOMPARE(static_cast<int>(hex->model.hinges.size()), 18);
    QCOMPARE(static_cast<int>(hex->model.servos.size()), 18);
    QCOMPARE(hex->model.servos[0].max_torque_Nm, 1.57);  // 16 kgf cm
    const auto quad = makeLeggedTemplate("quadruped");
    QCOMPARE(static_cast<int>(quad->model.hinges.size()), 16);
    const auto wl = makeLeggedTemplate("wheel_legged");
    double mass = 0.0;
    for (const auto& l : wl->model.links) mass += massProperties(l).mass_kg;
    QVERIFY(std::abs(mass - 200.0) < 1e-9);  // seed 004: 200 kg
    QCOMPARE(static_cast<int>(wl->model.motors.size()), 4);
    const auto bad = makeLeggedTemplate("octopod");
    QVERIFY(!bad.ok());
    QVERIFY(bad.message().find("octopod") != std::string::npos);
    QVERIFY(bad.message().find("hexapod") != std::string::npos);
}

void TestLeggedRobots::gaitsByName() {
    for (const auto& n : leggedTemplateNames()) {
        auto t = makeLeggedTemplate(n);
        for (const auto& g : t->controller->gaits()) QVERIFY_OK(t->controller->setGait(g));
        const auto st = t->controller->setGait("moonwalk");
        QVERIFY(!st.ok());
        QVERIFY(st.message().find("moonwalk") != std::string::npos);
    }
}

void TestLeggedRobots::hexapodFkMatchesModel() {
    // The paper's FK through the controller's leg frames lands on the simulated foot centres.
    Run r = spawn("hexapod", WorldModel{});
    auto* hex = dynamic_cast<HexapodController*>(r.tmpl.controller.get());
    QVERIFY(hex);
    const Pose X_WB = r.sim->linkPose(0, 0);
    for (int i = 0; i < 6; ++i) {
        const Link& tibia = r.tmpl.model.links[static_cast<std::size_t>(3 + 3 * i)];
        const Vec3 foot_W = r.sim->linkPose(0, 3 + 3 * i) * tibia.shapes[1].X_LS.translation;
        const Vec3 fk_W = X_WB * hex->legFk(i, hex->standAngles());
        QVERIFY((foot_W - fk_W).norm() < 1e-6);
    }
}

void TestLeggedRobots::hexapodGaitSpeeds_data() {
    QTest::addColumn<QString>("gait");
    QTest::addColumn<int>("phases");       // swing times per period: 2, 3, 6
    QTest::addColumn<double>("ofTripod");  // seed 002: 1, 2/3, 1/3 of the tripod's speed
    QTest::newRow("tripod") << "tripod" << 2 << 1.0;
    QTest::newRow("ripple") << "ripple" << 3 << 2.0 / 3.0;
    QTest::newRow("wave") << "wave" << 6 << 1.0 / 3.0;
}

void TestLeggedRobots::hexapodGaitSpeeds() {
    // Issue 28 item 6: with the same stride and swing time every gait walks at its top speed,
    // stride / period (the period is `phases` swing times: duty 1 - 1 / phases), so wave :
    // ripple : tripod = 1/3 : 2/3 : 1 (seed 002) within 10 % (it was 0.46 : 0.83 : 1, the
    // tripod's feet slipping).
    QFETCH(QString, gait);
    QFETCH(int, phases);
    QFETCH(double, ofTripod);
    const HexapodConfig c;
    const double top = c.stride_m / (phases * c.swing_time_s);
    const double tripodTop = c.stride_m / (2 * c.swing_time_s);
    QCOMPARE_LE(std::abs(top / tripodTop - ofTripod), 1e-12);
    const double v = speedOfGait(gait.toStdString());
    const double tripod = gait == "tripod" ? v : speedOfGait("tripod");
    qInfo(
        "%s: %.3f m/s (top speed %.3f m/s from stride and period: %.2f), %.2f of tripod "
        "(seed 002: %.2f)",
        qPrintable(gait), v, top, v / top, v / tripod, ofTripod);
    QCOMPARE_LE(std::abs(v - top), 0.1 * top);
    QCOMPARE_LE(std::abs(v / tripod - ofTripod), 0.1 * ofTripod);
}

void TestLeggedRobots::hexapodStrideRatioCircle() {
    Run r = spawn("hexapod", WorldModel{});
    auto* hex = dynamic_cast<HexapodController*>(r.tmpl.controller.get());
    hex->setStrideRatio(1.2);
    QVERIFY(advance(r, 0.3));
    hex->move(0.2, 0.0, 0.0);
    QVERIFY(advance(r, 1.2));
    // Radius = path length / heading change.
    double path = 0.0, turned = 0.0;
    Pose prev = r.sim->linkPose(0, 0);
    for (int k = 0; k < 60; ++k) {
        QVERIFY(advance(r, 0.1));
        const Pose now = r.sim->linkPose(0, 0);
        Vec3 d = now.translation - prev.translation;
        d.y() = 0.0;
        path += d.norm();
        double dy = yawOf(now.rotation) - yawOf(prev.rotation);
        dy = std::atan2(std::sin(dy), std::cos(dy));
        turned += dy;
        prev = now;
    }
    const double radius = path / turned;
    const double predicted = hex->halfTrack_m() * (1.2 + 1.0) / (1.2 - 1.0);
    qInfo(
        "stride ratio 1.2: circle radius %.2f m (kinematic prediction %.2f m for a half track "
        "of %.3f m; seed 002 measured 0.94 m on its robot)",
        radius, predicted, hex->halfTrack_m());
    QVERIFY(turned > 0.0);  // right strides longer: turns left (counter-clockwise)
    QVERIFY(radius > 0.75 * predicted && radius < 1.35 * predicted);
}

void TestLeggedRobots::hexapodYawRateProportionalToTurn() {
    // Seed 000/002: the yaw rate follows the turn command linearly. Turning in place, each
    // support stroke loses a few millimetres to joint compliance and slip, so the line has a small
    // offset; we check the slope and that the points lie on the line.
    const std::vector<double> cmds = {0.1, 0.25, 0.4};
    std::vector<double> rates;
    for (double cmd : cmds) {
        Run r = spawn("hexapod", WorldModel{});
        QVERIFY(advance(r, 0.3));
        r.tmpl.controller->move(0.0, 0.0, cmd);
        QVERIFY(advance(r, 0.6));
        double turned = 0.0, prev = yawOf(r.sim->linkPose(0, 0).rotation);
        for (int k = 0; k < 24; ++k) {
            QVERIFY(advance(r, 0.1));
            const double y = yawOf(r.sim->linkPose(0, 0).rotation);
            turned += std::atan2(std::sin(y - prev), std::cos(y - prev));
            prev = y;
        }
        rates.push_back(turned / 2.4);
    }
    // Least-squares line rate = a cmd + b.
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < cmds.size(); ++i) {
        sx += cmds[i];
        sy += rates[i];
        sxx += cmds[i] * cmds[i];
        sxy += cmds[i] * rates[i];
    }
    const double n = static_cast<double>(cmds.size());
    const double a = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    const double b = (sy - a * sx) / n;
    double worst = 0.0;
    for (std::size_t i = 0; i < cmds.size(); ++i) {
        worst = std::max(worst, std::abs(rates[i] - (a * cmds[i] + b)));
        qInfo("turn command %.2f rad/s -> yaw rate %.3f rad/s", cmds[i], rates[i]);
    }
    qInfo("yaw rate = %.2f * command %+.3f rad/s (worst residual %.4f rad/s)", a, b, worst);
    QVERIFY(rates[0] > 0.0);
    QVERIFY(a > 0.5 && a < 1.2);
    QVERIFY(worst < 0.1 * rates.back());
}

void TestLeggedRobots::hexapodSitsAndStands() {
    Run r = spawn("hexapod", WorldModel{});
    QVERIFY(advance(r, 0.5));
    const double standing = r.sim->linkPose(0, 0).translation.y();
    r.tmpl.controller->sit();
    QVERIFY(advance(r, 1.5));
    const double sitting = r.sim->linkPose(0, 0).translation.y();
    r.tmpl.controller->stand();
    QVERIFY(advance(r, 1.5));
    const double again = r.sim->linkPose(0, 0).translation.y();
    QVERIFY(sitting < standing - 0.04);
    QVERIFY(std::abs(again - standing) < 0.01);
}

void TestLeggedRobots::sitsAfterWalking_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("gait");
    QTest::newRow("quadruped trot") << "quadruped"
                                    << "trot";
    QTest::newRow("hexapod tripod") << "hexapod"
                                    << "tripod";
    QTest::newRow("hexapod wave") << "hexapod"
                                  << "wave";
}

void TestLeggedRobots::sitsAfterWalking() {
    // legs.move(), then legs.stand() and legs.sit(): the body goes down as it does when the
    // robot has not walked (it stayed up: the gait never came to rest after walking).
    QFETCH(QString, robot);
    QFETCH(QString, gait);
    Run r = spawn(robot.toStdString(), WorldModel{});
    QVERIFY(advance(r, 0.5));
    const double standing = r.sim->linkPose(0, 0).translation.y();
    QVERIFY_OK(r.tmpl.controller->setGait(gait.toStdString()));
    r.tmpl.controller->move(0.1, 0.0, 0.0);
    QVERIFY(advance(r, 2.0));
    r.tmpl.controller->stand();
    QVERIFY(advance(r, 3.0));
    r.tmpl.controller->sit();
    QVERIFY(advance(r, 1.5));
    const double sitting = r.sim->linkPose(0, 0).translation.y();
    qInfo("%s after %s: standing %.3f m, sitting %.3f m", qPrintable(robot), qPrintable(gait),
          standing, sitting);
    QCOMPARE_LT(sitting, standing - 0.04);
}

void TestLeggedRobots::hexapodSoftTerrainStable_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("terrain");
    for (const char* robot : {"hexapod", "quadruped"})
        for (const auto& n : softTerrainNames())
            QTest::newRow((std::string(robot) + " " + n).c_str())
                << robot << QString::fromStdString(n);
}

void TestLeggedRobots::hexapodSoftTerrainStable() {
    // Walking on every seed 000 ground at the 1 ms step: no instability, no fall, progress.
    QFETCH(QString, robot);
    QFETCH(QString, terrain);
    LeggedOptions o;
    o.soft_terrain = terrain.toStdString();
    Run r = spawn(robot.toStdString(), terrainWorld("flat"), o);
    QCOMPARE(r.tmpl.soft_terrain, o.soft_terrain);
    const int foot = robot == "hexapod" ? 3 : 4;
    QVERIFY(r.tmpl.model.links[foot].custom_ground_contact);
    QVERIFY(!r.tmpl.model.links[0].custom_ground_contact);
    QVERIFY(advance(r, 0.5));
    r.tmpl.controller->move(0.2, 0.0, 0.0);
    QVERIFY(advance(r, 3.0));  // no instability at the 1 ms step
    const Pose X = r.sim->linkPose(0, 0);
    const double minHeight = robot == "hexapod" ? 0.07 : 0.15;
    QVERIFY2(X.translation.y() > minHeight,
             qPrintable(QString("body at %1 m").arg(X.translation.y())));
    QVERIFY(X.translation.x() > 0.05);
    QVERIFY(std::abs(pitchDeg(X.rotation)) < 15.0 && std::abs(rollDeg(X.rotation)) < 15.0);
}

namespace {

/// The standing hexapod on a flat heightfield with soft feet on `ground`: the mean sinkage of
/// its six feet after settling (m), and the value the contact law gives for it. Returns false
/// when a step failed.
bool hexapodSinkage(const std::string& ground, double* measured_m, double* computed_m) {
    LeggedOptions o;
    o.soft_terrain = ground;
    Run r = spawn("hexapod", terrainWorld("flat"), o);
    if (r.tmpl.soft_terrain != ground || !advance(r, 1.5)) return false;
    const RobotModel& m = r.tmpl.model;
    const int samples = 200;
    double sum = 0.0;
    for (int k = 0; k < samples; ++k) {
        if (!advance(r, r.sim->step_s())) return false;
        for (int i = 0; i < 6; ++i) {
            const int link = 3 + 3 * i;
            const Shape& foot = m.links[static_cast<std::size_t>(link)].shapes[1];
            const Vec3 c = r.sim->linkPose(0, link) * foot.X_LS.translation;
            sum += r.sim->groundHeight(c.x(), c.z()) - (c.y() - foot.radius_m);
        }
    }
    *measured_m = sum / (6.0 * samples);
    // Standing at rest the six normal forces carry the weight: their mean is W / 6 whatever the
    // load distribution. Table 1's law is linear (n1 = 1), F = k_N d, and its linearly implicit
    // evaluation is told each foot's share W / 6 (SoftFootContact::setSupport), so at rest it
    // gives the law's own force: the mean sinkage is d = (W / 6) / k_N. (Before, it sank a
    // further (W / 6) dt^2 / m_eff = 57 um on every ground.)
    double mass = 0.0;
    for (const Link& l : m.links) mass += massProperties(l).mass_kg;
    const double w = mass * 9.81 / 6.0;
    *computed_m = w / softTerrain(ground)->k_N;
    return true;
}

}  // namespace

void TestLeggedRobots::hexapodSinkageMatchesTable1_data() {
    QTest::addColumn<QString>("ground");
    for (const auto& n : softTerrainNames()) QTest::newRow(n.c_str()) << QString::fromStdString(n);
}

void TestLeggedRobots::hexapodSinkageMatchesTable1() {
    QFETCH(QString, ground);
    double measured = 0.0, computed = 0.0;
    QVERIFY(hexapodSinkage(ground.toStdString(), &measured, &computed));
    qInfo("%s: mean foot sinkage %.3f um measured, %.3f um computed (Table 1 k_N %.3g N/m)",
          qPrintable(ground), measured * 1e6, computed * 1e6,
          softTerrain(ground.toStdString())->k_N);
    // Within 3 %, or 1 um: the feet chatter by about 0.5 um on the stiffest grounds (concrete
    // 0.001 um, wood 0.002 um, gravel 0.15 um, sand 0.38 um are below that).
    QCOMPARE_LE(std::abs(measured - computed), std::max(0.03 * computed, 1e-6));
}

void TestLeggedRobots::hexapodSinksDeeperOnSofterGround() {
    // The "soft_soil" is Table 1's loose_soil (k_N 3.4e5 N/m, the softest soil but peat).
    double loose = 0.0, hard = 0.0, concrete = 0.0;
    double looseLaw = 0.0, hardLaw = 0.0, concreteLaw = 0.0;
    QVERIFY(hexapodSinkage("loose_soil", &loose, &looseLaw));
    QVERIFY(hexapodSinkage("hard_soil", &hard, &hardLaw));
    QVERIFY(hexapodSinkage("concrete", &concrete, &concreteLaw));
    // W / 6 / k_N is 10.1 um, 2.0 um and 1 nm, so the differences between grounds are Table
    // 1's: 8.1 um and 2.0 um.
    QCOMPARE_GT(loose, hard);
    QCOMPARE_GT(hard, concrete);
    QCOMPARE_LE(std::abs((loose - hard) - (looseLaw - hardLaw)), 0.25 * (looseLaw - hardLaw));
    QCOMPARE_LE(std::abs((hard - concrete) - (hardLaw - concreteLaw)),
                0.5 * (hardLaw - concreteLaw));
    QCOMPARE_LT(concrete, 1e-4);  // not measurable on concrete: below 0.1 mm
}

void TestLeggedRobots::softTerrainOptions_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("ground");
    QTest::addColumn<QString>("used");  // LeggedTemplate::soft_terrain
    QTest::newRow("hexapod rigid") << "hexapod"
                                   << ""
                                   << "";
    QTest::newRow("hexapod sand") << "hexapod"
                                  << "sand"
                                  << "sand";
    QTest::newRow("quadruped peat") << "quadruped"
                                    << "peat"
                                    << "peat";
    // Issue 28 item 5: the wheels used to stay on rigid contacts (0 mm sinkage on loose soil).
    QTest::newRow("wheel_legged hard_soil") << "wheel_legged"
                                            << "hard_soil"
                                            << "hard_soil";
    QTest::newRow("wheel_legged rigid") << "wheel_legged"
                                        << ""
                                        << "";
}

void TestLeggedRobots::softTerrainOptions() {
    QFETCH(QString, robot);
    QFETCH(QString, ground);
    QFETCH(QString, used);
    LeggedOptions o;
    o.soft_terrain = ground.toStdString();
    auto t = makeLeggedTemplate(robot.toStdString(), o);
    QVERIFY_OK(t);
    QCOMPARE(QString::fromStdString(t.value().soft_terrain), used);
    int custom = 0;
    for (const Link& l : t.value().model.links) custom += l.custom_ground_contact ? 1 : 0;
    QCOMPARE(custom, used.isEmpty() ? 0 : (robot == "hexapod" ? 6 : 4));
}

namespace {
double totalMassOf(const RobotModel& m) {
    double kg = 0.0;
    for (const Link& l : m.links) kg += massProperties(l).mass_kg;
    return kg;
}

/// Mean sinkage of the wheel-legged robot's wheels (m) after standing, and its wheel load (N).
double wheelSinkage(const std::string& ground, double* load_N = nullptr,
                    double* wheel_kg = nullptr) {
    LeggedOptions o;
    o.soft_terrain = ground;
    Run r = spawn("wheel_legged", terrainWorld("flat", ground), o);
    if (!advance(r, 2.0)) return -1.0;
    const RobotModel& m = r.tmpl.model;
    double sum = 0.0;
    for (int i = 0; i < 4; ++i) {
        const int link = 4 + 4 * i;
        const Shape& s = m.links[static_cast<std::size_t>(link)].shapes[0];
        const Pose X = r.sim->linkPose(0, link);
        const Vec3 c = X * s.X_LS.translation;
        sum += (r.sim->groundHeight(c.x(), c.z()) - (c.y() - s.radius_m)) / 4.0;
    }
    if (load_N) *load_N = totalMassOf(m) * 9.81 / 4.0;
    if (wheel_kg) *wheel_kg = massProperties(m.links[4]).mass_kg;
    return sum;
}
}  // namespace

void TestLeggedRobots::wheelLeggedSinksOnSoftSoil_data() {
    QTest::addColumn<QString>("ground");
    QTest::addColumn<QString>("harder");  // a harder soil: the wheels sink less there
    QTest::newRow("hard_soil") << "hard_soil"
                               << "concrete";
    QTest::newRow("loose_soil") << "loose_soil"
                                << "hard_soil";
    QTest::newRow("peat") << "peat"
                          << "loose_soil";
}

void TestLeggedRobots::wheelLeggedSinksOnSoftSoil() {
    // Issue 28 item 5: the wheels sink into soft soil as the feet do (seed 000 Table 1: at the
    // static wheel load F the sinkage is F / k_N), deeper on softer soil.
    QFETCH(QString, ground);
    QFETCH(QString, harder);
    double load = 0.0, wheel = 0.0;
    const double d = wheelSinkage(ground.toStdString(), &load, &wheel);
    const double dHarder = wheelSinkage(harder.toStdString());
    // At rest the linearly implicit contact, told the wheel's share of the weight
    // (SoftFootContact::setSupport), gives the law's own force: d = F / k_N (before that it sank
    // a further F (k_N dt^2 + c dt) / (m_wheel k_N), 0.39 mm on hard soil).
    (void)wheel;
    const double k = softTerrain(ground.toStdString())->k_N;
    const double law = load / k;
    qInfo("wheel_legged on %s: wheel sinkage %.3f mm (computed %.3f mm at %.0f N), on %s %.3f mm",
          qPrintable(ground), d * 1e3, law * 1e3, load, qPrintable(harder), dHarder * 1e3);
    QCOMPARE_GT(d, 0.0);
    QCOMPARE_GT(d, dHarder);
    // And it still rolls on the soft soil: the wheels' traction comes from the same contact.
    LeggedOptions o;
    o.soft_terrain = ground.toStdString();
    Run r = spawn("wheel_legged", terrainWorld("flat", ground.toStdString()), o);
    QVERIFY_OK(r.tmpl.controller->setGait("roll"));
    QVERIFY(advance(r, 0.5));
    r.tmpl.controller->move(0.3, 0.0, 0.0);
    QVERIFY(advance(r, 3.0));
    const Pose X = r.sim->linkPose(0, 0);
    qInfo("rolled %.2f m in 3 s at 0.3 m/s, body %.3f m high", X.translation.x(),
          X.translation.y());
    QCOMPARE_GT(X.translation.x(), 0.6);
    QCOMPARE_LT(std::abs(pitchDeg(X.rotation)), 5.0);
    QCOMPARE_LE(std::abs(d - law), 0.10 * law);
}

void TestLeggedRobots::unknownGroundIsAnError() {
    LeggedOptions o;
    o.soft_terrain = "soft_soil";
    const auto t = makeLeggedTemplate("hexapod", o);
    QVERIFY(!t.ok());
    const std::string msg = t.message();
    QVERIFY2(msg.find("'soft_soil'") != std::string::npos, msg.c_str());
    for (const auto& n : softTerrainNames())
        QVERIFY2(msg.find(n) != std::string::npos, msg.c_str());
}

void TestLeggedRobots::quadrupedTrotsStraight_data() {
    QTest::addColumn<double>("speed");  // commanded forward speed (m/s)
    QTest::addColumn<QString>("ground");
    QTest::addColumn<double>("minFraction");  // of the commanded speed it makes at least
    QTest::newRow("top speed, hard ground") << 0.225 << "" << 0.85;
    QTest::newRow("20 cm/s, hard ground") << 0.2 << "" << 0.85;
    // On the soft soils the trot made a third of its speed (its swing ran backwards and put the
    // feet down behind the hips, and the pairs' support did not overlap): now as on hard ground.
    QTest::newRow("top speed, concrete") << 0.225 << "concrete" << 0.8;
    QTest::newRow("top speed, hard_soil") << 0.225 << "hard_soil" << 0.8;
    QTest::newRow("top speed, loose_soil") << 0.225 << "loose_soil" << 0.8;
    QTest::newRow("top speed, peat") << 0.225 << "peat" << 0.8;
}

void TestLeggedRobots::quadrupedTrotsStraight() {
    // Issue 28 item 5: the trot walks straight without steering, |mean yaw rate| < 1 deg/s over
    // 20 s (it drifted about -1 deg/s).
    QFETCH(double, speed);
    QFETCH(QString, ground);
    QFETCH(double, minFraction);
    LeggedOptions o;
    o.soft_terrain = ground.toStdString();
    Run r = spawn("quadruped", ground.isEmpty() ? WorldModel{} : terrainWorld("flat"), o);
    QVERIFY(advance(r, 0.5));
    r.tmpl.controller->move(speed, 0.0, 0.0);
    QVERIFY(advance(r, 1.0));  // the gait is running
    double yaw = yawOf(r.sim->linkPose(0, 0).rotation), turned = 0.0;
    const Vec3 x0 = r.sim->linkPose(0, 0).translation;
    for (int k = 0; k < 200; ++k) {
        QVERIFY(advance(r, 0.1));
        const double y = yawOf(r.sim->linkPose(0, 0).rotation);
        turned += std::remainder(y - yaw, 2.0 * M_PI);
        yaw = y;
    }
    const Vec3 d = r.sim->linkPose(0, 0).translation - x0;
    const double rate = turned / 20.0 * kDeg;
    qInfo("straight trot at %.3f m/s: mean yaw rate %.3f deg/s, %.2f m forward, %.2f m sideways",
          speed, rate, d.x(), d.z());
    QCOMPARE_LT(std::abs(rate), 1.0);
    QCOMPARE_GT(d.x(), minFraction * speed * 20.0);
}

void TestLeggedRobots::quadrupedTrots20s_data() {
    QTest::addColumn<bool>("force");
    QTest::newRow("position") << false;
    QTest::newRow("force (RNEA)") << true;
}

void TestLeggedRobots::quadrupedTrots20s() {
    QFETCH(bool, force);
    LeggedOptions o;
    o.quadruped_force_control = force;
    Run r = spawn("quadruped", WorldModel{}, o);
    QVERIFY(advance(r, 0.5));
    r.tmpl.controller->move(0.2, 0.0, 0.0);
    double maxTilt = 0.0, minHeight = 1.0;
    for (int k = 0; k < 200; ++k) {
        QVERIFY(advance(r, 0.1));
        const Pose X = r.sim->linkPose(0, 0);
        maxTilt =
            std::max({maxTilt, std::abs(pitchDeg(X.rotation)), std::abs(rollDeg(X.rotation))});
        minHeight = std::min(minHeight, X.translation.y());
    }
    const double x = r.sim->linkPose(0, 0).translation.x();
    qInfo("trot 20 s (%s): %.2f m forward, max tilt %.1f deg, min body height %.3f m",
          force ? "force" : "position", x, maxTilt, minHeight);
    QVERIFY(maxTilt < 30.0);    // never fell over
    QVERIFY(minHeight > 0.15);  // body never on the ground (standing 0.21 m)
    QVERIFY(x > 0.5);           // it walks forward
    if (force) {
        auto* q = dynamic_cast<QuadrupedController*>(r.tmpl.controller.get());
        double sum = 0.0;
        for (double t : q->lastTorques()) sum += std::abs(t);
        QVERIFY(sum > 1.0);  // torques really come from the force controller
    }
}

void TestLeggedRobots::rneaMatchesSimulatedJointTorques_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("c");
    QTest::addColumn<double>("d");
    QTest::newRow("initial pose") << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("abducted") << 0.2 << -0.3 << 0.4 << -0.2;
    QTest::newRow("stretched") << -0.15 << 0.5 << -0.3 << 0.1;
}

void TestLeggedRobots::rneaMatchesSimulatedJointTorques() {
    // A fixed-base quadruped (body pinned to the world) holds a pose with its servos; the
    // hinge torques the simulation reports, averaged over 1 s, must equal the RNEA gravity
    // torques of the leg within 5 %.
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, c);
    QFETCH(double, d);
    QuadrupedConfig cfg;
    RobotModel m = quadrupedModel(cfg);
    FixedJoint pin;
    pin.name = "pin";
    pin.parent = -1;
    pin.child = 0;
    m.fixed_joints.push_back(pin);
    const QuadrupedController ctl(cfg);
    std::vector<RobotSpawn> robots;
    robots.push_back({m, Pose::fromTranslation(Vec3(0, 0.6, 0))});
    auto s = Simulation::create(WorldModel{}, robots);
    QVERIFY_OK(s);
    Simulation& sim = **s;
    const double off[4] = {a, b, c, d};
    for (int k = 0; k < 16; ++k) sim.setServoTarget(0, k, off[k % 4]);
    QVERIFY_OK(sim.run(1.5));
    for (int leg = 0; leg < 4; leg += 3) {
        Eigen::VectorXd q(4), z = Eigen::VectorXd::Zero(4);
        for (int j = 0; j < 4; ++j) q[j] = sim.hingeAngle(0, 4 * leg + j);
        const Eigen::VectorXd tau = rnea(ctl.chain(leg), q, z, z, sim.world().gravity_m_s2);
        Eigen::VectorXd avg = Eigen::VectorXd::Zero(4);
        for (int k = 0; k < 1000; ++k) {
            QVERIFY_OK(sim.step());
            for (int j = 0; j < 4; ++j) avg[j] += sim.hingeTorque(0, 4 * leg + j) / 1000.0;
        }
        const double scale = tau.cwiseAbs().maxCoeff();
        QVERIFY(scale > 0.05);
        for (int j = 0; j < 4; ++j) {
            QVERIFY2(std::abs(avg[j] - tau[j]) <= 0.05 * std::max(std::abs(tau[j]), 0.2 * scale),
                     qPrintable(QString("leg %1 joint %2: simulated %3 N m, RNEA %4 N m")
                                    .arg(leg)
                                    .arg(j)
                                    .arg(avg[j])
                                    .arg(tau[j])));
        }
    }
}

void TestLeggedRobots::wheelLeggedCrossesObstacle_data() {
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<double>("finalHeight");  // ground height beyond the obstacle
    QTest::newRow("gully 0.4 m") << "gully" << 0.0;
    QTest::newRow("step 0.2 m") << "step" << 0.2;
}

void TestLeggedRobots::wheelLeggedCrossesObstacle() {
    QFETCH(QString, terrain);
    QFETCH(double, finalHeight);
    Run r = spawn("wheel_legged", terrainWorld(terrain.toStdString()));
    QVERIFY_OK(r.tmpl.controller->setGait("obstacle"));
    QVERIFY(advance(r, 0.5));
    r.tmpl.controller->move(0.3, 0.0, 0.0);
    double maxPitch = 0.0, maxRoll = 0.0, best = r.sim->linkPose(0, 0).translation.x(),
           maxBack = 0.0;
    for (int k = 0; k < 300; ++k) {
        QVERIFY(advance(r, 0.1));
        const Pose X = r.sim->linkPose(0, 0);
        maxPitch = std::max(maxPitch, std::abs(pitchDeg(X.rotation)));
        maxRoll = std::max(maxRoll, std::abs(rollDeg(X.rotation)));
        maxBack = std::max(maxBack, best - X.translation.x());
        best = std::max(best, X.translation.x());
    }
    const Pose X = r.sim->linkPose(0, 0);
    auto* wl = dynamic_cast<WheelLeggedController*>(r.tmpl.controller.get());
    qInfo(
        "%s: x %.2f m after 30 s, %d steps, max pitch %.2f deg, max roll %.2f deg, largest "
        "backward move %.3f m",
        qPrintable(terrain), X.translation.x(), wl->stepsDone(), maxPitch, maxRoll, maxBack);
    QCOMPARE(wl->stepsDone(), 4);                  // each leg stepped once
    QVERIFY(X.translation.x() - 0.5 > 1.9 + 0.1);  // rear wheels beyond the obstacle
    QVERIFY(std::abs(X.translation.y() - (finalHeight + 0.1 + 0.4)) < 0.03);
    QVERIFY2(maxPitch < 2.0, qPrintable(QString("pitch %1 deg").arg(maxPitch)));  // seed 004
    QVERIFY2(maxRoll < 2.0, qPrintable(QString("roll %1 deg").arg(maxRoll)));
    QVERIFY(maxBack < 0.15);  // it keeps moving forward (brief settling only)
}

void TestLeggedRobots::wheelLeggedRollStopsAtEdge() {
    Run r = spawn("wheel_legged", terrainWorld("gully"));
    QVERIFY_OK(r.tmpl.controller->setGait("roll"));
    QVERIFY(advance(r, 0.3));
    r.tmpl.controller->move(0.3, 0.0, 0.0);
    QVERIFY(advance(r, 2.0));
    const double v = r.sim->linkVelocity(0, 0).x();
    QVERIFY(std::abs(v - 0.3) < 0.03);  // rolling mode: wheel speed = v / r
    QVERIFY(advance(r, 6.0));
    const Pose X = r.sim->linkPose(0, 0);
    QVERIFY(X.translation.x() + 0.5 + 0.1 < 1.5);  // front wheels stopped before the gully
    QVERIFY(std::abs(X.translation.y() - 0.5) < 0.02);
}

void TestLeggedRobots::templatesCarryImu_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("settle_s");
    QTest::newRow("hexapod") << "hexapod" << 1.0;
    QTest::newRow("quadruped") << "quadruped" << 1.5;
    QTest::newRow("wheel_legged") << "wheel_legged" << 1.5;
}

void TestLeggedRobots::templatesCarryImu() {
    // Exactly one IMU, "imu" on the body (link 0), alone on its sensor port; standing on flat
    // ground it reads the body's attitude (level within a few degrees) and no vertical
    // acceleration once settled.
    QFETCH(QString, name);
    QFETCH(double, settle_s);
    Run r = spawn(name.toStdString(), WorldModel{});
    const RobotModel& m = r.tmpl.model;
    int imus = 0, index = -1;
    for (std::size_t i = 0; i < m.sensors.size(); ++i) {
        if (m.sensors[i].type != SensorType::Imu) continue;
        ++imus;
        index = static_cast<int>(i);
    }
    QCOMPARE(imus, 1);
    const Sensor& s = m.sensors[static_cast<std::size_t>(index)];
    QCOMPARE(s.name, std::string("imu"));
    QCOMPARE(s.link, 0);
    QCOMPARE(s.port, 1);
    for (std::size_t i = 0; i < m.sensors.size(); ++i)
        if (static_cast<int>(i) != index) QVERIFY(m.sensors[i].port != s.port);
    QVERIFY(advance(r, settle_s));
    // Vertical acceleration (a 20 ms mean): ~0 on average, and the solver's jitter is small.
    double sum = 0.0, peak = 0.0, yawRate = 0.0;
    const int n = 500;
    for (int k = 0; k < n; ++k) {
        QVERIFY(advance(r, r.sim->step_s()));
        const double a = r.sim->sensorReading(0, index).values[3];
        yawRate += r.sim->sensorReading(0, index).values[2] / n;
        QCOMPARE(r.sim->sensorReading(0, index).values[2], r.sim->linkAngularVelocity(0, 0).y());
        sum += a;
        peak = std::max(peak, std::abs(a));
    }
    qInfo("%s: vertical acceleration over 0.5 s: mean %.4f, peak %.3f m/s^2", qPrintable(name),
          sum / n, peak);
    QCOMPARE_LT(std::abs(sum / n), 0.02);
    QCOMPARE_LT(peak, 1.0);
    const SensorReading& v = r.sim->sensorReading(0, index);
    const Quat q = r.sim->linkPose(0, 0).rotation;
    qInfo("%s standing: pitch %.3f deg, roll %.3f deg, yaw rate %.4f rad/s, vertical %.4f m/s^2",
          qPrintable(name), v.values[0] * kDeg, v.values[1] * kDeg, v.values[2], v.values[3]);
    QCOMPARE_LE(std::abs(v.values[0] * kDeg - pitchDeg(q)), 1e-6);
    QCOMPARE_LE(std::abs(v.values[1] * kDeg + rollDeg(q)), 0.01);  // rollDeg: right side up > 0
    QCOMPARE_LT(std::abs(v.values[0] * kDeg), 3.0);
    QCOMPARE_LT(std::abs(v.values[1] * kDeg), 3.0);
    QCOMPARE_LT(std::abs(yawRate), 0.01);  // not turning (single steps jitter by ~0.1 rad/s)
}

void TestLeggedRobots::stateHashIsDeterministic_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("ground");
    QTest::newRow("hexapod") << "hexapod"
                             << "";
    QTest::newRow("hexapod on sand") << "hexapod"
                                     << "sand";
    QTest::newRow("quadruped") << "quadruped"
                               << "";
    QTest::newRow("quadruped on hard_soil") << "quadruped"
                                            << "hard_soil";
    QTest::newRow("wheel_legged") << "wheel_legged"
                                  << "";
    QTest::newRow("wheel_legged on loose_soil") << "wheel_legged"
                                                << "loose_soil";
}

void TestLeggedRobots::stateHashIsDeterministic() {
    // Standing 0.2 s then walking 0.3 s: the same seed gives the same state, another seed
    // another one, and every step succeeds.
    QFETCH(QString, name);
    QFETCH(QString, ground);
    auto run = [&](std::uint64_t seed, bool* ok) {
        LeggedOptions o;
        o.soft_terrain = ground.toStdString();
        auto t = makeLeggedTemplate(name.toStdString(), o);
        *ok = t.ok();
        if (!*ok) return std::uint64_t(0);
        Run r;
        r.tmpl = std::move(t.value());
        auto s = Simulation::create(ground.isEmpty() ? WorldModel{} : terrainWorld("flat"),
                                    {{r.tmpl.model, r.tmpl.X_WM}}, seed);
        *ok = s.ok();
        if (!*ok) return std::uint64_t(0);
        r.sim = std::move(s.value());
        *ok = advance(r, 0.2);
        r.tmpl.controller->move(0.2, 0.0, 0.1);
        *ok = advance(r, 0.3) && *ok;
        return r.sim->stateHash();
    };
    bool okA = false, okB = false, okC = false;
    const std::uint64_t a = run(11, &okA), b = run(11, &okB), c = run(12, &okC);
    QVERIFY(okA && okB && okC);
    QCOMPARE(a, b);
    QVERIFY(a != c);
}

QTEST_GUILESS_MAIN(TestLeggedRobots)
#include "tst_legged_robots.moc"
