// SPDX-License-Identifier: GPL-3.0-or-later
// Scene variations drawn from a seed (see botlab/scenes/scene_variations.h).
#include "botlab/scenes/scene_variations.h"

#include <QCoreApplication>
#include <numeric>

#include "botlab/core/random.h"
#include "botlab/scenes/maze.h"
#include "scenes_text.h"
#include "tr.h"

namespace botlab::scenes {

namespace {

/// Uniform in [-half, +half].
double symmetric(core::SplitMix64& rng, double half) {
    return half * (2.0 * rng.unit() - 1.0);
}

}  // namespace

Status applyVariations(SceneDocument& doc, const SceneVariations& v, std::uint64_t seed) {
    if (v.isNone()) return {};
    if (!(v.start_dx_m >= 0.0) || !(v.start_dz_m >= 0.0) || !(v.start_yaw_deg >= 0.0))
        return detail::makeError(QStringLiteral("variations.start"),
                                 Tr::tr("the jitter must be >= 0"));
    const bool jitter = v.start_dx_m > 0.0 || v.start_dz_m > 0.0 || v.start_yaw_deg > 0.0;
    if (jitter && doc.starts.empty())
        return detail::makeError(QStringLiteral("variations.start"),
                                 Tr::tr("the scene has no start pose to move"));
    if (!v.candle_spots.empty() && v.candle_spots.size() < doc.flames.size())
        return detail::makeError(QStringLiteral("variations.candle_spots_m"),
                                 Tr::tr("%1 spots for %2 candles: give at least one per candle")
                                     .arg(v.candle_spots.size())
                                     .arg(doc.flames.size()));

    // One generator, seeded from the run's seed alone (every student gets the same field), mixed
    // so that seeds 1, 2, 3 do not start from neighbouring states.
    core::SplitMix64 rng(seed * 0x9E3779B97F4A7C15ULL + 0x5EED5CE4E5ULL);
    if (jitter) {
        StartPose& s = doc.starts.front();
        s.position_m.x() += symmetric(rng, v.start_dx_m);
        s.position_m.z() += symmetric(rng, v.start_dz_m);
        s.yaw_deg += symmetric(rng, v.start_yaw_deg);
    }
    if (v.regenerate_mazes)
        for (MazeSpec& m : doc.mazes) m.seed = rng.next() >> 11;  // < 2^53: exact in JSON
    if (!v.candle_spots.empty() && !doc.flames.empty()) {
        // A seeded Fisher-Yates shuffle of the spot indices; candle i goes to spot order[i].
        std::vector<std::size_t> order(v.candle_spots.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        for (std::size_t i = order.size() - 1; i > 0; --i)
            std::swap(order[i], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
        for (std::size_t i = 0; i < doc.flames.size(); ++i) {
            doc.flames[i].position_m.x() = v.candle_spots[order[i]].x_m;
            doc.flames[i].position_m.z() = v.candle_spots[order[i]].z_m;
        }
    }
    return {};
}

void makeFilePathsAbsolute(SceneDocument& doc) {
    for (FloorImage& image : doc.floor.images) image.file = doc.resolvePath(image.file);
    if (doc.terrain && !doc.terrain->file.isEmpty())
        doc.terrain->file = doc.resolvePath(doc.terrain->file);
}

}  // namespace botlab::scenes
