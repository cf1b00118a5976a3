// SPDX-License-Identifier: GPL-3.0-or-later
// The Cockpit mode as a user meets it (Xvfb, software OpenGL): key presses on the window walk the
// hexapod forward and turn it left; views swap; the drive runs in real time on the worker, paced
// by a clock the test steps (so a slow machine does not change what is simulated).
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

#include "modes/cockpit/cockpit_workspace.h"
#include "session/real_time_pacer.h"
#include "view3d/scene_view.h"

using namespace botlab;
using namespace botlab::gui;

class TestCockpitWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void keysDriveTheHexapod();
    void notLegged();
    void platformSettings();

private:
    QTemporaryDir settingsDir_;
};

void TestCockpitWindow::initTestCase() {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
}

namespace {

/// Steps `clock` by `ms` in steps of 20 ms, each time waiting until the drive has caught up
/// with it (it runs in real time: the simulated time follows the clock to within one step).
bool advance(ManualClock& clock, CockpitWorkspace& ws, int ms) {
    for (int done = 0; done < ms; done += 20) {
        clock.advance_ns(20'000'000);
        const double now_s = double(clock.now_ns()) * 1e-9;
        const double step_s = ws.session()->latest().step_s;
        if (!QTest::qWaitFor(
                [&] { return ws.session()->latest().sample.t_s >= now_s - 1.5 * step_s; }, 10000))
            return false;
    }
    return true;
}

/// Holds `key` for `ms` of (stepped) wall time, releases it, lets 200 ms pass, returns the state.
CockpitState hold(QWidget* w, Qt::Key key, int ms, CockpitWorkspace& ws, ManualClock& clock) {
    QTest::keyPress(w->windowHandle(), key);
    if (!advance(clock, ws, ms)) qWarning("the drive did not keep up with the clock");
    QTest::keyRelease(w->windowHandle(), key);
    if (!advance(clock, ws, 200)) qWarning("the drive did not keep up with the clock");
    return ws.session()->latest();
}

}  // namespace

void TestCockpitWindow::keysDriveTheHexapod() {
    ManualClock clock;  // outlives the workspace, whose worker reads it
    CockpitWorkspace ws;
    ws.session()->setClock(clock.clock());
    ws.resize(1100, 650);
    ws.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ws));
    QVERIFY(ws.openDrive("hexapod", "hexapod_field"));
    ws.activate(Mode::Cockpit);
    QTRY_VERIFY_WITH_TIMEOUT(ws.session()->latest().running, 10000);
    // The clock stands still: so does the drive.
    const double still_s = ws.session()->latest().sample.t_s;
    QTest::qWait(100);
    QVERIFY(ws.session()->latest().sample.t_s <= still_s + 0.002);
    QVERIFY(advance(clock, ws, 500));  // standing
    const CockpitState s0 = ws.session()->latest();
    QVERIFY(s0.loaded);
    QCOMPARE(s0.sample.gait, std::string("tripod"));

    // Up arrow, 3 s: the hexapod walks ahead (at most 0.2 m/s).
    const CockpitState s1 = hold(&ws, Qt::Key_Up, 3000, ws, clock);
    // The drive ran in real time: 3.2 s of the clock, 3.2 s simulated (to within two steps).
    QVERIFY2(std::abs(s1.sample.t_s - s0.sample.t_s - 3.2) <= 2 * s1.step_s + 1e-9,
             qPrintable(QString::number(s1.sample.t_s - s0.sample.t_s)));
    QVERIFY2(std::abs(s1.real_time_ratio - 1.0) < 0.05,
             qPrintable(QString::number(s1.real_time_ratio)));
    const sim::Vec3 f0 = s0.sample.X_WB.rotation * sim::Vec3::UnitX();
    const sim::Vec3 moved = s1.sample.X_WB.translation - s0.sample.X_WB.translation;
    const double ahead = moved.dot(sim::Vec3(f0.x(), 0, f0.z()).normalized());
    QVERIFY2(ahead > 0.15 && ahead < 0.75, qPrintable(QString::number(ahead)));
    // The dashboard's steering read 0 while going straight; the key set forward = 1.
    QCOMPARE(s1.sample.input.turn, 0.0);

    // Left arrow, 3 s: it turns counter-clockwise (0.6 rad/s at most).
    const CockpitState s2 = hold(&ws, Qt::Key_Left, 3000, ws, clock);
    const double turned =
        std::remainder(s2.sample.yaw_rad - s1.sample.yaw_rad, 2 * std::numbers::pi);
    QVERIFY2(turned > 0.4 && turned < 2.0, qPrintable(QString::number(turned)));

    // Released: the input is back to zero.
    QCOMPARE(ws.currentInput().forward, 0.0);
    QCOMPARE(ws.currentInput().turn, 0.0);

    // The drive was recorded: the Up and Left presses are in it, and Export CSV replays it.
    const runner::DriveRecording rec = ws.session()->recording();
    QCOMPARE(rec.robot, QString("hexapod"));
    QVERIFY(rec.inputs.size() >= 3);
    QTemporaryDir dir;
    const QString csv = dir.filePath("drive.csv");
    QCOMPARE(CockpitSession::exportCsv(rec, csv), QString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QVERIFY(lines[0].startsWith("t_s,forward,sideways,turn"));
    QVERIFY2(std::abs(int(lines.size()) - 2 - int(rec.steps / 10)) <= 1,
             qPrintable(QString::number(lines.size())));

    // Swap the views: the big one becomes the chase camera.
    QCOMPARE(ws.mainView()->cameraMode(), SceneView::CameraMode::OnBoard);
    ws.swapViews();
    QCOMPARE(ws.mainView()->cameraMode(), SceneView::CameraMode::Follow);
    QCOMPARE(ws.smallView()->cameraMode(), SceneView::CameraMode::OnBoard);
    QVERIFY(ws.mainView()->framesRendered() > 10);
    QVERIFY(ws.smallView()->framesRendered() > 10);
}

void TestCockpitWindow::notLegged() {
    CockpitWorkspace ws;
    QVERIFY(!ws.openDrive("line_follower", "line_challenge"));
    QVERIFY(ws.lastError().contains("line_follower"));
    QVERIFY(!ws.openDrive("hexapod", "no_such_scene"));
    QVERIFY(ws.lastError().contains("no_such_scene"));
}

void TestCockpitWindow::platformSettings() {
    QCOMPARE(CockpitWorkspace::loadCueing(), sim::CueingSettings{});  // defaults
    QSettings s;
    s.setValue("cockpit/platform/length_m", 1.1);
    s.setValue("cockpit/platform/stroke_max_m", 0.5);
    const sim::CueingSettings c = CockpitWorkspace::loadCueing();
    QCOMPARE(c.geometry.length_m, 1.1);
    QCOMPARE(c.limits.stroke_max_m, 0.5);
    QCOMPARE(c.geometry.width_m, sim::PlatformGeometry{}.width_m);
    s.remove("cockpit/platform");
}

QTEST_MAIN(TestCockpitWindow)
#include "tst_cockpit_window.moc"
