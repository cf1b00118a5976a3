// SPDX-License-Identifier: GPL-3.0-or-later
// The Scene mode's checks (see botlab/scenes/scene_check.h).
#include "botlab/scenes/scene_check.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "botlab/scenes/maze.h"
#include "floor_geometry.h"
#include "tr.h"

namespace botlab::scenes {

using detail::segmentDistance;

namespace {

/// Every wall of the scene: plain walls and the generated mazes' walls.
std::vector<std::pair<ItemRef, Wall>> everyWall(const SceneDocument& doc) {
    std::vector<std::pair<ItemRef, Wall>> out;
    for (int i = 0; i < int(doc.walls.size()); ++i)
        out.push_back({{ItemKind::Wall, i}, doc.walls[std::size_t(i)]});
    for (int i = 0; i < int(doc.mazes.size()); ++i) {
        const MazeSpec& m = doc.mazes[std::size_t(i)];
        if (m.rows < 1 || m.cols < 1) continue;
        for (const Wall& w : mazeWalls(m, generateMaze(m.rows, m.cols, m.seed)))
            out.push_back({{ItemKind::Maze, i}, w});
    }
    return out;
}

/// Distance from (x, z) to the nearest solid thing (walls' faces, obstacle footprints, candles),
/// and which item that is; +infinity when there is none.
double clearance(const std::vector<std::pair<ItemRef, Wall>>& walls, const SceneDocument& doc,
                 double x, double z, ItemRef* nearest) {
    double best = INFINITY;
    for (const auto& [ref, w] : walls) {
        const double d = segmentDistance(w.from, w.to, x, z) - 0.5 * w.thickness_m;
        if (d < best) {
            best = d;
            if (nearest) *nearest = ref;
        }
    }
    for (int i = 0; i < int(doc.obstacles.size()); ++i) {
        const Obstacle& o = doc.obstacles[std::size_t(i)];
        double d;
        if (o.shape == sim::ShapeType::Box) {
            const double a = -o.yaw_deg * std::numbers::pi / 180.0;
            const double dx = x - o.position_m.x(), dz = z - o.position_m.z();
            const double lx = std::cos(a) * dx - std::sin(a) * dz;
            const double lz = std::sin(a) * dx + std::cos(a) * dz;
            const double ex = std::max(0.0, std::abs(lx) - 0.5 * o.size_x_m);
            const double ez = std::max(0.0, std::abs(lz) - 0.5 * o.size_z_m);
            d = (ex == 0 && ez == 0)
                    ? -std::min(0.5 * o.size_x_m - std::abs(lx), 0.5 * o.size_z_m - std::abs(lz))
                    : std::hypot(ex, ez);
        } else {
            d = std::hypot(x - o.position_m.x(), z - o.position_m.z()) - o.radius_m;
        }
        if (d < best) {
            best = d;
            if (nearest) *nearest = {ItemKind::Obstacle, i};
        }
    }
    return best;
}

bool onFloor(const Floor& f, double x, double z) {
    return std::abs(x - f.centre.x_m) <= 0.5 * f.size_x_m &&
           std::abs(z - f.centre.z_m) <= 0.5 * f.size_z_m;
}

/// A camera colour's name for a person (translated; objectColourNames() order).
QString colourWord(const QString& name) {
    static const char* const kWords[] = {QT_TRANSLATE_NOOP("botlab::scenes", "red"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "green"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "blue"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "yellow"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "black"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "white"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "orange"),
                                         QT_TRANSLATE_NOOP("botlab::scenes", "purple")};
    const qsizetype k = objectColourNames().indexOf(name);
    return k >= 0 && k < qsizetype(std::size(kWords)) ? Tr::tr(kWords[k]) : name;
}

/// The checks of an arena (scene_check.h). Arena-wide problems are marked on start 0 (the
/// editor has no item for the arena section) at the place they concern.
void checkArena(const SceneDocument& doc, std::vector<SceneIssue>& issues) {
    const Arena& a = *doc.arena;
    const int n = int(doc.starts.size());
    auto startAt = [&](int i) {
        const StartPose& s = doc.starts[std::size_t(i)];
        return FloorPoint{s.position_m.x(), s.position_m.z()};
    };
    const ItemRef first{ItemKind::Start, 0};
    if (n < 2)
        issues.push_back({first, startAt(0),
                          Tr::tr("An arena needs at least two starts, one for each robot (it "
                                 "has %1).")
                              .arg(n)});
    bool one_team = n >= 2;
    for (int i = 0; i < n; ++i)
        if (doc.starts[std::size_t(i)].team == 0 ||
            doc.starts[std::size_t(i)].team != doc.starts[0].team)
            one_team = false;
    if (one_team)
        issues.push_back({first, startAt(0),
                          Tr::tr("All starts play for team %1: the robots have no opponent.")
                              .arg(doc.starts[0].team)});
    switch (a.kind) {
        case ArenaKind::Sumo: {
            for (int i = 0; i < n; ++i) {
                const FloorPoint p = startAt(i);
                if (std::hypot(p.x_m - a.ring_centre.x_m, p.z_m - a.ring_centre.z_m) >
                    a.ring_radius_m - a.edge_width_m)
                    issues.push_back({{ItemKind::Start, i},
                                      p,
                                      Tr::tr("The start is not inside the sumo ring (inside its "
                                             "white edge line).")});
            }
            // Two starts: mirror images through the ring's centre, so the match is fair.
            if (n == 2) {
                const StartPose m = mirroredStart(doc.starts[0], a.ring_centre);
                const StartPose& b = doc.starts[1];
                const double dyaw = std::remainder(m.yaw_deg - b.yaw_deg, 360.0);
                if ((m.position_m - b.position_m).norm() > 0.005 || std::abs(dyaw) > 0.5)
                    issues.push_back({{ItemKind::Start, 1},
                                      startAt(1),
                                      Tr::tr("The two starts are not mirror images through the "
                                             "ring's centre: one robot has an advantage.")});
            }
            break;
        }
        case ArenaKind::Soccer: {
            const auto ball = std::find_if(
                doc.obstacles.begin(), doc.obstacles.end(),
                [&](const Obstacle& b) { return !a.ball.isEmpty() && b.name == a.ball; });
            if (ball == doc.obstacles.end())
                issues.push_back({first, a.field_centre,
                                  Tr::tr("The soccer arena has no ball: no object is named "
                                         "'%1'.")
                                      .arg(a.ball)});
            else if (!ball->movable)
                issues.push_back(
                    {{ItemKind::Obstacle, int(ball - doc.obstacles.begin())},
                     {ball->position_m.x(), ball->position_m.z()},
                     Tr::tr("The ball '%1' cannot be moved: make it movable.").arg(a.ball)});
            std::vector<int> defended;
            for (const ArenaGoal& g : a.goals) defended.push_back(g.team);
            std::sort(defended.begin(), defended.end());
            if (defended != std::vector<int>{1, 2})
                issues.push_back({first, a.field_centre,
                                  Tr::tr("The soccer arena needs two goals: one defended by "
                                         "team 1 and one by team 2.")});
            for (int t = 1; t <= 2; ++t)
                if (std::none_of(doc.starts.begin(), doc.starts.end(),
                                 [&](const StartPose& s) { return s.team == t; }))
                    issues.push_back(
                        {first, startAt(0), Tr::tr("No start plays for team %1.").arg(t)});
            break;
        }
        case ArenaKind::Race:
            for (int i = 0; i < n; ++i) {
                const FloorPoint p = startAt(i);
                const ItemRef ref{ItemKind::Start, i};
                if (!a.lanes.empty() && i >= int(a.lanes.size()))
                    issues.push_back({ref, p, Tr::tr("This start has no lane of its own.")});
                else if (!a.lanes.empty() && !a.lanes[std::size_t(i)].contains(p.x_m, p.z_m))
                    issues.push_back({ref, p, Tr::tr("The start is not in its own lane.")});
                if (a.finish.contains(p.x_m, p.z_m))
                    issues.push_back({ref, p, Tr::tr("The start is already in the finish zone.")});
            }
            break;
    }
}

}  // namespace

std::vector<SceneIssue> checkScene(const SceneDocument& doc, const CheckOptions& o) {
    std::vector<SceneIssue> issues;
    const auto walls = everyWall(doc);
    const bool flat = !doc.terrain.has_value();
    const double r = o.robot_radius_m;

    for (int i = 0; i < int(doc.starts.size()); ++i) {
        const StartPose& s = doc.starts[std::size_t(i)];
        const FloorPoint at{s.position_m.x(), s.position_m.z()};
        ItemRef hit;
        const double d = clearance(walls, doc, at.x_m, at.z_m, &hit);
        if (d < r)
            issues.push_back({{ItemKind::Start, i},
                              at,
                              Tr::tr("The start is inside or too close to %1 (%2 cm away; the "
                                     "robot needs %3 cm).")
                                  .arg(itemName(hit))
                                  .arg(std::max(0.0, d) * 100.0, 0, 'f', 1)
                                  .arg(r * 100.0, 0, 'f', 0)});
        if (flat && !onFloor(doc.floor, at.x_m, at.z_m))
            issues.push_back({{ItemKind::Start, i}, at, Tr::tr("The start is off the floor.")});
    }

    auto checkZone = [&](const Zone& z, const ItemRef& ref) {
        const double hx = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_x_m;
        const double hz = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_z_m;
        if (flat &&
            !(onFloor(doc.floor, z.centre.x_m - hx, z.centre.z_m - hz) &&
              onFloor(doc.floor, z.centre.x_m + hx, z.centre.z_m + hz)) &&
            !onFloor(doc.floor, z.centre.x_m, z.centre.z_m)) {
            issues.push_back({ref, z.centre, Tr::tr("%1 is off the floor.").arg(itemName(ref))});
            return;
        }
        // Does the robot's body fit anywhere in the zone? Sample it on a 9 x 9 grid.
        double best = -INFINITY;
        for (int a = 0; a <= 8; ++a)
            for (int b = 0; b <= 8; ++b) {
                const double x = z.centre.x_m - hx + 2 * hx * a / 8.0;
                const double zz = z.centre.z_m - hz + 2 * hz * b / 8.0;
                if (!z.contains(x, zz)) continue;
                best = std::max(best, clearance(walls, doc, x, zz, nullptr));
            }
        if (best < r)
            issues.push_back({ref, z.centre,
                              Tr::tr("The robot (%1 cm wide) cannot get into %2: walls "
                                     "leave at most %3 cm.")
                                  .arg(2 * r * 100.0, 0, 'f', 0)
                                  .arg(itemName(ref))
                                  .arg(std::max(0.0, 2 * best) * 100.0, 0, 'f', 1)});
    };
    if (doc.goals.finish) checkZone(*doc.goals.finish, {ItemKind::Finish, 0});
    for (int i = 0; i < int(doc.goals.checkpoints.size()); ++i)
        checkZone(doc.goals.checkpoints[std::size_t(i)], {ItemKind::Checkpoint, i});

    // Object zones: what they want must be there to be pushed in.
    for (int i = 0; i < int(doc.goals.object_zones.size()); ++i) {
        const ObjectZone& z = doc.goals.object_zones[std::size_t(i)];
        const ItemRef ref{ItemKind::ObjectZone, i};
        if (!z.colour.isEmpty()) {
            const bool any = std::any_of(
                doc.obstacles.begin(), doc.obstacles.end(),
                [&](const Obstacle& b) { return b.movable && b.colour_name == z.colour; });
            if (!any)
                issues.push_back({ref, z.zone.centre,
                                  Tr::tr("%1 wants %2 objects, but no movable object is %2.")
                                      .arg(itemName(ref), colourWord(z.colour))});
        } else if (!z.object.isEmpty()) {
            const auto it = std::find_if(doc.obstacles.begin(), doc.obstacles.end(),
                                         [&](const Obstacle& b) { return b.name == z.object; });
            if (it == doc.obstacles.end())
                issues.push_back(
                    {ref, z.zone.centre,
                     Tr::tr("%1 wants the object '%2', but there is no object of that name.")
                         .arg(itemName(ref), z.object)});
            else if (!it->movable)
                issues.push_back({ref, z.zone.centre,
                                  Tr::tr("%1 wants the object '%2', but it cannot be moved.")
                                      .arg(itemName(ref), z.object)});
        }
    }

    for (int i = 0; i < int(doc.floor.strokes.size()); ++i) {
        const Stroke& s = doc.floor.strokes[std::size_t(i)];
        if (s.width_m + 1e-12 >= o.line_sensor_spot_m) continue;
        const FloorPoint at =
            s.kind == StrokeKind::Arc
                ? FloorPoint{s.centre.x_m +
                                 s.radius_m * std::cos(s.start_deg * std::numbers::pi / 180),
                             s.centre.z_m -
                                 s.radius_m * std::sin(s.start_deg * std::numbers::pi / 180)}
            : s.points.empty() ? FloorPoint{}
                               : s.points.front();
        issues.push_back({{ItemKind::Stroke, i},
                          at,
                          Tr::tr("This line (%1 cm) is thinner than a line "
                                 "sensor's spot (%2 cm): sensors see it "
                                 "only faintly.")
                              .arg(s.width_m * 100.0, 0, 'f', 1)
                              .arg(o.line_sensor_spot_m * 100.0, 0, 'f', 1)});
    }

    if (doc.arena) checkArena(doc, issues);

    // Overlapping walls: nearly parallel, closer than their thickness, sharing a stretch longer
    // than the thickness.
    for (int i = 0; i < int(doc.walls.size()); ++i)
        for (int j = i + 1; j < int(doc.walls.size()); ++j) {
            const Wall& a = doc.walls[std::size_t(i)];
            const Wall& b = doc.walls[std::size_t(j)];
            const double ux = a.to.x_m - a.from.x_m, uz = a.to.z_m - a.from.z_m;
            const double len = std::hypot(ux, uz);
            const double vx = b.to.x_m - b.from.x_m, vz = b.to.z_m - b.from.z_m;
            const double lenb = std::hypot(vx, vz);
            if (len < 1e-9 || lenb < 1e-9) continue;
            const double cross = std::abs(ux * vz - uz * vx) / (len * lenb);
            if (cross > 0.05) continue;  // not parallel (more than ~3 degrees apart)
            const double tol = 0.5 * (a.thickness_m + b.thickness_m);
            auto along = [&](const FloorPoint& p) {
                return ((p.x_m - a.from.x_m) * ux + (p.z_m - a.from.z_m) * uz) / len;
            };
            auto across = [&](const FloorPoint& p) {
                return std::abs((p.x_m - a.from.x_m) * uz - (p.z_m - a.from.z_m) * ux) / len;
            };
            if (across(b.from) >= tol || across(b.to) >= tol) continue;
            const double s0 = std::min(along(b.from), along(b.to));
            const double s1 = std::max(along(b.from), along(b.to));
            const double shared = std::min(len, s1) - std::max(0.0, s0);
            if (shared <= tol) continue;
            const double mid = 0.5 * (std::max(0.0, s0) + std::min(len, s1));
            issues.push_back({{ItemKind::Wall, j},
                              {a.from.x_m + ux / len * mid, a.from.z_m + uz / len * mid},
                              Tr::tr("%1 overlaps %2 over %3 cm.")
                                  .arg(itemName({ItemKind::Wall, j}), itemName({ItemKind::Wall, i}))
                                  .arg(shared * 100.0, 0, 'f', 1)});
        }
    return issues;
}

}  // namespace botlab::scenes
