#include "world_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "botlab/assembler/robot_loading.h"
#include "botlab/scenes/scene_loading.h"

namespace botlab::gui {

QStringList builtinRobots() {
    return assembler::builtinRobotNames();
}

QStringList builtinScenes() {
    return scenes::builtinSceneNames();
}

Result<LoadedModels> loadModels(const QString& robot, const QString& scene) {
    LoadedModels out;
    out.robot_name = robot;
    out.scene_name = scene;
    auto s = scenes::loadScene(scene);
    if (!s.ok()) return Error{s.message()};
    out.world = s->world;
    out.X_WM = s->robot_starts.empty() ? sim::Pose() : s->robot_starts.front();
    out.time_limit_s = s->time_limit_s;
    auto r = assembler::loadAndCompileRobot(robot);
    if (!r.ok()) return Error{r.message()};
    out.robot = r->model;
    for (const auto& w : r->warnings) out.warnings << QString::fromStdString(w);
    return out;
}

QString examplesDir() {
    QStringList candidates;
    const QString env = qEnvironmentVariable("BOTLAB_SOURCE_DIR");
    if (!env.isEmpty()) candidates << env + QStringLiteral("/examples");
    candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../../../examples")
               << QCoreApplication::applicationDirPath() +
                      QStringLiteral("/../share/botlab/examples")
               << QStringLiteral(BOTLAB_SOURCE_DIR "/examples");
    for (const QString& c : candidates)
        if (QFileInfo(c).isDir()) return QDir(c).absolutePath();
    return {};
}

}  // namespace botlab::gui
