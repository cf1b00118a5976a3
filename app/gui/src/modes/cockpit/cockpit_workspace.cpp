// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/cockpit/cockpit_workspace.h"

#include "botlab/core/files.h"
#include "botlab/runner/display_names.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWindow>
#include <cmath>
#include <utility>

#include "botlab/sim/legged/robots.h"
#include "modes/cockpit/cockpit_widgets.h"
#include "view3d/scene_view.h"

namespace botlab::gui {

namespace {

/// Cab camera (eye, look-at in the body frame) and chase offset per robot size.
struct CameraRig {
    sim::Vec3 eye_B, target_B;
    QVector3D chase_W;
};

CameraRig rigFor(const QString& robot) {
    if (robot == QLatin1String("manned_hexapod")) {
        // The driver's eye in the cab, looking out of the front window at the ground ahead.
        const sim::legged::MannedCab cab = sim::legged::mannedHexapodCab();
        return {cab.eye_B, cab.look_B, QVector3D(-7.0, 4.0, 3.5)};
    }
    if (robot == QLatin1String("wheel_legged"))
        return {sim::Vec3(0.45, 0.22, 0.0), sim::Vec3(3.0, -0.25, 0.0), QVector3D(-2.4, 1.6, 1.2)};
    if (robot == QLatin1String("quadruped"))
        return {sim::Vec3(0.2, 0.09, 0.0), sim::Vec3(1.5, -0.1, 0.0), QVector3D(-1.1, 0.8, 0.6)};
    return {sim::Vec3(0.06, 0.07, 0.0), sim::Vec3(1.0, -0.06, 0.0), QVector3D(-0.6, 0.45, 0.35)};
}

}  // namespace

CockpitWorkspace::CockpitWorkspace(QWidget* parent) : Workspace(parent) {
    session_ = new CockpitSession(this);
    gamepad_ = new GamepadInput(this);
    inputSettings_ = InputSettings::load();
    buildUi();
    connect(session_, &CockpitSession::loaded, this, [this](const QString& error) {
        if (!error.isEmpty()) status_->setText(tr("Cannot start the drive: %1").arg(error));
        monitor_->clear();
    });
    connect(session_, &CockpitSession::udpError, this, [this](const QString& error) {
        status_->setText(tr("Platform output: %1").arg(error));
    });
    connect(gamepad_, &GamepadInput::devicesChanged, this, [this] {
        deviceLabel_->setText(gamepad_->connected()
                                  ? tr("Controller: %1").arg(gamepad_->deviceName())
                                  : tr("Controller: none (keyboard)"));
    });
    emit gamepad_->devicesChanged();
    // The cab view takes a new snapshot up to 60 times a second (a slow machine draws as fast as
    // it can, at least 30 under software OpenGL); the small view and the painted widgets 10.
    frameTimer_.setInterval(16);
    sinceSlowRefresh_.start();
    connect(&frameTimer_, &QTimer::timeout, this, &CockpitWorkspace::refresh);
    inputTimer_.setInterval(40);  // 25 Hz, the rate the drive reads commands at
    connect(&inputTimer_, &QTimer::timeout, this, &CockpitWorkspace::pollInput);
    monitorTimer_.setInterval(100);
    connect(&monitorTimer_, &QTimer::timeout, this,
            [this] { monitor_->append(session_->takeMonitor()); });
    qApp->installEventFilter(this);
    applyUdpSettings();
}

CockpitWorkspace::~CockpitWorkspace() {
    qApp->removeEventFilter(this);
}

void CockpitWorkspace::buildUi() {
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(4, 4, 4, 4);
    page->addWidget(messageBar());
    // The drive's choices and buttons span the page (beside the cab they did not fit 1024 px);
    // under them the cab and, on the right, the monitor.
    auto* bar = new QHBoxLayout();
    page->addLayout(bar);
    auto* outer = new QHBoxLayout();
    page->addLayout(outer, 1);
    auto* left = new QVBoxLayout();
    outer->addLayout(left, 1);

    robotBox_ = new QComboBox(this);
    for (const QString& r : runner::leggedRobotNames())
        robotBox_->addItem(runner::robotTitle(r), r);
    // Seed 000's vehicle is the Cockpit's own: the manned hexapod on its field (500 Hz).
    robotBox_->setCurrentIndex(std::max(0, robotBox_->findData(QStringLiteral("manned_hexapod"))));
    sceneBox_ = new QComboBox(this);
    for (const QString& s : runner::builtinSceneNames())
        sceneBox_->addItem(runner::sceneTitle(s), s);
    sceneBox_->setCurrentIndex(std::max(0, sceneBox_->findData(QStringLiteral("manned_field"))));
    soilBox_ = new QComboBox(this);
    soilBox_->addItem(tr("Scene's ground"), QString());
    const std::pair<const char*, QString> soils[] = {{"concrete", tr("Concrete")},
                                                     {"wood", tr("Wood")},
                                                     {"gravel", tr("Gravel")},
                                                     {"sand", tr("Sand")},
                                                     {"hard_soil", tr("Hard soil")},
                                                     {"loose_soil", tr("Loose soil")},
                                                     {"peat", tr("Peat")}};
    for (const auto& [id, name] : soils) soilBox_->addItem(name, QString::fromLatin1(id));
    bar->addWidget(new QLabel(tr("Robot:"), this));
    bar->addWidget(robotBox_);
    bar->addWidget(new QLabel(tr("Scene:"), this));
    bar->addWidget(sceneBox_);
    bar->addWidget(new QLabel(tr("Soil:"), this));
    bar->addWidget(soilBox_);
    driveButton_ = new QPushButton(tr("Pause"), this);
    auto* reset = new QPushButton(tr("Reset"), this);
    auto* swap = new QPushButton(tr("Swap views"), this);
    bar->addWidget(driveButton_);
    bar->addWidget(reset);
    bar->addWidget(swap);
    bar->addStretch();
    for (QComboBox* b : {robotBox_, sceneBox_, soilBox_}) {
        b->setFocusPolicy(Qt::ClickFocus);
        connect(b, &QComboBox::activated, this, [this] { reopen(); });
    }
    connect(driveButton_, &QPushButton::clicked, this, [this] { setDriving(!driving_); });
    connect(reset, &QPushButton::clicked, this, [this] {
        session_->reset();
        monitor_->clear();
    });
    connect(swap, &QPushButton::clicked, this, &CockpitWorkspace::swapViews);

    // The cab: the big view with the small one in its top right corner; the dashboard below.
    cab_ = new QWidget(this);
    mainView_ = new SceneView(cab_);
    smallView_ = new SceneView(cab_);
    mainView_->setObjectName(QStringLiteral("cockpitMainView"));
    smallView_->setObjectName(QStringLiteral("cockpitSmallView"));
    // The small view is redrawn at 10 Hz, when its snapshot changes: software OpenGL on a laptop
    // keeps its time for the big one.
    smallView_->setRenderOnDemand(true);
    left->addWidget(cab_, 1);
    // The dashboard lies over the bottom of the cab view, like a vehicle's instrument panel. The
    // views are OpenGL windows, so the dashboard is a window too, stacked above them.
    dashboard_ = new DashboardWindow();
    dashboardBox_ = QWidget::createWindowContainer(dashboard_, cab_);
    dashboardBox_->setFocusPolicy(Qt::NoFocus);
    auto* keys = new QLabel(tr("Keys: arrows or W A S D walk and turn, Q E step sideways, 1 2 3 "
                               "pick the gait, Space stops. A gamepad or wheel works too."),
                            this);
    keys->setWordWrap(true);
    left->addWidget(keys);

    auto* side = new QWidget(this);
    side->setObjectName(QStringLiteral("cockpitSidePanel"));
    auto* right = new QVBoxLayout(side);
    right->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(side, 0);
    // The monitor and the platform scroll on a low screen (1024x600); the buttons and the drive's
    // status under them stay in sight.
    auto* charts = new QWidget(side);
    auto* chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    monitor_ = new MonitorWidget(charts);
    chartsLayout->addWidget(monitor_, 1);
    platform_ = new PlatformWidget(charts);
    platform_->setMinimumHeight(110);
    chartsLayout->addWidget(platform_);
    auto* scroll = new QScrollArea(side);
    scroll->setObjectName(QStringLiteral("cockpitCharts"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(charts);
    scroll->setMinimumWidth(monitor_->minimumWidth() + 70 +
                            scroll->verticalScrollBar()->sizeHint().width());
    scroll->setMinimumHeight(120);
    right->addWidget(scroll, 1);
    auto* buttons = new QGridLayout();
    auto* save = new QPushButton(tr("Save drive..."), this);
    auto* replay = new QPushButton(tr("Replay drive..."), this);
    auto* csv = new QPushButton(tr("Export CSV..."), this);
    csv->setObjectName(QStringLiteral("exportCsvButton"));
    auto* input = new QPushButton(tr("Input settings..."), this);
    auto* udp = new QPushButton(tr("Platform output..."), this);
    buttons->addWidget(save, 0, 0);
    buttons->addWidget(replay, 0, 1);
    buttons->addWidget(csv, 0, 2);
    buttons->addWidget(input, 1, 0, 1, 2);
    buttons->addWidget(udp, 1, 2);
    for (QPushButton* b : {save, replay, csv, input, udp, driveButton_, reset, swap})
        b->setFocusPolicy(Qt::NoFocus);
    right->addLayout(buttons);
    connect(save, &QPushButton::clicked, this, &CockpitWorkspace::saveDrive);
    connect(replay, &QPushButton::clicked, this, &CockpitWorkspace::replayDrive);
    connect(csv, &QPushButton::clicked, this, &CockpitWorkspace::exportCsv);
    connect(input, &QPushButton::clicked, this, &CockpitWorkspace::showInputSettings);
    connect(udp, &QPushButton::clicked, this, &CockpitWorkspace::showPlatformSettings);
    deviceLabel_ = new QLabel(this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setMinimumWidth(1);  // a long path wraps or is cut, it does not widen the window
    right->addWidget(deviceLabel_);
    right->addWidget(status_);
}

void CockpitWorkspace::resizeEvent(QResizeEvent* event) {
    Workspace::resizeEvent(event);
    layoutCab();
}

void CockpitWorkspace::layoutCab() {
    if (!cab_) return;
    const QRect r = cab_->rect();
    mainView_->setGeometry(r);
    // At least SceneView's own minimum (320 x 240), so the view is not cut.
    const int w = std::max(320, r.width() * 32 / 100), h = std::max(240, w * 3 / 4);
    smallView_->setGeometry(r.right() - w - 6, r.top() + 6, w, h);
    smallView_->raise();
    const int dh = DashboardWindow::preferredHeight();
    dashboardBox_->setGeometry(r.left() + 6, r.bottom() - dh - 6, r.width() - 12, dh);
    dashboardBox_->raise();
}

void CockpitWorkspace::activate(Mode mode) {
    (void)mode;
    active_ = true;
    if (!projectRobot_.isEmpty() && !opening_)
        openDrive(std::exchange(projectRobot_, QString()), sceneBox_->currentData().toString(),
                  soilBox_->currentData().toString());
    else if (!models_ && !opening_)
        openDrive(robotBox_->currentData().toString(), sceneBox_->currentData().toString());
    QTimer::singleShot(0, this, [this] { layoutCab(); });
    frameTimer_.start();
    inputTimer_.start();
    monitorTimer_.start();
    session_->setRunning(driving_);
}

void CockpitWorkspace::hideEvent(QHideEvent* event) {
    Workspace::hideEvent(event);
    // Leaving the mode: the drive pauses and the keys are let go.
    active_ = false;
    keyboard_.releaseAll();
    session_->setRunning(false);
    frameTimer_.stop();
    inputTimer_.stop();
    monitorTimer_.stop();
}

QString CockpitWorkspace::drivenRobot() const {
    return models_ ? models_->robot_name : QString();
}

void CockpitWorkspace::setProjectRobot(const QString& robot) {
    if (!runner::leggedRobotNames().contains(robot)) {
        projectRobot_.clear();
        showMessage(0, tr("The Cockpit drives legged robots (manned hexapod, hexapod, quadruped, "
                          "wheel-legged). "
                          "The project's robot \"%1\" is not one, so the Cockpit drives the "
                          "robot chosen in its tool bar.")
                           .arg(QFileInfo(robot).fileName()));
        return;
    }
    clearMessage();
    if (models_ && robotBox_->currentData().toString() == robot) return;  // already driven
    projectRobot_ = robot;
    if (active_) activate(Mode::Cockpit);
}

bool CockpitWorkspace::openDrive(const QString& robot, const QString& scene, const QString& soil) {
    opening_ = true;
    error_.clear();
    auto m = runner::loadModels(robot, scene);
    if (!m.ok()) {
        error_ = QString::fromStdString(m.message());
    } else if (!m.value()->isLegged()) {
        error_ = tr("robot '%1' is not a legged robot: the cockpit drives manned_hexapod, hexapod, "
                    "quadruped and wheel_legged")
                     .arg(robot);
    }
    if (!error_.isEmpty()) {
        status_->setText(error_);
        showMessage(2, error_);
        opening_ = false;
        return false;
    }
    models_ = m.value();
    if (const int i = robotBox_->findData(robot); i >= 0) robotBox_->setCurrentIndex(i);
    if (const int i = sceneBox_->findData(scene); i >= 0) sceneBox_->setCurrentIndex(i);
    if (const int i = soilBox_->findData(soil); i >= 0) soilBox_->setCurrentIndex(i);
    for (SceneView* v : {mainView_, smallView_}) {
        v->setModels(models_);
        // Footprints on the soil driven on (the scene's unless one was picked).
        v->setFootprintSoil(soil.isEmpty() ? models_->soft_terrain : soil.toStdString());
    }
    applyCameras();
    const sim::CueingSettings cueing = loadCueing();
    geometry_ = cueing.geometry;
    session_->load(models_, soil.toStdString(), cueing);
    monitor_->clear();
    status_->setText(
        tr("Driving the %1 in %2.").arg(runner::robotTitle(robot), runner::sceneTitle(scene)));
    opening_ = false;
    return true;
}

void CockpitWorkspace::reopen() {
    openDrive(robotBox_->currentData().toString(), sceneBox_->currentData().toString(),
              soilBox_->currentData().toString());
}

void CockpitWorkspace::applyCameras() {
    const CameraRig rig = rigFor(models_ ? models_->robot_name : QString());
    for (SceneView* v : {mainView_, smallView_}) {
        v->setOnBoardCamera(rig.eye_B, rig.target_B);
        v->setFollowOffset(rig.chase_W);
    }
    mainView_->setCameraMode(swapped_ ? SceneView::CameraMode::Follow
                                      : SceneView::CameraMode::OnBoard);
    smallView_->setCameraMode(swapped_ ? SceneView::CameraMode::OnBoard
                                       : SceneView::CameraMode::Follow);
}

void CockpitWorkspace::swapViews() {
    swapped_ = !swapped_;
    applyCameras();
}

void CockpitWorkspace::setDriving(bool on) {
    driving_ = on;
    driveButton_->setText(on ? tr("Pause") : tr("Drive"));
    session_->setRunning(on && active_);
}

void CockpitWorkspace::refresh() {
    const CockpitState s = session_->latest();
    if (s.serial == lastSerial_) return;
    lastSerial_ = s.serial;
    if (!s.snapshot.link_poses.empty()) {
        mainView_->applySnapshot(s.snapshot);
    }
    // The small view and the painted widgets at 10 Hz: enough to read, and cheap beside the cab.
    if (sinceSlowRefresh_.elapsed() >= kSlowRefreshMs || !s.running) {
        sinceSlowRefresh_.restart();
        if (!s.snapshot.link_poses.empty()) smallView_->applySnapshot(s.snapshot);
        dashboard_->setState(s);
        monitor_->setBehind(s.behind);
        platform_->setCommand(s.sample.platform, geometry_);
    }
    if (s.replaying && !s.running && s.loaded && driving_)
        status_->setText(tr("Replay finished at %1 s.").arg(s.sample.t_s, 0, 'f', 2));
}

bool CockpitWorkspace::eventFilter(QObject* watched, QEvent* event) {
    if (watched == cab_ && event->type() == QEvent::Resize) {
        layoutCab();
        return false;
    }
    if (!active_ || !isVisible()) return false;
    const bool press = event->type() == QEvent::KeyPress;
    if (!press && event->type() != QEvent::KeyRelease) return false;
    // Every key event reaches a window first (the main window's or a 3D view's); take it there,
    // once, and only for this window (not a dialog) and not while typing in a text field.
    if (!watched->isWindowType()) return false;
    auto* win = static_cast<QWindow*>(watched);
    QWidget* top = window();
    const bool ours = win == top->windowHandle() || win == mainView_->window()->windowHandle() ||
                      win->parent() != nullptr;
    if (!ours || QApplication::activeModalWidget()) return false;
    if (qobject_cast<QLineEdit*>(QApplication::focusWidget())) return false;
    auto* k = static_cast<QKeyEvent*>(event);
    if (k->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) return false;
    if (!keyboard_.handleKey(k->key(), press, k->isAutoRepeat())) return false;
    sendInput();
    return true;
}

void CockpitWorkspace::pollInput() {
    gamepad_->poll();
    sendInput();
}

void CockpitWorkspace::sendInput() {
    const int gaits = int(session_->latest().gaits.size());
    const runner::DriveInput pad =
        gamepad_->connected() ? gamepad_->input(inputSettings_, gaits) : runner::DriveInput{};
    input_ = mergeInputs(keyboard_.input(), keyboard_.active(), pad);
    session_->setInput(input_);
}

void CockpitWorkspace::saveDrive() {
    const runner::DriveRecording rec = session_->recording();
    if (rec.robot.isEmpty()) return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save drive"), QStringLiteral("drive.drive.json"),
                                     tr("Drives (*.drive.json *.json)"));
    if (path.isEmpty()) return;
    if (const Status st = core::writeFileAtomic(path, rec.toJson()); !st.ok()) {
        showMessage(2, QString::fromStdString(st.message()));
        return;
    }
    status_->setText(
        tr("Saved the drive (%1 s) to %2.").arg(rec.steps * 0.001, 0, 'f', 1).arg(path));
}

void CockpitWorkspace::replayDrive() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Replay drive"), QString(),
                                                      tr("Drives (*.drive.json *.json)"));
    if (path.isEmpty()) return;
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Drive);
    if (!bytes.ok()) {
        showMessage(2, QString::fromStdString(bytes.message()));
        return;
    }
    Result<runner::DriveRecording> rec = runner::DriveRecording::fromJson(bytes.value());
    if (!rec.ok()) {
        showMessage(2, tr("%1: %2").arg(path, QString::fromStdString(rec.message())));
        return;
    }
    auto m = runner::loadModels(rec->robot, rec->scene);
    if (!m.ok()) {
        showMessage(2, QString::fromStdString(m.message()));
        return;
    }
    models_ = m.value();
    for (SceneView* v : {mainView_, smallView_}) {
        v->setModels(models_);
        // Footprints on the soil driven on (the scene's unless one was picked).
        v->setFootprintSoil(rec->soil.empty() ? models_->soft_terrain : rec->soil);
    }
    applyCameras();
    const sim::CueingSettings cueing = loadCueing();
    geometry_ = cueing.geometry;
    session_->replay(rec.value(), cueing);
    setDriving(true);
    status_->setText(tr("Replaying %1.").arg(path));
}

