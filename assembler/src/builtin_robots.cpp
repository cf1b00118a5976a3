// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/builtin_robots.h"

#include <QCoreApplication>
#include <cmath>
#include <tuple>

#include "botlab/assembler/editor.h"
#include "tr.h"

namespace botlab::assembler {

namespace {

using sim::Pose;
using sim::Quat;
using sim::Vec3;

const double kHalf = std::sqrt(0.5);
const Quat kIdentity = Quat::Identity();
const Quat kTurnY180(0, 0, 1, 0);         // about +Y by 180 deg: (x, y, z) -> (-x, y, -z)
const Quat kYaw90(kHalf, 0, kHalf, 0);    // about +Y by +90 deg: +X -> -Z
const Quat kYawM90(kHalf, 0, -kHalf, 0);  // about +Y by -90 deg: +X -> +Z
const Quat kZUp(kHalf, -kHalf, 0, 0);     // about +X by -90 deg: +Z -> +Y
const Quat kFlipX(0, 1, 0, 0);            // about +X by 180 deg: (x, y, z) -> (x, -y, -z)

Pose at(double x, double y, double z, const Quat& q = kIdentity) {
    return {Vec3(x, y, z), q};
}

// Every label the built-in robots below give their parts (shown through builtinPartLabel()).
constexpr const char* kLabels[] = {
    QT_TRANSLATE_NOOP("botlab::assembler", "base plate"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left motor"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right motor"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left wheel"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right wheel"),
    QT_TRANSLATE_NOOP("botlab::assembler", "caster"),
    QT_TRANSLATE_NOOP("botlab::assembler", "controller"),
    QT_TRANSLATE_NOOP("botlab::assembler", "battery"),
    QT_TRANSLATE_NOOP("botlab::assembler", "sensor beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "line left"),
    QT_TRANSLATE_NOOP("botlab::assembler", "line centre"),
    QT_TRANSLATE_NOOP("botlab::assembler", "line right"),
    QT_TRANSLATE_NOOP("botlab::assembler", "distance front"),
    QT_TRANSLATE_NOOP("botlab::assembler", "distance left"),
    QT_TRANSLATE_NOOP("botlab::assembler", "distance right"),
    QT_TRANSLATE_NOOP("botlab::assembler", "bumper"),
    QT_TRANSLATE_NOOP("botlab::assembler", "compass"),
    QT_TRANSLATE_NOOP("botlab::assembler", "fan"),
    QT_TRANSLATE_NOOP("botlab::assembler", "flame left"),
    QT_TRANSLATE_NOOP("botlab::assembler", "flame centre"),
    QT_TRANSLATE_NOOP("botlab::assembler", "flame right"),
    QT_TRANSLATE_NOOP("botlab::assembler", "camera"),
    QT_TRANSLATE_NOOP("botlab::assembler", "lidar"),
    QT_TRANSLATE_NOOP("botlab::assembler", "motor"),
    QT_TRANSLATE_NOOP("botlab::assembler", "input axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "gear 8"),
    QT_TRANSLATE_NOOP("botlab::assembler", "output axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "gear 40"),
    QT_TRANSLATE_NOOP("botlab::assembler", "wheel"),
    QT_TRANSLATE_NOOP("botlab::assembler", "sprocket 10"),
    QT_TRANSLATE_NOOP("botlab::assembler", "sprocket 20"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left drive axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left drive wheel"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left front upper beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left front lower beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left front axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left front idler"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left rear upper beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left rear lower beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left rear axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "left rear idler"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right drive axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right drive wheel"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right front upper beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right front lower beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right front axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right front idler"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right rear upper beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right rear lower beam"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right rear axle"),
    QT_TRANSLATE_NOOP("botlab::assembler", "right rear idler"),
};

/// Collects the first error of a sequence of edits.
struct Builder {
    RobotEditor editor;
    QString error;
    explicit Builder(const parts_library::PartsLibrary& lib) : editor(lib) {}
    int add(const QString& id, const Pose& pose, const QString& label = {}) {
        auto r = editor.addPartAt(id, pose, label);
        if (!r && error.isEmpty()) error = QString::fromStdString(r.message());
        return r ? r.value() : -1;
    }
    void port(int index, int port) {
        if (index < 0) return;
        Status st = editor.setPort(index, port);
        if (!st && error.isEmpty()) error = QString::fromStdString(st.message());
    }
    void reverse(int index) {
        if (index < 0) return;
        Status st = editor.setReversed(index, true);
        if (!st && error.isEmpty()) error = QString::fromStdString(st.message());
    }
};

// Plate 7 x 13 holes on two geared motors with 60 mm wheels; caster at the back; controller and
// battery on top toward the back. Plate: centre y = 43.6 mm, bottom face 42.0, top face 45.2;
// holes at x = -48..48 mm, z = -24..24 mm every 8 mm. Wheel axle at x = 0, y = 30 mm.
void addDriveBase(Builder& b) {
    b.add(QStringLiteral("plate_7x13"), at(0, 0.0436, 0), QStringLiteral("base plate"));
    const int left = b.add(QStringLiteral("motor_dc"), at(0.012, 0.030, -0.016, kTurnY180),
                           QStringLiteral("left motor"));
    const int right =
        b.add(QStringLiteral("motor_dc"), at(-0.012, 0.030, 0.016), QStringLiteral("right motor"));
    b.port(left, 1);
    b.port(right, 2);
    // Mirrored motors: the right one is reversed so that +100 on both drives forward.
    b.reverse(right);
    b.add(QStringLiteral("axle_4"), at(0, 0.030, -0.038), QStringLiteral("left axle"));
    b.add(QStringLiteral("axle_4"), at(0, 0.030, 0.038), QStringLiteral("right axle"));
    b.add(QStringLiteral("wheel_small"), at(0, 0.030, -0.044), QStringLiteral("left wheel"));
    b.add(QStringLiteral("wheel_small"), at(0, 0.030, 0.044), QStringLiteral("right wheel"));
    b.add(QStringLiteral("caster_ball"), at(-0.048, 0.008, 0), QStringLiteral("caster"));
    b.add(QStringLiteral("controller"), at(-0.024, 0.0572, 0), QStringLiteral("controller"));
    b.add(QStringLiteral("battery_box"), at(-0.024, 0.0772, 0), QStringLiteral("battery"));
}

void lineFollower(Builder& b) {
    addDriveBase(b);
    // A cross beam under the front edge, screwed to the plate; line sensors hang from it with
    // their eyes 10 mm above the floor, 16 mm apart (a 20 mm line is seen by the centre one only).
    b.add(QStringLiteral("beam_7"), at(0.048, 0.038, 0, kYaw90), QStringLiteral("sensor beam"));
    b.add(QStringLiteral("screw_10"), at(0.048, 0.0402, -0.024));
    b.add(QStringLiteral("screw_10"), at(0.048, 0.0402, 0.024));
    const int l =
        b.add(QStringLiteral("sensor_line"), at(0.048, 0.022, -0.016), QStringLiteral("line left"));
    const int c =
        b.add(QStringLiteral("sensor_line"), at(0.048, 0.022, 0), QStringLiteral("line centre"));
    const int r =
        b.add(QStringLiteral("sensor_line"), at(0.048, 0.022, 0.016), QStringLiteral("line right"));
    const int d = b.add(QStringLiteral("sensor_ir_distance"), at(0.048, 0.0532, 0),
                        QStringLiteral("distance front"));
    b.port(l, 1);
    b.port(c, 2);
    b.port(r, 3);
    b.port(d, 4);
}

void mazeExplorer(Builder& b) {
    addDriveBase(b);
    const int f = b.add(QStringLiteral("sensor_ir_distance"), at(0.048, 0.0532, 0),
                        QStringLiteral("distance front"));
    const int l = b.add(QStringLiteral("sensor_ir_distance"), at(0.032, 0.0532, -0.024, kYaw90),
                        QStringLiteral("distance left"));
    const int r = b.add(QStringLiteral("sensor_ir_distance"), at(0.032, 0.0532, 0.024, kYawM90),
                        QStringLiteral("distance right"));
    const int t =
        b.add(QStringLiteral("sensor_touch"), at(0.048, 0.036, 0), QStringLiteral("bumper"));
    const int c =
        b.add(QStringLiteral("sensor_compass"), at(0.024, 0.0492, 0), QStringLiteral("compass"));
    b.port(f, 1);
    b.port(l, 2);
    b.port(r, 3);
    b.port(t, 4);
    b.port(c, 5);
}

void fireFighter(Builder& b) {
    addDriveBase(b);
    const int fan = b.add(QStringLiteral("fan"), at(0.024, 0.0672, 0), QStringLiteral("fan"));
    b.port(fan, 3);
    const int l = b.add(QStringLiteral("sensor_flame"), at(0.048, 0.0512, -0.024),
                        QStringLiteral("flame left"));
    const int c =
        b.add(QStringLiteral("sensor_flame"), at(0.048, 0.0512, 0), QStringLiteral("flame centre"));
    const int r = b.add(QStringLiteral("sensor_flame"), at(0.048, 0.0512, 0.024),
                        QStringLiteral("flame right"));
    const int d = b.add(QStringLiteral("sensor_ir_distance"), at(0.048, 0.034, 0),
                        QStringLiteral("distance front"));
    b.port(l, 1);
    b.port(c, 2);
    b.port(r, 3);
    b.port(d, 4);
}

// The line follower's drive base with a colour camera at the front edge of the plate (on its
// front row of holes), looking straight ahead 5.3 cm above the floor, and a distance sensor
// under the plate, for finding and pushing coloured objects (ball_chase, colour_sort).
void cameraRover(Builder& b) {
    addDriveBase(b);
    const int cam =
        b.add(QStringLiteral("sensor_camera"), at(0.048, 0.0532, 0), QStringLiteral("camera"));
    const int d = b.add(QStringLiteral("sensor_ir_distance"), at(0.048, 0.034, 0),
                        QStringLiteral("distance front"));
    b.port(cam, 1);
    b.port(d, 2);
}

// The drive base with a lidar on the plate in front of the controller (its rays 6 cm above the
// floor, below the maze's 15 cm walls; a lidar does not see its own robot) and a compass at the
// front edge.
void lidarRover(Builder& b) {
    addDriveBase(b);
    const int l =
        b.add(QStringLiteral("sensor_lidar"), at(0.024, 0.0492, 0), QStringLiteral("lidar"));
    const int c =
        b.add(QStringLiteral("sensor_compass"), at(0.048, 0.0492, 0), QStringLiteral("compass"));
    b.port(l, 1);
    b.port(c, 2);
}

// A motor standing on a plate turns an 8-tooth gear; it drives a 40-tooth gear on a second axle
// (3 pitches away) that carries a wheel lying flat: the wheel turns at -8/40 of the motor.
void gearDemo(Builder& b) {
    b.add(QStringLiteral("plate_11x15"), at(0, 0.0016, 0), QStringLiteral("base plate"));
    const int m = b.add(QStringLiteral("motor_dc"), at(-0.020, 0.0152, -0.024, kZUp),
                        QStringLiteral("motor"));
    b.port(m, 1);
    b.add(QStringLiteral("axle_3"), at(-0.008, 0.040, -0.024, kZUp), QStringLiteral("input axle"));
    b.add(QStringLiteral("gear_8"), at(-0.008, 0.040, -0.024, kZUp), QStringLiteral("gear 8"));
    b.add(QStringLiteral("axle_8"), at(0.016, 0.0336, -0.024, kZUp), QStringLiteral("output axle"));
    b.add(QStringLiteral("gear_40"), at(0.016, 0.040, -0.024, kZUp), QStringLiteral("gear 40"));
    b.add(QStringLiteral("wheel_small"), at(0.016, 0.058, -0.024, kZUp), QStringLiteral("wheel"));
    b.add(QStringLiteral("controller"), at(-0.016, 0.0152, 0.024), QStringLiteral("controller"));
}

// Like gear_demo with a chain: the motor turns a 10-tooth sprocket; a chain takes it to a
// 20-tooth sprocket on a second axle 5 pitches (40 mm) away that carries a wheel lying flat: the
// wheel turns the same way at 10/20 of the motor.
void chainDemo(Builder& b) {
    b.add(QStringLiteral("plate_11x15"), at(0, 0.0016, 0), QStringLiteral("base plate"));
    const int m = b.add(QStringLiteral("motor_dc"), at(-0.020, 0.0152, -0.024, kZUp),
                        QStringLiteral("motor"));
    b.port(m, 1);
    b.add(QStringLiteral("axle_3"), at(-0.008, 0.040, -0.024, kZUp), QStringLiteral("input axle"));
    b.add(QStringLiteral("sprocket_10"), at(-0.008, 0.040, -0.024, kZUp),
          QStringLiteral("sprocket 10"));
    b.add(QStringLiteral("axle_8"), at(0.032, 0.0336, -0.024, kZUp), QStringLiteral("output axle"));
    b.add(QStringLiteral("sprocket_20"), at(0.032, 0.040, -0.024, kZUp),
          QStringLiteral("sprocket 20"));
    b.add(QStringLiteral("wheel_small"), at(0.032, 0.058, -0.024, kZUp), QStringLiteral("wheel"));
    b.add(QStringLiteral("controller"), at(-0.016, 0.0152, 0.024), QStringLiteral("controller"));
}

// A tracked robot: the drive base's plate and motors (shafts at x = 0, y = 30 mm, both bodies
// reaching backwards, the left one upside down) drive the middle track wheels; idler track
// wheels turn on axles 48 mm ahead and behind, in beams hung under the plate (two beams stacked
// with a pin, screwed to the plate), level with the drive axles. A track runs over each side's
// three wheels; the robot's weight sits over the middle of the tracks.
void tracked(Builder& b) {
    b.add(QStringLiteral("plate_7x13"), at(0, 0.0436, 0), QStringLiteral("base plate"));
    const int left = b.add(QStringLiteral("motor_dc"), at(-0.012, 0.030, -0.016, kFlipX),
                           QStringLiteral("left motor"));
    const int right =
        b.add(QStringLiteral("motor_dc"), at(-0.012, 0.030, 0.016), QStringLiteral("right motor"));
    b.port(left, 1);
    b.port(right, 2);
    b.reverse(right);
    for (int side = 0; side < 2; ++side) {
        const double s = side == 0 ? -1.0 : 1.0;
        const QString name = side == 0 ? QStringLiteral("left") : QStringLiteral("right");
        b.add(QStringLiteral("axle_4"), at(0, 0.030, s * 0.038),
              name + QStringLiteral(" drive axle"));
        b.add(QStringLiteral("track_wheel"), at(0, 0.030, s * 0.044),
              name + QStringLiteral(" drive wheel"));
        // Front: beams 5 holes long at x = 24..56 mm; back: 3 holes long at x = -64..-48 mm.
        for (const auto& [beam, x, screw_x, pin_x, axle_x, where] :
             {std::tuple{"beam_5", 0.040, 0.048, 0.032, 0.048, "front"},
              std::tuple{"beam_3", -0.056, -0.048, -0.064, -0.048, "rear"}}) {
            const QString w = QLatin1String(where);
            b.add(QLatin1String(beam), at(x, 0.038, s * 0.024),
                  name + QStringLiteral(" ") + w + QStringLiteral(" upper beam"));
            b.add(QLatin1String(beam), at(x, 0.030, s * 0.024),
                  name + QStringLiteral(" ") + w + QStringLiteral(" lower beam"));
            b.add(QStringLiteral("screw_10"), at(screw_x, 0.0402, s * 0.024));
            b.add(QStringLiteral("pin_2"), at(pin_x, 0.034, s * 0.024));
            b.add(QStringLiteral("axle_4"), at(axle_x, 0.030, s * 0.038),
                  name + QStringLiteral(" ") + w + QStringLiteral(" axle"));
            b.add(QStringLiteral("track_wheel"), at(axle_x, 0.030, s * 0.044),
                  name + QStringLiteral(" ") + w + QStringLiteral(" idler"));
        }
    }
    b.add(QStringLiteral("controller"), at(0.008, 0.0572, 0), QStringLiteral("controller"));
    b.add(QStringLiteral("battery_box"), at(0.008, 0.0772, 0), QStringLiteral("battery"));
}

}  // namespace

QStringList buildableRobotNames() {
    return {QStringLiteral("line_follower"), QStringLiteral("maze_explorer"),
            QStringLiteral("fire_fighter"),  QStringLiteral("gear_demo"),
            QStringLiteral("chain_demo"),    QStringLiteral("tracked"),
            QStringLiteral("camera_rover"),  QStringLiteral("lidar_rover")};
}

QString builtinPartLabel(const QString& label) {
    for (const char* l : kLabels)
        if (label == QLatin1String(l)) return QCoreApplication::translate("botlab::assembler", l);
    return label;
}

Result<RobotDocument> buildBuiltinRobot(const QString& name,
                                        const parts_library::PartsLibrary& library) {
    Builder b(library);
    if (name == QStringLiteral("line_follower")) {
        lineFollower(b);
    } else if (name == QStringLiteral("maze_explorer")) {
        mazeExplorer(b);
    } else if (name == QStringLiteral("fire_fighter")) {
        fireFighter(b);
    } else if (name == QStringLiteral("gear_demo")) {
        gearDemo(b);
    } else if (name == QStringLiteral("chain_demo")) {
        chainDemo(b);
    } else if (name == QStringLiteral("tracked")) {
        tracked(b);
    } else if (name == QStringLiteral("camera_rover")) {
        cameraRover(b);
    } else if (name == QStringLiteral("lidar_rover")) {
        lidarRover(b);
    } else {
        return Error{Tr::tr("unknown built-in robot '%1'").arg(name).toStdString()};
    }
    if (!b.error.isEmpty()) return Error{(name + QStringLiteral(": ") + b.error).toStdString()};
    b.editor.rename(name);
    RobotDocument doc = b.editor.document();
    return doc;
}

}  // namespace botlab::assembler
