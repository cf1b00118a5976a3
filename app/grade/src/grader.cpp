// SPDX-License-Identifier: GPL-3.0-or-later
// Running a class's runs in worker processes (see botlab/grade/grader.h).
#include "botlab/grade/grader.h"
#include "tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
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
    Result<std::vector<PlannedRun>> runs =
        planGrading(a.value(), assignment_file, subs.value(), out_dir, botlab_version, &results_);
    if (!runs) return runs.error();
    runs_ = std::move(runs.value());
    processes_.assign(runs_.size(), nullptr);
    return {};
}

void Grader::start(const WorkerCommand& worker, int jobs) {
    worker_ = worker;
    jobs_ = std::max(1, jobs);
    next_ = done_ = active_ = 0;
    cancelled_ = false;
    running_ = true;
    clock_.start();
    if (runs_.empty()) {
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
    return elapsed_s() / done_ * static_cast<double>(totalRuns() - done_);
}

void Grader::launchNext() {
    while (!cancelled_ && active_ < jobs_ && next_ < totalRuns()) {
        const int index = next_++;
        const PlannedRun& run = runs_[static_cast<std::size_t>(index)];
        auto* p = new QProcess(this);
        processes_[static_cast<std::size_t>(index)] = p;
        p->setProgram(worker_.program);
        const double wall_s = results_.assignment.wall_limit_s;
        p->setArguments(worker_.arguments + QStringList{QStringLiteral("--worker"), run.replay_path,
                                                        QStringLiteral("--trajectory"),
                                                        run.trajectory_path,
                                                        QStringLiteral("--wall-limit"),
                                                        QString::number(wall_s, 'g', 6)});
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
                [this, index, p, timed_out] { onProcessDone(index, p, *timed_out); });
        connect(p, &QProcess::errorOccurred, this,
                [this, index, p, timed_out](QProcess::ProcessError e) {
                    if (e == QProcess::FailedToStart) onProcessDone(index, p, *timed_out);
                });
        ++active_;
        timer->start(static_cast<int>(
            (std::min(results_.assignment.wall_limit_s, 1e6) + kWorkerKillGrace_s) * 1000.0));
        p->start();
    }
}

void Grader::onProcessDone(int index, QProcess* p, bool timed_out) {
    if (!p || processes_[static_cast<std::size_t>(index)] != p) return;  // reported already
    processes_[static_cast<std::size_t>(index)] = nullptr;
    const PlannedRun& run = runs_[static_cast<std::size_t>(index)];
    RunOutcome outcome;
    const double limit_s = results_.assignment.wall_limit_s;
    if (timed_out) {
        outcome.status = RunStatus::Timeout;
        outcome.error = wallLimitText(limit_s);
    } else if (cancelled_) {
        outcome.status = RunStatus::Timeout;
        outcome.error = Tr::tr("grading was cancelled");
    } else {
        const QByteArray answer =
            p->error() == QProcess::FailedToStart ? QByteArray() : p->readAllStandardOutput();
        QJsonParseError parse{};
        const QJsonDocument doc = QJsonDocument::fromJson(answer, &parse);
        Result<RunOutcome> parsed = doc.isObject() ? RunOutcome::fromJson(doc.object())
                                                   : Result<RunOutcome>(Error{"no answer"});
        if (p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0 && parsed) {
            outcome = parsed.value();
        } else if (p->error() == QProcess::FailedToStart) {
            outcome.status = RunStatus::Crashed;
            outcome.error =
                Tr::tr("cannot start the worker '%1': %2").arg(worker_.program, p->errorString());
        } else {
            outcome.status = RunStatus::Crashed;
            outcome.error =
                Tr::tr(
                    "the run's process ended abnormally (over the memory cap of %1 MB, or a "
                    "crash)")
                    .arg(results_.assignment.memory_limit_mb);
        }
    }
    recordRun(results_, run, outcome);
    p->deleteLater();
    --active_;
    ++done_;
    emit runFinished(index, done_, totalRuns());
    if (done_ == totalRuns()) {
        complete();
        return;
    }
    if (cancelled_) {
        if (active_ == 0) cancelRemaining();
        return;
    }
    launchNext();
}

void Grader::cancelRemaining() {
    // Mark the runs never started, then finish.
    while (next_ < totalRuns()) {
        const int i = next_++;
        RunOutcome o;
        o.status = RunStatus::Timeout;
        o.error = Tr::tr("grading was cancelled");
        recordRun(results_, runs_[static_cast<std::size_t>(i)], o);
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

void Grader::complete() {
    if (!running_) return;
    running_ = false;
    finishResults(results_);
    const Status st = writeOutputs(results_);
    emit finished(st.ok() ? QString() : QString::fromStdString(st.message()));
}

}  // namespace botlab::grade
