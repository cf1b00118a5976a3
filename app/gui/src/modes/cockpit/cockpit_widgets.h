// SPDX-License-Identifier: GPL-3.0-or-later
// The Cockpit mode's painted widgets: the dashboard over the cab view, the real-time monitor
// (strip charts) and the small drawing of the motion platform. QPainter only, so they stay cheap
// under software OpenGL.
#pragma once

#include <QRasterWindow>
#include <QWidget>
#include <deque>
#include <vector>

#include "session/cockpit_session.h"

namespace botlab::gui {

/// Speed, yaw rate, steering, gait, pitch and roll, and the sim-time to real-time ratio, with a
/// red "falling behind real time" sign. A raster QWindow, so that, put in a window container, it
/// can lie over the cab view's OpenGL window (a plain widget would be drawn under it).
class DashboardWindow : public QRasterWindow {
    Q_OBJECT
public:
    DashboardWindow();
    void setState(const CockpitState& s);
    /// Height the dashboard wants (px) for the widget font.
    static int preferredHeight();
    /// Paints a dashboard of `s` into `r`.
    static void paint(QPainter& p, const QRectF& r, const QFont& font, const CockpitState& s);

protected:
    void paintEvent(QPaintEvent*) override;

private:
    CockpitState s_;
};

/// Strip charts of the last 10 s: pitch and roll, yaw rate, vertical acceleration, foot sinkage,
/// d1-d3, and physics steps per second against what real time needs.
class MonitorWidget : public QWidget {
    Q_OBJECT
public:
    explicit MonitorWidget(QWidget* parent = nullptr);
    void append(const std::vector<MonitorPoint>& points);
    void clear();
    void setBehind(bool behind);
    QSize sizeHint() const override { return {360, 420}; }
    /// Seconds shown.
    static constexpr double kSpan_s = 10.0;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::deque<MonitorPoint> points_;
    bool behind_ = false;
};

/// Side (pitch) and rear (roll) views of the 3-DOF platform: base, the three cylinders at their
/// lengths, and the seat; red when a command was clamped.
class PlatformWidget : public QWidget {
    Q_OBJECT
public:
    explicit PlatformWidget(QWidget* parent = nullptr);
    void setCommand(const sim::PlatformCommand& c, const sim::PlatformGeometry& g);
    QSize sizeHint() const override { return {360, 120}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    sim::PlatformCommand c_;
    sim::PlatformGeometry g_;
};

}  // namespace botlab::gui
