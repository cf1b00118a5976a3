// SPDX-License-Identifier: GPL-3.0-or-later
// TraceRecorder: the line-event trace of a run for teachers (issue 25; botlab-run --trace,
// botlab-grade keeps it beside each run's replay). The format is docs/formats/trace.md.
#pragma once

#include <QString>

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace botlab::runner {

class SimulationRunner;

/// Records every line event of every robot's program in a run: the simulated time, the robot,
/// the line and the values of chosen variables at that moment.
class TraceRecorder {
public:
    /// Attaches to `runner` (turns its debugging on; create it before the run starts; `runner`
    /// must outlive the recorder). `variables`: names to record at each event (locals of the
    /// running function, then its upvalues, then globals); empty = the student's globals that
    /// are numbers, strings or booleans (a column for each one that ever appears).
    /// At most `max_events` events are kept (later ones are counted in dropped()), so that a
    /// program that loops without waiting cannot fill the memory.
    TraceRecorder(SimulationRunner& runner, std::vector<std::string> variables = {},
                  std::size_t max_events = kDefaultMaxEvents);
    static constexpr std::size_t kDefaultMaxEvents = 1000000;
    ~TraceRecorder();
    TraceRecorder(const TraceRecorder&) = delete;
    TraceRecorder& operator=(const TraceRecorder&) = delete;

    /// Line events recorded so far.
    std::size_t events() const;
    /// Line events not kept (beyond max_events).
    std::size_t dropped() const;
    /// Writes the CSV (header time_s,robot,line,<variables...>; one row per event, empty cells
    /// where a variable had no value). False when the stream failed.
    bool write(std::ostream& out) const;
    /// write() to the file `path` (replaced). Error: the message names the file.
    bool writeFile(const QString& path, QString* error = nullptr) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d_;
};

/// Splits "a,b, c" into names (empty items dropped).
std::vector<std::string> traceVariableList(const QString& text);

}  // namespace botlab::runner
