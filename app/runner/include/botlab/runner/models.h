// SPDX-License-Identifier: GPL-3.0-or-later
// The one loading path: a robot name or file and a scene name or file become the plain models the
// simulation runs and the app draws. Built-in robots, robot files (assembled from parts) and the
// legged templates (hexapod, quadruped, wheel_legged) all come through here; botlab-run, the
// desktop app and the benchmarks use nothing else.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <string>
#include <vector>

#include "botlab/assembler/document.h"
#include "botlab/core/result.h"
#include "botlab/parts_library/parts_library.h"
#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab/sim/robot_model.h"

namespace botlab::runner {

/// How a robot was made.
enum class RobotKind {
    Assembled,  ///< A built-in robot or a robot file, compiled from parts by the assembler.
    Legged,     ///< A legged template with its own controller (legs.* in Lua).
};

/// A robot and a scene, loaded and compiled: immutable plain data, shared by the simulation
/// runner and the 3D view (hold it by shared_ptr<const LoadedModels>).
struct LoadedModels {
    QString robot_name;  ///< As given to loadModels() (built-in name or path).
    QString scene_name;  ///< As given to loadModels().
    RobotKind robot_kind = RobotKind::Assembled;
    sim::RobotModel robot;
    /// Start pose of the robot's model frame M in the world (the scene's first start; for a
    /// legged robot raised to its standing height).
    sim::Pose X_WM;
    scenes::LoadedScene scene;  ///< World model, start poses, the scene document, time limit.
    /// Ground model of a legged robot's feet (a seed 000 soil such as "hard_soil"), from the
    /// scene's soft_terrain; "" when the contact is rigid.
    std::string soft_terrain;
    /// Non-fatal findings in words for a person (unwired devices, disconnected parts).
    std::vector<std::string> warnings;

    bool isLegged() const { return robot_kind == RobotKind::Legged; }
};

/// Loads `robot` (a built-in robot name, a legged template name or a robot file) and `scene` (a
/// built-in scene name or a scene file). Errors name the robot or scene as given, then the file,
/// JSON path or item ("robot 'my.json': my.json: parts[2].port: ...").
Result<std::shared_ptr<const LoadedModels>> loadModels(const QString& robot, const QString& scene);

/// The same with a scene document in memory (the Scene mode's live preview and "Try it"):
/// `scene_name` is what LoadedModels::scene_name says and what errors call the scene; `options`
/// may make the floor texture coarser for a preview. The document is compiled with
/// scenes::compileScene; errors name the scene and the item.
Result<std::shared_ptr<const LoadedModels>> loadModels(const QString& robot,
                                                       const scenes::SceneDocument& scene,
                                                       const QString& scene_name,
                                                       const scenes::CompileOptions& options = {});
/// Loads a robot document held in memory (the one being built in Build mode) with `scene`: the
/// document is compiled with `library` (which must know its parts, custom ones included) instead
/// of being read from a file. `robot_name` is what LoadedModels::robot_name says (the robot's file
/// or name, for titles and messages). Errors as above ("robot 'my robot': part 3 ...").
Result<std::shared_ptr<const LoadedModels>> loadModels(const assembler::RobotDocument& robot,
                                                       const parts_library::PartsLibrary& library,
                                                       const QString& robot_name,
                                                       const QString& scene);

/// The robots that can be opened by name: the assembled built-ins, then the legged templates.
QStringList builtinRobotNames();
/// The legged templates' names ("hexapod", "quadruped", "wheel_legged").
QStringList leggedRobotNames();
/// The built-in scenes' names.
QStringList builtinSceneNames();

}  // namespace botlab::runner
