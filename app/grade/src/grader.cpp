// SPDX-License-Identifier: GPL-3.0-or-later
// Running a class's runs in worker processes (see botlab/grade/grader.h).
#include "botlab/grade/grader.h"
#include "tr.h"

#include "botlab/core/files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>

namespace botlab::grade {

QString findGradeExecutable() {
    const QString given = qEnvironmentVariable("BOTLAB_GRADE");
    if (!given.isEmpty() && QFileInfo(given).isExecutable()) return given;
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString& candidate : {here.filePath(QStringLiteral("botlab-grade")),
                                     here.filePath(QStringLiteral("../grade/botlab-grade"))}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) return info.canonicalFilePath();
    }
    return {};
}

Grader::Grader(QObject* parent) : QObject(parent) {}

Grader::~Grader() {
    for (QProcess* p : processes_) {
        if (!p) continue;
        p->disconnect(this);
        p->kill();
        p->waitForFinished(1000);
    }
}

Status Grader::prepare(const QString& assignment_file, const QString& submissions_dir,
                       const QString& out_dir, const QString& botlab_version) {
    Result<Assignment> a = Assignment::loadFile(assignment_file);
    if (!a) return a.error();
    Result<std::vector<Submission>> subs = findSubmissions(submissions_dir);
    if (!subs) return subs.error();
    const QFileInfo out(out_dir);
    if (out.exists() && !out.isDir())
        return Error{(out_dir + QStringLiteral(": ") + Tr::tr("not a folder")).toStdString()};
    submissions_dir_ = QFileInfo(submissions_dir).absoluteFilePath();
    runs_.clear();
    planned_.clear();
    if (a->isTournament()) {
        Result<std::vector<PlannedMatch>> matches = planTournament(
            a.value(), assignment_file, subs.value(), out_dir, botlab_version, &results_);
        if (!matches) return matches.error();
        planned_ = std::move(matches.value());
    } else {
        Result<std::vector<PlannedRun>> runs = planGrading(a.value(), assignment_file, subs.value(),
                                                           out_dir, botlab_version, &results_);
        if (!runs) return runs.error();
        runs_ = std::move(runs.value());
    }
    swiss_round_ = 1;
    shard_.reset();
    order_.clear();
    for (int i = 0; i < taskCount(); ++i) order_.push_back(i);
    processes_.assign(static_cast<std::size_t>(taskCount()), nullptr);
    answers_.assign(static_cast<std::size_t>(taskCount()), QJsonObject());
    return {};
}

int Grader::taskCount() const {
    return static_cast<int>(isTournament() ? planned_.size() : runs_.size());
}

int Grader::totalRuns() const {
    if (isTournament() && results_.assignment.rounds.kind == Rounds::Kind::Swiss) {
        // The rounds to come are not paired yet: estimate them as this one.
        const int rounds = results_.assignment.rounds.swiss_rounds;
        const int per_round = swiss_round_ > 0 ? taskCount() / swiss_round_ : taskCount();
        return std::max(taskCount(), per_round * rounds);
    }
    return static_cast<int>(order_.size());
}

Status Grader::setShard(const ShardSpec& shard) {
    if (isTournament() && results_.assignment.rounds.kind == Rounds::Kind::Swiss)
        return Error{Tr::tr("--shard cannot split a Swiss tournament: each round is paired from "
                            "the one before; run it whole, or use \"rounds\": \"round_robin\"")
                         .toStdString()};
    shard_ = shard;
    order_.clear();
    for (int i = 0; i < taskCount(); ++i)
        if (shard.has(i)) order_.push_back(i);
    return {};
}

void Grader::start(const WorkerCommand& worker, int jobs) {
    worker_ = worker;
    jobs_ = std::max(1, jobs);
    next_ = done_ = active_ = 0;
    cancelled_ = false;
    running_ = true;
    clock_.start();
    if (order_.empty() && !(isTournament() && !shard_ && nextSwissRound())) {
        QTimer::singleShot(0, this, [this] { complete(); });
        return;
    }
    launchNext();
}

double Grader::elapsed_s() const {
    return clock_.isValid() ? static_cast<double>(clock_.elapsed()) / 1000.0 : 0.0;
}

