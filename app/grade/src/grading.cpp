// SPDX-License-Identifier: GPL-3.0-or-later
// Planning a class's runs, scoring them and writing grades.csv and grades.json
// (see botlab/grade/grading.h).
#include "botlab/grade/grading.h"
#include "botlab/core/files.h"
#include "botlab/core/text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

#include "botlab/runner/models.h"
#include "botlab/scenes/scene_compiler.h"
#include "botlab/scenes/scene_variations.h"
#include "botlab/sim/world_model.h"
#include "run_inputs.h"
#include "tr.h"

namespace botlab::grade {

using core::fileError;
using detail::hashText;
using detail::robotSha256;
using detail::sceneFile;

namespace {

/// A number with at most `decimals` decimals, trailing zeros dropped ("3", "2.5", "0.33").
QString num(double v, int decimals = 2) {
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0'))) s.chop(1);
        if (s.endsWith(QLatin1Char('.'))) s.chop(1);
    }
    if (s == QLatin1String("-0")) s = QStringLiteral("0");
    return s;
}

bool hasWalls(const scenes::SceneDocument& doc) {
    return !doc.walls.empty() || !doc.mazes.empty();
}

double clamp01(double v) {
    return std::clamp(v, 0.0, 1.0);
}

}  // namespace

double runScore(const Rubric& b, const scenes::SceneDocument& scene, const RunOutcome& outcome,
                double time_limit_s) {
    if (outcome.status == RunStatus::LoadError) return 0.0;
    const scenes::Report& r = outcome.report.score;
    double sum = 0.0, weights = 0.0;
    auto part = [&](double weight, double value) {
        sum += weight * clamp01(value);
        weights += weight;
    };
    const bool goal = r.goal_reached;
    part(b.goal, goal ? 1.0 : 0.0);
    part(b.time, goal && time_limit_s > 0.0
                     ? 1.0 - r.goal_time_s.value_or(time_limit_s) / time_limit_s
                     : 0.0);
    const int checkpoints = static_cast<int>(scene.goals.checkpoints.size());
    if (checkpoints > 0)
        part(b.checkpoints, static_cast<double>(r.checkpoints_passed) / checkpoints);
    const double progress = goal ? 1.0
                            : checkpoints > 0
                                ? static_cast<double>(r.checkpoints_passed) / checkpoints
                                : 0.0;
    if (scene.centreline)
        part(b.line_deviation,
             r.line_deviation_mean_m
                 ? progress * (1.0 - *r.line_deviation_mean_m * 100.0 / b.deviation_zero_cm)
                 : 0.0);
    if (hasWalls(scene))
        part(b.wall_hits,
             progress * (1.0 - static_cast<double>(r.wall_collisions) / b.wall_hits_zero));
    if (!scene.flames.empty())
        part(b.candles_out,
             static_cast<double>(r.candles_out) / static_cast<double>(scene.flames.size()));
    if (!scene.goals.object_zones.empty())
        part(b.objects, r.objects_total > 0 ? static_cast<double>(r.objects_in_zones) /
                                                  static_cast<double>(r.objects_total)
                                            : 0.0);
    return weights > 0.0 ? 100.0 * sum / weights : 0.0;
}

