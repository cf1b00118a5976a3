// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/runner/display_names.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include "botlab/assembler/builtin_robots.h"

namespace botlab::runner {

namespace {

/// An id and the English text shown for it (translated at run time, context "botlab::runner").
/// Robots, scenes and gaits show their ids in English, as the files and Lua programs name them.
struct Name {
    const char* id;
    const char* text;
};

// The built-in robots (assembler/builtin_robots, the legged templates).
constexpr Name kRobots[] = {
    {"line_follower", QT_TRANSLATE_NOOP("botlab::runner", "line_follower")},
    {"maze_explorer", QT_TRANSLATE_NOOP("botlab::runner", "maze_explorer")},
    {"fire_fighter", QT_TRANSLATE_NOOP("botlab::runner", "fire_fighter")},
    {"gear_demo", QT_TRANSLATE_NOOP("botlab::runner", "gear_demo")},
    {"chain_demo", QT_TRANSLATE_NOOP("botlab::runner", "chain_demo")},
    {"tracked", QT_TRANSLATE_NOOP("botlab::runner", "tracked")},
    {"camera_rover", QT_TRANSLATE_NOOP("botlab::runner", "camera_rover")},
    {"lidar_rover", QT_TRANSLATE_NOOP("botlab::runner", "lidar_rover")},
    {"hexapod", QT_TRANSLATE_NOOP("botlab::runner", "hexapod")},
    {"quadruped", QT_TRANSLATE_NOOP("botlab::runner", "quadruped")},
    {"wheel_legged", QT_TRANSLATE_NOOP("botlab::runner", "wheel_legged")},
};

// The built-in scenes (scenes/builtin/*.json).
constexpr Name kScenes[] = {
    {"line_basic", QT_TRANSLATE_NOOP("botlab::runner", "line_basic")},
    {"line_challenge", QT_TRANSLATE_NOOP("botlab::runner", "line_challenge")},
    {"maze", QT_TRANSLATE_NOOP("botlab::runner", "maze")},
    {"fire_fighting", QT_TRANSLATE_NOOP("botlab::runner", "fire_fighting")},
    {"terrain_rough", QT_TRANSLATE_NOOP("botlab::runner", "terrain_rough")},
    {"terrain_gully", QT_TRANSLATE_NOOP("botlab::runner", "terrain_gully")},
    {"terrain_step", QT_TRANSLATE_NOOP("botlab::runner", "terrain_step")},
    {"hexapod_field", QT_TRANSLATE_NOOP("botlab::runner", "hexapod_field")},
    {"sound_and_light", QT_TRANSLATE_NOOP("botlab::runner", "sound_and_light")},
    {"ball_chase", QT_TRANSLATE_NOOP("botlab::runner", "ball_chase")},
    {"colour_sort", QT_TRANSLATE_NOOP("botlab::runner", "colour_sort")},
    {"sumo", QT_TRANSLATE_NOOP("botlab::runner", "sumo")},
    {"soccer", QT_TRANSLATE_NOOP("botlab::runner", "soccer")},
    {"race", QT_TRANSLATE_NOOP("botlab::runner", "race")},
};

// The legged controllers' gaits (sim/legged: hexapod, quadruped, wheel-legged).
constexpr Name kGaits[] = {
    {"tripod", QT_TRANSLATE_NOOP("botlab::runner", "tripod")},
    {"ripple", QT_TRANSLATE_NOOP("botlab::runner", "ripple")},
    {"wave", QT_TRANSLATE_NOOP("botlab::runner", "wave")},
    {"trot", QT_TRANSLATE_NOOP("botlab::runner", "trot")},
    {"obstacle", QT_TRANSLATE_NOOP("botlab::runner", "obstacle")},
    {"roll", QT_TRANSLATE_NOOP("botlab::runner", "roll")},
};

// The seed 000 grounds (sim/legged/soft_contact).
constexpr Name kGrounds[] = {
    {"concrete", QT_TRANSLATE_NOOP("botlab::runner", "Concrete")},
    {"wood", QT_TRANSLATE_NOOP("botlab::runner", "Wood")},
    {"gravel", QT_TRANSLATE_NOOP("botlab::runner", "Gravel")},
    {"sand", QT_TRANSLATE_NOOP("botlab::runner", "Sand")},
    {"hard_soil", QT_TRANSLATE_NOOP("botlab::runner", "Hard soil")},
    {"loose_soil", QT_TRANSLATE_NOOP("botlab::runner", "Loose soil")},
    {"peat", QT_TRANSLATE_NOOP("botlab::runner", "Peat")},
};

// The legged templates' devices (sim/legged): the inertial unit on the body, and each joint's
// servo named by its leg and joint ("leg1_coxa", "LF_knee", "RH_wheel").
constexpr const char* kImu = QT_TRANSLATE_NOOP("botlab::runner", "imu");
constexpr Name kLegs[] = {
    {"LF", QT_TRANSLATE_NOOP("botlab::runner", "left front leg")},
    {"RF", QT_TRANSLATE_NOOP("botlab::runner", "right front leg")},
    {"LH", QT_TRANSLATE_NOOP("botlab::runner", "left hind leg")},
    {"RH", QT_TRANSLATE_NOOP("botlab::runner", "right hind leg")},
};
constexpr Name kJoints[] = {
    {"coxa", QT_TRANSLATE_NOOP("botlab::runner", "coxa")},
    {"femur", QT_TRANSLATE_NOOP("botlab::runner", "femur")},
    {"tibia", QT_TRANSLATE_NOOP("botlab::runner", "tibia")},
    {"hip_abduction", QT_TRANSLATE_NOOP("botlab::runner", "hip abduction")},
    {"hip_flexion", QT_TRANSLATE_NOOP("botlab::runner", "hip flexion")},
    {"hip", QT_TRANSLATE_NOOP("botlab::runner", "hip")},
    {"knee", QT_TRANSLATE_NOOP("botlab::runner", "knee")},
    {"ankle", QT_TRANSLATE_NOOP("botlab::runner", "ankle")},
    {"yaw", QT_TRANSLATE_NOOP("botlab::runner", "yaw")},
    {"wheel", QT_TRANSLATE_NOOP("botlab::runner", "wheel")},
};

// The built-in scenes' descriptions, exactly as scenes/builtin/*.json write them.
constexpr const char* kDescriptions[] = {
    QT_TRANSLATE_NOOP("botlab::runner",
                      "Robot sumo: a black ring 1 m across with a white edge line. Two robots "
                      "start facing each other; push the other one out of the ring to win. 60 s; "
                      "no one out (or both out at once) is a draw."),
    QT_TRANSLATE_NOOP(
        "botlab::runner",
        "Robot soccer: a walled field 1.8 x 1.2 m with an orange ball and two goals. Team 1 (blue) "
        "defends the left goal, team 2 (yellow) the right one. A goal counts when the whole ball "
        "is in the goal box. Two halves of 60 s; the teams do not swap ends; more goals wins."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "A line race: two lanes side by side, each with a black line to follow "
                      "(mirror images of each other). The first robot to reach the finish wins; a "
                      "robot that leaves its lane is out. 60 s."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "Two rooms joined by a 45 cm doorway. A candle burns in the far corner of "
                      "the east room: find it with the flame sensor and blow it out with the fan."),
    QT_TRANSLATE_NOOP(
        "botlab::runner",
        "Gently rolling hard soil (seed 000's ground model) for legged walking: bumps of up to 3 "
        "cm over about 0.8 m, flat around the start. Walk 4 m to the finish."),
    QT_TRANSLATE_NOOP(
        "botlab::runner",
        "An oval line-follow track: two 1 m straights joined by half circles of radius 0.45 m. One "
        "lap: pass the three checkpoints in order, then reach the finish just behind the start."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "Seed 003's line-follow test: a black 2 cm curve on white with short "
                      "crossing dashes as distractors and three 3.5 cm gaps. Curves have radii of "
                      "0.35 m or more. Follow it to the finish at its end."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "A perfect maze of 5 x 5 cells of 30 cm (one path between any two cells). "
                      "Start in the north-west cell facing south, down its open corridor; leave by "
                      "the opening on the east side of the south-east cell."),
    QT_TRANSLATE_NOOP(
        "botlab::runner",
        "A white floor with a black band, a candle and a buzzer. Cross the band (a light sensor "
        "facing the floor sees it get dark), then follow the buzzer's sound into the circle around "
        "it; a light sensor facing forward sees the candle."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "Seed 004's gully: a trench 0.4 m wide (rim to rim) and 0.3 m deep across "
                      "the path, its near rim 1.5 m ahead of the start. For the wheel-legged robot "
                      "(200 kg, wheels of radius 0.1 m)."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "Rough ground read from a 16-bit greyscale DEM (terrain_rough.png, 5 cm "
                      "cells, 0.16 m height range): bumps of up to about 8 cm, flat at the start."),
    QT_TRANSLATE_NOOP("botlab::runner",
                      "Seed 004's step: the ground rises by 0.2 m, 1.5 m ahead of the start (the "
                      "face lies between x = 1.5 m and 1.52 m). For the wheel-legged robot (200 "
                      "kg, wheels of radius 0.1 m)."),
};

QString translated(const char* text) {
    return QCoreApplication::translate("botlab::runner", text);
}

template <std::size_t N>
QString titleOf(const Name (&table)[N], const QString& id) {
    for (const Name& n : table)
        if (id == QLatin1String(n.id)) return translated(n.text);
    return id;
}

template <std::size_t N>
QString textOf(const char* const (&table)[N], const QString& text) {
    for (const char* t : table)
        if (text == QString::fromUtf8(t)) return translated(t);
    return text;
}

}  // namespace

QString robotTitle(const QString& name) {
    return titleOf(kRobots, name);
}

QString sceneTitle(const QString& name) {
    return titleOf(kScenes, name);
}

QString sceneDescription(const QString& description) {
    return textOf(kDescriptions, description);
}

QString partLabel(const QString& label) {
    if (label == QLatin1String(kImu)) return translated(kImu);
    // A legged template's servo: "leg3_femur", "LF_hip_flexion".
    static const QRegularExpression servo(QStringLiteral("^(leg(\\d+)|LF|RF|LH|RH)_([a-z_]+)$"));
    if (const auto m = servo.match(label); m.hasMatch()) {
        const QString joint = titleOf(kJoints, m.captured(3));
        if (joint != m.captured(3)) {
            const QString leg =
                m.captured(2).isEmpty()
                    ? titleOf(kLegs, m.captured(1))
                    : QCoreApplication::translate("botlab::runner", "leg %1").arg(m.captured(2));
            //: A legged robot's servo: the leg (%1) and its joint (%2), e.g. "leg 3 femur".
            return QCoreApplication::translate("botlab::runner", "%1 %2").arg(leg, joint);
        }
    }
    return assembler::builtinPartLabel(label);
}

QString gaitTitle(const std::string& gait) {
    return titleOf(kGaits, QString::fromStdString(gait));
}

QString groundTitle(const QString& ground) {
    return titleOf(kGrounds, ground);
}

}  // namespace botlab::runner
