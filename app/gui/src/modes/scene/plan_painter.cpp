// SPDX-License-Identifier: GPL-3.0-or-later
// The plan view's painting: the floor, grid, pictures, relief, strokes, zones, walls, obstacles,
// candles and start poses underneath (drawBackground); selection outlines, what is being drawn,
// handles, problem marks, the rubber band and the rulers on top (drawForeground).
#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <algorithm>
#include <cmath>

#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/terrain.h"
#include "modes/scene/plan_cache.h"
#include "modes/scene/plan_geometry.h"
#include "modes/scene/scene_plan_view.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::ScenePlanView" for this file's texts (lupdate files
// Tr::tr under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::ScenePlanView)
};
}  // namespace

using namespace plan;
using scenes::FloorPoint;
using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;

QImage reliefImage(const SceneDocument& doc) {
    if (!doc.terrain) return {};
    auto hf = scenes::compileTerrain(*doc.terrain, doc);
    if (!hf.ok()) return {};
    const sim::Heightfield& h = hf.value();
    const int nx = h.samples_x, nz = h.samples_z;
    if (nx < 2 || nz < 2) return {};
    const int step = std::max(1, std::max(nx, nz) / 512);
    const int w = (nx - 1) / step + 1, hgt = (nz - 1) / step + 1;
    QImage img(w, hgt, QImage::Format_ARGB32);
    double lo = INFINITY, hi = -INFINITY;
    for (double v : h.heights_m) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const double range = std::max(1e-6, hi - lo);
    auto at = [&](int ix, int iz) {
        ix = std::clamp(ix, 0, nx - 1);
        iz = std::clamp(iz, 0, nz - 1);
        return h.heights_m[std::size_t(iz) * std::size_t(nx) + std::size_t(ix)];
    };
    const double cell = h.cell_m * step;
    for (int j = 0; j < hgt; ++j)
        for (int i = 0; i < w; ++i) {
            const int ix = i * step, iz = j * step;
            const double dx = (at(ix + step, iz) - at(ix - step, iz)) / (2 * cell);
            const double dz = (at(ix, iz + step) - at(ix, iz - step)) / (2 * cell);
            // Normal (-dx, 1, -dz); light from (-1, 1.4, -1) normalised.
            const double nlen = std::sqrt(dx * dx + 1 + dz * dz);
            const double shade = std::clamp((dx + 1.4 + dz) / (nlen * 1.9), 0.0, 1.0);
            const double t = (at(ix, iz) - lo) / range;
            const QColor base = QColor::fromRgbF(float(0.55 + 0.3 * t), float(0.62 + 0.2 * t),
                                                 float(0.45 + 0.1 * t));
            img.setPixel(i, j,
                         QColor::fromRgbF(float(base.redF() * (0.45 + 0.55 * shade)),
                                          float(base.greenF() * (0.45 + 0.55 * shade)),
                                          float(base.blueF() * (0.45 + 0.55 * shade)), 0.85f)
                             .rgba());
        }
    return img;
}

void ScenePlanView::drawBackground(QPainter* p, const QRectF& rect) {
    p->fillRect(rect, backgroundBrush());
    paintFloor(p, rect);
    paintStrokes(p);
    paintZones(p);
    paintWalls(p);
    paintObstacles(p);
    paintStarts(p);
}

