// SPDX-License-Identifier: GPL-3.0-or-later
// The Cockpit mode's input: keyboard mapping, axis shaping, merging, and an SDL virtual joystick
// (no hardware) that steers the hexapod.
#include <SDL.h>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "botlab_test.h"

#include <cmath>
#include <numbers>

#include "botlab/runner/cockpit_drive.h"
#include "modes/cockpit/cockpit_input.h"
#include "shell/app_options.h"

using namespace botlab;
using namespace botlab::gui;

class TestCockpitInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void keyboard_data();
    void keyboard();
    void spaceStops();
    void shape_data();
    void shape();
    void merge();
    void settingsRoundTrip();
    void virtualJoystickSteers();
    void platformUdpOption_data();
    void platformUdpOption();

private:
    QTemporaryDir settingsDir_;
};

void TestCockpitInput::initTestCase() {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
    QCoreApplication::setOrganizationName(QStringLiteral("BotlabTest"));
}

void TestCockpitInput::keyboard_data() {
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<double>("forward");
    QTest::addColumn<double>("turn");
    QTest::addColumn<double>("sideways");
    QTest::addColumn<int>("gait");
    QTest::newRow("up") << QList<int>{Qt::Key_Up} << 1.0 << 0.0 << 0.0 << -1;
    QTest::newRow("w") << QList<int>{Qt::Key_W} << 1.0 << 0.0 << 0.0 << -1;
    QTest::newRow("down") << QList<int>{Qt::Key_Down} << -1.0 << 0.0 << 0.0 << -1;
    QTest::newRow("left = turn left") << QList<int>{Qt::Key_Left} << 0.0 << 1.0 << 0.0 << -1;
    QTest::newRow("d = turn right") << QList<int>{Qt::Key_D} << 0.0 << -1.0 << 0.0 << -1;
    QTest::newRow("up and left") << QList<int>{Qt::Key_Up, Qt::Key_A} << 1.0 << 1.0 << 0.0 << -1;
    QTest::newRow("q = step left") << QList<int>{Qt::Key_Q} << 0.0 << 0.0 << -1.0 << -1;
    QTest::newRow("e = step right") << QList<int>{Qt::Key_E} << 0.0 << 0.0 << 1.0 << -1;
    QTest::newRow("up and down cancel")
        << QList<int>{Qt::Key_W, Qt::Key_S} << 0.0 << 0.0 << 0.0 << -1;
    QTest::newRow("gait 2") << QList<int>{Qt::Key_2} << 0.0 << 0.0 << 0.0 << 1;
    QTest::newRow("gait 3, walk") << QList<int>{Qt::Key_3, Qt::Key_Up} << 1.0 << 0.0 << 0.0 << 2;
}

void TestCockpitInput::keyboard() {
    QFETCH(QList<int>, keys);
    QFETCH(double, forward);
    QFETCH(double, turn);
    QFETCH(double, sideways);
    QFETCH(int, gait);
    KeyboardDrive k;
    for (int key : keys) QVERIFY(k.handleKey(key, true, false));
    runner::DriveInput in = k.input();
    QCOMPARE(in.forward, forward);
    QCOMPARE(in.turn, turn);
    QCOMPARE(in.sideways, sideways);
    QCOMPARE(in.gait, gait);
    QVERIFY(!in.stop);
    for (int key : keys) k.handleKey(key, false, false);
    in = k.input();
    QCOMPARE(in.forward, 0.0);
    QCOMPARE(in.turn, 0.0);
    QVERIFY(!k.handleKey(Qt::Key_F5, true, false));
}

void TestCockpitInput::spaceStops() {
    KeyboardDrive k;
    k.handleKey(Qt::Key_Up, true, false);
    k.handleKey(Qt::Key_Space, true, false);
    QVERIFY(k.input().stop);
    QCOMPARE(k.input().forward, 0.0);  // the held key no longer counts
    k.handleKey(Qt::Key_Up, false, false);
    k.handleKey(Qt::Key_Up, true, false);  // a new press drives again
    QVERIFY(!k.input().stop);
    QCOMPARE(k.input().forward, 1.0);
}

void TestCockpitInput::shape_data() {
    QTest::addColumn<double>("raw");
    QTest::addColumn<bool>("invert");
    QTest::addColumn<double>("dead");
    QTest::addColumn<double>("out");
    QTest::newRow("centre") << 0.0 << false << 0.1 << 0.0;
    QTest::newRow("inside dead zone") << 0.09 << false << 0.1 << 0.0;
    QTest::newRow("full") << 1.0 << false << 0.1 << 1.0;
    QTest::newRow("full inverted") << 1.0 << true << 0.1 << -1.0;
    QTest::newRow("half way past the dead zone") << 0.55 << false << 0.1 << 0.5;
    QTest::newRow("negative") << -0.55 << false << 0.1 << -0.5;
    QTest::newRow("no dead zone") << 0.3 << false << 0.0 << 0.3;
    QTest::newRow("beyond") << 1.5 << false << 0.0 << 1.0;
    QTest::newRow("nan") << std::nan("") << false << 0.1 << 0.0;
}

void TestCockpitInput::shape() {
    QFETCH(double, raw);
    QFETCH(bool, invert);
    QFETCH(double, dead);
    QFETCH(double, out);
    QVERIFY(std::abs(shapeAxis(raw, invert, dead) - out) < 1e-12);
}

