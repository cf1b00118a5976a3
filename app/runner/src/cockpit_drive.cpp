// SPDX-License-Identifier: GPL-3.0-or-later
// CockpitDrive (see cockpit_drive.h).
#include "botlab/runner/cockpit_drive.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "botlab/core/text.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/sim/legged/legged.h"
#include "botlab/sim/legged/soft_contact.h"
#include "tr.h"

namespace botlab::runner {

namespace {

double clamp1(double v) {
    return std::isfinite(v) ? std::clamp(v, -1.0, 1.0) : 0.0;
}

}  // namespace

std::vector<std::string> soilNames() {
    return sim::legged::softTerrainNames();
}

DriveLimits defaultDriveLimits(const QString& robot) {
    if (robot == QLatin1String("quadruped")) return {0.22, 0.1, 0.6};
    if (robot == QLatin1String("wheel_legged")) return {0.3, 0.0, 0.4};
    if (robot == QLatin1String("manned_hexapod")) return {0.45, 0.2, 0.3};
    return {0.2, 0.1, 0.6};
}

struct CockpitDrive::Impl {
    std::shared_ptr<const LoadedModels> models;
    CockpitOptions options;
    std::unique_ptr<SimulationRunner> runner;
    sim::MotionCueing cueing;
    int period_steps = 40;
    int imu = -1;  // sensor index of the body's IMU
    struct Foot {
        int link;
        sim::Vec3 centre_L;
        double radius_m;
        bool wheel = false;  // a cylinder: its axle along axle_L, touching at its lowest point
        sim::Vec3 axle_L = sim::Vec3::UnitZ();
    };
    std::vector<Foot> feet;
    DriveInput latest, applied;
    int gait_index = 0;
    std::vector<std::string> gaits;
    DriveRecording rec;
    bool replay = false;
    std::size_t replay_next = 0;
    std::int64_t replay_steps = 0;
    DriveSample sample;
    std::ostream* csv = nullptr;
    std::int64_t csv_period_steps = 10;
};

CockpitDrive::CockpitDrive() : d_(std::make_unique<Impl>()) {}
CockpitDrive::~CockpitDrive() = default;

Result<std::unique_ptr<CockpitDrive>> CockpitDrive::create(
    std::shared_ptr<const LoadedModels> models, const CockpitOptions& options) {
    assert(models);
    if (!models->isLegged())
        return Error{Tr::tr("robot '%1' is not a legged robot: the cockpit drives manned_hexapod, "
                            "hexapod, quadruped and wheel_legged")
                         .arg(models->robot_name)
                         .toStdString()};
    if (!options.soil.empty() && options.soil != models->soft_terrain) {
        const std::vector<std::string> soils = soilNames();
        if (std::find(soils.begin(), soils.end(), options.soil) == soils.end()) {
            std::string list;
            for (const std::string& s : soils) list += (list.empty() ? "" : ", ") + s;
            return Error{
                Tr::tr("unknown soil '%1' (one of: %2)")
                    .arg(QString::fromStdString(options.soil), QString::fromStdString(list))
                    .toStdString()};
        }
        auto copy = std::make_shared<LoadedModels>(*models);
        copy->soft_terrain = options.soil;
        // The robot's model too: its feet (or wheels) leave the engine's rigid contacts to the
        // soil's law (a scene with rigid ground loaded it without).
        sim::legged::LeggedOptions lo;
        lo.soft_terrain = options.soil;
        Result<sim::legged::LeggedTemplate> t =
            sim::legged::makeLeggedTemplate(models->robot_name.toStdString(), lo);
        if (!t.ok()) return Error{t.message()};
        copy->robot = std::move(t->model);
        models = std::move(copy);
    }
    std::unique_ptr<CockpitDrive> drive(new CockpitDrive());
    Impl& d = *drive->d_;
    d.models = models;
    d.options = options;
    if (!d.options.limits_given) d.options.limits = defaultDriveLimits(models->robot_name);
    if (!(d.options.command_rate_hz > 0.0)) d.options.command_rate_hz = 25.0;
    RunOptions ro;
    ro.seed = options.seed;
    Result<std::unique_ptr<SimulationRunner>> r = SimulationRunner::create(models, ro);
    if (!r.ok()) return Error{r.message()};
    d.runner = std::move(r.value());
    const sim::Simulation& sim = d.runner->simulation();
    d.period_steps = std::max(
        1, static_cast<int>(std::lround(1.0 / (d.options.command_rate_hz * sim.step_s()))));
    d.cueing = sim::MotionCueing(options.cueing);
    const sim::RobotModel& m = sim.robot(0);
    for (std::size_t i = 0; i < m.sensors.size(); ++i)
        if (m.sensors[i].type == sim::SensorType::Imu && m.sensors[i].link == 0) {
            d.imu = static_cast<int>(i);
            break;
        }
    for (std::size_t l = 0; l < m.links.size(); ++l) {
        if (!m.links[l].custom_ground_contact) continue;
        for (const sim::Shape& s : m.links[l].shapes) {
            if (s.type == sim::ShapeType::Sphere) {
                d.feet.push_back({static_cast<int>(l), s.X_LS.translation, s.radius_m});
                break;
            }
            if (s.type == sim::ShapeType::Cylinder) {  // the wheel-legged robot's wheels
                d.feet.push_back({static_cast<int>(l), s.X_LS.translation, s.radius_m, true,
                                  s.X_LS.rotation * sim::Vec3::UnitZ()});
                break;
            }
        }
    }
    if (sim::legged::LeggedController* c = d.runner->leggedController()) d.gaits = c->gaits();
    d.rec.robot = models->robot_name;
    d.rec.scene = models->scene_name;
    d.rec.soil = options.soil;
    d.rec.seed = options.seed;
    d.rec.command_rate_hz = d.options.command_rate_hz;
    drive->updateSample();
    return drive;
}

Result<std::unique_ptr<CockpitDrive>> CockpitDrive::createReplay(const DriveRecording& rec,
                                                                 const CockpitOptions& base) {
    Result<std::shared_ptr<const LoadedModels>> models = loadModels(rec.robot, rec.scene);
    if (!models.ok()) return Error{models.message()};
    CockpitOptions o = base;
    o.seed = rec.seed;
    o.soil = rec.soil;
    o.command_rate_hz = rec.command_rate_hz;
    Result<std::unique_ptr<CockpitDrive>> drive = create(std::move(models.value()), o);
    if (!drive.ok()) return drive;
    Impl& d = *drive.value()->d_;
    d.replay = true;
    d.rec.inputs = rec.inputs;
    d.replay_steps = rec.steps;
    return drive;
}

void CockpitDrive::setInput(const DriveInput& input) {
    d_->latest = input;
}

void CockpitDrive::commandTick() {
    Impl& d = *d_;
    const std::int64_t tick = d.runner->simulation().stepCount() / d.period_steps;
    DriveInput in = d.latest;
    if (d.replay) {
        while (d.replay_next < d.rec.inputs.size() && d.rec.inputs[d.replay_next].tick <= tick)
            d.applied = d.rec.inputs[d.replay_next++].input;
        in = d.applied;
    } else if (d.rec.inputs.empty() || !(d.rec.inputs.back().input == in)) {
        d.rec.inputs.push_back({tick, in});
    }
    d.applied = in;
    sim::legged::LeggedController* c = d.runner->leggedController();
    if (!c) return;
    if (in.gait >= 0 && in.gait < static_cast<int>(d.gaits.size()) && in.gait != d.gait_index) {
        if (c->setGait(d.gaits[static_cast<std::size_t>(in.gait)]).ok()) d.gait_index = in.gait;
    }
    if (in.stop) {
        c->move(0.0, 0.0, 0.0);
        return;
    }
    const DriveLimits& lim = d.options.limits;
    c->move(clamp1(in.forward) * lim.forward_m_s, clamp1(in.sideways) * lim.sideways_m_s,
            clamp1(in.turn) * lim.turn_rad_s);
}

Status CockpitDrive::step() {
    Impl& d = *d_;
    if (d.runner->simulation().stepCount() % d.period_steps == 0) commandTick();
    Status st = d.runner->step();
    if (!st.ok()) return st;
    updateSample();
    if (d.csv && d.runner->simulation().stepCount() % d.csv_period_steps == 0) writeCsvRow();
    return {};
}

Status CockpitDrive::run(double duration_s) {
    const std::int64_t n = std::llround(duration_s / step_s());
    for (std::int64_t i = 0; i < n; ++i) {
        Status st = step();
        if (!st.ok()) return st;
    }
    return {};
}

void CockpitDrive::reset() {
    Impl& d = *d_;
    d.runner->reset();
    d.cueing.reset();
    d.applied = DriveInput{};
    d.gait_index = 0;
    if (!d.replay) d.rec.inputs.clear();
    d.replay_next = 0;
    updateSample();
}

void CockpitDrive::updateSample() {
    Impl& d = *d_;
    const sim::Simulation& sim = d.runner->simulation();
    DriveSample& s = d.sample;
    s.t_s = sim.time_s();
    s.input = d.applied;
    s.gait = d.gait_index < static_cast<int>(d.gaits.size())
                 ? d.gaits[static_cast<std::size_t>(d.gait_index)]
                 : std::string();
    s.X_WB = sim.linkPose(0, 0);
    const sim::Vec3 f = s.X_WB.rotation * sim::Vec3::UnitX();
    s.yaw_rad = std::atan2(-f.z(), f.x());
    const sim::Vec3 fh = sim::Vec3(f.x(), 0.0, f.z());
    const sim::Vec3 v = sim.linkVelocity(0, 0);
    s.speed_m_s = fh.norm() > 1e-9 ? v.dot(fh.normalized()) : 0.0;
    if (d.imu >= 0) {
        const sim::SensorReading& r = sim.sensorReading(0, d.imu);
        s.pitch_rad = r.values[0];
        s.roll_rad = r.values[1];
        s.yaw_rate_rad_s = r.values[2];
        s.vertical_accel_m_s2 = r.values[3];
    } else {
        s.yaw_rate_rad_s = sim.linkAngularVelocity(0, 0).y();
    }
    // The soft contact's own depth per foot when the controller reports it (the sinkage the
    // ground law acted on); else measured from the foot's shape.
    const sim::legged::LeggedController* ctl = d.runner->leggedController();
    const std::vector<sim::legged::FootContact> contacts =
        ctl ? ctl->footContacts() : std::vector<sim::legged::FootContact>{};
    s.foot_sinkage_m.resize(d.feet.size());
    if (!contacts.empty() && contacts.size() == d.feet.size()) {
        for (std::size_t i = 0; i < contacts.size(); ++i)
            s.foot_sinkage_m[i] = contacts[i].in_contact ? contacts[i].depth_m : 0.0;
    } else {
        for (std::size_t i = 0; i < d.feet.size(); ++i) {
            const Impl::Foot& foot = d.feet[i];
            const sim::Pose X = sim.linkPose(0, foot.link);
            const sim::Vec3 c = X * foot.centre_L;
            sim::Vec3 lowest = c - foot.radius_m * sim::Vec3::UnitY();
            if (foot.wheel) {
                // The wheel's lowest point: from the axle straight down the wheel's plane.
                const sim::Vec3 a = (X.rotation * foot.axle_L).normalized();
                const sim::Vec3 down = -(sim::Vec3::UnitY() - a.y() * a);
                if (down.norm() > 1e-6) lowest = c + foot.radius_m * down.normalized();
            }
            s.foot_sinkage_m[i] =
                std::max(0.0, sim.groundHeight(lowest.x(), lowest.z()) - lowest.y());
        }
    }
    if (s.t_s > 0.0)
        s.platform = d.cueing.update(sim.step_s(), s.roll_rad, s.pitch_rad, s.vertical_accel_m_s2);
    else
        s.platform = d.cueing.command();
}

bool CockpitDrive::replaying() const {
    return d_->replay;
}

bool CockpitDrive::replayFinished() const {
    return d_->replay && steps() >= d_->replay_steps;
}

const DriveSample& CockpitDrive::sample() const {
    return d_->sample;
}

DriveRecording CockpitDrive::recording() const {
    DriveRecording r = d_->rec;
    r.steps = steps();
    r.state_hash = stateHash();
    return r;
}

std::uint64_t CockpitDrive::stateHash() const {
    return d_->runner->simulation().stateHash();
}
double CockpitDrive::time_s() const {
    return d_->runner->simulation().time_s();
}
std::int64_t CockpitDrive::steps() const {
    return d_->runner->simulation().stepCount();
}
double CockpitDrive::step_s() const {
    return d_->runner->simulation().step_s();
}
int CockpitDrive::commandPeriodSteps() const {
    return d_->period_steps;
}
std::vector<std::string> CockpitDrive::gaits() const {
    return d_->gaits;
}
const DriveLimits& CockpitDrive::limits() const {
    return d_->options.limits;
}
const CockpitOptions& CockpitDrive::options() const {
    return d_->options;
}
const std::string& CockpitDrive::soil() const {
    return d_->models->soft_terrain;
}
const std::shared_ptr<const LoadedModels>& CockpitDrive::models() const {
    return d_->models;
}
Snapshot CockpitDrive::snapshot() {
    return d_->runner->snapshot();
}

void CockpitDrive::setCsv(std::ostream* out, double period_s) {
    d_->csv = out;
    d_->csv_period_steps = std::max<std::int64_t>(1, std::llround(period_s / step_s()));
    if (out) *out << csvHeader() << '\n';
}

std::string CockpitDrive::csvHeader() {
    return "t_s,forward,sideways,turn,stop,gait,x_m,y_m,z_m,yaw_deg,speed_m_s,yaw_rate_deg_s,"
           "pitch_deg,roll_deg,vertical_accel_m_s2,max_sinkage_mm,heave_m,platform_roll_deg,"
           "platform_pitch_deg,d1_m,d2_m,d3_m,clamp";
}

void CockpitDrive::writeCsvRow() {
    const DriveSample& s = d_->sample;
    constexpr double deg = 180.0 / 3.14159265358979323846;
    double sink = 0.0;
    for (double v : s.foot_sinkage_m) sink = std::max(sink, v);
    // The gait's name is the one text cell: written so a spreadsheet shows it as text.
    const std::string gait = core::csvCell(QString::fromStdString(s.gait)).toStdString();
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "%.3f,%.3f,%.3f,%.3f,%d,%s,%.5f,%.5f,%.5f,%.3f,%.5f,%.3f,%.4f,%.4f,%.4f,%.4f,"
                  "%.5f,%.4f,%.4f,%.5f,%.5f,%.5f,%u",
                  s.t_s, s.input.forward, s.input.sideways, s.input.turn, s.input.stop ? 1 : 0,
                  gait.c_str(), s.X_WB.translation.x(), s.X_WB.translation.y(),
                  s.X_WB.translation.z(), s.yaw_rad * deg, s.speed_m_s, s.yaw_rate_rad_s * deg,
                  s.pitch_rad * deg, s.roll_rad * deg, s.vertical_accel_m_s2, sink * 1000.0,
                  s.platform.pose.heave_m, s.platform.pose.roll_rad * deg,
                  s.platform.pose.pitch_rad * deg, s.platform.lengths[0], s.platform.lengths[1],
                  s.platform.lengths[2], static_cast<unsigned>(s.platform.clamp));
    *d_->csv << buf << '\n';
}