void ScenePlanView::paintFloor(QPainter* p, const QRectF& rect) const {
    const SceneDocument& doc = editor_->document();
    const PlanCache& c = *cache_;
    const auto& f = doc.floor;
    const QRectF floorRect(f.centre.x_m - 0.5 * f.size_x_m, f.centre.z_m - 0.5 * f.size_z_m,
                           f.size_x_m, f.size_z_m);
    p->fillRect(floorRect, f.colour);
    const double ppm = pixelsPerMetre();

    if (!c.relief.isNull() && doc.terrain) {
        const auto& t = *doc.terrain;
        auto hf = QRectF(t.origin.x_m, t.origin.z_m, t.size_x_m, t.size_z_m);
        if (t.source != scenes::TerrainSource::Function)
            hf = QRectF(t.origin.x_m, t.origin.z_m,
                        t.cell_m * (c.relief.width() - 1) *
                            std::max(1.0, 1.0),  // DEM: width known only from the file
                        t.cell_m * (c.relief.height() - 1));
        p->drawImage(hf, c.relief);
    }
    for (const auto& im : doc.floor.images) {
        const QImage pic = c.pictures.value(doc.resolvePath(im.file));
        const QRectF r = imageRect(im);
        if (pic.isNull()) {
            p->setPen(QPen(Qt::red, 0));
            p->drawRect(r);
        } else {
            p->drawImage(r, pic);
        }
    }

    // Grid: 1 cm lines when they are at least 6 px apart, 10 cm and 1 m lines stronger.
    auto gridLines = [&](double step, const QColor& colour) {
        if (step * ppm < 6.0) return;
        p->setPen(QPen(colour, 0));
        const QRectF r = rect.intersected(floorRect);
        for (double x = std::ceil(r.left() / step) * step; x <= r.right(); x += step)
            p->drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
        for (double z = std::ceil(r.top() / step) * step; z <= r.bottom(); z += step)
            p->drawLine(QPointF(r.left(), z), QPointF(r.right(), z));
    };
    const bool dark = f.colour.lightnessF() < 0.5;
    gridLines(0.01, dark ? QColor(255, 255, 255, 30) : QColor(0, 0, 0, 18));
    gridLines(0.1, dark ? QColor(255, 255, 255, 60) : QColor(0, 0, 0, 40));
    gridLines(1.0, dark ? QColor(255, 255, 255, 110) : QColor(0, 0, 0, 80));
    p->setPen(QPen(QColor(40, 40, 40), 0));
    p->drawRect(floorRect);
}

void ScenePlanView::paintStrokes(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    const PlanCache& c = *cache_;
    // Strokes (true width), with their dashes.
    for (std::size_t i = 0; i < doc.floor.strokes.size() && i < c.painted.size(); ++i) {
        const auto& s = doc.floor.strokes[i];
        QPen pen(s.colour, s.width_m, Qt::SolidLine, s.round_caps ? Qt::RoundCap : Qt::FlatCap,
                 Qt::RoundJoin);
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
        p->drawPath(c.painted[i]);
        for (std::size_t k = 0; k < c.dashes[i].size(); ++k) {
            p->setPen(QPen(s.colour, s.dashes[k].width_m, Qt::SolidLine, Qt::FlatCap));
            p->drawLine(c.dashes[i][k].first, c.dashes[i][k].second);
        }
    }
}

void ScenePlanView::paintZones(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    // Goal zones.
    auto drawZone = [&](const scenes::Zone& z, const QColor& fill, const QString& label) {
        p->setPen(QPen(fill.darker(150), 0, Qt::DashLine));
        p->setBrush(fill);
        if (z.radius_m > 0)
            p->drawEllipse(toPlan(z.centre), z.radius_m, z.radius_m);
        else
            p->drawRect(zoneRect(z));
        p->save();
        p->resetTransform();
        QColor text = fill;
        text.setAlpha(255);
        p->setPen(text.darker(200));
        const QPoint at = mapFromScene(toPlan(z.centre));
        p->drawText(QRect(at - QPoint(60, 10), QSize(120, 20)), Qt::AlignCenter, label);
        p->restore();
    };
    for (std::size_t i = 0; i < doc.goals.checkpoints.size(); ++i)
        drawZone(doc.goals.checkpoints[i], QColor(60, 140, 230, 70), Tr::tr("CP %1").arg(i + 1));
    if (doc.goals.finish) drawZone(*doc.goals.finish, QColor(40, 180, 80, 80), Tr::tr("FINISH"));
    // Zones that want objects: tinted with the colour they want, labelled with what they want.
    for (const scenes::ObjectZone& z : doc.goals.object_zones) {
        QColor fill = z.colour.isEmpty() ? QColor(40, 180, 80) : scenes::objectColour(z.colour);
        fill.setAlpha(70);
        drawZone(z.zone, fill, z.colour.isEmpty() ? z.object : Tr::tr("GOAL"));
    }
    // The arena's own marks (what its ring, goals, lanes and finish are; the paint is strokes).
    if (!doc.arena) return;
    const scenes::Arena& a = *doc.arena;
    switch (a.kind) {
        case scenes::ArenaKind::Sumo: {
            p->setPen(QPen(QColor(230, 120, 0), 0, Qt::DashLine));
            p->setBrush(Qt::NoBrush);
            p->drawEllipse(toPlan(a.ring_centre), a.ring_radius_m, a.ring_radius_m);
            break;
        }
        case scenes::ArenaKind::Soccer:
            for (const scenes::ArenaGoal& g : a.goals) {
                scenes::Zone z;
                z.centre = g.centre;
                z.size_x_m = g.size_x_m;
                z.size_z_m = g.size_z_m;
                QColor fill = teamColour(g.team);
                fill.setAlpha(70);
                drawZone(z, fill, Tr::tr("GOAL %1").arg(g.team));
            }
            break;
        case scenes::ArenaKind::Race:
            for (std::size_t i = 0; i < a.lanes.size(); ++i) {
                scenes::Zone z;
                z.centre = a.lanes[i].centre;
                z.size_x_m = a.lanes[i].size_x_m;
                z.size_z_m = a.lanes[i].size_z_m;
                drawZone(z, QColor(120, 120, 120, 30), Tr::tr("LANE %1").arg(i + 1));
            }
            drawZone(a.finish, QColor(40, 180, 80, 80), Tr::tr("FINISH"));
            break;
    }
}

