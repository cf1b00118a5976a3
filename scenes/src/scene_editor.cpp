// SPDX-License-Identifier: GPL-3.0-or-later
// SceneEditor, item operations and the Scene mode's checks.
#include "botlab/scenes/scene_editor.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "botlab/scenes/maze.h"
#include "tr.h"

namespace botlab::scenes {

namespace {

constexpr double kPi = 3.14159265358979323846;

FloorPoint rotated(const FloorPoint& p, const FloorPoint& pivot, double c, double s) {
    // Counter-clockwise seen from above: +X turns towards -Z.
    const double dx = p.x_m - pivot.x_m, dz = p.z_m - pivot.z_m;
    return {pivot.x_m + c * dx + s * dz, pivot.z_m - s * dx + c * dz};
}

FloorPoint shifted(const FloorPoint& p, double dx, double dz) {
    return {p.x_m + dx, p.z_m + dz};
}

double segmentDistance(const FloorPoint& a, const FloorPoint& b, double x, double z) {
    const double vx = b.x_m - a.x_m, vz = b.z_m - a.z_m;
    const double len2 = vx * vx + vz * vz;
    double t = len2 > 0 ? ((x - a.x_m) * vx + (z - a.z_m) * vz) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(a.x_m + t * vx - x, a.z_m + t * vz - z);
}

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
            const double a = -o.yaw_deg * kPi / 180.0;
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

}  // namespace

bool itemExists(const SceneDocument& doc, const ItemRef& r) {
    if (r.index < 0) return false;
    const auto i = std::size_t(r.index);
    switch (r.kind) {
        case ItemKind::Stroke:
            return i < doc.floor.strokes.size();
        case ItemKind::FloorImage:
            return i < doc.floor.images.size();
        case ItemKind::Wall:
            return i < doc.walls.size();
        case ItemKind::Maze:
            return i < doc.mazes.size();
        case ItemKind::Obstacle:
            return i < doc.obstacles.size();
        case ItemKind::Flame:
            return i < doc.flames.size();
        case ItemKind::Start:
            return i < doc.starts.size();
        case ItemKind::Finish:
            return i == 0 && doc.goals.finish.has_value();
        case ItemKind::Checkpoint:
            return i < doc.goals.checkpoints.size();
    }
    return false;
}

std::vector<ItemRef> allItems(const SceneDocument& doc) {
    std::vector<ItemRef> out;
    auto add = [&](ItemKind k, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) out.push_back({k, int(i)});
    };
    add(ItemKind::Stroke, doc.floor.strokes.size());
    add(ItemKind::FloorImage, doc.floor.images.size());
    add(ItemKind::Wall, doc.walls.size());
    add(ItemKind::Maze, doc.mazes.size());
    add(ItemKind::Obstacle, doc.obstacles.size());
    add(ItemKind::Flame, doc.flames.size());
    add(ItemKind::Start, doc.starts.size());
    add(ItemKind::Finish, doc.goals.finish ? 1 : 0);
    add(ItemKind::Checkpoint, doc.goals.checkpoints.size());
    return out;
}

QString itemName(const ItemRef& r) {
    const int n = r.index + 1;
    switch (r.kind) {
        case ItemKind::Stroke:
            return Tr::tr("line %1").arg(n);
        case ItemKind::FloorImage:
            return Tr::tr("floor picture %1").arg(n);
        case ItemKind::Wall:
            return Tr::tr("wall %1").arg(n);
        case ItemKind::Maze:
            return Tr::tr("maze %1").arg(n);
        case ItemKind::Obstacle:
            return Tr::tr("obstacle %1").arg(n);
        case ItemKind::Flame:
            return Tr::tr("candle %1").arg(n);
        case ItemKind::Start:
            return Tr::tr("start %1").arg(n);
        case ItemKind::Finish:
            return Tr::tr("finish zone");
        case ItemKind::Checkpoint:
            return Tr::tr("checkpoint %1").arg(n);
    }
    return {};
}

