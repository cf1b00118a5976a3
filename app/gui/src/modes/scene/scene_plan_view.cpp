// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/scene/scene_plan_view.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QHash>
#include <QImageReader>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/maze.h"
#include "botlab/scenes/terrain.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::ScenePlanView" for this file's texts (lupdate files
// Tr::tr under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::ScenePlanView)
};
}  // namespace

using scenes::FloorPoint;
using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr int kRuler = 20;         // ruler band, px
constexpr double kHandlePx = 5.0;  // half size of a handle
constexpr double kPickPx = 6.0;    // how close a click must be to a thin thing

QPointF P(const FloorPoint& p) {
    return {p.x_m, p.z_m};
}
FloorPoint F(const QPointF& p) {
    return {p.x(), p.y()};
}

/// Direction of a yaw on the plan (x right, z down): yaw 0 = +x, 90 = -z (up the page).
QPointF yawDir(double yaw_deg) {
    const double a = yaw_deg * kPi / 180.0;
    return {std::cos(a), -std::sin(a)};
}
double yawOf(const QPointF& d) {
    return std::atan2(-d.y(), d.x()) * 180.0 / kPi;
}

double segDist(const QPointF& a, const QPointF& b, const QPointF& p, double* t_out = nullptr) {
    const QPointF v = b - a;
    const double len2 = QPointF::dotProduct(v, v);
    double t = len2 > 0 ? QPointF::dotProduct(p - a, v) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    if (t_out) *t_out = t;
    const QPointF q = a + t * v;
    return std::hypot(q.x() - p.x(), q.y() - p.y());
}

QPolygonF polygon(const std::vector<FloorPoint>& pts) {
    QPolygonF poly;
    poly.reserve(qsizetype(pts.size()));
    for (const FloorPoint& p : pts) poly << P(p);
    return poly;
}

/// Distance from p to a polyline and the arc length of the nearest point.
double polyDist(const std::vector<FloorPoint>& pts, const QPointF& p, double* s_out) {
    double best = INFINITY, s = 0.0, best_s = 0.0;
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
        double t = 0;
        const QPointF a = P(pts[i]), b = P(pts[i + 1]);
        const double d = segDist(a, b, p, &t);
        const double len = std::hypot(b.x() - a.x(), b.y() - a.y());
        if (d < best) {
            best = d;
            best_s = s + t * len;
        }
        s += len;
    }
    if (s_out) *s_out = best_s;
    return best;
}

QRectF zoneRect(const scenes::Zone& z) {
    const double hx = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_x_m;
    const double hz = z.radius_m > 0 ? z.radius_m : 0.5 * z.size_z_m;
    return {z.centre.x_m - hx, z.centre.z_m - hz, 2 * hx, 2 * hz};
}

QPolygonF boxFootprint(const scenes::Obstacle& o) {
    const QPointF c(o.position_m.x(), o.position_m.z());
    const QPointF ux = yawDir(o.yaw_deg), uz(-ux.y(), ux.x());
    const double hx = 0.5 * o.size_x_m, hz = 0.5 * o.size_z_m;
    // uz is +x turned by +90 degrees on the page's (x, z) axes: the box's own +z.
    const QPointF bz(ux.y() * -1.0, ux.x());
    (void)uz;
    return QPolygonF{c + hx * ux + hz * bz, c - hx * ux + hz * bz, c - hx * ux - hz * bz,
                     c + hx * ux - hz * bz};
}

/// A nice ruler / grid step (1, 2 or 5 times a power of ten metres) of at least `min_m`.
double niceStep(double min_m) {
    const double p = std::pow(10.0, std::floor(std::log10(min_m)));
    for (double f : {1.0, 2.0, 5.0, 10.0})
        if (f * p >= min_m) return f * p;
    return 10 * p;
}

QString lengthLabel(double v_m, double step_m) {
    // Whole steps only: no "-2.8e-17 m" from accumulated rounding.
    const double v = std::round(v_m / step_m) * step_m;
    if (step_m >= 1.0 - 1e-9) return QStringLiteral("%1 m").arg(std::round(v * 1e6) / 1e6);
    return QString::number(std::round(v * 100.0), 'f', 0);
}

/// Shaded relief of a terrain (light from the north-west), or a null image.
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

}  // namespace