Result<std::vector<PlannedRun>> planGrading(const Assignment& a, const QString& assignment_file,
                                            const std::vector<Submission>& submissions,
                                            const QString& out_dir, const QString& botlab_version,
                                            ClassResults* results) {
    ClassResults& res = *results;
    res = ClassResults{};
    res.assignment = a;
    res.assignment_file = QFileInfo(assignment_file).absoluteFilePath();
    res.assignment_sha256 = fileSha256(assignment_file);
    res.botlab_version = botlab_version;
    res.out_dir = QFileInfo(out_dir).absoluteFilePath();

    // The scene variants: one per scene and seed, the same for every student.
    std::vector<std::vector<QJsonObject>> variant_json;
    std::vector<std::vector<QString>> variant_sha;
    for (const AssignmentScene& s : a.scenes) {
        const QString file = sceneFile(s.scene_path);
        Result<scenes::SceneDocument> doc = scenes::SceneDocument::loadFile(file);
        if (!doc) return doc.error();
        res.scene_sha256.push_back(fileSha256(file));
        const double limit_s = s.time_limit_s > 0              ? s.time_limit_s
                               : doc->goals.time_limit_s > 0.0 ? doc->goals.time_limit_s
                                                               : 60.0;
        std::vector<scenes::SceneDocument> per_seed;
        std::vector<QJsonObject> per_seed_json;
        std::vector<QString> per_seed_sha;
        for (std::uint64_t seed : a.seeds) {
            scenes::SceneDocument v = doc.value();
            if (Status st = scenes::applyVariations(v, s.variations, seed); !st.ok())
                return fileError(res.assignment_file, QStringLiteral("scene '%1': ").arg(s.name) +
                                                          QString::fromStdString(st.message()));
            v.goals.time_limit_s = limit_s;
            scenes::makeFilePathsAbsolute(v);
            const QJsonObject json = v.toJson();
            // The variant must be a valid scene (it is what each run loads): a bad variation is
            // the assignment's problem, said once, not every student's.
            if (Result<scenes::SceneDocument> check =
                    scenes::SceneDocument::fromJson(json, s.name, v.base_dir);
                !check.ok())
                return fileError(res.assignment_file,
                                 Tr::tr("scene '%1' with seed %2: %3")
                                     .arg(s.name)
                                     .arg(static_cast<qulonglong>(seed))
                                     .arg(QString::fromStdString(check.message())));
            per_seed_sha.push_back(sha256Hex(QJsonDocument(json).toJson(QJsonDocument::Compact)));
            per_seed_json.push_back(json);
            per_seed.push_back(std::move(v));
        }
        res.variants.push_back(std::move(per_seed));
        variant_json.push_back(std::move(per_seed_json));
        variant_sha.push_back(std::move(per_seed_sha));
    }

    const QDir out(res.out_dir);
    if (!QDir().mkpath(out.filePath(QStringLiteral("runs"))))
        return fileError(out.filePath(QStringLiteral("runs")), Tr::tr("cannot make the folder"));

    std::vector<PlannedRun> runs;
    for (const Submission& sub : submissions) {
        StudentResult st;
        QString robot;
        QString problem = detail::readSubmission(a, sub, st, robot);
        const QString robot_sha = robotSha256(robot);
        st.problem = problem;
        st.robot = robot;
        const int student = static_cast<int>(res.students.size());
        const QString folder = out.filePath(QStringLiteral("runs/") + sub.name);
        if (!QDir().mkpath(folder)) return fileError(folder, Tr::tr("cannot make the folder"));
        for (std::size_t sc = 0; sc < a.scenes.size(); ++sc) {
            SceneResult scene_result;
            for (std::size_t k = 0; k < a.seeds.size(); ++k) {
                SeedResult sr;
                sr.seed = a.seeds[k];
                const QString stem = QStringLiteral("runs/%1/%2_seed%3")
                                         .arg(sub.name, a.scenes[sc].name)
                                         .arg(static_cast<qulonglong>(sr.seed));
                sr.replay_file = stem + QStringLiteral(".botlab-replay");
                sr.trajectory_file = stem + QStringLiteral(".csv");
                Fingerprint& fp = sr.fingerprint;
                fp.program_sha256 = st.program_sha256;
                fp.robot_sha256 = robot_sha;
                fp.scene_sha256 = res.scene_sha256[sc];
                fp.scene_variant_sha256 = variant_sha[sc][k];
                fp.assignment_sha256 = res.assignment_sha256;
                fp.botlab_version = botlab_version;
                if (!problem.isEmpty()) {
                    sr.outcome.status = RunStatus::LoadError;
                    sr.outcome.error = problem;
                    // No run: remove what an earlier grading left here.
                    QFile::remove(out.filePath(sr.replay_file));
                    QFile::remove(out.filePath(sr.trajectory_file));
                    QFile::remove(out.filePath(stem + QStringLiteral(".trace.csv")));
                    sr.replay_file.clear();
                    sr.trajectory_file.clear();
                } else {
                    PlannedRun run;
                    run.student = student;
                    run.scene = static_cast<int>(sc);
                    run.seed = static_cast<int>(k);
                    RunJob& job = run.job;
                    job.student = sub.name;
                    job.scene_name = a.scenes[sc].name;
                    job.seed = sr.seed;
                    job.time_limit_s = res.variants[sc][k].goals.time_limit_s;
                    job.robot = robot;
                    job.robot_sha256 = robot_sha;
                    job.scene = variant_json[sc][k];
                    job.program = st.program;
                    job.program_label = QFileInfo(sub.program_path).fileName();
                    run.replay_path = out.filePath(sr.replay_file);
                    run.trajectory_path = out.filePath(sr.trajectory_file);
                    QFile::remove(run.trajectory_path);
                    QFile::remove(out.filePath(stem + QStringLiteral(".trace.csv")));
                    if (Status saved = job.saveFile(run.replay_path); !saved.ok())
                        return saved.error();
                    runs.push_back(std::move(run));
                }
                scene_result.seeds.push_back(std::move(sr));
            }
            st.scenes.push_back(std::move(scene_result));
        }
        res.students.push_back(std::move(st));
    }
    return runs;
}

