// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/scene/scene_plan_view.h"

#include <QGraphicsScene>
#include <QImageReader>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/maze.h"
#include "modes/scene/plan_cache.h"
#include "modes/scene/plan_geometry.h"

namespace botlab::gui {

using plan::toFloor;
using plan::toPlan;
using scenes::FloorPoint;
using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;

ScenePlanView::ScenePlanView(scenes::SceneEditor* editor, QWidget* parent)
    : QGraphicsView(parent), editor_(editor), cache_(std::make_unique<PlanCache>()) {
    setScene(new QGraphicsScene(this));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);  // rulers follow the view
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setViewportMargins(plan::kRulerPx, plan::kRulerPx, 0, 0);
    setMinimumSize(320, 240);
    setBackgroundBrush(QColor(120, 124, 130));
    rebuild();
}

ScenePlanView::~ScenePlanView() = default;

double ScenePlanView::pixelsPerMetre() const {
    return transform().m11();
}

QPoint ScenePlanView::viewportPoint(double x_m, double z_m) const {
    return mapFromScene(QPointF(x_m, z_m));
}

void ScenePlanView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (autoFit_) zoomToFit();
}

void ScenePlanView::zoomToFit() {
    autoFit_ = true;
    if (viewport()->width() < 10 || viewport()->height() < 10) return;
    const auto& f = editor_->document().floor;
    const QRectF r(f.centre.x_m - 0.5 * f.size_x_m, f.centre.z_m - 0.5 * f.size_z_m, f.size_x_m,
                   f.size_z_m);
    fitInView(
        r.adjusted(-0.05 * r.width(), -0.05 * r.height(), 0.05 * r.width(), 0.05 * r.height()),
        Qt::KeepAspectRatio);
}

