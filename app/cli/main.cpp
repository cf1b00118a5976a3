// botlab-run: runs a Lua program on a robot in a scene without a window and reports the result.
//
//   botlab-run --robot R --scene S --program P.lua [--duration S] [--seed N]
//              [--report FILE.json] [--log FILE.csv] [--realtime] [--stop-at-goal]
//
// Exit status: 0 the run completed, 2 bad input (one line on stderr), 3 the program failed
// (syntax or runtime error, memory cap, guard), 1 the physics failed.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QSaveFile>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "botlab/core/files.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/runner/translation.h"

namespace botlab::cli {

using runner::RunReport;
using runner::RunSetup;
using runner::SimulationRunner;

namespace {

int badInput(const QString& message) {
    std::fprintf(stderr, "botlab-run: %s\n", qPrintable(message));
    return 2;
}

void printSummary(const RunSetup& setup, const RunReport& r, bool program_failed) {
    std::printf("--- botlab-run: %s on %s\n", qPrintable(setup.robot), qPrintable(setup.scene));
    std::printf("%s\n",
                qPrintable(QCoreApplication::translate(
                               "botlab::cli", "simulated %1 s in %2 s (%3x real time), %4 steps")
                               .arg(r.sim_time_s, 0, 'f', 3)
                               .arg(r.wall_time_s, 0, 'f', 3)
                               .arg(r.real_time_factor, 0, 'f', 1)
                               .arg(r.steps)));
    QString goal = r.score.goal_reached
                       ? QCoreApplication::translate("botlab::cli", "goal reached at %1 s")
                             .arg(r.score.goal_time_s.value_or(0.0), 0, 'f', 3)
                       : QCoreApplication::translate("botlab::cli", "goal not reached");
    std::printf("%s; %s\n", qPrintable(goal),
                qPrintable(QCoreApplication::translate("botlab::cli", "checkpoints %1/%2")
                               .arg(r.score.checkpoints_passed)
                               .arg(r.score.checkpoints_total)));
    if (r.score.line_deviation_max_m)
        std::printf("%s\n",
                    qPrintable(QCoreApplication::translate("botlab::cli",
                                                           "line deviation: max %1 m, mean %2 m")
                                   .arg(*r.score.line_deviation_max_m, 0, 'f', 4)
                                   .arg(r.score.line_deviation_mean_m.value_or(0), 0, 'f', 4)));
    std::printf("%s\n", qPrintable(QCoreApplication::translate(
                                       "botlab::cli", "wall collisions: %1; candles out: %2")
                                       .arg(r.score.wall_collisions)
                                       .arg(r.score.candles_out)));
    if (program_failed && r.program_error)
        std::printf("%s\n", qPrintable(QCoreApplication::translate("botlab::cli",
                                                                   "program error (line %1): %2")
                                           .arg(r.program_error->line)
                                           .arg(QString::fromStdString(r.program_error->message))));
    if (r.sim_error)
        std::printf("%s\n",
                    qPrintable(QCoreApplication::translate("botlab::cli", "physics failed: %1")
                                   .arg(QString::fromStdString(*r.sim_error))));
    std::printf("state hash: %016llx\n", static_cast<unsigned long long>(r.state_hash));
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
    parser.setApplicationDescription(QCoreApplication::translate(
        "botlab::cli",
        "Runs a Botlab Lua program on a robot in a scene without a window and reports the "
        "result. Exit status: 0 ran, 2 bad input, 3 program error, 1 physics failure."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption robotOpt(
        "robot",
        QCoreApplication::translate("botlab::cli",
                                    "Built-in robot name, robot file, or legged "
                                    "template (hexapod, quadruped, wheel_legged)."),
        "R");
    const QCommandLineOption sceneOpt(
        "scene", QCoreApplication::translate("botlab::cli", "Built-in scene name or scene file."),
        "S");
    const QCommandLineOption programOpt(
        "program", QCoreApplication::translate("botlab::cli", "The Lua program file."), "P.lua");
    const QCommandLineOption durationOpt(
        "duration",
        QCoreApplication::translate(
            "botlab::cli", "Simulated seconds to run (default: the scene's time limit, else 60)."),
        "S");
    const QCommandLineOption seedOpt(
        "seed", QCoreApplication::translate("botlab::cli", "Random seed (default 0)."), "N", "0");
    const QCommandLineOption reportOpt(
        "report",
        QCoreApplication::translate("botlab::cli", "Write the JSON report to FILE ('-' = stdout)."),
        "FILE.json");
    const QCommandLineOption logOpt(
        "log", QCoreApplication::translate("botlab::cli", "Write a CSV time series to FILE."),
        "FILE.csv");
    const QCommandLineOption realtimeOpt(
        "realtime", QCoreApplication::translate("botlab::cli", "Pace the run to the wall clock."));
    const QCommandLineOption stopAtGoalOpt(
        "stop-at-goal",
        QCoreApplication::translate("botlab::cli", "End the run when the goal is reached."));
    parser.addOptions({robotOpt, sceneOpt, programOpt, durationOpt, seedOpt, reportOpt, logOpt,
                       realtimeOpt, stopAtGoalOpt});
    if (!parser.parse(QCoreApplication::arguments())) return badInput(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.isSet("version")) parser.showVersion();
    if (!parser.positionalArguments().isEmpty())
        return badInput(QCoreApplication::translate("botlab::cli", "unexpected argument '%1'")
                            .arg(parser.positionalArguments().first()));
    for (const auto* o : {&robotOpt, &sceneOpt, &programOpt})
        if (!parser.isSet(*o))
            return badInput(
                QCoreApplication::translate("botlab::cli", "--%1 is required (see --help)")
                    .arg(o->names().first()));

    RunSetup setup;
    setup.robot = parser.value(robotOpt);
    setup.scene = parser.value(sceneOpt);
    bool ok = false;
    setup.seed = parser.value(seedOpt).toULongLong(&ok);
    if (!ok)
        return badInput(QCoreApplication::translate(
                            "botlab::cli", "--seed must be a non-negative integer (got '%1')")
                            .arg(parser.value(seedOpt)));
    std::optional<double> duration_s;
    if (parser.isSet(durationOpt)) {
        const double d = parser.value(durationOpt).toDouble(&ok);
        if (!ok || !(d > 0) || d > 1e6)
            return badInput(
                QCoreApplication::translate("botlab::cli",
                                            "--duration must be a number of seconds > 0 (got '%1')")
                    .arg(parser.value(durationOpt)));
        duration_s = d;
    }
    const QString programPath = parser.value(programOpt);
    const botlab::Result<QByteArray> read =
        botlab::core::readFile(programPath, botlab::core::FileKind::Program);
    if (!read) return badInput(QString::fromStdString(read.message()));
    const QByteArray& source = read.value();
    if (source.isEmpty())
        return badInput(QCoreApplication::translate("botlab::cli", "%1: the program is empty")
                            .arg(programPath));
    setup.program_source = source.toStdString();
    setup.program_options.chunk_name = "program";

    auto created = SimulationRunner::create(setup);
    if (!created.ok()) return badInput(QString::fromStdString(created.message()));
    SimulationRunner& runner = *created.value();

    std::ofstream csv;
    if (parser.isSet(logOpt)) {
        csv.open(parser.value(logOpt).toStdString());
        if (!csv)
            return badInput(QCoreApplication::translate("botlab::cli", "%1: cannot write the log")
                                .arg(parser.value(logOpt)));
        runner.setCsvLog(&csv);
    }
    // The report replaces its file atomically once the run is over (QSaveFile): a killed or
    // failed run leaves the previous report as it was.
    std::unique_ptr<QSaveFile> reportFile;
    if (parser.isSet(reportOpt) && parser.value(reportOpt) != "-") {
        reportFile = std::make_unique<QSaveFile>(parser.value(reportOpt));
        if (!reportFile->open(QIODevice::WriteOnly))
            return badInput(
                QCoreApplication::translate("botlab::cli", "%1: cannot write the report")
                    .arg(parser.value(reportOpt)));
    }
    runner.setConsoleSink([](const botlab::scripting::ConsoleLine& line) {
        if (line.kind == botlab::scripting::ConsoleKind::Error) {
            std::fflush(stdout);
            std::fprintf(stderr, "%s\n", line.text.c_str());
        } else {
            std::printf("%s\n", line.text.c_str());
        }
    });
    runner.setStopAtGoal(parser.isSet(stopAtGoalOpt));
    const double run_s =
        duration_s.value_or(runner.timeLimit_s() > 0 ? runner.timeLimit_s() : 60.0);
    runner.run(run_s, parser.isSet(realtimeOpt));
    const RunReport report = runner.report();
    if (csv.is_open()) csv.flush();

    const bool program_failed =
        runner.program() && runner.program()->state() == botlab::scripting::ProgramState::Failed;
    printSummary(setup, report, program_failed);
    const QByteArray json = botlab::runner::reportJson(report);
    if (reportFile) {
        if (reportFile->write(json) != json.size() || !reportFile->commit())
            return badInput(
                QCoreApplication::translate("botlab::cli", "%1: cannot write the report")
                    .arg(parser.value(reportOpt)));
    } else if (parser.isSet(reportOpt)) {
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    }
    std::fflush(stdout);
    if (program_failed) return 3;
    if (report.sim_error) return 1;
    return 0;
}

}  // namespace botlab::cli

int main(int argc, char** argv) {
    return botlab::cli::run(argc, argv);
}