std::vector<QString> ClassResults::names() const {
    std::vector<QString> out;
    out.reserve(students.size());
    for (const StudentResult& s : students) out.push_back(s.submission.name);
    return out;
}

std::vector<Standing> ClassResults::standings() const {
    return computeStandings(names(), doneResults(matches), assignment.points);
}

void recordRun(ClassResults& res, const PlannedRun& run, const RunOutcome& outcome) {
    SeedResult& sr = res.students[static_cast<std::size_t>(run.student)]
                         .scenes[static_cast<std::size_t>(run.scene)]
                         .seeds[static_cast<std::size_t>(run.seed)];
    sr.outcome = outcome;
    const scenes::SceneDocument& scene =
        res.variants[static_cast<std::size_t>(run.scene)][static_cast<std::size_t>(run.seed)];
    sr.score = runScore(res.assignment.rubric, scene, outcome, run.job.time_limit_s);
    const bool ran = outcome.status == RunStatus::Completed ||
                     outcome.status == RunStatus::ProgramError ||
                     outcome.status == RunStatus::PhysicsError;
    if (ran) {
        sr.fingerprint.state_hash = outcome.report.state_hash;
        RunJob job = run.job;
        job.expected_state_hash = outcome.report.state_hash;
        (void)job.saveFile(run.replay_path);  // the replay without a hash still replays
    }
}