void ScenePlanView::zoomAt(double factor, const QPoint& vp) {
    const double ppm = pixelsPerMetre() * factor;
    if (ppm < 10.0 || ppm > 20000.0) return;
    autoFit_ = false;
    const QPointF before = mapToScene(vp);
    scale(factor, factor);
    const QPointF after = mapToScene(vp);
    const QPointF d = (after - before) * pixelsPerMetre();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - int(std::round(d.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() - int(std::round(d.y())));
}

void ScenePlanView::setTool(Tool tool) {
    cancelTool();
    tool_ = tool;
    viewport()->setCursor(tool == Tool::Select ? Qt::ArrowCursor : Qt::CrossCursor);
    emit toolChanged(tool);
}

void ScenePlanView::cancelTool() {
    pathPoints_.clear();
    drag_ = Drag::None;
    viewport()->update();
}

void ScenePlanView::setIssues(std::vector<scenes::SceneIssue> issues) {
    issues_ = std::move(issues);
    viewport()->update();
}

void ScenePlanView::setSelection(std::vector<ItemRef> refs) {
    std::sort(refs.begin(), refs.end());
    refs.erase(std::unique(refs.begin(), refs.end()), refs.end());
    const SceneDocument& doc = editor_->document();
    refs.erase(std::remove_if(refs.begin(), refs.end(),
                              [&](const ItemRef& r) { return !scenes::itemExists(doc, r); }),
               refs.end());
    if (refs == selection_) return;
    selection_ = std::move(refs);
    viewport()->update();
    emit selectionChanged();
}

void ScenePlanView::emitSelection() {
    viewport()->update();
    emit selectionChanged();
}

void ScenePlanView::rebuild() {
    const SceneDocument& doc = editor_->document();
    PlanCache& c = *cache_;
    c.centres.clear();
    c.painted.clear();
    c.dashes.clear();
    for (const scenes::Stroke& s : doc.floor.strokes) {
        std::vector<FloorPoint> centre = scenes::flattenStroke(s, 2e-4);
        QPainterPath painted;
        std::vector<std::pair<QPointF, QPointF>> dashes;
        const double L = scenes::polylineLength(centre);
        // Painted stretches: [0, L] without the gaps.
        std::vector<std::pair<double, double>> gaps;
        for (const auto& g : s.gaps)
            gaps.push_back({std::min(g.from_m, g.to_m), std::max(g.from_m, g.to_m)});
        std::sort(gaps.begin(), gaps.end());
        double from = 0.0;
        auto addPiece = [&](double a, double b) {
            if (b - a <= 1e-6) return;
            const auto piece = scenes::subPolyline(centre, a, b);
            if (piece.size() >= 2) painted.addPolygon(plan::polygon(piece));
        };
        for (const auto& [g0, g1] : gaps) {
            addPiece(from, g0);
            from = std::max(from, g1);
        }
        addPiece(from, L);
        if (s.closed && s.gaps.empty()) painted.closeSubpath();
        for (const auto& d : s.dashes) {
            FloorPoint p, dir;
            scenes::pointAt(centre, d.at_m, &p, &dir);
            const double a = d.angle_deg * plan::kPi / 180.0;
            // Turn the stroke's direction by the dash angle (counter-clockwise seen from above).
            const QPointF u(dir.x_m * std::cos(a) + dir.z_m * std::sin(a),
                            -dir.x_m * std::sin(a) + dir.z_m * std::cos(a));
            dashes.push_back({toPlan(p) - 0.5 * d.length_m * u, toPlan(p) + 0.5 * d.length_m * u});
        }
        c.centres.push_back(std::move(centre));
        c.painted.push_back(painted);
        c.dashes.push_back(std::move(dashes));
    }
    c.mazeWalls.clear();
    for (const auto& m : doc.mazes)
        c.mazeWalls.push_back(
            m.rows >= 1 && m.cols >= 1
                ? scenes::mazeWalls(m, scenes::generateMaze(m.rows, m.cols, m.seed))
                : std::vector<scenes::Wall>{});
    if (doc.terrain != c.reliefOf) {
        c.relief = reliefImage(doc);
        c.reliefOf = doc.terrain;
    }
    for (const auto& im : doc.floor.images) {
        const QString path = doc.resolvePath(im.file);
        if (!c.pictures.contains(path)) {
            QImageReader reader(path);
            reader.setAutoTransform(true);
            c.pictures.insert(path, reader.read());
        }
    }
    // The scrollable area: the floor and a margin of half its size around it.
    const auto& f = doc.floor;
    const QRectF r(f.centre.x_m - f.size_x_m, f.centre.z_m - f.size_z_m, 2 * f.size_x_m,
                   2 * f.size_z_m);
    if (scene()->sceneRect() != r) scene()->setSceneRect(r);
    // Drop selected items that no longer exist.
    const auto before = selection_.size();
    selection_.erase(
        std::remove_if(selection_.begin(), selection_.end(),
                       [&](const ItemRef& ref) { return !scenes::itemExists(doc, ref); }),
        selection_.end());
    if (before != selection_.size()) emit selectionChanged();
    viewport()->update();
}

QPointF ScenePlanView::snapped(const QPointF& p, bool allow) const {
    if (!snap_ || !allow) return p;
    return {std::round(p.x() / grid_m) * grid_m, std::round(p.y() / grid_m) * grid_m};
}

void ScenePlanView::mouseDoubleClickEvent(QMouseEvent* e) {
    if ((tool_ == Tool::Line || tool_ == Tool::Curve) && e->button() == Qt::LeftButton) {
        // The press of the double-click usually added its point already (finishPath drops the
        // repeat); add it when it did not.
        pathPoints_.push_back(
            snapped(mapToScene(e->position().toPoint()), !(e->modifiers() & Qt::AltModifier)));
        finishPath();
        return;
    }
    if (tool_ == Tool::Select) {
        mousePressEvent(e);
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(e);
}

void ScenePlanView::finishPath() {
    std::vector<FloorPoint> pts;
    for (const QPointF& p : pathPoints_) {
        if (!pts.empty() && std::hypot(pts.back().x_m - p.x(), pts.back().z_m - p.y()) < 1e-6)
            continue;
        pts.push_back(toFloor(p));
    }
    pathPoints_.clear();
    if (pts.size() >= 2) {
        const bool curve = tool_ == Tool::Curve;
        if (editor_
                ->edit(curve ? tr("Draw a curve") : tr("Draw a line"),
                       [&](SceneDocument& d) {
                           scenes::Stroke s;
                           s.kind =
                               curve ? scenes::StrokeKind::Bezier : scenes::StrokeKind::Polyline;
                           s.points = curve ? scenes::smoothCurveThrough(pts) : pts;
                           s.width_m = lineWidth_m;
                           s.colour = lineColour;
                           d.floor.strokes.push_back(s);
                       })
                .ok())
            setSelection({{ItemKind::Stroke, int(editor_->document().floor.strokes.size()) - 1}});
    }
    viewport()->update();
}

void ScenePlanView::wheelEvent(QWheelEvent* e) {
    const double steps = e->angleDelta().y() / 120.0;
    if (steps == 0.0) return;
    zoomAt(std::pow(1.25, steps), e->position().toPoint());
    e->accept();
}

bool ScenePlanView::event(QEvent* e) {
    // Keys the plan uses itself win over the window's shortcuts while it has the focus.
    if (e->type() == QEvent::ShortcutOverride) {
        auto* k = static_cast<QKeyEvent*>(e);
        if (k->modifiers() == Qt::NoModifier &&
            (k->key() == Qt::Key_Delete || k->key() == Qt::Key_Backspace ||
             k->key() == Qt::Key_Escape || k->key() == Qt::Key_Return ||
             k->key() == Qt::Key_Enter)) {
            e->accept();
            return true;
        }
    }
    return QGraphicsView::event(e);
}

void ScenePlanView::keyPressEvent(QKeyEvent* e) {
    const bool drawing = !pathPoints_.empty();
    switch (e->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (drawing) finishPath();
            return;
        case Qt::Key_Escape:
            if (drawing || drag_ != Drag::None)
                cancelTool();
            else if (tool_ != Tool::Select)
                setTool(Tool::Select);
            else
                setSelection({});
            return;
        case Qt::Key_Backspace:
            if (drawing) {
                pathPoints_.pop_back();
                viewport()->update();
                return;
            }
            deleteSelection();
            return;
        case Qt::Key_Delete:
            deleteSelection();
            return;
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down: {
            if (selection_.empty()) break;
            const double step = (e->modifiers() & Qt::ShiftModifier) ? 0.1 : grid_m;
            const double dx = e->key() == Qt::Key_Left    ? -step
                              : e->key() == Qt::Key_Right ? step
                                                          : 0;
            const double dz = e->key() == Qt::Key_Up ? -step : e->key() == Qt::Key_Down ? step : 0;
            // Refused at the floor's reach: the workspace's message bar says why (on_refused).
            const Status moved = editor_->edit(
                tr("Move"), [&](SceneDocument& d) { scenes::moveItems(d, selection_, dx, dz); });
            Q_UNUSED(moved);
            return;
        }
        default:
            break;
    }
    QGraphicsView::keyPressEvent(e);
}

void ScenePlanView::copySelection() {
    if (selection_.empty()) return;
    clipboard_ = scenes::extractItems(editor_->document(), selection_);
    pasteCount_ = 0;
}

void ScenePlanView::cutSelection() {
    copySelection();
    deleteSelection();
}

void ScenePlanView::paste() {
    if (!clipboard_) return;
    ++pasteCount_;
    std::vector<ItemRef> added;
    if (!editor_
             ->edit(tr("Paste"),
                    [&](SceneDocument& d) {
                        added = scenes::pasteItems(d, *clipboard_, 0.05 * pasteCount_,
                                                   0.05 * pasteCount_);
                    })
             .ok())
        return;
    setSelection(added);
}

void ScenePlanView::deleteSelection() {
    if (selection_.empty()) return;
    const auto sel = selection_;
    if (!editor_->edit(tr("Delete"), [&](SceneDocument& d) { scenes::removeItems(d, sel); }).ok())
        return;
    setSelection({});
}

void ScenePlanView::selectAll() {
    setSelection(scenes::allItems(editor_->document()));
}

void ScenePlanView::rotateSelection(double angle_deg) {
    if (selection_.empty()) return;
    const SceneDocument& doc = editor_->document();
    FloorPoint c;
    for (const ItemRef& r : selection_) {
        const FloorPoint a = scenes::itemAnchor(doc, r);
        c.x_m += a.x_m / double(selection_.size());
        c.z_m += a.z_m / double(selection_.size());
    }
    const auto sel = selection_;
    if (!editor_
             ->edit(tr("Rotate"),
                    [&](SceneDocument& d) { scenes::rotateItems(d, sel, angle_deg, c); })
             .ok())
        return;
}

}  // namespace botlab::gui
