// SPDX-License-Identifier: GPL-3.0-or-later
// SceneDocument checks and small geometric helpers.
#include <QStringList>
#include <algorithm>
#include <array>
#include <cmath>

#include "botlab/core/text.h"
#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/maze.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/terrain.h"
#include "scenes_text.h"
#include "tr.h"

namespace botlab::scenes {

using detail::makeError;

namespace {

constexpr double kMaxExtent_m = 1000.0;  // nothing in a scene is further out or larger

QString idx(const QString& path, std::size_t i) {
    return QStringLiteral("%1[%2]").arg(path).arg(i);
}
QString key(const QString& path, const char* k) {
    return path + QLatin1Char('.') + QLatin1String(k);
}

/// Collects the first failure; the checks read like a list of rules.
class Checker {
public:
    bool failed() const { return !path_.isEmpty(); }
    /// value in (lo, hi] when open_lo, else [lo, hi].
    void range(const QString& path, double v, double lo, double hi, bool open_lo = true) {
        if (failed()) return;
        const bool ok = std::isfinite(v) && (open_lo ? v > lo : v >= lo) && v <= hi;
        if (!ok)
            fail(path, Tr::tr("must be %1 %2 and <= %3 (got %4)")
                           .arg(open_lo ? QStringLiteral(">") : QStringLiteral(">="))
                           .arg(lo)
                           .arg(hi)
                           .arg(v));
    }
    void coord(const QString& path, double v) {
        range(path, v, -kMaxExtent_m, kMaxExtent_m, false);
    }
    void point(const QString& path, const FloorPoint& p) {
        coord(path + QStringLiteral("[0]"), p.x_m);
        coord(path + QStringLiteral("[1]"), p.z_m);
    }
    void vec3(const QString& path, const sim::Vec3& p) {
        for (int i = 0; i < 3; ++i) coord(QStringLiteral("%1[%2]").arg(path).arg(i), p[i]);
    }
    /// At most `max` items in the array at `path`.
    void count(const QString& path, std::size_t n, std::size_t max) {
        rule(n <= max, path, Tr::tr("%1 items; at most %2 are allowed").arg(n).arg(max));
    }
    /// The floor point lies within `reach` (min x, max x, min z, max z).
    void within(const QString& path, const FloorPoint& p, const std::array<double, 4>& reach) {
        rule(p.x_m >= reach[0] && p.x_m <= reach[1] && p.z_m >= reach[2] && p.z_m <= reach[3], path,
             Tr::tr("[%1, %2] is out of the floor's reach (x from %3 to %4, "
                    "z from %5 to %6 m)")
                 .arg(p.x_m)
                 .arg(p.z_m)
                 .arg(reach[0])
                 .arg(reach[1])
                 .arg(reach[2])
                 .arg(reach[3]));
    }
    void rule(bool ok, const QString& path, const QString& message) {
        if (!failed() && !ok) fail(path, message);
    }
    void fail(const QString& path, const QString& message) {
        if (failed()) return;
        path_ = path;
        message_ = message;
    }
    Status status() const { return failed() ? Status(makeError(path_, message_)) : Status(); }

private:
    QString path_;
    QString message_;
};

void checkZone(Checker& c, const QString& p, const Zone& z, const std::array<double, 4>& reach) {
    c.point(key(p, "centre_m"), z.centre);
    c.within(key(p, "centre_m"), z.centre, reach);
    if (z.radius_m != 0.0) {
        c.range(key(p, "radius_m"), z.radius_m, 0.0, kMaxExtent_m);
    } else {
        c.range(key(p, "size_m") + QStringLiteral("[0]"), z.size_x_m, 0.0, kMaxExtent_m);
        c.range(key(p, "size_m") + QStringLiteral("[1]"), z.size_z_m, 0.0, kMaxExtent_m);
    }
}

}  // namespace

Status SceneDocument::validate() const {
    using Lim = SceneLimits;
    Checker c;
    const QString fl = QStringLiteral("floor");
    // Counts first: a scene with 100,000 items is refused before any item is looked at.
    c.count(key(fl, "images"), floor.images.size(), Lim::kMaxFloorImages);
    c.count(key(fl, "strokes"), floor.strokes.size(), Lim::kMaxStrokes);
    std::size_t stroke_points = centreline ? centreline->points.size() : 0;
    for (std::size_t i = 0; i < floor.strokes.size(); ++i) {
        const QString p = idx(key(fl, "strokes"), i);
        stroke_points += floor.strokes[i].points.size();
        c.count(key(p, "gaps_m"), floor.strokes[i].gaps.size(), Lim::kMaxStrokeMarks);
        c.count(key(p, "dashes"), floor.strokes[i].dashes.size(), Lim::kMaxStrokeMarks);
    }
    c.rule(stroke_points <= static_cast<std::size_t>(Lim::kMaxStrokePoints), key(fl, "strokes"),
           Tr::tr("%1 points in all strokes; at most %2 are allowed")
               .arg(stroke_points)
               .arg(Lim::kMaxStrokePoints));
    c.count(QStringLiteral("walls"), walls.size(), Lim::kMaxWalls);
    c.count(QStringLiteral("mazes"), mazes.size(), Lim::kMaxMazes);
    c.count(QStringLiteral("obstacles"), obstacles.size(), Lim::kMaxObstacles);
    c.count(QStringLiteral("flames"), flames.size(), Lim::kMaxFlames);
    c.count(QStringLiteral("starts"), starts.size(), Lim::kMaxStarts);
    c.count(QStringLiteral("goals.checkpoints"), goals.checkpoints.size(), Lim::kMaxCheckpoints);
    if (!c.failed()) {
        double cells = 0.0, static_bodies = static_cast<double>(walls.size());
        for (const MazeSpec& m : mazes) {
            const double r = std::clamp(m.rows, 0, 100000), k = std::clamp(m.cols, 0, 100000);
            cells += r * k;
            static_bodies += r * k + r + k + 1;
        }
        std::size_t movable = 0;
        for (const Obstacle& b : obstacles) {
            if (b.movable)
                ++movable;
            else
                static_bodies += 1.0;
        }
        c.rule(cells <= Lim::kMaxMazeCells, QStringLiteral("mazes"),
               Tr::tr("%1 maze cells in all; at most %2 are allowed")
                   .arg(cells)
                   .arg(Lim::kMaxMazeCells));
        c.rule(movable <= static_cast<std::size_t>(Lim::kMaxMovableObstacles),
               QStringLiteral("obstacles"),
               Tr::tr("%1 movable obstacles; at most %2 are allowed")
                   .arg(movable)
                   .arg(Lim::kMaxMovableObstacles));
        c.rule(static_bodies <= Lim::kMaxStaticBodies, QStringLiteral("walls"),
               Tr::tr("%1 fixed bodies (walls, maze walls and fixed obstacles); at most %2 are "
                      "allowed")
                   .arg(static_bodies)
                   .arg(Lim::kMaxStaticBodies));
    }
    c.range(key(fl, "size_m") + QStringLiteral("[0]"), floor.size_x_m, 0.0, kMaxExtent_m);
    c.range(key(fl, "size_m") + QStringLiteral("[1]"), floor.size_z_m, 0.0, kMaxExtent_m);
    c.point(key(fl, "centre_m"), floor.centre);
    // The floor's reach: its rectangle, joined with a function terrain's, grown by a margin.
    std::array<double, 4> reach = {
        floor.centre.x_m - 0.5 * floor.size_x_m, floor.centre.x_m + 0.5 * floor.size_x_m,
        floor.centre.z_m - 0.5 * floor.size_z_m, floor.centre.z_m + 0.5 * floor.size_z_m};
    if (terrain && terrain->source == TerrainSource::Function) {
        reach[0] = std::min(reach[0], terrain->origin.x_m);
        reach[1] = std::max(reach[1], terrain->origin.x_m + terrain->size_x_m);
        reach[2] = std::min(reach[2], terrain->origin.z_m);
        reach[3] = std::max(reach[3], terrain->origin.z_m + terrain->size_z_m);
    }
    reach[0] -= Lim::kReachMargin_m;
    reach[1] += Lim::kReachMargin_m;
    reach[2] -= Lim::kReachMargin_m;
    reach[3] += Lim::kReachMargin_m;
    auto xz = [](const sim::Vec3& v) { return FloorPoint{v.x(), v.z()}; };
    c.rule(floor.colour.isValid(), key(fl, "colour"), Tr::tr("invalid colour"));
    c.range(key(fl, "resolution_m"), floor.resolution_m, 0.0, 0.0025);
    if (!c.failed() && isPaintedFloor(floor)) {
        const double wpx = std::ceil(floor.size_x_m / floor.resolution_m);
        const double hpx = std::ceil(floor.size_z_m / floor.resolution_m);
        c.rule(
            floorSideFits(floor, floor.size_x_m) && floorSideFits(floor, floor.size_z_m),
            key(fl, "size_m"),
            Tr::tr("a painted floor of %1 x %2 m at %3 m per pixel needs %4 x %5 px; the limit is "
                   "%6 px a side (make it smaller or the resolution coarser)")
                .arg(floor.size_x_m)
                .arg(floor.size_z_m)
                .arg(floor.resolution_m)
                .arg(wpx)
                .arg(hpx)
                .arg(kMaxFloorTexturePx));
    }
    for (std::size_t i = 0; i < floor.images.size(); ++i) {
        const FloorImage& im = floor.images[i];
        const QString p = idx(key(fl, "images"), i);
        c.rule(!im.file.isEmpty(), key(p, "file"), Tr::tr("missing"));
        c.point(key(p, "centre_m"), im.centre);
        c.within(key(p, "centre_m"), im.centre, reach);
        c.range(key(p, "size_m") + QStringLiteral("[0]"), im.size_x_m, 0.0, kMaxExtent_m);
        c.range(key(p, "size_m") + QStringLiteral("[1]"), im.size_z_m, 0.0, kMaxExtent_m);
    }
    for (std::size_t i = 0; i < floor.strokes.size(); ++i) {
        const Stroke& s = floor.strokes[i];
        const QString p = idx(key(fl, "strokes"), i);
        c.range(key(p, "width_m"), s.width_m, 0.0, 10.0);
        c.rule(s.colour.isValid(), key(p, "colour"), Tr::tr("invalid colour"));
        switch (s.kind) {
            case StrokeKind::Polyline:
                c.rule(s.points.size() >= 2, key(p, "points_m"),
                       Tr::tr("a polyline needs at least 2 points (got %1)").arg(s.points.size()));
                c.rule(s.points.size() <= 100000, key(p, "points_m"), Tr::tr("too many points"));
                break;
            case StrokeKind::Bezier:
                c.rule(s.points.size() >= 4 && (s.points.size() - 1) % 3 == 0, key(p, "points_m"),
                       Tr::tr("a Bezier chain needs 3n + 1 points (p0 c1 c2 p1 ...), got %1")
                           .arg(s.points.size()));
                c.rule(s.points.size() <= 100000, key(p, "points_m"), Tr::tr("too many points"));
                break;
            case StrokeKind::Arc:
                c.point(key(p, "centre_m"), s.centre);
                c.range(key(p, "radius_m"), s.radius_m, 0.0, kMaxExtent_m);
                c.range(key(p, "start_deg"), s.start_deg, -3600.0, 3600.0, false);
                c.range(key(p, "sweep_deg"), std::abs(s.sweep_deg), 0.0, 360.0);
                break;
        }
        for (std::size_t k = 0; k < s.points.size(); ++k)
            c.point(idx(key(p, "points_m"), k), s.points[k]);
        for (std::size_t k = 0; k < s.gaps.size(); ++k) {
            const QString gp = idx(key(p, "gaps_m"), k);
            c.range(gp + QStringLiteral("[0]"), s.gaps[k].from_m, 0.0, 1e5, false);
            c.rule(s.gaps[k].to_m > s.gaps[k].from_m && s.gaps[k].to_m <= 1e5, gp,
                   Tr::tr("a gap [from, to] needs to > from"));
        }
        for (std::size_t k = 0; k < s.dashes.size(); ++k) {
            const QString dp = idx(key(p, "dashes"), k);
            c.range(key(dp, "at_m"), s.dashes[k].at_m, 0.0, 1e5, false);
            c.range(key(dp, "length_m"), s.dashes[k].length_m, 0.0, 10.0);
            c.range(key(dp, "width_m"), s.dashes[k].width_m, 0.0, 10.0);
            c.range(key(dp, "angle_deg"), s.dashes[k].angle_deg, -360.0, 360.0, false);
        }
    }
    for (std::size_t i = 0; i < walls.size(); ++i) {
        const Wall& w = walls[i];
        const QString p = idx(QStringLiteral("walls"), i);
        c.point(key(p, "from_m"), w.from);
        c.point(key(p, "to_m"), w.to);
        c.within(key(p, "from_m"), w.from, reach);
        c.within(key(p, "to_m"), w.to, reach);
        c.rule(std::hypot(w.to.x_m - w.from.x_m, w.to.z_m - w.from.z_m) > 1e-6, p,
               Tr::tr("a wall needs two different end points"));
        c.range(key(p, "height_m"), w.height_m, 0.0, 100.0);
        c.range(key(p, "thickness_m"), w.thickness_m, 0.0, 10.0);
    }
    for (std::size_t i = 0; i < mazes.size(); ++i) {
        const MazeSpec& m = mazes[i];
        const QString p = idx(QStringLiteral("mazes"), i);
        c.range(key(p, "rows"), m.rows, 1, 200, false);
        c.range(key(p, "cols"), m.cols, 1, 200, false);
        c.range(key(p, "cell_m"), m.cell_m, 0.0, 100.0);
        c.point(key(p, "origin_m"), m.origin);
        c.within(key(p, "origin_m"), m.origin, reach);
        c.range(key(p, "wall_height_m"), m.wall_height_m, 0.0, 100.0);
        c.range(key(p, "wall_thickness_m"), m.wall_thickness_m, 0.0, 10.0);
        if (!c.failed())
            c.rule(m.wall_thickness_m < m.cell_m, key(p, "wall_thickness_m"),
                   Tr::tr("must be smaller than cell_m"));
        for (const auto& [cell, name] : {std::pair{m.start, "start"}, {m.exit, "exit"}}) {
            c.rule(cell.row >= 0 && cell.row < m.rows && cell.col >= 0 && cell.col < m.cols,
                   key(p, name),
                   Tr::tr("cell [%1, %2] is outside the %3 x %4 maze")
                       .arg(cell.row)
                       .arg(cell.col)
                       .arg(m.rows)
                       .arg(m.cols));
            c.rule(mazeBorderSide(m, cell) >= 0, key(p, name),
                   Tr::tr("cell [%1, %2] must be on the border of the maze")
                       .arg(cell.row)
                       .arg(cell.col));
        }
        c.rule(!(m.start == m.exit), key(p, "exit"), Tr::tr("must differ from start"));
    }
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Obstacle& b = obstacles[i];
        const QString p = idx(QStringLiteral("obstacles"), i);
        if (b.shape == sim::ShapeType::Box) {
            c.range(key(p, "size_m") + QStringLiteral("[0]"), b.size_x_m, 0.0, 100.0);
            c.range(key(p, "size_m") + QStringLiteral("[1]"), b.size_y_m, 0.0, 100.0);
            c.range(key(p, "size_m") + QStringLiteral("[2]"), b.size_z_m, 0.0, 100.0);
        } else {
            c.range(key(p, "radius_m"), b.radius_m, 0.0, 100.0);
            if (b.shape == sim::ShapeType::Cylinder)
                c.range(key(p, "length_m"), b.length_m, 0.0, 100.0);
        }
        c.vec3(key(p, "position_m"), b.position_m);
        c.within(key(p, "position_m"), xz(b.position_m), reach);
        c.range(key(p, "yaw_deg"), b.yaw_deg, -3600.0, 3600.0, false);
        if (b.movable) c.range(key(p, "mass_kg"), b.mass_kg, 0.0, 1e6);
        c.range(key(p, "friction"), b.friction, 0.0, 100.0, false);
        c.rule(b.colour_name.isEmpty() || objectColourNames().contains(b.colour_name),
               key(p, "colour"),
               Tr::tr("'%1' is not one of: %2")
                   .arg(b.colour_name, objectColourNames().join(QStringLiteral(", "))));
        if (b.buzzer)
            c.range(key(p, "buzzer") + QStringLiteral(".loudness_percent"),
                    b.buzzer->loudness_percent, 0.0, 1000.0, false);
    }
    c.range(QStringLiteral("lighting.ambient_percent"), lighting.ambient_percent, 0.0, 100.0,
            false);
    for (std::size_t i = 0; i < flames.size(); ++i) {
        const QString p = idx(QStringLiteral("flames"), i);
        c.vec3(key(p, "position_m"), flames[i].position_m);
        c.within(key(p, "position_m"), xz(flames[i].position_m), reach);
        c.range(key(p, "intensity"), flames[i].intensity, 0.0, 1e3);
        if (flames[i].candle_body)
            c.range(key(p, "position_m") + QStringLiteral("[1]"), flames[i].position_m.y(), 0.02,
                    10.0, false);
    }
    if (terrain) {
        const Terrain& t = *terrain;
        const QString p = QStringLiteral("terrain");
        c.point(key(p, "origin_m"), t.origin);
        c.range(key(p, "cell_m"), t.cell_m, 0.0, 100.0);
        if (t.source == TerrainSource::Function) {
            c.range(key(p, "size_m") + QStringLiteral("[0]"), t.size_x_m, 0.0, kMaxExtent_m);
            c.range(key(p, "size_m") + QStringLiteral("[1]"), t.size_z_m, 0.0, kMaxExtent_m);
            if (!c.failed()) {
                const double nx = std::round(t.size_x_m / t.cell_m) + 1;
                const double nz = std::round(t.size_z_m / t.cell_m) + 1;
                c.rule(nx >= 2 && nz >= 2, key(p, "cell_m"),
                       Tr::tr("the terrain needs at least 2 x 2 samples"));
                c.rule(nx <= kMaxTerrainSamplesPerSide && nz <= kMaxTerrainSamplesPerSide,
                       key(p, "cell_m"),
                       Tr::tr("%1 x %2 samples: at most %3 a side; use larger cells")
                           .arg(nx)
                           .arg(nz)
                           .arg(kMaxTerrainSamplesPerSide));
                c.rule(nx * nz <= static_cast<double>(kMaxTerrainSamples), key(p, "cell_m"),
                       Tr::tr("%1 x %2 samples is more than the limit of %3; use larger cells")
                           .arg(nx)
                           .arg(nz)
                           .arg(kMaxTerrainSamples));
            }
            switch (t.function) {
                case HeightFunction::Flat:
                    break;
                case HeightFunction::Random:
                    c.range(key(p, "roughness_m"), t.roughness_m, 0.0, 100.0, false);
                    c.range(key(p, "feature_m"), t.feature_m, 0.01, kMaxExtent_m, false);
                    c.range(key(p, "flat_before_x_m"), t.flat_before_x_m, -1e10, kMaxExtent_m,
                            false);
                    break;
                case HeightFunction::Gully:
                    c.coord(key(p, "at_m"), t.at_m);
                    c.range(key(p, "width_m"), t.width_m, 0.0, kMaxExtent_m);
                    c.range(key(p, "depth_m"), t.depth_m, 0.0, 100.0);
                    break;
                case HeightFunction::Step:
                    c.coord(key(p, "at_m"), t.at_m);
                    c.range(key(p, "height_m"), t.height_m, -100.0, 100.0, false);
                    break;
                case HeightFunction::Sine:
                    c.range(key(p, "amplitude_m"), t.amplitude_m, -100.0, 100.0, false);
                    c.range(key(p, "wavelength_x_m"), t.wavelength_x_m, 0.0, kMaxExtent_m, false);
                    c.range(key(p, "wavelength_z_m"), t.wavelength_z_m, 0.0, kMaxExtent_m, false);
                    break;
            }
        } else {
            c.rule(!t.file.isEmpty(), key(p, "file"), Tr::tr("missing"));
            if (t.source == TerrainSource::DemPng) {
                c.range(key(p, "height_scale_m"), t.height_scale_m, 0.0, 1e4);
                c.range(key(p, "height_offset_m"), t.height_offset_m, -1e4, 1e4, false);
            }
        }
        c.range(key(p, "material.friction"), t.friction, 0.0, 100.0, false);
        c.range(key(p, "material.bounce"), t.bounce, 0.0, 1.0, false);
        c.range(key(p, "thickness_m"), t.thickness_m, 0.0, 1000.0);
        static const QStringList kSoft = {QString(),
                                          QStringLiteral("concrete"),
                                          QStringLiteral("wood"),
                                          QStringLiteral("gravel"),
                                          QStringLiteral("sand"),
                                          QStringLiteral("hard_soil"),
                                          QStringLiteral("loose_soil"),
                                          QStringLiteral("peat")};
        c.rule(
            kSoft.contains(t.soft_terrain), key(p, "soft_terrain"),
            Tr::tr("'%1' is not one of: concrete, wood, gravel, sand, hard_soil, loose_soil, peat")
                .arg(core::quoted(t.soft_terrain)));
    }
    c.rule(!starts.empty(), QStringLiteral("starts"),
           Tr::tr("a scene needs at least one start pose"));
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const QString p = idx(QStringLiteral("starts"), i);
        c.vec3(key(p, "position_m"), starts[i].position_m);
        c.within(key(p, "position_m"), xz(starts[i].position_m), reach);
        c.range(key(p, "yaw_deg"), starts[i].yaw_deg, -3600.0, 3600.0, false);
        c.rule(starts[i].team >= 0 && starts[i].team <= Lim::kMaxTeam, key(p, "team"),
               Tr::tr("must be a whole number from %1 to %2 (got %3)")
                   .arg(0)
                   .arg(Lim::kMaxTeam)
                   .arg(starts[i].team));
    }
    if (arena) {
        const QString p = QStringLiteral("arena");
        const Arena& a = *arena;
        c.range(key(p, a.kind == ArenaKind::Soccer ? "half_s" : "time_s"), a.time_s, 0.0, 1e5);
        switch (a.kind) {
            case ArenaKind::Sumo:
                c.point(key(p, "ring.centre_m"), a.ring_centre);
                c.within(key(p, "ring.centre_m"), a.ring_centre, reach);
                c.range(key(p, "ring.radius_m"), a.ring_radius_m, 0.0, kMaxExtent_m);
                c.range(key(p, "ring.edge_width_m"), a.edge_width_m, 0.0, a.ring_radius_m, false);
                c.range(key(p, "ring.top_m"), a.ring_top_m, 0.0, kMaxExtent_m, false);
                break;
            case ArenaKind::Soccer:
                c.rule(a.halves >= 1 && a.halves <= 10, key(p, "halves"),
                       Tr::tr("must be a whole number from %1 to %2 (got %3)")
                           .arg(1)
                           .arg(10)
                           .arg(a.halves));
                c.point(key(p, "field.centre_m"), a.field_centre);
                c.within(key(p, "field.centre_m"), a.field_centre, reach);
                c.range(key(p, "field.size_m[0]"), a.field_size_x_m, 0.0, kMaxExtent_m);
                c.range(key(p, "field.size_m[1]"), a.field_size_z_m, 0.0, kMaxExtent_m);
                c.count(key(p, "goals"), a.goals.size(), Lim::kMaxArenaZones);
                for (std::size_t i = 0; i < a.goals.size(); ++i) {
                    const QString g = idx(key(p, "goals"), i);
                    Zone z;
                    z.centre = a.goals[i].centre;
                    z.size_x_m = a.goals[i].size_x_m;
                    z.size_z_m = a.goals[i].size_z_m;
                    checkZone(c, g, z, reach);
                    c.rule(a.goals[i].team >= 1 && a.goals[i].team <= Lim::kMaxTeam, key(g, "team"),
                           Tr::tr("give the team (1 to %1) that defends this goal")
                               .arg(Lim::kMaxTeam));
                }
                break;
            case ArenaKind::Race:
                c.count(key(p, "lanes"), a.lanes.size(), Lim::kMaxArenaZones);
                for (std::size_t i = 0; i < a.lanes.size(); ++i) {
                    Zone z;
                    z.centre = a.lanes[i].centre;
                    z.size_x_m = a.lanes[i].size_x_m;
                    z.size_z_m = a.lanes[i].size_z_m;
                    checkZone(c, idx(key(p, "lanes"), i), z, reach);
                }
                checkZone(c, key(p, "finish"), a.finish, reach);
                break;
        }
    }
    if (goals.finish) checkZone(c, QStringLiteral("goals.finish"), *goals.finish, reach);
    c.count(QStringLiteral("goals.object_zones"), goals.object_zones.size(), Lim::kMaxCheckpoints);
    for (std::size_t i = 0; i < goals.object_zones.size(); ++i) {
        const ObjectZone& z = goals.object_zones[i];
        const QString p = idx(QStringLiteral("goals.object_zones"), i);
        checkZone(c, p, z.zone, reach);
        c.rule(z.colour.isEmpty() != z.object.isEmpty(), p,
               Tr::tr("give the colour of the objects the zone wants, or the name of one object "
                      "(one of the two)"));
        c.rule(z.colour.isEmpty() || objectColourNames().contains(z.colour), key(p, "colour"),
               Tr::tr("'%1' is not one of: %2")
                   .arg(z.colour, objectColourNames().join(QStringLiteral(", "))));
        c.rule(z.object.isEmpty() ||
                   std::any_of(obstacles.begin(), obstacles.end(),
                               [&](const Obstacle& b) { return b.name == z.object; }),
               key(p, "object"), Tr::tr("there is no obstacle named '%1'").arg(z.object));
    }
    for (std::size_t i = 0; i < goals.checkpoints.size(); ++i)
        checkZone(c, idx(QStringLiteral("goals.checkpoints"), i), goals.checkpoints[i], reach);
    c.range(QStringLiteral("goals.time_limit_s"), goals.time_limit_s, 0.0, 1e6, false);
    c.range(QStringLiteral("goals.penalties.wall_hit_s"), goals.penalties.wall_hit_s, 0.0, 1e6,
            false);
    c.range(QStringLiteral("goals.penalties.off_line_m"), goals.penalties.off_line_m, 0.0, 1e3,
            false);
    c.range(QStringLiteral("goals.penalties.off_line_s"), goals.penalties.off_line_s, 0.0, 1e6,
            false);
    if (centreline) {
        const QString p = QStringLiteral("centreline");
        for (std::size_t k = 0; k < centreline->points.size(); ++k)
            c.point(idx(key(p, "points_m"), k), centreline->points[k]);
        for (std::size_t k = 0; k < centreline->strokes.size(); ++k) {
            const int s = centreline->strokes[k];
            c.rule(s >= 0 && s < static_cast<int>(floor.strokes.size()), idx(key(p, "strokes"), k),
                   Tr::tr("there is no stroke %1 (the floor has %2)")
                       .arg(s)
                       .arg(floor.strokes.size()));
        }
        c.rule(!centreline->points.empty() || !centreline->strokes.empty(), p,
               Tr::tr("give points_m or strokes"));
        c.rule(centreline->points.empty() || centreline->strokes.empty(), p,
               Tr::tr("give points_m or strokes, not both"));
    }
    c.range(QStringLiteral("physics.step_s"), physics.step_s, Lim::kMinStep_s, Lim::kMaxStep_s,
            false);
    c.range(QStringLiteral("physics.fan_reach_m"), physics.fan_reach_m, 0.0, 100.0);
    c.range(QStringLiteral("physics.fan_time_s"), physics.fan_time_s, 0.0, 1e4, false);
    c.range(QStringLiteral("physics.ground_friction"), physics.ground_friction, 0.0, 100.0, false);
    c.range(QStringLiteral("physics.solver_iterations"), physics.solver_iterations, 1, 1000, false);
    c.range(QStringLiteral("physics.contact_layer_m"), physics.contact_layer_m,
            Lim::kMinContactLayer_m, Lim::kMaxContactLayer_m, false);
    return c.status();
}

