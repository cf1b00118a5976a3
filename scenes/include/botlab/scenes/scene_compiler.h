// SPDX-License-Identifier: GPL-3.0-or-later
// Compiling a SceneDocument into the sim's WorldModel, and the run-log geometry used by scoring.
#pragma once

#include <vector>

#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/scene_loading.h"
#include "botlab/sim/world_model.h"

namespace botlab::scenes {

/// The world bodies of a scene, in the order compileScene puts them: walls, then maze walls (maze
/// by maze), then obstacles, then candle bodies. Pure; reads no files. Walls have is_wall = true.
std::vector<sim::WorldBody> compileBodies(const SceneDocument& doc);

/// Compiles a whole scene: validates it, rasterises the floor, reads DEM/image files, builds
/// bodies, terrain, flames, the buzzers' sound sources (one per obstacle with a buzzer, in
/// obstacle order, in that obstacle's body) and the ambient light. Errors name the file / item.
Result<LoadedScene> compileScene(const SceneDocument& doc);

/// How compileScene(doc, options) may cut corners for a quick look.
struct CompileOptions {
    /// > 0: the floor texture gets at most this many pixels a side (its resolution is made
    /// coarser for big floors). For previews only: the scene's own resolution is what line
    /// sensors are specified against. 0 = the scene's resolution.
    int max_floor_texture_px = 0;
};

/// compileScene with options (the Scene mode's live preview compiles a 10 m floor at 1024 px).
Result<LoadedScene> compileScene(const SceneDocument& doc, const CompileOptions& options);

/// The scene's centreline as a polyline (closed ones repeat the first point); empty when the scene
/// has none.
std::vector<FloorPoint> centrelinePolyline(const SceneDocument& doc);

/// Shortest distance (m) from (x, z) to a polyline (a single point if it has one point;
/// +infinity if empty).
double distanceToPolyline(const std::vector<FloorPoint>& path, double x_m, double z_m);

}  // namespace botlab::scenes
