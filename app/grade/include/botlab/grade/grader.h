// SPDX-License-Identifier: GPL-3.0-or-later
// Grader: grades a class in the background of an event loop. Each run is its own process
// (botlab-grade's hidden worker mode) with a wall-time limit and an address-space cap
// (setrlimit RLIMIT_AS in the child), so a crash, a hang or a memory bomb in one never touches
// another; up to `jobs` processes at once. Used by botlab-grade and the app's Grade dialog.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

#include "botlab/core/result.h"
#include "botlab/grade/grading.h"

class QProcess;

namespace botlab::grade {

/// How to start the worker processes.
struct WorkerCommand {
    /// The botlab-grade executable.
    QString program;
    /// Arguments before the worker's own ("--worker REPLAY --trajectory CSV --wall-limit S").
    QStringList arguments;
    /// The user's language for the workers' messages ("zh_CN", "en"; BOTLAB_LANG in their
    /// environment). Empty: the workers follow the system locale.
    QString language;
};

/// A worker gives its run up itself at the assignment's wall-time limit (so that it can say why);
/// the Grader kills its process this much later (a worker stuck where it cannot stop).
inline constexpr double kWorkerKillGrace_s = 2.0;

/// The botlab-grade executable: $BOTLAB_GRADE when set (tests), else the one next to the running
/// program (installed layout) or in the build tree (<build>/app/grade/ beside <build>/app/gui/),
/// or "" when there is none.
QString findGradeExecutable();

class Grader : public QObject {
    Q_OBJECT
public:
    explicit Grader(QObject* parent = nullptr);
    ~Grader() override;

    /// Reads the assignment and the submissions and plans the runs (writes the replay files).
    /// Errors are the one line botlab-grade prints before exiting with status 2.
    Status prepare(const QString& assignment_file, const QString& submissions_dir,
                   const QString& out_dir, const QString& botlab_version);
    /// Starts the runs, at most `jobs` (>= 1) at a time. Emits runFinished() after each and
    /// finished() once all are done and the outputs are written.
    void start(const WorkerCommand& worker, int jobs);
    /// Kills the running processes; the runs not done are marked as stopped; finished() follows.
    void cancel();
    bool isRunning() const { return running_; }

    int totalRuns() const { return static_cast<int>(runs_.size()); }
    int doneRuns() const { return done_; }
    /// Seconds since start().
    double elapsed_s() const;
    /// Seconds left, estimated from the runs done so far (0 before the first).
    double eta_s() const;
    const ClassResults& results() const { return results_; }
    /// The plan (after prepare()).
    const std::vector<PlannedRun>& runs() const { return runs_; }

    /// A tournament (after prepare()): matches instead of runs. totalRuns()/doneRuns() then
    /// count matches, runFinished() is emitted per match as well as matchFinished().
    bool isTournament() const { return results_.assignment.isTournament(); }
    /// The tournament's matches so far (results().matches; a Swiss round's appear when it starts).
    const std::vector<MatchRecord>& matches() const { return results_.matches; }
    /// The standings from the matches finished so far: for a live table.
    std::vector<Standing> standings() const { return results_.standings(); }

signals:
    /// A run ended (`index` into runs()).
    void runFinished(int index, int done, int total);
    /// A tournament's match ended (`index` into matches(); its record is filled in).
    void matchFinished(int index, int done, int total);
    /// Grading is over; `error` is empty when the outputs were written.
    void finished(const QString& error);

private:
    void launchNext();
    void onProcessDone(int index, QProcess* process, bool timed_out);
    void cancelRemaining();
    void complete();

    ClassResults results_;
    std::vector<PlannedRun> runs_;
    WorkerCommand worker_;
    int jobs_ = 1;
    int next_ = 0;
    int done_ = 0;
    int active_ = 0;
    bool running_ = false;
    bool cancelled_ = false;
    QElapsedTimer clock_;
    std::vector<QProcess*> processes_;
};

}  // namespace botlab::grade