double Grader::eta_s() const {
    if (done_ == 0) return 0.0;
    return elapsed_s() / done_ * static_cast<double>(std::max(0, totalRuns() - done_));
}

bool Grader::nextSwissRound() {
    if (results_.assignment.rounds.kind != Rounds::Kind::Swiss) return false;
    while (swiss_round_ < results_.assignment.rounds.swiss_rounds) {
        ++swiss_round_;
        Result<std::vector<PlannedMatch>> more = planSwissRound(results_, swiss_round_);
        if (!more) return false;
        for (PlannedMatch& pm : more.value()) {
            order_.push_back(static_cast<int>(planned_.size()));
            planned_.push_back(std::move(pm));
            processes_.push_back(nullptr);
            answers_.emplace_back();
        }
        if (!more->empty()) return true;
    }
    return false;
}

void Grader::launchNext() {
    while (!cancelled_ && active_ < jobs_ && next_ < static_cast<int>(order_.size())) {
        const int task = order_[static_cast<std::size_t>(next_++)];
        auto* p = new QProcess(this);
        processes_[static_cast<std::size_t>(task)] = p;
        p->setProgram(worker_.program);
        const double wall_s = results_.assignment.wall_limit_s;
        QStringList args = worker_.arguments;
        if (isTournament()) {
            args << QStringLiteral("--match-worker")
                 << planned_[static_cast<std::size_t>(task)].replay_path;
        } else {
            const PlannedRun& run = runs_[static_cast<std::size_t>(task)];
            args << QStringLiteral("--worker") << run.replay_path << QStringLiteral("--trajectory")
                 << run.trajectory_path;
        }
        args << QStringLiteral("--wall-limit") << QString::number(wall_s, 'g', 6);
        p->setArguments(args);
        if (!worker_.language.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("BOTLAB_LANG"), worker_.language);
            p->setProcessEnvironment(env);
        }
        p->setStandardErrorFile(QProcess::nullDevice());
        const int memory_mb = results_.assignment.memory_limit_mb;
        p->setChildProcessModifier([memory_mb] {
            // In the child between fork and exec: only async-signal-safe calls.
            const rlimit no_core{0, 0};
            setrlimit(RLIMIT_CORE, &no_core);
#if !defined(__SANITIZE_ADDRESS__)  // ASan reserves terabytes of address space
            if (memory_mb > 0) {
                const rlim_t bytes = static_cast<rlim_t>(memory_mb) * 1024 * 1024;
                const rlimit cap{bytes, bytes};
                setrlimit(RLIMIT_AS, &cap);
            }
#endif
        });
        auto* timer = new QTimer(p);
        timer->setSingleShot(true);
        auto timed_out = std::make_shared<bool>(false);
        connect(timer, &QTimer::timeout, p, [p, timed_out] {
            *timed_out = true;
            p->kill();
        });
        connect(p, &QProcess::finished, this,
                [this, task, p, timed_out] { onProcessDone(task, p, *timed_out); });
        connect(p, &QProcess::errorOccurred, this,
                [this, task, p, timed_out](QProcess::ProcessError e) {
                    if (e == QProcess::FailedToStart) onProcessDone(task, p, *timed_out);
                });
        ++active_;
        timer->start(static_cast<int>(
            (std::min(results_.assignment.wall_limit_s, 1e6) + kWorkerKillGrace_s) * 1000.0));
        p->start();
    }
}

void Grader::recordTask(int task, const QJsonObject& answer) {
    answers_[static_cast<std::size_t>(task)] = answer;
    if (isTournament()) {
        Result<MatchOutcome> o = MatchOutcome::fromJson(answer);
        recordMatch(results_, planned_[static_cast<std::size_t>(task)],
                    o ? o.value() : MatchOutcome{});
    } else {
        Result<RunOutcome> o = RunOutcome::fromJson(answer);
        recordRun(results_, runs_[static_cast<std::size_t>(task)], o ? o.value() : RunOutcome{});
    }
}

namespace {

/// A failure made up by the grader (no usable answer from the worker), as the worker's JSON.
QJsonObject failureAnswer(bool match, RunStatus status, const QString& error) {
    if (match) {
        MatchOutcome o;
        o.status = status;
        o.result = MatchResult::Kind::NotPlayed;
        o.error = error;
        o.reason =
            status == RunStatus::Timeout ? QStringLiteral("timeout") : QStringLiteral("crashed");
        return o.toJson();
    }
    RunOutcome o;
    o.status = status;
    o.error = error;
    return o.toJson();
}

}  // namespace

