// SPDX-License-Identifier: GPL-3.0-or-later
// Scene dressing, the pictures and colours (see scene_dressing.h): the floor as printed (a
// competition mat, a plywood board under a maze, a painted board; the pixels the line sensors read
// as lines copied unchanged) and the colours of terrain by soil, slope and height. Pure functions
// of the models, so tests check them without a display.
#pragma once

#include <QImage>
#include <array>
#include <cstdint>
#include <string>

#include "botlab/runner/models.h"

namespace botlab::gui::dressing {

/// How a flat floor is drawn.
enum class FloorLook {
    PrintedMat,  ///< Painted lines (strokes or images): a printed competition mat.
    Plywood,     ///< A maze without floor paint: the maze's plywood base board.
    Board,       ///< Anything else: a matte painted board.
};

/// The look of the models' floor: PrintedMat when the floor has strokes or images, else Plywood
/// when the scene has a maze, else Board.
FloorLook floorLook(const runner::LoadedModels& models);

/// The floor picture the view draws (RGBA8888). Its pixel (i, j) covers the same floor area as
/// the sensor texture's pixel (i, j) when that texture is at least 64 x 64 px and at most
/// 2048 px wide and high (larger ones are scaled down, smaller ones (a plain floor) are drawn at
/// 5 mm per pixel). Every "ink" pixel of the sensor texture (one that differs from the floor
/// colour, such as a line and its antialiased edge) is copied unchanged; the background gets
/// the look's material, and decoration (a printed frame, start boxes, a chequered finish) is
/// drawn only more than 12 mm away from any ink pixel, so no line is touched.
QImage floorPicture(const runner::LoadedModels& models);

// ---- Terrain colours ------------------------------------------------------------------------

/// The flat-ground colour (RGB 0..1) of one of seed 000's soils: "concrete", "wood", "gravel",
/// "sand", "hard_soil", "loose_soil", "peat"; any other name (a rigid terrain) gives `fallback`
/// (the scene's floor colour, RGBA 0..255).
std::array<float, 3> soilColour(const std::string& soil,
                                const std::array<std::uint8_t, 4>& fallback);

/// The colour of bare rock and earth on steep faces (RGB 0..1).
std::array<float, 3> rockColour();

/// A terrain vertex's colour: `flat` up to a slope of 8 degrees, rockColour() from 35 degrees,
/// blended (smoothstep) between; multiplied by 0.87 + 0.26 * height_t (height_t in 0..1 from
/// the lowest to the highest sample: hollows darker, tops lighter) and by (1 + noise).
std::array<float, 4> terrainColour(const std::array<float, 3>& flat, double slope_rad,
                                   double height_t, float noise);

}  // namespace botlab::gui::dressing
