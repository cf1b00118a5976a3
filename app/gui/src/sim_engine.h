// SimEngine: what the worker thread drives — botlab::runner::SimulationRunner (the simulation and
// the sandboxed Lua program) seen through the GUI's plain values (Snapshot, QString). Used from
// one thread only.
#pragma once

#include <QStringList>
#include <memory>
#include <utility>

#include "botlab/core/result.h"
#include "botlab/runner/simulation_runner.h"
#include "snapshot.h"
#include "world_loader.h"

namespace botlab::gui {

class SimEngine {
public:
    /// Builds the simulation of the robot and scene named in `models` (built-in names or paths).
    /// Errors name the file or item that failed.
    static Result<std::unique_ptr<SimEngine>> create(const LoadedModels& models);
    ~SimEngine();
    SimEngine(const SimEngine&) = delete;
    SimEngine& operator=(const SimEngine&) = delete;

    /// (Re)starts the run from the initial state with this Lua program; an Error (syntax error
    /// with its line) is also reported through fill()'s Snapshot::error.
    Status startProgram(const QString& program_text);
    /// Ends the program (even inside a busy loop) and stops every motor.
    void stopProgram();
    /// Back to the initial state; the program is dropped.
    void reset();
    /// One physics step plus, when due, a program tick. An Error ends the run.
    Status step();
    /// Simulated time since the start (s) and the fixed physics step (s).
    double time_s() const;
    double step_s() const;
    /// True when stepping no longer advances (the program ended, was stopped, or the physics
    /// failed); the worker then pauses.
    bool isOver() const;
    /// Fills poses, devices and program state (not time/rtf/serial/running).
    void fill(Snapshot& s);
    /// Console lines produced since the last call (print output, physics errors).
    QStringList takeOutput() { return std::exchange(output_, {}); }

private:
    explicit SimEngine(std::unique_ptr<runner::SimulationRunner> runner);
    void takeSnapshot();

    std::unique_ptr<runner::SimulationRunner> runner_;
    runner::Snapshot snap_;
    bool fresh_ = false;
    bool hasProgram_ = false;
    QStringList output_;
};

}  // namespace botlab::gui
