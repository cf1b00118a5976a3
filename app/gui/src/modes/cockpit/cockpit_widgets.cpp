// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/cockpit/cockpit_widgets.h"

#include "botlab/runner/display_names.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <functional>

namespace botlab::gui {

namespace {
constexpr double kDeg = 180.0 / 3.14159265358979323846;
}

// --- Dashboard ---

DashboardWindow::DashboardWindow() = default;

int DashboardWindow::preferredHeight() {
    return std::max(56, QFontMetrics(QApplication::font()).height() * 4);
}

void DashboardWindow::setState(const CockpitState& s) {
    s_ = s;
    update();
}

void DashboardWindow::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paint(p, QRectF(0, 0, width(), height()), QApplication::font(), s_);
}

void DashboardWindow::paint(QPainter& p, const QRectF& r, const QFont& font,
                            const CockpitState& s) {
    p.fillRect(r, QColor(24, 28, 34));
    p.setRenderHint(QPainter::Antialiasing);
    const runner::DriveSample& d = s.sample;
    struct Gauge {
        QString label;
        QString value;
    };
    const QString gait = runner::gaitTitle(d.gait);
    // The deepest foot's sinkage: millimetres up to 1 cm, then centimetres ("-" on rigid ground).
    double sink_m = 0.0;
    for (double v : d.foot_sinkage_m) sink_m = std::max(sink_m, v);
    const QString sinkage = d.foot_sinkage_m.empty() ? QStringLiteral("-")
                            : sink_m < 0.01          ? tr("%1 mm").arg(sink_m * 1e3, 0, 'f', 1)
                                                     : tr("%1 cm").arg(sink_m * 1e2, 0, 'f', 1);
    const std::vector<Gauge> gauges = {
        // Both averaged over half a second: the body sways and yaws back within each step.
        {tr("Speed"), tr("%1 m/s").arg(s.forward_speed_m_s, 0, 'f', 2)},
        {tr("Yaw rate"), tr("%1 °/s").arg(s.mean_yaw_rate_rad_s * kDeg, 0, 'f', 1)},
        {tr("Steering"), tr("%1 %").arg(d.input.turn * 100.0, 0, 'f', 0)},
        {tr("Gait"), gait.isEmpty() ? QStringLiteral("-") : gait},
        {tr("Pitch"), tr("%1°").arg(d.pitch_rad * kDeg, 0, 'f', 1)},
        {tr("Roll"), tr("%1°").arg(d.roll_rad * kDeg, 0, 'f', 1)},
        {tr("Sinkage"), sinkage},
        {tr("Sim/real"), QStringLiteral("%1×").arg(s.real_time_ratio, 0, 'f', 2)},
    };
    const int n = int(gauges.size());
    const double w = r.width() / double(n);
    QFont small = font;
    small.setPointSizeF(std::max(7.0, font.pointSizeF() * 0.85));
    QFont big = font;
    big.setPointSizeF(font.pointSizeF() * 1.35);
    big.setBold(true);
    // On a narrow cab (1024 px screens) the values get smaller rather than cut off at the cells'
    // edges.
    double widest_px = 0.0;
    for (const Gauge& g : gauges)
        widest_px = std::max(widest_px, QFontMetricsF(big).horizontalAdvance(g.value));
    if (widest_px > w - 8.0)
        big.setPointSizeF(
            std::max(small.pointSizeF(), big.pointSizeF() * std::max(0.0, w - 8.0) / widest_px));
    const double h = r.height();
    for (int i = 0; i < n; ++i) {
        const QRectF cell(r.left() + i * w, r.top(), w, h);
        p.setPen(QColor(60, 68, 80));
        if (i > 0) p.drawLine(cell.topLeft() + QPointF(0, 8), cell.bottomLeft() - QPointF(0, 8));
        p.setFont(small);
        p.setPen(QColor(150, 170, 190));
        p.drawText(cell.adjusted(0, 4, 0, -h / 2), Qt::AlignCenter, gauges[i].label);
        p.setFont(big);
        const bool alarm = i == n - 1 && s.behind;
        p.setPen(alarm ? QColor(255, 90, 80) : QColor(240, 244, 248));
        p.drawText(cell.adjusted(0, h / 2 - 4, 0, -4), Qt::AlignCenter, gauges[i].value);
    }
    // The steering bar under the steering gauge; a left turn (> 0) draws left of the centre.
    const QRectF steer(r.left() + 2 * w + 8, r.bottom() - 6, w - 16, 3);
    p.fillRect(steer, QColor(60, 68, 80));
    const double t = std::clamp(d.input.turn, -1.0, 1.0);
    const double cx = steer.center().x();
    p.fillRect(QRectF(std::min(cx, cx - t * steer.width() / 2), steer.top(),
                      std::abs(t) * steer.width() / 2, steer.height()),
               QColor(90, 180, 255));
    if (s.behind) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(200, 40, 30));
        const QRectF box(r.right() - w + 4, r.top() + 2, w - 8, 14);
        p.drawRoundedRect(box, 3, 3);
        p.setPen(Qt::white);
        p.setFont(small);
        p.drawText(box, Qt::AlignCenter, tr("Behind real time"));
    }
}