FloorPoint itemAnchor(const SceneDocument& doc, const ItemRef& r) {
    if (!itemExists(doc, r)) return {};
    const auto i = std::size_t(r.index);
    switch (r.kind) {
        case ItemKind::Stroke: {
            const Stroke& s = doc.floor.strokes[i];
            if (s.kind == StrokeKind::Arc) return s.centre;
            FloorPoint c;
            for (const FloorPoint& p : s.points) {
                c.x_m += p.x_m / double(s.points.size());
                c.z_m += p.z_m / double(s.points.size());
            }
            return c;
        }
        case ItemKind::FloorImage:
            return doc.floor.images[i].centre;
        case ItemKind::Wall: {
            const Wall& w = doc.walls[i];
            return {0.5 * (w.from.x_m + w.to.x_m), 0.5 * (w.from.z_m + w.to.z_m)};
        }
        case ItemKind::Maze: {
            const MazeSpec& m = doc.mazes[i];
            return {m.origin.x_m + 0.5 * m.cols * m.cell_m, m.origin.z_m + 0.5 * m.rows * m.cell_m};
        }
        case ItemKind::Obstacle:
            return {doc.obstacles[i].position_m.x(), doc.obstacles[i].position_m.z()};
        case ItemKind::Flame:
            return {doc.flames[i].position_m.x(), doc.flames[i].position_m.z()};
        case ItemKind::Start:
            return {doc.starts[i].position_m.x(), doc.starts[i].position_m.z()};
        case ItemKind::Finish:
            return doc.goals.finish->centre;
        case ItemKind::Checkpoint:
            return doc.goals.checkpoints[i].centre;
    }
    return {};
}

namespace {

/// Applies a point map to an item (the common core of move and rotate); `turn_deg` is added to
/// the yaw of things that have one, and arcs turn their start angle.
void mapItem(SceneDocument& doc, const ItemRef& r,
             const std::function<FloorPoint(const FloorPoint&)>& f, double turn_deg) {
    if (!itemExists(doc, r)) return;
    const auto i = std::size_t(r.index);
    auto map3 = [&](sim::Vec3& p) {
        const FloorPoint q = f({p.x(), p.z()});
        p.x() = q.x_m;
        p.z() = q.z_m;
    };
    switch (r.kind) {
        case ItemKind::Stroke: {
            Stroke& s = doc.floor.strokes[i];
            for (FloorPoint& p : s.points) p = f(p);
            s.centre = f(s.centre);
            s.start_deg += turn_deg;
            break;
        }
        case ItemKind::FloorImage:
            doc.floor.images[i].centre = f(doc.floor.images[i].centre);
            break;
        case ItemKind::Wall:
            doc.walls[i].from = f(doc.walls[i].from);
            doc.walls[i].to = f(doc.walls[i].to);
            break;
        case ItemKind::Maze: {
            MazeSpec& m = doc.mazes[i];
            const FloorPoint half{0.5 * m.cols * m.cell_m, 0.5 * m.rows * m.cell_m};
            const FloorPoint c = f({m.origin.x_m + half.x_m, m.origin.z_m + half.z_m});
            m.origin = {c.x_m - half.x_m, c.z_m - half.z_m};
            break;
        }
        case ItemKind::Obstacle:
            map3(doc.obstacles[i].position_m);
            doc.obstacles[i].yaw_deg += turn_deg;
            break;
        case ItemKind::Flame:
            map3(doc.flames[i].position_m);
            break;
        case ItemKind::Start:
            map3(doc.starts[i].position_m);
            doc.starts[i].yaw_deg += turn_deg;
            break;
        case ItemKind::Finish:
            doc.goals.finish->centre = f(doc.goals.finish->centre);
            break;
        case ItemKind::Checkpoint:
            doc.goals.checkpoints[i].centre = f(doc.goals.checkpoints[i].centre);
            break;
    }
}

double normalisedDeg(double a) {
    a = std::fmod(a, 360.0);
    if (a > 180.0) a -= 360.0;
    if (a <= -180.0) a += 360.0;
    return a;
}

}  // namespace

void moveItems(SceneDocument& doc, const std::vector<ItemRef>& refs, double dx, double dz) {
    for (const ItemRef& r : refs)
        mapItem(
            doc, r, [&](const FloorPoint& p) { return shifted(p, dx, dz); }, 0.0);
}

void rotateItems(SceneDocument& doc, const std::vector<ItemRef>& refs, double angle_deg,
                 const FloorPoint& pivot) {
    const double a = angle_deg * kPi / 180.0, c = std::cos(a), s = std::sin(a);
    for (const ItemRef& r : refs) {
        mapItem(
            doc, r, [&](const FloorPoint& p) { return rotated(p, pivot, c, s); }, angle_deg);
        if (r.kind == ItemKind::Obstacle && itemExists(doc, r))
            doc.obstacles[std::size_t(r.index)].yaw_deg =
                normalisedDeg(doc.obstacles[std::size_t(r.index)].yaw_deg);
        if (r.kind == ItemKind::Start && itemExists(doc, r))
            doc.starts[std::size_t(r.index)].yaw_deg =
                normalisedDeg(doc.starts[std::size_t(r.index)].yaw_deg);
    }
}

