// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/lidar_plot.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <limits>

namespace botlab::gui {

LidarPlot::LidarPlot(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("lidarPlot"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    nearest_m_ = std::numeric_limits<double>::infinity();
}

void LidarPlot::setScan(const std::vector<float>& distance_m, double time_s) {
    hits_ = 0;
    nearest_m_ = std::numeric_limits<double>::infinity();
    nearest_deg_ = 0;
    rays_ = std::min(int(distance_m.size()), kMaxRays);
    farthest_m_ = 0.0;
    for (int i = 0; i < rays_; ++i) {
        const float d = distance_m[std::size_t(i)];
        const bool hit = std::isfinite(d) && d > 0.0f;
        distance_m_[std::size_t(i)] = hit ? d : std::numeric_limits<float>::infinity();
        if (!hit) continue;
        ++hits_;
        farthest_m_ = std::max(farthest_m_, double(d));
        if (d < nearest_m_) {
            nearest_m_ = d;
            nearest_deg_ = 360.0 * i / rays_;
        }
    }
    hasScan_ = true;
    time_s_ = time_s;
    update();
}

void LidarPlot::setRange(double range_m) {
    if (range_m > 0.0 && range_m != range_m_) {
        range_m_ = range_m;
        update();
    }
}

void LidarPlot::clear() {
    if (!hasScan_) return;
    hasScan_ = false;
    hits_ = 0;
    rays_ = 0;
    farthest_m_ = 0.0;
    nearest_m_ = std::numeric_limits<double>::infinity();
    time_s_ = -1.0;
    update();
}

int LidarPlot::captionHeight() const {
    return fontMetrics().height() + 4;
}

QPointF LidarPlot::centre() const {
    return {width() / 2.0, (height() - captionHeight()) / 2.0};
}

double LidarPlot::shownRangeM() const {
    const double halfMetres = std::max(1.0, std::ceil(farthest_m_ * 2.0 - 1e-9));
    return std::min(range_m_, halfMetres / 2.0);
}

double LidarPlot::pixelsPerMetre() const {
    const double radius_px = std::min(width(), height() - captionHeight()) / 2.0 - 4.0;
    return std::max(1.0, radius_px) / shownRangeM();
}

QPointF LidarPlot::plotPoint(double angle_deg, double distance_m) const {
    // Front up, counter-clockwise to the left: angle 90 (the robot's left) is drawn left.
    const double a = angle_deg * M_PI / 180.0;
    const double r = distance_m * pixelsPerMetre();
    const QPointF c = centre();
    return {c.x() - r * std::sin(a), c.y() - r * std::cos(a)};
}

QString LidarPlot::caption() const {
    if (!hasScan_) return tr("no scan yet");
    const QString time = tr("%1 s").arg(time_s_, 0, 'f', 1);
    if (hits_ == 0) return tr("%1 · nothing in range").arg(time);
    return tr("%1 · nearest %2 m at %3°")
        .arg(time)
        .arg(nearest_m_, 0, 'f', 2)
        .arg(nearest_deg_, 0, 'f', 0);
}

void LidarPlot::paintEvent(QPaintEvent*) {
    ++paints_;
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QPointF c = centre();
    const double ppm = pixelsPerMetre();
    // Rings: every 50 cm faint, every metre stronger; the front-back and left-right axes.
    const QColor text = palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlpha(40);
    QColor strong = text;
    strong.setAlpha(110);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setBrush(Qt::NoBrush);
    const double shown_m = shownRangeM();
    const int halfMetres = int(std::floor(shown_m * 2.0 + 1e-9));
    for (int k = 1; k <= halfMetres; ++k) {
        p.setPen(QPen(k % 2 == 0 ? strong : faint, 1.0));
        const double r = k * 0.5 * ppm;
        p.drawEllipse(c, r, r);
    }
    p.setPen(QPen(faint, 1.0));
    const double R = shown_m * ppm;
    p.drawLine(QPointF(c.x() - R, c.y()), QPointF(c.x() + R, c.y()));
    p.drawLine(QPointF(c.x(), c.y() - R), QPointF(c.x(), c.y() + R));
    // The outer ring's distance, at its top right.
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    p.setFont(small);
    p.setPen(strong);
    p.drawText(QPointF(c.x() + R * 0.72, c.y() - R * 0.72),
               tr("%1 m").arg(QLocale().toString(shown_m, 'g', 2)));
    p.setFont(font());
    // The robot: a small triangle pointing forward (up).
    QPainterPath robot;
    robot.moveTo(c + QPointF(0, -5));
    robot.lineTo(c + QPointF(3.5, 3.5));
    robot.lineTo(c + QPointF(-3.5, 3.5));
    robot.closeSubpath();
    p.fillPath(robot, palette().color(QPalette::Highlight));
    p.setRenderHint(QPainter::Antialiasing, false);
    // The hits: 3x3 px dots.
    int n = 0;
    for (int i = 0; i < rays_; ++i) {
        const double d = distance_m_[std::size_t(i)];
        if (std::isfinite(d))
            points_[std::size_t(n++)] = plotPoint(360.0 * i / rays_, std::min(d, shown_m));
    }
    p.setPen(QPen(hitColour(), 3.0, Qt::SolidLine, Qt::SquareCap));
    p.drawPoints(points_.data(), n);
    if (hits_ > 0) {  // the nearest hit ringed
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(hitColour(), 1.5));
        p.drawEllipse(plotPoint(nearest_deg_, std::min(nearest_m_, shown_m)), 5.0, 5.0);
        p.setRenderHint(QPainter::Antialiasing, false);
    }
    const int ch = captionHeight();
    const QRect line(4, height() - ch, width() - 8, ch);
    p.setPen(palette().color(QPalette::WindowText));
    p.fillRect(line.adjusted(-4, 0, 4, 0), palette().window());
    p.drawText(line, Qt::AlignVCenter | Qt::AlignLeft,
               fontMetrics().elidedText(caption(), Qt::ElideRight, line.width()));
}

}  // namespace botlab::gui
