// SPDX-License-Identifier: GPL-3.0-or-later
// Painting the floor: stroke geometry (flattening to polylines) and rasterising the floor into the
// sim::FloorTexture that line sensors read.
#pragma once

#include <QImage>
#include <vector>

#include "botlab/scenes/scene_document.h"
#include "botlab/sim/world_model.h"

namespace botlab::scenes {

/// Largest texture the rasteriser makes (pixels per side); bigger floors are refused.
inline constexpr int kMaxFloorTexturePx = 4096;

/// True when the floor is painted (has strokes or pictures), so it is rasterised at
/// floor.resolution_m and its sides are limited by kMaxFloorTexturePx.
bool isPaintedFloor(const Floor& floor);
/// The largest side (m) a floor may have at its resolution: kMaxFloorTexturePx pixels when it is
/// painted (SceneDocument::validate refuses more), else infinity. The scene editor's floor size
/// fields stop there.
double maxFloorSide_m(const Floor& floor);
/// True when a floor side of `side_m` fits maxFloorSide_m(floor) (the check validate runs).
bool floorSideFits(const Floor& floor, double side_m);

/// The stroke's centre path as a polyline whose chords deviate from the true curve by at most
/// `tolerance_m` (> 0). A closed polyline repeats its first point at the end. An invalid stroke
/// (see SceneDocument::validate) gives an empty vector.
std::vector<FloorPoint> flattenStroke(const Stroke& stroke, double tolerance_m = 1e-4);

/// Total length of a polyline (m).
double polylineLength(const std::vector<FloorPoint>& points);

/// The parts of `path` between arc lengths [from_m, to_m] (clamped to the path).
std::vector<FloorPoint> subPolyline(const std::vector<FloorPoint>& path, double from_m,
                                    double to_m);

/// Point and unit direction of `path` at arc length `s_m` (clamped).
void pointAt(const std::vector<FloorPoint>& path, double s_m, FloorPoint* p, FloorPoint* dir);

/// Renders the floor (base colour, images, strokes; antialiased) into an RGBA8888 image where
/// pixel (i, j) covers x in [min_x + i r, min_x + (i+1) r), z in [min_z + j r, ...), r =
/// floor.resolution_m. `resolve` maps image file names to paths. Errors name the item
/// ("floor.images[0]: cannot read 'x.png': ...").
Result<QImage> renderFloor(const Floor& floor, const SceneDocument& doc);

/// Compiles the floor into the texture the sim reads. A floor with no images and no strokes gives a
/// tiny uniform texture (2 x 2 px) whose outside colour is the base colour, to save memory.
Result<sim::FloorTexture> compileFloor(const SceneDocument& doc);

}  // namespace botlab::scenes