// The drawing of the current document, made by rebuild(): painted stroke pieces and centre paths
// for hit tests, maze walls, the relief image and floor pictures.
struct PlanCache {
    std::vector<std::vector<FloorPoint>> centres;  ///< Per stroke, its centre polyline.
    std::vector<QPainterPath> painted;             ///< Per stroke, its painted pieces.
    std::vector<std::vector<std::pair<QPointF, QPointF>>> dashes;
    std::vector<std::vector<scenes::Wall>> mazeWalls;
    QImage relief;
    std::optional<scenes::Terrain> reliefOf;
    QHash<QString, QImage> pictures;
};

ScenePlanView::ScenePlanView(scenes::SceneEditor* editor, QWidget* parent)
    : QGraphicsView(parent), editor_(editor), cache_(std::make_unique<PlanCache>()) {
    setScene(new QGraphicsScene(this));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);  // rulers follow the view
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setViewportMargins(kRuler, kRuler, 0, 0);
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
            if (piece.size() >= 2) painted.addPolygon(polygon(piece));
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
            const double a = d.angle_deg * kPi / 180.0;
            // Turn the stroke's direction by the dash angle (counter-clockwise seen from above).
            const QPointF u(dir.x_m * std::cos(a) + dir.z_m * std::sin(a),
                            -dir.x_m * std::sin(a) + dir.z_m * std::cos(a));
            dashes.push_back({P(p) - 0.5 * d.length_m * u, P(p) + 0.5 * d.length_m * u});
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

