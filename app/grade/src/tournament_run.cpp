// SPDX-License-Identifier: GPL-3.0-or-later
// Planning a tournament's matches, recording their outcomes and tournament.json
// (see botlab/grade/grading.h).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

#include "botlab/core/files.h"
#include "botlab/grade/grading.h"
#include "botlab/runner/models.h"
#include "botlab/scenes/scene_document.h"
#include "run_inputs.h"
#include "tr.h"

namespace botlab::grade {

using core::fileError;
using detail::hashText;
using detail::robotSha256;
using detail::sceneFile;

namespace {

MatchSide sideOf(const StudentResult& st, int start) {
    MatchSide s;
    s.student = st.submission.name;
    s.robot = st.robot;
    s.robot_sha256 = robotSha256(st.robot);
    s.program = st.program;
    s.program_label = QFileInfo(st.submission.program_path).fileName();
    s.start = start;
    return s;
}

/// Adds the pairings' matches (one per seed) to results.matches; returns the ones to run and
/// decides those with a student who cannot play.
Result<std::vector<PlannedMatch>> addMatches(ClassResults& res,
                                             const std::vector<Pairing>& pairings) {
    const QDir out(res.out_dir);
    if (!QDir().mkpath(out.filePath(QStringLiteral("matches"))))
        return fileError(out.filePath(QStringLiteral("matches")), Tr::tr("cannot make the folder"));
    std::vector<PlannedMatch> planned;
    for (const Pairing& p : pairings) {
        for (std::uint64_t seed : res.assignment.seeds) {
            MatchRecord m;
            m.pairing = p;
            m.seed = seed;
            m.result.round = p.round;
            m.result.home = p.home;
            m.result.away = p.away;
            const int index = static_cast<int>(res.matches.size());
            if (p.away < 0) {
                m.done = true;
                m.result.kind = MatchResult::Kind::Bye;
                m.reason = QStringLiteral("bye");
                res.matches.push_back(std::move(m));
                continue;
            }
            const StudentResult& home = res.students[static_cast<std::size_t>(p.home)];
            const StudentResult& away = res.students[static_cast<std::size_t>(p.away)];
            if (!home.problem.isEmpty() || !away.problem.isEmpty()) {
                m.done = true;
                m.home_error = home.problem;
                m.away_error = away.problem;
                m.reason = QStringLiteral("forfeit");
                m.result.kind = !home.problem.isEmpty() && !away.problem.isEmpty()
                                    ? MatchResult::Kind::NotPlayed
                                : !home.problem.isEmpty() ? MatchResult::Kind::AwayWin
                                                          : MatchResult::Kind::HomeWin;
                res.matches.push_back(std::move(m));
                continue;
            }
            PlannedMatch pm;
            pm.match = index;
            MatchJob& job = pm.job;
            job.round = p.round;
            job.seed = seed;
            job.time_limit_s = res.arena_scene.value(QStringLiteral("goals"))
                                   .toObject()
                                   .value(QStringLiteral("time_limit_s"))
                                   .toDouble(60.0);
            if (res.assignment.match_time_limit_s > 0)
                job.time_limit_s = res.assignment.match_time_limit_s;
            job.arena_name = res.assignment.arena;
            job.scene = res.arena_scene;
            job.home = sideOf(home, 0);
            job.away = sideOf(away, 1);
            m.replay_file = QStringLiteral("matches/r%1_%2_vs_%3_seed%4.botlab-match")
                                .arg(p.round, 2, 10, QLatin1Char('0'))
                                .arg(home.submission.name, away.submission.name)
                                .arg(static_cast<qulonglong>(seed));
            pm.replay_path = out.filePath(m.replay_file);
            if (Status saved = job.saveFile(pm.replay_path); !saved.ok()) return saved.error();
            res.matches.push_back(std::move(m));
            planned.push_back(std::move(pm));
        }
    }
    return planned;
}

}  // namespace

Result<std::vector<PlannedMatch>> planTournament(
    const Assignment& a, const QString& assignment_file, const std::vector<Submission>& submissions,
    const QString& out_dir, const QString& botlab_version, ClassResults* results) {
    ClassResults& res = *results;
    res = ClassResults{};
    res.assignment = a;
    res.assignment_file = QFileInfo(assignment_file).absoluteFilePath();
    res.assignment_sha256 = fileSha256(assignment_file);
    res.botlab_version = botlab_version;
    res.out_dir = QFileInfo(out_dir).absoluteFilePath();

    const QString file = sceneFile(a.arena_path);
    Result<scenes::SceneDocument> doc = scenes::SceneDocument::loadFile(file);
    if (!doc) return doc.error();
    res.arena_sha256 = fileSha256(file);
    scenes::SceneDocument arena = doc.value();
    const double limit_s = a.match_time_limit_s > 0         ? a.match_time_limit_s
                           : arena.goals.time_limit_s > 0.0 ? arena.goals.time_limit_s
                                                            : 60.0;
    arena.goals.time_limit_s = limit_s;
    scenes::makeFilePathsAbsolute(arena);
    if (arena.starts.size() < 2)
        return fileError(
            res.assignment_file,
            Tr::tr("arena '%1': a match needs a scene with at least two starts").arg(a.arena));
    res.arena_scene = arena.toJson();

    if (!QDir().mkpath(res.out_dir))
        return fileError(res.out_dir, Tr::tr("cannot make the folder"));
    for (const Submission& sub : submissions) {
        StudentResult st;
        QString robot;
        QString problem = detail::readSubmission(a, sub, st, robot);
        st.problem = problem;
        st.robot = robot;
        res.students.push_back(std::move(st));
    }
    const int n = static_cast<int>(res.students.size());
    const std::vector<Pairing> pairings = a.rounds.kind == Rounds::Kind::Swiss
                                              ? swissPairings(res.names(), {}, a.points, 1)
                                              : roundRobinPairings(n);
    return addMatches(res, pairings);
}

Result<std::vector<PlannedMatch>> planSwissRound(ClassResults& res, int round) {
    return addMatches(
        res, swissPairings(res.names(), doneResults(res.matches), res.assignment.points, round));
}

int expectedMatchCount(const ClassResults& res) {
    const int n = static_cast<int>(res.students.size());
    const int seeds = static_cast<int>(res.assignment.seeds.size());
    if (res.assignment.rounds.kind == Rounds::Kind::Swiss)
        return res.assignment.rounds.swiss_rounds * ((n / 2) * 2 + (n % 2) * 2) * seeds;
    return n * (n - 1) * seeds;
}

void recordMatch(ClassResults& res, const PlannedMatch& pm, const MatchOutcome& o) {
    MatchRecord& m = res.matches[static_cast<std::size_t>(pm.match)];
    m.done = true;
    m.end_time_s = o.end_time_s;
    m.reason = o.reason;
    m.home_error = o.home_error;
    m.away_error = o.away_error;
    m.result.kind = o.status == RunStatus::Completed ? o.result : MatchResult::Kind::NotPlayed;
    if (o.status != RunStatus::Completed && !o.error.isEmpty()) {
        // Both marked, neither loses: say why on both sides.
        if (m.home_error.isEmpty()) m.home_error = o.error;
        if (m.away_error.isEmpty()) m.away_error = o.error;
    }
    m.result.home_goals = o.home_goals;
    m.result.away_goals = o.away_goals;
    m.state_hash = o.status == RunStatus::Completed ? o.state_hash : std::nullopt;
    if (m.state_hash) {
        MatchJob job = pm.job;
        job.expected_state_hash = m.state_hash;
        (void)job.saveFile(pm.replay_path);
    }
}

QByteArray tournamentJson(const ClassResults& res) {
    const std::vector<QString> names = res.names();
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("botlab.tournament");
    root[QStringLiteral("version")] = 1;
    root[QStringLiteral("botlab_version")] = res.botlab_version;
    root[QStringLiteral("assignment")] =
        QJsonObject{{QStringLiteral("file"), res.assignment_file},
                    {QStringLiteral("sha256"), res.assignment_sha256},
                    {QStringLiteral("title"), res.assignment.title},
                    {QStringLiteral("arena"), res.assignment.arena},
                    {QStringLiteral("arena_sha256"), res.arena_sha256}};
    QJsonArray table;
    int rank = 0;
    for (const Standing& s : res.standings()) {
        const StudentResult& st = res.students[static_cast<std::size_t>(s.student)];
        table.append(QJsonObject{{QStringLiteral("rank"), ++rank},
                                 {QStringLiteral("student"), st.submission.name},
                                 {QStringLiteral("program_sha256"), st.program_sha256},
                                 {QStringLiteral("problem"), st.problem},
                                 {QStringLiteral("played"), s.played},
                                 {QStringLiteral("won"), s.won},
                                 {QStringLiteral("drawn"), s.drawn},
                                 {QStringLiteral("lost"), s.lost},
                                 {QStringLiteral("points"), s.points},
                                 {QStringLiteral("goals_for"), s.goals_for},
                                 {QStringLiteral("goals_against"), s.goals_against}});
    }
    root[QStringLiteral("standings")] = table;
    QJsonArray matches;
    for (const MatchRecord& m : res.matches) {
        auto name = [&](int i) {
            return i >= 0 ? QJsonValue(names[static_cast<std::size_t>(i)]) : QJsonValue();
        };
        matches.append(
            QJsonObject{{QStringLiteral("round"), m.pairing.round},
                        {QStringLiteral("home"), name(m.pairing.home)},
                        {QStringLiteral("away"), name(m.pairing.away)},
                        {QStringLiteral("seed"), static_cast<double>(m.seed)},
                        {QStringLiteral("result"),
                         m.done ? QJsonValue(matchResultKey(m.result.kind)) : QJsonValue()},
                        {QStringLiteral("home_goals"), m.result.home_goals},
                        {QStringLiteral("away_goals"), m.result.away_goals},
                        {QStringLiteral("end_time_s"), m.end_time_s},
                        {QStringLiteral("reason"), m.reason},
                        {QStringLiteral("home_error"), m.home_error},
                        {QStringLiteral("away_error"), m.away_error},
                        {QStringLiteral("state_hash"),
                         m.state_hash ? QJsonValue(hashText(*m.state_hash)) : QJsonValue()},
                        {QStringLiteral("replay"), m.replay_file}});
    }
    root[QStringLiteral("matches")] = matches;
    QJsonArray pairs;
    for (const SimilarPair& p : res.similar)
        pairs.append(QJsonObject{
            {QStringLiteral("a"), names[static_cast<std::size_t>(p.a)]},
            {QStringLiteral("b"), names[static_cast<std::size_t>(p.b)]},
            {QStringLiteral("similarity"), std::round(p.similarity * 1000.0) / 1000.0}});
    root[QStringLiteral("similar_pairs")] = pairs;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace botlab::grade
