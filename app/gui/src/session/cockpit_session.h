// SPDX-License-Identifier: GPL-3.0-or-later
// CockpitSession: runs a runner::CockpitDrive on its own worker thread in real time (as SimSession
// does for programs) and publishes the latest state under a mutex; the platform's UDP output is
// sent from the worker thread too. Every public method is called from the GUI thread and returns
// at once, except recording() (a blocking call into the worker) and exportCsv() (replays the
// drive).
#pragma once

#include <QMutex>
#include <QObject>
#include <QThread>
#include <atomic>
#include <deque>
#include <memory>
#include <vector>

#include "botlab/runner/cockpit_drive.h"
#include "botlab/runner/platform_udp.h"
#include "session/real_time_pacer.h"

namespace botlab::gui {

class CockpitWorker;

/// One point of the real-time monitor (every 20 ms of simulated time).
struct MonitorPoint {
    double t_s = 0.0;
    double pitch_deg = 0.0, roll_deg = 0.0, yaw_rate_deg_s = 0.0;
    double vertical_accel_m_s2 = 0.0;
    double sinkage_mm = 0.0;  ///< Deepest foot.
    double d_mm[3] = {0.0, 0.0, 0.0};
    double steps_per_s = 0.0;           ///< Physics steps per wall-clock second (last second).
    double realtime_steps_per_s = 0.0;  ///< What real time needs (1 / step).
};

/// What the GUI shows of the drive.
struct CockpitState {
    runner::Snapshot snapshot;  ///< Link poses for the views.
    runner::DriveSample sample;
    std::vector<std::string> gaits;
    std::string soil;
    double real_time_ratio = 0.0;  ///< Simulated / wall time over the last second.
    /// The body's speed along its heading averaged over the last 0.5 s (ForwardSpeed; the
    /// Speed gauge), m/s, > 0 ahead.
    double forward_speed_m_s = 0.0;
    /// The heading's rate of turn over the same 0.5 s (ForwardSpeed; the Yaw rate gauge), rad/s.
    double mean_yaw_rate_rad_s = 0.0;
    double steps_per_s = 0.0;
    double step_s = 0.001;
    bool behind = false;  ///< Falling behind real time (ratio < 0.98 over the last second).
    bool running = false;
    bool replaying = false;
    bool loaded = false;
    std::uint32_t udp_sent = 0;
    std::uint64_t serial = 0;
};

class CockpitSession : public QObject {
    Q_OBJECT
public:
    explicit CockpitSession(QObject* parent = nullptr);
    ~CockpitSession() override;

    /// Builds a drive of `models` (a legged robot) on `soil` ("" = the scene's) with the motion
    /// platform's `cueing` settings; emits loaded().
    void load(std::shared_ptr<const runner::LoadedModels> models, const std::string& soil,
              const sim::CueingSettings& cueing = {});
    /// Replays a recorded drive from its start; emits loaded().
    void replay(const runner::DriveRecording& rec, const sim::CueingSettings& cueing = {});
    void setRunning(bool on);
    /// The wall clock the drive is paced by (default: the machine's steady clock); tests give a
    /// ManualClock's and step it. Blocks until the worker uses it.
    void setClock(WallClock clock);
    /// Back to time 0; a new recording starts (a replay starts over).
    void reset();
    /// The driver's input (read by the drive at 25 Hz).
    void setInput(const runner::DriveInput& input);
    /// Starts (or with an empty host stops) the UDP output.
    void setUdp(const QString& host, quint16 port, double rate_hz);

    CockpitState latest() const;
    /// Monitor points since the last call.
    std::vector<MonitorPoint> takeMonitor();
    /// The drive so far (blocking call into the worker).
    runner::DriveRecording recording() const;
    /// Replays `rec` headless into a CSV file (blocking); an empty string on success, else the
    /// error.
    static QString exportCsv(const runner::DriveRecording& rec, const QString& path);

signals:
    void loaded(const QString& error);
    void udpError(const QString& error);

private:
    friend class CockpitWorker;
    void publish(CockpitState s, std::vector<MonitorPoint> points);

    QThread thread_;
    CockpitWorker* worker_ = nullptr;
    mutable QMutex mutex_;
    CockpitState latest_;
    std::vector<MonitorPoint> monitor_;
    runner::DriveInput input_;
};

}  // namespace botlab::gui
