// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/cockpit_session.h"

#include "session/forward_speed.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutexLocker>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <fstream>

#include "session/real_time_pacer.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::Cockpit" for this file's texts (lupdate files Tr::tr
// under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::Cockpit)
};
}  // namespace

namespace {
constexpr double kDeg = 180.0 / 3.14159265358979323846;
}

/// Lives on the worker thread; owns the drive and the UDP sender.
class CockpitWorker : public QObject {
public:
    explicit CockpitWorker(CockpitSession* session) : session_(session) {
        timer_ = new QTimer(this);
        timer_->setTimerType(Qt::PreciseTimer);
        timer_->setInterval(4);
        connect(timer_, &QTimer::timeout, this, [this] { tick(); });
        udp_ = new runner::PlatformUdpSender(this);
    }

    void load(std::shared_ptr<const runner::LoadedModels> models, const std::string& soil,
              const sim::CueingSettings& cueing) {
        runner::CockpitOptions o;
        o.soil = soil;
        o.cueing = cueing;
        adopt(models ? runner::CockpitDrive::create(std::move(models), o)
                     : Result<std::unique_ptr<runner::CockpitDrive>>(Error{"no models"}));
    }
    void replay(const runner::DriveRecording& rec, const sim::CueingSettings& cueing) {
        runner::CockpitOptions o;
        o.cueing = cueing;
        adopt(runner::CockpitDrive::createReplay(rec, o));
    }
    void adopt(Result<std::unique_ptr<runner::CockpitDrive>> r) {
        const bool wasRunning = running_;
        setRunning(false);
        drive_.reset();
        speed_.clear();
        QString error;
        if (r.ok())
            drive_ = std::move(r.value());
        else
            error = QString::fromStdString(r.message());
        pacer_.clearWindow();
        publish();
        emit session_->loaded(error);
        if (drive_ && wasRunning) setRunning(true);
    }
    void setRunning(bool on) {
        running_ = on && drive_ != nullptr;
        if (running_) {
            reanchor();
            pacer_.clearWindow();
            stepsPerS_ = 0.0;
            timer_->start();
        } else {
            timer_->stop();
        }
        publish();
    }
    void reset() {
        if (!drive_) return;
        drive_->reset();
        speed_.clear();
        pacer_.clearWindow();
        reanchor();
        publish();
    }
    void setUdp(const QString& host, quint16 port, double rate_hz) {
        udp_->stop();
        if (host.isEmpty()) return;
        Status st = udp_->start({host, port}, rate_hz);
        if (!st.ok()) emit session_->udpError(QString::fromStdString(st.message()));
    }
    /// The pacing's wall clock (tests step it); re-anchors a running drive.
    void setClock(const WallClock& clock) {
        pacer_.setClock(clock);
        reanchor();
    }
    runner::DriveRecording recording() const {
        return drive_ ? drive_->recording() : runner::DriveRecording{};
    }

private:
    void reanchor() { pacer_.anchor(drive_ ? drive_->time_s() : 0.0); }

    void tick() {
        if (!drive_ || !running_) return;
        QElapsedTimer budget;
        budget.start();
        {
            QMutexLocker lock(&session_->mutex_);
            drive_->setInput(session_->input_);
        }
        // Far behind (a slow machine), the pacer drops the backlog instead of running to catch
        // up; the ratio shows it.
        const double target = pacer_.target_s(drive_->time_s());
        while (drive_->time_s() + 0.5 * drive_->step_s() < target) {
            if (!drive_->step().ok()) {
                running_ = false;
                timer_->stop();
                break;
            }
            const runner::DriveSample& s = drive_->sample();
            speed_.add(s.t_s, s.X_WB);
            // A monitor point every 20 ms of simulated time, at any physics rate.
            const std::int64_t every =
                std::max<std::int64_t>(1, std::llround(0.02 / drive_->step_s()));
            if (drive_->steps() % every == 0) points_.push_back(point(s));
            if (drive_->replayFinished()) {
                running_ = false;
                timer_->stop();
                break;
            }
            if (budget.elapsed() >= 20) break;
        }
        udp_->setLatest(drive_->time_s(), drive_->sample().platform);
        publish();
    }

    MonitorPoint point(const runner::DriveSample& s) const {
        MonitorPoint p;
        p.t_s = s.t_s;
        p.pitch_deg = s.pitch_rad * kDeg;
        p.roll_deg = s.roll_rad * kDeg;
        p.yaw_rate_deg_s = s.yaw_rate_rad_s * kDeg;
        p.vertical_accel_m_s2 = s.vertical_accel_m_s2;
        for (double v : s.foot_sinkage_m) p.sinkage_mm = std::max(p.sinkage_mm, v * 1000.0);
        for (int i = 0; i < 3; ++i)
            p.d_mm[i] = s.platform.lengths[static_cast<std::size_t>(i)] * 1000.0;
        // Not measured yet (the first 0.2 s after a start): no point rather than a false 0.
        p.steps_per_s = stepsPerS_ > 0.0 ? stepsPerS_ : std::nan("");
        p.realtime_steps_per_s = 1.0 / drive_->step_s();
        return p;
    }