// --- DriveRecording JSON ---

QByteArray DriveRecording::toJson() const {
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("botlab-drive");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("robot")] = robot;
    o[QStringLiteral("scene")] = scene;
    o[QStringLiteral("soil")] = QString::fromStdString(soil);
    // 64-bit values as strings: JSON numbers are doubles.
    o[QStringLiteral("seed")] = QString::number(seed);
    o[QStringLiteral("command_rate_hz")] = command_rate_hz;
    o[QStringLiteral("steps")] = QString::number(steps);
    o[QStringLiteral("state_hash")] = QString::number(state_hash, 16);
    QJsonArray a;
    for (const Entry& e : inputs) {
        QJsonArray row{double(e.tick), e.input.forward, e.input.sideways,
                       e.input.turn,   e.input.gait,    e.input.stop};
        a.append(row);
    }
    o[QStringLiteral("inputs")] = a;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<DriveRecording> DriveRecording::fromJson(const QByteArray& json) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (doc.isNull() || !doc.isObject())
        return Error{
            Tr::tr("drive recording: not a JSON object (%1)").arg(pe.errorString()).toStdString()};
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("botlab-drive"))
        return Error{Tr::tr("drive recording: format must be \"botlab-drive\"").toStdString()};
    if (o.value(QStringLiteral("version")).toInt() != 1)
        return Error{Tr::tr("drive recording: unsupported version").toStdString()};
    DriveRecording r;
    r.robot = o.value(QStringLiteral("robot")).toString();
    r.scene = o.value(QStringLiteral("scene")).toString();
    r.soil = o.value(QStringLiteral("soil")).toString().toStdString();
    bool ok1 = false, ok2 = false, ok3 = false;
    r.seed = o.value(QStringLiteral("seed")).toString().toULongLong(&ok1);
    r.steps = o.value(QStringLiteral("steps")).toString().toLongLong(&ok2);
    r.state_hash = o.value(QStringLiteral("state_hash")).toString().toULongLong(&ok3, 16);
    r.command_rate_hz = o.value(QStringLiteral("command_rate_hz")).toDouble(25.0);
    if (!ok1 || !ok2 || !ok3 || r.robot.isEmpty() || r.scene.isEmpty())
        return Error{
            Tr::tr("drive recording: robot, scene, seed, steps and state_hash are required")
                .toStdString()};
    const QJsonArray a = o.value(QStringLiteral("inputs")).toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonArray row = a.at(i).toArray();
        if (row.size() != 6)
            return Error{
                Tr::tr("drive recording: inputs[%1] must have 6 values").arg(i).toStdString()};
        Entry e;
        e.tick = static_cast<std::int64_t>(row.at(0).toDouble());
        e.input.forward = row.at(1).toDouble();
        e.input.sideways = row.at(2).toDouble();
        e.input.turn = row.at(3).toDouble();
        e.input.gait = row.at(4).toInt(-1);
        e.input.stop = row.at(5).toBool();
        r.inputs.push_back(e);
    }
    return r;
}

}  // namespace botlab::runner
