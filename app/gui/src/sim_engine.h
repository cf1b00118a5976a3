// SimEngine: what the worker thread drives — a simulation plus (when available) the Lua program.
// One implementation wraps botlab::runner::SimulationRunner; a fallback drives sim::Simulation
// directly (no Lua) so the window works while modules are missing. Used from one thread only.
#pragma once

#include <QStringList>
#include <memory>
#include <optional>

#include "botlab/sim/result.h"
#include "snapshot.h"
#include "world_loader.h"

namespace botlab::gui {

class SimEngine {
public:
    virtual ~SimEngine() = default;
    /// (Re)starts the run from the initial state with this Lua program; an Error (syntax error
    /// with its line) is also reported through programError().
    virtual Status startProgram(const QString& program_text) = 0;
    /// Ends the program (even inside a busy loop) and stops every motor.
    virtual void stopProgram() = 0;
    /// Back to the initial state; the program is dropped.
    virtual void reset() = 0;
    /// One physics step plus, when due, a program tick. An Error ends the run.
    virtual Status step() = 0;
    virtual double time_s() const = 0;
    virtual double step_s() const = 0;
    /// True when stepping no longer advances (the program ended, was stopped, or the physics
    /// failed); the worker then pauses.
    virtual bool isOver() const { return false; }
    /// Fills poses, devices and program state (not time/rtf/serial).
    virtual void fill(Snapshot& s) = 0;
    /// Console lines produced since the last call.
    virtual QStringList takeOutput() = 0;
    /// Whether real Lua programs run in this build.
    virtual bool hasLua() const = 0;
};

/// Creates the best engine this build supports for the models. Errors name what failed.
Result<std::unique_ptr<SimEngine>> createEngine(const LoadedModels& models);

}  // namespace botlab::gui