const QStringList& objectColourNames() {
    static const QStringList names{QStringLiteral("red"),    QStringLiteral("green"),
                                   QStringLiteral("blue"),   QStringLiteral("yellow"),
                                   QStringLiteral("black"),  QStringLiteral("white"),
                                   QStringLiteral("orange"), QStringLiteral("purple")};
    return names;
}

QColor objectColour(const QString& name) {
    static const QColor rgb[] = {QColor(220, 30, 30),  QColor(30, 170, 60), QColor(30, 80, 220),
                                 QColor(240, 210, 30), QColor(25, 25, 25),  QColor(245, 245, 245),
                                 QColor(245, 130, 20), QColor(140, 50, 190)};
    const qsizetype i = objectColourNames().indexOf(name);
    return i < 0 ? QColor() : rgb[i];
}

sim::Pose StartPose::pose() const {
    sim::Pose X;
    X.translation = position_m;
    X.rotation = sim::Quat(Eigen::AngleAxisd(yaw_deg * M_PI / 180.0, sim::Vec3::UnitY()));
    return X;
}

bool ArenaGoal::contains(double x_m, double z_m) const {
    return std::abs(x_m - centre.x_m) <= 0.5 * size_x_m &&
           std::abs(z_m - centre.z_m) <= 0.5 * size_z_m;
}

bool ArenaLane::contains(double x_m, double z_m) const {
    return std::abs(x_m - centre.x_m) <= 0.5 * size_x_m &&
           std::abs(z_m - centre.z_m) <= 0.5 * size_z_m;
}

double Arena::matchTime_s() const {
    return kind == ArenaKind::Soccer ? halves * time_s : time_s;
}

bool Zone::contains(double x_m, double z_m) const {
    if (radius_m > 0.0) return std::hypot(x_m - centre.x_m, z_m - centre.z_m) <= radius_m;
    return std::abs(x_m - centre.x_m) <= 0.5 * size_x_m &&
           std::abs(z_m - centre.z_m) <= 0.5 * size_z_m;
}

}  // namespace botlab::scenes