void ScenePlanView::paintWalls(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    const PlanCache& c = *cache_;
    // Walls and mazes.
    auto drawWall = [&](const scenes::Wall& w) {
        QPen pen(w.colour.darker(130), w.thickness_m, Qt::SolidLine, Qt::SquareCap);
        p->setPen(pen);
        p->drawLine(toPlan(w.from), toPlan(w.to));
    };
    for (const auto& w : doc.walls) drawWall(w);
    for (const auto& walls : c.mazeWalls)
        for (const auto& w : walls) drawWall(w);
}

void ScenePlanView::paintObstacles(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    const double ppm = pixelsPerMetre();
    // Obstacles and candles.
    for (const auto& o : doc.obstacles) {
        p->setPen(QPen(o.colour.darker(160), 0, o.movable ? Qt::DashLine : Qt::SolidLine));
        p->setBrush(o.colour);
        if (o.shape == sim::ShapeType::Box)
            p->drawPolygon(boxFootprint(o));
        else
            p->drawEllipse(QPointF(o.position_m.x(), o.position_m.z()), o.radius_m, o.radius_m);
        if (o.buzzer) {  // sound waves around a buzzer; dotted when it is off
            const QPointF c0(o.position_m.x(), o.position_m.z());
            const double r0 = o.shape == sim::ShapeType::Box
                                  ? 0.5 * std::hypot(o.size_x_m, o.size_z_m)
                                  : o.radius_m;
            p->setPen(QPen(QColor(200, 60, 40), 0, o.buzzer->on ? Qt::SolidLine : Qt::DotLine));
            p->setBrush(Qt::NoBrush);
            for (int k = 1; k <= 2; ++k) {
                const double r = r0 + k * std::max(0.012, 5.0 / ppm);
                p->drawEllipse(c0, r, r);
            }
        }
    }
    for (const auto& fl : doc.flames) {
        const QPointF c0(fl.position_m.x(), fl.position_m.z());
        p->setPen(QPen(QColor(150, 120, 60), 0));
        p->setBrush(QColor(250, 245, 225));
        p->drawEllipse(c0, 0.012, 0.012);
        p->setBrush(QColor(255, 140, 0));
        p->setPen(Qt::NoPen);
        const double r = std::max(0.008, 4.0 / ppm);
        p->drawEllipse(c0, r, r);
    }
}