void removeItems(SceneDocument& doc, std::vector<ItemRef> refs) {
    std::sort(refs.begin(), refs.end());
    refs.erase(std::unique(refs.begin(), refs.end()), refs.end());
    // Highest index first within each list keeps the other indices valid.
    std::reverse(refs.begin(), refs.end());
    auto erase = [](auto& v, int i) { v.erase(v.begin() + i); };
    for (const ItemRef& r : refs) {
        if (!itemExists(doc, r)) continue;
        switch (r.kind) {
            case ItemKind::Stroke: {
                erase(doc.floor.strokes, r.index);
                if (doc.centreline) {
                    auto& ids = doc.centreline->strokes;
                    ids.erase(std::remove(ids.begin(), ids.end(), r.index), ids.end());
                    for (int& k : ids)
                        if (k > r.index) --k;
                }
                break;
            }
            case ItemKind::FloorImage:
                erase(doc.floor.images, r.index);
                break;
            case ItemKind::Wall:
                erase(doc.walls, r.index);
                break;
            case ItemKind::Maze:
                erase(doc.mazes, r.index);
                break;
            case ItemKind::Obstacle:
                erase(doc.obstacles, r.index);
                break;
            case ItemKind::Flame:
                erase(doc.flames, r.index);
                break;
            case ItemKind::Start:
                if (doc.starts.size() > 1) erase(doc.starts, r.index);
                break;
            case ItemKind::Finish:
                doc.goals.finish.reset();
                break;
            case ItemKind::Checkpoint:
                erase(doc.goals.checkpoints, r.index);
                break;
        }
    }
}

SceneDocument extractItems(const SceneDocument& doc, const std::vector<ItemRef>& refs) {
    SceneDocument clip;
    clip.starts.clear();
    clip.base_dir = doc.base_dir;
    std::vector<ItemRef> sorted = refs;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (const ItemRef& r : sorted) {
        if (!itemExists(doc, r)) continue;
        const auto i = std::size_t(r.index);
        switch (r.kind) {
            case ItemKind::Stroke:
                clip.floor.strokes.push_back(doc.floor.strokes[i]);
                break;
            case ItemKind::FloorImage:
                clip.floor.images.push_back(doc.floor.images[i]);
                break;
            case ItemKind::Wall:
                clip.walls.push_back(doc.walls[i]);
                break;
            case ItemKind::Maze:
                clip.mazes.push_back(doc.mazes[i]);
                break;
            case ItemKind::Obstacle:
                clip.obstacles.push_back(doc.obstacles[i]);
                break;
            case ItemKind::Flame:
                clip.flames.push_back(doc.flames[i]);
                break;
            case ItemKind::Start:
                clip.starts.push_back(doc.starts[i]);
                break;
            case ItemKind::Finish:
                clip.goals.finish = doc.goals.finish;
                break;
            case ItemKind::Checkpoint:
                clip.goals.checkpoints.push_back(doc.goals.checkpoints[i]);
                break;
        }
    }
    return clip;
}

std::vector<ItemRef> pasteItems(SceneDocument& doc, const SceneDocument& clip, double dx,
                                double dz) {
    std::vector<ItemRef> added;
    auto append = [&](auto& to, const auto& from, ItemKind kind) {
        for (const auto& item : from) {
            to.push_back(item);
            added.push_back({kind, int(to.size()) - 1});
        }
    };
    append(doc.floor.strokes, clip.floor.strokes, ItemKind::Stroke);
    append(doc.floor.images, clip.floor.images, ItemKind::FloorImage);
    append(doc.walls, clip.walls, ItemKind::Wall);
    append(doc.mazes, clip.mazes, ItemKind::Maze);
    append(doc.obstacles, clip.obstacles, ItemKind::Obstacle);
    append(doc.flames, clip.flames, ItemKind::Flame);
    append(doc.starts, clip.starts, ItemKind::Start);
    if (clip.goals.finish) {
        doc.goals.finish = clip.goals.finish;
        added.push_back({ItemKind::Finish, 0});
    }
    append(doc.goals.checkpoints, clip.goals.checkpoints, ItemKind::Checkpoint);
    moveItems(doc, added, dx, dz);
    return added;
}

