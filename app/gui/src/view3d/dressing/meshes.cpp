// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/dressing/meshes.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "view3d/dressing/common.h"
#include "view3d/dressing/textures.h"

namespace botlab::gui::dressing {

using namespace detail;

// ---- Floor ------------------------------------------------------------------------------------

void addFloorSlab(ColoredMesh& mesh, const runner::LoadedModels& models) {
    const sim::WorldModel& w = models.scene.world;
    if (w.terrain || !textureUsable(w.floor)) return;
    const sim::FloorTexture& f = w.floor;
    Rgb c{};
    switch (floorLook(models)) {
        case FloorLook::PrintedMat:
            c = {0.86f, 0.85f, 0.82f};  // the vinyl's cut edge
            break;
        case FloorLook::Plywood:
            c = {0.74f, 0.62f, 0.44f};
            break;
        case FloorLook::Board:
            c = {f.outside_rgba[0] / 255.f * 0.8f, f.outside_rgba[1] / 255.f * 0.8f,
                 f.outside_rgba[2] / 255.f * 0.8f};
            break;
    }
    const double top = 0.0004, bottom = -0.0015;
    sim::Shape slab;
    slab.type = sim::ShapeType::Box;
    slab.size_m = sim::Vec3(f.size_x_m + 0.002, top - bottom, f.size_z_m + 0.002);
    addShape(mesh, slab,
             sim::Pose::fromTranslation(sim::Vec3(f.min_x_m + f.size_x_m / 2, (top + bottom) / 2,
                                                  f.min_z_m + f.size_z_m / 2)),
             {c[0], c[1], c[2], 1.f});
}

// ---- Walls ------------------------------------------------------------------------------------

void addWoodenWall(ColoredMesh& mesh, const sim::WorldBody& body, int index) {
    if (body.shape.type != sim::ShapeType::Box) {
        addShape(mesh, body.shape, body.X_WB, body.rgba);
        return;
    }
    const std::uint32_t seed = std::uint32_t(index) * 7919u + 17u;
    const double L = body.shape.size_m.x(), H = body.shape.size_m.y(), T = body.shape.size_m.z();
    // The whole wall's tone: +-6 % from its index.
    const float tone = 1.f + 0.06f * lattice(index, 1, 99u);
    const Rgb base = {body.rgba[0] * tone, body.rgba[1] * tone, body.rgba[2] * tone};
    const float alpha = body.rgba[3];
    const int planks = std::max(1, int(std::lround(H / 0.05)));
    const int segs = std::clamp(int(std::ceil(L / 0.02)), 1, 400);
    auto W = [&](double x, double y, double z) { return toQt(body.X_WB * sim::Vec3(x, y, z)); };
    auto N = [&](double x, double y, double z) {
        return toQt(body.X_WB.rotation * sim::Vec3(x, y, z));
    };
    // Grain of plank k at u (0..L): long streaks from a stretched noise plus a slow wave; in
    // -0.10 .. +0.08 of the plank's colour.
    auto grain = [&](int k, double u) {
        const double n = 0.6 * valueNoise(u * 9.0, k * 3.1, seed + 1u) +
                         0.4 * std::sin(u * 55.0 + 4.0 * valueNoise(u * 2.5, k * 1.7, seed + 2u));
        return float(std::clamp(-0.01 + 0.085 * n, -0.10, 0.08));
    };
    for (int side : {-1, 1}) {
        const QVector3D n = N(0, 0, side);
        for (int k = 0; k < planks; ++k) {
            const double y0 = -H / 2 + H * k / planks, y1 = -H / 2 + H * (k + 1) / planks;
            const float plankTone = 1.f + 0.035f * lattice(index * 31 + k, side, 5u);
            for (int s = 0; s < segs; ++s) {
                const double u0 = L * s / segs, u1 = L * (s + 1) / segs;
                const double x0 = -L / 2 + u0, x1 = -L / 2 + u1;
                const float g0 = plankTone * (1.f + grain(k, u0 + side * 0.37));
                const float g1 = plankTone * (1.f + grain(k, u1 + side * 0.37));
                // The seam: the plank's lower edge a little darker.
                const float seam = planks > 1 && k > 0 ? 0.9f : 1.f;
                const Rgba a = scaled(base, g0 * seam, alpha), b = scaled(base, g1 * seam, alpha);
                const Rgba c = scaled(base, g1, alpha), d = scaled(base, g0, alpha);
                const double z = side * T / 2;
                if (side > 0)
                    addQuad(mesh, W(x0, y0, z), W(x1, y0, z), W(x1, y1, z), W(x0, y1, z), n, a, b,
                            c, d);
                else
                    addQuad(mesh, W(x1, y0, z), W(x0, y0, z), W(x0, y1, z), W(x1, y1, z), n, b, a,
                            d, c);
            }
        }
    }
    // End grain on the top edge and the ends: lighter, in plies across the thickness.
    const int plies = 5;
    auto ply = [&](int p) {
        const float k = (p % 2 == 0) ? 1.2f : 1.05f;
        return scaled({base[0] + 0.05f, base[1] + 0.045f, base[2] + 0.035f}, k, alpha);
    };
    const QVector3D up = N(0, 1, 0);
    for (int p = 0; p < plies; ++p) {
        const double z0 = -T / 2 + T * p / plies, z1 = -T / 2 + T * (p + 1) / plies;
        const Rgba c = ply(p);
        addQuad(mesh, W(-L / 2, H / 2, z0), W(-L / 2, H / 2, z1), W(L / 2, H / 2, z1),
                W(L / 2, H / 2, z0), up, c, c, c, c);
        for (int end : {-1, 1}) {
            const QVector3D n = N(end, 0, 0);
            const double x = end * L / 2;
            if (end > 0)
                addQuad(mesh, W(x, -H / 2, z0), W(x, H / 2, z0), W(x, H / 2, z1), W(x, -H / 2, z1),
                        n, c, c, c, c);
            else
                addQuad(mesh, W(x, -H / 2, z1), W(x, H / 2, z1), W(x, H / 2, z0), W(x, -H / 2, z0),
                        n, c, c, c, c);
        }
    }
}

// ---- Terrain ----------------------------------------------------------------------------------

std::vector<TerrainTile> shadedTerrainTiles(const sim::Heightfield& hf,
                                            const std::array<std::uint8_t, 4>& fallback,
                                            int tile_cells, int step, float skirt_m) {
    std::vector<TerrainTile> tiles;
    if (hf.samples_x < 2 || hf.samples_z < 2 ||
        hf.heights_m.size() < std::size_t(hf.samples_x) * hf.samples_z)
        return tiles;
    const auto [lo, hi] = std::minmax_element(hf.heights_m.begin(), hf.heights_m.end());
    const double range = std::max(1e-6, *hi - *lo);
    const Rgb flat = soilColour(hf.soft_terrain, fallback);
    const float amplitude = hf.soft_terrain == "gravel" ? 0.10f : 0.04f;
    auto height = [&](int ix, int iz) { return hf.heights_m[std::size_t(iz) * hf.samples_x + ix]; };
    auto P = [&](int ix, int iz) {
        return QVector3D(float(hf.min_x_m + ix * hf.cell_m), float(height(ix, iz)),
                         float(hf.min_z_m + iz * hf.cell_m));
    };
    // Per sample: normal and colour, computed once.
    const std::size_t n = std::size_t(hf.samples_x) * hf.samples_z;
    std::vector<QVector3D> normals(n);
    std::vector<Rgba> colours(n);
    for (int iz = 0; iz < hf.samples_z; ++iz)
        for (int ix = 0; ix < hf.samples_x; ++ix) {
            const int x0 = std::max(0, ix - 1), x1 = std::min(hf.samples_x - 1, ix + 1);
            const int z0 = std::max(0, iz - 1), z1 = std::min(hf.samples_z - 1, iz + 1);
            const QVector3D dx = P(x1, iz) - P(x0, iz), dz = P(ix, z1) - P(ix, z0);
            const QVector3D nn = QVector3D::crossProduct(dz, dx).normalized();
            const std::size_t k = std::size_t(iz) * hf.samples_x + ix;
            normals[k] = nn;
            const double slope = std::acos(std::clamp(double(nn.y()), -1.0, 1.0));
            const float noise = amplitude * (0.25f * lattice(ix, iz, 21u) +
                                             0.75f * valueNoise(ix * 0.15, iz * 0.15, 22u));
            colours[k] = terrainColour(flat, slope, (height(ix, iz) - *lo) / range, noise);
            // Patches a metre or two across, a little redder (bare) or greener (grown over).
            const float patch = 0.06f * valueNoise(ix * hf.cell_m * 0.7, iz * hf.cell_m * 0.7, 23u);
            colours[k][0] = clamp01(colours[k][0] * (1.f + patch));
            colours[k][1] = clamp01(colours[k][1] * (1.f + 0.3f * patch));
            colours[k][2] = clamp01(colours[k][2] * (1.f - 0.5f * patch));
        }
    const int cellsX = hf.samples_x - 1, cellsZ = hf.samples_z - 1;
    const int side = std::max(1, tile_cells), stride = std::max(1, step);
    // The sample indices a tile's rows and columns use from `first` to `last`: every
    // `stride`-th, and always the last (the tile's edge, shared with the next tile).
    auto indices = [stride](int first, int last) {
        std::vector<int> out;
        for (int i = first; i < last; i += stride) out.push_back(i);
        out.push_back(last);
        return out;
    };
    for (int tz = 0; tz < cellsZ; tz += side)
        for (int tx = 0; tx < cellsX; tx += side) {
            const int ex = std::min(cellsX, tx + side), ez = std::min(cellsZ, tz + side);
            TerrainTile& tile = tiles.emplace_back();
            ColoredMesh& mesh = tile.mesh;
            const std::vector<int> xs = indices(tx, ex), zs = indices(tz, ez);
            auto V = [&](int ix, int iz, float drop_m = 0.f) {
                const std::size_t k = std::size_t(iz) * hf.samples_x + ix;
                pushVertex(mesh, P(ix, iz) - QVector3D(0.f, drop_m, 0.f), normals[k], colours[k]);
            };
            mesh.vertices.reserve((xs.size() * zs.size() * 6 + (xs.size() + zs.size()) * 24) * 10);
            float ylo = 1e30f, yhi = -1e30f;
            for (int iz = tz; iz <= ez; ++iz)
                for (int ix = tx; ix <= ex; ++ix) {
                    ylo = std::min(ylo, float(height(ix, iz)));
                    yhi = std::max(yhi, float(height(ix, iz)));
                }
            for (std::size_t j = 0; j + 1 < zs.size(); ++j)
                for (std::size_t i = 0; i + 1 < xs.size(); ++i) {
                    const int x0 = xs[i], x1 = xs[i + 1], z0 = zs[j], z1 = zs[j + 1];
                    V(x0, z0);
                    V(x0, z1);
                    V(x1, z1);
                    V(x0, z0);
                    V(x1, z1);
                    V(x1, z0);
                }
            if (skirt_m > 0.f) {
                // Skirts: each edge continued straight down, both faces, in the edge's colours:
                // where a coarser neighbour's edge runs a little above or below this one, the
                // crack between them shows the skirt, not the sky.
                auto skirt = [&](int ax, int az, int bx, int bz) {
                    V(ax, az);
                    V(bx, bz);
                    V(bx, bz, skirt_m);
                    V(ax, az);
                    V(bx, bz, skirt_m);
                    V(ax, az, skirt_m);
                    V(ax, az);
                    V(ax, az, skirt_m);
                    V(bx, bz, skirt_m);
                    V(ax, az);
                    V(bx, bz, skirt_m);
                    V(bx, bz);
                };
                for (std::size_t i = 0; i + 1 < xs.size(); ++i) {
                    skirt(xs[i], tz, xs[i + 1], tz);
                    skirt(xs[i], ez, xs[i + 1], ez);
                }
                for (std::size_t j = 0; j + 1 < zs.size(); ++j) {
                    skirt(tx, zs[j], tx, zs[j + 1]);
                    skirt(ex, zs[j], ex, zs[j + 1]);
                }
                ylo -= skirt_m;
            }
            tile.lo_W = QVector3D(float(hf.min_x_m + tx * hf.cell_m), ylo,
                                  float(hf.min_z_m + tz * hf.cell_m));
            tile.hi_W = QVector3D(float(hf.min_x_m + ex * hf.cell_m), yhi,
                                  float(hf.min_z_m + ez * hf.cell_m));
        }
    return tiles;
}

void addShadedTerrain(ColoredMesh& mesh, const sim::Heightfield& hf,
                      const std::array<std::uint8_t, 4>& fallback) {
    for (const TerrainTile& tile :
         shadedTerrainTiles(hf, fallback, std::max(hf.samples_x, hf.samples_z)))
        mesh.append(tile.mesh);
}

}  // namespace botlab::gui::dressing
