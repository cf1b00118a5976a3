// SPDX-License-Identifier: GPL-3.0-or-later
// Terrain: the named height functions, DEM files (CSV and 16-bit greyscale PNG) and building the
// sim::Heightfield.
#pragma once

#include <QString>
#include <vector>

#include "botlab/scenes/scene_document.h"
#include "botlab/sim/world_model.h"

namespace botlab::scenes {

/// Largest number of samples a terrain may have (both directions together).
inline constexpr long kMaxTerrainSamples = 4'000'000;
/// Largest number of samples along one side of a terrain.
inline constexpr int kMaxTerrainSamplesPerSide = 4096;

/// A grid of heights: sample (ix, iz) is heights_m[iz * samples_x + ix].
struct HeightGrid {
    int samples_x = 0;
    int samples_z = 0;
    std::vector<double> heights_m;
    bool operator==(const HeightGrid&) const = default;
};

/// Height (m) of a function terrain at world (x, z). Pure and deterministic. This is the function
/// compileTerrain samples every cell_m; the ground the robot meets is the compiled heightfield,
/// exact at the samples and two flat triangles per cell in between (sim::heightAt), so between
/// samples it may differ from this function by design.
double terrainHeight(const Terrain& terrain, double x_m, double z_m);

/// Reads a CSV DEM: one line per z row, comma-, semicolon- or whitespace-separated heights in
/// metres; '#' starts a comment line. At least 2 x 2, all rows equally long. Errors name the file,
/// line and column.
Result<HeightGrid> loadDemCsv(const QString& path);
/// Writes a CSV DEM atomically with round-trip exact numbers.
Status saveDemCsv(const QString& path, const HeightGrid& grid);

/// Reads a 16-bit greyscale PNG DEM: pixel (i, j) = sample (ix = i, iz = j), height =
/// offset_m + scale_m * grey / 65535.
Result<HeightGrid> loadDemPng(const QString& path, double scale_m, double offset_m);
/// Writes a 16-bit greyscale PNG DEM atomically (heights are quantised to 1/65535 of scale_m,
/// clamped to [offset_m, offset_m + scale_m]).
Status saveDemPng(const QString& path, const HeightGrid& grid, double scale_m, double offset_m);

/// Builds the heightfield of a scene's terrain (reading its DEM file if any). Errors name the item
/// ("terrain.file: ...").
Result<sim::Heightfield> compileTerrain(const Terrain& terrain, const SceneDocument& doc);

}  // namespace botlab::scenes
