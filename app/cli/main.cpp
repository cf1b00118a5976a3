// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-run: runs a Lua program on a robot in a scene without a window and reports the result.
//
//   botlab-run --robot R --scene S --program P.lua [--duration S] [--seed N]
//              [--report FILE.json] [--log FILE.csv] [--realtime] [--stop-at-goal]
//   botlab-run --check ROBOT [--report FILE.json]
//
// Exit status: 0 the run completed, 2 bad input (one line on stderr), 3 the program failed
// (syntax or runtime error, memory cap, guard), 1 the physics failed. With --check (the robot
// check, robot_check.h): 0 nothing to fix, 1 something to fix, 2 a robot it cannot read.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>

#include "botlab/core/files.h"
#include "botlab/core/text.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/runner/translation.h"
#include "robot_check.h"

namespace botlab::cli {

namespace {
// Tr: the translation context "botlab::cli" for this file's texts (lupdate files Tr::tr under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::cli)
};
}  // namespace

using runner::RunReport;
using runner::RunSetup;
using runner::SimulationRunner;

namespace {

int badInput(const QString& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "botlab-run: %s\n", qPrintable(message));
    return 2;
}

/// An output file written beside its target and renamed over it only once complete (rename(2) is
/// atomic), so a killed or failed run never damages the file it would replace. A run killed
/// mid-way leaves at most a "<target>.XXXXXX" temporary file behind.
class AtomicOutput {
public:
    explicit AtomicOutput(QString target) : target_(std::move(target)) {}
    ~AtomicOutput() {
        if (!committed_ && !temp_.isEmpty()) QFile::remove(temp_);
    }
    /// Creates the temporary file; false (and errorString()) when the folder is not writable or
    /// the target exists and is not a regular file (a device such as /dev/full, a FIFO).
    bool open() {
        const QFileInfo info(target_);
        if (info.exists() && !info.isFile()) {
            error_ = Tr::tr("not a regular file");
            return false;
        }
        QTemporaryFile tmp(target_ + QStringLiteral(".XXXXXX"));
        tmp.setAutoRemove(false);
        if (!tmp.open()) {
            error_ = tmp.errorString();
            return false;
        }
        temp_ = tmp.fileName();
        tmp.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                           QFileDevice::ReadGroup | QFileDevice::ReadOther);
        tmp.close();
        stream_.open(QFile::encodeName(temp_).toStdString(), std::ios::binary | std::ios::trunc);
        if (!stream_) {
            error_ = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        return true;
    }
    std::ostream& stream() { return stream_; }
    /// Flushes, closes and renames the temporary file over the target; false when any write
    /// failed (a full disk) or the rename did.
    bool commit() {
        stream_.flush();
        const bool written = bool(stream_);
        stream_.close();
        if (!written || stream_.fail()) {
            error_ = Tr::tr("writing failed (is the disk full?)");
            return false;
        }
        if (std::rename(QFile::encodeName(temp_).constData(),
                        QFile::encodeName(target_).constData()) != 0) {
            error_ = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        committed_ = true;
        return true;
    }
    const QString& errorString() const { return error_; }

private:
    QString target_, temp_, error_;
    std::ofstream stream_;
    bool committed_ = false;
};

/// `error_shown`: the program's error was printed already (on stderr, as the program's console
/// showed it); a syntax error, which stops the program before it runs, is not.
void printSummary(const RunSetup& setup, const RunReport& r, bool program_failed,
                  bool error_shown) {
    std::printf("--- botlab-run: %s on %s\n", qPrintable(setup.robot), qPrintable(setup.scene));
    std::printf("%s\n", qPrintable(Tr::tr("simulated %1 s in %2 s (%3x real time), %4 steps")
                                       .arg(r.sim_time_s, 0, 'f', 3)
                                       .arg(r.wall_time_s, 0, 'f', 3)
                                       .arg(r.real_time_factor, 0, 'f', 1)
                                       .arg(r.steps)));
    QString goal =
        r.score.goal_reached
            ? Tr::tr("goal reached at %1 s").arg(r.score.goal_time_s.value_or(0.0), 0, 'f', 3)
            : Tr::tr("goal not reached");
    std::printf("%s; %s\n", qPrintable(goal),
                qPrintable(Tr::tr("checkpoints %1/%2")
                               .arg(r.score.checkpoints_passed)
                               .arg(r.score.checkpoints_total)));
    if (r.score.line_deviation_max_m)
        std::printf("%s\n",
                    qPrintable(Tr::tr("line deviation: max %1 m, mean %2 m")
                                   .arg(*r.score.line_deviation_max_m, 0, 'f', 4)
                                   .arg(r.score.line_deviation_mean_m.value_or(0), 0, 'f', 4)));
    std::printf("%s\n", qPrintable(Tr::tr("wall collisions: %1; candles out: %2")
                                       .arg(r.score.wall_collisions)
                                       .arg(r.score.candles_out)));
    if (r.score.objects_total > 0)
        std::printf("%s\n", qPrintable(Tr::tr("objects in their zones: %1/%2")
                                           .arg(r.score.objects_in_zones)
                                           .arg(r.score.objects_total)));
    std::printf("state hash: %016llx\n", static_cast<unsigned long long>(r.state_hash));
    // Errors go to stderr (after the summary, which stays on stdout).
    std::fflush(stdout);
    if (program_failed && r.program_error && !error_shown)
        std::fprintf(stderr, "%s\n",
                     qPrintable(Tr::tr("program error (line %1): %2")
                                    .arg(r.program_error->line)
                                    .arg(QString::fromStdString(r.program_error->message))));
    if (r.sim_error)
        std::fprintf(
            stderr, "%s\n",
            qPrintable(Tr::tr("physics failed: %1").arg(QString::fromStdString(*r.sim_error))));
}

}  // namespace