void ScenePlanView::paintStarts(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    const double ppm = pixelsPerMetre();
    // Start poses: a robot-sized disc with an arrow in the start's team colour, and the start's
    // number (the robot that starts there: 1, 2, ...) when the scene has several.
    const bool numbered = doc.starts.size() > 1;
    for (std::size_t i = 0; i < doc.starts.size(); ++i) {
        const auto& s = doc.starts[i];
        const QColor colour = startColour(s);
        QColor fill = colour;
        fill.setAlpha(50);
        const QPointF c0(s.position_m.x(), s.position_m.z());
        const QPointF d = yawDir(s.yaw_deg);
        const QPointF n(-d.y(), d.x());
        p->setPen(QPen(colour, 0));
        p->setBrush(fill);
        p->drawEllipse(c0, 0.07, 0.07);
        const QPointF tip = c0 + 0.12 * d;
        p->setPen(QPen(colour, std::max(0.004, 2.5 / ppm), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(c0, tip);
        p->setBrush(colour);
        p->drawPolygon(
            QPolygonF{tip + 0.02 * d, tip - 0.02 * d + 0.02 * n, tip - 0.02 * d - 0.02 * n});
        if (!numbered) continue;
        // The number in screen pixels, on a white disc behind the arrow's root, readable at any
        // zoom.
        const QPointF at = p->transform().map(c0 - 0.035 * d);
        p->save();
        p->resetTransform();
        QFont font = p->font();
        font.setBold(true);
        font.setPixelSize(std::clamp(int(0.06 * ppm), 9, 16));
        p->setFont(font);
        const QString label = QString::number(i + 1);
        const double r = 0.75 * font.pixelSize();
        p->setPen(QPen(colour, 1.5));
        p->setBrush(Qt::white);
        p->drawEllipse(at, r, r);
        p->setPen(colour.darker(130));
        p->drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter, label);
        p->restore();
    }
}

void ScenePlanView::drawForeground(QPainter* p, const QRectF&) {
    paintSelection(p);
    paintDraft(p);
    paintMarks(p);
    paintRulers(p);
}

void ScenePlanView::paintSelection(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    const PlanCache& c = *cache_;
    const double px = 1.0 / pixelsPerMetre();
    // Selection outlines (drawn in floor coordinates, cosmetic pens).
    p->setBrush(Qt::NoBrush);
    QPen sel(QColor(20, 120, 255), 0, Qt::DashLine);
    sel.setCosmetic(true);
    sel.setWidthF(1.5);
    p->setPen(sel);
    const double m = 4 * px;
    for (const ItemRef& r : selection_) {
        if (!scenes::itemExists(doc, r)) continue;
        const auto i = std::size_t(r.index);
        switch (r.kind) {
            case ItemKind::Stroke: {
                QPainterPathStroker st;
                st.setWidth(doc.floor.strokes[i].width_m + 2 * m);
                QPainterPath path;
                if (i < c.centres.size()) path.addPolygon(polygon(c.centres[i]));
                p->drawPath(st.createStroke(path));
                break;
            }
            case ItemKind::FloorImage: {
                const auto& im = doc.floor.images[i];
                p->drawRect(imageRect(im));
                break;
            }
            case ItemKind::Wall: {
                const auto& w = doc.walls[i];
                QPainterPathStroker st;
                st.setWidth(w.thickness_m + 2 * m);
                st.setCapStyle(Qt::SquareCap);
                QPainterPath path(toPlan(w.from));
                path.lineTo(toPlan(w.to));
                p->drawPath(st.createStroke(path));
                break;
            }
            case ItemKind::Maze: {
                const auto& mz = doc.mazes[i];
                p->drawRect(
                    QRectF(mz.origin.x_m, mz.origin.z_m, mz.cols * mz.cell_m, mz.rows * mz.cell_m)
                        .adjusted(-m, -m, m, m));
                break;
            }
            case ItemKind::Obstacle: {
                const auto& o = doc.obstacles[i];
                if (o.shape == sim::ShapeType::Box)
                    p->drawPolygon(boxFootprint(o));
                else
                    p->drawEllipse(QPointF(o.position_m.x(), o.position_m.z()), o.radius_m + m,
                                   o.radius_m + m);
                break;
            }
            case ItemKind::Flame:
                p->drawEllipse(QPointF(doc.flames[i].position_m.x(), doc.flames[i].position_m.z()),
                               0.02 + m, 0.02 + m);
                break;
            case ItemKind::Start:
                p->drawEllipse(QPointF(doc.starts[i].position_m.x(), doc.starts[i].position_m.z()),
                               0.07 + m, 0.07 + m);
                break;
            case ItemKind::Finish:
                p->drawRect(zoneRect(*doc.goals.finish).adjusted(-m, -m, m, m));
                break;
            case ItemKind::Checkpoint:
                p->drawRect(zoneRect(doc.goals.checkpoints[i]).adjusted(-m, -m, m, m));
                break;
            case ItemKind::ObjectZone:
                p->drawRect(zoneRect(doc.goals.object_zones[i].zone).adjusted(-m, -m, m, m));
                break;
        }
    }
}

void ScenePlanView::paintDraft(QPainter* p) const {
    const double px = 1.0 / pixelsPerMetre();
    // What is being drawn.
    QPen draft(QColor(20, 120, 255), 0);
    draft.setCosmetic(true);
    if (!pathPoints_.empty()) {
        std::vector<FloorPoint> pts;
        for (const QPointF& q : pathPoints_) pts.push_back(toFloor(q));
        if (tool_ != Tool::Freehand) pts.push_back(toFloor(mouseFloor_));
        std::vector<FloorPoint> shown = pts;
        if (tool_ == Tool::Curve && pts.size() >= 2) {
            scenes::Stroke s;
            s.kind = scenes::StrokeKind::Bezier;
            s.points = scenes::smoothCurveThrough(pts);
            shown = scenes::flattenStroke(s, 5e-4);
        }
        QPen line(lineColour, lineWidth_m, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
        QColor faint = lineColour;
        faint.setAlpha(150);
        line.setColor(faint);
        p->setPen(line);
        p->drawPolyline(polygon(shown));
        p->setPen(draft);
        for (const QPointF& q : pathPoints_)
            p->drawRect(QRectF(q.x() - 3 * px, q.y() - 3 * px, 6 * px, 6 * px));
    }
    if (drag_ == Drag::Create || drag_ == Drag::Band) {
        p->setPen(draft);
        const QRectF r = QRectF(pressFloor_, mouseFloor_).normalized();
        switch (tool_) {
            case Tool::Wall:
                p->setPen(QPen(QColor(120, 120, 120, 160), wallThickness_m, Qt::SolidLine,
                               Qt::SquareCap));
                p->drawLine(pressFloor_, mouseFloor_);
                break;
            case Tool::Arc: {
                scenes::Stroke arc;
                arc.kind = scenes::StrokeKind::Arc;
                arc.centre = toFloor(pressFloor_);
                arc.radius_m = std::hypot(mouseFloor_.x() - pressFloor_.x(),
                                          mouseFloor_.y() - pressFloor_.y());
                arc.start_deg = yawOf(mouseFloor_ - pressFloor_);
                arc.sweep_deg = 90;
                if (arc.radius_m > 1e-3) {
                    p->setPen(QPen(lineColour, lineWidth_m));
                    p->drawPolyline(polygon(scenes::flattenStroke(arc, 5e-4)));
                }
                break;
            }
            default:
                p->drawRect(r);
        }
    }
}

void ScenePlanView::paintMarks(QPainter* p) const {
    const SceneDocument& doc = editor_->document();
    // Handles of a single selected item.
    p->save();
    p->resetTransform();
    for (const scenes::ItemHandle& h : handles()) {
        const QPointF v = mapFromScene(toPlan(h.at));
        p->setPen(QPen(QColor(20, 120, 255), 1.2));
        p->setBrush(Qt::white);
        if (h.round)
            p->drawEllipse(v, kHandlePx, kHandlePx);
        else
            p->drawRect(QRectF(v.x() - kHandlePx, v.y() - kHandlePx, 2 * kHandlePx, 2 * kHandlePx));
    }
    // Bezier handle lines.
    if (selection_.size() == 1 && selection_[0].kind == ItemKind::Stroke &&
        scenes::itemExists(doc, selection_[0])) {
        const auto& s = doc.floor.strokes[std::size_t(selection_[0].index)];
        if (s.kind == scenes::StrokeKind::Bezier) {
            p->setPen(QPen(QColor(20, 120, 255, 160), 1));
            for (std::size_t k = 0; k + 1 < s.points.size(); k += 3) {
                p->drawLine(mapFromScene(toPlan(s.points[k])),
                            mapFromScene(toPlan(s.points[k + 1])));
                if (k + 3 < s.points.size())
                    p->drawLine(mapFromScene(toPlan(s.points[k + 2])),
                                mapFromScene(toPlan(s.points[k + 3])));
            }
        }
    }

    // Problems: red marks.
    for (const auto& is : issues_) {
        const QPointF v = mapFromScene(toPlan(is.at));
        p->setPen(QPen(Qt::white, 1.5));
        p->setBrush(QColor(220, 30, 30));
        p->drawEllipse(v, 9, 9);
        QFont font = p->font();
        font.setBold(true);
        p->setFont(font);
        p->drawText(QRectF(v.x() - 9, v.y() - 9, 18, 18), Qt::AlignCenter, QStringLiteral("!"));
    }

    // Rubber band of the selection tool.
    if (drag_ == Drag::Band) {
        p->setPen(QPen(QColor(20, 120, 255), 1, Qt::DashLine));
        p->setBrush(QColor(20, 120, 255, 30));
        p->drawRect(QRectF(mapFromScene(pressFloor_), mapFromScene(mouseFloor_)).normalized());
    }
    p->restore();
}

void ScenePlanView::paintRulers(QPainter* p) const {
    // Rulers, in the viewport margins (drawn on the parent's area through the viewport's painter
    // is not possible, so they overlay the top and left of the viewport).
    p->save();
    p->resetTransform();
    const QRect vr = viewport()->rect();
    p->fillRect(QRect(0, 0, vr.width(), kRulerPx), QColor(240, 240, 236));
    p->fillRect(QRect(0, 0, kRulerPx, vr.height()), QColor(240, 240, 236));
    p->setPen(QColor(90, 90, 90));
    QFont font = p->font();
    font.setPointSizeF(7.5);
    p->setFont(font);
    const double ppm = pixelsPerMetre();
    const double major = niceStep(60.0 / ppm);
    const double minor = major / (std::abs(major / niceStep(major) - 1.0) < 1e-9 ? 10 : 5);
    const QPointF tl = mapToScene(QPoint(0, 0)), br = mapToScene(vr.bottomRight());
    for (double x = std::floor(tl.x() / minor) * minor; x <= br.x(); x += minor) {
        const int vx = mapFromScene(QPointF(x, 0)).x();
        const bool isMajor = std::abs(std::remainder(x, major)) < minor * 0.1;
        p->drawLine(vx, kRulerPx, vx, kRulerPx - (isMajor ? 10 : 4));
        if (isMajor && vx > kRulerPx) p->drawText(vx + 2, 9, lengthLabel(x, major));
    }
    for (double z = std::floor(tl.y() / minor) * minor; z <= br.y(); z += minor) {
        const int vz = mapFromScene(QPointF(0, z)).y();
        const bool isMajor = std::abs(std::remainder(z, major)) < minor * 0.1;
        p->drawLine(kRulerPx, vz, kRulerPx - (isMajor ? 10 : 4), vz);
        if (isMajor && vz > kRulerPx) {
            p->save();
            p->translate(9, vz + 2);
            p->rotate(90);
            p->drawText(0, 0, lengthLabel(z, major));
            p->restore();
        }
    }
    // Where the mouse is, on both rulers.
    const QPoint mv = mapFromScene(mouseFloor_);
    p->setPen(QColor(220, 40, 40));
    p->drawLine(mv.x(), 0, mv.x(), kRulerPx);
    p->drawLine(0, mv.y(), kRulerPx, mv.y());
    p->fillRect(QRect(0, 0, kRulerPx, kRulerPx), QColor(225, 225, 220));
    p->setPen(QColor(90, 90, 90));
    p->drawText(QRect(0, 0, kRulerPx, kRulerPx), Qt::AlignCenter,
                major >= 1.0 ? QStringLiteral("m") : QStringLiteral("cm"));
    p->restore();
}

}  // namespace botlab::gui
