// SPDX-License-Identifier: GPL-3.0-or-later
// CockpitWorkspace: the Cockpit mode. Drive a legged robot from the driver's seat (seed 000): the
// cab view with a dashboard fills the mode, a smaller observer (chase) view can be swapped with
// it; robot, scene and soil choices; a real-time monitor and a drawing of the motion platform;
// keyboard, gamepad or steering-wheel input; the platform's UDP output; record, replay and CSV.
// The drive runs on CockpitSession's worker thread.
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <memory>

#include "modes/cockpit/cockpit_input.h"
#include "modes/workspace.h"
#include "session/cockpit_session.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace botlab::gui {

class SceneView;
class DashboardWindow;
class MonitorWidget;
class PlatformWidget;

class CockpitWorkspace : public Workspace {
    Q_OBJECT
public:
    explicit CockpitWorkspace(QWidget* parent = nullptr);
    ~CockpitWorkspace() override;

    void activate(Mode mode) override;

    /// Opens a legged robot in a scene (names as runner::loadModels takes them) on `soil` ("" =
    /// the scene's ground). Returns false, with lastError(), when it cannot be opened or the
    /// robot is not legged.
    bool openDrive(const QString& robot, const QString& scene, const QString& soil = {});
    QString lastError() const { return error_; }
    /// The project's robot (its name or file). A legged robot is what the Cockpit drives: it is
    /// opened now when the mode is shown, else the next time it is; any other robot is named in
    /// the message bar and the Cockpit keeps its own legged robot.
    void setProjectRobot(const QString& robot);
    /// The robot the Cockpit drives now (its name), empty before the first drive opened.
    QString drivenRobot() const;
    /// Sends the platform's commands to host:port at `rate_hz` (empty host = off) for this
    /// session (--platform-udp); not saved.
    void setPlatformUdp(const QString& host, quint16 port, double rate_hz);

    /// The big view (cab, or the observer after a swap) and the small one.
    SceneView* mainView() const { return mainView_; }
    SceneView* smallView() const { return smallView_; }
    CockpitSession* session() const { return session_; }
    KeyboardDrive& keyboard() { return keyboard_; }
    GamepadInput* gamepad() const { return gamepad_; }
    /// The input last sent to the drive.
    const runner::DriveInput& currentInput() const { return input_; }
    /// Swaps the cab and observer views.
    void swapViews();
    bool swapped() const { return swapped_; }
    /// Starts or pauses the drive.
    void setDriving(bool on);
    /// The motion platform's geometry and limits (QSettings cockpit/platform/<field>, SI units;
    /// defaults: sim::CueingSettings), used by the next drive.
    static sim::CueingSettings loadCueing();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void buildUi();
    void layoutCab();
    void refresh();
    void pollInput();
    void sendInput();
    void applyCameras();
    void saveDrive();
    void replayDrive();
    void exportCsv();
    void showInputSettings();
    void showPlatformSettings();
    void applyUdpSettings();
    void reopen();

    CockpitSession* session_ = nullptr;
    GamepadInput* gamepad_ = nullptr;
    KeyboardDrive keyboard_;
    InputSettings inputSettings_;
    runner::DriveInput input_;
    QWidget* cab_ = nullptr;
    SceneView* mainView_ = nullptr;
    SceneView* smallView_ = nullptr;
    DashboardWindow* dashboard_ = nullptr;
    QWidget* dashboardBox_ = nullptr;  ///< The dashboard's window container.
    MonitorWidget* monitor_ = nullptr;
    PlatformWidget* platform_ = nullptr;
    QComboBox* robotBox_ = nullptr;
    QComboBox* sceneBox_ = nullptr;
    QComboBox* soilBox_ = nullptr;
    QPushButton* driveButton_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* deviceLabel_ = nullptr;
    QTimer frameTimer_, inputTimer_, monitorTimer_;
    std::shared_ptr<const runner::LoadedModels> models_;
    sim::PlatformGeometry geometry_;  ///< For the platform drawing (the settings').
    QString error_;
    QString projectRobot_;  ///< The project's legged robot still to be opened; empty = none.
    bool swapped_ = false;
    bool driving_ = true;
    bool active_ = false;
    bool opening_ = false;
    std::uint64_t lastSerial_ = 0;
    QElapsedTimer sinceSlowRefresh_;  ///< Since the small view and the widgets were refreshed.
    static constexpr int kSlowRefreshMs = 100;
    QString cliUdpHost_;  // --platform-udp (overrides the settings for this session)
    quint16 cliUdpPort_ = 0;
    double cliUdpRate_ = 50.0;
};

}  // namespace botlab::gui
