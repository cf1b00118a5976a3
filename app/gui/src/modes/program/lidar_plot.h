// SPDX-License-Identifier: GPL-3.0-or-later
// LidarPlot: a lidar's latest scan in the Devices panel as a polar plot seen from above: the robot
// at the centre, its front up, rings every 50 cm (stronger every metre), a dot where each ray hit
// something, and the nearest distance with its angle in text. The plot reaches to the farthest
// hit rounded up to the next 50 cm (at least 50 cm, at most the lidar's range), so a robot in a
// small maze sees its walls large. Angle 0 is the front,
// angles grow counter-clockwise (to the robot's left), one ray a degree. It repaints only when a
// new scan arrives (or the widget is resized/exposed); no allocation per scan. A scan of n rays
// has ray i at 360 i / n degrees (sim::LidarScan).
#pragma once

#include <QPointF>
#include <QString>
#include <QWidget>
#include <array>
#include <vector>

namespace botlab::gui {

class LidarPlot : public QWidget {
    Q_OBJECT
public:
    /// The most rays a scan may have (more are ignored): sim::kMaxLidarRays.
    static constexpr int kMaxRays = 1440;

    explicit LidarPlot(QWidget* parent = nullptr);

    /// Shows a scan: `distance_m[i]` is the distance (m) of ray i, at 360 i / n degrees for n
    /// rays; +inf (or anything not finite, or <= 0) where nothing was hit. `time_s` is the
    /// simulated time it was taken.
    void setScan(const std::vector<float>& distance_m, double time_s);
    /// The lidar's range (m): the plot never reaches farther; default 4 m.
    void setRange(double range_m);
    /// How far the plot reaches now (m): the farthest hit rounded up to 50 cm, within the range.
    double shownRangeM() const;
    /// Forgets the scan.
    void clear();

    /// Where a hit at `angle_deg` and `distance_m` is drawn (widget pixels).
    QPointF plotPoint(double angle_deg, double distance_m) const;
    /// The plot's centre (the robot) and scale.
    QPointF centre() const;
    double pixelsPerMetre() const;
    /// Rays that hit something in the latest scan.
    int hitCount() const { return hits_; }
    /// The nearest hit (m; +inf when none) and its angle (deg).
    double nearestM() const { return nearest_m_; }
    double nearestDeg() const { return nearest_deg_; }
    /// The text line under the plot.
    QString caption() const;
    int paintCount() const { return paints_; }
    /// The colour of the hit dots (tests look for it).
    static QColor hitColour() { return QColor(220, 40, 30); }

    QSize sizeHint() const override { return {200, 200}; }
    QSize minimumSizeHint() const override { return {96, 110}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int captionHeight() const;

    std::array<float, kMaxRays> distance_m_{};
    int rays_ = 0;
    bool hasScan_ = false;
    int hits_ = 0;
    double nearest_m_ = 0.0;
    double nearest_deg_ = 0.0;
    double time_s_ = -1.0;
    double range_m_ = 4.0;
    double farthest_m_ = 0.0;  ///< Of the latest scan's hits.
    int paints_ = 0;
    std::array<QPointF, kMaxRays> points_{};  ///< Reused each paint.
};

}  // namespace botlab::gui
