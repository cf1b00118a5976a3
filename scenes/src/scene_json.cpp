// Reading and writing the scene JSON format (docs/formats/scene.md).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>
#include <cmath>

#include "botlab/scenes/scene_document.h"
#include "scenes_text.h"

namespace botlab::scenes {

using detail::makeError;

namespace {

/// Thrown inside this file only; fromJson turns it into an Error.
struct JsonError {
    QString path;
    QString message;
};

QString indexPath(const QString& path, qsizetype i) {
    return QStringLiteral("%1[%2]").arg(path).arg(i);
}

const char* typeName(const QJsonValue& v) {
    switch (v.type()) {
        case QJsonValue::Null:
            return QT_TRANSLATE_NOOP("botlab::scenes", "null");
        case QJsonValue::Bool:
            return QT_TRANSLATE_NOOP("botlab::scenes", "a boolean");
        case QJsonValue::Double:
            return QT_TRANSLATE_NOOP("botlab::scenes", "a number");
        case QJsonValue::String:
            return QT_TRANSLATE_NOOP("botlab::scenes", "a string");
        case QJsonValue::Array:
            return QT_TRANSLATE_NOOP("botlab::scenes", "an array");
        case QJsonValue::Object:
            return QT_TRANSLATE_NOOP("botlab::scenes", "an object");
        default:
            return QT_TRANSLATE_NOOP("botlab::scenes", "nothing");
    }
}

[[noreturn]] void wrongType(const QString& path, const char* expected, const QJsonValue& v) {
    throw JsonError{path, QCoreApplication::translate("botlab::scenes", "expected %1, got %2")
                              .arg(QCoreApplication::translate("botlab::scenes", expected),
                                   QCoreApplication::translate("botlab::scenes", typeName(v)))};
}

double toNumber(const QJsonValue& v, const QString& path) {
    if (!v.isDouble()) wrongType(path, QT_TRANSLATE_NOOP("botlab::scenes", "a number"), v);
    const double d = v.toDouble();
    if (!std::isfinite(d))
        throw JsonError{path,
                        QCoreApplication::translate("botlab::scenes", "must be a finite number")};
    return d;
}

FloorPoint toPoint(const QJsonValue& v, const QString& path) {
    if (!v.isArray()) wrongType(path, QT_TRANSLATE_NOOP("botlab::scenes", "an array [x, z]"), v);
    const QJsonArray a = v.toArray();
    if (a.size() != 2)
        throw JsonError{
            path, QCoreApplication::translate("botlab::scenes", "expected 2 numbers [x, z], got %1")
                      .arg(a.size())};
    return {toNumber(a[0], indexPath(path, 0)), toNumber(a[1], indexPath(path, 1))};
}

sim::Vec3 toVec3(const QJsonValue& v, const QString& path) {
    if (!v.isArray()) wrongType(path, QT_TRANSLATE_NOOP("botlab::scenes", "an array [x, y, z]"), v);
    const QJsonArray a = v.toArray();
    if (a.size() != 3)
        throw JsonError{path, QCoreApplication::translate("botlab::scenes",
                                                          "expected 3 numbers [x, y, z], got %1")
                                  .arg(a.size())};
    return {toNumber(a[0], indexPath(path, 0)), toNumber(a[1], indexPath(path, 1)),
            toNumber(a[2], indexPath(path, 2))};
}

/// A JSON object being read: typed getters with defaults, and a check for unknown keys.
class Obj {
public:
    Obj(const QJsonValue& v, QString path) : path_(std::move(path)) {
        if (!v.isObject()) wrongType(path_, QT_TRANSLATE_NOOP("botlab::scenes", "an object"), v);
        o_ = v.toObject();
    }
    QString at(const QString& key) const {
        return path_.isEmpty() ? key : path_ + QLatin1Char('.') + key;
    }
    bool has(const QString& key) {
        used_.insert(key);
        return o_.contains(key);
    }
    QJsonValue get(const QString& key) {
        used_.insert(key);
        return o_.value(key);
    }
    QJsonValue required(const QString& key) {
        if (!has(key))
            throw JsonError{at(key), QCoreApplication::translate("botlab::scenes", "missing")};
        return get(key);
    }
    double number(const QString& key, double def) {
        return has(key) ? toNumber(get(key), at(key)) : def;
    }
    double number(const QString& key) { return toNumber(required(key), at(key)); }
    int integer(const QString& key, int def) {
        if (!has(key)) return def;
        const double d = toNumber(get(key), at(key));
        if (d != std::floor(d) || std::abs(d) > 1e9)
            throw JsonError{at(key), QCoreApplication::translate("botlab::scenes",
                                                                 "must be a whole number (got %1)")
                                         .arg(d)};
        return static_cast<int>(d);
    }
    std::uint64_t seed(const QString& key, std::uint64_t def) {
        if (!has(key)) return def;
        const double d = toNumber(get(key), at(key));
        if (d != std::floor(d) || d < 0 || d > 9007199254740992.0)
            throw JsonError{at(key),
                            QCoreApplication::translate(
                                "botlab::scenes", "must be a whole number from 0 to 2^53 (got %1)")
                                .arg(d)};
        return static_cast<std::uint64_t>(d);
    }
    bool boolean(const QString& key, bool def) {
        if (!has(key)) return def;
        const QJsonValue v = get(key);
        if (!v.isBool())
            wrongType(at(key), QT_TRANSLATE_NOOP("botlab::scenes", "true or false"), v);
        return v.toBool();
    }
    QString string(const QString& key, const QString& def = {}) {
        if (!has(key)) return def;
        const QJsonValue v = get(key);
        if (!v.isString()) wrongType(at(key), QT_TRANSLATE_NOOP("botlab::scenes", "a string"), v);
        return v.toString();
    }
    QColor colour(const QString& key, const QColor& def) {
        if (!has(key)) return def;
        const QJsonValue v = get(key);
        if (!v.isString())
            wrongType(at(key), QT_TRANSLATE_NOOP("botlab::scenes", "a colour string \"#rrggbb\""),
                      v);
        const QString s = v.toString();
        const QColor c = QColor::fromString(s);
        if (!s.startsWith(QLatin1Char('#')) || !c.isValid())
            throw JsonError{at(key), QCoreApplication::translate(
                                         "botlab::scenes",
                                         "'%1' is not a colour (use \"#rrggbb\" or \"#aarrggbb\")")
                                         .arg(s)};
        return c;
    }
    FloorPoint point(const QString& key, FloorPoint def) {
        return has(key) ? toPoint(get(key), at(key)) : def;
    }
    FloorPoint point(const QString& key) { return toPoint(required(key), at(key)); }
    sim::Vec3 vec3(const QString& key, const sim::Vec3& def) {
        return has(key) ? toVec3(get(key), at(key)) : def;
    }
    /// An array (missing = empty).
    QJsonArray array(const QString& key) {
        if (!has(key)) return {};
        const QJsonValue v = get(key);
        if (!v.isArray()) wrongType(at(key), QT_TRANSLATE_NOOP("botlab::scenes", "an array"), v);
        return v.toArray();
    }
    /// Chooses one of `names` (index returned); missing gives `def`.
    int choice(const QString& key, const QStringList& names, int def) {
        if (!has(key)) return def;
        const QString s = string(key);
        const int i = static_cast<int>(names.indexOf(s));
        if (i < 0)
            throw JsonError{at(key),
                            QCoreApplication::translate("botlab::scenes", "'%1' is not one of: %2")
                                .arg(s, names.join(QStringLiteral(", ")))};
        return i;
    }
    /// Throws on the first key that was never asked for (a typo or an unsupported item).
    void finish() const {
        for (auto it = o_.begin(); it != o_.end(); ++it) {
            if (!used_.contains(it.key()))
                throw JsonError{at(it.key()),
                                QCoreApplication::translate("botlab::scenes", "unknown key")};
        }
    }

private:
    QJsonObject o_;
    QString path_;
    QSet<QString> used_;
};

const QStringList kStrokeKinds = {QStringLiteral("polyline"), QStringLiteral("arc"),
                                  QStringLiteral("bezier")};
const QStringList kShapes = {QStringLiteral("box"), QStringLiteral("sphere"),
                             QStringLiteral("cylinder")};  // order of sim::ShapeType
const QStringList kFunctions = {QStringLiteral("flat"), QStringLiteral("random"),
                                QStringLiteral("gully"), QStringLiteral("step"),
                                QStringLiteral("sine")};  // order of HeightFunction

std::vector<FloorPoint> readPoints(const QJsonArray& a, const QString& path) {
    std::vector<FloorPoint> pts;
    for (qsizetype i = 0; i < a.size(); ++i) pts.push_back(toPoint(a[i], indexPath(path, i)));
    return pts;
}

Stroke readStroke(Obj o) {
    Stroke s;
    s.kind = static_cast<StrokeKind>(o.choice(QStringLiteral("kind"), kStrokeKinds, -1));
    if (static_cast<int>(s.kind) < 0)
        throw JsonError{o.at(QStringLiteral("kind")),
                        QCoreApplication::translate("botlab::scenes", "missing")};
    if (s.kind == StrokeKind::Arc) {
        s.centre = o.point(QStringLiteral("centre_m"));
        s.radius_m = o.number(QStringLiteral("radius_m"));
        s.start_deg = o.number(QStringLiteral("start_deg"), 0.0);
        s.sweep_deg = o.number(QStringLiteral("sweep_deg"));
    } else {
        s.points =
            readPoints(o.array(QStringLiteral("points_m")), o.at(QStringLiteral("points_m")));
        if (s.kind == StrokeKind::Polyline) s.closed = o.boolean(QStringLiteral("closed"), false);
    }
    s.width_m = o.number(QStringLiteral("width_m"), s.width_m);
    s.colour = o.colour(QStringLiteral("colour"), s.colour);
    s.round_caps = o.boolean(QStringLiteral("round_caps"), false);
    const QJsonArray gaps = o.array(QStringLiteral("gaps_m"));
    for (qsizetype i = 0; i < gaps.size(); ++i) {
        const FloorPoint g = toPoint(gaps[i], indexPath(o.at(QStringLiteral("gaps_m")), i));
        s.gaps.push_back({g.x_m, g.z_m});
    }
    const QJsonArray dashes = o.array(QStringLiteral("dashes"));
    for (qsizetype i = 0; i < dashes.size(); ++i) {
        Obj d(dashes[i], indexPath(o.at(QStringLiteral("dashes")), i));
        CrossDash c;
        c.at_m = d.number(QStringLiteral("at_m"));
        c.length_m = d.number(QStringLiteral("length_m"), c.length_m);
        c.width_m = d.number(QStringLiteral("width_m"), c.width_m);
        c.angle_deg = d.number(QStringLiteral("angle_deg"), c.angle_deg);
        d.finish();
        s.dashes.push_back(c);
    }
    o.finish();
    return s;
}

Zone readZone(Obj o) {
    Zone z;
    z.centre = o.point(QStringLiteral("centre_m"));
    if (o.has(QStringLiteral("radius_m"))) {
        z.radius_m = o.number(QStringLiteral("radius_m"));
    } else {
        const FloorPoint s = o.point(QStringLiteral("size_m"));
        z.size_x_m = s.x_m;
        z.size_z_m = s.z_m;
    }
    o.finish();
    return z;
}

SceneDocument readScene(const QJsonObject& json) {
    Obj root(json, QString());
    const QString format = root.string(QStringLiteral("format"));
    if (format != QLatin1String(kSceneFormatName))
        throw JsonError{QStringLiteral("format"),
                        QCoreApplication::translate("botlab::scenes", "expected \"%1\", got \"%2\"")
                            .arg(QLatin1String(kSceneFormatName), format)};
    const int version = root.integer(QStringLiteral("version"), -1);
    if (version < 1)
        throw JsonError{QStringLiteral("version"),
                        QCoreApplication::translate("botlab::scenes",
                                                    "missing or not a positive whole number")};
    if (version > kSceneFormatVersion)
        throw JsonError{
            QStringLiteral("version"),
            QCoreApplication::translate(
                "botlab::scenes", "version %1 is newer than this Botlab reads (%2); update Botlab")
                .arg(version)
                .arg(kSceneFormatVersion)};

    SceneDocument doc;
    doc.name = root.string(QStringLiteral("name"));
    doc.description = root.string(QStringLiteral("description"));

    if (root.has(QStringLiteral("floor"))) {
        Obj f(root.get(QStringLiteral("floor")), QStringLiteral("floor"));
        const FloorPoint size =
            f.point(QStringLiteral("size_m"), {doc.floor.size_x_m, doc.floor.size_z_m});
        doc.floor.size_x_m = size.x_m;
        doc.floor.size_z_m = size.z_m;
        doc.floor.centre = f.point(QStringLiteral("centre_m"), {});
        doc.floor.colour = f.colour(QStringLiteral("colour"), doc.floor.colour);
        doc.floor.resolution_m = f.number(QStringLiteral("resolution_m"), doc.floor.resolution_m);
        const QJsonArray images = f.array(QStringLiteral("images"));
        for (qsizetype i = 0; i < images.size(); ++i) {
            Obj im(images[i], indexPath(f.at(QStringLiteral("images")), i));
            FloorImage img;
            img.file = im.string(QStringLiteral("file"));
            img.centre = im.point(QStringLiteral("centre_m"), {});
            const FloorPoint s = im.point(QStringLiteral("size_m"));
            img.size_x_m = s.x_m;
            img.size_z_m = s.z_m;
            im.finish();
            doc.floor.images.push_back(img);
        }
        const QJsonArray strokes = f.array(QStringLiteral("strokes"));
        for (qsizetype i = 0; i < strokes.size(); ++i)
            doc.floor.strokes.push_back(
                readStroke(Obj(strokes[i], indexPath(f.at(QStringLiteral("strokes")), i))));
        f.finish();
    }

    const QJsonArray walls = root.array(QStringLiteral("walls"));
    for (qsizetype i = 0; i < walls.size(); ++i) {
        Obj w(walls[i], indexPath(QStringLiteral("walls"), i));
        Wall wall;
        wall.from = w.point(QStringLiteral("from_m"));
        wall.to = w.point(QStringLiteral("to_m"));
        wall.height_m = w.number(QStringLiteral("height_m"), wall.height_m);
        wall.thickness_m = w.number(QStringLiteral("thickness_m"), wall.thickness_m);
        wall.colour = w.colour(QStringLiteral("colour"), wall.colour);
        w.finish();
        doc.walls.push_back(wall);
    }

    const QJsonArray mazes = root.array(QStringLiteral("mazes"));
    for (qsizetype i = 0; i < mazes.size(); ++i) {
        Obj m(mazes[i], indexPath(QStringLiteral("mazes"), i));
        MazeSpec s;
        s.rows = m.integer(QStringLiteral("rows"), s.rows);
        s.cols = m.integer(QStringLiteral("cols"), s.cols);
        s.cell_m = m.number(QStringLiteral("cell_m"), s.cell_m);
        s.seed = m.seed(QStringLiteral("seed"), s.seed);
        s.origin = m.point(QStringLiteral("origin_m"), {});
        const FloorPoint st = m.point(QStringLiteral("start"), {0.0, 0.0});
        const FloorPoint ex = m.point(QStringLiteral("exit"), {s.rows - 1.0, s.cols - 1.0});
        for (const auto& [p, key] :
             {std::pair{st, QStringLiteral("start")}, {ex, QStringLiteral("exit")}}) {
            if (p.x_m != std::floor(p.x_m) || p.z_m != std::floor(p.z_m) || std::abs(p.x_m) > 1e6 ||
                std::abs(p.z_m) > 1e6)
                throw JsonError{m.at(key),
                                QCoreApplication::translate("botlab::scenes",
                                                            "must be [row, column] whole numbers")};
        }
        s.start = {static_cast<int>(st.x_m), static_cast<int>(st.z_m)};
        s.exit = {static_cast<int>(ex.x_m), static_cast<int>(ex.z_m)};
        s.wall_height_m = m.number(QStringLiteral("wall_height_m"), s.wall_height_m);
        s.wall_thickness_m = m.number(QStringLiteral("wall_thickness_m"), s.wall_thickness_m);
        s.colour = m.colour(QStringLiteral("colour"), s.colour);
        m.finish();
        doc.mazes.push_back(s);
    }

    const QJsonArray obstacles = root.array(QStringLiteral("obstacles"));
    for (qsizetype i = 0; i < obstacles.size(); ++i) {
        Obj o(obstacles[i], indexPath(QStringLiteral("obstacles"), i));
        Obstacle b;
        b.name = o.string(QStringLiteral("name"));
        b.shape = static_cast<sim::ShapeType>(o.choice(QStringLiteral("shape"), kShapes, 0));
        if (b.shape == sim::ShapeType::Box) {
            const sim::Vec3 s = o.vec3(QStringLiteral("size_m"), {0.1, 0.1, 0.1});
            b.size_x_m = s.x();
            b.size_y_m = s.y();
            b.size_z_m = s.z();
        } else {
            b.radius_m = o.number(QStringLiteral("radius_m"), b.radius_m);
            if (b.shape == sim::ShapeType::Cylinder)
                b.length_m = o.number(QStringLiteral("length_m"), b.length_m);
        }
        b.position_m = o.vec3(QStringLiteral("position_m"), b.position_m);
        b.yaw_deg = o.number(QStringLiteral("yaw_deg"), 0.0);
        b.movable = o.boolean(QStringLiteral("movable"), false);
        if (b.movable) b.mass_kg = o.number(QStringLiteral("mass_kg"), b.mass_kg);
        b.friction = o.number(QStringLiteral("friction"), b.friction);
        b.colour = o.colour(QStringLiteral("colour"), b.colour);
        o.finish();
        doc.obstacles.push_back(b);
    }

    const QJsonArray flames = root.array(QStringLiteral("flames"));
    for (qsizetype i = 0; i < flames.size(); ++i) {
        Obj o(flames[i], indexPath(QStringLiteral("flames"), i));
        Flame f;
        f.name = o.string(QStringLiteral("name"));
        f.position_m = o.vec3(QStringLiteral("position_m"), f.position_m);
        f.intensity = o.number(QStringLiteral("intensity"), f.intensity);
        f.candle_body = o.boolean(QStringLiteral("candle_body"), true);
        o.finish();
        doc.flames.push_back(f);
    }

    if (root.has(QStringLiteral("terrain"))) {
        Obj o(root.get(QStringLiteral("terrain")), QStringLiteral("terrain"));
        Terrain t;
        const int source = o.choice(QStringLiteral("source"),
                                    {QStringLiteral("function"), QStringLiteral("dem")}, 0);
        t.origin = o.point(QStringLiteral("origin_m"), {});
        t.cell_m = o.number(QStringLiteral("cell_m"), t.cell_m);
        if (source == 0) {
            t.source = TerrainSource::Function;
            const FloorPoint size = o.point(QStringLiteral("size_m"));
            t.size_x_m = size.x_m;
            t.size_z_m = size.z_m;
            t.function =
                static_cast<HeightFunction>(o.choice(QStringLiteral("function"), kFunctions, 0));
            switch (t.function) {
                case HeightFunction::Flat:
                    break;
                case HeightFunction::Random:
                    t.seed = o.seed(QStringLiteral("seed"), t.seed);
                    t.roughness_m = o.number(QStringLiteral("roughness_m"), t.roughness_m);
                    t.feature_m = o.number(QStringLiteral("feature_m"), t.feature_m);
                    t.flat_before_x_m =
                        o.number(QStringLiteral("flat_before_x_m"), t.flat_before_x_m);
                    break;
                case HeightFunction::Gully:
                    t.at_m = o.number(QStringLiteral("at_m"), t.at_m);
                    t.width_m = o.number(QStringLiteral("width_m"), t.width_m);
                    t.depth_m = o.number(QStringLiteral("depth_m"), t.depth_m);
                    break;
                case HeightFunction::Step:
                    t.at_m = o.number(QStringLiteral("at_m"), t.at_m);
                    t.height_m = o.number(QStringLiteral("height_m"), t.height_m);
                    break;
                case HeightFunction::Sine:
                    t.amplitude_m = o.number(QStringLiteral("amplitude_m"), t.amplitude_m);
                    t.wavelength_x_m = o.number(QStringLiteral("wavelength_x_m"), t.wavelength_x_m);
                    t.wavelength_z_m = o.number(QStringLiteral("wavelength_z_m"), t.wavelength_z_m);
                    break;
            }
        } else {
            t.file = o.string(QStringLiteral("file"));
            const QString suffix = QFileInfo(t.file).suffix().toLower();
            if (suffix == QLatin1String("csv")) {
                t.source = TerrainSource::DemCsv;
            } else if (suffix == QLatin1String("png")) {
                t.source = TerrainSource::DemPng;
                t.height_scale_m = o.number(QStringLiteral("height_scale_m"), t.height_scale_m);
                t.height_offset_m = o.number(QStringLiteral("height_offset_m"), t.height_offset_m);
            } else {
                throw JsonError{o.at(QStringLiteral("file")),
                                QCoreApplication::translate(
                                    "botlab::scenes", "'%1': a DEM must be a .csv or a .png file")
                                    .arg(t.file)};
            }
        }
        if (o.has(QStringLiteral("material"))) {
            Obj m(o.get(QStringLiteral("material")), o.at(QStringLiteral("material")));
            t.friction = m.number(QStringLiteral("friction"), t.friction);
            t.bounce = m.number(QStringLiteral("bounce"), t.bounce);
            m.finish();
        }
        t.soft_terrain = o.string(QStringLiteral("soft_terrain"));
        t.thickness_m = o.number(QStringLiteral("thickness_m"), t.thickness_m);
        o.finish();
        doc.terrain = t;
    }

    const QJsonArray starts = root.array(QStringLiteral("starts"));
    for (qsizetype i = 0; i < starts.size(); ++i) {
        Obj o(starts[i], indexPath(QStringLiteral("starts"), i));
        StartPose s;
        s.position_m = o.vec3(QStringLiteral("position_m"), s.position_m);
        s.yaw_deg = o.number(QStringLiteral("yaw_deg"), 0.0);
        o.finish();
        doc.starts.push_back(s);
    }

    if (root.has(QStringLiteral("goals"))) {
        Obj g(root.get(QStringLiteral("goals")), QStringLiteral("goals"));
        if (g.has(QStringLiteral("finish")))
            doc.goals.finish =
                readZone(Obj(g.get(QStringLiteral("finish")), g.at(QStringLiteral("finish"))));
        const QJsonArray cps = g.array(QStringLiteral("checkpoints"));
        for (qsizetype i = 0; i < cps.size(); ++i)
            doc.goals.checkpoints.push_back(
                readZone(Obj(cps[i], indexPath(g.at(QStringLiteral("checkpoints")), i))));
        doc.goals.time_limit_s = g.number(QStringLiteral("time_limit_s"), 0.0);
        g.finish();
    }

    if (root.has(QStringLiteral("centreline"))) {
        Obj c(root.get(QStringLiteral("centreline")), QStringLiteral("centreline"));
        Centreline cl;
        cl.points =
            readPoints(c.array(QStringLiteral("points_m")), c.at(QStringLiteral("points_m")));
        const QJsonArray strokes = c.array(QStringLiteral("strokes"));
        for (qsizetype i = 0; i < strokes.size(); ++i) {
            const QString p = indexPath(c.at(QStringLiteral("strokes")), i);
            const double d = toNumber(strokes[i], p);
            if (d != std::floor(d) || d < 0 || d > 1e6)
                throw JsonError{
                    p, QCoreApplication::translate("botlab::scenes", "must be a stroke index")};
            cl.strokes.push_back(static_cast<int>(d));
        }
        cl.closed = c.boolean(QStringLiteral("closed"), false);
        c.finish();
        doc.centreline = cl;
    }

    if (root.has(QStringLiteral("physics"))) {
        Obj p(root.get(QStringLiteral("physics")), QStringLiteral("physics"));
        doc.physics.step_s = p.number(QStringLiteral("step_s"), doc.physics.step_s);
        doc.physics.fan_reach_m = p.number(QStringLiteral("fan_reach_m"), doc.physics.fan_reach_m);
        doc.physics.fan_time_s = p.number(QStringLiteral("fan_time_s"), doc.physics.fan_time_s);
        doc.physics.ground_friction =
            p.number(QStringLiteral("ground_friction"), doc.physics.ground_friction);
        p.finish();
    }
    root.finish();
    return doc;
}

// ---- writing ----

QJsonArray pointJson(const FloorPoint& p) {
    return {p.x_m, p.z_m};
}
QJsonArray vec3Json(const sim::Vec3& v) {
    return {v.x(), v.y(), v.z()};
}
QJsonArray pointsJson(const std::vector<FloorPoint>& pts) {
    QJsonArray a;
    for (const FloorPoint& p : pts) a.append(pointJson(p));
    return a;
}
QString colourJson(const QColor& c) {
    return c.alpha() == 255 ? c.name(QColor::HexRgb) : c.name(QColor::HexArgb);
}
QJsonObject zoneJson(const Zone& z) {
    QJsonObject o{{QStringLiteral("centre_m"), pointJson(z.centre)}};
    if (z.radius_m > 0)
        o[QStringLiteral("radius_m")] = z.radius_m;
    else
        o[QStringLiteral("size_m")] = QJsonArray{z.size_x_m, z.size_z_m};
    return o;
}

QJsonObject strokeJson(const Stroke& s) {
    QJsonObject o{{QStringLiteral("kind"), kStrokeKinds[static_cast<int>(s.kind)]}};
    if (s.kind == StrokeKind::Arc) {
        o[QStringLiteral("centre_m")] = pointJson(s.centre);
        o[QStringLiteral("radius_m")] = s.radius_m;
        o[QStringLiteral("start_deg")] = s.start_deg;
        o[QStringLiteral("sweep_deg")] = s.sweep_deg;
    } else {
        o[QStringLiteral("points_m")] = pointsJson(s.points);
        if (s.kind == StrokeKind::Polyline) o[QStringLiteral("closed")] = s.closed;
    }
    o[QStringLiteral("width_m")] = s.width_m;
    o[QStringLiteral("colour")] = colourJson(s.colour);
    if (s.round_caps) o[QStringLiteral("round_caps")] = true;
    if (!s.gaps.empty()) {
        QJsonArray a;
        for (const StrokeGap& g : s.gaps) a.append(QJsonArray{g.from_m, g.to_m});
        o[QStringLiteral("gaps_m")] = a;
    }
    if (!s.dashes.empty()) {
        QJsonArray a;
        for (const CrossDash& d : s.dashes)
            a.append(QJsonObject{{QStringLiteral("at_m"), d.at_m},
                                 {QStringLiteral("length_m"), d.length_m},
                                 {QStringLiteral("width_m"), d.width_m},
                                 {QStringLiteral("angle_deg"), d.angle_deg}});
        o[QStringLiteral("dashes")] = a;
    }
    return o;
}

QJsonObject terrainJson(const Terrain& t) {
    QJsonObject o;
    o[QStringLiteral("origin_m")] = pointJson(t.origin);
    o[QStringLiteral("cell_m")] = t.cell_m;
    if (t.source == TerrainSource::Function) {
        o[QStringLiteral("source")] = QStringLiteral("function");
        o[QStringLiteral("size_m")] = QJsonArray{t.size_x_m, t.size_z_m};
        o[QStringLiteral("function")] = kFunctions[static_cast<int>(t.function)];
        switch (t.function) {
            case HeightFunction::Flat:
                break;
            case HeightFunction::Random:
                o[QStringLiteral("seed")] = static_cast<double>(t.seed);
                o[QStringLiteral("roughness_m")] = t.roughness_m;
                o[QStringLiteral("feature_m")] = t.feature_m;
                if (t.flat_before_x_m > -1e8)
                    o[QStringLiteral("flat_before_x_m")] = t.flat_before_x_m;
                break;
            case HeightFunction::Gully:
                o[QStringLiteral("at_m")] = t.at_m;
                o[QStringLiteral("width_m")] = t.width_m;
                o[QStringLiteral("depth_m")] = t.depth_m;
                break;
            case HeightFunction::Step:
                o[QStringLiteral("at_m")] = t.at_m;
                o[QStringLiteral("height_m")] = t.height_m;
                break;
            case HeightFunction::Sine:
                o[QStringLiteral("amplitude_m")] = t.amplitude_m;
                o[QStringLiteral("wavelength_x_m")] = t.wavelength_x_m;
                o[QStringLiteral("wavelength_z_m")] = t.wavelength_z_m;
                break;
        }
    } else {
        o[QStringLiteral("source")] = QStringLiteral("dem");
        o[QStringLiteral("file")] = t.file;
        if (t.source == TerrainSource::DemPng) {
            o[QStringLiteral("height_scale_m")] = t.height_scale_m;
            o[QStringLiteral("height_offset_m")] = t.height_offset_m;
        }
    }
    o[QStringLiteral("material")] =
        QJsonObject{{QStringLiteral("friction"), t.friction}, {QStringLiteral("bounce"), t.bounce}};
    if (!t.soft_terrain.isEmpty()) o[QStringLiteral("soft_terrain")] = t.soft_terrain;
    o[QStringLiteral("thickness_m")] = t.thickness_m;
    return o;
}

}  // namespace

Result<SceneDocument> SceneDocument::fromJson(const QJsonObject& json, const QString& file_label,
                                              const QString& base_dir) {
    SceneDocument doc;
    try {
        doc = readScene(json);
    } catch (const JsonError& e) {
        return makeError(file_label,
                         e.path.isEmpty() ? e.message : e.path + QStringLiteral(": ") + e.message);
    }
    doc.base_dir = base_dir;
    if (Status st = doc.validate(); !st.ok()) return detail::prefixError(file_label, st.message());
    return doc;
}

Result<SceneDocument> SceneDocument::loadFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return makeError(
            path,
            QCoreApplication::translate("botlab::scenes", "cannot open: %1").arg(f.errorString()));
    if (f.size() > 64 * 1024 * 1024)
        return makeError(
            path, QCoreApplication::translate("botlab::scenes", "file is too large for a scene"));
    QJsonParseError pe;
    const QJsonDocument jd = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError)
        return makeError(
            path, QCoreApplication::translate("botlab::scenes", "not valid JSON at byte %1: %2")
                      .arg(pe.offset)
                      .arg(pe.errorString()));
    if (!jd.isObject())
        return makeError(path, QCoreApplication::translate("botlab::scenes",
                                                           "a scene file must hold a JSON object"));
    return fromJson(jd.object(), path, QFileInfo(path).absolutePath());
}