std::vector<int> mazeToWalls(SceneDocument& doc, int index) {
    std::vector<int> out;
    if (index < 0 || index >= int(doc.mazes.size())) return out;
    const MazeSpec m = doc.mazes[std::size_t(index)];
    doc.mazes.erase(doc.mazes.begin() + index);
    for (const Wall& w : mazeWalls(m, generateMaze(m.rows, m.cols, m.seed))) {
        doc.walls.push_back(w);
        out.push_back(int(doc.walls.size()) - 1);
    }
    return out;
}

void placeMazeStartAndFinish(SceneDocument& doc, int maze_index) {
    if (maze_index < 0 || maze_index >= int(doc.mazes.size())) return;
    const MazeSpec& m = doc.mazes[std::size_t(maze_index)];
    auto cellCentre = [&](const MazeCell& c) {
        return FloorPoint{m.origin.x_m + (c.col + 0.5) * m.cell_m,
                          m.origin.z_m + (c.row + 0.5) * m.cell_m};
    };
    // Facing into the maze, away from the start cell's opening (0 W, 1 E, 2 N, 3 S).
    static const double kInwardYaw[4] = {0.0, 180.0, -90.0, 90.0};
    const int start_side = mazeBorderSide(m, m.start);
    StartPose start;
    const FloorPoint s = cellCentre(m.start);
    start.position_m = sim::Vec3(s.x_m, 0.0, s.z_m);
    start.yaw_deg = start_side >= 0 ? kInwardYaw[start_side] : 0.0;
    if (doc.starts.empty())
        doc.starts.push_back(start);
    else
        doc.starts.front() = start;
    // The finish: one cell outside the exit's opening, two thirds of a cell deep.
    const int exit_side = mazeBorderSide(m, m.exit);
    static const int kStepX[4] = {-1, 1, 0, 0};
    static const int kStepZ[4] = {0, 0, -1, 1};
    if (exit_side < 0) return;
    const FloorPoint e = cellCentre(m.exit);
    Zone z;
    z.centre = {e.x_m + kStepX[exit_side] * m.cell_m, e.z_m + kStepZ[exit_side] * m.cell_m};
    const bool alongX = kStepX[exit_side] != 0;
    z.size_x_m = alongX ? m.cell_m * 2.0 / 3.0 : m.cell_m;
    z.size_z_m = alongX ? m.cell_m : m.cell_m * 2.0 / 3.0;
    doc.goals.finish = z;
}

void updateCentreline(SceneDocument& doc) {
    if (doc.centreline && !doc.centreline->points.empty()) return;
    if (doc.floor.strokes.empty()) {
        doc.centreline.reset();
        return;
    }
    Centreline c;
    for (int i = 0; i < int(doc.floor.strokes.size()); ++i) c.strokes.push_back(i);
    doc.centreline = c;
}

std::vector<FloorPoint> smoothCurveThrough(const std::vector<FloorPoint>& p) {
    std::vector<FloorPoint> out;
    const std::size_t n = p.size();
    if (n < 2) return out;
    auto at = [&](std::ptrdiff_t i) {
        return p[std::size_t(std::clamp<std::ptrdiff_t>(i, 0, std::ptrdiff_t(n) - 1))];
    };
    out.push_back(p[0]);
    for (std::size_t i = 0; i + 1 < n; ++i) {
        const FloorPoint p0 = at(std::ptrdiff_t(i) - 1), p1 = at(std::ptrdiff_t(i)),
                         p2 = at(std::ptrdiff_t(i) + 1), p3 = at(std::ptrdiff_t(i) + 2);
        // Catmull-Rom tangent (p_{i+1} - p_{i-1}) / 2 gives Bezier handles at 1/6 of it.
        out.push_back({p1.x_m + (p2.x_m - p0.x_m) / 6.0, p1.z_m + (p2.z_m - p0.z_m) / 6.0});
        out.push_back({p2.x_m - (p3.x_m - p1.x_m) / 6.0, p2.z_m - (p3.z_m - p1.z_m) / 6.0});
        out.push_back(p2);
    }
    return out;
}

