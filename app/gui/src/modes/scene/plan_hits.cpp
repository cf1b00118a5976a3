// SPDX-License-Identifier: GPL-3.0-or-later
// The plan view's hit tests: which item, stroke or handle is under the mouse.
#include <cmath>

#include "modes/scene/plan_cache.h"
#include "modes/scene/plan_geometry.h"
#include "modes/scene/scene_plan_view.h"

namespace botlab::gui {

using namespace plan;
using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;

std::optional<std::pair<int, double>> ScenePlanView::strokeAt(const QPointF& p) const {
    const PlanCache& c = *cache_;
    const SceneDocument& doc = editor_->document();
    const double tol = kPickPx / pixelsPerMetre();
    std::optional<std::pair<int, double>> best;
    double bestD = INFINITY;
    for (int i = int(c.centres.size()) - 1; i >= 0; --i) {
        double s = 0;
        const double d = polylineDistance(c.centres[std::size_t(i)], p, &s);
        if (d <= 0.5 * doc.floor.strokes[std::size_t(i)].width_m + tol && d < bestD) {
            bestD = d;
            best = {i, s};
        }
    }
    return best;
}

std::optional<ItemRef> ScenePlanView::itemAt(const QPointF& p) const {
    const SceneDocument& doc = editor_->document();
    const double tol = kPickPx / pixelsPerMetre();
    // Top-most first: starts, candles, obstacles, walls, mazes, zones, strokes, pictures.
    for (int i = int(doc.starts.size()) - 1; i >= 0; --i) {
        const auto& s = doc.starts[std::size_t(i)];
        const QPointF c(s.position_m.x(), s.position_m.z());
        if (std::hypot(p.x() - c.x(), p.y() - c.y()) <= 0.07 + tol)
            return ItemRef{ItemKind::Start, i};
    }
    for (int i = int(doc.flames.size()) - 1; i >= 0; --i) {
        const auto& f = doc.flames[std::size_t(i)];
        if (std::hypot(p.x() - f.position_m.x(), p.y() - f.position_m.z()) <= 0.02 + tol)
            return ItemRef{ItemKind::Flame, i};
    }
    for (int i = int(doc.obstacles.size()) - 1; i >= 0; --i) {
        const auto& o = doc.obstacles[std::size_t(i)];
        const bool hit = o.shape == sim::ShapeType::Box
                             ? boxFootprint(o).containsPoint(p, Qt::OddEvenFill)
                             : std::hypot(p.x() - o.position_m.x(), p.y() - o.position_m.z()) <=
                                   o.radius_m + tol;
        if (hit) return ItemRef{ItemKind::Obstacle, i};
    }
    for (int i = int(doc.walls.size()) - 1; i >= 0; --i) {
        const auto& w = doc.walls[std::size_t(i)];
        if (segmentDistance(toPlan(w.from), toPlan(w.to), p) <= 0.5 * w.thickness_m + tol)
            return ItemRef{ItemKind::Wall, i};
    }
    const PlanCache& c = *cache_;
    for (int i = int(c.mazeWalls.size()) - 1; i >= 0; --i)
        for (const auto& w : c.mazeWalls[std::size_t(i)])
            if (segmentDistance(toPlan(w.from), toPlan(w.to), p) <= 0.5 * w.thickness_m + tol)
                return ItemRef{ItemKind::Maze, i};
    if (auto s = strokeAt(p)) return ItemRef{ItemKind::Stroke, s->first};
    for (int i = int(doc.goals.object_zones.size()) - 1; i >= 0; --i)
        if (zoneRect(doc.goals.object_zones[std::size_t(i)].zone).contains(p))
            return ItemRef{ItemKind::ObjectZone, i};
    for (int i = int(doc.goals.checkpoints.size()) - 1; i >= 0; --i)
        if (zoneRect(doc.goals.checkpoints[std::size_t(i)]).contains(p))
            return ItemRef{ItemKind::Checkpoint, i};
    if (doc.goals.finish && zoneRect(*doc.goals.finish).contains(p))
        return ItemRef{ItemKind::Finish, 0};
    for (int i = int(doc.floor.images.size()) - 1; i >= 0; --i) {
        const auto& im = doc.floor.images[std::size_t(i)];
        if (imageRect(im).contains(p)) return ItemRef{ItemKind::FloorImage, i};
    }
    return std::nullopt;
}

std::vector<scenes::ItemHandle> ScenePlanView::handles() const {
    if (selection_.size() != 1 || tool_ != Tool::Select) return {};
    return scenes::itemHandles(editor_->document(), selection_.front());
}

std::optional<scenes::ItemHandle> ScenePlanView::handleAt(const QPoint& vp) const {
    for (const scenes::ItemHandle& h : handles()) {
        const QPointF v = mapFromScene(toPlan(h.at));
        if (std::abs(v.x() - vp.x()) <= kHandlePx + 2 && std::abs(v.y() - vp.y()) <= kHandlePx + 2)
            return h;
    }
    return std::nullopt;
}

}  // namespace botlab::gui