void TestCockpitInput::merge() {
    runner::DriveInput key{1.0, 0.0, 0.0};
    runner::DriveInput pad{0.3, 0.0, -0.4};
    runner::DriveInput m = mergeInputs(key, true, pad);
    QCOMPARE(m.forward, 1.0);  // the held key wins on its axis
    QCOMPARE(m.turn, -0.4);    // the stick keeps the others
    m = mergeInputs(runner::DriveInput{}, false, pad);
    QCOMPARE(m.forward, 0.3);
}

void TestCockpitInput::settingsRoundTrip() {
    InputSettings s;
    s.steering = {3, false};
    s.brake = {2, true};
    s.dead_zone = 0.2;
    s.gait_button = 4;
    s.save();
    QCOMPARE(InputSettings::load(), s);
}

void TestCockpitInput::virtualJoystickSteers() {
    GamepadInput pad;
    QVERIFY(pad.available());
    QSignalSpy plugged(&pad, &GamepadInput::devicesChanged);
    pad.poll();
    QVERIFY(!pad.connected());
    // Hot-plug a virtual game controller (SDL >= 2.0.14): 6 axes, 4 buttons.
    const int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 4, 0);
    QVERIFY2(index >= 0, SDL_GetError());
    pad.poll();
    QVERIFY(pad.connected());
    QVERIFY(plugged.count() >= 1);
    QCOMPARE(int(pad.axes().size()), 6);
    // Find our device's handle to move its axes.
    SDL_Joystick* j = SDL_JoystickFromInstanceID(SDL_JoystickGetDeviceInstanceID(index));
    QVERIFY(j);
    InputSettings s;  // steering axis 0 (inverted: left < 0 = turn left), throttle axis 1
    QVERIFY(SDL_JoystickSetVirtualAxis(j, 0, -32767) == 0);  // stick fully left
    QVERIFY(SDL_JoystickSetVirtualAxis(j, 1, -16384) == 0);  // half up
    pad.poll();
    runner::DriveInput in = pad.input(s, 3);
    QVERIFY2(std::abs(in.turn - 1.0) < 1e-3, qPrintable(QString::number(in.turn)));
    QVERIFY(std::abs(in.forward - (0.5 - 0.08) / 0.92) < 1e-3);
    // The gait button (1) picks the next gait once per press.
    SDL_JoystickSetVirtualButton(j, 1, 1);
    pad.poll();
    QCOMPARE(pad.input(s, 3).gait, 0);
    QCOMPARE(pad.input(s, 3).gait, 0);  // still held: no change
    SDL_JoystickSetVirtualButton(j, 1, 0);
    pad.poll();
    (void)pad.input(s, 3);

    // The stick steers the hexapod: 3 s of driving turns it left (counter-clockwise).
    auto models = runner::loadModels("hexapod", "hexapod_field");
    QVERIFY_OK(models);
    auto drive = runner::CockpitDrive::create(models.value(), {});
    QVERIFY_OK(drive);
    runner::CockpitDrive& d = *drive.value();
    double yaw = d.sample().yaw_rad, turned = 0.0;
    for (int step = 0; step < 3000; ++step) {
        if (step % 40 == 0) {  // 25 Hz, as the workspace polls
            pad.poll();
            d.setInput(pad.input(s, 3));
        }
        QVERIFY_OK(d.step());
        turned += std::remainder(d.sample().yaw_rad - yaw, 2.0 * std::numbers::pi);
        yaw = d.sample().yaw_rad;
    }
    QVERIFY2(turned > 0.5, qPrintable(QString::number(turned)));
    // Stick right: it turns the other way.
    SDL_JoystickSetVirtualAxis(j, 0, 32767);
    double right = 0.0;
    for (int step = 0; step < 3000; ++step) {
        if (step % 40 == 0) {
            pad.poll();
            d.setInput(pad.input(s, 3));
        }
        QVERIFY_OK(d.step());
        right += std::remainder(d.sample().yaw_rad - yaw, 2.0 * std::numbers::pi);
        yaw = d.sample().yaw_rad;
    }
    QVERIFY2(right < -0.5, qPrintable(QString::number(right)));
    // Unplugged: the input goes quiet.
    QVERIFY(SDL_JoystickDetachVirtual(index) == 0);
    pad.poll();
    QVERIFY(!pad.connected());
    QCOMPARE(pad.input(s, 3).turn, 0.0);
}

void TestCockpitInput::platformUdpOption_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<bool>("error");
    QTest::newRow("loopback") << QStringList{"--platform-udp", "127.0.0.1:4210"} << "127.0.0.1"
                              << 4210 << false;
    QTest::newRow("with a mode") << QStringList{"--mode", "cockpit", "--platform-udp=seat:9000"}
                                 << "seat" << 9000 << false;
    QTest::newRow("no port") << QStringList{"--platform-udp", "127.0.0.1"} << "" << 0 << true;
    QTest::newRow("port 0") << QStringList{"--platform-udp", "h:0"} << "" << 0 << true;
    QTest::newRow("absent") << QStringList{"--mode", "cockpit"} << "" << 0 << false;
}

void TestCockpitInput::platformUdpOption() {
    QFETCH(QStringList, args);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(bool, error);
    const AppOptions o = parseOptions(QStringList{"botlab"} + args);
    QCOMPARE(!o.error.isEmpty(), error);
    if (error) QVERIFY(o.error.contains("--platform-udp"));
    QCOMPARE(o.platformUdpHost, host);
    QCOMPARE(int(o.platformUdpPort), port);
}

QTEST_GUILESS_MAIN(TestCockpitInput)
#include "tst_cockpit_input.moc"