namespace {
void douglasPeucker(const std::vector<FloorPoint>& p, std::size_t a, std::size_t b, double tol,
                    std::vector<bool>& keep) {
    if (b <= a + 1) return;
    double worst = -1.0;
    std::size_t at = a;
    for (std::size_t i = a + 1; i < b; ++i) {
        const double d = segmentDistance(p[a], p[b], p[i].x_m, p[i].z_m);
        if (d > worst) {
            worst = d;
            at = i;
        }
    }
    if (worst > tol) {
        keep[at] = true;
        douglasPeucker(p, a, at, tol, keep);
        douglasPeucker(p, at, b, tol, keep);
    }
}
}  // namespace

std::vector<FloorPoint> simplifyPath(const std::vector<FloorPoint>& points, double tolerance_m) {
    if (points.size() < 3) return points;
    std::vector<bool> keep(points.size(), false);
    keep.front() = keep.back() = true;
    douglasPeucker(points, 0, points.size() - 1, tolerance_m, keep);
    std::vector<FloorPoint> out;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (keep[i]) out.push_back(points[i]);
    return out;
}

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

    for (int i = 0; i < int(doc.floor.strokes.size()); ++i) {
        const Stroke& s = doc.floor.strokes[std::size_t(i)];
        if (s.width_m + 1e-12 >= o.line_sensor_spot_m) continue;
        const FloorPoint at =
            s.kind == StrokeKind::Arc
                ? FloorPoint{s.centre.x_m + s.radius_m * std::cos(s.start_deg * kPi / 180),
                             s.centre.z_m - s.radius_m * std::sin(s.start_deg * kPi / 180)}
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

SceneEditCommand::SceneEditCommand(SceneEditor* editor, SceneDocument before, SceneDocument after,
                                   const QString& text, int merge_id)
    : editor_(editor), before_(std::move(before)), after_(std::move(after)), merge_id_(merge_id) {
    setText(text);
}

void SceneEditCommand::redo() {
    editor_->replace(after_);
}

void SceneEditCommand::undo() {
    editor_->replace(before_);
}

bool SceneEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = dynamic_cast<const SceneEditCommand*>(other);
    if (!o || o->merge_id_ != merge_id_ || merge_id_ < 0) return false;
    after_ = o->after_;
    return true;
}

SceneEditor::SceneEditor() : doc_(emptyScene()) {}

void SceneEditor::setDocument(SceneDocument doc) {
    stack_.clear();
    doc_ = std::move(doc);
    baseDir_ = doc_.base_dir;
    stack_.setClean();
    if (on_changed) on_changed();
}

void SceneEditor::apply(SceneDocument after, const QString& text, int merge_id) {
    // The centreline follows the strokes while it is the automatic one (all strokes, or none
    // with no stroke drawn yet); a scene's own centreline (points, or some strokes, or none on
    // purpose) is left alone.
    const auto& c = doc_.centreline;
    bool automatic = !c && doc_.floor.strokes.empty();
    if (c && c->points.empty() && c->strokes.size() == doc_.floor.strokes.size()) {
        automatic = true;
        for (std::size_t i = 0; i < c->strokes.size(); ++i)
            if (c->strokes[i] != int(i)) automatic = false;
    }
    if (automatic) updateCentreline(after);
    if (after == doc_) return;
    stack_.push(new SceneEditCommand(this, doc_, std::move(after), text, merge_id));
}

void SceneEditor::edit(const QString& text, const std::function<void(SceneDocument&)>& f,
                       int merge_id) {
    SceneDocument d = doc_;
    f(d);
    apply(std::move(d), text, merge_id);
}

void SceneEditor::setBaseDir(const QString& dir) {
    baseDir_ = dir;
    doc_.base_dir = dir;
}

void SceneEditor::replace(const SceneDocument& doc) {
    doc_ = doc;
    doc_.base_dir = baseDir_;
    if (on_changed) on_changed();
}

SceneDocument emptyScene(double size_x_m, double size_z_m) {
    SceneDocument d;
    d.name = Tr::tr("New scene");
    d.floor.size_x_m = size_x_m;
    d.floor.size_z_m = size_z_m;
    d.floor.resolution_m = 0.0025;
    d.starts.push_back(StartPose{});
    return d;
}

QStringList groundTypeNames() {
    return {QStringLiteral("concrete"), QStringLiteral("wood"),      QStringLiteral("gravel"),
            QStringLiteral("sand"),     QStringLiteral("hard_soil"), QStringLiteral("loose_soil"),
            QStringLiteral("peat")};
}

}  // namespace botlab::scenes
