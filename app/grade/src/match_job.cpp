// SPDX-License-Identifier: GPL-3.0-or-later
// Match replay files and running one match in-process (see botlab/grade/match_job.h).
#include "botlab/grade/match_job.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>

#include "botlab/core/files.h"
#include "botlab/core/json_reader.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/scenes/arena.h"
#include "tr.h"

namespace botlab::grade {

using core::fileError;

namespace {

QString hashText(std::uint64_t h) {
    return QStringLiteral("%1").arg(static_cast<qulonglong>(h), 16, 16, QLatin1Char('0'));
}

std::optional<std::uint64_t> parseHash(const QJsonValue& v) {
    const QString text = v.toString();
    bool ok = false;
    const qulonglong h = text.toULongLong(&ok, 16);
    if (!ok || text.size() != 16) return std::nullopt;
    return static_cast<std::uint64_t>(h);
}

QJsonObject sideJson(const MatchSide& s) {
    return QJsonObject{{QStringLiteral("student"), s.student},
                       {QStringLiteral("robot"), s.robot},
                       {QStringLiteral("robot_sha256"), s.robot_sha256},
                       {QStringLiteral("program"), QString::fromStdString(s.program)},
                       {QStringLiteral("program_label"), s.program_label},
                       {QStringLiteral("start"), s.start}};
}

MatchSide sideFromJson(const QJsonObject& o) {
    MatchSide s;
    s.student = o.value(QStringLiteral("student")).toString();
    s.robot = o.value(QStringLiteral("robot")).toString();
    s.robot_sha256 = o.value(QStringLiteral("robot_sha256")).toString();
    s.program = o.value(QStringLiteral("program")).toString().toStdString();
    s.program_label = o.value(QStringLiteral("program_label")).toString();
    s.start = o.value(QStringLiteral("start")).toInt();
    return s;
}

QString kindKey(MatchResult::Kind k) {
    return matchResultKey(k);
}

MatchResult::Kind kindFromKey(const QString& key) {
    for (MatchResult::Kind k : {MatchResult::Kind::HomeWin, MatchResult::Kind::AwayWin,
                                MatchResult::Kind::Draw, MatchResult::Kind::Bye})
        if (matchResultKey(k) == key) return k;
    return MatchResult::Kind::NotPlayed;
}

QString programError(const std::optional<runner::ProgramError>& e) {
    if (!e) return {};
    const QString message = QString::fromStdString(e->message);
    return e->line > 0 ? Tr::tr("line %1: %2").arg(e->line).arg(message) : message;
}

}  // namespace

QJsonObject MatchJob::toJson() const {
    QJsonObject o;
    o[QStringLiteral("format")] = QLatin1String(kMatchReplayFormatName);
    o[QStringLiteral("version")] = kMatchReplayFormatVersion;
    o[QStringLiteral("round")] = round;
    o[QStringLiteral("seed")] = static_cast<double>(seed);
    o[QStringLiteral("time_limit_s")] = time_limit_s;
    o[QStringLiteral("arena_name")] = arena_name;
    o[QStringLiteral("scene")] = scene;
    o[QStringLiteral("home")] = sideJson(home);
    o[QStringLiteral("away")] = sideJson(away);
    if (expected_state_hash)
        o[QStringLiteral("expected_state_hash")] = hashText(*expected_state_hash);
    return o;
}

Result<MatchJob> MatchJob::fromJson(const QJsonObject& o, const QString& file_label) {
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kMatchReplayFormatName))
        return fileError(
            file_label,
            Tr::tr("not a match replay (\"format\": \"%1\")").arg(kMatchReplayFormatName));
    if (o.value(QStringLiteral("version")).toInt() > kMatchReplayFormatVersion)
        return fileError(file_label, Tr::tr("a newer match replay than this Botlab reads"));
    MatchJob j;
    j.round = o.value(QStringLiteral("round")).toInt(1);
    j.seed = static_cast<std::uint64_t>(o.value(QStringLiteral("seed")).toDouble(1));
    j.time_limit_s = o.value(QStringLiteral("time_limit_s")).toDouble(60.0);
    j.arena_name = o.value(QStringLiteral("arena_name")).toString();
    j.scene = o.value(QStringLiteral("scene")).toObject();
    j.home = sideFromJson(o.value(QStringLiteral("home")).toObject());
    j.away = sideFromJson(o.value(QStringLiteral("away")).toObject());
    j.expected_state_hash = parseHash(o.value(QStringLiteral("expected_state_hash")));
    return j;
}

Result<MatchJob> MatchJob::loadFile(const QString& path) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Replay);
    if (!bytes.ok()) return bytes.error();
    const Result<QJsonObject> json = core::parseJsonObject(bytes.value(), path);
    if (!json) return json.error();
    return fromJson(json.value(), path);
}

Status MatchJob::saveFile(const QString& path) const {
    return core::writeFileAtomic(path, QJsonDocument(toJson()).toJson(QJsonDocument::Compact));
}

QJsonObject MatchOutcome::toJson() const {
    QJsonObject o;
    o[QStringLiteral("status")] = runStatusKey(status);
    o[QStringLiteral("result")] = kindKey(result);
    o[QStringLiteral("home_goals")] = home_goals;
    o[QStringLiteral("away_goals")] = away_goals;
    o[QStringLiteral("end_time_s")] = end_time_s;
    o[QStringLiteral("reason")] = reason;
    o[QStringLiteral("home_error")] = home_error;
    o[QStringLiteral("away_error")] = away_error;
    o[QStringLiteral("error")] = error;
    o[QStringLiteral("state_hash")] = state_hash ? QJsonValue(hashText(*state_hash)) : QJsonValue();
    o[QStringLiteral("wall_time_s")] = wall_time_s;
    return o;
}

