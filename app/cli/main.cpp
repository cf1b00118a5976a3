// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-run: runs a Lua program on a robot in a scene without a window and reports the result.
//
//   botlab-run --robot R --scene S --program P.lua [--duration S] [--seed N]
//              [--report FILE.json] [--log FILE.csv] [--realtime] [--stop-at-goal]
//              [--trace FILE.csv [--trace-vars a,b,c]]
//   botlab-run --scene S --robot R1 --program P1.lua [--owner NAME] [--start I]
//                        --robot R2 --program P2.lua [--owner NAME] [--start I] ...
//                        [--stop-when-decided]
//   botlab-run --match FILE.json [--duration S] [--seed N] [--report FILE.json] ...
//   botlab-run --check ROBOT [--report FILE.json]
//
// Exit status: 0 the run completed, 2 bad input (one line on stderr), 3 the program failed
// (syntax or runtime error, memory cap, guard), 1 the physics failed. With several robots (a
// match) a failed program is part of the result (that robot forfeits) and the exit status is 0:
// a lost match is a completed run. With --check (the robot check, robot_check.h): 0 nothing to
// fix, 1 something to fix, 2 a robot it cannot read.
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
#include "botlab/runner/match_file.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/runner/trace.h"
#include "botlab/runner/translation.h"
#include "botlab/scenes/arena.h"
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
void printMatchSummary(const RunReport& r);

