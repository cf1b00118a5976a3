// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/devices_panel.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "botlab/runner/display_names.h"
#include "modes/program/lidar_plot.h"

namespace botlab::gui {

namespace {
/// Words for the device kinds and channels the snapshot names ("imu", "yaw_rate", ...).
struct Word {
    const char* key;
    const char* text;
};
constexpr Word kKinds[] = {
    {"motor", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Motor")},
    {"servo", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Servo")},
    {"fan", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Fan")},
    {"line", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Line sensor")},
    {"distance", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Distance sensor")},
    {"touch", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Touch sensor")},
    {"compass", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Compass")},
    {"gyro", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Gyro")},
    {"flame", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Flame sensor")},
    {"light", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Light sensor")},
    {"sound", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Sound sensor")},
    {"imu", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "IMU")},
    {"camera", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Camera")},
    {"lidar", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "Lidar")},
};
constexpr Word kChannels[] = {
    {"angle", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "angle")},
    {"rate", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "rate")},
    {"pitch", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "pitch")},
    {"roll", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "roll")},
    {"yaw_rate", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "yaw rate")},
    {"vertical_accel", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "vertical acceleration")},
    {"red", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "red")},
    {"green", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "green")},
    {"blue", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "blue")},
    {"ahead", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "ahead")},
    {"nearest", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "nearest")},
    {"nearest_angle", QT_TRANSLATE_NOOP("botlab::gui::DevicesPanel", "nearest angle")},
};

/// The translated word for `key`, or the key itself when the table has none.
template <std::size_t N>
QString wordFor(const Word (&table)[N], const std::string& key) {
    for (const Word& w : table)
        if (key == w.key) return DevicesPanel::tr(w.text);
    return QString::fromStdString(key);
}

QString kindText(const runner::DeviceValue& d) {
    return wordFor(kKinds, d.kind);
}

QString channelText(const runner::DeviceValue& d) {
    return d.channel.empty() ? QString() : wordFor(kChannels, d.channel);
}

QString unitText(const std::string& unit) {
    if (unit == "deg") return QStringLiteral("°");
    if (unit == "deg/s") return QStringLiteral("°/s");
    if (unit == "m/s^2") return QStringLiteral("m/s²");
    return QString::fromStdString(unit);
}

/// The panel's rows: commands, then readings; a robot with many joints (a legged robot's 12 to
/// 18 servos) shows its readings (the IMU) first, so they are not scrolled away.
std::vector<runner::DeviceValue> rowsOf(const runner::Snapshot& s) {
    constexpr std::size_t kManyCommands = 8;
    const bool readingsFirst = s.commands.size() > kManyCommands;
    std::vector<runner::DeviceValue> rows = readingsFirst ? s.readings : s.commands;
    const auto& rest = readingsFirst ? s.commands : s.readings;
    rows.insert(rows.end(), rest.begin(), rest.end());
    return rows;
}
}  // namespace

