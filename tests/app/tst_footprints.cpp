// SPDX-License-Identifier: GPL-3.0-or-later
// Footprints on soft ground (issue 28): the feet of a legged robot leave prints on gravel, sand,
// the soils and peat — none on concrete, wood or rigid ground — that fade over 20 simulated
// seconds, at most 256 of them; in the Cockpit, walking the manned hexapod with the Up key on peat
// leaves a trail in both views, on concrete none, and no empty mesh is uploaded (Xvfb, software
// OpenGL).
#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <Qt3DCore/QEntity>
#include <QtTest>
#include <atomic>

#include "botlab/sim/legged/legged.h"
#include "modes/cockpit/cockpit_workspace.h"
#include "session/real_time_pacer.h"
#include "shell/automation.h"
#include "view3d/footprints.h"
#include "view3d/scene_view.h"

using namespace botlab;
using namespace botlab::gui;

namespace {

/// A one-link robot whose link 0 is a foot ball of radius 0.08 m (the manned hexapod's).
sim::RobotModel footRobot() {
    sim::RobotModel m;
    sim::Link l;
    l.name = "foot";
    sim::Shape s;
    s.type = sim::ShapeType::Sphere;
    s.radius_m = 0.08;
    l.shapes.push_back(s);
    m.links.push_back(l);
    return m;
}

/// `steps` steps of one foot, 0.5 m apart along +X: 0.6 s down (sinking to depth_m), 0.4 s up.
/// Snapshots every 1/30 s. Returns the sim time at the end.
double walk(FootprintTrail& trail, int steps, double depth_m, double t0_s = 0.0) {
    double t = t0_s;
    const std::vector<sim::Pose> poses(1);
    for (int k = 0; k < steps; ++k) {
        for (int f = 0; f < 30; ++f, t += 1.0 / 30) {
            runner::FootContactView foot;
            foot.link = 0;
            foot.in_contact = f < 18;
            foot.depth_m = foot.in_contact ? depth_m * std::min(1.0, f / 9.0 + 0.1) : 0.0;
            foot.position_W = sim::Vec3(0.5 * k, -foot.depth_m, 0.0);
            trail.update({foot}, poses, t);
        }
    }
    return t;
}

/// Enabled entities named `name` in what the view draws.
int entitiesNamed(const SceneView* view, const QString& name) {
    int n = 0;
    for (const auto* e : view->sceneRootEntity()->findChildren<Qt3DCore::QEntity*>(name))
        if (e->isEnabled()) ++n;
    return n;
}

/// Qt 3D's complaints about uploading a buffer without data (the empty footprint mesh), counted
/// while a MessageCounter lives.
std::atomic<int> emptyUploads{0};
QtMessageHandler previousHandler = nullptr;
void countEmptyUploads(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (text.contains(QLatin1String("no data to upload"))) ++emptyUploads;
    if (previousHandler) previousHandler(type, context, text);
}
struct MessageCounter {
    MessageCounter() {
        emptyUploads = 0;
        previousHandler = qInstallMessageHandler(countEmptyUploads);
    }
    ~MessageCounter() { qInstallMessageHandler(previousHandler); }
};

}  // namespace

class TestFootprints : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void printsOnSoftSoilsOnly_data();
    void printsOnSoftSoilsOnly();
    void printsFadeAndAreBounded();
    void cockpitLeavesATrail_data();
    void cockpitLeavesATrail();

private:
    QTemporaryDir settingsDir_;
};

void TestFootprints::initTestCase() {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
}

void TestFootprints::printsOnSoftSoilsOnly_data() {
    QTest::addColumn<QString>("soil");
    QTest::addColumn<int>("prints");
    QTest::newRow("rigid") << "" << 0;
    QTest::newRow("concrete") << "concrete" << 0;
    QTest::newRow("wood") << "wood" << 0;
    QTest::newRow("gravel") << "gravel" << 10;
    QTest::newRow("sand") << "sand" << 10;
    QTest::newRow("hard_soil") << "hard_soil" << 10;
    QTest::newRow("loose_soil") << "loose_soil" << 10;
    QTest::newRow("peat") << "peat" << 10;
}

void TestFootprints::printsOnSoftSoilsOnly() {
    // Ten steps 0.5 m apart, 3 cm deep: one print per step on soft soils, where the foot stood
    // (on the surface, 3 cm above its lowest point), as wide as the ball's contact circle.
    QFETCH(QString, soil);
    QFETCH(int, prints);
    FootprintTrail trail;
    trail.setRobot(footRobot());
    trail.setSoil(soil.toStdString());
    const double t = walk(trail, 10, 0.03);
    QCOMPARE(trail.count(), prints);
    if (prints == 0) return;
    const auto p = trail.prints();
    for (int k = 0; k < prints; ++k) {
        QCOMPARE(p[std::size_t(k)].centre_W.x(), 0.5 * k);
        QVERIFY(std::abs(p[std::size_t(k)].centre_W.y()) < 1e-9);  // the surface, y = 0
        QCOMPARE(p[std::size_t(k)].depth_m, 0.03);
        // Contact circle of a 0.08 m ball 3 cm deep: sqrt(2 R d - d^2) = 0.0624 m.
        QVERIFY(std::abs(p[std::size_t(k)].radius_along_m - 0.0624) < 0.001);
    }
    QVERIFY(!trail.mesh(t).empty());
}