Result<MatchOutcome> MatchOutcome::fromJson(const QJsonObject& o) {
    MatchOutcome m;
    const std::optional<RunStatus> status =
        runStatusFromKey(o.value(QStringLiteral("status")).toString());
    if (!status) return Error{"match worker answer: no valid status"};
    m.status = *status;
    m.result = kindFromKey(o.value(QStringLiteral("result")).toString());
    m.home_goals = o.value(QStringLiteral("home_goals")).toInt();
    m.away_goals = o.value(QStringLiteral("away_goals")).toInt();
    m.end_time_s = o.value(QStringLiteral("end_time_s")).toDouble();
    m.reason = o.value(QStringLiteral("reason")).toString();
    m.home_error = o.value(QStringLiteral("home_error")).toString();
    m.away_error = o.value(QStringLiteral("away_error")).toString();
    m.error = o.value(QStringLiteral("error")).toString();
    m.state_hash = parseHash(o.value(QStringLiteral("state_hash")));
    m.wall_time_s = o.value(QStringLiteral("wall_time_s")).toDouble();
    return m;
}

MatchOutcome runMatch(const MatchJob& job, double wall_limit_s) {
    MatchOutcome out;
    auto notPlayed = [&](RunStatus status, const QString& message, const QString& reason) {
        out.status = status;
        out.result = MatchResult::Kind::NotPlayed;
        out.error = message;
        out.reason = reason;
        return out;
    };
    QTemporaryDir tmp;
    if (!tmp.isValid())
        return notPlayed(RunStatus::LoadError,
                         Tr::tr("cannot make a temporary folder: %1").arg(tmp.errorString()),
                         QStringLiteral("load_error"));
    const QString scene_path = QDir(tmp.path()).filePath(QStringLiteral("arena.json"));
    if (Status st = core::writeFileAtomic(scene_path,
                                          QJsonDocument(job.scene).toJson(QJsonDocument::Compact));
        !st.ok())
        return notPlayed(RunStatus::LoadError, QString::fromStdString(st.message()),
                         QStringLiteral("load_error"));

    runner::RunSetup setup;
    setup.robot = job.home.robot;
    setup.scene = scene_path;
    setup.seed = job.seed;
    setup.program_source = job.home.program;
    setup.program_options.chunk_name = "program";
    setup.start = job.home.start;
    setup.owner = job.home.student;
    runner::Participant away;
    away.robot = job.away.robot;
    away.program_source = job.away.program;
    away.owner = job.away.student;
    away.start = job.away.start;
    setup.opponents.push_back(std::move(away));
    auto created = runner::SimulationRunner::create(setup);
    if (!created.ok()) {
        QString message = QString::fromStdString(created.message());
        message.replace(scene_path, job.arena_name);
        return notPlayed(RunStatus::LoadError, message, QStringLiteral("load_error"));
    }
    runner::SimulationRunner& run = *created.value();
    run.setStopWhenDecided(true);
    QElapsedTimer wall;
    wall.start();
    while (!run.isOver() && run.simulation().time_s() < job.time_limit_s - 1e-9) {
        if (wall_limit_s > 0.0 && static_cast<double>(wall.elapsed()) / 1000.0 >= wall_limit_s)
            return notPlayed(RunStatus::Timeout, wallLimitText(wall_limit_s),
                             QStringLiteral("timeout"));
        const double slice = std::min(1.0, job.time_limit_s - run.simulation().time_s());
        if (!run.run(slice).ok()) break;
    }
    const runner::RunReport report = run.report();
    out.wall_time_s = static_cast<double>(wall.elapsed()) / 1000.0;
    out.end_time_s = report.sim_time_s;
    if (report.robots.size() >= 2) {
        out.home_error = programError(report.robots[0].program_error);
        out.away_error = programError(report.robots[1].program_error);
    }
    if (report.sim_error) {
        out.error = QString::fromStdString(*report.sim_error);
        return notPlayed(RunStatus::PhysicsError, out.error, QStringLiteral("physics_error"));
    }
    out.state_hash = report.state_hash;
    if (report.match && report.match->is_arena) {
        const scenes::MatchReport& m = *report.match;
        const int winner = report.winnerRobot();  // index into report.robots: 0 home, 1 away
        out.result = winner == 0   ? MatchResult::Kind::HomeWin
                     : winner == 1 ? MatchResult::Kind::AwayWin
                                   : MatchResult::Kind::Draw;
        out.reason = scenes::matchReasonKey(m.reason);
        for (std::size_t i = 0; i < m.robots.size() && i < report.match_robot.size(); ++i) {
            if (report.match_robot[i] == 0) out.home_goals = m.robots[i].goals;
            if (report.match_robot[i] == 1) out.away_goals = m.robots[i].goals;
        }
        out.end_time_s = m.decided_at_s.value_or(m.end_time_s);
    } else {
        out.result = MatchResult::Kind::Draw;
        out.reason = QStringLiteral("time_up");
    }
    if (out.reason.isEmpty()) out.reason = QStringLiteral("time_up");
    return out;
}

}  // namespace botlab::grade