void ScenePlanView::drawBackground(QPainter* p, const QRectF& rect) {
    p->fillRect(rect, backgroundBrush());
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
        const QRectF r(im.centre.x_m - 0.5 * im.size_x_m, im.centre.z_m - 0.5 * im.size_z_m,
                       im.size_x_m, im.size_z_m);
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

    // Goal zones.
    auto drawZone = [&](const scenes::Zone& z, const QColor& fill, const QString& label) {
        p->setPen(QPen(fill.darker(150), 0, Qt::DashLine));
        p->setBrush(fill);
        if (z.radius_m > 0)
            p->drawEllipse(P(z.centre), z.radius_m, z.radius_m);
        else
            p->drawRect(zoneRect(z));
        p->save();
        p->resetTransform();
        QColor text = fill;
        text.setAlpha(255);
        p->setPen(text.darker(200));
        const QPoint at = mapFromScene(P(z.centre));
        p->drawText(QRect(at - QPoint(60, 10), QSize(120, 20)), Qt::AlignCenter, label);
        p->restore();
    };
    for (std::size_t i = 0; i < doc.goals.checkpoints.size(); ++i)
        drawZone(doc.goals.checkpoints[i], QColor(60, 140, 230, 70), Tr::tr("CP %1").arg(i + 1));
    if (doc.goals.finish) drawZone(*doc.goals.finish, QColor(40, 180, 80, 80), Tr::tr("FINISH"));

    // Walls and mazes.
    auto drawWall = [&](const scenes::Wall& w) {
        QPen pen(w.colour.darker(130), w.thickness_m, Qt::SolidLine, Qt::SquareCap);
        p->setPen(pen);
        p->drawLine(P(w.from), P(w.to));
    };
    for (const auto& w : doc.walls) drawWall(w);
    for (const auto& walls : c.mazeWalls)
        for (const auto& w : walls) drawWall(w);

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

    // Start poses: a robot-sized disc with an arrow.
    for (std::size_t i = 0; i < doc.starts.size(); ++i) {
        const auto& s = doc.starts[i];
        const QPointF c0(s.position_m.x(), s.position_m.z());
        const QPointF d = yawDir(s.yaw_deg);
        const QPointF n(-d.y(), d.x());
        p->setPen(QPen(QColor(200, 40, 40), 0));
        p->setBrush(QColor(230, 60, 60, 50));
        p->drawEllipse(c0, 0.07, 0.07);
        const QPointF tip = c0 + 0.12 * d;
        p->setPen(
            QPen(QColor(200, 40, 40), std::max(0.004, 2.5 / ppm), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(c0, tip);
        p->setBrush(QColor(200, 40, 40));
        p->drawPolygon(
            QPolygonF{tip + 0.02 * d, tip - 0.02 * d + 0.02 * n, tip - 0.02 * d - 0.02 * n});
    }
}

void ScenePlanView::drawForeground(QPainter* p, const QRectF&) {
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
                p->drawRect(QRectF(im.centre.x_m - 0.5 * im.size_x_m,
                                   im.centre.z_m - 0.5 * im.size_z_m, im.size_x_m, im.size_z_m));
                break;
            }
            case ItemKind::Wall: {
                const auto& w = doc.walls[i];
                QPainterPathStroker st;
                st.setWidth(w.thickness_m + 2 * m);
                st.setCapStyle(Qt::SquareCap);
                QPainterPath path(P(w.from));
                path.lineTo(P(w.to));
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
        }
    }

    // What is being drawn.
    QPen draft(QColor(20, 120, 255), 0);
    draft.setCosmetic(true);
    if (!pathPoints_.empty()) {
        std::vector<FloorPoint> pts;
        for (const QPointF& q : pathPoints_) pts.push_back(F(q));
        if (tool_ != Tool::Freehand) pts.push_back(F(mouseFloor_));
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
                arc.centre = F(pressFloor_);
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

    // Handles of a single selected item.
    p->save();
    p->resetTransform();
    for (const Handle& h : handles()) {
        const QPointF v = mapFromScene(h.at);
        p->setPen(QPen(QColor(20, 120, 255), 1.2));
        p->setBrush(Qt::white);
        if (h.control)
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
                p->drawLine(mapFromScene(P(s.points[k])), mapFromScene(P(s.points[k + 1])));
                if (k + 3 < s.points.size())
                    p->drawLine(mapFromScene(P(s.points[k + 2])), mapFromScene(P(s.points[k + 3])));
            }
        }
    }

    // Problems: red marks.
    for (const auto& is : issues_) {
        const QPointF v = mapFromScene(P(is.at));
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

    // Rulers, in the viewport margins (drawn on the parent's area through the viewport's painter
    // is not possible, so they overlay the top and left of the viewport).
    p->save();
    p->resetTransform();
    const QRect vr = viewport()->rect();
    p->fillRect(QRect(0, 0, vr.width(), kRuler), QColor(240, 240, 236));
    p->fillRect(QRect(0, 0, kRuler, vr.height()), QColor(240, 240, 236));
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
        p->drawLine(vx, kRuler, vx, kRuler - (isMajor ? 10 : 4));
        if (isMajor && vx > kRuler) p->drawText(vx + 2, 9, lengthLabel(x, major));
    }
    for (double z = std::floor(tl.y() / minor) * minor; z <= br.y(); z += minor) {
        const int vz = mapFromScene(QPointF(0, z)).y();
        const bool isMajor = std::abs(std::remainder(z, major)) < minor * 0.1;
        p->drawLine(kRuler, vz, kRuler - (isMajor ? 10 : 4), vz);
        if (isMajor && vz > kRuler) {
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
    p->drawLine(mv.x(), 0, mv.x(), kRuler);
    p->drawLine(0, mv.y(), kRuler, mv.y());
    p->fillRect(QRect(0, 0, kRuler, kRuler), QColor(225, 225, 220));
    p->setPen(QColor(90, 90, 90));
    p->drawText(QRect(0, 0, kRuler, kRuler), Qt::AlignCenter,
                major >= 1.0 ? QStringLiteral("m") : QStringLiteral("cm"));
    p->restore();
}

QPointF ScenePlanView::snapped(const QPointF& p, bool allow) const {
    if (!snap_ || !allow) return p;
    return {std::round(p.x() / grid_m) * grid_m, std::round(p.y() / grid_m) * grid_m};
}

std::optional<std::pair<int, double>> ScenePlanView::strokeAt(const QPointF& p) const {
    const PlanCache& c = *cache_;
    const SceneDocument& doc = editor_->document();
    const double tol = kPickPx / pixelsPerMetre();
    std::optional<std::pair<int, double>> best;
    double bestD = INFINITY;
    for (int i = int(c.centres.size()) - 1; i >= 0; --i) {
        double s = 0;
        const double d = polyDist(c.centres[std::size_t(i)], p, &s);
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
        if (segDist(P(w.from), P(w.to), p) <= 0.5 * w.thickness_m + tol)
            return ItemRef{ItemKind::Wall, i};
    }
    const PlanCache& c = *cache_;
    for (int i = int(c.mazeWalls.size()) - 1; i >= 0; --i)
        for (const auto& w : c.mazeWalls[std::size_t(i)])
            if (segDist(P(w.from), P(w.to), p) <= 0.5 * w.thickness_m + tol)
                return ItemRef{ItemKind::Maze, i};
    if (auto s = strokeAt(p)) return ItemRef{ItemKind::Stroke, s->first};
    for (int i = int(doc.goals.checkpoints.size()) - 1; i >= 0; --i)
        if (zoneRect(doc.goals.checkpoints[std::size_t(i)]).contains(p))
            return ItemRef{ItemKind::Checkpoint, i};
    if (doc.goals.finish && zoneRect(*doc.goals.finish).contains(p))
        return ItemRef{ItemKind::Finish, 0};
    for (int i = int(doc.floor.images.size()) - 1; i >= 0; --i) {
        const auto& im = doc.floor.images[std::size_t(i)];
        if (QRectF(im.centre.x_m - 0.5 * im.size_x_m, im.centre.z_m - 0.5 * im.size_z_m,
                   im.size_x_m, im.size_z_m)
                .contains(p))
            return ItemRef{ItemKind::FloorImage, i};
    }
    return std::nullopt;
}

std::vector<ScenePlanView::Handle> ScenePlanView::handles() const {
    std::vector<Handle> out;
    if (selection_.size() != 1 || tool_ != Tool::Select) return out;
    const SceneDocument& doc = editor_->document();
    const ItemRef r = selection_.front();
    if (!scenes::itemExists(doc, r)) return out;
    const auto i = std::size_t(r.index);
    switch (r.kind) {
        case ItemKind::Stroke: {
            const auto& s = doc.floor.strokes[i];
            if (s.kind == scenes::StrokeKind::Arc) {
                const double a0 = s.start_deg, a1 = s.start_deg + s.sweep_deg;
                out.push_back({r, 0, P(s.centre) + s.radius_m * yawDir(a0), false});
                out.push_back({r, 1, P(s.centre) + s.radius_m * yawDir(a1), false});
            } else {
                for (std::size_t k = 0; k < s.points.size(); ++k)
                    out.push_back({r, int(k), P(s.points[k]),
                                   s.kind == scenes::StrokeKind::Bezier && k % 3 != 0});
            }
            break;
        }
        case ItemKind::Wall:
            out.push_back({r, 0, P(doc.walls[i].from), false});
            out.push_back({r, 1, P(doc.walls[i].to), false});
            break;
        case ItemKind::Start: {
            const auto& s = doc.starts[i];
            out.push_back({r, 0,
                           QPointF(s.position_m.x(), s.position_m.z()) + 0.14 * yawDir(s.yaw_deg),
                           true});
            break;
        }
        case ItemKind::Finish:
            out.push_back({r, 0, zoneRect(*doc.goals.finish).bottomRight(), false});
            break;
        case ItemKind::Checkpoint:
            out.push_back({r, 0, zoneRect(doc.goals.checkpoints[i]).bottomRight(), false});
            break;
        case ItemKind::FloorImage: {
            const auto& im = doc.floor.images[i];
            out.push_back(
                {r, 0,
                 QPointF(im.centre.x_m + 0.5 * im.size_x_m, im.centre.z_m + 0.5 * im.size_z_m),
                 false});
            break;
        }
        case ItemKind::Obstacle: {
            const auto& o = doc.obstacles[i];
            const QPointF c(o.position_m.x(), o.position_m.z());
            if (o.shape == sim::ShapeType::Box)
                out.push_back({r, 0, boxFootprint(o)[0], false});
            else
                out.push_back({r, 0, c + QPointF(o.radius_m, 0), false});
            out.push_back({r, 1,
                           c + (o.shape == sim::ShapeType::Box ? 0.5 * o.size_x_m + 0.05
                                                               : o.radius_m + 0.05) *
                                   yawDir(o.yaw_deg),
                           true});
            break;
        }
        default:
            break;
    }
    return out;
}

std::optional<ScenePlanView::Handle> ScenePlanView::handleAt(const QPoint& vp) const {
    for (const Handle& h : handles()) {
        const QPointF v = mapFromScene(h.at);
        if (std::abs(v.x() - vp.x()) <= kHandlePx + 2 && std::abs(v.y() - vp.y()) <= kHandlePx + 2)
            return h;
    }
    return std::nullopt;
}

void ScenePlanView::dragHandle(const Handle& h, const QPointF& q, SceneDocument& doc) const {
    const auto i = std::size_t(h.item.index);
    switch (h.item.kind) {
        case ItemKind::Stroke: {
            auto& s = doc.floor.strokes[i];
            if (s.kind == scenes::StrokeKind::Arc) {
                const QPointF d = q - P(s.centre);
                if (h.id == 0) {
                    s.radius_m = std::max(0.01, std::hypot(d.x(), d.y()));
                    const double end = s.start_deg + s.sweep_deg;
                    s.start_deg = std::round(yawOf(d));
                    s.sweep_deg = end - s.start_deg;
                } else {
                    double sweep = std::remainder(yawOf(d) - s.start_deg, 360.0);
                    if (s.sweep_deg > 0 && sweep <= 0) sweep += 360;
                    if (s.sweep_deg < 0 && sweep >= 0) sweep -= 360;
                    s.sweep_deg = std::clamp(std::round(sweep), -360.0, 360.0);
                    if (s.sweep_deg == 0) s.sweep_deg = 1;
                }
            } else if (s.kind == scenes::StrokeKind::Bezier && h.id % 3 == 0) {
                // Moving an anchor carries its two handles along.
                const QPointF d = q - P(s.points[std::size_t(h.id)]);
                for (int k = h.id - 1; k <= h.id + 1; ++k)
                    if (k >= 0 && k < int(s.points.size()))
                        s.points[std::size_t(k)] = F(P(s.points[std::size_t(k)]) + d);
            } else {
                s.points[std::size_t(h.id)] = F(q);
            }
            break;
        }
        case ItemKind::Wall:
            (h.id == 0 ? doc.walls[i].from : doc.walls[i].to) = F(q);
            break;
        case ItemKind::Start: {
            auto& s = doc.starts[i];
            const QPointF d = q - QPointF(s.position_m.x(), s.position_m.z());
            if (std::hypot(d.x(), d.y()) > 1e-4) {
                double yaw = yawOf(d);
                if (!(QApplication::keyboardModifiers() & Qt::AltModifier))
                    yaw = std::round(yaw / 15.0) * 15.0;  // 15 degree steps unless Alt
                s.yaw_deg = yaw == -180.0 ? 180.0 : yaw;
            }
            break;
        }
        case ItemKind::Finish:
        case ItemKind::Checkpoint: {
            scenes::Zone& z =
                h.item.kind == ItemKind::Finish ? *doc.goals.finish : doc.goals.checkpoints[i];
            const QPointF tl = zoneRect(z).topLeft();
            const double w = std::max(0.02, q.x() - tl.x()), hh = std::max(0.02, q.y() - tl.y());
            if (z.radius_m > 0) {
                z.radius_m = 0.5 * std::max(w, hh);
                z.centre = F(tl + QPointF(z.radius_m, z.radius_m));
            } else {
                z.size_x_m = w;
                z.size_z_m = hh;
                z.centre = F(tl + QPointF(0.5 * w, 0.5 * hh));
            }
            break;
        }
        case ItemKind::FloorImage: {
            auto& im = doc.floor.images[i];
            const QPointF tl(im.centre.x_m - 0.5 * im.size_x_m, im.centre.z_m - 0.5 * im.size_z_m);
            im.size_x_m = std::max(0.02, q.x() - tl.x());
            im.size_z_m = std::max(0.02, q.y() - tl.y());
            im.centre = F(tl + QPointF(0.5 * im.size_x_m, 0.5 * im.size_z_m));
            break;
        }
        case ItemKind::Obstacle: {
            auto& o = doc.obstacles[i];
            const QPointF c(o.position_m.x(), o.position_m.z());
            const QPointF d = q - c;
            if (h.id == 1) {
                o.yaw_deg = std::round(yawOf(d) / 5.0) * 5.0;
            } else if (o.shape == sim::ShapeType::Box) {
                // The corner in the box's own axes.
                const QPointF ux = yawDir(o.yaw_deg), bz(-ux.y(), ux.x());
                o.size_x_m = std::max(0.01, 2 * std::abs(QPointF::dotProduct(d, ux)));
                o.size_z_m = std::max(0.01, 2 * std::abs(QPointF::dotProduct(d, bz)));
            } else {
                o.radius_m = std::max(0.005, std::hypot(d.x(), d.y()));
            }
            break;
        }
        default:
            break;
    }
}

void ScenePlanView::placeStart(const QPointF& at, const QPointF& towards, bool fixedAt) {
    SceneDocument d = dragStart_;
    QPointF pos = at;
    double yaw = d.starts.empty() ? 0.0 : d.starts.front().yaw_deg;
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
            QPointF t0 = P(centre[1]) - P(centre.front());
            QPointF t1 = P(centre.back()) - P(centre[centre.size() - 2]);
            if (st.kind != scenes::StrokeKind::Arc && st.points.size() >= 2) {
                const auto& q = st.points;
                if (q[1] != q[0]) t0 = P(q[1]) - P(q[0]);
                if (q[q.size() - 1] != q[q.size() - 2])
                    t1 = P(q[q.size() - 1]) - P(q[q.size() - 2]);
            } else if (st.kind == scenes::StrokeKind::Arc) {
                const double turn = st.sweep_deg > 0 ? 90.0 : -90.0;
                t0 = yawDir(st.start_deg + turn);
                t1 = yawDir(st.start_deg + st.sweep_deg + turn);
            }
            const QPointF a = P(centre.front()), b = P(centre.back());
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
        if (!(QApplication::keyboardModifiers() & Qt::AltModifier) && !onLine)
            yaw = std::round(yaw / 15.0) * 15.0;
    }
    if (d.starts.empty()) d.starts.push_back({});
    d.starts.front().position_m = sim::Vec3(pos.x(), 0.0, pos.y());
    d.starts.front().yaw_deg = yaw;
    editor_->apply(std::move(d), tr("Place the start"), mergeId_);
}