void Grader::onProcessDone(int task, QProcess* p, bool timed_out) {
    if (!p || processes_[static_cast<std::size_t>(task)] != p) return;  // reported already
    processes_[static_cast<std::size_t>(task)] = nullptr;
    const bool match = isTournament();
    const double limit_s = results_.assignment.wall_limit_s;
    QJsonObject answer;
    if (timed_out) {
        answer = failureAnswer(match, RunStatus::Timeout, wallLimitText(limit_s));
    } else if (cancelled_) {
        answer = failureAnswer(match, RunStatus::Timeout, Tr::tr("grading was cancelled"));
    } else {
        const QByteArray bytes =
            p->error() == QProcess::FailedToStart ? QByteArray() : p->readAllStandardOutput();
        QJsonParseError parse{};
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
        const bool parsed = doc.isObject() && (match ? MatchOutcome::fromJson(doc.object()).ok()
                                                     : RunOutcome::fromJson(doc.object()).ok());
        if (p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0 && parsed) {
            answer = doc.object();
        } else if (p->error() == QProcess::FailedToStart) {
            answer = failureAnswer(
                match, RunStatus::Crashed,
                Tr::tr("cannot start the worker '%1': %2").arg(worker_.program, p->errorString()));
        } else {
            answer = failureAnswer(
                match, RunStatus::Crashed,
                Tr::tr("the run's process ended abnormally (over the memory cap of %1 MB, or a "
                       "crash)")
                    .arg(results_.assignment.memory_limit_mb));
        }
    }
    recordTask(task, answer);
    p->deleteLater();
    --active_;
    ++done_;
    emit runFinished(match ? planned_[static_cast<std::size_t>(task)].match : task, done_,
                     totalRuns());
    if (match)
        emit matchFinished(planned_[static_cast<std::size_t>(task)].match, done_, totalRuns());
    if (cancelled_) {
        if (active_ == 0) cancelRemaining();
        return;
    }
    if (next_ == static_cast<int>(order_.size()) && active_ == 0) {
        // A Swiss round is over: pair the next one from the results so far.
        if (match && !shard_ && nextSwissRound()) {
            launchNext();
            return;
        }
        complete();
        return;
    }
    launchNext();
}

void Grader::cancelRemaining() {
    // Mark the tasks never started, then finish.
    while (next_ < static_cast<int>(order_.size())) {
        const int task = order_[static_cast<std::size_t>(next_++)];
        recordTask(task, failureAnswer(isTournament(), RunStatus::Timeout,
                                       Tr::tr("grading was cancelled")));
        ++done_;
    }
    complete();
}

void Grader::cancel() {
    if (!running_) return;
    cancelled_ = true;
    for (QProcess* p : processes_)
        if (p) p->kill();
    if (active_ == 0) cancelRemaining();
}

namespace {

/// The key of a task, checked when shards are merged (the same plan gives the same keys).
QString taskKey(const ClassResults& res, const std::vector<PlannedRun>& runs,
                const std::vector<PlannedMatch>& planned, int task) {
    if (res.assignment.isTournament())
        return res.matches[static_cast<std::size_t>(planned[static_cast<std::size_t>(task)].match)]
            .replay_file;
    const PlannedRun& r = runs[static_cast<std::size_t>(task)];
    return res.students[static_cast<std::size_t>(r.student)]
        .scenes[static_cast<std::size_t>(r.scene)]
        .seeds[static_cast<std::size_t>(r.seed)]
        .replay_file;
}

/// The files a task leaves in the output folder (relative paths).
QStringList taskFiles(const ClassResults& res, const std::vector<PlannedRun>& runs,
                      const std::vector<PlannedMatch>& planned, int task) {
    if (res.assignment.isTournament()) return {taskKey(res, runs, planned, task)};
    const PlannedRun& r = runs[static_cast<std::size_t>(task)];
    const SeedResult& sr = res.students[static_cast<std::size_t>(r.student)]
                               .scenes[static_cast<std::size_t>(r.scene)]
                               .seeds[static_cast<std::size_t>(r.seed)];
    return {sr.replay_file, sr.trajectory_file};
}

}  // namespace

