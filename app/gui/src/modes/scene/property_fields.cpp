// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/scene/property_fields.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdint>

#include "botlab/scenes/floor_raster.h"

namespace botlab::gui::scene_fields {

namespace {
// Tr: the translation context "botlab::gui::ScenePropertiesPanel" for this file's texts (lupdate
// files Tr::tr under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::ScenePropertiesPanel)
};
}  // namespace

using scenes::ItemKind;

namespace {

std::size_t at(const Ref& r) {
    return std::size_t(r.index);
}

scenes::Zone& zone(Doc& d, const Ref& r) {
    return r.kind == ItemKind::Finish       ? *d.goals.finish
           : r.kind == ItemKind::ObjectZone ? d.goals.object_zones[at(r)].zone
                                            : d.goals.checkpoints[at(r)];
}
const scenes::Zone& zone(const Doc& d, const Ref& r) {
    return r.kind == ItemKind::Finish       ? *d.goals.finish
           : r.kind == ItemKind::ObjectZone ? d.goals.object_zones[at(r)].zone
                                            : d.goals.checkpoints[at(r)];
}

bool isArc(const Doc& d, const Ref& r) {
    return d.floor.strokes[at(r)].kind == scenes::StrokeKind::Arc;
}
bool isPolyline(const Doc& d, const Ref& r) {
    return d.floor.strokes[at(r)].kind == scenes::StrokeKind::Polyline;
}
bool isBox(const Doc& d, const Ref& r) {
    return d.obstacles[at(r)].shape == sim::ShapeType::Box;
}
bool isRound(const Doc& d, const Ref& r) {
    return !isBox(d, r);
}
bool hasBuzzer(const Doc& d, const Ref& r) {
    return d.obstacles[at(r)].buzzer.has_value();
}

/// A maze's rows or columns changed: keep the start inside and the exit in the far corner.
void fitMazeCells(scenes::MazeSpec& m) {
    m.start = {std::min(m.start.row, m.rows - 1), std::min(m.start.col, m.cols - 1)};
    m.exit = {m.rows - 1, m.cols - 1};
}

bool terrainFunction(const Doc& d, scenes::HeightFunction f) {
    return d.terrain && d.terrain->source == scenes::TerrainSource::Function &&
           d.terrain->function == f;
}

const Field kStroke[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Width:"),
     .unit = Unit::Centimetre,
     .min = 0.1,
     .max = 50.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].width_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.floor.strokes[at(r)].width_m = v; }},
    {.type = FieldType::Colour,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Colour:"),
     .colour = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].colour; },
     .set_colour = [](Doc& d, const Ref& r,
                      const QColor& c) { d.floor.strokes[at(r)].colour = c; }},
    {.type = FieldType::Check,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Round ends"),
     .check = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].round_caps; },
     .set_check = [](Doc& d, const Ref& r, bool on) { d.floor.strokes[at(r)].round_caps = on; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Radius:"),
     .unit = Unit::Centimetre,
     .min = 1.0,
     .max = 10000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].radius_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.floor.strokes[at(r)].radius_m = v; },
     .when = isArc},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Start angle:"),
     .unit = Unit::Degree,
     .min = -360,
     .max = 360,
     .number = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].start_deg; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.floor.strokes[at(r)].start_deg = v; },
     .when = isArc},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Sweep:"),
     .unit = Unit::Degree,
     .min = -360,
     .max = 360,
     .number = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].sweep_deg; },
     .set_number = [](Doc& d, const Ref& r,
                      double v) { d.floor.strokes[at(r)].sweep_deg = v == 0 ? 1 : v; },
     .when = isArc},
    {.type = FieldType::Check,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Closed"),
     .check = [](const Doc& d, const Ref& r) { return d.floor.strokes[at(r)].closed; },
     .set_check = [](Doc& d, const Ref& r, bool on) { d.floor.strokes[at(r)].closed = on; },
     .when = isPolyline},
};

const Field kFloorImage[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Width:"),
     .unit = Unit::Metre,
     .min = 0.01,
     .max = 100.0,
     .decimals = 3,
     .number = [](const Doc& d, const Ref& r) { return d.floor.images[at(r)].size_x_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.floor.images[at(r)].size_x_m = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Depth:"),
     .unit = Unit::Metre,
     .min = 0.01,
     .max = 100.0,
     .decimals = 3,
     .number = [](const Doc& d, const Ref& r) { return d.floor.images[at(r)].size_z_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.floor.images[at(r)].size_z_m = v; }},
};

