// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing assignment files (docs/formats/assignment.md).
#include "botlab/grade/assignment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

#include "botlab/core/files.h"
#include "botlab/core/json_reader.h"
#include "botlab/runner/models.h"
#include "tr.h"

namespace botlab::grade {

using core::JsonObjectReader;
using core::JsonReader;

namespace {

/// A built-in name stays a name; anything else is a path relative to `base_dir` that must exist.
QString resolve(JsonObjectReader& o, const QString& key, const QString& value,
                const QStringList& builtins, const QString& base_dir) {
    if (builtins.contains(value)) return value;
    const QString path = QFileInfo(value).isAbsolute() || base_dir.isEmpty()
                             ? value
                             : QDir(base_dir).filePath(value);
    if (!QFileInfo(path).isFile()) {
        o.fail(key, Tr::tr("'%1': no such file, and not a built-in name (%2)")
                        .arg(value, builtins.join(QStringLiteral(", "))));
        return {};
    }
    return QFileInfo(path).absoluteFilePath();
}

/// A scene name is part of file names (runs/<student>/<name>_seed1.csv).
bool validName(const QString& name) {
    if (name.isEmpty() || name.size() > 64) return false;
    for (const QChar c : name)
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_')) return false;
    return true;
}

void readVariations(JsonObjectReader v, scenes::SceneVariations& out) {
    if (v.has(QStringLiteral("start"))) {
        JsonObjectReader s = v.object(QStringLiteral("start"));
        auto nonNegative = [&](const QString& key) {
            const double x = s.number(key, 0.0);
            if (x < 0.0) s.fail(key, Tr::tr("must be >= 0 (got %1)").arg(x));
            return std::max(0.0, x);
        };
        out.start_dx_m = nonNegative(QStringLiteral("dx_m"));
        out.start_dz_m = nonNegative(QStringLiteral("dz_m"));
        out.start_yaw_deg = nonNegative(QStringLiteral("yaw_deg"));
        s.finish();
    }
    out.regenerate_mazes = v.boolean(QStringLiteral("regenerate_mazes"), false);
    const QJsonArray spots = v.array(QStringLiteral("candle_spots_m"));
    for (qsizetype i = 0; i < spots.size(); ++i) {
        const std::vector<double> p = v.reader().numbers(
            spots.at(i), JsonReader::index(v.at(QStringLiteral("candle_spots_m")), i), 2);
        out.candle_spots.push_back({p[0], p[1]});
    }
    v.finish();
}

}  // namespace

Result<Assignment> Assignment::fromJson(const QJsonObject& json, const QString& file_label,
                                        const QString& base_dir) {
    JsonReader r(file_label);
    JsonObjectReader root = r.root(json);
    Assignment a;
    a.base_dir = base_dir;
    const QString format = root.string(QStringLiteral("format"));
    if (!r.failed() && format != QLatin1String(kAssignmentFormatName))
        r.fail(QStringLiteral("format"), Tr::tr("expected \"%1\", got \"%2\"")
                                             .arg(QLatin1String(kAssignmentFormatName), format));
    const int version = root.integer(QStringLiteral("version"), -1);
    if (!r.failed() && version < 1)
        r.fail(QStringLiteral("version"), Tr::tr("missing or not a positive whole number"));
    if (!r.failed() && version > kAssignmentFormatVersion)
        r.fail(QStringLiteral("version"),
               Tr::tr("version %1 is newer than this Botlab reads (%2); update Botlab")
                   .arg(version)
                   .arg(kAssignmentFormatVersion));
    a.title = root.string(QStringLiteral("title"), QFileInfo(file_label).completeBaseName());
    a.robot = root.string(QStringLiteral("robot"));
    if (!r.failed() && !a.studentRobot())
        a.robot_path =
            resolve(root, QStringLiteral("robot"), a.robot, runner::builtinRobotNames(), base_dir);

    const QString kind = root.string(QStringLiteral("kind"), QStringLiteral("assignment"));
    if (kind == QLatin1String("tournament")) {
        a.kind = Kind::Tournament;
    } else if (kind != QLatin1String("assignment")) {
        root.fail(QStringLiteral("kind"),
                  Tr::tr("expected \"assignment\" or \"tournament\", got \"%1\"").arg(kind));
    }
    if (a.isTournament()) {
        a.arena = root.string(QStringLiteral("arena"));
        if (!r.failed())
            a.arena_path = resolve(root, QStringLiteral("arena"), a.arena,
                                   runner::builtinSceneNames(), base_dir);
        if (root.has(QStringLiteral("rounds"))) {
            const QJsonValue rv = json.value(QStringLiteral("rounds"));
            if (rv.isString() && rv.toString() == QLatin1String("round_robin")) {
                a.rounds.kind = Rounds::Kind::RoundRobin;
                (void)root.string(QStringLiteral("rounds"));
            } else if (rv.isObject()) {
                JsonObjectReader ro = root.object(QStringLiteral("rounds"));
                a.rounds.kind = Rounds::Kind::Swiss;
                a.rounds.swiss_rounds =
                    static_cast<int>(ro.integerInRange(QStringLiteral("swiss"), 1, 1000, 0));
                ro.finish();
            } else {
                root.fail(QStringLiteral("rounds"),
                          Tr::tr("expected \"round_robin\" or {\"swiss\": R}"));
            }
        }
        if (root.has(QStringLiteral("points"))) {
            JsonObjectReader po = root.object(QStringLiteral("points"));
            a.points.win =
                static_cast<int>(po.integerInRange(QStringLiteral("win"), 0, 1000, a.points.win));
            a.points.draw =
                static_cast<int>(po.integerInRange(QStringLiteral("draw"), 0, 1000, a.points.draw));
            a.points.loss =
                static_cast<int>(po.integerInRange(QStringLiteral("loss"), 0, 1000, a.points.loss));
            po.finish();
        }
        if (root.has(QStringLiteral("time_limit_s")))
            a.match_time_limit_s = root.positive(QStringLiteral("time_limit_s"));
        if (!r.failed() && root.has(QStringLiteral("scenes")))
            root.fail(QStringLiteral("scenes"),
                      Tr::tr("a tournament plays in its \"arena\": remove \"scenes\""));
    }

    QSet<QString> names;
    for (JsonObjectReader s : root.objects(QStringLiteral("scenes"), !a.isTournament())) {
        AssignmentScene scene;
        scene.scene = s.string(QStringLiteral("scene"));
        if (!r.failed())
            scene.scene_path = resolve(s, QStringLiteral("scene"), scene.scene,
                                       runner::builtinSceneNames(), base_dir);
        scene.name =
            s.string(QStringLiteral("name"), runner::builtinSceneNames().contains(scene.scene)
                                                 ? scene.scene
                                                 : QFileInfo(scene.scene).completeBaseName());
        if (!r.failed() && !validName(scene.name))
            s.fail(
                QStringLiteral("name"),
                Tr::tr("'%1' cannot name files: use letters, digits, '-' and '_'").arg(scene.name));
        if (!r.failed() && names.contains(scene.name))
            s.fail(QStringLiteral("scene"),
                   Tr::tr("a second scene named '%1': give one of them another \"name\"")
                       .arg(scene.name));
        names.insert(scene.name);
        if (s.has(QStringLiteral("time_limit_s")))
            scene.time_limit_s = s.positive(QStringLiteral("time_limit_s"));
        if (s.has(QStringLiteral("variations")))
            readVariations(s.object(QStringLiteral("variations")), scene.variations);
        s.finish();
        a.scenes.push_back(std::move(scene));
    }
    if (!r.failed() && a.scenes.empty() && !a.isTournament())
        r.fail(QStringLiteral("scenes"), Tr::tr("give at least one scene"));

    if (root.has(QStringLiteral("seeds"))) {
        a.seeds.clear();
        const QJsonArray seeds = root.array(QStringLiteral("seeds"), true);
        for (qsizetype i = 0; i < seeds.size(); ++i) {
            const QString path = JsonReader::index(QStringLiteral("seeds"), i);
            const double v = r.number(seeds.at(i), path);
            if (r.failed()) break;
            if (v < 0 || v > 9007199254740992.0 || v != std::floor(v)) {
                r.fail(path, Tr::tr("must be a whole number from 0 to 2^53 (got %1)").arg(v));
                break;
            }
            const auto seed = static_cast<std::uint64_t>(v);
            if (std::find(a.seeds.begin(), a.seeds.end(), seed) != a.seeds.end()) {
                r.fail(path, Tr::tr("seed %1 is given twice").arg(static_cast<qulonglong>(seed)));
                break;
            }
            a.seeds.push_back(seed);
        }
        if (!r.failed() && a.seeds.empty())
            r.fail(QStringLiteral("seeds"), Tr::tr("give at least one seed"));
    }

    if (root.has(QStringLiteral("rubric"))) {
        JsonObjectReader o = root.object(QStringLiteral("rubric"));
        Rubric& b = a.rubric;
        auto weight = [&](const QString& key, double fallback) {
            const double w = o.number(key, fallback);
            if (w < 0.0) o.fail(key, Tr::tr("must be >= 0 (got %1)").arg(w));
            return std::max(0.0, w);
        };
        b.goal = weight(QStringLiteral("goal"), b.goal);
        b.time = weight(QStringLiteral("time"), b.time);
        b.checkpoints = weight(QStringLiteral("checkpoints"), b.checkpoints);
        b.line_deviation = weight(QStringLiteral("line_deviation"), b.line_deviation);
        b.wall_hits = weight(QStringLiteral("wall_hits"), b.wall_hits);
        b.candles_out = weight(QStringLiteral("candles_out"), b.candles_out);
        b.objects = weight(QStringLiteral("objects"), b.objects);
        b.pass_mark = weight(QStringLiteral("pass_mark"), b.pass_mark);
        if (b.pass_mark > 100.0)
            o.fail(QStringLiteral("pass_mark"),
                   Tr::tr("must be from 0 to 100 (got %1)").arg(b.pass_mark));
        b.deviation_zero_cm = o.positive(QStringLiteral("deviation_zero_cm"), b.deviation_zero_cm);
        b.wall_hits_zero = static_cast<int>(
            o.integerInRange(QStringLiteral("wall_hits_zero"), 1, 1000000, b.wall_hits_zero));
        if (!r.failed() && b.goal + b.time + b.checkpoints + b.line_deviation + b.wall_hits +
                                   b.candles_out + b.objects <=
                               0.0)
            r.fail(o.path(), Tr::tr("at least one weight must be > 0"));
        o.finish();
    }
    if (root.has(QStringLiteral("limits"))) {
        JsonObjectReader o = root.object(QStringLiteral("limits"));
        a.wall_limit_s = o.positive(QStringLiteral("wall_time_s"), a.wall_limit_s);
        a.memory_limit_mb = static_cast<int>(
            o.integerInRange(QStringLiteral("memory_mb"), 0, 1 << 20, a.memory_limit_mb));
        if (a.memory_limit_mb != 0 && a.memory_limit_mb < 64)
            o.fail(QStringLiteral("memory_mb"),
                   Tr::tr("must be 0 (no cap) or at least 64 (got %1)").arg(a.memory_limit_mb));
        o.finish();
    }
    a.similarity_threshold =
        root.positive(QStringLiteral("similarity_threshold"), a.similarity_threshold);
    if (a.similarity_threshold > 1.0)
        root.fail(QStringLiteral("similarity_threshold"),
                  Tr::tr("must be from 0 to 1 (got %1)").arg(a.similarity_threshold));
    root.finish();
    if (r.failed()) return r.error();
    return a;
}

Result<Assignment> Assignment::loadFile(const QString& path) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Assignment);
    if (!bytes.ok()) return bytes.error();
    const Result<QJsonObject> json = core::parseJsonObject(bytes.value(), path);
    if (!json) return json.error();
    return fromJson(json.value(), path, QFileInfo(path).absolutePath());
}