// --- Monitor ---

MonitorWidget::MonitorWidget(QWidget* parent) : QWidget(parent) {
    setMinimumSize(260, 300);
}

void MonitorWidget::append(const std::vector<MonitorPoint>& points) {
    for (const MonitorPoint& p : points) {
        if (!points_.empty() && p.t_s < points_.back().t_s) points_.clear();  // a reset
        points_.push_back(p);
    }
    while (!points_.empty() && points_.back().t_s - points_.front().t_s > kSpan_s)
        points_.pop_front();
    update();
}

void MonitorWidget::clear() {
    points_.clear();
    update();
}

void MonitorWidget::setBehind(bool behind) {
    if (behind != behind_) {
        behind_ = behind;
        update();
    }
}

void MonitorWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), QColor(250, 251, 252));
    using Get = std::function<double(const MonitorPoint&)>;
    struct Series {
        Get get;
        QColor color;
        QString name;
    };
    struct Chart {
        QString title;
        QString unit;
        std::vector<Series> series;
        double min_range;  // the y range shown is at least this wide
        bool alarm = false;
    };
    const QColor blue(30, 110, 200), red(210, 60, 50), green(40, 150, 70);
    const std::vector<Chart> charts = {
        {tr("Pitch and roll"),
         tr("°"),
         {{[](const MonitorPoint& m) { return m.pitch_deg; }, blue, tr("pitch")},
          {[](const MonitorPoint& m) { return m.roll_deg; }, red, tr("roll")}},
         2.0},
        {tr("Yaw rate"),
         tr("°/s"),
         {{[](const MonitorPoint& m) { return m.yaw_rate_deg_s; }, blue, tr("yaw rate")}},
         10.0},
        {tr("Vertical acceleration"),
         tr("m/s²"),
         {{[](const MonitorPoint& m) { return m.vertical_accel_m_s2; }, blue, tr("accel")}},
         1.0},
        {tr("Deepest foot sinkage"),
         tr("mm"),
         {{[](const MonitorPoint& m) { return m.sinkage_mm; }, blue, tr("sinkage")}},
         0.1},
        {tr("Platform cylinders d1-d3"),
         tr("mm"),
         {{[](const MonitorPoint& m) { return m.d_mm[0]; }, blue, QStringLiteral("d1")},
          {[](const MonitorPoint& m) { return m.d_mm[1]; }, red, QStringLiteral("d2")},
          {[](const MonitorPoint& m) { return m.d_mm[2]; }, green, QStringLiteral("d3")}},
         10.0},
        {tr("Physics steps per second"),
         tr("1/s"),
         {{[](const MonitorPoint& m) { return m.steps_per_s; }, blue, tr("simulated")},
          {[](const MonitorPoint& m) { return m.realtime_steps_per_s; }, red, tr("real time")}},
         100.0,
         behind_},
    };
    const int n = int(charts.size());
    const double h = height() / double(n);
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.8));
    p.setFont(f);
    const double t1 = points_.empty() ? kSpan_s : std::max(kSpan_s, points_.back().t_s);
    const double t0 = t1 - kSpan_s;
    for (int c = 0; c < n; ++c) {
        const Chart& ch = charts[c];
        const QRectF box(4, c * h + 14, width() - 8, h - 18);
        p.setPen(QColor(200, 205, 212));
        p.setBrush(ch.alarm ? QColor(255, 230, 228) : QColor(255, 255, 255));
        p.drawRect(box);
        double lo = 1e300, hi = -1e300;
        for (const MonitorPoint& m : points_)
            for (const Series& s : ch.series) {
                if (!std::isfinite(s.get(m))) continue;  // not measured
                lo = std::min(lo, s.get(m));
                hi = std::max(hi, s.get(m));
            }
        if (lo > hi) lo = hi = 0.0;
        if (hi - lo < ch.min_range) {
            const double mid = 0.5 * (lo + hi);
            lo = mid - ch.min_range / 2;
            hi = mid + ch.min_range / 2;
        }
        auto y = [&](double v) { return box.bottom() - (v - lo) / (hi - lo) * box.height(); };
        auto x = [&](double t) { return box.left() + (t - t0) / kSpan_s * box.width(); };
        if (lo < 0 && hi > 0) {
            p.setPen(QPen(QColor(220, 224, 230), 1, Qt::DashLine));
            p.drawLine(QPointF(box.left(), y(0)), QPointF(box.right(), y(0)));
        }
        // Cosmetic 1-pixel polylines without antialiasing, at most two points (min and max) per
        // pixel column: cheap enough to repaint at 10 Hz under software rendering.
        for (const Series& s : ch.series) {
            QPolygonF line;
            int column = -1;
            double cmin = 0, cmax = 0;
            auto flush = [&] {
                if (column < 0) return;
                line << QPointF(column, y(cmin));
                if (cmax != cmin) line << QPointF(column, y(cmax));
            };
            for (const MonitorPoint& m : points_) {
                const int c = int(x(m.t_s));
                const double v = s.get(m);
                if (!std::isfinite(v)) continue;
                if (c != column) {
                    flush();
                    column = c;
                    cmin = cmax = v;
                } else {
                    cmin = std::min(cmin, v);
                    cmax = std::max(cmax, v);
                }
            }
            flush();
            p.setPen(QPen(s.color, 0));
            p.drawPolyline(line);
        }
        // Title and current values (plain text: a QPainter has no rich text).
        p.setPen(ch.alarm ? QColor(200, 40, 30) : QColor(40, 44, 52));
        QString head = QStringLiteral("%1 (%2)").arg(ch.title, ch.unit);
        if (!points_.empty()) {
            for (const Series& s : ch.series)
                head +=
                    QStringLiteral("   %1 %2").arg(s.name).arg(s.get(points_.back()), 0, 'f', 1);
        }
        if (ch.alarm) head += QStringLiteral("   ") + tr("BEHIND REAL TIME");
        p.drawText(QRectF(6, c * h, width() - 12, 14), Qt::AlignLeft | Qt::AlignVCenter, head);
        p.setPen(QColor(130, 136, 146));
        p.drawText(box.adjusted(2, 0, -2, 0), Qt::AlignRight | Qt::AlignTop,
                   QString::number(hi, 'g', 3));
        p.drawText(box.adjusted(2, 0, -2, 0), Qt::AlignRight | Qt::AlignBottom,
                   QString::number(lo, 'g', 3));
    }
}