void finishResults(ClassResults& res) {
    const Rubric& rubric = res.assignment.rubric;
    std::vector<std::string> sources;
    for (StudentResult& st : res.students) {
        double total = 0.0;
        for (SceneResult& sc : st.scenes) {
            const double n = static_cast<double>(sc.seeds.size());
            double goals = 0, time_sum = 0, cps = 0, dev_sum = 0, walls = 0, candles = 0, score = 0,
                   objects = 0;
            int dev_n = 0;
            sc.program_error.clear();
            for (const SeedResult& sr : sc.seeds) {
                const scenes::Report& r = sr.outcome.report.score;
                if (r.goal_reached) {
                    goals += 1;
                    time_sum += r.goal_time_s.value_or(0.0);
                }
                cps += r.checkpoints_passed;
                if (r.line_deviation_mean_m) {
                    dev_sum += *r.line_deviation_mean_m * 100.0;
                    ++dev_n;
                }
                walls += r.wall_collisions;
                candles += r.candles_out;
                objects += r.objects_in_zones;
                score += sr.score;
                if (sc.program_error.isEmpty() && !sr.outcome.error.isEmpty())
                    sc.program_error =
                        sr.outcome.error_line > 0
                            ? Tr::tr("line %1: %2").arg(sr.outcome.error_line).arg(sr.outcome.error)
                            : sr.outcome.error;
            }
            sc.goal_reached = n > 0 ? goals / n : 0.0;
            sc.goal_time_s = goals > 0 ? std::optional<double>(time_sum / goals) : std::nullopt;
            sc.checkpoints = n > 0 ? cps / n : 0.0;
            sc.deviation_cm = dev_n > 0 ? std::optional<double>(dev_sum / dev_n) : std::nullopt;
            sc.wall_hits = n > 0 ? walls / n : 0.0;
            sc.candles_out = n > 0 ? candles / n : 0.0;
            sc.objects_in_zones = n > 0 ? objects / n : 0.0;
            sc.score = n > 0 ? score / n : 0.0;
            // Compare the score as the CSV shows it (1 decimal), so the colour matches the number.
            sc.passed = std::round(sc.score * 10.0) / 10.0 >= rubric.pass_mark;
            total += sc.score;
        }
        st.total = st.scenes.empty() ? 0.0 : total / static_cast<double>(st.scenes.size());
        sources.push_back(st.program);
    }
    res.similar = similarPairs(sources, res.assignment.similarity_threshold);
}