void printSummary(const RunSetup& setup, const RunReport& r, bool program_failed,
                  bool error_shown) {
    if (setup.opponents.empty()) {
        std::printf("--- botlab-run: %s on %s\n", qPrintable(setup.robot), qPrintable(setup.scene));
    } else {
        QStringList robots{setup.robot};
        for (const runner::Participant& p : setup.opponents) robots << p.robot;
        std::printf("--- botlab-run: %s on %s\n", qPrintable(robots.join(QStringLiteral(" vs "))),
                    qPrintable(setup.scene));
    }
    std::printf("%s\n", qPrintable(Tr::tr("simulated %1 s in %2 s (%3x real time), %4 steps")
                                       .arg(r.sim_time_s, 0, 'f', 3)
                                       .arg(r.wall_time_s, 0, 'f', 3)
                                       .arg(r.real_time_factor, 0, 'f', 1)
                                       .arg(r.steps)));
    if (!setup.opponents.empty()) {
        printMatchSummary(r);
        std::printf("state hash: %016llx\n", static_cast<unsigned long long>(r.state_hash));
        std::fflush(stdout);
        if (r.sim_error)
            std::fprintf(
                stderr, "%s\n",
                qPrintable(Tr::tr("physics failed: %1").arg(QString::fromStdString(*r.sim_error))));
        return;
    }
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

/// One --robot with the --program, --owner and --start that follow it on the command line.
struct RobotArgs {
    QString robot, program, owner, start;
    bool has_program = false, has_start = false;
};

/// Groups the command line's --robot, --program, --owner and --start options: each --robot
/// begins a robot; the others belong to the robot before them (or to the first robot when they
/// come before any --robot). QCommandLineParser has checked the options already.
std::vector<RobotArgs> robotGroups(const QStringList& args) {
    std::vector<RobotArgs> out;
    auto current = [&]() -> RobotArgs& {
        if (out.empty()) out.emplace_back();
        return out.back();
    };
    for (qsizetype i = 1; i < args.size(); ++i) {
        QString a = args[i];
        if (a == QLatin1String("--")) break;
        if (!a.startsWith(QLatin1String("--"))) continue;
        QString value;
        bool inline_value = false;
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        if (eq > 0) {
            value = a.mid(eq + 1);
            a = a.left(eq);
            inline_value = true;
        }
        const QString name = a.mid(2);
        static const QStringList grouped = {QStringLiteral("robot"), QStringLiteral("program"),
                                            QStringLiteral("owner"), QStringLiteral("start")};
        static const QStringList valued = {QStringLiteral("scene"), QStringLiteral("duration"),
                                           QStringLiteral("seed"),  QStringLiteral("report"),
                                           QStringLiteral("log"),   QStringLiteral("check"),
                                           QStringLiteral("match")};
        if (!grouped.contains(name)) {
            if (valued.contains(name) && !inline_value) ++i;  // skip its value
            continue;
        }
        if (!inline_value && i + 1 < args.size()) value = args[++i];
        if (name == QLatin1String("robot")) {
            if (out.empty() || !out.back().robot.isEmpty()) out.emplace_back();
            out.back().robot = value;
        } else if (name == QLatin1String("program")) {
            current().program = value;
            current().has_program = true;
        } else if (name == QLatin1String("owner")) {
            current().owner = value;
        } else {
            current().start = value;
            current().has_start = true;
        }
    }
    return out;
}

QString programStateText(const runner::RobotReport& r) {
    if (!r.has_program) return Tr::tr("no program");
    switch (r.program_state) {
        case botlab::scripting::ProgramState::Running:
            return Tr::tr("program running");
        case botlab::scripting::ProgramState::Finished:
            return Tr::tr("program finished");
        case botlab::scripting::ProgramState::Failed:
            return Tr::tr("program failed");
        case botlab::scripting::ProgramState::Stopped:
            return Tr::tr("program stopped");
    }
    return {};
}

/// "robot 2 (Alice)" / "robot 2": how the summary names robot `i` (1-based for people).
QString robotLabel(const RunReport& r, int i) {
    const runner::RobotReport& rr = r.robots[static_cast<std::size_t>(i)];
    return rr.owner.isEmpty() ? Tr::tr("robot %1").arg(i + 1)
                              : Tr::tr("robot %1 (%2)").arg(i + 1).arg(rr.owner);
}

/// The per-robot lines and the match result after the usual summary.
void printMatchSummary(const RunReport& r) {
    for (int i = 0; i < static_cast<int>(r.robots.size()); ++i) {
        const runner::RobotReport& rr = r.robots[static_cast<std::size_t>(i)];
        QString line = Tr::tr("%1: %2 on start %3, team %4, %5")
                           .arg(robotLabel(r, i), rr.robot)
                           .arg(rr.start)
                           .arg(rr.team)
                           .arg(programStateText(rr));
        if (rr.program_error)
            line += QStringLiteral(" (") +
                    Tr::tr("line %1: %2")
                        .arg(rr.program_error->line)
                        .arg(QString::fromStdString(rr.program_error->message)) +
                    QLatin1Char(')');
        if (rr.result) {
            const botlab::scenes::RobotResult& res = *rr.result;
            if (res.out && res.out_time_s)
                line +=
                    QStringLiteral("; ") + Tr::tr("out at %1 s").arg(*res.out_time_s, 0, 'f', 3);
            if (res.finish_time_s)
                line += QStringLiteral("; ") +
                        Tr::tr("finished at %1 s").arg(*res.finish_time_s, 0, 'f', 3);
            if (r.match && r.match->kind == botlab::scenes::ArenaKind::Soccer)
                line += QStringLiteral("; ") + Tr::tr("goals %1").arg(res.goals);
            const QString outcome = res.outcome == botlab::scenes::MatchOutcome::Won ? Tr::tr("won")
                                    : res.outcome == botlab::scenes::MatchOutcome::Lost
                                        ? Tr::tr("lost")
                                        : Tr::tr("drawn");
            line += QStringLiteral("; ") + Tr::tr("%1, points: %2").arg(outcome).arg(res.points);
        }
        std::printf("%s\n", qPrintable(line));
    }
    if (!r.match) return;
    const botlab::scenes::MatchReport& m = *r.match;
    if (!m.is_arena) {
        std::printf("%s\n", qPrintable(Tr::tr("match: the scene is no arena (no winner)")));
        return;
    }
    QString result;
    const int winner = r.winnerRobot();
    if (m.draw)
        result = Tr::tr("draw");
    else if (winner >= 0)
        result = Tr::tr("%1 wins").arg(robotLabel(r, winner));
    else
        result = Tr::tr("team %1 wins").arg(m.winner_team);
    std::printf("%s\n", qPrintable(Tr::tr("match (%1): %2 at %3 s: %4")
                                       .arg(botlab::scenes::arenaKindName(m.kind), result)
                                       .arg(m.decided_at_s.value_or(m.end_time_s), 0, 'f', 3)
                                       .arg(botlab::scenes::matchReasonText(m.reason))));
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
    const QCommandLineOption ownerOpt(
        "owner", Tr::tr("Who the robot before it belongs to (with several --robot)."), "NAME");
    const QCommandLineOption startOpt(
        "start",
        Tr::tr("The scene start (0, 1, ...) of the robot before it (default: the next free)."),
        "I");
    const QCommandLineOption matchOpt(
        "match",
        Tr::tr("Run the match a match file describes (scene, seed, robots with their programs, "
               "owners and starts; docs/formats/match.md) instead of --robot/--program/--scene."),
        "FILE.json");
    const QCommandLineOption stopDecidedOpt(
        "stop-when-decided",
        Tr::tr("With several robots in an arena: end the run when the match is decided."));
    const QCommandLineOption traceOpt(
        "trace",
        Tr::tr("Write every line the program runs to FILE (CSV: time_s, robot, line and the "
               "variables' values; docs/formats/trace.md)."),
        "FILE.csv");
    const QCommandLineOption traceVarsOpt(
        "trace-vars",
        Tr::tr("With --trace: the variables to write, separated by commas (default: the "
               "program's global numbers, strings and booleans)."),
        "a,b,c");
    parser.addOptions({robotOpt, sceneOpt, programOpt, durationOpt, seedOpt, reportOpt, logOpt,
                       realtimeOpt, stopAtGoalOpt, checkOpt, ownerOpt, startOpt, matchOpt,
                       stopDecidedOpt, traceOpt, traceVarsOpt});
    if (!parser.parse(QCoreApplication::arguments())) return badInput(parser.errorText());
    if (parser.isSet("help")) parser.showHelp(0);
    if (parser.isSet("version")) parser.showVersion();
    if (!parser.positionalArguments().isEmpty())
        return badInput(Tr::tr("unexpected argument '%1'")
                            .arg(botlab::core::quoted(parser.positionalArguments().first())));
    if (parser.isSet(checkOpt)) {
        for (const auto* o :
             {&robotOpt, &sceneOpt, &programOpt, &logOpt, &ownerOpt, &startOpt, &matchOpt})
            if (parser.isSet(*o))
                return badInput(
                    Tr::tr("--check takes no --%1 (see --help)").arg(o->names().first()));
        return runRobotCheck(parser.value(checkOpt), parser.value(reportOpt));
    }
    bool ok = false;
    const std::uint64_t seed = parser.value(seedOpt).toULongLong(&ok);
    if (!ok)
        return badInput(Tr::tr("--seed must be a non-negative integer (got '%1')")
                            .arg(botlab::core::quoted(parser.value(seedOpt))));
    std::optional<double> duration_opt;
    if (parser.isSet(durationOpt)) {
        const double d = parser.value(durationOpt).toDouble(&ok);
        if (!ok || !(d > 0) || d > 1e6)
            return badInput(Tr::tr("--duration must be a number of seconds > 0 (got '%1')")
                                .arg(botlab::core::quoted(parser.value(durationOpt))));
        duration_opt = d;
    }
    RunSetup setup;
    std::optional<double> duration_s;
    if (parser.isSet(matchOpt)) {
        for (const auto* o : {&robotOpt, &sceneOpt, &programOpt, &ownerOpt, &startOpt})
            if (parser.isSet(*o))
                return badInput(Tr::tr("--match takes no --%1 (the match file names them)")
                                    .arg(o->names().first()));
        const botlab::Result<runner::MatchFile> match =
            runner::readMatchFile(parser.value(matchOpt));
        if (!match.ok()) return badInput(QString::fromStdString(match.message()));
        botlab::Result<RunSetup> made = runner::matchRunSetup(match.value());
        if (!made.ok()) return badInput(QString::fromStdString(made.message()));
        setup = std::move(made.value());
        duration_s = match.value().duration_s;
    } else {
        for (const auto* o : {&robotOpt, &sceneOpt, &programOpt})
            if (!parser.isSet(*o))
                return badInput(Tr::tr("--%1 is required (see --help)").arg(o->names().first()));
        const std::vector<RobotArgs> robots = robotGroups(QCoreApplication::arguments());
        setup.scene = parser.value(sceneOpt);
        setup.program_options.chunk_name = "program";
        for (std::size_t i = 0; i < robots.size(); ++i) {
            const RobotArgs& g = robots[i];
            if (g.robot.isEmpty())
                return badInput(
                    Tr::tr("--program, --owner and --start follow a --robot (see --help)"));
            if (!g.has_program)
                return badInput(Tr::tr("--robot %1 has no --program after it (each robot needs "
                                       "one; see --help)")
                                    .arg(botlab::core::quoted(g.robot)));
            int start = -1;
            if (g.has_start) {
                start = g.start.toInt(&ok);
                if (!ok || start < 0)
                    return badInput(Tr::tr("--start must be a start index 0, 1, ... (got '%1')")
                                        .arg(botlab::core::quoted(g.start)));
            }
            const botlab::Result<QByteArray> read =
                botlab::core::readFile(g.program, botlab::core::FileKind::Program);
            if (!read) return badInput(QString::fromStdString(read.message()));
            if (read.value().isEmpty())
                return badInput(Tr::tr("%1: the program is empty").arg(g.program));
            if (i == 0) {
                setup.robot = g.robot;
                setup.program_source = read.value().toStdString();
                setup.owner = g.owner;
                setup.start = g.has_start ? start : 0;
                if (robots.size() > 1 && !g.has_start) setup.start = -1;
            } else {
                runner::Participant p;
                p.robot = g.robot;
                p.program_source = read.value().toStdString();
                p.owner = g.owner;
                p.start = start;
                setup.opponents.push_back(std::move(p));
            }
        }
    }
    const bool multi = !setup.opponents.empty();
    if (!parser.isSet(matchOpt) || parser.isSet(seedOpt)) setup.seed = seed;  // --seed wins
    if (duration_opt) duration_s = duration_opt;

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
    if (parser.isSet(traceVarsOpt) && !parser.isSet(traceOpt))
        return badInput(Tr::tr("--trace-vars needs --trace FILE.csv (see --help)"));
    std::unique_ptr<botlab::runner::TraceRecorder> trace;
    std::unique_ptr<AtomicOutput> traceFile;
    if (parser.isSet(traceOpt)) {
        traceFile = std::make_unique<AtomicOutput>(parser.value(traceOpt));
        if (!traceFile->open())
            return badInput(Tr::tr("%1: cannot write the trace (%2)")
                                .arg(parser.value(traceOpt), traceFile->errorString()));
        trace = std::make_unique<botlab::runner::TraceRecorder>(
            runner, botlab::runner::traceVariableList(parser.value(traceVarsOpt)));
    }
    bool error_shown = false;
    if (!multi) {
        runner.setConsoleSink([&error_shown](const botlab::scripting::ConsoleLine& line) {
            if (line.kind == botlab::scripting::ConsoleKind::Error) {
                error_shown = true;
                std::fflush(stdout);
                std::fprintf(stderr, "%s\n", line.text.c_str());
            } else {
                std::printf("%s\n", line.text.c_str());
            }
        });
    } else {
        // Each line tagged with its robot: "[robot 2 (Alice)] text".
        std::vector<std::string> tags;
        for (int i = 0; i < runner.robotCount(); ++i) {
            const QString owner = runner.robotOwner(i);
            tags.push_back((QStringLiteral("[") +
                            (owner.isEmpty() ? Tr::tr("robot %1").arg(i + 1)
                                             : Tr::tr("robot %1 (%2)").arg(i + 1).arg(owner)) +
                            QStringLiteral("] "))
                               .toStdString());
        }
        runner.setRobotConsoleSink([tags](int robot, const botlab::scripting::ConsoleLine& line) {
            const std::string& tag = tags[static_cast<std::size_t>(robot)];
            if (line.kind == botlab::scripting::ConsoleKind::Error) {
                std::fflush(stdout);
                std::fprintf(stderr, "%s%s\n", tag.c_str(), line.text.c_str());
            } else {
                std::printf("%s%s\n", tag.c_str(), line.text.c_str());
            }
        });
    }
    runner.setStopAtGoal(parser.isSet(stopAtGoalOpt));
    runner.setStopWhenDecided(parser.isSet(stopDecidedOpt));
    const double run_s =
        duration_s.value_or(runner.timeLimit_s() > 0 ? runner.timeLimit_s() : 60.0);
    // A physics failure is also in the report (report.sim_error: printed, exit status 1).
    (void)runner.run(run_s, parser.isSet(realtimeOpt));
    const RunReport report = runner.report();
    runner.setCsvLog(nullptr);
    if (csv && !csv->commit())
        return badInput(
            Tr::tr("%1: cannot write the log (%2)").arg(parser.value(logOpt), csv->errorString()));
    if (trace) {
        trace->write(traceFile->stream());
        if (!traceFile->commit())
            return badInput(Tr::tr("%1: cannot write the trace (%2)")
                                .arg(parser.value(traceOpt), traceFile->errorString()));
    }

    // With several robots a failed program is a forfeit, part of the match's result (exit 0).
    const bool program_failed =
        !multi && runner.program() &&
        runner.program()->state() == botlab::scripting::ProgramState::Failed;
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