QJsonObject Assignment::toJson() const {
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(kAssignmentFormatName);
    root[QStringLiteral("version")] = kAssignmentFormatVersion;
    if (!title.isEmpty()) root[QStringLiteral("title")] = title;
    root[QStringLiteral("robot")] = robot;
    if (isTournament()) {
        root[QStringLiteral("kind")] = QStringLiteral("tournament");
        root[QStringLiteral("arena")] = arena;
        if (rounds.kind == Rounds::Kind::Swiss)
            root[QStringLiteral("rounds")] =
                QJsonObject{{QStringLiteral("swiss"), rounds.swiss_rounds}};
        else
            root[QStringLiteral("rounds")] = QStringLiteral("round_robin");
        if (!(points == Points{}))
            root[QStringLiteral("points")] = QJsonObject{{QStringLiteral("win"), points.win},
                                                         {QStringLiteral("draw"), points.draw},
                                                         {QStringLiteral("loss"), points.loss}};
        if (match_time_limit_s > 0) root[QStringLiteral("time_limit_s")] = match_time_limit_s;
    }
    QJsonArray list;
    for (const AssignmentScene& s : scenes) {
        QJsonObject o{{QStringLiteral("scene"), s.scene}};
        const QString default_name = runner::builtinSceneNames().contains(s.scene)
                                         ? s.scene
                                         : QFileInfo(s.scene).completeBaseName();
        if (s.name != default_name) o[QStringLiteral("name")] = s.name;
        if (s.time_limit_s > 0) o[QStringLiteral("time_limit_s")] = s.time_limit_s;
        const scenes::SceneVariations& v = s.variations;
        if (!v.isNone()) {
            QJsonObject vo;
            if (v.start_dx_m > 0 || v.start_dz_m > 0 || v.start_yaw_deg > 0)
                vo[QStringLiteral("start")] =
                    QJsonObject{{QStringLiteral("dx_m"), v.start_dx_m},
                                {QStringLiteral("dz_m"), v.start_dz_m},
                                {QStringLiteral("yaw_deg"), v.start_yaw_deg}};
            if (v.regenerate_mazes) vo[QStringLiteral("regenerate_mazes")] = true;
            if (!v.candle_spots.empty()) {
                QJsonArray spots;
                for (const scenes::FloorPoint& p : v.candle_spots)
                    spots.append(QJsonArray{p.x_m, p.z_m});
                vo[QStringLiteral("candle_spots_m")] = spots;
            }
            o[QStringLiteral("variations")] = vo;
        }
        list.append(o);
    }
    if (!isTournament()) root[QStringLiteral("scenes")] = list;
    QJsonArray seedList;
    for (std::uint64_t s : seeds) seedList.append(static_cast<double>(s));
    root[QStringLiteral("seeds")] = seedList;
    if (!(rubric == Rubric{})) {
        root[QStringLiteral("rubric")] =
            QJsonObject{{QStringLiteral("goal"), rubric.goal},
                        {QStringLiteral("time"), rubric.time},
                        {QStringLiteral("checkpoints"), rubric.checkpoints},
                        {QStringLiteral("line_deviation"), rubric.line_deviation},
                        {QStringLiteral("wall_hits"), rubric.wall_hits},
                        {QStringLiteral("candles_out"), rubric.candles_out},
                        {QStringLiteral("objects"), rubric.objects},
                        {QStringLiteral("pass_mark"), rubric.pass_mark},
                        {QStringLiteral("deviation_zero_cm"), rubric.deviation_zero_cm},
                        {QStringLiteral("wall_hits_zero"), rubric.wall_hits_zero}};
    }
    const Assignment defaults;
    if (wall_limit_s != defaults.wall_limit_s || memory_limit_mb != defaults.memory_limit_mb)
        root[QStringLiteral("limits")] =
            QJsonObject{{QStringLiteral("wall_time_s"), wall_limit_s},
                        {QStringLiteral("memory_mb"), memory_limit_mb}};
    if (similarity_threshold != defaults.similarity_threshold)
        root[QStringLiteral("similarity_threshold")] = similarity_threshold;
    return root;
}

Status Assignment::saveFile(const QString& path) const {
    return core::writeFileAtomic(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
}

}  // namespace botlab::grade