QByteArray gradesCsv(const ClassResults& res) {
    QString out = QLatin1String(kGradesCsvHeader) + QLatin1Char('\n');
    for (const StudentResult& st : res.students) {
        for (std::size_t i = 0; i < st.scenes.size(); ++i) {
            const SceneResult& sc = st.scenes[i];
            QStringList row;
            row << core::csvCell(st.submission.name) << core::csvCell(res.assignment.scenes[i].name)
                << QString::number(sc.seeds.size()) << num(sc.goal_reached)
                << (sc.goal_time_s ? num(*sc.goal_time_s) : QString()) << num(sc.checkpoints)
                << (sc.deviation_cm ? num(*sc.deviation_cm) : QString()) << num(sc.wall_hits)
                << num(sc.candles_out) << num(sc.objects_in_zones) << num(sc.score, 1)
                << core::csvCell(sc.program_error);
            out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out.toUtf8();
}

QByteArray gradesJson(const ClassResults& res) {
    auto opt = [](const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(); };
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("botlab.grades");
    root[QStringLiteral("version")] = 1;
    root[QStringLiteral("botlab_version")] = res.botlab_version;
    root[QStringLiteral("assignment")] =
        QJsonObject{{QStringLiteral("file"), res.assignment_file},
                    {QStringLiteral("sha256"), res.assignment_sha256},
                    {QStringLiteral("title"), res.assignment.title},
                    {QStringLiteral("pass_mark"), res.assignment.rubric.pass_mark}};
    QJsonArray scenes;
    for (std::size_t i = 0; i < res.assignment.scenes.size(); ++i) {
        const AssignmentScene& s = res.assignment.scenes[i];
        scenes.append(QJsonObject{
            {QStringLiteral("name"), s.name},
            {QStringLiteral("scene"), s.scene},
            {QStringLiteral("sha256"), res.scene_sha256[i]},
            {QStringLiteral("time_limit_s"), res.variants[i].front().goals.time_limit_s}});
    }
    root[QStringLiteral("scenes")] = scenes;
    QJsonArray students;
    for (const StudentResult& st : res.students) {
        QJsonObject so;
        so[QStringLiteral("name")] = st.submission.name;
        so[QStringLiteral("program")] = st.submission.program_path;
        so[QStringLiteral("program_sha256")] = st.program_sha256;
        if (!st.submission.robot_path.isEmpty())
            so[QStringLiteral("robot_file")] = st.submission.robot_path;
        so[QStringLiteral("total_score")] = std::round(st.total * 10.0) / 10.0;
        QJsonArray scs;
        for (std::size_t i = 0; i < st.scenes.size(); ++i) {
            const SceneResult& sc = st.scenes[i];
            QJsonObject o;
            o[QStringLiteral("scene")] = res.assignment.scenes[i].name;
            o[QStringLiteral("score")] = std::round(sc.score * 10.0) / 10.0;
            o[QStringLiteral("passed")] = sc.passed;
            o[QStringLiteral("goal_reached")] = sc.goal_reached;
            o[QStringLiteral("goal_time_s")] = opt(sc.goal_time_s);
            o[QStringLiteral("checkpoints")] = sc.checkpoints;
            o[QStringLiteral("deviation_cm")] = opt(sc.deviation_cm);
            o[QStringLiteral("wall_hits")] = sc.wall_hits;
            o[QStringLiteral("candles_out")] = sc.candles_out;
            o[QStringLiteral("objects_in_zones")] = sc.objects_in_zones;
            o[QStringLiteral("program_error")] = sc.program_error;
            QJsonArray seeds;
            for (const SeedResult& sr : sc.seeds) {
                QJsonObject r = sr.outcome.toJson();
                r[QStringLiteral("seed")] = static_cast<double>(sr.seed);
                r[QStringLiteral("score")] = sr.score;
                r[QStringLiteral("replay")] = sr.replay_file;
                r[QStringLiteral("trajectory")] = sr.trajectory_file;
                const Fingerprint& fp = sr.fingerprint;
                r[QStringLiteral("fingerprint")] = QJsonObject{
                    {QStringLiteral("program_sha256"), fp.program_sha256},
                    {QStringLiteral("robot_sha256"), fp.robot_sha256},
                    {QStringLiteral("scene_sha256"), fp.scene_sha256},
                    {QStringLiteral("scene_variant_sha256"), fp.scene_variant_sha256},
                    {QStringLiteral("assignment_sha256"), fp.assignment_sha256},
                    {QStringLiteral("botlab_version"), fp.botlab_version},
                    {QStringLiteral("state_hash"),
                     fp.state_hash ? QJsonValue(hashText(*fp.state_hash)) : QJsonValue()}};
                seeds.append(r);
            }
            o[QStringLiteral("runs")] = seeds;
            scs.append(o);
        }
        so[QStringLiteral("scenes")] = scs;
        students.append(so);
    }
    root[QStringLiteral("students")] = students;
    QJsonArray pairs;
    for (const SimilarPair& p : res.similar)
        pairs.append(QJsonObject{
            {QStringLiteral("a"), res.students[static_cast<std::size_t>(p.a)].submission.name},
            {QStringLiteral("b"), res.students[static_cast<std::size_t>(p.b)].submission.name},
            {QStringLiteral("similarity"), std::round(p.similarity * 1000.0) / 1000.0}});
    root[QStringLiteral("similar_pairs")] = pairs;
    root[QStringLiteral("similarity_threshold")] = res.assignment.similarity_threshold;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Status writeOutputs(const ClassResults& res) {
    const QDir out(res.out_dir);
    if (res.assignment.isTournament()) {
        const std::vector<QString> names = res.names();
        const std::pair<const char*, QByteArray> files[] = {
            {"standings.csv", standingsCsv(names, res.standings())},
            {"matches.csv", matchesCsv(names, res.matches)},
            {"tournament.json", tournamentJson(res)},
            {"report.html", tournamentReportHtml(res)}};
        for (const auto& [name, bytes] : files)
            if (Status st = core::writeFileAtomic(out.filePath(QLatin1String(name)), bytes);
                !st.ok())
                return st;
        return {};
    }
    const std::pair<const char*, QByteArray> files[] = {{"grades.csv", gradesCsv(res)},
                                                        {"grades.json", gradesJson(res)},
                                                        {"report.html", reportHtml(res)}};
    for (const auto& [name, bytes] : files) {
        const QString path = out.filePath(QLatin1String(name));
        if (Status st = core::writeFileAtomic(path, bytes); !st.ok()) return st;
    }
    return {};
}

}  // namespace botlab::grade
