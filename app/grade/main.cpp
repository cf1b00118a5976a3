// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-grade: grades a whole class's Lua programs on an assignment's scenes and seeds.
//
//   botlab-grade --assignment A.json --submissions DIR --out DIR [--jobs N] [--shard K/N]
//   botlab-grade merge SHARD_DIR... --out DIR
//
// Every run is its own process (this program in its hidden worker mode, "--worker REPLAY") with a
// wall-time limit and a memory cap. Exit status: 0 grading ran (whatever the students scored), 2 a
// bad assignment, submissions folder or output folder (one line on stderr).
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QLocale>
#include <QThread>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <new>

#include "botlab/grade/grader.h"
#include "botlab/grade/match_job.h"
#include "botlab/grade/run_job.h"
#include "botlab/grade/shard.h"
#include "botlab/runner/translation.h"

namespace botlab::grade_cli {

namespace {
// Tr: the translation context "botlab::grade" for this file's texts (lupdate files Tr::tr under
// it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::grade)
};
}  // namespace

namespace {

int badInput(const QString& message) {
    std::fprintf(stderr, "botlab-grade: %s\n", qPrintable(message));
    return 2;
}

QString clock(double s) {
    const long t = std::lround(std::max(0.0, s));
    return QStringLiteral("%1:%2").arg(t / 60).arg(t % 60, 2, 10, QLatin1Char('0'));
}

/// The answer a worker gives when its process runs out of memory (its address-space cap), made
/// before the run so that giving it needs no memory.
QByteArray out_of_memory_answer;

void answerOutOfMemory() {
    // Called by operator new when it cannot allocate: say so, then end without unwinding.
    const ssize_t written = ::write(STDOUT_FILENO, out_of_memory_answer.constData(),
                                    static_cast<std::size_t>(out_of_memory_answer.size()));
    (void)written;  // nothing more can be done here
    std::_Exit(0);
}

/// std::terminate's handler in a worker: an allocation that failed anywhere (operator new, or a
/// library that throws std::bad_alloc itself) is the memory cap; anything else stays a crash.
[[noreturn]] void terminateOnBadAlloc() {
    if (const std::exception_ptr e = std::current_exception()) {
        try {
            std::rethrow_exception(e);
        } catch (const std::bad_alloc&) {
            answerOutOfMemory();
        } catch (...) {
        }
    }
    std::abort();
}

/// The hidden worker mode: runs one replay file, prints the outcome as JSON on stdout. Gives the
/// run up `wall_limit_s` seconds of real time after `started` (0 = never).
int worker(const QString& replay, const QString& trajectory, double wall_limit_s,
           const QElapsedTimer& started) {
    rlimit cap{};
    if (getrlimit(RLIMIT_AS, &cap) == 0 && cap.rlim_cur != RLIM_INFINITY) {
        grade::RunOutcome oom;
        oom.status = grade::RunStatus::Crashed;
        oom.error = grade::memoryLimitText(static_cast<int>(cap.rlim_cur / (1024 * 1024)));
        out_of_memory_answer = QJsonDocument(oom.toJson()).toJson(QJsonDocument::Compact);
        std::set_new_handler(answerOutOfMemory);
        std::set_terminate(terminateOnBadAlloc);
    }
    Result<grade::RunJob> job = grade::RunJob::loadFile(replay);
    if (!job) return badInput(QString::fromStdString(job.message()));
    std::ofstream csv, trace;
    if (!trajectory.isEmpty()) {
        csv.open(trajectory.toStdString());
        // The line-event trace for the teacher, beside the trajectory and the replay
        // (<scene>_seed<N>.trace.csv; docs/formats/trace.md).
        QString trace_path = trajectory;
        if (trace_path.endsWith(QStringLiteral(".csv"))) trace_path.chop(4);
        trace.open((trace_path + QStringLiteral(".trace.csv")).toStdString());
    }
    // The limit counts from the process's start, as the Grader's does.
    const double left_s =
        wall_limit_s > 0.0
            ? std::max(1e-3, wall_limit_s - static_cast<double>(started.elapsed()) / 1000.0)
            : 0.0;
    const grade::RunOutcome outcome = grade::runJob(job.value(), csv.is_open() ? &csv : nullptr,
                                                    left_s, trace.is_open() ? &trace : nullptr);
    std::set_new_handler(nullptr);
    csv.close();
    trace.close();
    const QByteArray json = QJsonDocument(outcome.toJson()).toJson(QJsonDocument::Compact);
    std::fwrite(json.constData(), 1, static_cast<std::size_t>(json.size()), stdout);
    std::fflush(stdout);
    return 0;
}

/// The hidden match-worker mode: runs one match replay, prints the outcome as JSON on stdout.
int matchWorker(const QString& replay, double wall_limit_s, const QElapsedTimer& started) {
    rlimit cap{};
    if (getrlimit(RLIMIT_AS, &cap) == 0 && cap.rlim_cur != RLIM_INFINITY) {
        // Out of memory in the process (not in a program's Lua state, which has its own cap):
        // the match is not played, both marked.
        grade::MatchOutcome oom;
        oom.status = grade::RunStatus::Crashed;
        oom.result = grade::MatchResult::Kind::NotPlayed;
        oom.reason = QStringLiteral("crashed");
        oom.error = grade::memoryLimitText(static_cast<int>(cap.rlim_cur / (1024 * 1024)));
        out_of_memory_answer = QJsonDocument(oom.toJson()).toJson(QJsonDocument::Compact);
        std::set_new_handler(answerOutOfMemory);
        std::set_terminate(terminateOnBadAlloc);
    }
    Result<grade::MatchJob> job = grade::MatchJob::loadFile(replay);
    if (!job) return badInput(QString::fromStdString(job.message()));
    const double left_s =
        wall_limit_s > 0.0
            ? std::max(1e-3, wall_limit_s - static_cast<double>(started.elapsed()) / 1000.0)
            : 0.0;
    const grade::MatchOutcome outcome = grade::runMatch(job.value(), left_s);
    std::set_new_handler(nullptr);
    const QByteArray json = QJsonDocument(outcome.toJson()).toJson(QJsonDocument::Compact);
    std::fwrite(json.constData(), 1, static_cast<std::size_t>(json.size()), stdout);
    std::fflush(stdout);
    return 0;
}

}  // namespace