void TestFootprints::printsFadeAndAreBounded() {
    FootprintTrail trail;
    trail.setRobot(footRobot());
    trail.setSoil("peat");
    double t = walk(trail, 1, 0.02);
    QCOMPARE(trail.count(), 1);
    const FootprintTrail::Print p = trail.prints().front();
    const double fresh = FootprintTrail::opacity(p, p.time_s);
    QVERIFY(fresh > 0.5);
    // Half as dark 10 s later, gone after 20 s (the next snapshot removes it).
    QVERIFY(std::abs(FootprintTrail::opacity(p, p.time_s + 10.0) - 0.5 * fresh) < 1e-9);
    trail.update({}, {}, p.time_s + 19.9);
    QCOMPARE(trail.count(), 1);
    QVERIFY(trail.update({}, {}, p.time_s + 20.0));
    QCOMPARE(trail.count(), 0);
    // 300 steps within 20 s are more than the ring holds: the newest 256 stay.
    trail.clear();
    t = 0.0;
    std::vector<sim::Pose> poses(1);
    for (int k = 0; k < 300; ++k, t += 0.02) {
        runner::FootContactView down{0, sim::Vec3(0.5 * k, -0.02, 0.0), 0.02, true};
        trail.update({down}, poses, t);
        runner::FootContactView up{0, sim::Vec3(0.5 * k, 0.1, 0.0), 0.0, false};
        trail.update({up}, poses, t + 0.01);
    }
    QCOMPARE(trail.count(), FootprintTrail::kCapacity);
    QCOMPARE(trail.prints().front().centre_W.x(), 0.5 * (300 - FootprintTrail::kCapacity));
    QCOMPARE(trail.prints().back().centre_W.x(), 0.5 * 299);
}

void TestFootprints::cockpitLeavesATrail_data() {
    QTest::addColumn<QString>("soil");
    QTest::addColumn<bool>("trail");
    QTest::newRow("peat") << "peat" << true;
    QTest::newRow("concrete") << "concrete" << false;
}

void TestFootprints::cockpitLeavesATrail() {
    // The user drives the manned hexapod with the Up key for 2 s: on peat its feet leave more
    // prints than the six it stands on, drawn in both views; on concrete none.
    QFETCH(QString, soil);
    QFETCH(bool, trail);
    const MessageCounter messages;
    ManualClock clock;
    CockpitWorkspace ws;
    ws.session()->setClock(clock.clock());
    ws.resize(1280, 720);
    ws.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ws));
    QVERIFY2(ws.openDrive("manned_hexapod", "manned_field", soil), qPrintable(ws.lastError()));
    ws.activate(Mode::Cockpit);
    QTRY_VERIFY_WITH_TIMEOUT(ws.session()->latest().running, 10000);
    auto advance = [&](int ms) {
        for (int done = 0; done < ms; done += 20) {
            clock.advance_ns(20'000'000);
            const double now_s = double(clock.now_ns()) * 1e-9;
            if (!QTest::qWaitFor(
                    [&] {
                        const CockpitState s = ws.session()->latest();
                        return s.sample.t_s >= now_s - 1.5 * s.step_s;
                    },
                    20000))
                return false;
        }
        return true;
    };
    QVERIFY(advance(500));
    QTest::keyPress(ws.windowHandle(), Qt::Key_Up);
    QVERIFY(advance(2000));
    QTest::keyRelease(ws.windowHandle(), Qt::Key_Up);
    QVERIFY(advance(400));
    QTest::qWait(200);  // the views draw the latest snapshot
    for (SceneView* v : {ws.mainView(), ws.smallView()}) {
        QCOMPARE(v->footprints().soil(), soil.toStdString());
        if (trail) {
            QVERIFY2(v->footprints().count() > 6,
                     qPrintable(QString::number(v->footprints().count())));
            QCOMPARE(entitiesNamed(v, QStringLiteral("footprints")), 1);
        } else {
            QCOMPARE(v->footprints().count(), 0);
            QCOMPARE(entitiesNamed(v, QStringLiteral("footprints")), 0);
        }
    }
    // No empty buffer was handed to Qt 3D (it logged "Buffer has no data to upload").
    QCOMPARE(emptyUploads.load(), 0);
    // BOTLAB_PICTURES=dir: keep a picture of the Cockpit (docs/images/cockpit/).
    if (const QString dir = qEnvironmentVariable("BOTLAB_PICTURES"); !dir.isEmpty()) {
        QTest::qWait(500);
        QString error;
        QVERIFY2(saveWindowPicture(&ws, QDir(dir).filePath("manned_cab_" + soil + ".png"), &error),
                 qPrintable(error));
    }
}

QTEST_MAIN(TestFootprints)
#include "tst_footprints.moc"
