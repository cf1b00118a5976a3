// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing the scene JSON format (docs/formats/scene.md).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

#include "botlab/core/files.h"
#include "botlab/core/json_reader.h"
#include "botlab/core/text.h"
#include "botlab/scenes/scene_document.h"
#include "scenes_text.h"
#include "tr.h"

namespace botlab::scenes {

using detail::makeError;

namespace {

using core::JsonObjectReader;
using core::JsonReader;

/// [x, z] at `path` (n zeros on failure; see JsonReader::numbers).
FloorPoint pointAt(JsonReader& r, const QJsonValue& v, const QString& path) {
    const std::vector<double> a = r.numbers(v, path, 2);
    return {a[0], a[1]};
}

/// A required [x, z] key.
FloorPoint point(JsonObjectReader& o, const QString& key) {
    const std::vector<double> a = o.numbers(key, 2);
    return {a[0], a[1]};
}

/// An optional [x, z] key.
FloorPoint point(JsonObjectReader& o, const QString& key, FloorPoint fallback) {
    const std::vector<double> a = o.numbers(key, 2, {fallback.x_m, fallback.z_m});
    return {a[0], a[1]};
}

/// An optional colour "#rrggbb" or "#aarrggbb".
QColor colour(JsonObjectReader& o, const QString& key, const QColor& fallback) {
    if (!o.has(key)) return fallback;
    const QString s = o.string(key, QString());
    const QColor c = QColor::fromString(s);
    if (!o.value(key).isString()) return fallback;  // the reader recorded the type error
    if (!s.startsWith(QLatin1Char('#')) || !c.isValid()) {
        o.fail(
            key,
            Tr::tr("'%1' is not a colour (use \"#rrggbb\" or \"#aarrggbb\")").arg(core::quoted(s)));
        return fallback;
    }
    return c;
}

/// A random seed: a whole number from 0 to 2^53.
std::uint64_t seed(JsonObjectReader& o, const QString& key, std::uint64_t fallback) {
    return static_cast<std::uint64_t>(
        o.integerInRange(key, 0, std::int64_t{1} << 53, static_cast<std::int64_t>(fallback)));
}

const QStringList kStrokeKinds = {QStringLiteral("polyline"), QStringLiteral("arc"),
                                  QStringLiteral("bezier")};
const QStringList kShapes = {QStringLiteral("box"), QStringLiteral("sphere"),
                             QStringLiteral("cylinder")};  // order of sim::ShapeType
const QStringList kFunctions = {QStringLiteral("flat"), QStringLiteral("random"),
                                QStringLiteral("gully"), QStringLiteral("step"),
                                QStringLiteral("sine")};  // order of HeightFunction

using Lim = SceneLimits;

/// The array of objects at `key`, or (after recording "<n> items; at most <max> are allowed") an
/// empty one when it has more than `max` elements: such a file is refused before its items are
/// read.
core::JsonObjectArray limitedObjects(JsonObjectReader& o, const QString& key, int max) {
    core::JsonObjectArray a = o.objects(key);
    if (a.size() <= max) return a;
    o.fail(key, botlab::scenes::Tr::tr("%1 items; at most %2 are allowed").arg(a.size()).arg(max));
    return core::JsonObjectArray(o.reader(), QJsonArray(), o.at(key));
}

/// The array at `key`, or an empty one (after recording the error) when longer than `max`.
QJsonArray limitedArray(JsonObjectReader& o, const QString& key, int max) {
    const QJsonArray a = o.array(key);
    if (a.size() <= max) return a;
    o.fail(key, Tr::tr("%1 items; at most %2 are allowed").arg(a.size()).arg(max));
    return {};
}

std::vector<FloorPoint> readPoints(JsonReader& r, const QJsonArray& a, const QString& path) {
    std::vector<FloorPoint> pts;
    for (qsizetype i = 0; i < a.size(); ++i)
        pts.push_back(pointAt(r, a[i], JsonReader::index(path, i)));
    return pts;
}

Stroke readStroke(JsonObjectReader o) {
    JsonReader& r = o.reader();
    Stroke s;
    s.kind = static_cast<StrokeKind>(std::max(0, o.choice(QStringLiteral("kind"), kStrokeKinds)));
    if (s.kind == StrokeKind::Arc) {
        s.centre = point(o, QStringLiteral("centre_m"));
        s.radius_m = o.number(QStringLiteral("radius_m"));
        s.start_deg = o.number(QStringLiteral("start_deg"), 0.0);
        s.sweep_deg = o.number(QStringLiteral("sweep_deg"));
    } else {
        s.points = readPoints(r, limitedArray(o, QStringLiteral("points_m"), Lim::kMaxStrokePoints),
                              o.at(QStringLiteral("points_m")));
        if (s.kind == StrokeKind::Polyline) s.closed = o.boolean(QStringLiteral("closed"), false);
    }
    s.width_m = o.number(QStringLiteral("width_m"), s.width_m);
    s.colour = colour(o, QStringLiteral("colour"), s.colour);
    s.round_caps = o.boolean(QStringLiteral("round_caps"), false);
    const QJsonArray gaps = limitedArray(o, QStringLiteral("gaps_m"), Lim::kMaxStrokeMarks);
    for (qsizetype i = 0; i < gaps.size(); ++i) {
        const FloorPoint g =
            pointAt(r, gaps[i], JsonReader::index(o.at(QStringLiteral("gaps_m")), i));
        s.gaps.push_back({g.x_m, g.z_m});
    }
    for (JsonObjectReader d : limitedObjects(o, QStringLiteral("dashes"), Lim::kMaxStrokeMarks)) {
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

/// The zone keys of `o` (centre_m, and radius_m or size_m); the caller finishes `o`.
Zone readZoneKeys(JsonObjectReader& o) {
    Zone z;
    z.centre = point(o, QStringLiteral("centre_m"));
    if (o.has(QStringLiteral("radius_m"))) {
        z.radius_m = o.number(QStringLiteral("radius_m"));
    } else {
        const FloorPoint s = point(o, QStringLiteral("size_m"));
        z.size_x_m = s.x_m;
        z.size_z_m = s.z_m;
    }
    return z;
}

Zone readZone(JsonObjectReader o) {
    const Zone z = readZoneKeys(o);
    o.finish();
    return z;
}

/// An object zone: a zone with "colour" (a colour name) or "object" (an obstacle's name).
ObjectZone readObjectZone(JsonObjectReader o) {
    ObjectZone z;
    z.zone = readZoneKeys(o);
    z.colour = o.string(QStringLiteral("colour"), QString());
    z.object = o.string(QStringLiteral("object"), QString());
    o.finish();
    return z;
}

/// The "arena" section (docs/formats/scene.md, "Arena"). Only the keys of its kind are allowed.
Arena readArena(JsonObjectReader o) {
    Arena a;
    const QStringList kinds = {QStringLiteral("sumo"), QStringLiteral("soccer"),
                               QStringLiteral("race")};  // order of ArenaKind
    a.kind = static_cast<ArenaKind>(std::max(0, o.choice(QStringLiteral("kind"), kinds)));
    switch (a.kind) {
        case ArenaKind::Sumo: {
            a.time_s = o.number(QStringLiteral("time_s"), 60.0);
            JsonObjectReader ring = o.object(QStringLiteral("ring"));
            a.ring_centre = point(ring, QStringLiteral("centre_m"), FloorPoint{});
            a.ring_radius_m = ring.number(QStringLiteral("radius_m"));
            a.edge_width_m = ring.number(QStringLiteral("edge_width_m"), a.edge_width_m);
            a.ring_top_m = ring.number(QStringLiteral("top_m"), 0.0);
            ring.finish();
            break;
        }
        case ArenaKind::Soccer: {
            a.time_s = o.number(QStringLiteral("half_s"), 60.0);
            a.halves = static_cast<int>(o.integerInRange(QStringLiteral("halves"), 1, 10, 2));
            JsonObjectReader field = o.object(QStringLiteral("field"));
            a.field_centre = point(field, QStringLiteral("centre_m"), FloorPoint{});
            const FloorPoint size = point(field, QStringLiteral("size_m"));
            a.field_size_x_m = size.x_m;
            a.field_size_z_m = size.z_m;
            field.finish();
            for (JsonObjectReader g :
                 limitedObjects(o, QStringLiteral("goals"), Lim::kMaxArenaZones)) {
                ArenaGoal goal;
                goal.centre = point(g, QStringLiteral("centre_m"));
                const FloorPoint gs = point(g, QStringLiteral("size_m"));
                goal.size_x_m = gs.x_m;
                goal.size_z_m = gs.z_m;
                goal.team =
                    static_cast<int>(g.integerInRange(QStringLiteral("team"), 0, Lim::kMaxTeam, 0));
                g.finish();
                a.goals.push_back(goal);
            }
            a.ball = o.string(QStringLiteral("ball"));
            break;
        }
        case ArenaKind::Race: {
            a.time_s = o.number(QStringLiteral("time_s"), 60.0);
            for (JsonObjectReader l :
                 limitedObjects(o, QStringLiteral("lanes"), Lim::kMaxArenaZones)) {
                ArenaLane lane;
                lane.centre = point(l, QStringLiteral("centre_m"));
                const FloorPoint ls = point(l, QStringLiteral("size_m"));
                lane.size_x_m = ls.x_m;
                lane.size_z_m = ls.z_m;
                l.finish();
                a.lanes.push_back(lane);
            }
            a.finish = readZone(o.object(QStringLiteral("finish")));
            break;
        }
    }
    o.finish();
    return a;
}

/// Reads a scene; errors go to `r` (first error wins) and the document is then incomplete.
SceneDocument readScene(JsonReader& r, const QJsonObject& json) {
    JsonObjectReader root = r.root(json);
    const QString format = root.string(QStringLiteral("format"), QString());
    if (!r.failed() && format != QLatin1String(kSceneFormatName))
        r.fail(QStringLiteral("format"),
               Tr::tr("expected \"%1\", got \"%2\"")
                   .arg(QLatin1String(kSceneFormatName), core::quoted(format)));
    const int version = root.integer(QStringLiteral("version"), -1);
    if (version < 1)
        r.fail(QStringLiteral("version"), Tr::tr("missing or not a positive whole number"));
    if (version > kSceneFormatVersion)
        r.fail(QStringLiteral("version"),
               Tr::tr("version %1 is newer than this Botlab reads (%2); update Botlab")
                   .arg(version)
                   .arg(kSceneFormatVersion));

    SceneDocument doc;
    doc.name = root.string(QStringLiteral("name"), QString());
    doc.description = root.string(QStringLiteral("description"), QString());

    if (root.has(QStringLiteral("floor"))) {
        JsonObjectReader f = root.object(QStringLiteral("floor"));
        const FloorPoint size =
            point(f, QStringLiteral("size_m"), {doc.floor.size_x_m, doc.floor.size_z_m});
        doc.floor.size_x_m = size.x_m;
        doc.floor.size_z_m = size.z_m;
        doc.floor.centre = point(f, QStringLiteral("centre_m"), {});
        doc.floor.colour = colour(f, QStringLiteral("colour"), doc.floor.colour);
        doc.floor.resolution_m = f.number(QStringLiteral("resolution_m"), doc.floor.resolution_m);
        for (JsonObjectReader im :
             limitedObjects(f, QStringLiteral("images"), Lim::kMaxFloorImages)) {
            FloorImage img;
            img.file = im.string(QStringLiteral("file"), QString());
            img.centre = point(im, QStringLiteral("centre_m"), {});
            const FloorPoint s = point(im, QStringLiteral("size_m"));
            img.size_x_m = s.x_m;
            img.size_z_m = s.z_m;
            im.finish();
            doc.floor.images.push_back(img);
        }
        for (JsonObjectReader s : limitedObjects(f, QStringLiteral("strokes"), Lim::kMaxStrokes))
            doc.floor.strokes.push_back(readStroke(s));
        f.finish();
    }

    for (JsonObjectReader w : limitedObjects(root, QStringLiteral("walls"), Lim::kMaxWalls)) {
        Wall wall;
        wall.from = point(w, QStringLiteral("from_m"));
        wall.to = point(w, QStringLiteral("to_m"));
        wall.height_m = w.number(QStringLiteral("height_m"), wall.height_m);
        wall.thickness_m = w.number(QStringLiteral("thickness_m"), wall.thickness_m);
        wall.colour = colour(w, QStringLiteral("colour"), wall.colour);
        w.finish();
        doc.walls.push_back(wall);
    }

    for (JsonObjectReader m : limitedObjects(root, QStringLiteral("mazes"), Lim::kMaxMazes)) {
        MazeSpec s;
        s.rows = m.integer(QStringLiteral("rows"), s.rows);
        s.cols = m.integer(QStringLiteral("cols"), s.cols);
        s.cell_m = m.number(QStringLiteral("cell_m"), s.cell_m);
        s.seed = seed(m, QStringLiteral("seed"), s.seed);
        s.origin = point(m, QStringLiteral("origin_m"), {});
        const FloorPoint st = point(m, QStringLiteral("start"), {0.0, 0.0});
        const FloorPoint ex = point(m, QStringLiteral("exit"), {s.rows - 1.0, s.cols - 1.0});
        bool cells_ok = true;
        for (const auto& [p, key] :
             {std::pair{st, QStringLiteral("start")}, {ex, QStringLiteral("exit")}}) {
            if (p.x_m != std::floor(p.x_m) || p.z_m != std::floor(p.z_m) || std::abs(p.x_m) > 1e6 ||
                std::abs(p.z_m) > 1e6) {
                m.fail(key, Tr::tr("must be [row, column] whole numbers"));
                cells_ok = false;
            }
        }
        if (cells_ok) {
            s.start = {static_cast<int>(st.x_m), static_cast<int>(st.z_m)};
            s.exit = {static_cast<int>(ex.x_m), static_cast<int>(ex.z_m)};
        }
        s.entrance = m.boolean(QStringLiteral("entrance"), s.entrance);
        s.wall_height_m = m.number(QStringLiteral("wall_height_m"), s.wall_height_m);
        s.wall_thickness_m = m.number(QStringLiteral("wall_thickness_m"), s.wall_thickness_m);
        s.colour = colour(m, QStringLiteral("colour"), s.colour);
        m.finish();
        doc.mazes.push_back(s);
    }

    for (JsonObjectReader o :
         limitedObjects(root, QStringLiteral("obstacles"), Lim::kMaxObstacles)) {
        Obstacle b;
        b.name = o.string(QStringLiteral("name"), QString());
        b.shape =
            static_cast<sim::ShapeType>(std::max(0, o.choice(QStringLiteral("shape"), kShapes, 0)));
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
        if (o.value(QStringLiteral("colour")).isString() &&
            !o.value(QStringLiteral("colour")).toString().startsWith(QLatin1Char('#'))) {
            // A colour name (an object to find with a camera).
            const QString name = o.string(QStringLiteral("colour"), QString());
            if (objectColourNames().contains(name)) {
                b.colour_name = name;
                b.colour = objectColour(name);
            } else {
                o.fail(
                    QStringLiteral("colour"),
                    Tr::tr("'%1' is not a colour (use \"#rrggbb\", \"#aarrggbb\" or one of: %2)")
                        .arg(core::quoted(name), objectColourNames().join(QStringLiteral(", "))));
            }
        } else {
            b.colour = colour(o, QStringLiteral("colour"), b.colour);
        }
        if (o.has(QStringLiteral("buzzer"))) {
            JsonObjectReader z = o.object(QStringLiteral("buzzer"));
            Buzzer bz;
            bz.loudness_percent = z.number(QStringLiteral("loudness_percent"), bz.loudness_percent);
            bz.on = z.boolean(QStringLiteral("on"), bz.on);
            z.finish();
            b.buzzer = bz;
        }
        o.finish();
        doc.obstacles.push_back(b);
    }

    for (JsonObjectReader o : limitedObjects(root, QStringLiteral("flames"), Lim::kMaxFlames)) {
        Flame f;
        f.name = o.string(QStringLiteral("name"), QString());
        f.position_m = o.vec3(QStringLiteral("position_m"), f.position_m);
        f.intensity = o.number(QStringLiteral("intensity"), f.intensity);
        f.candle_body = o.boolean(QStringLiteral("candle_body"), true);
        o.finish();
        doc.flames.push_back(f);
    }

    if (root.has(QStringLiteral("terrain"))) {
        JsonObjectReader o = root.object(QStringLiteral("terrain"));
        Terrain t;
        const int source = o.choice(QStringLiteral("source"),
                                    {QStringLiteral("function"), QStringLiteral("dem")}, 0);
        t.origin = point(o, QStringLiteral("origin_m"), {});
        t.cell_m = o.number(QStringLiteral("cell_m"), t.cell_m);
        if (source <= 0) {
            t.source = TerrainSource::Function;
            const FloorPoint size = point(o, QStringLiteral("size_m"));
            t.size_x_m = size.x_m;
            t.size_z_m = size.z_m;
            t.function = static_cast<HeightFunction>(
                std::max(0, o.choice(QStringLiteral("function"), kFunctions, 0)));
            switch (t.function) {
                case HeightFunction::Flat:
                    break;
                case HeightFunction::Random:
                    t.seed = seed(o, QStringLiteral("seed"), t.seed);
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
            t.file = o.string(QStringLiteral("file"), QString());
            const QString suffix = QFileInfo(t.file).suffix().toLower();
            if (suffix == QLatin1String("csv")) {
                t.source = TerrainSource::DemCsv;
            } else if (suffix == QLatin1String("png")) {
                t.source = TerrainSource::DemPng;
                t.height_scale_m = o.number(QStringLiteral("height_scale_m"), t.height_scale_m);
                t.height_offset_m = o.number(QStringLiteral("height_offset_m"), t.height_offset_m);
            } else {
                o.fail(
                    QStringLiteral("file"),
                    Tr::tr("'%1': a DEM must be a .csv or a .png file").arg(core::quoted(t.file)));
            }
        }
        if (o.has(QStringLiteral("material"))) {
            JsonObjectReader m = o.object(QStringLiteral("material"));
            t.friction = m.number(QStringLiteral("friction"), t.friction);
            t.bounce = m.number(QStringLiteral("bounce"), t.bounce);
            m.finish();
        }
        t.soft_terrain = o.string(QStringLiteral("soft_terrain"), QString());
        t.thickness_m = o.number(QStringLiteral("thickness_m"), t.thickness_m);
        o.finish();
        doc.terrain = t;
    }

    for (JsonObjectReader o : limitedObjects(root, QStringLiteral("starts"), Lim::kMaxStarts)) {
        StartPose s;
        s.position_m = o.vec3(QStringLiteral("position_m"), s.position_m);
        s.yaw_deg = o.number(QStringLiteral("yaw_deg"), 0.0);
        s.team = static_cast<int>(o.integerInRange(QStringLiteral("team"), 0, Lim::kMaxTeam, 0));
        s.label = o.string(QStringLiteral("label"), QString());
        o.finish();
        doc.starts.push_back(s);
    }

    if (root.has(QStringLiteral("goals"))) {
        JsonObjectReader g = root.object(QStringLiteral("goals"));
        if (g.has(QStringLiteral("finish")))
            doc.goals.finish = readZone(g.object(QStringLiteral("finish")));
        for (JsonObjectReader c :
             limitedObjects(g, QStringLiteral("checkpoints"), Lim::kMaxCheckpoints))
            doc.goals.checkpoints.push_back(readZone(c));
        for (JsonObjectReader c :
             limitedObjects(g, QStringLiteral("object_zones"), Lim::kMaxCheckpoints))
            doc.goals.object_zones.push_back(readObjectZone(c));
        doc.goals.time_limit_s = g.number(QStringLiteral("time_limit_s"), 0.0);
        doc.goals.rule =
            GoalRule(std::max(0, g.choice(QStringLiteral("goal"),
                                          {QStringLiteral("auto"), QStringLiteral("zone"),
                                           QStringLiteral("checkpoints"), QStringLiteral("candles"),
                                           QStringLiteral("objects")},
                                          0)));
        if (g.has(QStringLiteral("penalties"))) {
            JsonObjectReader p = g.object(QStringLiteral("penalties"));
            doc.goals.penalties.wall_hit_s = p.number(QStringLiteral("wall_hit_s"), 0.0);
            doc.goals.penalties.off_line_m = p.number(QStringLiteral("off_line_m"), 0.0);
            doc.goals.penalties.off_line_s = p.number(QStringLiteral("off_line_s"), 0.0);
            p.finish();
        }
        g.finish();
    }

    if (root.has(QStringLiteral("arena")))
        doc.arena = readArena(root.object(QStringLiteral("arena")));

    if (root.has(QStringLiteral("centreline"))) {
        JsonObjectReader c = root.object(QStringLiteral("centreline"));
        Centreline cl;
        cl.points =
            readPoints(r, limitedArray(c, QStringLiteral("points_m"), Lim::kMaxStrokePoints),
                       c.at(QStringLiteral("points_m")));
        const QJsonArray strokes = limitedArray(c, QStringLiteral("strokes"), Lim::kMaxStrokes);
        for (qsizetype i = 0; i < strokes.size(); ++i) {
            const QString p = JsonReader::index(c.at(QStringLiteral("strokes")), i);
            const double d = r.number(strokes[i], p);
            if (d != std::floor(d) || d < 0 || d > 1e6) {
                r.fail(p, Tr::tr("must be a stroke index"));
                continue;
            }
            cl.strokes.push_back(static_cast<int>(d));
        }
        cl.closed = c.boolean(QStringLiteral("closed"), false);
        c.finish();
        doc.centreline = cl;
    }

    if (root.has(QStringLiteral("lighting"))) {
        JsonObjectReader l = root.object(QStringLiteral("lighting"));
        doc.lighting.ambient_percent =
            l.number(QStringLiteral("ambient_percent"), doc.lighting.ambient_percent);
        l.finish();
    }
    if (root.has(QStringLiteral("physics"))) {
        JsonObjectReader p = root.object(QStringLiteral("physics"));
        doc.physics.step_s = p.number(QStringLiteral("step_s"), doc.physics.step_s);
        doc.physics.fan_reach_m = p.number(QStringLiteral("fan_reach_m"), doc.physics.fan_reach_m);
        doc.physics.fan_time_s = p.number(QStringLiteral("fan_time_s"), doc.physics.fan_time_s);
        doc.physics.ground_friction =
            p.number(QStringLiteral("ground_friction"), doc.physics.ground_friction);
        doc.physics.solver_iterations =
            p.integer(QStringLiteral("solver_iterations"), doc.physics.solver_iterations);
        doc.physics.contact_layer_m =
            p.number(QStringLiteral("contact_layer_m"), doc.physics.contact_layer_m);
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

QJsonObject arenaJson(const Arena& a) {
    QJsonObject o;
    auto rect = [](const FloorPoint& c, double sx, double sz) {
        return QJsonObject{{QStringLiteral("centre_m"), pointJson(c)},
                           {QStringLiteral("size_m"), QJsonArray{sx, sz}}};
    };
    switch (a.kind) {
        case ArenaKind::Sumo:
            o[QStringLiteral("kind")] = QStringLiteral("sumo");
            o[QStringLiteral("time_s")] = a.time_s;
            o[QStringLiteral("ring")] =
                QJsonObject{{QStringLiteral("centre_m"), pointJson(a.ring_centre)},
                            {QStringLiteral("radius_m"), a.ring_radius_m},
                            {QStringLiteral("edge_width_m"), a.edge_width_m},
                            {QStringLiteral("top_m"), a.ring_top_m}};
            break;
        case ArenaKind::Soccer: {
            o[QStringLiteral("kind")] = QStringLiteral("soccer");
            o[QStringLiteral("half_s")] = a.time_s;
            o[QStringLiteral("halves")] = a.halves;
            o[QStringLiteral("field")] = rect(a.field_centre, a.field_size_x_m, a.field_size_z_m);
            QJsonArray goals;
            for (const ArenaGoal& g : a.goals) {
                QJsonObject j = rect(g.centre, g.size_x_m, g.size_z_m);
                j[QStringLiteral("team")] = g.team;
                goals.append(j);
            }
            o[QStringLiteral("goals")] = goals;
            o[QStringLiteral("ball")] = a.ball;
            break;
        }
        case ArenaKind::Race: {
            o[QStringLiteral("kind")] = QStringLiteral("race");
            o[QStringLiteral("time_s")] = a.time_s;
            QJsonArray lanes;
            for (const ArenaLane& l : a.lanes) lanes.append(rect(l.centre, l.size_x_m, l.size_z_m));
            o[QStringLiteral("lanes")] = lanes;
            o[QStringLiteral("finish")] = zoneJson(a.finish);
            break;
        }
    }
    return o;
}

}  // namespace

Result<SceneDocument> SceneDocument::fromJson(const QJsonObject& json, const QString& file_label,
                                              const QString& base_dir) {
    JsonReader r(file_label);
    SceneDocument doc = readScene(r, json);
    if (r.failed()) return r.error();
    doc.base_dir = base_dir;
    if (Status st = doc.validate(); !st.ok()) return detail::prefixError(file_label, st.message());
    return doc;
}

Result<SceneDocument> SceneDocument::loadFile(const QString& path) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Scene);
    if (!bytes) return bytes.error();
    const Result<QJsonObject> json = core::parseJsonObject(bytes.value(), path);
    if (!json) return json.error();
    return fromJson(json.value(), path, QFileInfo(path).absolutePath());
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
        for (const MazeSpec& m : mazes) {
            QJsonObject o{{QStringLiteral("rows"), m.rows},
                          {QStringLiteral("cols"), m.cols},
                          {QStringLiteral("cell_m"), m.cell_m},
                          {QStringLiteral("seed"), static_cast<double>(m.seed)},
                          {QStringLiteral("origin_m"), pointJson(m.origin)},
                          {QStringLiteral("start"), QJsonArray{m.start.row, m.start.col}},
                          {QStringLiteral("exit"), QJsonArray{m.exit.row, m.exit.col}},
                          {QStringLiteral("wall_height_m"), m.wall_height_m},
                          {QStringLiteral("wall_thickness_m"), m.wall_thickness_m},
                          {QStringLiteral("colour"), colourJson(m.colour)}};
            if (!m.entrance) o[QStringLiteral("entrance")] = false;
            a.append(o);
        }
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
            o[QStringLiteral("colour")] =
                b.colour_name.isEmpty() ? colourJson(b.colour) : b.colour_name;
            if (b.buzzer)
                o[QStringLiteral("buzzer")] =
                    QJsonObject{{QStringLiteral("loudness_percent"), b.buzzer->loudness_percent},
                                {QStringLiteral("on"), b.buzzer->on}};
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
        for (const StartPose& s : starts) {
            QJsonObject o{{QStringLiteral("position_m"), vec3Json(s.position_m)},
                          {QStringLiteral("yaw_deg"), s.yaw_deg}};
            if (s.team != 0) o[QStringLiteral("team")] = s.team;  // optional: old files unchanged
            if (!s.label.isEmpty()) o[QStringLiteral("label")] = s.label;
            a.append(o);
        }
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
        if (!goals.object_zones.empty()) {
            QJsonArray a;
            for (const ObjectZone& z : goals.object_zones) {
                QJsonObject o = zoneJson(z.zone);
                if (!z.colour.isEmpty()) o[QStringLiteral("colour")] = z.colour;
                if (!z.object.isEmpty()) o[QStringLiteral("object")] = z.object;
                a.append(o);
            }
            g[QStringLiteral("object_zones")] = a;
        }
        if (goals.time_limit_s > 0) g[QStringLiteral("time_limit_s")] = goals.time_limit_s;
        static const char* const kRules[] = {"auto", "zone", "checkpoints", "candles", "objects"};
        if (goals.rule != GoalRule::Auto)
            g[QStringLiteral("goal")] = QLatin1String(kRules[int(goals.rule)]);
        if (goals.penalties != Penalties{})
            g[QStringLiteral("penalties")] =
                QJsonObject{{QStringLiteral("wall_hit_s"), goals.penalties.wall_hit_s},
                            {QStringLiteral("off_line_m"), goals.penalties.off_line_m},
                            {QStringLiteral("off_line_s"), goals.penalties.off_line_s}};
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
    if (arena) root[QStringLiteral("arena")] = arenaJson(*arena);
    if (lighting != Lighting{})  // written only when set, so older scene files stay unchanged
        root[QStringLiteral("lighting")] =
            QJsonObject{{QStringLiteral("ambient_percent"), lighting.ambient_percent}};
    QJsonObject physicsJson{{QStringLiteral("step_s"), physics.step_s},
                            {QStringLiteral("fan_reach_m"), physics.fan_reach_m},
                            {QStringLiteral("fan_time_s"), physics.fan_time_s},
                            {QStringLiteral("ground_friction"), physics.ground_friction}};
    // Written only when set, so older scene files stay unchanged.
    if (physics.solver_iterations != PhysicsSettings{}.solver_iterations)
        physicsJson[QStringLiteral("solver_iterations")] = physics.solver_iterations;
    if (physics.contact_layer_m != PhysicsSettings{}.contact_layer_m)
        physicsJson[QStringLiteral("contact_layer_m")] = physics.contact_layer_m;
    root[QStringLiteral("physics")] = physicsJson;
    return root;
}

Status SceneDocument::saveFile(const QString& path) const {
    return core::writeFileAtomic(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
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
           centreline == o.centreline && physics == o.physics && lighting == o.lighting &&
           arena == o.arena;
}

}  // namespace botlab::scenes
