// SPDX-License-Identifier: GPL-3.0-or-later
// DevicesPanel: every wired motor and sensor by port and name with its live value, and a time plot
// (Qt Charts) of the readings and commands the user ticks; under the table, each camera's live
// image and each lidar's polar plot (camera_image_view.h, lidar_plot.h). Fed from snapshots on
// the GUI thread.
#pragma once

#include <QHash>
#include <QWidget>
#include <utility>

#include "botlab/runner/snapshot.h"
#include "modes/program/camera_image_view.h"

class QComboBox;
class QLabel;
class QSplitter;
class QTableWidget;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace botlab::gui {

class LidarPlot;

class DevicesPanel : public QWidget {
    Q_OBJECT
public:
    explicit DevicesPanel(QWidget* parent = nullptr);

    /// The robots of the run ("Alice (blue)", ...), robot 0 first: with two or more, a list at
    /// the panel's top chooses whose devices it shows (hidden otherwise). Keeps the choice when
    /// that robot is still there, else shows robot 0.
    void setRobots(const QStringList& titles);
    /// The robot shown (0 = the student's).
    int robot() const { return robot_; }
    /// Shows the `index`-th robot's devices (as choosing it in the list does).
    void setRobot(int index);
    QComboBox* robotBox() const { return robotBox_; }
    /// The part of a snapshot about robot `index` (0: the snapshot itself) as a snapshot of one
    /// robot: its commands, readings, cameras and lidars; empty when it has no such robot.
    static runner::Snapshot robotPart(const runner::Snapshot& s, int index);

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
    /// The device shown in a row: port, name, channel and kind ("S2 line (line sensor)").
    QString deviceText(int row) const;
    /// The plot's value axis range {min, max}: 0..100 until a plotted value leaves it.
    std::pair<double, double> plotRangeY() const;

    static constexpr int kMaxPointsPerSeries = 1500;

    /// The eyes shown under the table: `cameras` image views and `lidars` plots (extra ones
    /// removed); the area is hidden when both are 0.
    void setEyeCount(int cameras, int lidars);
    /// The `index`-th camera's image (rgb: 3 bytes a pixel, rows from the top) taken at
    /// `time_s`, under `title`; redrawn only when `time_s` differs from the image shown.
    void showCameraImage(int index, const QString& title, int width_px, int height_px,
                         const std::vector<std::uint8_t>& rgb, double time_s,
                         const std::optional<CameraImageView::Blob>& blob);
    /// The `index`-th lidar's scan (sim::LidarScan::distance_m) taken at `time_s`, plotted
    /// out to `range_m`; redrawn only when `time_s` differs from the scan shown.
    void showLidarScan(int index, const QString& title, const std::vector<float>& distance_m,
                       double time_s, double range_m);
    /// The eyes' widgets (tests); nullptr when there is no such one.
    CameraImageView* cameraView(int index) const;
    LidarPlot* lidarPlot(int index) const;
    /// The eyes' area (hidden without cameras and lidars).
    QWidget* eyesArea() const { return eyes_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The plot legend of a row: the device name and its channel.
    QString seriesName(int row) const;
    void syncSeries();
    /// Gives the table the height of its rows and the plot the rest.
    void fitTable();

    /// A camera or lidar with its title above it.
    struct Eye {
        QWidget* box = nullptr;
        QLabel* title = nullptr;
        CameraImageView* camera = nullptr;
        LidarPlot* lidar = nullptr;
        double time_s = -1.0;  ///< Of the image or scan shown.
    };
    Eye& eyeAt(std::vector<Eye>& eyes, int index, bool camera);
    /// Shows the snapshot's camera images and lidar scans (new ones only).
    void updateEyes(const runner::Snapshot& s);

    QWidget* robotRow_ = nullptr;
    QComboBox* robotBox_ = nullptr;
    int robot_ = 0;
    QTableWidget* table_ = nullptr;
    QWidget* eyes_ = nullptr;  ///< Cameras and lidars side by side.
    std::vector<Eye> cameras_, lidars_;
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