void ScenePlanView::mousePressEvent(QMouseEvent* e) {
    setFocus();
    pressViewport_ = e->position().toPoint();
    const QPointF raw = mapToScene(pressViewport_);
    dragSnap_ = !(e->modifiers() & Qt::AltModifier);
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
    switch (tool_) {
        case Tool::Select: {
            if (auto h = handleAt(pressViewport_)) {
                drag_ = Drag::Handle;
                dragHandle_ = *h;
                return;
            }
            const auto hit = itemAt(raw);
            if (!hit) {
                if (!(e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))) setSelection({});
                drag_ = Drag::Band;
                pressFloor_ = raw;
                return;
            }
            const bool has =
                std::find(selection_.begin(), selection_.end(), *hit) != selection_.end();
            if (e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)) {
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
            return;
        }
        case Tool::Line:
        case Tool::Curve:
            pathPoints_.push_back(pressFloor_);
            viewport()->update();
            return;
        case Tool::Freehand:
            pathPoints_ = {raw};
            drag_ = Drag::Path;
            return;
        case Tool::Start:
            drag_ = Drag::Create;
            placeStart(pressFloor_, pressFloor_, false);
            return;
        case Tool::Gap:
        case Tool::Dash: {
            const auto s = strokeAt(raw);
            if (!s) return;
            const int i = s->first;
            const double at = std::round(s->second * 1000.0) / 1000.0;  // mm
            if (tool_ == Tool::Gap) {
                editor_->edit(tr("Add a gap"), [&](SceneDocument& d) {
                    d.floor.strokes[std::size_t(i)].gaps.push_back(
                        {std::max(0.0, at - 0.5 * gapLength_m), at + 0.5 * gapLength_m});
                });
            } else {
                editor_->edit(tr("Add a crossing dash"), [&](SceneDocument& d) {
                    scenes::CrossDash dash;
                    dash.at_m = at;
                    dash.width_m = d.floor.strokes[std::size_t(i)].width_m;
                    d.floor.strokes[std::size_t(i)].dashes.push_back(dash);
                });
            }
            setSelection({{ItemKind::Stroke, i}});
            return;
        }
        case Tool::Box:
        case Tool::Cylinder: {
            const bool box = tool_ == Tool::Box;
            editor_->edit(box ? tr("Add a box") : tr("Add a cylinder"), [&](SceneDocument& d) {
                scenes::Obstacle o;
                o.shape = box ? sim::ShapeType::Box : sim::ShapeType::Cylinder;
                o.position_m = sim::Vec3(pressFloor_.x(), box ? 0.5 * o.size_y_m : 0.5 * o.length_m,
                                         pressFloor_.y());
                d.obstacles.push_back(o);
            });
            setSelection({{ItemKind::Obstacle, int(editor_->document().obstacles.size()) - 1}});
            return;
        }
        case Tool::Buzzer:
            editor_->edit(tr("Add a buzzer"), [&](SceneDocument& d) {
                scenes::Obstacle o;
                o.shape = sim::ShapeType::Box;
                o.size_x_m = o.size_y_m = o.size_z_m = 0.04;
                o.position_m = sim::Vec3(pressFloor_.x(), 0.02, pressFloor_.y());
                o.colour = QColor(40, 40, 48);
                o.buzzer = scenes::Buzzer{};
                d.obstacles.push_back(o);
            });
            setSelection({{ItemKind::Obstacle, int(editor_->document().obstacles.size()) - 1}});
            return;
        case Tool::Candle:
            editor_->edit(tr("Add a candle"), [&](SceneDocument& d) {
                scenes::Flame f;
                f.position_m = sim::Vec3(pressFloor_.x(), 0.12, pressFloor_.y());
                d.flames.push_back(f);
            });
            setSelection({{ItemKind::Flame, int(editor_->document().flames.size()) - 1}});
            return;
        case Tool::Wall:
        case Tool::Room:
        case Tool::Arc:
        case Tool::Finish:
        case Tool::Checkpoint:
            drag_ = Drag::Create;
            viewport()->update();
            return;
    }
}