/// The program (main() forwards here, so everything of botlab-run is in botlab::cli).
int run(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("botlab-run");
    QCoreApplication::setApplicationVersion(BOTLAB_VERSION);
    // Messages in the system's language when Botlab has it (zh_CN), else English.
    botlab::runner::installTranslation(QLocale::system());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Runs a Botlab Lua program on a robot in a scene without a window and reports the "
               "result. Exit status: 0 ran, 2 bad input, 3 program error, 1 physics failure."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption robotOpt("robot",
                                      Tr::tr("Built-in robot name, robot file, or legged "
                                             "template (hexapod, quadruped, wheel_legged, "
                                             "manned_hexapod)."),
                                      "R");
    const QCommandLineOption sceneOpt("scene", Tr::tr("Built-in scene name or scene file."), "S");
    const QCommandLineOption programOpt("program", Tr::tr("The Lua program file."), "P.lua");
    const QCommandLineOption durationOpt(
        "duration", Tr::tr("Simulated seconds to run (default: the scene's time limit, else 60)."),
        "S");
    const QCommandLineOption seedOpt("seed", Tr::tr("Random seed (default 0)."), "N", "0");
    const QCommandLineOption reportOpt(
        "report", Tr::tr("Write the JSON report to FILE ('-' = stdout)."), "FILE.json");
    const QCommandLineOption logOpt("log", Tr::tr("Write a CSV time series to FILE."), "FILE.csv");
    const QCommandLineOption realtimeOpt("realtime", Tr::tr("Pace the run to the wall clock."));
    const QCommandLineOption stopAtGoalOpt("stop-at-goal",
                                           Tr::tr("End the run when the goal is reached."));
    const QCommandLineOption checkOpt(
        "check",
        Tr::tr("Check the robot (a built-in robot or a robot file) instead of running a program: "
               "the robot check and a test drive on a flat floor, one finding a line; --report "
               "writes them as JSON. Exit status: 0 nothing to fix, 1 something to fix, 2 a "
               "robot it cannot read."),
        "ROBOT");
    parser.addOptions({robotOpt, sceneOpt, programOpt, durationOpt, seedOpt, reportOpt, logOpt,
                       realtimeOpt, stopAtGoalOpt, checkOpt});
    if (!parser.parse(QCoreApplication::arguments())) return badInput(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.isSet("version")) parser.showVersion();
    if (!parser.positionalArguments().isEmpty())
        return badInput(Tr::tr("unexpected argument '%1'")
                            .arg(botlab::core::quoted(parser.positionalArguments().first())));
    if (parser.isSet(checkOpt)) {
        for (const auto* o : {&robotOpt, &sceneOpt, &programOpt, &logOpt})
            if (parser.isSet(*o))
                return badInput(
                    Tr::tr("--check takes no --%1 (see --help)").arg(o->names().first()));
        return runRobotCheck(parser.value(checkOpt), parser.value(reportOpt));
    }
    for (const auto* o : {&robotOpt, &sceneOpt, &programOpt})
        if (!parser.isSet(*o))
            return badInput(Tr::tr("--%1 is required (see --help)").arg(o->names().first()));

    RunSetup setup;
    setup.robot = parser.value(robotOpt);
    setup.scene = parser.value(sceneOpt);
    bool ok = false;
    setup.seed = parser.value(seedOpt).toULongLong(&ok);
    if (!ok)
        return badInput(Tr::tr("--seed must be a non-negative integer (got '%1')")
                            .arg(botlab::core::quoted(parser.value(seedOpt))));
    std::optional<double> duration_s;
    if (parser.isSet(durationOpt)) {
        const double d = parser.value(durationOpt).toDouble(&ok);
        if (!ok || !(d > 0) || d > 1e6)
            return badInput(Tr::tr("--duration must be a number of seconds > 0 (got '%1')")
                                .arg(botlab::core::quoted(parser.value(durationOpt))));
        duration_s = d;
    }
    const QString programPath = parser.value(programOpt);
    const botlab::Result<QByteArray> read =
        botlab::core::readFile(programPath, botlab::core::FileKind::Program);
    if (!read) return badInput(QString::fromStdString(read.message()));
    const QByteArray& source = read.value();
    if (source.isEmpty()) return badInput(Tr::tr("%1: the program is empty").arg(programPath));
    setup.program_source = source.toStdString();
    setup.program_options.chunk_name = "program";

    auto created = SimulationRunner::create(setup);
    if (!created.ok()) return badInput(QString::fromStdString(created.message()));
    SimulationRunner& runner = *created.value();

    // The log and the report replace their files atomically once the run is over: a killed or
    // failed run leaves the previous ones as they were.
    std::unique_ptr<AtomicOutput> csv;
    if (parser.isSet(logOpt)) {
        csv = std::make_unique<AtomicOutput>(parser.value(logOpt));
        if (!csv->open())
            return badInput(Tr::tr("%1: cannot write the log (%2)")
                                .arg(parser.value(logOpt), csv->errorString()));
        runner.setCsvLog(&csv->stream());
    }
    std::unique_ptr<AtomicOutput> reportFile;
    if (parser.isSet(reportOpt) && parser.value(reportOpt) != "-") {
        reportFile = std::make_unique<AtomicOutput>(parser.value(reportOpt));
        if (!reportFile->open())
            return badInput(Tr::tr("%1: cannot write the report (%2)")
                                .arg(parser.value(reportOpt), reportFile->errorString()));
    }
    bool error_shown = false;
    runner.setConsoleSink([&error_shown](const botlab::scripting::ConsoleLine& line) {
        if (line.kind == botlab::scripting::ConsoleKind::Error) {
            error_shown = true;
            std::fflush(stdout);
            std::fprintf(stderr, "%s\n", line.text.c_str());
        } else {
            std::printf("%s\n", line.text.c_str());
        }
    });
    runner.setStopAtGoal(parser.isSet(stopAtGoalOpt));
    const double run_s =
        duration_s.value_or(runner.timeLimit_s() > 0 ? runner.timeLimit_s() : 60.0);
    // A physics failure is also in the report (report.sim_error: printed, exit status 1).
    (void)runner.run(run_s, parser.isSet(realtimeOpt));
    const RunReport report = runner.report();
    runner.setCsvLog(nullptr);
    if (csv && !csv->commit())
        return badInput(
            Tr::tr("%1: cannot write the log (%2)").arg(parser.value(logOpt), csv->errorString()));

    const bool program_failed =
        runner.program() && runner.program()->state() == botlab::scripting::ProgramState::Failed;
    printSummary(setup, report, program_failed, error_shown);
    const QByteArray json = botlab::runner::reportJson(report);
    if (reportFile) {
        reportFile->stream().write(json.constData(), json.size());
        if (!reportFile->commit())
            return badInput(Tr::tr("%1: cannot write the report (%2)")
                                .arg(parser.value(reportOpt), reportFile->errorString()));
    } else if (parser.isSet(reportOpt)) {
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    }
    // Standard output is an output too: a summary or report lost to a full disk is exit 2.
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        return badInput(Tr::tr("cannot write to standard output (%1)")
                            .arg(QString::fromLocal8Bit(std::strerror(errno))));
    if (program_failed) return 3;
    if (report.sim_error) return 1;
    return 0;
}

}  // namespace botlab::cli

int main(int argc, char** argv) {
    return botlab::cli::run(argc, argv);
}
