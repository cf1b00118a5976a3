// SPDX-License-Identifier: GPL-3.0-or-later
// Compiling a SceneDocument into a sim::WorldModel.
#include <algorithm>
#include <cmath>
#include <limits>

#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/maze.h"
#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/terrain.h"
#include "scenes_text.h"

namespace botlab::scenes {

namespace {

std::array<float, 4> rgba(const QColor& c) {
    const QColor r = c.toRgb();
    return {static_cast<float>(r.redF()), static_cast<float>(r.greenF()),
            static_cast<float>(r.blueF()), static_cast<float>(r.alphaF())};
}

sim::Quat yaw(double deg) {
    return sim::Quat(Eigen::AngleAxisd(deg * M_PI / 180.0, sim::Vec3::UnitY()));
}

sim::WorldBody wallBody(const Wall& w, const std::string& name) {
    sim::WorldBody b;
    b.name = name;
    b.is_wall = true;
    const double dx = w.to.x_m - w.from.x_m, dz = w.to.z_m - w.from.z_m;
    const double len = std::hypot(dx, dz);
    b.shape.type = sim::ShapeType::Box;
    b.shape.size_m = sim::Vec3(len + w.thickness_m, w.height_m, w.thickness_m);
    b.X_WB.translation =
        sim::Vec3(0.5 * (w.from.x_m + w.to.x_m), 0.5 * w.height_m, 0.5 * (w.from.z_m + w.to.z_m));
    // A rotation by a about +Y takes +X to (cos a, 0, -sin a): align the box's x with the wall.
    b.X_WB.rotation = sim::Quat(Eigen::AngleAxisd(std::atan2(-dz, dx), sim::Vec3::UnitY()));
    b.rgba = rgba(w.colour);
    return b;
}

/// The world bodies of compileBodies(); `firstObstacle` gets the index of obstacles[0]'s body
/// (obstacle i is body firstObstacle + i).
std::vector<sim::WorldBody> bodiesOf(const SceneDocument& doc, std::size_t* firstObstacle) {
    std::vector<sim::WorldBody> bodies;
    for (std::size_t i = 0; i < doc.walls.size(); ++i)
        bodies.push_back(wallBody(doc.walls[i], "wall " + std::to_string(i)));
    for (std::size_t m = 0; m < doc.mazes.size(); ++m) {
        const MazeSpec& spec = doc.mazes[m];
        const std::vector<Wall> walls =
            mazeWalls(spec, generateMaze(spec.rows, spec.cols, spec.seed));
        for (std::size_t i = 0; i < walls.size(); ++i)
            bodies.push_back(
                wallBody(walls[i], "maze " + std::to_string(m) + " wall " + std::to_string(i)));
    }
    *firstObstacle = bodies.size();
    for (std::size_t i = 0; i < doc.obstacles.size(); ++i) {
        const Obstacle& o = doc.obstacles[i];
        sim::WorldBody b;
        b.name = o.name.isEmpty() ? "obstacle " + std::to_string(i) : o.name.toStdString();
        b.shape.type = o.shape;
        b.shape.size_m = sim::Vec3(o.size_x_m, o.size_y_m, o.size_z_m);
        b.shape.radius_m = o.radius_m;
        b.shape.length_m = o.length_m;
        b.shape.mass_kg = o.mass_kg;
        b.shape.material.friction = o.friction;
        b.X_WB.translation = o.position_m;
        b.X_WB.rotation = yaw(o.yaw_deg);
        if (o.shape == sim::ShapeType::Cylinder)  // sim cylinders lie along z; stand them up
            b.X_WB.rotation =
                yaw(o.yaw_deg) * sim::Quat(Eigen::AngleAxisd(-M_PI / 2, sim::Vec3::UnitX()));
        b.movable = o.movable;
        b.rgba = rgba(o.colour);
        bodies.push_back(b);
    }
    for (std::size_t i = 0; i < doc.flames.size(); ++i) {
        const Flame& f = doc.flames[i];
        if (!f.candle_body) continue;
        sim::WorldBody b;
        b.name = "candle " + (f.name.isEmpty() ? std::to_string(i) : f.name.toStdString());
        b.shape.type = sim::ShapeType::Cylinder;
        b.shape.radius_m = 0.01;
        b.shape.length_m = std::max(0.01, f.position_m.y() - 0.01);
        b.X_WB.translation = sim::Vec3(f.position_m.x(), 0.5 * b.shape.length_m, f.position_m.z());
        b.X_WB.rotation = sim::Quat(Eigen::AngleAxisd(-M_PI / 2, sim::Vec3::UnitX()));
        b.rgba = {0.95f, 0.93f, 0.85f, 1.0f};
        bodies.push_back(b);
    }
    return bodies;
}

}  // namespace

std::vector<sim::WorldBody> compileBodies(const SceneDocument& doc) {
    std::size_t firstObstacle = 0;
    return bodiesOf(doc, &firstObstacle);
}

Result<LoadedScene> compileScene(const SceneDocument& doc) {
    return compileScene(doc, CompileOptions{});
}

Result<LoadedScene> compileScene(const SceneDocument& doc, const CompileOptions& options) {
    if (Status st = doc.validate(); !st.ok()) return st.error();
    LoadedScene out;
    sim::WorldModel& w = out.world;
    w.step_s = doc.physics.step_s;
    w.fan_reach_m = doc.physics.fan_reach_m;
    w.fan_time_s = doc.physics.fan_time_s;
    w.ground_material.friction = doc.physics.ground_friction;
    w.solver_iterations = doc.physics.solver_iterations;
    w.contact_layer_m = doc.physics.contact_layer_m;
    Result<sim::FloorTexture> floor = sim::FloorTexture{};
    if (options.max_floor_texture_px > 0) {
        SceneDocument coarse = doc;
        const double side_m = std::max(doc.floor.size_x_m, doc.floor.size_z_m);
        coarse.floor.resolution_m =
            std::max(doc.floor.resolution_m, side_m / options.max_floor_texture_px);
        floor = compileFloor(coarse);
    } else {
        floor = compileFloor(doc);
    }
    if (!floor.ok()) return floor.error();
    w.floor = std::move(floor.value());
    std::size_t firstObstacle = 0;
    w.bodies = bodiesOf(doc, &firstObstacle);
    for (std::size_t i = 0; i < doc.obstacles.size(); ++i)
        if (doc.obstacles[i].movable) out.object_bodies.push_back(int(firstObstacle + i));
    if (doc.terrain) {
        Result<sim::Heightfield> hf = compileTerrain(*doc.terrain, doc);
        if (!hf.ok()) return hf.error();
        w.terrain = std::move(hf.value());
        w.ground_plane = false;
    }
    // Buzzers: sound sources in their obstacles' bodies.
    for (std::size_t i = 0; i < doc.obstacles.size(); ++i) {
        const Obstacle& o = doc.obstacles[i];
        if (!o.buzzer) continue;
        sim::SoundSource so;
        so.name = w.bodies[firstObstacle + i].name;
        so.p_W = o.position_m;
        so.level_percent = o.buzzer->loudness_percent;
        so.on = o.buzzer->on;
        so.body = static_cast<int>(firstObstacle + i);
        w.sounds.push_back(so);
    }
    w.ambient_light_percent = doc.lighting.ambient_percent;
    for (std::size_t i = 0; i < doc.flames.size(); ++i) {
        sim::FlameSource f;
        f.name = doc.flames[i].name.isEmpty() ? "flame " + std::to_string(i)
                                              : doc.flames[i].name.toStdString();
        f.p_W = doc.flames[i].position_m;
        f.intensity = doc.flames[i].intensity;
        w.flames.push_back(f);
    }
    for (const StartPose& s : doc.starts) {
        out.robot_starts.push_back(s.pose());
        out.start_teams.push_back(s.team);
    }
    // An arena's match time is the run's time limit (soccer: both halves).
    out.time_limit_s = doc.arena ? doc.arena->matchTime_s() : doc.goals.time_limit_s;
    out.document = std::make_shared<const SceneDocument>(doc);
    return out;
}

std::vector<FloorPoint> centrelinePolyline(const SceneDocument& doc) {
    std::vector<FloorPoint> out;
    if (!doc.centreline) return out;
    auto push = [&](const FloorPoint& p) {
        if (out.empty() || std::hypot(out.back().x_m - p.x_m, out.back().z_m - p.z_m) > 1e-12)
            out.push_back(p);
    };
    if (!doc.centreline->points.empty()) {
        for (const FloorPoint& p : doc.centreline->points) push(p);
    } else {
        for (int i : doc.centreline->strokes) {
            if (i < 0 || i >= static_cast<int>(doc.floor.strokes.size())) continue;
            for (const FloorPoint& p : flattenStroke(doc.floor.strokes[i], 1e-4)) push(p);
        }
    }
    if (doc.centreline->closed && out.size() > 1) push(out.front());
    return out;
}

double distanceToPolyline(const std::vector<FloorPoint>& path, double x, double z) {
    if (path.empty()) return std::numeric_limits<double>::infinity();
    double best = std::hypot(x - path[0].x_m, z - path[0].z_m);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const FloorPoint &a = path[i - 1], &b = path[i];
        const double dx = b.x_m - a.x_m, dz = b.z_m - a.z_m;
        const double len2 = dx * dx + dz * dz;
        double t = len2 > 0 ? ((x - a.x_m) * dx + (z - a.z_m) * dz) / len2 : 0.0;
        t = std::clamp(t, 0.0, 1.0);
        best = std::min(best, std::hypot(x - (a.x_m + t * dx), z - (a.z_m + t * dz)));
    }
    return best;
}

}  // namespace botlab::scenes
