// SPDX-License-Identifier: GPL-3.0-or-later
// The facade: built-in scenes by name, loading and compiling, and scoring a run.
#include "botlab/scenes/scene_loading.h"

#include <QFileInfo>
#include <algorithm>

#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_document.h"
#include "scenes_text.h"
#include "tr.h"

namespace botlab::scenes {

QStringList builtinSceneNames() {
    return {QStringLiteral("line_basic"),    QStringLiteral("line_challenge"),
            QStringLiteral("maze"),          QStringLiteral("fire_fighting"),
            QStringLiteral("terrain_rough"), QStringLiteral("terrain_gully"),
            QStringLiteral("terrain_step"),  QStringLiteral("hexapod_field"),
            QStringLiteral("manned_field"),  QStringLiteral("sound_and_light"),
            QStringLiteral("ball_chase"),    QStringLiteral("colour_sort"),
            QStringLiteral("sumo"),          QStringLiteral("soccer"),
            QStringLiteral("race")};
}

Result<LoadedScene> loadScene(const QString& name_or_path) {
    QString path = name_or_path;
    if (builtinSceneNames().contains(name_or_path))
        path = QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(name_or_path);
    else if (!QFileInfo::exists(name_or_path))
        return detail::makeError(name_or_path,
                                 Tr::tr("no such scene file, and not a built-in scene (%1)")
                                     .arg(builtinSceneNames().join(QStringLiteral(", "))));
    Result<SceneDocument> doc = SceneDocument::loadFile(path);
    if (!doc.ok()) return doc.error();
    Result<LoadedScene> scene = compileScene(doc.value());
    if (!scene.ok()) return detail::prefixError(path, scene.message());
    return scene;
}

sim::Vec3 obstaclePosition(const SceneDocument& scene, const RunSample& sample, int index) {
    const Obstacle& o = scene.obstacles[static_cast<std::size_t>(index)];
    if (!o.movable) return o.position_m;
    int k = 0;  // rank among the movable obstacles
    for (int i = 0; i < index; ++i)
        if (scene.obstacles[static_cast<std::size_t>(i)].movable) ++k;
    return k < static_cast<int>(sample.objects_m.size()) ? sample.objects_m[std::size_t(k)]
                                                         : o.position_m;
}

ObjectCount countObjectsInZones(const SceneDocument& scene, const RunSample& sample) {
    ObjectCount n;
    if (scene.goals.object_zones.empty()) return n;
    std::vector<sim::Vec3> at;
    at.reserve(scene.obstacles.size());
    std::size_t k = 0;
    for (const Obstacle& o : scene.obstacles)
        at.push_back(o.movable && k < sample.objects_m.size() ? sample.objects_m[k++]
                                                              : o.position_m);
    for (const ObjectZone& z : scene.goals.object_zones) {
        for (std::size_t i = 0; i < scene.obstacles.size(); ++i) {
            const Obstacle& o = scene.obstacles[i];
            const bool wanted = z.colour.isEmpty() ? (!z.object.isEmpty() && o.name == z.object)
                                                   : o.colour_name == z.colour;
            if (!wanted) continue;
            ++n.total;
            if (z.zone.contains(at[i].x(), at[i].z())) ++n.in_zones;
        }
    }
    return n;
}

Report score(const SceneDocument& scene, const RunLog& log) {
    Report r;
    r.checkpoints_total = static_cast<int>(scene.goals.checkpoints.size());
    std::vector<bool> is_wall;
    for (const sim::WorldBody& b : compileBodies(scene)) is_wall.push_back(b.is_wall);
    const std::vector<FloorPoint> line = centrelinePolyline(scene);
    double dev_sum = 0.0, dev_max = 0.0;
    long dev_count = 0;
    bool was_touching = false;
    bool was_off_line = false;
    const Penalties& pen = scene.goals.penalties;
    for (const RunSample& s : log.samples) {
        const double x = s.X_WB.translation.x(), z = s.X_WB.translation.z();
        if (!line.empty()) {
            const double d = distanceToPolyline(line, x, z);
            dev_sum += d;
            dev_max = std::max(dev_max, d);
            ++dev_count;
            const bool off = pen.off_line_m > 0.0 && d > pen.off_line_m;
            if (off && !was_off_line) ++r.off_line_count;
            was_off_line = off;
        }
        bool touching = false;
        for (int b : s.touched_bodies)
            if (b >= 0 && b < static_cast<int>(is_wall.size()) && is_wall[b]) touching = true;
        if (touching && !was_touching) ++r.wall_collisions;
        was_touching = touching;
        while (r.checkpoints_passed < r.checkpoints_total &&
               scene.goals.checkpoints[r.checkpoints_passed].contains(x, z))
            ++r.checkpoints_passed;
        // The goal (goals.rule): by default the finish zone; without one, every object in the
        // zone that wants it, or (no object zones) every candle out.
        const bool in_zone = scene.goals.finish && scene.goals.finish->contains(x, z);
        const bool candles_out =
            !scene.flames.empty() && s.flames_lit.size() == scene.flames.size() &&
            std::none_of(s.flames_lit.begin(), s.flames_lit.end(), [](bool b) { return b; });
        const ObjectCount objects = countObjectsInZones(scene, s);
        r.objects_in_zones = objects.in_zones;
        r.objects_total = objects.total;
        bool at_goal = false;
        switch (scene.goals.rule) {
            case GoalRule::Auto:
                at_goal = scene.goals.finish                  ? in_zone
                          : !scene.goals.object_zones.empty() ? objects.all()
                                                              : candles_out;
                break;
            case GoalRule::Objects:
                at_goal = objects.all();
                break;
            case GoalRule::Zone:
                at_goal = in_zone;
                break;
            case GoalRule::Checkpoints:
                at_goal = r.checkpoints_total > 0;
                break;
            case GoalRule::Candles:
                at_goal = candles_out;
                break;
        }
        if (at_goal && r.checkpoints_passed == r.checkpoints_total &&
            (scene.goals.time_limit_s <= 0.0 || s.t_s <= scene.goals.time_limit_s)) {
            r.goal_reached = true;
            r.goal_time_s = s.t_s;
            break;  // the run is scored up to the finish
        }
    }
    if (!line.empty() && dev_count > 0) {
        r.line_deviation_max_m = dev_max;
        r.line_deviation_mean_m = dev_sum / static_cast<double>(dev_count);
    }
    r.penalty_s = r.wall_collisions * pen.wall_hit_s + r.off_line_count * pen.off_line_s;
    if (!log.samples.empty()) {
        const std::vector<bool>& lit = log.samples.back().flames_lit;
        for (std::size_t i = 0; i < lit.size() && i < scene.flames.size(); ++i)
            if (!lit[i]) ++r.candles_out;
        r.objects_m = log.samples.back().objects_m;
        if (!r.goal_reached) {
            const ObjectCount objects = countObjectsInZones(scene, log.samples.back());
            r.objects_in_zones = objects.in_zones;
            r.objects_total = objects.total;
        }
    }
    return r;
}

}  // namespace botlab::scenes