// --- Platform drawing ---

PlatformWidget::PlatformWidget(QWidget* parent) : QWidget(parent) {
    setMinimumSize(240, 100);
    c_ = sim::MotionCueing().neutral();
}

void PlatformWidget::setCommand(const sim::PlatformCommand& c, const sim::PlatformGeometry& g) {
    c_ = c;
    g_ = g;
    update();
}

void PlatformWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(250, 251, 252));
    const bool clamped = c_.clamp != sim::kClampNone;
    const QColor seat = clamped ? QColor(210, 60, 50) : QColor(40, 110, 200);
    // Two panels: side view (x forward to the right; pitch) and rear view (y left to the left;
    // roll). Scale: the larger of L and W fills 60 % of a panel's width.
    const double panelW = width() / 2.0;
    const double scale = 0.6 * panelW / std::max(g_.length_m, g_.width_m);
    const double baseY = height() - 14;
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.8));
    p.setFont(f);
    auto panel = [&](int k, const QString& title, double half, double angle,
                     const std::array<double, 2>& d, const std::array<QString, 2>& names) {
        const double cx = panelW * (k + 0.5);
        p.setPen(QColor(40, 44, 52));
        p.drawText(QRectF(panelW * k, 0, panelW, 14), Qt::AlignCenter, title);
        p.setPen(QPen(QColor(120, 126, 136), 3));
        p.drawLine(QPointF(cx - half * scale - 10, baseY), QPointF(cx + half * scale + 10, baseY));
        // Cylinders at -half and +half, drawn to their length.
        for (int i = 0; i < 2; ++i) {
            const double x = cx + (i == 0 ? -half : half) * scale;
            const double top = baseY - d[static_cast<std::size_t>(i)] * scale;
            p.setPen(QPen(QColor(90, 96, 106), 7));
            p.drawLine(QPointF(x, baseY), QPointF(x, top));
            p.setPen(QColor(40, 44, 52));
            p.drawText(QRectF(x - 40, baseY, 80, 14), Qt::AlignCenter,
                       QStringLiteral("%1 %2")
                           .arg(names[static_cast<std::size_t>(i)])
                           .arg(d[static_cast<std::size_t>(i)] * 1000.0, 0, 'f', 0));
        }
        // The seat: a bar at the heave, tilted by the angle (screen y down).
        const double sy = baseY - c_.pose.heave_m * scale;
        const double dx = half * scale * std::cos(angle), dy = half * scale * std::sin(angle);
        // Rods from the cylinder tops to the seat's ends.
        p.setPen(QPen(QColor(150, 156, 166), 2));
        p.drawLine(QPointF(cx - half * scale, baseY - d[0] * scale), QPointF(cx - dx, sy + dy));
        p.drawLine(QPointF(cx + half * scale, baseY - d[1] * scale), QPointF(cx + dx, sy - dy));
        p.setPen(QPen(seat, 5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(cx - dx, sy + dy), QPointF(cx + dx, sy - dy));
        p.setBrush(seat);
        p.drawEllipse(QPointF(cx, sy), 3, 3);
    };
    // Side view: front (d1) to the right; pitch > 0 lowers the front.
    const double rear = 0.5 * (c_.lengths[1] + c_.lengths[2]);
    panel(0, tr("Side: pitch %1°").arg(-c_.pose.pitch_rad * kDeg, 0, 'f', 1), g_.length_m / 2,
          -c_.pose.pitch_rad, {rear, c_.lengths[0]},
          {QStringLiteral("d2/3"), QStringLiteral("d1")});
    // Rear view: left (d2) on the left; roll > 0 lifts the left side.
    panel(1, tr("Rear: roll %1°").arg(c_.pose.roll_rad * kDeg, 0, 'f', 1), g_.width_m / 2,
          -c_.pose.roll_rad, {c_.lengths[1], c_.lengths[2]},
          {QStringLiteral("d2"), QStringLiteral("d3")});
    if (clamped) {
        p.setPen(QColor(210, 60, 50));
        p.drawText(QRectF(0, 14, width(), 14), Qt::AlignCenter, tr("limited"));
    }
}

}  // namespace botlab::gui
