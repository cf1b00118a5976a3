// SPDX-License-Identifier: GPL-3.0-or-later
// SceneEditor and item operations (the Scene mode's checks are in scene_check.cpp).
#include "botlab/scenes/scene_editor.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "botlab/scenes/maze.h"
#include "floor_geometry.h"
#include "tr.h"

namespace botlab::scenes {

using detail::segmentDistance;

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
        case ItemKind::ObjectZone:
            return i < doc.goals.object_zones.size();
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
    add(ItemKind::ObjectZone, doc.goals.object_zones.size());
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
        case ItemKind::ObjectZone:
            return Tr::tr("object zone %1").arg(n);
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
        case ItemKind::ObjectZone:
            return doc.goals.object_zones[i].zone.centre;
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
        case ItemKind::ObjectZone:
            doc.goals.object_zones[i].zone.centre = f(doc.goals.object_zones[i].zone.centre);
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

int addStart(SceneDocument& doc, const StartPose& start) {
    if (static_cast<int>(doc.starts.size()) >= SceneLimits::kMaxStarts) return -1;
    doc.starts.push_back(start);
    return static_cast<int>(doc.starts.size()) - 1;
}

bool setStartTeam(SceneDocument& doc, int index, int team) {
    if (index < 0 || index >= static_cast<int>(doc.starts.size()) || team < 0 ||
        team > SceneLimits::kMaxTeam)
        return false;
    doc.starts[std::size_t(index)].team = team;
    return true;
}

StartPose mirroredStart(const StartPose& start, const FloorPoint& centre) {
    StartPose m = start;
    m.position_m.x() = 2.0 * centre.x_m - start.position_m.x();
    m.position_m.z() = 2.0 * centre.z_m - start.position_m.z();
    m.yaw_deg = start.yaw_deg + 180.0;
    if (m.yaw_deg > 180.0) m.yaw_deg -= 360.0;
    return m;
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
            case ItemKind::ObjectZone:
                erase(doc.goals.object_zones, r.index);
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
            case ItemKind::ObjectZone:
                clip.goals.object_zones.push_back(doc.goals.object_zones[i]);
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
    append(doc.goals.object_zones, clip.goals.object_zones, ItemKind::ObjectZone);
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

Status SceneEditor::apply(SceneDocument after, const QString& text, int merge_id) {
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
    if (after == doc_) return {};
    // The reader's own checks (SceneDocument::validate, which fromJson runs): an edit that would
    // make a scene its reader refuses is not made. A document that already fails them (none the
    // reader gives) is not held hostage: edits that mend it must go through.
    if (Status st = after.validate(); !st.ok() && doc_.validate().ok()) {
        if (on_refused) on_refused(QString::fromStdString(st.message()));
        return st;
    }
    stack_.push(new SceneEditCommand(this, doc_, std::move(after), text, merge_id));
    return {};
}

Status SceneEditor::edit(const QString& text, const std::function<void(SceneDocument&)>& f,
                         int merge_id) {
    SceneDocument d = doc_;
    f(d);
    return apply(std::move(d), text, merge_id);
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
