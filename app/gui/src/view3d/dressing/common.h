// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the scene dressing's files (textures, meshes, candles): deterministic
// noise (no random generator: the same scene always looks the same), colour arithmetic and
// vertex pushing. Internal to view3d/dressing/.
#pragma once

#include <QVector3D>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "botlab/core/random.h"
#include "botlab/sim/world_model.h"
#include "view3d/mesh_builder.h"

namespace botlab::gui::dressing::detail {

using Rgb = std::array<float, 3>;
using Rgba = std::array<float, 4>;

/// A value in [-1, 1) for a lattice point (core::latticeValue).
inline float lattice(int x, int y, std::uint32_t seed) {
    return float(core::latticeValue(seed, x, y, 0));
}

/// Smooth value noise in [-1, 1]: core's value noise (core/random.h), as the terrain's relief.
inline float valueNoise(double x, double y, std::uint32_t seed) {
    return float(core::valueNoise(seed, x, y));
}

inline std::uint8_t clampByte(double v) {
    return std::uint8_t(std::clamp(std::lround(v), 0L, 255L));
}

inline float clamp01(float v) {
    return std::clamp(v, 0.f, 1.f);
}

inline Rgba scaled(const Rgb& c, float k, float alpha = 1.f) {
    return {clamp01(c[0] * k), clamp01(c[1] * k), clamp01(c[2] * k), alpha};
}

inline double smoothstep(double e0, double e1, double x) {
    const double t = std::clamp((x - e0) / (e1 - e0), 0.0, 1.0);
    return t * t * (3 - 2 * t);
}

inline void pushVertex(ColoredMesh& m, const QVector3D& p, const QVector3D& n, const Rgba& c) {
    m.vertices.insert(m.vertices.end(),
                      {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), c[0], c[1], c[2], c[3]});
}

/// A quad a-b-c-d (counter-clockwise seen from outside) with one colour per corner.
inline void addQuad(ColoredMesh& m, const QVector3D& a, const QVector3D& b, const QVector3D& c,
                    const QVector3D& d, const QVector3D& n, const Rgba& ca, const Rgba& cb,
                    const Rgba& cc, const Rgba& cd) {
    pushVertex(m, a, n, ca);
    pushVertex(m, b, n, cb);
    pushVertex(m, c, n, cc);
    pushVertex(m, a, n, ca);
    pushVertex(m, c, n, cc);
    pushVertex(m, d, n, cd);
}

/// Whether a floor texture has pixels to draw.
inline bool textureUsable(const sim::FloorTexture& f) {
    return f.width_px > 0 && f.height_px > 0 &&
           f.rgba.size() >= std::size_t(f.width_px) * std::size_t(f.height_px) * 4;
}

}  // namespace botlab::gui::dressing::detail