const Field kWall[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Height:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 500.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.walls[at(r)].height_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.walls[at(r)].height_m = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Thickness:"),
     .unit = Unit::Centimetre,
     .min = 0.1,
     .max = 100.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.walls[at(r)].thickness_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.walls[at(r)].thickness_m = v; }},
    {.type = FieldType::Colour,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Colour:"),
     .colour = [](const Doc& d, const Ref& r) { return d.walls[at(r)].colour; },
     .set_colour = [](Doc& d, const Ref& r, const QColor& c) { d.walls[at(r)].colour = c; }},
};

const Field kMaze[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Rows:"),
     .min = 1,
     .max = 40,
     .number = [](const Doc& d, const Ref& r) { return double(d.mazes[at(r)].rows); },
     .set_number =
         [](Doc& d, const Ref& r, double v) {
             d.mazes[at(r)].rows = int(v);
             fitMazeCells(d.mazes[at(r)]);
         }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Columns:"),
     .min = 1,
     .max = 40,
     .number = [](const Doc& d, const Ref& r) { return double(d.mazes[at(r)].cols); },
     .set_number =
         [](Doc& d, const Ref& r, double v) {
             d.mazes[at(r)].cols = int(v);
             fitMazeCells(d.mazes[at(r)]);
         }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Cell size:"),
     .unit = Unit::Centimetre,
     .min = 5.0,
     .max = 500.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.mazes[at(r)].cell_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.mazes[at(r)].cell_m = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Seed:"),
     .min = 0,
     .max = 1e9,
     .number = [](const Doc& d, const Ref& r) { return double(d.mazes[at(r)].seed); },
     .set_number = [](Doc& d, const Ref& r, double v) { d.mazes[at(r)].seed = std::uint64_t(v); }},
};

const Field kObstacle[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Length:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 1000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].size_x_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.obstacles[at(r)].size_x_m = v; },
     .when = isBox},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Width:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 1000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].size_z_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.obstacles[at(r)].size_z_m = v; },
     .when = isBox},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Height:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 1000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].size_y_m; },
     .set_number =
         [](Doc& d, const Ref& r, double v) {
             d.obstacles[at(r)].size_y_m = v;
             d.obstacles[at(r)].position_m.y() = 0.5 * v;  // standing on the floor
         },
     .when = isBox},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Radius:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 500.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].radius_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.obstacles[at(r)].radius_m = v; },
     .when = isRound},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Height:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 1000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].length_m; },
     .set_number =
         [](Doc& d, const Ref& r, double v) {
             d.obstacles[at(r)].length_m = v;
             d.obstacles[at(r)].position_m.y() = 0.5 * v;
         },
     .when = isRound},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Turn:"),
     .unit = Unit::Degree,
     .min = -180,
     .max = 180,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].yaw_deg; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.obstacles[at(r)].yaw_deg = v; }},
    {.type = FieldType::Check,
     .label =
         QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Movable (the robot can push it)"),
     .check = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].movable; },
     .set_check = [](Doc& d, const Ref& r, bool on) { d.obstacles[at(r)].movable = on; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Mass:"),
     .unit = Unit::Kilogram,
     .min = 0.001,
     .max = 1000.0,
     .decimals = 3,
     .number = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].mass_kg; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.obstacles[at(r)].mass_kg = v; }},
    {.type = FieldType::Colour,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Colour:"),
     .colour = [](const Doc& d, const Ref& r) { return d.obstacles[at(r)].colour; },
     .set_colour =
         [](Doc& d, const Ref& r, const QColor& c) {
             scenes::Obstacle& o = d.obstacles[at(r)];
             // Another RGB is no longer the camera colour it was named by.
             if (c != o.colour) o.colour_name.clear();
             o.colour = c;
         }},
};

const Field kBuzzer[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Loudness:"),
     .unit = Unit::Percent,
     .min = 0.0,
     .max = 1000.0,
     .number =
         [](const Doc& d, const Ref& r) {
             const auto& b = d.obstacles[at(r)].buzzer;
             return b ? b->loudness_percent : 0.0;
         },
     .set_number =
         [](Doc& d, const Ref& r, double v) {
             if (auto& b = d.obstacles[at(r)].buzzer) b->loudness_percent = v;
         },
     .when = hasBuzzer,
     .tooltip = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel",
                                  "What a sound sensor 10 cm away reads; half of it at 20 cm")},
    {.type = FieldType::Check,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Buzzing"),
     .check =
         [](const Doc& d, const Ref& r) {
             const auto& b = d.obstacles[at(r)].buzzer;
             return b && b->on;
         },
     .set_check =
         [](Doc& d, const Ref& r, bool on) {
             if (auto& b = d.obstacles[at(r)].buzzer) b->on = on;
         },
     .when = hasBuzzer},
};