DevicesPanel::DevicesPanel(QWidget* parent) : QWidget(parent) {
    table_ = new QTableWidget(0, 4, this);
    table_->setHorizontalHeaderLabels({tr("Plot"), tr("Port"), tr("Device"), tr("Value")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);

    chart_ = new QChart();
    chart_->legend()->setAlignment(Qt::AlignBottom);
    chart_->setMargins(QMargins(2, 2, 2, 2));
    axisX_ = new QValueAxis(chart_);
    axisX_->setTitleText(tr("time (s)"));
    axisX_->setRange(0, 10);
    axisY_ = new QValueAxis(chart_);
    axisY_->setRange(0, 100);  // grows when a value leaves it (backwards motors, far distances)
    // Ticks at round values from 0 (…, -10, 0, 25, …), whatever the range grew to.
    axisY_->setTickType(QValueAxis::TicksDynamic);
    axisY_->setTickAnchor(0.0);
    axisY_->setTickInterval(25.0);
    chart_->addAxis(axisX_, Qt::AlignBottom);
    chart_->addAxis(axisY_, Qt::AlignLeft);
    chartView_ = new QChartView(chart_, this);
    chartView_->setRenderHint(QPainter::Antialiasing, false);
    chartView_->setMinimumHeight(240);
    QFont small = font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() * 0.85));
    for (QValueAxis* axis : {axisX_, axisY_}) {
        axis->setLabelsFont(small);
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setTitleFont(small);
    }
    chart_->legend()->setFont(small);

    // The table keeps the height of its rows; the plot gets the rest (its axis labels need room).
    split_ = new QSplitter(Qt::Vertical, this);
    // The robot's eyes (cameras, lidars) side by side between the table and the plot.
    eyes_ = new QWidget(this);
    eyes_->setObjectName(QStringLiteral("devicesEyes"));
    auto* eyesLayout = new QHBoxLayout(eyes_);
    eyesLayout->setContentsMargins(2, 2, 2, 2);
    eyes_->setMinimumHeight(150);
    eyes_->hide();
    split_->addWidget(table_);
    split_->addWidget(eyes_);
    split_->addWidget(chartView_);
    split_->setStretchFactor(0, 0);
    split_->setStretchFactor(1, 1);
    split_->setStretchFactor(2, 1);
    split_->setChildrenCollapsible(false);
    // Whose devices: a list of the run's robots when there are several.
    robotRow_ = new QWidget(this);
    auto* robotLayout = new QHBoxLayout(robotRow_);
    robotLayout->setContentsMargins(4, 2, 4, 2);
    auto* robotLabel = new QLabel(tr("&Robot:"), robotRow_);
    robotBox_ = new QComboBox(robotRow_);
    robotBox_->setObjectName(QStringLiteral("devicesRobot"));
    robotLabel->setBuddy(robotBox_);
    robotLayout->addWidget(robotLabel);
    robotLayout->addWidget(robotBox_, 1);
    robotRow_->hide();
    connect(robotBox_, &QComboBox::currentIndexChanged, this, [this](int i) { setRobot(i); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(robotRow_);
    layout->addWidget(split_, 1);

    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == 0) syncSeries();
    });
}

int DevicesPanel::rowCount() const {
    return table_->rowCount();
}

QString DevicesPanel::valueText(int row) const {
    auto* it = table_->item(row, 3);
    return it ? it->text() : QString();
}

QString DevicesPanel::deviceText(int row) const {
    const auto* port = table_->item(row, 1);
    const auto* name = table_->item(row, 2);
    if (!port || !name) return QString();
    return port->text() + QLatin1Char(' ') + name->text();
}

std::pair<double, double> DevicesPanel::plotRangeY() const {
    return {axisY_->min(), axisY_->max()};
}

void DevicesPanel::setDevices(const std::vector<runner::DeviceValue>& devices) {
    for (QLineSeries* s : series_)
        if (s) {
            chart_->removeSeries(s);
            delete s;
        }
    series_.assign(devices.size(), nullptr);
    devices_ = devices;
    const QSignalBlocker block(table_);
    table_->setRowCount(int(devices.size()));
    for (int r = 0; r < int(devices.size()); ++r) {
        const runner::DeviceValue& d = devices[r];
        auto* check = new QTableWidgetItem();
        check->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        // Plot the motors and the line sensors by default: what a line follower is about (and a
        // legged robot's pitch and roll).
        const bool plot = d.kind == "motor" || d.kind == "line" ||
                          (d.kind == "imu" && (d.channel == "pitch" || d.channel == "roll"));
        check->setCheckState(plot ? Qt::Checked : Qt::Unchecked);
        table_->setItem(r, 0, check);
        const QString portText =
            d.port > 0 ? (d.role == runner::DeviceRole::Reading ? tr("S%1") : tr("M%1")).arg(d.port)
                       : tr("–");
        table_->setItem(r, 1, new QTableWidgetItem(portText));
        const QString channel = channelText(d);
        const QString name = runner::partLabel(QString::fromStdString(d.name));
        table_->setItem(
            r, 2,
            new QTableWidgetItem(
                channel.isEmpty() ? QStringLiteral("%1 (%2)").arg(name, kindText(d))
                                  : QStringLiteral("%1 %2 (%3)").arg(name, channel, kindText(d))));
        table_->setItem(r, 3, new QTableWidgetItem(QString()));
    }
    syncSeries();
    lastT_ = -1;
    fitTable();
}

