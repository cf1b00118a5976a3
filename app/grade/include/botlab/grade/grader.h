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

#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/grade/grading.h"
#include "botlab/grade/shard.h"

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
    /// Runs only the K-th of N slices of the plan (call after prepare(), before start()); the
    /// outputs are then the slice's files and shard.json (see shard.h), not the grades. Errors:
    /// a Swiss tournament (each round needs the one before).
    Status setShard(const ShardSpec& shard);
    /// Joins the shards' outputs in `dirs` into `out_dir` as one run would have written it (the
    /// same grades.csv, standings.csv, ...). The assignment and submissions are read where the
    /// shards read them, or from the given ones when not empty. Synchronous; errors are one line.
    Status merge(const QStringList& dirs, const QString& out_dir, const QString& assignment_file,
                 const QString& submissions_dir, const QString& botlab_version);
    /// Starts the runs, at most `jobs` (>= 1) at a time. Emits runFinished() after each and
    /// finished() once all are done and the outputs are written.
    void start(const WorkerCommand& worker, int jobs);
    /// Kills the running processes; the runs not done are marked as stopped; finished() follows.
    void cancel();
    bool isRunning() const { return running_; }

    /// Runs (a tournament: matches) to do: the shard's when sharded; a Swiss tournament's all
    /// rounds' (estimated before they are paired).
    int totalRuns() const;
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
    /// Tasks: runs (an assignment) or matches to run (a tournament), by index into runs_ or
    /// planned_.
    int taskCount() const;
    void launchNext();
    void onProcessDone(int task, QProcess* process, bool timed_out);
    /// Records a task's outcome (the worker's JSON answer, or a failure made up here).
    void recordTask(int task, const QJsonObject& answer);
    /// Plans the next Swiss round when the current one is over; false when there is none.
    bool nextSwissRound();
    void cancelRemaining();
    void complete();
    Status writeShardManifest() const;

    ClassResults results_;
    std::vector<PlannedRun> runs_;
    std::vector<PlannedMatch> planned_;
    std::vector<int> order_;  ///< The tasks this grader runs, in order (all, or a shard's).
    std::vector<QJsonObject> answers_;  ///< Per task: the recorded outcome (for shard.json).
    std::optional<ShardSpec> shard_;
    QString submissions_dir_;
    int swiss_round_ = 1;
    WorkerCommand worker_;
    int jobs_ = 1;
    int next_ = 0;  ///< Into order_.
    int done_ = 0;
    int active_ = 0;
    bool running_ = false;
    bool cancelled_ = false;
    QElapsedTimer clock_;
    std::vector<QProcess*> processes_;  ///< Per task.
};

}  // namespace botlab::grade