const Field kFlame[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Flame height:"),
     .unit = Unit::Centimetre,
     .min = 1.0,
     .max = 200.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.flames[at(r)].position_m.y(); },
     .set_number = [](Doc& d, const Ref& r, double v) { d.flames[at(r)].position_m.y() = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Brightness:"),
     .min = 0.01,
     .max = 100.0,
     .decimals = 2,
     .number = [](const Doc& d, const Ref& r) { return d.flames[at(r)].intensity; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.flames[at(r)].intensity = v; }},
};

const Field kStart[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "x:"),
     .unit = Unit::Centimetre,
     .min = -100000,
     .max = 100000,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.starts[at(r)].position_m.x(); },
     .set_number = [](Doc& d, const Ref& r, double v) { d.starts[at(r)].position_m.x() = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "z:"),
     .unit = Unit::Centimetre,
     .min = -100000,
     .max = 100000,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return d.starts[at(r)].position_m.z(); },
     .set_number = [](Doc& d, const Ref& r, double v) { d.starts[at(r)].position_m.z() = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Heading:"),
     .unit = Unit::Degree,
     .min = -180,
     .max = 180,
     .number = [](const Doc& d, const Ref& r) { return d.starts[at(r)].yaw_deg; },
     .set_number = [](Doc& d, const Ref& r, double v) { d.starts[at(r)].yaw_deg = v; }},
};

/// The finish zone, the checkpoints and the object zones.
const Field kZone[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Width:"),
     .unit = Unit::Centimetre,
     .min = 1.0,
     .max = 10000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return zone(d, r).size_x_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { zone(d, r).size_x_m = v; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Depth:"),
     .unit = Unit::Centimetre,
     .min = 1.0,
     .max = 10000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref& r) { return zone(d, r).size_z_m; },
     .set_number = [](Doc& d, const Ref& r, double v) { zone(d, r).size_z_m = v; }},
    {.type = FieldType::Check,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Round"),
     .check = [](const Doc& d, const Ref& r) { return zone(d, r).radius_m > 0; },
     .set_check =
         [](Doc& d, const Ref& r, bool on) {
             scenes::Zone& z = zone(d, r);
             z.radius_m = on ? 0.5 * std::max(z.size_x_m, z.size_z_m) : 0.0;
         }},
};

const Field kFloor[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Floor width:"),
     .unit = Unit::Metre,
     .min = 0.2,
     .max = 40.0,
     .decimals = 2,
     .number = [](const Doc& d, const Ref&) { return d.floor.size_x_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.floor.size_x_m = v; },
     .max_of = [](const Doc& d, const Ref&) { return scenes::maxFloorSide_m(d.floor); }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Floor depth:"),
     .unit = Unit::Metre,
     .min = 0.2,
     .max = 40.0,
     .decimals = 2,
     .number = [](const Doc& d, const Ref&) { return d.floor.size_z_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.floor.size_z_m = v; },
     .max_of = [](const Doc& d, const Ref&) { return scenes::maxFloorSide_m(d.floor); }},
    {.type = FieldType::Colour,
     .label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Floor colour:"),
     .colour = [](const Doc& d, const Ref&) { return d.floor.colour; },
     .set_colour = [](Doc& d, const Ref&, const QColor& c) { d.floor.colour = c; }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Room light:"),
     .unit = Unit::Percent,
     .min = 0.0,
     .max = 100.0,
     .number = [](const Doc& d, const Ref&) { return d.lighting.ambient_percent; },
     .set_number = [](Doc& d, const Ref&, double v) { d.lighting.ambient_percent = v; },
     .tooltip = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel",
                                  "How bright the room is: what a light sensor facing up reads")},
};

const Field kTimeLimit[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Time limit:"),
     .unit = Unit::Second,
     .min = 0.0,
     .max = 3600.0,
     .number = [](const Doc& d, const Ref&) { return d.goals.time_limit_s; },
     .set_number = [](Doc& d, const Ref&, double v) { d.goals.time_limit_s = v; },
     .special_value = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "none")},
};

const Field kPenalties[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Per wall hit:"),
     .unit = Unit::Second,
     .min = 0.0,
     .max = 600.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.goals.penalties.wall_hit_s; },
     .set_number = [](Doc& d, const Ref&, double v) { d.goals.penalties.wall_hit_s = v; },
     .tooltip = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel",
                                  "Penalty seconds added to the report for each wall hit")},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Off the line beyond:"),
     .unit = Unit::Centimetre,
     .min = 0.0,
     .max = 100.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.goals.penalties.off_line_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.goals.penalties.off_line_m = v; },
     .special_value = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "off")},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Per leaving the line:"),
     .unit = Unit::Second,
     .min = 0.0,
     .max = 600.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.goals.penalties.off_line_s; },
     .set_number = [](Doc& d, const Ref&, double v) { d.goals.penalties.off_line_s = v; },
     .tooltip = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel",
                                  "Penalty seconds each time the robot gets farther from the "
                                  "line than the distance above")},
};