Status Grader::writeShardManifest() const {
    ShardManifest m;
    m.shard = *shard_;
    m.assignment_file = results_.assignment_file;
    m.assignment_sha256 = results_.assignment_sha256;
    m.submissions_dir = submissions_dir_;
    m.botlab_version = results_.botlab_version;
    m.tasks_total = taskCount();
    for (int task : order_)
        m.tasks.push_back({task, taskKey(results_, runs_, planned_, task),
                           answers_[static_cast<std::size_t>(task)],
                           taskFiles(results_, runs_, planned_, task)});
    return core::writeFileAtomic(QDir(results_.out_dir).filePath(kShardManifestFile),
                                 QJsonDocument(m.toJson()).toJson(QJsonDocument::Indented));
}

Status Grader::merge(const QStringList& dirs, const QString& out_dir,
                     const QString& assignment_file, const QString& submissions_dir,
                     const QString& botlab_version) {
    std::vector<ShardManifest> manifests;
    for (const QString& dir : dirs) {
        Result<ShardManifest> m = ShardManifest::load(dir);
        if (!m) return m.error();
        manifests.push_back(std::move(m.value()));
    }
    if (Status st = checkShardSet(manifests); !st.ok()) return st;
    const ShardManifest& first = manifests.front();
    const QString assignment = assignment_file.isEmpty() ? first.assignment_file : assignment_file;
    if (const QString sha = fileSha256(assignment); sha != first.assignment_sha256)
        return Error{Tr::tr("%1 is not the assignment the shards graded (its SHA-256 differs)")
                         .arg(assignment)
                         .toStdString()};
    const QString out_abs = QFileInfo(out_dir).absoluteFilePath();
    for (const ShardManifest& m : manifests)
        if (QFileInfo(m.dir).absoluteFilePath() == out_abs)
            return Error{Tr::tr("--out must not be one of the shards' folders (%1)")
                             .arg(m.dir)
                             .toStdString()};
    if (Status st =
            prepare(assignment, submissions_dir.isEmpty() ? first.submissions_dir : submissions_dir,
                    out_dir, botlab_version);
        !st.ok())
        return st;
    if (taskCount() != first.tasks_total)
        return Error{Tr::tr("the submissions give %1 runs, the shards had %2: merge with the "
                            "submissions the shards graded")
                         .arg(taskCount())
                         .arg(first.tasks_total)
                         .toStdString()};
    std::vector<bool> seen(static_cast<std::size_t>(taskCount()), false);
    const QDir out(results_.out_dir);
    for (const ShardManifest& m : manifests) {
        for (const ShardTask& t : m.tasks) {
            if (t.task < 0 || t.task >= taskCount() || !m.shard.has(t.task) ||
                seen[static_cast<std::size_t>(t.task)] ||
                t.key != taskKey(results_, runs_, planned_, t.task))
                return Error{Tr::tr("%1: run %2 (%3) does not belong to this plan")
                                 .arg(m.dir)
                                 .arg(t.task)
                                 .arg(t.key)
                                 .toStdString()};
            seen[static_cast<std::size_t>(t.task)] = true;
            for (const QString& file : t.files) {
                const QString from = QDir(m.dir).filePath(file);
                const QString to = out.filePath(file);
                if (!QFileInfo::exists(from)) continue;  // e.g. no trajectory of a crashed run
                QFile::remove(to);
                if (!QFile::copy(from, to))
                    return core::fileError(to, Tr::tr("cannot copy it from %1").arg(from));
            }
            recordTask(t.task, t.outcome);
        }
    }
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (!seen[i])
            return Error{Tr::tr("run %1 is in no shard").arg(static_cast<int>(i)).toStdString()};
    finishResults(results_);
    return writeOutputs(results_);
}

void Grader::complete() {
    if (!running_) return;
    running_ = false;
    finishResults(results_);
    const Status st = shard_ ? writeShardManifest() : writeOutputs(results_);
    emit finished(st.ok() ? QString() : QString::fromStdString(st.message()));
}

}  // namespace botlab::grade
