#include "sim_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutexLocker>
#include <QTimer>
#include <deque>

namespace botlab::gui {

/// Lives on the worker thread; owns the engine.
class SimWorker : public QObject {
public:
    explicit SimWorker(SimSession* session) : session_(session) {
        timer_ = new QTimer(this);
        timer_->setTimerType(Qt::PreciseTimer);
        timer_->setInterval(4);
        connect(timer_, &QTimer::timeout, this, [this] { tick(); });
    }

    void load(const LoadedModels& models) {
        timer_->stop();
        running_ = false;
        engine_.reset();
        auto e = SimEngine::create(models);
        QString error;
        if (e.ok()) {
            engine_ = std::move(e.value());
            lines_ << engine_->takeOutput();
        } else {
            error = QString::fromStdString(e.message());
        }
        publish();
        emit session_->loaded(error);
    }
    void run(const QString& program) {
        if (!engine_) return;
        programError_.reset();
        Status st = engine_->startProgram(program);
        lines_ << engine_->takeOutput();
        if (!st.ok()) {
            running_ = false;
            timer_->stop();
            publish();
            return;
        }
        setRunning(true);
    }
    void setRunning(bool on) {
        if (!engine_) return;
        running_ = on;
        if (on) {
            anchorWall_.start();
            anchorSim_ = engine_->time_s();
            rtfWindow_.clear();
            timer_->start();
        } else {
            timer_->stop();
        }
        publish();
    }
    void reanchor() {
        if (!engine_) return;
        anchorWall_.start();
        anchorSim_ = engine_->time_s();
    }
    void stepBy(double duration_s) {
        if (!engine_ || running_) return;
        const double end = engine_->time_s() + duration_s - 1e-9;
        while (engine_->time_s() < end && !engine_->isOver()) {
            if (!stepOnce()) break;
        }
        publish();
    }
    void stop() {
        if (!engine_) return;
        engine_->stopProgram();
        lines_ << engine_->takeOutput();
        setRunning(false);
    }
    void reset() {
        if (!engine_) return;
        timer_->stop();
        running_ = false;
        engine_->reset();
        lines_ << engine_->takeOutput();
        rtfWindow_.clear();
        publish();
    }

private:
    bool stepOnce() {
        Status st = engine_->step();
        if (!st.ok()) {
            lines_ << QCoreApplication::translate("botlab::gui::SimSession", "Simulation error: %1")
                          .arg(QString::fromStdString(st.message()));
            running_ = false;
            timer_->stop();
            return false;
        }
        return true;
    }

    void tick() {
        if (!engine_ || !running_) return;
        QElapsedTimer budget;
        budget.start();
        const double speed = session_->speed_.load();
        if (speed <= 0.0) {
            while (budget.elapsed() < 15 && running_ && !engine_->isOver()) stepOnce();
        } else {
            double target = anchorSim_ + speed * anchorWall_.nsecsElapsed() * 1e-9;
            // Too far behind (slow machine): drop the backlog instead of running to catch up.
            if (target - engine_->time_s() > 0.25 * speed) {
                anchorSim_ = engine_->time_s();
                anchorWall_.start();
                target = anchorSim_;
            }
            while (engine_->time_s() + 0.5 * engine_->step_s() < target && running_ &&
                   !engine_->isOver()) {
                if (!stepOnce()) break;
                if (budget.elapsed() >= 20) break;
            }
        }
        publish();
    }

    void publish() {
        Snapshot s;
        if (engine_) {
            engine_->fill(s);
            s.sim_time_s = engine_->time_s();
            lines_ << engine_->takeOutput();
        }
        s.running = running_;
        const qint64 wall_ns = clock_.isValid() ? clock_.nsecsElapsed() : 0;
        if (!clock_.isValid()) clock_.start();
        rtfWindow_.push_back({wall_ns, s.sim_time_s});
        while (rtfWindow_.size() > 2 && wall_ns - rtfWindow_.front().first > 500'000'000)
            rtfWindow_.pop_front();
        if (running_ && rtfWindow_.size() >= 2) {
            const double dw = (rtfWindow_.back().first - rtfWindow_.front().first) * 1e-9;
            const double ds = rtfWindow_.back().second - rtfWindow_.front().second;
            s.real_time_factor = dw > 0 ? ds / dw : 0.0;
        }
        if (engine_ && running_ && engine_->isOver()) {
            running_ = false;
            timer_->stop();
            s.running = false;
        }
        if (s.error && running_) {
            // A program error ends the run where it failed (the motors are already stopped).
            running_ = false;
            timer_->stop();
            s.running = false;
        }
        session_->publish(std::move(s), std::exchange(lines_, {}));
    }

    SimSession* session_;
    QTimer* timer_;
    std::unique_ptr<SimEngine> engine_;
    bool running_ = false;
    QElapsedTimer anchorWall_;
    double anchorSim_ = 0.0;
    QElapsedTimer clock_;
    std::deque<std::pair<qint64, double>> rtfWindow_;
    QStringList lines_;
    std::optional<ProgramError> programError_;
};

SimSession::SimSession(QObject* parent) : QObject(parent) {
    worker_ = new SimWorker(this);
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("botlab-sim"));
    thread_.start();
}

SimSession::~SimSession() {
    thread_.quit();
    thread_.wait();
}

void SimSession::load(const LoadedModels& models) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, models] { w->load(models); }, Qt::QueuedConnection);
}
void SimSession::run(const QString& program_text) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, program_text] { w->run(program_text); }, Qt::QueuedConnection);
}
void SimSession::resume() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->setRunning(true); }, Qt::QueuedConnection);
}
void SimSession::pause() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->setRunning(false); }, Qt::QueuedConnection);
}
void SimSession::stepBy(double duration_s) {
    QMetaObject::invokeMethod(
        worker_, [w = worker_, duration_s] { w->stepBy(duration_s); }, Qt::QueuedConnection);
}
void SimSession::stop() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->stop(); }, Qt::QueuedConnection);
}
void SimSession::reset() {
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->reset(); }, Qt::QueuedConnection);
}
void SimSession::setSpeed(double factor) {
    speed_.store(factor);
    // Re-anchor the pacing so a speed change does not jump.
    QMetaObject::invokeMethod(
        worker_, [w = worker_] { w->reanchor(); }, Qt::QueuedConnection);
}

Snapshot SimSession::latest() const {
    QMutexLocker lock(&mutex_);
    return latest_;
}

QStringList SimSession::takeConsole() {
    QMutexLocker lock(&mutex_);
    return std::exchange(console_, {});
}

bool SimSession::isRunning() const {
    QMutexLocker lock(&mutex_);
    return latest_.running;
}

void SimSession::publish(Snapshot s, const QStringList& lines) {
    QMutexLocker lock(&mutex_);
    s.serial = latest_.serial + 1;
    latest_ = std::move(s);
    console_ << lines;
}

}  // namespace botlab::gui