const Field kTerrainFunction[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Bump height:"),
     .unit = Unit::Centimetre,
     .min = 0.0,
     .max = 100.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.terrain->roughness_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->roughness_m = v; },
     .when = [](const Doc& d,
                const Ref&) { return terrainFunction(d, scenes::HeightFunction::Random); }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Seed:"),
     .min = 0,
     .max = 1e9,
     .number = [](const Doc& d, const Ref&) { return double(d.terrain->seed); },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->seed = std::uint64_t(v); },
     .when = [](const Doc& d,
                const Ref&) { return terrainFunction(d, scenes::HeightFunction::Random); }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Depth:"),
     .unit = Unit::Centimetre,
     .min = 0.0,
     .max = 500.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.terrain->depth_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->depth_m = v; },
     .when = [](const Doc& d,
                const Ref&) { return terrainFunction(d, scenes::HeightFunction::Gully); }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Width:"),
     .unit = Unit::Centimetre,
     .min = 1.0,
     .max = 1000.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.terrain->width_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->width_m = v; },
     .when = [](const Doc& d,
                const Ref&) { return terrainFunction(d, scenes::HeightFunction::Gully); }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Step height:"),
     .unit = Unit::Centimetre,
     .min = -100.0,
     .max = 100.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.terrain->height_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->height_m = v; },
     .when = [](const Doc& d,
                const Ref&) { return terrainFunction(d, scenes::HeightFunction::Step); }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Wave height:"),
     .unit = Unit::Centimetre,
     .min = 0.0,
     .max = 100.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.terrain->amplitude_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->amplitude_m = v; },
     .when = [](const Doc& d,
                const Ref&) { return terrainFunction(d, scenes::HeightFunction::Sine); }},
};

const Field kTerrainFile[] = {
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Vertical scale:"),
     .unit = Unit::Metre,
     .min = 0.001,
     .max = 100.0,
     .decimals = 3,
     .number = [](const Doc& d, const Ref&) { return d.terrain->height_scale_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->height_scale_m = v; },
     .when =
         [](const Doc& d, const Ref&) {
             return d.terrain && d.terrain->source == scenes::TerrainSource::DemPng;
         }},
    {.label = QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "Cell size:"),
     .unit = Unit::Centimetre,
     .min = 0.5,
     .max = 100.0,
     .decimals = 1,
     .number = [](const Doc& d, const Ref&) { return d.terrain->cell_m; },
     .set_number = [](Doc& d, const Ref&, double v) { d.terrain->cell_m = v; }},
};

}  // namespace

double factor(Unit unit) {
    return unit == Unit::Centimetre ? 100.0 : 1.0;
}

QString suffix(Unit unit) {
    switch (unit) {
        case Unit::None:
            return {};
        case Unit::Metre:
            return Tr::tr(" m");
        case Unit::Centimetre:
            return Tr::tr(" cm");
        case Unit::Degree:
            return Tr::tr(" °");
        case Unit::Percent:
            return Tr::tr(" %");
        case Unit::Second:
            return Tr::tr(" s");
        case Unit::Kilogram:
            return Tr::tr(" kg");
    }
    return {};
}

std::span<const Field> itemFields(ItemKind kind) {
    switch (kind) {
        case ItemKind::Stroke:
            return kStroke;
        case ItemKind::FloorImage:
            return kFloorImage;
        case ItemKind::Wall:
            return kWall;
        case ItemKind::Maze:
            return kMaze;
        case ItemKind::Obstacle:
            return kObstacle;
        case ItemKind::Flame:
            return kFlame;
        case ItemKind::Start:
            return kStart;
        case ItemKind::Finish:
        case ItemKind::Checkpoint:
        case ItemKind::ObjectZone:
            return kZone;
    }
    return {};
}

std::span<const Field> buzzerFields() {
    return kBuzzer;
}
std::span<const Field> floorFields() {
    return kFloor;
}
std::span<const Field> timeLimitFields() {
    return kTimeLimit;
}
std::span<const Field> penaltyFields() {
    return kPenalties;
}
std::span<const Field> terrainFunctionFields() {
    return kTerrainFunction;
}
std::span<const Field> terrainFileFields() {
    return kTerrainFile;
}

}  // namespace botlab::gui::scene_fields