void CockpitWorkspace::exportCsv() {
    const runner::DriveRecording rec = session_->recording();
    if (rec.robot.isEmpty()) return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export CSV"), QStringLiteral("drive.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = CockpitSession::exportCsv(rec, path);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty())
        showMessage(2, error);
    else
        status_->setText(tr("Wrote %1.").arg(path));
}

void CockpitWorkspace::showInputSettings() {
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Input settings"));
    auto* form = new QFormLayout(&dlg);
    form->addRow(new QLabel(gamepad_->connected() ? tr("Controller: %1").arg(gamepad_->deviceName())
                                                  : tr("No controller connected."),
                            &dlg));
    const int axes = std::max(8, int(gamepad_->axes().size()));
    auto axisBox = [&](const AxisBinding& b) {
        auto* box = new QComboBox(&dlg);
        box->addItem(tr("None"), -1);
        for (int i = 0; i < axes; ++i) box->addItem(tr("Axis %1").arg(i + 1), i);
        box->setCurrentIndex(std::max(0, box->findData(b.axis)));
        return box;
    };
    struct Row {
        QComboBox* axis;
        QCheckBox* invert;
        AxisBinding* target;
    };
    InputSettings s = inputSettings_;
    std::vector<Row> rows;
    const std::pair<QString, AxisBinding*> functions[] = {{tr("Steering:"), &s.steering},
                                                          {tr("Throttle:"), &s.throttle},
                                                          {tr("Brake pedal:"), &s.brake},
                                                          {tr("Sideways:"), &s.sideways}};
    for (const auto& [label, b] : functions) {
        auto* row = new QHBoxLayout();
        auto* axis = axisBox(*b);
        auto* invert = new QCheckBox(tr("Invert"), &dlg);
        invert->setChecked(b->invert);
        row->addWidget(axis);
        row->addWidget(invert);
        form->addRow(label, row);
        rows.push_back({axis, invert, b});
    }
    auto* dead = new QDoubleSpinBox(&dlg);
    dead->setRange(0, 50);
    dead->setSuffix(QStringLiteral(" %"));
    dead->setValue(s.dead_zone * 100.0);
    form->addRow(tr("Dead zone:"), dead);
    auto* stop = new QSpinBox(&dlg);
    stop->setRange(0, 32);
    stop->setSpecialValueText(tr("None"));
    stop->setValue(s.stop_button + 1);
    form->addRow(tr("Stop button:"), stop);
    auto* gait = new QSpinBox(&dlg);
    gait->setRange(0, 32);
    gait->setSpecialValueText(tr("None"));
    gait->setValue(s.gait_button + 1);
    form->addRow(tr("Next-gait button:"), gait);
    // Live bars: the raw axes and what the drive gets.
    auto* live = new QGroupBox(tr("Move the controls"), &dlg);
    auto* grid = new QGridLayout(live);
    std::vector<QProgressBar*> bars;
    for (int i = 0; i < axes; ++i) {
        auto* bar = new QProgressBar(live);
        bar->setRange(-100, 100);
        bar->setFormat(tr("Axis %1: %v %").arg(i + 1));
        grid->addWidget(bar, i / 2, i % 2);
        bars.push_back(bar);
    }
    const QString driveNames[] = {tr("Forward"), tr("Turn"), tr("Sideways")};
    std::vector<QProgressBar*> driveBars;
    for (int i = 0; i < 3; ++i) {
        auto* bar = new QProgressBar(live);
        bar->setRange(-100, 100);
        bar->setFormat(driveNames[i] + QStringLiteral(": %v %"));
        grid->addWidget(bar, (axes + 1) / 2 + i / 2, i % 2);
        driveBars.push_back(bar);
    }
    form->addRow(live);
    auto collect = [&] {
        for (const Row& r : rows) {
            r.target->axis = r.axis->currentData().toInt();
            r.target->invert = r.invert->isChecked();
        }
        s.dead_zone = dead->value() / 100.0;
        s.stop_button = stop->value() - 1;
        s.gait_button = gait->value() - 1;
    };
    QTimer liveTimer;
    liveTimer.setInterval(40);
    connect(&liveTimer, &QTimer::timeout, &dlg, [&] {
        gamepad_->poll();
        const std::vector<double> a = gamepad_->axes();
        for (int i = 0; i < int(bars.size()); ++i)
            bars[i]->setValue(i < int(a.size()) ? int(std::lround(a[i] * 100)) : 0);
        collect();
        const runner::DriveInput in = gamepad_->input(s, 0);
        driveBars[0]->setValue(int(std::lround(in.forward * 100)));
        driveBars[1]->setValue(int(std::lround(in.turn * 100)));
        driveBars[2]->setValue(int(std::lround(in.sideways * 100)));
    });
    liveTimer.start();
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    if (dlg.exec() != QDialog::Accepted) return;
    collect();
    inputSettings_ = s;
    inputSettings_.save();
}

