// SPDX-License-Identifier: GPL-3.0-or-later
// DevicesPanel: every wired motor and sensor by port and name with its live value, and a time plot
// (Qt Charts) of the readings and commands the user ticks. Fed from snapshots on the GUI thread.
#pragma once

#include <QHash>
#include <QWidget>
#include <utility>

#include "botlab/runner/snapshot.h"

class QSplitter;
class QTableWidget;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace botlab::gui {

class DevicesPanel : public QWidget {
    Q_OBJECT
public:
    explicit DevicesPanel(QWidget* parent = nullptr);

    /// Rebuilds the rows for a new robot's devices: commands, then readings (one row a channel).
    void setDevices(const std::vector<runner::DeviceValue>& devices);
    /// Updates values and appends plot points at `t_s`.
    void update(const runner::Snapshot& s);
    /// Clears the plot (on reset).
    void clearPlot();
    /// Ticks/unticks row `row` for plotting.
    void setPlotted(int row, bool on);
    int rowCount() const;
    /// The value text shown in a row (for tests).
    QString valueText(int row) const;
    /// The plot's value axis range {min, max}: 0..100 until a plotted value leaves it.
    std::pair<double, double> plotRangeY() const;

    static constexpr int kMaxPointsPerSeries = 1500;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The plot legend of a row: the device name and its channel.
    QString seriesName(int row) const;
    void syncSeries();
    /// Gives the table the height of its rows and the plot the rest.
    void fitTable();

    QTableWidget* table_ = nullptr;
    QChart* chart_ = nullptr;
    QChartView* chartView_ = nullptr;
    QSplitter* split_ = nullptr;
    bool fitted_ = false;  ///< fitTable() ran once the panel had a size.
    QValueAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
    std::vector<runner::DeviceValue> devices_;
    std::vector<QLineSeries*> series_;  ///< One per row; nullptr when not plotted.
    double lastT_ = -1.0;
};

}  // namespace botlab::gui
