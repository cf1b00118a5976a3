// SPDX-License-Identifier: GPL-3.0-or-later
// Scene dressing, the meshes (see scene_dressing.h): the mat's slab with a little thickness on
// the ground, walls of wooden planks and the terrain's shaded surface. Pure functions of the
// models, so tests check them without a display.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "botlab/runner/models.h"
#include "view3d/mesh_builder.h"

namespace botlab::gui::dressing {

// ---- Floor ----------------------------------------------------------------------------------

/// Appends the floor's slab: the mat (or board) as a thin box under the texture's rectangle,
/// 1 mm wider on each side, from y = -1.5 mm (on the ground) to y = 0.4 mm (just under the
/// picture drawn at 0.5 mm), so its edge shows a little thickness. Nothing for a terrain.
void addFloorSlab(ColoredMesh& mesh, const runner::LoadedModels& models);

// ---- Walls ----------------------------------------------------------------------------------

/// Appends a wall (a box body, its x along the wall, y up) as wooden planks: both faces in
/// horizontal planks about 5 cm high whose vertex colours carry a grain (within -10 % .. +8 % of
/// the plank's colour) with a darker seam at each plank's lower edge, plywood plies of lighter
/// end grain on the top edge and the ends, and the whole wall's tone varied by up to +-6 % from
/// `index`. The wall's own colour (`body.rgba`) is the wood's base colour. Deterministic.
void addWoodenWall(ColoredMesh& mesh, const sim::WorldBody& body, int index);

// ---- Terrain --------------------------------------------------------------------------------

/// Appends the heightfield's surface with smooth normals and per-vertex colours from
/// terrainColour() (soil from hf.soft_terrain, else `fallback`), with a small deterministic noise
/// per sample (+-4 %, gravel +-10 %) and patches a metre or two across, up to 6 % redder (bare
/// ground) or greener.
void addShadedTerrain(ColoredMesh& mesh, const sim::Heightfield& hf,
                      const std::array<std::uint8_t, 4>& fallback);

/// One square piece of the terrain's surface (shadedTerrainTiles) and its bounding box (world
/// frame, m; skirts included).
struct TerrainTile {
    ColoredMesh mesh;
    QVector3D lo_W, hi_W;
};

/// The same surface cut into square tiles of `tile_cells` x `tile_cells` cells (smaller at the
/// far edges), row by row from the lowest x and z: one mesh per tile. Drawn as one entity each,
/// the view culls the tiles out of sight, and a software rasteriser clips only the few that
/// cross the near plane (a whole field in one mesh went through Mesa's clipping path every
/// frame). `step` > 1 keeps every step-th sample of a tile (and its edges): a coarser copy for
/// far away. `skirt_m` > 0 hangs a skirt that deep from every edge, so that tiles of different
/// steps side by side leave no crack to see through. Empty for fewer than 2 x 2 samples.
std::vector<TerrainTile> shadedTerrainTiles(const sim::Heightfield& hf,
                                            const std::array<std::uint8_t, 4>& fallback,
                                            int tile_cells, int step = 1, float skirt_m = 0.f);

}  // namespace botlab::gui::dressing
