// SPDX-License-Identifier: GPL-3.0-or-later
// The plan view's tools: the mouse events are turned into a PointerEvent and handed to one
// handler per tool (handlersOf), as Webots' WbDrag*Event classes do; the drags every tool shares
// (pan, move the selection, drag a handle, rubber band) are handled here too.
#include <QApplication>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "botlab/scenes/floor_raster.h"
#include "modes/scene/plan_cache.h"
#include "modes/scene/plan_geometry.h"
#include "modes/scene/scene_plan_view.h"

namespace botlab::gui {

using namespace plan;
using scenes::FloorPoint;
using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;

namespace {

/// Alt turns grid snapping (at the press, for the whole drag) and angle steps off.
bool altHeld(Qt::KeyboardModifiers m) {
    return m & Qt::AltModifier;
}
bool addsToSelection(Qt::KeyboardModifiers m) {
    return m & (Qt::ShiftModifier | Qt::ControlModifier);
}

}  // namespace

const ScenePlanView::ToolHandlers& ScenePlanView::handlersOf(Tool tool) {
    using V = ScenePlanView;
    static const ToolHandlers kSelect{&V::pressSelect, nullptr, nullptr};
    static const ToolHandlers kPath{&V::pressPathPoint, nullptr, nullptr};
    static const ToolHandlers kFreehand{&V::pressFreehand, &V::moveFreehand, &V::releaseFreehand};
    static const ToolHandlers kMark{&V::pressMark, nullptr, nullptr};
    static const ToolHandlers kWall{&V::pressDragShape, nullptr, &V::releaseWall};
    static const ToolHandlers kRoom{&V::pressDragShape, nullptr, &V::releaseRoom};
    static const ToolHandlers kArc{&V::pressDragShape, nullptr, &V::releaseArc};
    static const ToolHandlers kZone{&V::pressDragShape, nullptr, &V::releaseZone};
    static const ToolHandlers kObstacle{&V::pressObstacle, nullptr, nullptr};
    static const ToolHandlers kBuzzer{&V::pressBuzzer, nullptr, nullptr};
    static const ToolHandlers kObject{&V::pressObject, nullptr, nullptr};
    static const ToolHandlers kCandle{&V::pressCandle, nullptr, nullptr};
    static const ToolHandlers kStart{&V::pressStart, &V::moveStart, &V::releaseStart};
    switch (tool) {
        case Tool::Select:
            return kSelect;
        case Tool::Line:
        case Tool::Curve:
            return kPath;
        case Tool::Freehand:
            return kFreehand;
        case Tool::Arc:
            return kArc;
        case Tool::Gap:
        case Tool::Dash:
            return kMark;
        case Tool::Wall:
            return kWall;
        case Tool::Room:
            return kRoom;
        case Tool::Box:
        case Tool::Cylinder:
            return kObstacle;
        case Tool::Candle:
            return kCandle;
        case Tool::Buzzer:
            return kBuzzer;
        case Tool::Ball:
        case Tool::Cube:
        case Tool::Puck:
            return kObject;
        case Tool::Start:
            return kStart;
        case Tool::Finish:
        case Tool::Checkpoint:
        case Tool::ObjectZone:
            return kZone;
    }
    return kSelect;
}

// ---- The mouse events ----

void ScenePlanView::mousePressEvent(QMouseEvent* e) {
    setFocus();
    pressViewport_ = e->position().toPoint();
    const QPointF raw = mapToScene(pressViewport_);
    dragSnap_ = !altHeld(e->modifiers());
    pressFloor_ = snapped(raw, dragSnap_);
    mouseFloor_ = pressFloor_;
    lastFloor_ = pressFloor_;
    dragStart_ = editor_->document();
    mergeId_ = nextMergeId();
    if (e->button() == Qt::MiddleButton || e->button() == Qt::RightButton) {
        drag_ = Drag::Pan;
        autoFit_ = false;
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (e->button() != Qt::LeftButton) return;
    if (const auto press = handlersOf(tool_).press)
        (this->*press)({pressViewport_, raw, pressFloor_, e->modifiers()});
}

void ScenePlanView::mouseMoveEvent(QMouseEvent* e) {
    const QPoint vp = e->position().toPoint();
    const QPointF raw = mapToScene(vp);
    const bool snapNow = drag_ == Drag::None ? !altHeld(e->modifiers()) : dragSnap_;
    const PointerEvent ev{vp, raw, snapped(raw, snapNow), e->modifiers()};
    mouseFloor_ = ev.floor;
    emit cursorMoved(raw.x(), raw.y());
    switch (drag_) {
        case Drag::Pan: {
            const QPoint d = vp - pressViewport_;
            pressViewport_ = vp;
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
            verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
            break;
        }
        case Drag::Move:
            moveSelection(ev);
            break;
        case Drag::Handle:
            moveHandle(ev);
            break;
        case Drag::Path:
        case Drag::Create:
            if (const auto move = handlersOf(tool_).move) (this->*move)(ev);
            break;
        case Drag::None:
        case Drag::Band:
            break;
    }
    // Problem marks explain themselves.
    if (drag_ == Drag::None) {
        for (const auto& is : issues_) {
            const QPointF v = mapFromScene(toPlan(is.at));
            if (std::hypot(v.x() - vp.x(), v.y() - vp.y()) <= 10) {
                QToolTip::showText(e->globalPosition().toPoint(), is.message, this);
                break;
            }
        }
    }
    viewport()->update();
}

void ScenePlanView::mouseReleaseEvent(QMouseEvent* e) {
    const QPoint vp = e->position().toPoint();
    const QPointF raw = mapToScene(vp);
    const PointerEvent ev{vp, raw, snapped(raw, dragSnap_), e->modifiers()};
    const Drag was = drag_;
    drag_ = Drag::None;
    handleDrag_.reset();
    switch (was) {
        case Drag::Pan:
            viewport()->setCursor(tool_ == Tool::Select ? Qt::ArrowCursor : Qt::CrossCursor);
            return;
        case Drag::Band:
            releaseBand(ev);
            break;
        case Drag::Path:
        case Drag::Create:
            if (const auto release = handlersOf(tool_).release) (this->*release)(ev);
            break;
        case Drag::None:
        case Drag::Move:
        case Drag::Handle:
            break;
    }
    viewport()->update();
}

// ---- The drags every tool shares ----

void ScenePlanView::moveSelection(const PointerEvent& e) {
    if ((e.viewport - pressViewport_).manhattanLength() < QApplication::startDragDistance()) return;
    SceneDocument d = dragStart_;
    scenes::moveItems(d, selection_, e.floor.x() - pressFloor_.x(), e.floor.y() - pressFloor_.y());
    if (!editor_->apply(std::move(d), tr("Move"), mergeId_).ok()) return;
}

void ScenePlanView::moveHandle(const PointerEvent& e) {
    if (!handleDrag_) return;
    // e.floor is already snapped (or not) as the press decided; no second rounding.
    if (!editor_
             ->apply(handleDrag_->update(toFloor(e.floor), {false, !altHeld(e.modifiers)}),
                     tr("Edit the shape"), mergeId_)
             .ok())
        return;
}

void ScenePlanView::releaseBand(const PointerEvent& e) {
    const QRectF band = QRectF(pressFloor_, e.raw).normalized();
    if (band.width() * pixelsPerMetre() < 3 && band.height() * pixelsPerMetre() < 3) return;
    std::vector<ItemRef> s = addsToSelection(e.modifiers) ? selection_ : std::vector<ItemRef>{};
    const SceneDocument& doc = editor_->document();
    for (const ItemRef& r : scenes::allItems(doc))
        if (band.contains(toPlan(scenes::itemAnchor(doc, r)))) s.push_back(r);
    setSelection(s);
}

// ---- Select ----

void ScenePlanView::pressSelect(const PointerEvent& e) {
    if (auto h = handleAt(e.viewport)) {
        drag_ = Drag::Handle;
        handleDrag_.emplace(dragStart_, *h);
        return;
    }
    const auto hit = itemAt(e.raw);
    if (!hit) {
        if (!addsToSelection(e.modifiers)) setSelection({});
        drag_ = Drag::Band;
        pressFloor_ = e.raw;
        return;
    }
    const bool has = std::find(selection_.begin(), selection_.end(), *hit) != selection_.end();
    if (addsToSelection(e.modifiers)) {
        auto s = selection_;
        if (has)
            s.erase(std::find(s.begin(), s.end(), *hit));
        else
            s.push_back(*hit);
        setSelection(s);
        drag_ = has ? Drag::None : Drag::Move;
        return;
    }
    if (!has) setSelection({*hit});
    drag_ = Drag::Move;
}

// ---- Line, Curve, Freehand ----

void ScenePlanView::pressPathPoint(const PointerEvent& e) {
    pathPoints_.push_back(e.floor);
    viewport()->update();
}

void ScenePlanView::pressFreehand(const PointerEvent& e) {
    pathPoints_ = {e.raw};
    drag_ = Drag::Path;
}

void ScenePlanView::moveFreehand(const PointerEvent& e) {
    if (pathPoints_.empty()) return;
    const QPointF last = pathPoints_.back();
    if (std::hypot(e.raw.x() - last.x(), e.raw.y() - last.y()) * pixelsPerMetre() >= 3.0)
        pathPoints_.push_back(e.raw);
}

void ScenePlanView::releaseFreehand(const PointerEvent&) {
    std::vector<FloorPoint> pts;
    for (const QPointF& p : pathPoints_) pts.push_back(toFloor(p));
    pathPoints_.clear();
    pts = scenes::simplifyPath(pts, 0.004);
    if (pts.size() < 2 || scenes::polylineLength(pts) < 0.02) return;
    if (!editor_
             ->edit(tr("Draw freehand"),
                    [&](SceneDocument& d) {
                        scenes::Stroke s;
                        s.kind = scenes::StrokeKind::Bezier;
                        s.points = scenes::smoothCurveThrough(pts);
                        s.width_m = lineWidth_m;
                        s.colour = lineColour;
                        d.floor.strokes.push_back(s);
                    })
             .ok())
        return;
    setSelection({{ItemKind::Stroke, int(editor_->document().floor.strokes.size()) - 1}});
}

// ---- Start ----
//
// A scene may have several starts (an arena has one per robot). The tool places one of them: the
// start pressed on, else the selected start, else the first; Shift (or Ctrl) + press adds another.

void ScenePlanView::pressStart(const PointerEvent& e) {
    const SceneDocument& doc = editor_->document();
    placingStart_ = 0;
    if (addsToSelection(e.modifiers)) {
        placingStart_ = int(doc.starts.size());
    } else if (const auto hit = itemAt(e.raw); hit && hit->kind == ItemKind::Start) {
        placingStart_ = hit->index;
    } else if (selection_.size() == 1 && selection_.front().kind == ItemKind::Start &&
               scenes::itemExists(doc, selection_.front())) {
        placingStart_ = selection_.front().index;
    }
    drag_ = Drag::Create;
    placeStart(pressFloor_, pressFloor_, false, !altHeld(e.modifiers));
}

void ScenePlanView::moveStart(const PointerEvent& e) {
    placeStart(pressFloor_, e.floor, false, !altHeld(e.modifiers));
}

void ScenePlanView::releaseStart(const PointerEvent&) {
    const int n = int(editor_->document().starts.size());
    setSelection({{ItemKind::Start, std::clamp(placingStart_, 0, std::max(0, n - 1))}});
}

void ScenePlanView::placeStart(const QPointF& at, const QPointF& towards, bool fixedAt,
                               bool angleSteps) {
    SceneDocument d = dragStart_;
    const bool adding = placingStart_ >= int(d.starts.size());
    if (adding && int(d.starts.size()) >= scenes::SceneLimits::kMaxStarts) return;
    const std::size_t index = adding ? d.starts.size() : std::size_t(placingStart_);
    QPointF pos = at;
    double yaw = adding ? 0.0 : d.starts[index].yaw_deg;
    // Snap onto the nearest line end within 4 cm, facing along the line.
    const PlanCache& c = *cache_;
    bool onLine = false;
    if (!fixedAt) {
        double best = 0.04;
        for (std::size_t k = 0; k < c.centres.size() && k < d.floor.strokes.size(); ++k) {
            const auto& centre = c.centres[k];
            const scenes::Stroke& st = d.floor.strokes[k];
            if (centre.size() < 2 || st.closed) continue;
            // The true tangents at the ends: the first and last control legs of a curve, the
            // first and last segments of a polyline, the arc's own direction.
            QPointF t0 = toPlan(centre[1]) - toPlan(centre.front());
            QPointF t1 = toPlan(centre.back()) - toPlan(centre[centre.size() - 2]);
            if (st.kind != scenes::StrokeKind::Arc && st.points.size() >= 2) {
                const auto& q = st.points;
                if (q[1] != q[0]) t0 = toPlan(q[1]) - toPlan(q[0]);
                if (q[q.size() - 1] != q[q.size() - 2])
                    t1 = toPlan(q[q.size() - 1]) - toPlan(q[q.size() - 2]);
            } else if (st.kind == scenes::StrokeKind::Arc) {
                const double turn = st.sweep_deg > 0 ? 90.0 : -90.0;
                t0 = yawDir(st.start_deg + turn);
                t1 = yawDir(st.start_deg + st.sweep_deg + turn);
            }
            const QPointF a = toPlan(centre.front()), b = toPlan(centre.back());
            if (const double da = std::hypot(at.x() - a.x(), at.y() - a.y()); da < best) {
                best = da;
                pos = a;
                yaw = yawOf(t0);
                onLine = true;
            }
            if (const double db = std::hypot(at.x() - b.x(), at.y() - b.y()); db < best) {
                best = db;
                pos = b;
                yaw = yawOf(-t1);  // at the far end, facing back along the line
                onLine = true;
            }
        }
    }
    const QPointF dir = towards - pos;
    if (std::hypot(dir.x(), dir.y()) * pixelsPerMetre() > 12.0) {
        yaw = yawOf(dir);
        if (angleSteps && !onLine) yaw = std::round(yaw / 15.0) * 15.0;
    }
    if (adding) d.starts.push_back({});
    d.starts[index].position_m = sim::Vec3(pos.x(), 0.0, pos.y());
    d.starts[index].yaw_deg = yaw;
    if (!editor_->apply(std::move(d), adding ? tr("Add a start") : tr("Place the start"), mergeId_)
             .ok())
        return;
}

// ---- Gap, Dash ----

void ScenePlanView::pressMark(const PointerEvent& e) {
    const auto s = strokeAt(e.raw);
    if (!s) return;
    const int i = s->first;
    const double at = std::round(s->second * 1000.0) / 1000.0;  // mm
    if (tool_ == Tool::Gap) {
        if (!editor_
                 ->edit(tr("Add a gap"),
                        [&](SceneDocument& d) {
                            d.floor.strokes[std::size_t(i)].gaps.push_back(
                                {std::max(0.0, at - 0.5 * gapLength_m), at + 0.5 * gapLength_m});
                        })
                 .ok())
            return;
    } else {
        if (!editor_
                 ->edit(tr("Add a crossing dash"),
                        [&](SceneDocument& d) {
                            scenes::CrossDash dash;
                            dash.at_m = at;
                            dash.width_m = d.floor.strokes[std::size_t(i)].width_m;
                            d.floor.strokes[std::size_t(i)].dashes.push_back(dash);
                        })
                 .ok())
            return;
    }
    setSelection({{ItemKind::Stroke, i}});
}

// ---- Box, Cylinder, Buzzer, Candle: one click ----

void ScenePlanView::pressObstacle(const PointerEvent& e) {
    const bool box = tool_ == Tool::Box;
    if (!editor_
             ->edit(box ? tr("Add a box") : tr("Add a cylinder"),
                    [&](SceneDocument& d) {
                        scenes::Obstacle o;
                        o.shape = box ? sim::ShapeType::Box : sim::ShapeType::Cylinder;
                        o.position_m = sim::Vec3(
                            e.floor.x(), box ? 0.5 * o.size_y_m : 0.5 * o.length_m, e.floor.y());
                        d.obstacles.push_back(o);
                    })
             .ok())
        return;
    setSelection({{ItemKind::Obstacle, int(editor_->document().obstacles.size()) - 1}});
}

void ScenePlanView::pressBuzzer(const PointerEvent& e) {
    if (!editor_
             ->edit(tr("Add a buzzer"),
                    [&](SceneDocument& d) {
                        scenes::Obstacle o;
                        o.shape = sim::ShapeType::Box;
                        o.size_x_m = o.size_y_m = o.size_z_m = 0.04;
                        o.position_m = sim::Vec3(e.floor.x(), 0.02, e.floor.y());
                        o.colour = QColor(40, 40, 48);
                        o.buzzer = scenes::Buzzer{};
                        d.obstacles.push_back(o);
                    })
             .ok())
        return;
    setSelection({{ItemKind::Obstacle, int(editor_->document().obstacles.size()) - 1}});
}

void ScenePlanView::pressObject(const PointerEvent& e) {
    // A coloured object to find with a camera and push: movable, light, named by a camera colour.
    scenes::Obstacle o;
    o.movable = true;
    o.mass_kg = 0.05;
    o.friction = 0.5;
    QString label;
    if (tool_ == Tool::Ball) {
        label = tr("Add a ball");
        o.shape = sim::ShapeType::Sphere;
        o.radius_m = 0.04;
        o.colour_name = QStringLiteral("red");
        o.position_m = sim::Vec3(e.floor.x(), o.radius_m, e.floor.y());
    } else if (tool_ == Tool::Cube) {
        label = tr("Add a cube");
        o.shape = sim::ShapeType::Box;
        o.size_x_m = o.size_y_m = o.size_z_m = 0.05;
        o.colour_name = QStringLiteral("green");
        o.position_m = sim::Vec3(e.floor.x(), 0.5 * o.size_y_m, e.floor.y());
    } else {
        label = tr("Add a puck");
        o.shape = sim::ShapeType::Cylinder;
        o.radius_m = 0.035;
        o.length_m = 0.02;
        o.colour_name = QStringLiteral("blue");
        o.position_m = sim::Vec3(e.floor.x(), 0.5 * o.length_m, e.floor.y());
    }
    o.colour = scenes::objectColour(o.colour_name);
    if (!editor_->edit(label, [&](SceneDocument& d) { d.obstacles.push_back(o); }).ok()) return;
    setSelection({{ItemKind::Obstacle, int(editor_->document().obstacles.size()) - 1}});
}

void ScenePlanView::pressCandle(const PointerEvent& e) {
    if (!editor_
             ->edit(tr("Add a candle"),
                    [&](SceneDocument& d) {
                        scenes::Flame f;
                        f.position_m = sim::Vec3(e.floor.x(), 0.12, e.floor.y());
                        d.flames.push_back(f);
                    })
             .ok())
        return;
    setSelection({{ItemKind::Flame, int(editor_->document().flames.size()) - 1}});
}

// ---- Wall, Room, Arc, Finish, Checkpoint: drag out a shape ----

void ScenePlanView::pressDragShape(const PointerEvent&) {
    drag_ = Drag::Create;
    viewport()->update();
}

void ScenePlanView::releaseWall(const PointerEvent& e) {
    const QRectF r = QRectF(pressFloor_, e.floor).normalized();
    if (r.width() < 0.5 * grid_m && r.height() < 0.5 * grid_m) return;  // a click
    if (!editor_
             ->edit(tr("Add a wall"),
                    [&](SceneDocument& d) {
                        scenes::Wall w;
                        w.from = toFloor(pressFloor_);
                        w.to = toFloor(e.floor);
                        w.height_m = wallHeight_m;
                        w.thickness_m = wallThickness_m;
                        d.walls.push_back(w);
                    })
             .ok())
        return;
    setSelection({{ItemKind::Wall, int(editor_->document().walls.size()) - 1}});
}

void ScenePlanView::releaseRoom(const PointerEvent& e) {
    const QRectF r = QRectF(pressFloor_, e.floor).normalized();
    if (r.width() < 0.02 || r.height() < 0.02) return;
    std::vector<ItemRef> added;
    if (!editor_
             ->edit(tr("Add a room"),
                    [&](SceneDocument& d) {
                        const QPointF c[4] = {r.topLeft(), r.topRight(), r.bottomRight(),
                                              r.bottomLeft()};
                        for (int k = 0; k < 4; ++k) {
                            scenes::Wall w;
                            w.from = toFloor(c[k]);
                            w.to = toFloor(c[(k + 1) % 4]);
                            w.height_m = wallHeight_m;
                            w.thickness_m = wallThickness_m;
                            d.walls.push_back(w);
                            added.push_back({ItemKind::Wall, int(d.walls.size()) - 1});
                        }
                    })
             .ok())
        return;
    setSelection(added);
}

void ScenePlanView::releaseArc(const PointerEvent& e) {
    const QPointF q = e.floor;
    const double rad = std::hypot(q.x() - pressFloor_.x(), q.y() - pressFloor_.y());
    if (rad < 0.01) return;
    if (!editor_
             ->edit(tr("Draw an arc"),
                    [&](SceneDocument& d) {
                        scenes::Stroke s;
                        s.kind = scenes::StrokeKind::Arc;
                        s.centre = toFloor(pressFloor_);
                        s.radius_m = std::round(rad * 1000.0) / 1000.0;
                        s.start_deg = std::round(yawOf(q - pressFloor_));
                        s.sweep_deg = 90;
                        s.width_m = lineWidth_m;
                        s.colour = lineColour;
                        d.floor.strokes.push_back(s);
                    })
             .ok())
        return;
    setSelection({{ItemKind::Stroke, int(editor_->document().floor.strokes.size()) - 1}});
}

void ScenePlanView::releaseZone(const PointerEvent& e) {
    const QRectF r = QRectF(pressFloor_, e.floor).normalized();
    const bool clicked = r.width() < 0.5 * grid_m && r.height() < 0.5 * grid_m;
    scenes::Zone z;
    if (clicked) {
        z.centre = toFloor(pressFloor_);
    } else {
        z.centre = toFloor(r.center());
        z.size_x_m = std::max(0.02, r.width());
        z.size_z_m = std::max(0.02, r.height());
    }
    if (tool_ == Tool::ObjectZone) {
        // The zone wants the colour of the coloured objects in it (the first found), else red.
        QString colour = QStringLiteral("red");
        for (const scenes::Obstacle& o : editor_->document().obstacles)
            if (!o.colour_name.isEmpty() && z.contains(o.position_m.x(), o.position_m.z())) {
                colour = o.colour_name;
                break;
            }
        if (!editor_
                 ->edit(tr("Add an object zone"),
                        [&](SceneDocument& d) {
                            d.goals.object_zones.push_back({z, colour, {}});
                        })
                 .ok())
            return;
        setSelection(
            {{ItemKind::ObjectZone, int(editor_->document().goals.object_zones.size()) - 1}});
    } else if (tool_ == Tool::Finish) {
        if (!editor_->edit(tr("Set the finish zone"), [&](SceneDocument& d) { d.goals.finish = z; })
                 .ok())
            return;
        setSelection({{ItemKind::Finish, 0}});
    } else {
        if (!editor_
                 ->edit(tr("Add a checkpoint"),
                        [&](SceneDocument& d) { d.goals.checkpoints.push_back(z); })
                 .ok())
            return;
        setSelection(
            {{ItemKind::Checkpoint, int(editor_->document().goals.checkpoints.size()) - 1}});
    }
}

}  // namespace botlab::gui