void ScenePlanView::mouseMoveEvent(QMouseEvent* e) {
    const QPoint vp = e->position().toPoint();
    const QPointF raw = mapToScene(vp);
    const bool snapNow = drag_ == Drag::None ? !(e->modifiers() & Qt::AltModifier) : dragSnap_;
    const QPointF q = snapped(raw, snapNow);
    mouseFloor_ = q;
    emit cursorMoved(raw.x(), raw.y());
    switch (drag_) {
        case Drag::Pan: {
            const QPoint d = vp - pressViewport_;
            pressViewport_ = vp;
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
            verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
            break;
        }
        case Drag::Move: {
            if ((vp - pressViewport_).manhattanLength() < QApplication::startDragDistance()) break;
            SceneDocument d = dragStart_;
            scenes::moveItems(d, selection_, q.x() - pressFloor_.x(), q.y() - pressFloor_.y());
            editor_->apply(std::move(d), tr("Move"), mergeId_);
            break;
        }
        case Drag::Handle: {
            SceneDocument d = dragStart_;
            dragHandle(dragHandle_, q, d);
            editor_->apply(std::move(d), tr("Edit the shape"), mergeId_);
            break;
        }
        case Drag::Path:
            if (std::hypot(raw.x() - pathPoints_.back().x(), raw.y() - pathPoints_.back().y()) *
                    pixelsPerMetre() >=
                3.0)
                pathPoints_.push_back(raw);
            break;
        case Drag::Create:
            if (tool_ == Tool::Start) placeStart(pressFloor_, q, false);
            break;
        default:
            break;
    }
    // Problem marks explain themselves.
    if (drag_ == Drag::None) {
        for (const auto& is : issues_) {
            const QPointF v = mapFromScene(P(is.at));
            if (std::hypot(v.x() - vp.x(), v.y() - vp.y()) <= 10) {
                QToolTip::showText(e->globalPosition().toPoint(), is.message, this);
                break;
            }
        }
    }
    viewport()->update();
}