void DevicesPanel::fitTable() {
    // The table as tall as its rows (at most 60 % of the panel), the plot below it.
    int h = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth() + 2;
    for (int r = 0; r < table_->rowCount(); ++r) h += table_->rowHeight(r);
    const int total = split_->height();
    if (total <= 0) return;
    h = std::min(h, total * 3 / 5);
    if (eyes_->isHidden()) {
        split_->setSizes({h, 0, std::max(1, total - h)});
    } else {  // the eyes get most of the rest: the plot keeps at least its minimum
        const int rest = std::max(1, total - h);
        const int plot = std::max(chartView_->minimumHeight(), rest * 2 / 5);
        split_->setSizes({h, std::max(1, rest - plot), plot});
    }
}

void DevicesPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (!fitted_ && split_->height() > 0) {
        fitted_ = true;
        fitTable();
    }
}

QString DevicesPanel::seriesName(int row) const {
    const runner::DeviceValue& d = devices_[std::size_t(row)];
    const QString channel = channelText(d);
    const QString name = runner::partLabel(QString::fromStdString(d.name));
    return channel.isEmpty() ? name : name + QLatin1Char(' ') + channel;
}

void DevicesPanel::setPlotted(int row, bool on) {
    if (auto* it = table_->item(row, 0)) it->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

void DevicesPanel::syncSeries() {
    for (int r = 0; r < int(devices_.size()); ++r) {
        const bool want = table_->item(r, 0) && table_->item(r, 0)->checkState() == Qt::Checked;
        if (want && !series_[r]) {
            auto* s = new QLineSeries(chart_);
            s->setName(seriesName(r));
            chart_->addSeries(s);
            s->attachAxis(axisX_);
            s->attachAxis(axisY_);
            series_[r] = s;
        } else if (!want && series_[r]) {
            chart_->removeSeries(series_[r]);
            delete series_[r];
            series_[r] = nullptr;
        }
    }
}

void DevicesPanel::clearPlot() {
    for (QLineSeries* s : series_)
        if (s) s->clear();
    axisX_->setRange(0, 10);
    axisY_->setRange(0, 100);
    axisY_->setTickInterval(25.0);
    lastT_ = -1;
}

void DevicesPanel::updateEyes(const runner::Snapshot& s) {
    if (int(s.cameras.size()) != int(cameras_.size()) ||
        int(s.lidars.size()) != int(lidars_.size()))
        setEyeCount(int(s.cameras.size()), int(s.lidars.size()));
    const auto title = [](int port, const std::string& name, const char* kind) {
        const QString label = runner::partLabel(QString::fromStdString(name));
        const QString text = QStringLiteral("%1 (%2)").arg(label, wordFor(kKinds, kind));
        return port > 0 ? DevicesPanel::tr("S%1").arg(port) + QLatin1Char(' ') + text : text;
    };
    for (int i = 0; i < int(s.cameras.size()); ++i) {
        const runner::CameraView& c = s.cameras[std::size_t(i)];
        if (!c.image || c.image->time_s < 0) continue;
        std::optional<CameraImageView::Blob> blob;
        if (c.blob_colour)  // the blob the program looks for (area 0: not found)
            blob = CameraImageView::Blob{CameraImageView::colourText(*c.blob_colour), c.blob.x_pct,
                                         c.blob.y_pct, c.blob.found ? c.blob.area_pct : 0.0};
        showCameraImage(i, title(c.port, c.name, "camera"), c.image->width_px, c.image->height_px,
                        c.image->rgb, c.image->time_s, blob);
    }
    for (int i = 0; i < int(s.lidars.size()); ++i) {
        const runner::LidarView& l = s.lidars[std::size_t(i)];
        if (!l.scan || l.scan->time_s < 0) continue;
        showLidarScan(i, title(l.port, l.name, "lidar"), l.scan->distance_m, l.scan->time_s,
                      l.max_range_m);
    }
}

void DevicesPanel::setRobots(const QStringList& titles) {
    const int keep = robot_ < titles.size() ? robot_ : 0;
    {
        const QSignalBlocker block(robotBox_);
        robotBox_->clear();
        robotBox_->addItems(titles);
        robotBox_->setCurrentIndex(titles.isEmpty() ? -1 : keep);
    }
    robotRow_->setVisible(titles.size() >= 2);
    if (keep != robot_) setRobot(keep);
}

void DevicesPanel::setRobot(int index) {
    if (index < 0) index = 0;
    if (robotBox_->currentIndex() != index && index < robotBox_->count()) {
        const QSignalBlocker block(robotBox_);
        robotBox_->setCurrentIndex(index);
    }
    if (index == robot_) return;
    robot_ = index;
    // Another robot's devices: new rows, a new plot and its own eyes.
    setDevices({});
    setEyeCount(0, 0);
    clearPlot();
}

runner::Snapshot DevicesPanel::robotPart(const runner::Snapshot& s, int index) {
    if (index == 0) return s;
    runner::Snapshot part;
    part.sim_time_s = s.sim_time_s;
    part.steps = s.steps;
    if (index < 0 || index >= int(s.robots.size())) return part;
    const runner::RobotSnapshot& r = s.robots[std::size_t(index)];
    part.link_poses = r.link_poses;
    part.loop_travel_m = r.loop_travel_m;
    part.commands = r.commands;
    part.readings = r.readings;
    part.cameras = r.cameras;
    part.lidars = r.lidars;
    part.has_program = r.has_program;
    part.program_state = r.program_state;
    part.program_error = r.program_error;
    part.over = s.over;
    part.running = s.running;
    return part;
}

void DevicesPanel::update(const runner::Snapshot& whole) {
    const runner::Snapshot partCopy = robot_ == 0 ? runner::Snapshot() : robotPart(whole, robot_);
    const runner::Snapshot& s = robot_ == 0 ? whole : partCopy;
    updateEyes(s);
    const std::vector<runner::DeviceValue> rows = rowsOf(s);
    if (rows.size() != devices_.size()) setDevices(rows);
    for (int r = 0; r < int(rows.size()); ++r) {
        const runner::DeviceValue& d = rows[std::size_t(r)];
        const QString text =
            d.kind == "touch"
                ? (d.value > 0.5 ? tr("pressed") : tr("released"))
                : QStringLiteral("%1 %2").arg(d.value, 0, 'f', 1).arg(unitText(d.unit));
        if (auto* it = table_->item(r, 3); it && it->text() != text) it->setText(text);
    }
    if (s.sim_time_s < lastT_) clearPlot();
    if (s.sim_time_s <= lastT_ + 0.02) return;  // at most 50 points per simulated second
    lastT_ = s.sim_time_s;
    double lo = 0, hi = 100;
    for (int r = 0; r < int(rows.size()); ++r) {
        QLineSeries* ser = series_[r];
        if (!ser) continue;
        const double v = rows[std::size_t(r)].value;
        ser->append(s.sim_time_s, v);
        if (ser->count() > kMaxPointsPerSeries)
            ser->removePoints(0, ser->count() - kMaxPointsPerSeries);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    if (axisY_->min() > lo || axisY_->max() < hi) {  // to whole tens, so the ticks stay round
        axisY_->setRange(std::min(axisY_->min(), std::floor(lo / 10) * 10),
                         std::max(axisY_->max(), std::ceil(hi / 10) * 10));
        // A round tick step giving at most about six ticks.
        const double span = axisY_->max() - axisY_->min();
        double step = 10.0;
        for (double candidate : {10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0})
            if (span / candidate <= 6.0) {
                step = candidate;
                break;
            }
        axisY_->setTickInterval(step);
    }
    const double span = 10.0;
    if (s.sim_time_s > axisX_->max()) axisX_->setRange(s.sim_time_s - span, s.sim_time_s);
}

DevicesPanel::Eye& DevicesPanel::eyeAt(std::vector<Eye>& eyes, int index, bool camera) {
    while (int(eyes.size()) <= index) {
        Eye e;
        e.box = new QWidget(eyes_);
        auto* v = new QVBoxLayout(e.box);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(1);
        e.title = new QLabel(e.box);
        v->addWidget(e.title);
        if (camera) {
            e.camera = new CameraImageView(e.box);
            v->addWidget(e.camera, 1);
        } else {
            e.lidar = new LidarPlot(e.box);
            v->addWidget(e.lidar, 1);
        }
        // Cameras first, then lidars.
        auto* row = static_cast<QHBoxLayout*>(eyes_->layout());
        row->insertWidget(camera ? int(cameras_.size()) : row->count(), e.box, 1);
        eyes.push_back(e);
    }
    return eyes[std::size_t(index)];
}

void DevicesPanel::setEyeCount(int cameras, int lidars) {
    for (auto [list, n] : {std::pair{&cameras_, cameras}, std::pair{&lidars_, lidars}}) {
        while (int(list->size()) > std::max(0, n)) {
            delete list->back().box;
            list->pop_back();
        }
    }
    for (int i = 0; i < cameras; ++i) eyeAt(cameras_, i, true);
    for (int i = 0; i < lidars; ++i) eyeAt(lidars_, i, false);
    const bool any = cameras > 0 || lidars > 0;
    if (any == eyes_->isHidden()) {
        eyes_->setVisible(any);
        fitTable();
    }
}

void DevicesPanel::showCameraImage(int index, const QString& title, int width_px, int height_px,
                                   const std::vector<std::uint8_t>& rgb, double time_s,
                                   const std::optional<CameraImageView::Blob>& blob) {
    if (index < 0) return;
    if (index >= int(cameras_.size())) setEyeCount(index + 1, int(lidars_.size()));
    Eye& e = cameras_[std::size_t(index)];
    if (e.title->text() != title) e.title->setText(title);
    e.camera->setBlob(blob);
    if (time_s == e.time_s) return;  // the same image: nothing to draw
    e.time_s = time_s;
    e.camera->setImage(width_px, height_px, rgb, time_s);
}

void DevicesPanel::showLidarScan(int index, const QString& title,
                                 const std::vector<float>& distance_m, double time_s,
                                 double range_m) {
    if (index < 0) return;
    if (index >= int(lidars_.size())) setEyeCount(int(cameras_.size()), index + 1);
    Eye& e = lidars_[std::size_t(index)];
    if (e.title->text() != title) e.title->setText(title);
    e.lidar->setRange(range_m);
    if (time_s == e.time_s) return;
    e.time_s = time_s;
    e.lidar->setScan(distance_m, time_s);
}

CameraImageView* DevicesPanel::cameraView(int index) const {
    return index >= 0 && index < int(cameras_.size()) ? cameras_[std::size_t(index)].camera
                                                      : nullptr;
}

LidarPlot* DevicesPanel::lidarPlot(int index) const {
    return index >= 0 && index < int(lidars_.size()) ? lidars_[std::size_t(index)].lidar : nullptr;
}

}  // namespace botlab::gui
