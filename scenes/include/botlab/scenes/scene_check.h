// SPDX-License-Identifier: GPL-3.0-or-later
// The scene check of the Scene mode: the problems a teacher should fix before students drive in
// the scene ("start pose inside a wall", "the robot cannot get into the finish zone", ...), each
// in plain words at a place on the plan, naming the item (the twin of assembler/robot_check.h).
#pragma once

#include <QString>
#include <vector>

#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_editor.h"

namespace botlab::scenes {

/// A problem the plan editor marks at a place, with a message for a person.
struct SceneIssue {
    ItemRef item;     ///< The item concerned.
    FloorPoint at;    ///< Where to draw the mark.
    QString message;  ///< Translated (context "botlab::scenes").
};

/// What the checks assume about the robot.
struct CheckOptions {
    double robot_radius_m = 0.07;      ///< Half the robot's width (footprint radius).
    double line_sensor_spot_m = 0.01;  ///< Diameter of a line sensor's spot (sim: 2 x 5 mm).
};

/// The checks of the Scene mode: a start pose inside a wall or obstacle or off the floor; a goal
/// zone or checkpoint off the floor or where the robot cannot fit (every point of it closer than
/// the robot's radius to a wall); a line thinner than the line sensor's spot; walls overlapping
/// one another (parallel and sharing more than their thickness). An object zone that wants a colour
/// no movable object has, or an object that does not exist or cannot move. An arena (Arena) with
/// fewer than two starts or all on one team; a sumo start outside the ring or two starts that are
/// not mirror images through its centre; a soccer arena without its (movable) ball, without one
/// goal for each of teams 1 and 2, or without a start for each team; a race start outside its own
/// lane, without one, or already in the finish. Arena-wide problems name start 0 (the editor has
/// no item for the arena section). Pure; reads no files.
std::vector<SceneIssue> checkScene(const SceneDocument& doc, const CheckOptions& options = {});

}  // namespace botlab::scenes