QJsonObject SceneDocument::toJson() const {
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(kSceneFormatName);
    root[QStringLiteral("version")] = kSceneFormatVersion;
    root[QStringLiteral("name")] = name;
    if (!description.isEmpty()) root[QStringLiteral("description")] = description;

    QJsonObject f;
    f[QStringLiteral("size_m")] = QJsonArray{floor.size_x_m, floor.size_z_m};
    f[QStringLiteral("centre_m")] = pointJson(floor.centre);
    f[QStringLiteral("colour")] = colourJson(floor.colour);
    f[QStringLiteral("resolution_m")] = floor.resolution_m;
    if (!floor.images.empty()) {
        QJsonArray a;
        for (const FloorImage& im : floor.images)
            a.append(QJsonObject{{QStringLiteral("file"), im.file},
                                 {QStringLiteral("centre_m"), pointJson(im.centre)},
                                 {QStringLiteral("size_m"), QJsonArray{im.size_x_m, im.size_z_m}}});
        f[QStringLiteral("images")] = a;
    }
    if (!floor.strokes.empty()) {
        QJsonArray a;
        for (const Stroke& s : floor.strokes) a.append(strokeJson(s));
        f[QStringLiteral("strokes")] = a;
    }
    root[QStringLiteral("floor")] = f;

    if (!walls.empty()) {
        QJsonArray a;
        for (const Wall& w : walls)
            a.append(QJsonObject{{QStringLiteral("from_m"), pointJson(w.from)},
                                 {QStringLiteral("to_m"), pointJson(w.to)},
                                 {QStringLiteral("height_m"), w.height_m},
                                 {QStringLiteral("thickness_m"), w.thickness_m},
                                 {QStringLiteral("colour"), colourJson(w.colour)}});
        root[QStringLiteral("walls")] = a;
    }
    if (!mazes.empty()) {
        QJsonArray a;
        for (const MazeSpec& m : mazes)
            a.append(QJsonObject{{QStringLiteral("rows"), m.rows},
                                 {QStringLiteral("cols"), m.cols},
                                 {QStringLiteral("cell_m"), m.cell_m},
                                 {QStringLiteral("seed"), static_cast<double>(m.seed)},
                                 {QStringLiteral("origin_m"), pointJson(m.origin)},
                                 {QStringLiteral("start"), QJsonArray{m.start.row, m.start.col}},
                                 {QStringLiteral("exit"), QJsonArray{m.exit.row, m.exit.col}},
                                 {QStringLiteral("wall_height_m"), m.wall_height_m},
                                 {QStringLiteral("wall_thickness_m"), m.wall_thickness_m},
                                 {QStringLiteral("colour"), colourJson(m.colour)}});
        root[QStringLiteral("mazes")] = a;
    }
    if (!obstacles.empty()) {
        QJsonArray a;
        for (const Obstacle& b : obstacles) {
            QJsonObject o;
            if (!b.name.isEmpty()) o[QStringLiteral("name")] = b.name;
            o[QStringLiteral("shape")] = kShapes[static_cast<int>(b.shape)];
            if (b.shape == sim::ShapeType::Box) {
                o[QStringLiteral("size_m")] = QJsonArray{b.size_x_m, b.size_y_m, b.size_z_m};
            } else {
                o[QStringLiteral("radius_m")] = b.radius_m;
                if (b.shape == sim::ShapeType::Cylinder) o[QStringLiteral("length_m")] = b.length_m;
            }
            o[QStringLiteral("position_m")] = vec3Json(b.position_m);
            o[QStringLiteral("yaw_deg")] = b.yaw_deg;
            o[QStringLiteral("movable")] = b.movable;
            if (b.movable) o[QStringLiteral("mass_kg")] = b.mass_kg;
            o[QStringLiteral("friction")] = b.friction;
            o[QStringLiteral("colour")] = colourJson(b.colour);
            a.append(o);
        }
        root[QStringLiteral("obstacles")] = a;
    }
    if (!flames.empty()) {
        QJsonArray a;
        for (const Flame& fl : flames)
            a.append(QJsonObject{{QStringLiteral("name"), fl.name},
                                 {QStringLiteral("position_m"), vec3Json(fl.position_m)},
                                 {QStringLiteral("intensity"), fl.intensity},
                                 {QStringLiteral("candle_body"), fl.candle_body}});
        root[QStringLiteral("flames")] = a;
    }
    if (terrain) root[QStringLiteral("terrain")] = terrainJson(*terrain);
    {
        QJsonArray a;
        for (const StartPose& s : starts)
            a.append(QJsonObject{{QStringLiteral("position_m"), vec3Json(s.position_m)},
                                 {QStringLiteral("yaw_deg"), s.yaw_deg}});
        root[QStringLiteral("starts")] = a;
    }
    {
        QJsonObject g;
        if (goals.finish) g[QStringLiteral("finish")] = zoneJson(*goals.finish);
        if (!goals.checkpoints.empty()) {
            QJsonArray a;
            for (const Zone& z : goals.checkpoints) a.append(zoneJson(z));
            g[QStringLiteral("checkpoints")] = a;
        }
        if (goals.time_limit_s > 0) g[QStringLiteral("time_limit_s")] = goals.time_limit_s;
        root[QStringLiteral("goals")] = g;
    }
    if (centreline) {
        QJsonObject c;
        if (!centreline->points.empty())
            c[QStringLiteral("points_m")] = pointsJson(centreline->points);
        if (!centreline->strokes.empty()) {
            QJsonArray a;
            for (int i : centreline->strokes) a.append(i);
            c[QStringLiteral("strokes")] = a;
        }
        c[QStringLiteral("closed")] = centreline->closed;
        root[QStringLiteral("centreline")] = c;
    }
    root[QStringLiteral("physics")] =
        QJsonObject{{QStringLiteral("step_s"), physics.step_s},
                    {QStringLiteral("fan_reach_m"), physics.fan_reach_m},
                    {QStringLiteral("fan_time_s"), physics.fan_time_s},
                    {QStringLiteral("ground_friction"), physics.ground_friction}};
    return root;
}

Status SceneDocument::saveFile(const QString& path) const {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return makeError(
            path,
            QCoreApplication::translate("botlab::scenes", "cannot write: %1").arg(f.errorString()));
    const QByteArray bytes = QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
    if (f.write(bytes) != bytes.size() || !f.commit())
        return makeError(
            path,
            QCoreApplication::translate("botlab::scenes", "cannot write: %1").arg(f.errorString()));
    return Status::success();
}

QString SceneDocument::resolvePath(const QString& file) const {
    if (QFileInfo(file).isAbsolute() || file.startsWith(QLatin1Char(':'))) return file;
    if (base_dir.isEmpty()) return file;
    return QDir(base_dir).filePath(file);
}

bool SceneDocument::operator==(const SceneDocument& o) const {
    return name == o.name && description == o.description && floor == o.floor && walls == o.walls &&
           mazes == o.mazes && obstacles == o.obstacles && flames == o.flames &&
           terrain == o.terrain && starts == o.starts && goals == o.goals &&
           centreline == o.centreline && physics == o.physics;
}

}  // namespace botlab::scenes
