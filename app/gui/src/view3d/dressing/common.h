// Helpers shared by the scene dressing's files (textures, meshes, candles): deterministic
// noise (no random generator: the same scene always looks the same), colour arithmetic and
// vertex pushing. Internal to view3d/dressing/.
#pragma once

#include <QVector3D>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "botlab/sim/world_model.h"
#include "view3d/mesh_builder.h"

namespace botlab::gui::dressing::detail {

using Rgb = std::array<float, 3>;
using Rgba = std::array<float, 4>;

inline std::uint32_t hash(std::uint32_t a, std::uint32_t b, std::uint32_t c = 0) {
    std::uint32_t h = a * 0x8da6b343u ^ b * 0xd8163841u ^ c * 0xcb1ab31fu;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    h *= 0x297a2d39u;
    h ^= h >> 15;
    return h;
}

/// Uniform in [-1, 1] from a lattice point.
inline float lattice(int x, int y, std::uint32_t seed) {
    return float(hash(std::uint32_t(x), std::uint32_t(y), seed) & 0xffffffu) / float(0xffffff) *
               2.f -
           1.f;
}

/// Smooth value noise in [-1, 1].
inline float valueNoise(double x, double y, std::uint32_t seed) {
    const double fx = std::floor(x), fy = std::floor(y);
    const int ix = int(fx), iy = int(fy);
    double tx = x - fx, ty = y - fy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const double a = lattice(ix, iy, seed), b = lattice(ix + 1, iy, seed);
    const double c = lattice(ix, iy + 1, seed), d = lattice(ix + 1, iy + 1, seed);
    return float((1 - ty) * ((1 - tx) * a + tx * b) + ty * ((1 - tx) * c + tx * d));
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