int run(int argc, char** argv) {
    QElapsedTimer started;
    started.start();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("botlab-grade");
    QCoreApplication::setApplicationVersion(BOTLAB_VERSION);
    // The language: BOTLAB_LANG (set by whoever starts the workers: the app's language), else the
    // system's.
    const QString lang = qEnvironmentVariable("BOTLAB_LANG");
    const bool chinese =
        botlab::runner::installTranslation(lang.isEmpty() ? QLocale::system() : QLocale(lang));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Grades a class: runs every student's Lua program on every scene and seed of an "
               "assignment, each run in its own process, and writes grades.csv, grades.json, runs/ "
               "and report.html. Exit status: 0 grading ran, 2 bad assignment or folder."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption assignmentOpt(
        "assignment", Tr::tr("The assignment file (botlab.assignment)."), "A.json");
    const QCommandLineOption submissionsOpt(
        "submissions",
        Tr::tr(
            "Folder with one .lua file, or one folder, per student (the name is the student's)."),
        "DIR");
    const QCommandLineOption outOpt("out", Tr::tr("Folder for the results."), "DIR");
    const QCommandLineOption jobsOpt(
        "jobs", Tr::tr("Runs at the same time (default: the number of cores)."), "N");
    QCommandLineOption workerOpt("worker", QStringLiteral("internal"), "REPLAY");
    workerOpt.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption trajectoryOpt("trajectory", QStringLiteral("internal"), "CSV");
    trajectoryOpt.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption shardOpt(
        "shard",
        Tr::tr("Run only the K-th of N disjoint slices of the runs (or matches) and write a "
               "partial result; join the N folders with 'botlab-grade merge DIR... --out DIR'."),
        "K/N");
    QCommandLineOption wallOpt("wall-limit", QStringLiteral("internal"), "S");
    wallOpt.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption matchWorkerOpt("match-worker", QStringLiteral("internal"), "REPLAY");
    matchWorkerOpt.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({assignmentOpt, submissionsOpt, outOpt, jobsOpt, shardOpt, workerOpt,
                       trajectoryOpt, wallOpt, matchWorkerOpt});
    parser.addPositionalArgument(
        "merge", Tr::tr("'merge DIR... --out DIR': join the shards' folders into one result "
                        "(--assignment and --submissions: where they are now, if they moved)."));
    if (!parser.parse(QCoreApplication::arguments())) return badInput(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.isSet("version")) parser.showVersion();
    if (parser.isSet(workerOpt))
        return worker(parser.value(workerOpt), parser.value(trajectoryOpt),
                      std::max(0.0, parser.value(wallOpt).toDouble()), started);
    if (parser.isSet(matchWorkerOpt))
        return matchWorker(parser.value(matchWorkerOpt),
                           std::max(0.0, parser.value(wallOpt).toDouble()), started);
    if (!parser.positionalArguments().isEmpty() &&
        parser.positionalArguments().first() == QLatin1String("merge")) {
        const QStringList dirs = parser.positionalArguments().mid(1);
        if (dirs.isEmpty()) return badInput(Tr::tr("merge: give the shards' folders"));
        if (!parser.isSet(outOpt)) return badInput(Tr::tr("--out is required (see --help)"));
        grade::Grader grader;
        if (Status st = grader.merge(dirs, parser.value(outOpt), parser.value(assignmentOpt),
                                     parser.value(submissionsOpt), QStringLiteral(BOTLAB_VERSION));
            !st.ok())
            return badInput(QString::fromStdString(st.message()));
        std::fprintf(
            stderr, "%s\n",
            qPrintable(Tr::tr("merged %1 shards: see %2")
                           .arg(dirs.size())
                           .arg(grader.results().out_dir + QStringLiteral("/report.html"))));
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return badInput(
            Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    for (const auto* o : {&assignmentOpt, &submissionsOpt, &outOpt})
        if (!parser.isSet(*o))
            return badInput(Tr::tr("--%1 is required (see --help)").arg(o->names().first()));
    int jobs = QThread::idealThreadCount();
    if (parser.isSet(jobsOpt)) {
        bool ok = false;
        jobs = parser.value(jobsOpt).toInt(&ok);
        if (!ok || jobs < 1 || jobs > 256)
            return badInput(Tr::tr("--jobs must be a whole number from 1 to 256 (got '%1')")
                                .arg(parser.value(jobsOpt)));
    }

    grade::Grader grader;
    if (Status st = grader.prepare(parser.value(assignmentOpt), parser.value(submissionsOpt),
                                   parser.value(outOpt), QStringLiteral(BOTLAB_VERSION));
        !st.ok())
        return badInput(QString::fromStdString(st.message()));
    if (parser.isSet(shardOpt)) {
        const Result<grade::ShardSpec> shard = grade::parseShard(parser.value(shardOpt));
        if (!shard) return badInput(QString::fromStdString(shard.message()));
        if (Status st = grader.setShard(shard.value()); !st.ok())
            return badInput(QString::fromStdString(st.message()));
    }

    const bool tty = isatty(STDERR_FILENO) != 0;
    const grade::ClassResults& res = grader.results();
    const QString slice = parser.isSet(shardOpt)
                              ? QStringLiteral(" (") +
                                    Tr::tr("shard %1").arg(parser.value(shardOpt)) +
                                    QStringLiteral(")")
                              : QString();
    if (res.assignment.isTournament())
        std::fprintf(stderr, "%s%s\n",
                     qPrintable(Tr::tr("tournament of %1 students in %2: %3 matches to run, %4 "
                                       "at a time")
                                    .arg(res.students.size())
                                    .arg(res.assignment.arena)
                                    .arg(grader.totalRuns())
                                    .arg(jobs)),
                     qPrintable(slice));
    else
        std::fprintf(stderr, "%s%s\n",
                     qPrintable(Tr::tr("grading %1 students x %2 scenes x %3 seeds: %4 "
                                       "runs, %5 at a time")
                                    .arg(res.students.size())
                                    .arg(res.assignment.scenes.size())
                                    .arg(res.assignment.seeds.size())
                                    .arg(grader.totalRuns())
                                    .arg(jobs)),
                     qPrintable(slice));
    QObject::connect(
        &grader, &grade::Grader::runFinished, &app, [&](int index, int done, int total) {
            if (tty) {
                const int width = 30;
                const int filled = total > 0 ? done * width / total : width;
                std::fprintf(stderr, "\r[%s%s] %d/%d  %s %s  ",
                             std::string(static_cast<std::size_t>(filled), '#').c_str(),
                             std::string(static_cast<std::size_t>(width - filled), '.').c_str(),
                             done, total, qPrintable(Tr::tr("ETA")),
                             qPrintable(clock(grader.eta_s())));
            } else if (grader.isTournament()) {
                const grade::MatchRecord& m = grader.matches()[static_cast<std::size_t>(index)];
                const std::vector<QString> names = grader.results().names();
                std::fprintf(stderr, "%d/%d round %d %s - %s: %s\n", done, total, m.pairing.round,
                             qPrintable(names[static_cast<std::size_t>(m.pairing.home)]),
                             qPrintable(names[static_cast<std::size_t>(m.pairing.away)]),
                             qPrintable(grade::matchResultKey(m.result.kind)));
            } else {
                const grade::PlannedRun& r = grader.runs()[static_cast<std::size_t>(index)];
                std::fprintf(stderr, "%d/%d %s %s seed %llu\n", done, total,
                             qPrintable(r.job.student), qPrintable(r.job.scene_name),
                             static_cast<unsigned long long>(r.job.seed));
            }
            std::fflush(stderr);
        });
    int status = 0;
    QObject::connect(&grader, &grade::Grader::finished, &app, [&](const QString& error) {
        if (tty) std::fprintf(stderr, "\n");
        if (!error.isEmpty()) {
            status = badInput(error);
        } else if (parser.isSet(shardOpt)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(Tr::tr("shard %1 done in %2 s: %3 (merge the shards with "
                                           "'botlab-grade merge DIR... --out DIR')")
                                        .arg(parser.value(shardOpt))
                                        .arg(grader.elapsed_s(), 0, 'f', 1)
                                        .arg(grader.results().out_dir + QLatin1Char('/') +
                                             QLatin1String(grade::kShardManifestFile))));
        } else if (grader.isTournament()) {
            const std::vector<grade::Standing> table = grader.standings();
            std::fprintf(
                stderr, "%s\n",
                qPrintable(Tr::tr("tournament played in %1 s: %2 matches; first: %3 "
                                  "with %4 points; see %5")
                               .arg(grader.elapsed_s(), 0, 'f', 1)
                               .arg(grader.matches().size())
                               .arg(table.empty()
                                        ? QString()
                                        : grader.results().names()[static_cast<std::size_t>(
                                              table.front().student)])
                               .arg(table.empty() ? 0 : table.front().points)
                               .arg(grader.results().out_dir + QStringLiteral("/report.html"))));
        } else {
            int passed = 0, total = 0;
            for (const grade::StudentResult& s : grader.results().students)
                for (const grade::SceneResult& sc : s.scenes) {
                    ++total;
                    passed += sc.passed ? 1 : 0;
                }
            std::fprintf(
                stderr, "%s\n",
                qPrintable(Tr::tr("graded in %1 s: %2 of %3 student-scenes passed; %4 "
                                  "near-identical pairs; see %5")
                               .arg(grader.elapsed_s(), 0, 'f', 1)
                               .arg(passed)
                               .arg(total)
                               .arg(grader.results().similar.size())
                               .arg(grader.results().out_dir + QStringLiteral("/report.html"))));
        }
        QCoreApplication::exit(status);
    });
    grader.start({QCoreApplication::applicationFilePath(),
                  {},
                  chinese ? QStringLiteral("zh_CN") : QStringLiteral("en")},
                 jobs);
    return app.exec() == 0 ? status : status;
}

}  // namespace botlab::grade_cli

int main(int argc, char** argv) {
    return botlab::grade_cli::run(argc, argv);
}
