// SimSession: runs a SimEngine on its own worker thread, paced by a speed setting, and publishes
// the latest Snapshot under a mutex. Every public method is called from the GUI thread and
// returns at once; the GUI thread never steps physics or runs Lua.
#pragma once

#include <QMutex>
#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>

#include "sim_engine.h"
#include "snapshot.h"

namespace botlab::gui {

class SimWorker;

class SimSession : public QObject {
    Q_OBJECT
public:
    explicit SimSession(QObject* parent = nullptr);
    ~SimSession() override;

    /// Replaces the engine (built from `models` on the worker thread). Emits loaded().
    void load(const LoadedModels& models);
    /// Resets the world, loads `program_text` and runs it (the Run button).
    void run(const QString& program_text);
    /// Continues a paused run.
    void resume();
    void pause();
    /// Advances a paused run by `duration_s` of simulated time.
    void stepBy(double duration_s);
    /// Ends the program (even a busy loop) and pauses.
    void stop();
    /// Back to time 0, program dropped, paused.
    void reset();
    /// Speed as a multiple of real time (0.25 .. 8); 0 = as fast as possible.
    void setSpeed(double factor);
    double speed() const { return speed_.load(); }

    /// The latest snapshot (a copy) and the console lines since the last call.
    Snapshot latest() const;
    QStringList takeConsole();
    bool isRunning() const;

signals:
    /// The engine was (re)built; `error` is empty on success.
    void loaded(const QString& error);

private:
    friend class SimWorker;
    void publish(Snapshot s, const QStringList& lines);

    QThread thread_;
    SimWorker* worker_ = nullptr;
    std::atomic<double> speed_{1.0};
    mutable QMutex mutex_;
    Snapshot latest_;
    QStringList console_;
};

}  // namespace botlab::gui
