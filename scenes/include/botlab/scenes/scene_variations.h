// SPDX-License-Identifier: GPL-3.0-or-later
// Scene variations: a scene changed from a seed before it is compiled, so that a program cannot
// be tuned to one field (the hidden fields TRIK Studio's teachers make by hand). Used by grading
// (botlab-grade): every student gets the same variant for the same seed, and another seed gives
// another field. Pure functions of the document, the variations and the seed; deterministic on
// every platform (core::SplitMix64, botlab/core/random.h).
#pragma once

#include <cstdint>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/scenes/scene_document.h"

namespace botlab::scenes {

/// What may change from one seed to the next. The default changes nothing.
struct SceneVariations {
    /// Half-widths of the zone the first start pose is moved in: x and z uniform in
    /// [-start_dx_m, +start_dx_m] x [-start_dz_m, +start_dz_m] around the scene's start, yaw
    /// uniform in [-start_yaw_deg, +start_yaw_deg] around its yaw. All >= 0; 0 = unchanged.
    double start_dx_m = 0.0;
    double start_dz_m = 0.0;
    double start_yaw_deg = 0.0;
    /// Every generated maze gets a new seed (< 2^53, so a scene file holds it exactly) drawn from
    /// the run's seed (its start and exit cells stay, so the maze still has exactly one way out).
    bool regenerate_mazes = false;
    /// Allowed candle spots (x, z) on the floor: the scene's candles are moved to distinct spots
    /// drawn from the seed, each keeping its flame height. Empty = candles stay. Must hold at
    /// least as many spots as the scene has candles.
    std::vector<FloorPoint> candle_spots;

    bool operator==(const SceneVariations&) const = default;
    /// True when applying it changes nothing.
    bool isNone() const { return *this == SceneVariations{}; }
};

/// Applies `variations` to `doc` for `seed`. The draws depend only on the seed (not on the
/// student), in a fixed order: start pose, then mazes, then candles. Errors (negative jitter,
/// fewer candle spots than candles, a scene without a start) name the variation and leave `doc`
/// unchanged.
Status applyVariations(SceneDocument& doc, const SceneVariations& variations, std::uint64_t seed);

/// Makes every file name the scene refers to (floor images, terrain DEMs) absolute against the
/// scene's base_dir (resource paths ":/..." stay resource paths), so that the document can be
/// saved anywhere and still read the same files.
void makeFilePathsAbsolute(SceneDocument& doc);

}  // namespace botlab::scenes
