// SPDX-License-Identifier: GPL-3.0-or-later
// The one loading path (see botlab/runner/models.h).
#include "botlab/runner/models.h"

#include <QCoreApplication>

#include "botlab/assembler/compile.h"
#include "botlab/assembler/robot_loading.h"
#include "botlab/sim/legged/legged.h"

namespace botlab::runner {

namespace {

/// "<what> '<name>': <message>", or the message alone when it already starts with the name (a
/// file's errors name the file first: the path is not said twice).
std::string named(const char* what_template, const QString& name, const std::string& message) {
    const QString m = QString::fromStdString(message);
    if (m.startsWith(name + QLatin1Char(':'))) return message;
    return QCoreApplication::translate("botlab::runner", what_template).arg(name, m).toStdString();
}

}  // namespace

QStringList leggedRobotNames() {
    QStringList out;
    for (const std::string& n : sim::legged::leggedTemplateNames())
        out << QString::fromStdString(n);
    return out;
}

QStringList builtinRobotNames() {
    return assembler::builtinRobotNames() + leggedRobotNames();
}

QStringList builtinSceneNames() {
    return scenes::builtinSceneNames();
}

namespace {

/// Models holding the scene (already loaded, or failed) and the robot's start on it; the robot
/// is added by the caller.
Result<std::shared_ptr<LoadedModels>> sceneModels(const QString& robot, const QString& scene,
                                                  Result<scenes::LoadedScene> s) {
    auto m = std::make_shared<LoadedModels>();
    m->robot_name = robot;
    m->scene_name = scene;
    if (!s.ok())
        return Error{
            named(QT_TRANSLATE_NOOP("botlab::runner", "scene '%1': %2"), scene, s.message())};
    m->scene = std::move(s.value());
    if (m->scene.robot_starts.empty()) m->scene.robot_starts.push_back(sim::Pose());
    m->X_WM = m->scene.robot_starts.front();
    return m;
}

/// The robot half of loadModels, on a scene already loaded (or failed).
Result<std::shared_ptr<const LoadedModels>> withScene(const QString& robot, const QString& scene,
                                                      Result<scenes::LoadedScene> s) {
    Result<std::shared_ptr<LoadedModels>> models = sceneModels(robot, scene, std::move(s));
    if (!models.ok()) return Error{models.message()};
    std::shared_ptr<LoadedModels> m = std::move(models.value());
    if (leggedRobotNames().contains(robot)) {
        sim::legged::LeggedOptions options;
        if (m->scene.world.terrain) options.soft_terrain = m->scene.world.terrain->soft_terrain;
        Result<sim::legged::LeggedTemplate> t =
            sim::legged::makeLeggedTemplate(robot.toStdString(), options);
        if (!t.ok())
            return Error{
                named(QT_TRANSLATE_NOOP("botlab::runner", "robot '%1': %2"), robot, t.message())};
        m->robot_kind = RobotKind::Legged;
        m->robot = std::move(t->model);
        m->soft_terrain = t->soft_terrain;
        m->X_WM = m->X_WM * t->X_WM;  // the template's standing height on the scene's start
    } else {
        Result<assembler::CompiledRobot> r = assembler::loadAndCompileRobot(robot);
        if (!r.ok())
            return Error{
                named(QT_TRANSLATE_NOOP("botlab::runner", "robot '%1': %2"), robot, r.message())};
        m->robot = std::move(r->model);
        m->warnings = std::move(r->warnings);
    }
    return std::shared_ptr<const LoadedModels>(std::move(m));
}

}  // namespace

Result<std::shared_ptr<const LoadedModels>> loadModels(const QString& robot, const QString& scene) {
    return withScene(robot, scene, scenes::loadScene(scene));
}

Result<std::shared_ptr<const LoadedModels>> loadModels(const QString& robot,
                                                       const scenes::SceneDocument& scene,
                                                       const QString& scene_name,
                                                       const scenes::CompileOptions& options) {
    return withScene(robot, scene_name, scenes::compileScene(scene, options));
}

Result<std::shared_ptr<const LoadedModels>> loadModels(const assembler::RobotDocument& robot,
                                                       const parts_library::PartsLibrary& library,
                                                       const QString& robot_name,
                                                       const QString& scene) {
    Result<std::shared_ptr<LoadedModels>> models =
        sceneModels(robot_name, scene, scenes::loadScene(scene));
    if (!models.ok()) return Error{models.message()};
    std::shared_ptr<LoadedModels> m = std::move(models.value());
    Result<assembler::CompiledRobot> r = assembler::compileRobot(robot, library);
    if (!r.ok())
        return Error{
            named(QT_TRANSLATE_NOOP("botlab::runner", "robot '%1': %2"), robot_name, r.message())};
    m->robot = std::move(r->model);
    m->warnings = std::move(r->warnings);
    return std::shared_ptr<const LoadedModels>(std::move(m));
}

}  // namespace botlab::runner