    void publish() {
        CockpitState s;
        if (drive_) {
            s.snapshot = drive_->snapshot();
            s.sample = drive_->sample();
            s.gaits = drive_->gaits();
            s.soil = drive_->soil();
            s.step_s = drive_->step_s();
            s.replaying = drive_->replaying();
            s.loaded = true;
            pacer_.sample(drive_->time_s(), drive_->steps());
            if (running_ && pacer_.windowSpan_s() > 0.0) {
                // Measured once the window spans 0.2 s; until then taken as real time.
                if (pacer_.windowSpan_s() > 0.2) {
                    s.real_time_ratio = pacer_.ratio();
                    stepsPerS_ = pacer_.stepsPerSecond();
                    s.behind = s.real_time_ratio < 0.98;
                } else {
                    s.real_time_ratio = 1.0;
                }
            }
            s.steps_per_s = stepsPerS_;
            s.forward_speed_m_s = speed_.speed_m_s();
            s.mean_yaw_rate_rad_s = speed_.yawRate_rad_s();
        }
        s.running = running_;
        s.udp_sent = udp_->isSending() ? udp_->sent() : 0;
        session_->publish(std::move(s), std::exchange(points_, {}));
    }

    CockpitSession* session_;
    QTimer* timer_;
    ForwardSpeed speed_;  ///< The Speed gauge's average.
    runner::PlatformUdpSender* udp_;
    std::unique_ptr<runner::CockpitDrive> drive_;
    bool running_ = false;
    /// Paces the drive in real time and measures its ratio over the last second.
    RealTimePacer pacer_{steadyWallClock(), {0.25, 1'000'000'000}};
    std::vector<MonitorPoint> points_;
    double stepsPerS_ = 0.0;
};

CockpitSession::CockpitSession(QObject* parent) : QObject(parent) {
    worker_ = new CockpitWorker(this);
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("botlab-cockpit"));
    thread_.start();
}

CockpitSession::~CockpitSession() {
    thread_.quit();
    thread_.wait();
}

void CockpitSession::load(std::shared_ptr<const runner::LoadedModels> models,
                          const std::string& soil, const sim::CueingSettings& cueing) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, models, soil, cueing] { w->load(models, soil, cueing); },
        Qt::QueuedConnection);
}
void CockpitSession::replay(const runner::DriveRecording& rec, const sim::CueingSettings& cueing) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, rec, cueing] { w->replay(rec, cueing); }, Qt::QueuedConnection);
}
void CockpitSession::setRunning(bool on) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, on] { w->setRunning(on); }, Qt::QueuedConnection);
}
void CockpitSession::setClock(WallClock clock) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, clock = std::move(clock)] { w->setClock(clock); },
        Qt::BlockingQueuedConnection);
}
void CockpitSession::reset() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->reset(); }, Qt::QueuedConnection);
}
void CockpitSession::setInput(const runner::DriveInput& input) {
    QMutexLocker lock(&mutex_);
    input_ = input;
}
void CockpitSession::setUdp(const QString& host, quint16 port, double rate_hz) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, host, port, rate_hz] { w->setUdp(host, port, rate_hz); },
        Qt::QueuedConnection);
}

CockpitState CockpitSession::latest() const {
    QMutexLocker lock(&mutex_);
    return latest_;
}

std::vector<MonitorPoint> CockpitSession::takeMonitor() {
    QMutexLocker lock(&mutex_);
    return std::exchange(monitor_, {});
}

runner::DriveRecording CockpitSession::recording() const {
    runner::DriveRecording rec;
    QMetaObject::invokeMethod(
        worker_, [w = worker_, &rec] { rec = w->recording(); }, Qt::BlockingQueuedConnection);
    return rec;
}

QString CockpitSession::exportCsv(const runner::DriveRecording& rec, const QString& path) {
    auto drive = runner::CockpitDrive::createReplay(rec);
    if (!drive.ok()) return QString::fromStdString(drive.message());
    std::ofstream out(path.toStdString());
    if (!out) return Tr::tr("cannot write %1").arg(path);
    drive.value()->setCsv(&out, 0.01);
    while (!drive.value()->replayFinished())
        if (!drive.value()->step().ok()) break;
    out.flush();
    if (!out) return Tr::tr("cannot write %1").arg(path);
    return {};
}

void CockpitSession::publish(CockpitState s, std::vector<MonitorPoint> points) {
    QMutexLocker lock(&mutex_);
    s.serial = latest_.serial + 1;
    latest_ = std::move(s);
    monitor_.insert(monitor_.end(), points.begin(), points.end());
    if (monitor_.size() > 5000) monitor_.erase(monitor_.begin(), monitor_.end() - 5000);
}

}  // namespace botlab::gui