sim::CueingSettings CockpitWorkspace::loadCueing() {
    sim::CueingSettings c;
    QSettings s;
    s.beginGroup(QStringLiteral("cockpit/platform"));
    auto get = [&](const char* key, double& v) { v = s.value(QLatin1String(key), v).toDouble(); };
    get("length_m", c.geometry.length_m);
    get("width_m", c.geometry.width_m);
    get("rod_m", c.geometry.rod_m);
    get("neutral_heave_m", c.limits.neutral_heave_m);
    get("heave_travel_m", c.limits.heave_travel_m);
    get("roll_max_rad", c.limits.roll_max_rad);
    get("pitch_max_rad", c.limits.pitch_max_rad);
    get("heave_rate_m_s", c.limits.heave_rate_m_s);
    get("angle_rate_rad_s", c.limits.angle_rate_rad_s);
    get("stroke_min_m", c.limits.stroke_min_m);
    get("stroke_max_m", c.limits.stroke_max_m);
    return c;
}

void CockpitWorkspace::showPlatformSettings() {
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Platform output"));
    auto* form = new QFormLayout(&dlg);
    QSettings settings;
    settings.beginGroup(QStringLiteral("cockpit/udp"));
    auto* on = new QCheckBox(tr("Send the platform's commands over UDP"), &dlg);
    on->setChecked(settings.value(QStringLiteral("enabled"), false).toBool());
    auto* host = new QLineEdit(
        settings.value(QStringLiteral("host"), QStringLiteral("127.0.0.1")).toString(), &dlg);
    auto* port = new QSpinBox(&dlg);
    port->setRange(1, 65535);
    port->setValue(settings.value(QStringLiteral("port"), 4210).toInt());
    auto* rate = new QSpinBox(&dlg);
    rate->setRange(1, 1000);
    rate->setSuffix(tr(" Hz"));
    rate->setValue(settings.value(QStringLiteral("rate_hz"), 50).toInt());
    form->addRow(on);
    form->addRow(tr("Host:"), host);
    form->addRow(tr("Port:"), port);
    form->addRow(tr("Rate:"), rate);
    form->addRow(new QLabel(tr("Packet format: docs/formats/platform-udp.md"), &dlg));
    // The platform's geometry (formula 10) and limits, shown in mm and degrees.
    const sim::CueingSettings cur = loadCueing();
    auto* geo = new QGroupBox(tr("Platform geometry and limits"), &dlg);
    auto* gf = new QFormLayout(geo);
    constexpr double kDegPerRad = 180.0 / 3.14159265358979323846;
    struct Field {
        const char* key;
        double value;  // SI
        double scale;  // shown unit per SI unit
        QString suffix;
        QString label;
        QDoubleSpinBox* box = nullptr;
    };
    std::vector<Field> fields = {
        {"length_m", cur.geometry.length_m, 1000, tr(" mm"), tr("Front to rear joints (L):")},
        {"width_m", cur.geometry.width_m, 1000, tr(" mm"), tr("Rear joints apart (W):")},
        {"rod_m", cur.geometry.rod_m, 1000, tr(" mm"), tr("Rod length (l):")},
        {"neutral_heave_m", cur.limits.neutral_heave_m, 1000, tr(" mm"),
         tr("Seat height at rest:")},
        {"heave_travel_m", cur.limits.heave_travel_m, 1000, tr(" mm"), tr("Heave travel (±):")},
        {"roll_max_rad", cur.limits.roll_max_rad, kDegPerRad, tr("°"), tr("Roll limit (±):")},
        {"pitch_max_rad", cur.limits.pitch_max_rad, kDegPerRad, tr("°"), tr("Pitch limit (±):")},
        {"heave_rate_m_s", cur.limits.heave_rate_m_s, 1000, tr(" mm/s"), tr("Heave rate limit:")},
        {"angle_rate_rad_s", cur.limits.angle_rate_rad_s, kDegPerRad, tr("°/s"),
         tr("Roll and pitch rate limit:")},
        {"stroke_min_m", cur.limits.stroke_min_m, 1000, tr(" mm"), tr("Shortest cylinder:")},
        {"stroke_max_m", cur.limits.stroke_max_m, 1000, tr(" mm"), tr("Longest cylinder:")},
    };
    for (Field& f : fields) {
        f.box = new QDoubleSpinBox(geo);
        f.box->setRange(0.0, 5000.0);
        f.box->setDecimals(1);
        f.box->setSuffix(f.suffix);
        f.box->setValue(f.value * f.scale);
        gf->addRow(f.label, f.box);
    }
    form->addRow(geo);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dlg);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    if (dlg.exec() != QDialog::Accepted) return;
    // The platform must be able to rest at its neutral pose within the cylinders' stroke.
    sim::CueingSettings next = cur;
    double* targets[] = {
        &next.geometry.length_m,      &next.geometry.width_m,      &next.geometry.rod_m,
        &next.limits.neutral_heave_m, &next.limits.heave_travel_m, &next.limits.roll_max_rad,
        &next.limits.pitch_max_rad,   &next.limits.heave_rate_m_s, &next.limits.angle_rate_rad_s,
        &next.limits.stroke_min_m,    &next.limits.stroke_max_m};
    for (std::size_t i = 0; i < fields.size(); ++i)
        *targets[i] = fields[i].box->value() / fields[i].scale;
    const sim::PlatformCommand rest = sim::MotionCueing(next).neutral();
    bool restOk = next.limits.stroke_min_m < next.limits.stroke_max_m;
    for (double d : rest.lengths)
        restOk = restOk && d >= next.limits.stroke_min_m && d <= next.limits.stroke_max_m;
    if (!restOk) {
        QMessageBox::warning(this, tr("Platform output"),
                             tr("At rest the cylinders would be %1, %2 and %3 mm, outside their "
                                "stroke: the platform settings were not changed.")
                                 .arg(rest.lengths[0] * 1000, 0, 'f', 0)
                                 .arg(rest.lengths[1] * 1000, 0, 'f', 0)
                                 .arg(rest.lengths[2] * 1000, 0, 'f', 0));
    } else if (!(next == cur)) {
        QSettings p;
        p.beginGroup(QStringLiteral("cockpit/platform"));
        for (std::size_t i = 0; i < fields.size(); ++i)
            p.setValue(QLatin1String(fields[i].key), *targets[i]);
        p.endGroup();
        if (models_) reopen();  // the drive restarts with the new platform
    }
    settings.setValue(QStringLiteral("enabled"), on->isChecked());
    settings.setValue(QStringLiteral("host"), host->text().trimmed());
    settings.setValue(QStringLiteral("port"), port->value());
    settings.setValue(QStringLiteral("rate_hz"), rate->value());
    cliUdpHost_.clear();  // the dialog's choice replaces --platform-udp
    applyUdpSettings();
}

void CockpitWorkspace::applyUdpSettings() {
    if (!cliUdpHost_.isEmpty()) {
        session_->setUdp(cliUdpHost_, cliUdpPort_, cliUdpRate_);
        return;
    }
    QSettings settings;
    settings.beginGroup(QStringLiteral("cockpit/udp"));
    if (!settings.value(QStringLiteral("enabled"), false).toBool()) {
        session_->setUdp(QString(), 0, 0);
        return;
    }
    session_->setUdp(settings.value(QStringLiteral("host")).toString(),
                     quint16(settings.value(QStringLiteral("port"), 4210).toInt()),
                     settings.value(QStringLiteral("rate_hz"), 50).toDouble());
}

void CockpitWorkspace::setPlatformUdp(const QString& host, quint16 port, double rate_hz) {
    cliUdpHost_ = host;
    cliUdpPort_ = port;
    cliUdpRate_ = rate_hz;
    applyUdpSettings();
}

}  // namespace botlab::gui