void ScenePlanView::mouseReleaseEvent(QMouseEvent* e) {
    const QPointF raw = mapToScene(e->position().toPoint());
    const QPointF q = snapped(raw, dragSnap_);
    const Drag was = drag_;
    drag_ = Drag::None;
    if (was == Drag::Pan) {
        viewport()->setCursor(tool_ == Tool::Select ? Qt::ArrowCursor : Qt::CrossCursor);
        return;
    }
    if (was == Drag::Band) {
        const QRectF band = QRectF(pressFloor_, raw).normalized();
        if (band.width() * pixelsPerMetre() < 3 && band.height() * pixelsPerMetre() < 3) {
            viewport()->update();
            return;
        }
        std::vector<ItemRef> s = (e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))
                                     ? selection_
                                     : std::vector<ItemRef>{};
        const SceneDocument& doc = editor_->document();
        for (const ItemRef& r : scenes::allItems(doc))
            if (band.contains(P(scenes::itemAnchor(doc, r)))) s.push_back(r);
        setSelection(s);
        viewport()->update();
        return;
    }
    if (was == Drag::Path && tool_ == Tool::Freehand) {
        std::vector<FloorPoint> pts;
        for (const QPointF& p : pathPoints_) pts.push_back(F(p));
        pathPoints_.clear();
        pts = scenes::simplifyPath(pts, 0.004);
        if (pts.size() >= 2 && scenes::polylineLength(pts) >= 0.02) {
            editor_->edit(tr("Draw freehand"), [&](SceneDocument& d) {
                scenes::Stroke s;
                s.kind = scenes::StrokeKind::Bezier;
                s.points = scenes::smoothCurveThrough(pts);
                s.width_m = lineWidth_m;
                s.colour = lineColour;
                d.floor.strokes.push_back(s);
            });
            setSelection({{ItemKind::Stroke, int(editor_->document().floor.strokes.size()) - 1}});
        }
        viewport()->update();
        return;
    }
    if (was != Drag::Create) {
        viewport()->update();
        return;
    }
    const QRectF r = QRectF(pressFloor_, q).normalized();
    const bool clicked = r.width() < 0.5 * grid_m && r.height() < 0.5 * grid_m;
    switch (tool_) {
        case Tool::Wall:
            if (clicked) break;
            editor_->edit(tr("Add a wall"), [&](SceneDocument& d) {
                scenes::Wall w;
                w.from = F(pressFloor_);
                w.to = F(q);
                w.height_m = wallHeight_m;
                w.thickness_m = wallThickness_m;
                d.walls.push_back(w);
            });
            setSelection({{ItemKind::Wall, int(editor_->document().walls.size()) - 1}});
            break;
        case Tool::Room: {
            if (r.width() < 0.02 || r.height() < 0.02) break;
            std::vector<ItemRef> added;
            editor_->edit(tr("Add a room"), [&](SceneDocument& d) {
                const QPointF c[4] = {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
                for (int k = 0; k < 4; ++k) {
                    scenes::Wall w;
                    w.from = F(c[k]);
                    w.to = F(c[(k + 1) % 4]);
                    w.height_m = wallHeight_m;
                    w.thickness_m = wallThickness_m;
                    d.walls.push_back(w);
                    added.push_back({ItemKind::Wall, int(d.walls.size()) - 1});
                }
            });
            setSelection(added);
            break;
        }
        case Tool::Arc: {
            const double rad = std::hypot(q.x() - pressFloor_.x(), q.y() - pressFloor_.y());
            if (rad < 0.01) break;
            editor_->edit(tr("Draw an arc"), [&](SceneDocument& d) {
                scenes::Stroke s;
                s.kind = scenes::StrokeKind::Arc;
                s.centre = F(pressFloor_);
                s.radius_m = std::round(rad * 1000.0) / 1000.0;
                s.start_deg = std::round(yawOf(q - pressFloor_));
                s.sweep_deg = 90;
                s.width_m = lineWidth_m;
                s.colour = lineColour;
                d.floor.strokes.push_back(s);
            });
            setSelection({{ItemKind::Stroke, int(editor_->document().floor.strokes.size()) - 1}});
            break;
        }
        case Tool::Finish:
        case Tool::Checkpoint: {
            scenes::Zone z;
            if (clicked) {
                z.centre = F(pressFloor_);
            } else {
                z.centre = F(r.center());
                z.size_x_m = std::max(0.02, r.width());
                z.size_z_m = std::max(0.02, r.height());
            }
            if (tool_ == Tool::Finish) {
                editor_->edit(tr("Set the finish zone"),
                              [&](SceneDocument& d) { d.goals.finish = z; });
                setSelection({{ItemKind::Finish, 0}});
            } else {
                editor_->edit(tr("Add a checkpoint"),
                              [&](SceneDocument& d) { d.goals.checkpoints.push_back(z); });
                setSelection({{ItemKind::Checkpoint,
                               int(editor_->document().goals.checkpoints.size()) - 1}});
            }
            break;
        }
        case Tool::Start:
            setSelection({{ItemKind::Start, 0}});
            break;
        default:
            break;
    }
    viewport()->update();
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
        pts.push_back(F(p));
    }
    pathPoints_.clear();
    if (pts.size() >= 2) {
        const bool curve = tool_ == Tool::Curve;
        editor_->edit(curve ? tr("Draw a curve") : tr("Draw a line"), [&](SceneDocument& d) {
            scenes::Stroke s;
            s.kind = curve ? scenes::StrokeKind::Bezier : scenes::StrokeKind::Polyline;
            s.points = curve ? scenes::smoothCurveThrough(pts) : pts;
            s.width_m = lineWidth_m;
            s.colour = lineColour;
            d.floor.strokes.push_back(s);
        });
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
            editor_->edit(tr("Move"),
                          [&](SceneDocument& d) { scenes::moveItems(d, selection_, dx, dz); });
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
    editor_->edit(tr("Paste"), [&](SceneDocument& d) {
        added = scenes::pasteItems(d, *clipboard_, 0.05 * pasteCount_, 0.05 * pasteCount_);
    });
    setSelection(added);
}

void ScenePlanView::deleteSelection() {
    if (selection_.empty()) return;
    const auto sel = selection_;
    editor_->edit(tr("Delete"), [&](SceneDocument& d) { scenes::removeItems(d, sel); });
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
    editor_->edit(tr("Rotate"),
                  [&](SceneDocument& d) { scenes::rotateItems(d, sel, angle_deg, c); });
}

}  // namespace botlab::gui
