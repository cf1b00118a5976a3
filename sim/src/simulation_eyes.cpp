// SPDX-License-Identifier: GPL-3.0-or-later
// Camera images and lidar scans (SensorType::Camera, SensorType::Lidar): the simulation's own
// analytic ray caster over a flat list of primitives (boxes, spheres, cylinders of the world's
// bodies and the robots' links) gathered once per image or scan, and the floor (plane y = 0 or
// the terrain) hit analytically. ODE's ray geom (simulation_rays.cpp) costs far more per ray; a
// 64 x 48 image at 10 Hz is 30k rays per simulated second.
//
// The camera draws each primitive only over the pixels its bounding sphere can cover (a z-buffer
// over exact ray hits), so its cost grows with the pixels things cover, not pixels x things.
#include "simulation_impl.h"

namespace botlab::sim {

namespace {

constexpr double kHitEps_m = 1e-9;

/// Nearest entering hit t > 0 of a ray (o, d unit) in a primitive's own frame, with the local
/// normal; none when the ray starts inside the shape.
bool hitLocal(const detail::EyePrim& p, const Vec3& o, const Vec3& d, double& t, Vec3& n) {
    switch (p.type) {
        case ShapeType::Box: {
            double tmin = -INFINITY, tmax = INFINITY;
            int axis = -1;
            double sign = 1.0;
            for (int k = 0; k < 3; ++k) {
                const double h = p.half[k];
                if (std::abs(d[k]) < 1e-12) {
                    if (o[k] < -h || o[k] > h) return false;
                    continue;
                }
                const double inv = 1.0 / d[k];
                double t1 = (-h - o[k]) * inv, t2 = (h - o[k]) * inv;
                double s = -1.0;  // entering through the -h face when d > 0
                if (t1 > t2) {
                    std::swap(t1, t2);
                    s = 1.0;
                }
                if (t1 > tmin) {
                    tmin = t1;
                    axis = k;
                    sign = s;
                }
                tmax = std::min(tmax, t2);
                if (tmin > tmax) return false;
            }
            if (axis < 0 || tmin <= kHitEps_m) return false;
            t = tmin;
            n = Vec3::Zero();
            n[axis] = sign;
            return true;
        }
        case ShapeType::Sphere: {
            const double r = p.half.x();
            const double b = o.dot(d);
            const double c = o.squaredNorm() - r * r;
            if (c <= 0.0) return false;
            const double disc = b * b - c;
            if (disc < 0.0) return false;
            t = -b - std::sqrt(disc);
            if (t <= kHitEps_m) return false;
            n = (o + t * d) / r;
            return true;
        }
        case ShapeType::Cylinder: {
            const double r = p.half.x(), hl = p.half.z();
            const double rr = o.x() * o.x() + o.y() * o.y();
            if (rr <= r * r && std::abs(o.z()) <= hl) return false;
            bool found = false;
            const double a = d.x() * d.x() + d.y() * d.y();
            if (a > 1e-12) {
                const double b = o.x() * d.x() + o.y() * d.y();
                const double c = rr - r * r;
                const double disc = b * b - a * c;
                if (disc >= 0.0) {
                    const double ts = (-b - std::sqrt(disc)) / a;
                    if (ts > kHitEps_m && std::abs(o.z() + ts * d.z()) <= hl) {
                        t = ts;
                        const Vec3 q = o + ts * d;
                        n = Vec3(q.x() / r, q.y() / r, 0.0);
                        found = true;
                    }
                }
            }
            if (std::abs(d.z()) > 1e-12) {
                const double s = o.z() > 0.0 ? 1.0 : -1.0;  // the cap facing the origin
                const double tc = (s * hl - o.z()) / d.z();
                if (tc > kHitEps_m && (!found || tc < t)) {
                    const double qx = o.x() + tc * d.x(), qy = o.y() + tc * d.y();
                    if (qx * qx + qy * qy <= r * r) {
                        t = tc;
                        n = Vec3(0.0, 0.0, s);
                        found = true;
                    }
                }
            }
            return found;
        }
    }
    return false;
}

}  // namespace

void Simulation::Impl::ensureShapeColours() {
    if (!shapeRgb.empty() || robots.empty()) return;
    shapeRgb.resize(robots.size());
    for (std::size_t r = 0; r < robots.size(); ++r) {
        const RobotModel& m = model(static_cast<int>(r));
        shapeRgb[r].resize(m.links.size());
        for (std::size_t l = 0; l < m.links.size(); ++l) {
            const Link& link = m.links[l];
            for (const Shape& s : link.shapes) {
                // The colour of the visual nearest to the shape: an assembled link holds many
                // parts, each with its visual and its shapes around the part's origin.
                std::array<float, 3> c = {0.7f, 0.7f, 0.7f};
                double best = INFINITY;
                for (const Visual& v : link.visuals) {
                    const double dist = (v.X_LV.translation - s.X_LS.translation).squaredNorm();
                    if (dist < best) {
                        best = dist;
                        c = {v.rgba[0], v.rgba[1], v.rgba[2]};
                    }
                }
                shapeRgb[r][l].push_back(c);
            }
        }
    }
}

void Simulation::Impl::gatherEyePrims() {
    if (eyePrimsPass == sensorPass) return;  // gathered for this step's readings already
    eyePrimsPass = sensorPass;
    ensureShapeColours();
    eyePrims.clear();
    auto add = [&](const Shape& s, const Pose& X_WS, const std::array<float, 3>& rgb, int robot) {
        detail::EyePrim p;
        p.type = s.type;
        p.R = X_WS.rotation.toRotationMatrix();
        p.c = X_WS.translation;
        switch (s.type) {
            case ShapeType::Box:
                p.half = s.size_m * 0.5;
                p.bound_m = p.half.norm();
                break;
            case ShapeType::Sphere:
                p.half = Vec3(s.radius_m, s.radius_m, s.radius_m);
                p.bound_m = s.radius_m;
                break;
            case ShapeType::Cylinder:
                p.half = Vec3(s.radius_m, s.radius_m, s.length_m * 0.5);
                p.bound_m = std::hypot(s.radius_m, s.length_m * 0.5);
                break;
        }
        p.rgb = {rgb[0] * 255.0f, rgb[1] * 255.0f, rgb[2] * 255.0f};
        p.robot = robot;
        eyePrims.push_back(p);
    };
    for (std::size_t i = 0; i < world.bodies.size(); ++i) {
        const WorldBody& b = world.bodies[i];
        const Pose X_WB = worldBodies[i] ? bodyPose(worldBodies[i]) : normalised(b.X_WB);
        add(b.shape, X_WB, {b.rgba[0], b.rgba[1], b.rgba[2]}, -1);
    }
    for (std::size_t r = 0; r < robots.size(); ++r) {
        const RobotModel& m = model(static_cast<int>(r));
        for (std::size_t l = 0; l < m.links.size(); ++l) {
            const Pose X_WL = linkPose(static_cast<int>(r), static_cast<int>(l));
            const auto& shapes = m.links[l].shapes;
            for (std::size_t k = 0; k < shapes.size(); ++k) {
                if (!shapes[k].collides) continue;
                add(shapes[k], X_WL * shapes[k].X_LS, shapeRgb[r][l][k], static_cast<int>(r));
            }
        }
    }
}

double Simulation::Impl::groundHit(const Vec3& o, const Vec3& d, double maxLen, Vec3* n_W) const {
    if (world.terrain) {
        const Heightfield& h = *world.terrain;
        if (h.samples_x < 2 || h.samples_z < 2 || !(h.cell_m > 0.0)) return INFINITY;
        // March in half-cell steps, then bisect the crossing.
        const double step = 0.5 * h.cell_m;
        double prevT = 0.0;
        double prevGap = o.y() - heightAt(h, o.x(), o.z());
        if (prevGap <= 0.0) return INFINITY;  // starts under the ground
        for (double t = step; t <= maxLen + step; t += step) {
            const double tt = std::min(t, maxLen);
            const Vec3 p = o + tt * d;
            const double gap = p.y() - heightAt(h, p.x(), p.z());
            if (gap <= 0.0) {
                double lo = prevT, hi = tt;
                for (int k = 0; k < 12; ++k) {
                    const double mid = 0.5 * (lo + hi);
                    const Vec3 q = o + mid * d;
                    (q.y() - heightAt(h, q.x(), q.z()) > 0.0 ? lo : hi) = mid;
                }
                const Vec3 q = o + hi * d;
                if (n_W) *n_W = normalAt(h, q.x(), q.z());
                return hi;
            }
            prevT = tt;
            prevGap = gap;
            if (tt >= maxLen) break;
        }
        (void)prevGap;  // kept for clarity of the march
        return INFINITY;
    }
    if (!world.ground_plane || d.y() >= -1e-12 || o.y() <= 0.0) return INFINITY;
    const double t = -o.y() / d.y();
    if (t > maxLen) return INFINITY;
    if (n_W) *n_W = Vec3::UnitY();
    return t;
}

void Simulation::Impl::ensureFloorPalette() {
    if (floorPaletteTried) return;
    floorPaletteTried = true;
    const FloorTexture& f = world.floor;
    const std::size_t n = static_cast<std::size_t>(std::max(0, f.width_px)) *
                          static_cast<std::size_t>(std::max(0, f.height_px));
    if (n == 0 || f.rgba.size() < n * 4) return;
    auto blend = [](const std::uint8_t* px) {
        const float a = px[3] * (1.0f / 255.0f);
        return std::array<float, 3>{a * px[0] + (1.0f - a) * 255.0f,
                                    a * px[1] + (1.0f - a) * 255.0f,
                                    a * px[2] + (1.0f - a) * 255.0f};
    };
    // Line-follow floors hold a few colours: one byte per texel (a quarter of the memory, so the
    // camera's scattered look-ups mostly hit the cache). More than 256 colours: no palette.
    std::vector<std::uint32_t> keys;
    std::vector<std::uint8_t> index(n);
    std::size_t last = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint8_t* px = &f.rgba[k * 4];
        const std::uint32_t key = std::uint32_t(px[0]) | std::uint32_t(px[1]) << 8 |
                                  std::uint32_t(px[2]) << 16 | std::uint32_t(px[3]) << 24;
        std::size_t c = last;  // most texels repeat their neighbour's colour
        if (c >= keys.size() || keys[c] != key) {
            c = 0;
            while (c < keys.size() && keys[c] != key) ++c;
        }
        last = c;
        if (c == keys.size()) {
            if (keys.size() == 256) return;
            keys.push_back(key);
            floorPalette.push_back(blend(px));
        }
        index[k] = static_cast<std::uint8_t>(c);
    }
    floorIndex = std::move(index);
}

void Simulation::Impl::ensureFloorMips() {
    if (floorMipsMade) return;
    floorMipsMade = true;
    ensureFloorPalette();
    const FloorTexture& f = world.floor;
    if (f.width_px < 2 || f.height_px < 2 || !(f.size_x_m > 0.0) || !(f.size_z_m > 0.0)) return;
    // Level 1 from the texture, each next one from the one before: 2 x 2 box averages of the
    // colours over white (an odd last column or row averages with itself).
    int w = f.width_px, h = f.height_px;
    auto level0 = [&](int i, int j) {
        return floorColour(f.min_x_m + (i + 0.5) / texScaleX, f.min_z_m + (j + 0.5) / texScaleZ);
    };
    for (int level = 1; level <= kFloorMipLevels && w >= 2 && h >= 2; ++level) {
        const int w2 = (w + 1) / 2, h2 = (h + 1) / 2;
        FloorMip m;
        m.width_px = w2;
        m.height_px = h2;
        m.scale_x = w2 / f.size_x_m;
        m.scale_z = h2 / f.size_z_m;
        m.rgb.resize(static_cast<std::size_t>(w2) * h2 * 3);
        const FloorMip* prev = floorMips.empty() ? nullptr : &floorMips.back();
        for (int j = 0; j < h2; ++j)
            for (int i = 0; i < w2; ++i) {
                float sum[3] = {0, 0, 0};
                for (int dj = 0; dj < 2; ++dj)
                    for (int di = 0; di < 2; ++di) {
                        const int si = std::min(2 * i + di, w - 1),
                                  sj = std::min(2 * j + dj, h - 1);
                        if (prev) {
                            const std::uint8_t* q =
                                &prev->rgb[(static_cast<std::size_t>(sj) * w + si) * 3];
                            for (int k = 0; k < 3; ++k) sum[k] += q[k];
                        } else {
                            const auto c = level0(si, sj);
                            for (int k = 0; k < 3; ++k) sum[k] += c[k];
                        }
                    }
                std::uint8_t* out = &m.rgb[(static_cast<std::size_t>(j) * w2 + i) * 3];
                for (int k = 0; k < 3; ++k)
                    out[k] =
                        static_cast<std::uint8_t>(std::clamp(sum[k] * 0.25f, 0.0f, 255.0f) + 0.5f);
            }
        floorMips.push_back(std::move(m));
        w = w2;
        h = h2;
    }
}

std::array<float, 3> Simulation::Impl::floorColourAt(double x, double z, int level) const {
    if (level <= 0 || floorMips.empty()) return floorColour(x, z);
    const FloorMip& m = floorMips[static_cast<std::size_t>(
        std::min<int>(level, static_cast<int>(floorMips.size())) - 1)];
    const FloorTexture& f = world.floor;
    const double u = (x - f.min_x_m) * m.scale_x;
    const double v = (z - f.min_z_m) * m.scale_z;
    if (u >= 0 && v >= 0 && u < m.width_px && v < m.height_px) {
        const std::uint8_t* q =
            &m.rgb[(static_cast<std::size_t>(v) * m.width_px + static_cast<std::size_t>(u)) * 3];
        return {float(q[0]), float(q[1]), float(q[2])};
    }
    return floorColour(x, z);  // outside: the outside colour
}

std::array<float, 3> Simulation::Impl::floorColour(double x, double z) const {
    const FloorTexture& f = world.floor;
    const std::ptrdiff_t k = floorPixel(x, z);
    if (k >= 0 && !floorIndex.empty()) return floorPalette[floorIndex[std::size_t(k)]];
    const std::uint8_t* px = k < 0 ? f.outside_rgba.data() : &f.rgba[std::size_t(k) * 4];
    const float a = px[3] * (1.0f / 255.0f);
    return {a * px[0] + (1.0f - a) * 255.0f, a * px[1] + (1.0f - a) * 255.0f,
            a * px[2] + (1.0f - a) * 255.0f};
}

void Simulation::Impl::renderCamera(int r, int si, const Pose& X_WS) {
    const Sensor& s = model(r).sensors[static_cast<std::size_t>(si)];
    CameraImage& im = robots[static_cast<std::size_t>(r)].images[static_cast<std::size_t>(si)];
    const int W = s.camera_width_px, H = s.camera_height_px;
    const std::size_t N = static_cast<std::size_t>(W) * static_cast<std::size_t>(H);
    const double tu = std::tan(0.5 * s.camera_fov_rad);
    const double tv = tu * H / W;
    const Mat3 R_WS = X_WS.rotation.toRotationMatrix();
    const Vec3 o = X_WS.translation;
    const double light = world.ambient_light_percent / 50.0;
    auto shade = [&](double ny) {
        return std::clamp(light * (0.55 + 0.45 * std::max(0.0, ny)), 0.0, 1.2);
    };
    // The pixels' unit ray directions in the sensor frame, made once per image size and field
    // of view (see CameraImage).
    if (camDirW != W || camDirH != H || camDirFov != s.camera_fov_rad) {
        camDirW = W;
        camDirH = H;
        camDirFov = s.camera_fov_rad;
        camDirs.resize(N);
        for (int row = 0; row < H; ++row)
            for (int c = 0; c < W; ++c)
                camDirs[static_cast<std::size_t>(row) * W + c] =
                    Vec3(1.0, (1.0 - 2.0 * (row + 0.5) / H) * tv, (2.0 * (c + 0.5) / W - 1.0) * tu)
                        .normalized();
    }

    ensureFloorMips();
    // A pixel's footprint on the floor: about t * pixelAngle / sqrt(cos i) wide (i the angle of
    // incidence; the area grows with 1 / cos i). Where it covers 4 or more texels across, the
    // floor is read from a coarser level (2^L texels averaged), as a real lens blurs: far lines
    // stay whole instead of breaking into dashes, and look-ups stay in the cache.
    const double pixelAngle = 2.0 * tu / W;
    const double texel_m = texScaleX > 0.0 ? 1.0 / texScaleX : 0.0;
    const bool useMips = texel_m > 0.0 && !floorMips.empty();
    const double footprint2 = useMips ? (pixelAngle / texel_m) * (pixelAngle / texel_m) : 0.0;
    const bool flatFloor = !world.terrain && world.ground_plane;
    const auto flatShade = static_cast<float>(shade(1.0));
    eyeDepth.resize(N);  // every pixel is written by the floor pass
    eyeColour.resize(N * 3);
    // The floor, pixel by pixel.
    for (int row = 0; row < H; ++row) {
        for (int c = 0; c < W; ++c) {
            const std::size_t k = static_cast<std::size_t>(row) * W + c;
            const Vec3 d = R_WS * camDirs[k];
            Vec3 n = Vec3::UnitY();
            double t = INFINITY;
            if (flatFloor) {  // the plane y = 0, inline
                if (d.y() < -1e-12 && o.y() > 0.0) {
                    t = -o.y() / d.y();
                    if (t > kCameraMaxRange_m) t = INFINITY;
                }
            } else {
                t = groundHit(o, d, kCameraMaxRange_m, &n);
            }
            float* out = &eyeColour[k * 3];
            if (std::isfinite(t)) {
                const Vec3 p = o + t * d;
                int level = 0;
                if (useMips) {
                    // ratio^2 = (t pixelAngle / texel)^2 / cos i; level = log2(ratio) - 1
                    const double cosi = std::max(std::abs(d.dot(n)), 1e-3);
                    const double r2 = t * t * footprint2 / cosi;
                    if (r2 >= 16.0) level = std::ilogb(r2) / 2 - 1;
                }
                const auto col = floorColourAt(p.x(), p.z(), level);
                const float f = flatFloor ? flatShade : static_cast<float>(shade(n.y()));
                eyeDepth[k] = t;
                for (int q = 0; q < 3; ++q) out[q] = col[q] * f;
            } else {
                eyeDepth[k] = kCameraMaxRange_m;
                for (int q = 0; q < 3; ++q) out[q] = kSkyRgb[q];
            }
        }
    }
    // Every primitive over the pixels its bounding sphere covers.
    gatherEyePrims();
    const double invU = 1.0 / std::sqrt(1.0 + tu * tu), invV = 1.0 / std::sqrt(1.0 + tv * tv);
    for (const detail::EyePrim& p : eyePrims) {
        const Vec3 c_S = R_WS.transpose() * (p.c - o);  // centre in the camera frame
        const double br = p.bound_m;
        if (c_S.x() + br <= 0.0) continue;  // behind
        if (c_S.norm() - br > kCameraMaxRange_m) continue;
        // Outside one of the view frustum's four side planes (they pass through the camera):
        // this drops the camera's own robot around and behind it, whose spheres straddle the
        // image plane and would otherwise be tested at every pixel.
        if ((c_S.z() - tu * c_S.x()) * invU > br || (-c_S.z() - tu * c_S.x()) * invU > br ||
            (c_S.y() - tv * c_S.x()) * invV > br || (-c_S.y() - tv * c_S.x()) * invV > br)
            continue;
        int c0 = 0, c1 = W - 1, r0 = 0, r1 = H - 1;
        const double near = c_S.x() - br;
        if (near > 1e-6) {
            // Bounds of z/x and y/x over the sphere's bounding box, x in [near, far].
            const double far = c_S.x() + br;
            auto range = [&](double lo, double hi) {
                const double a = std::min(lo / near, lo / far), b = std::max(hi / near, hi / far);
                return std::pair<double, double>(a, b);
            };
            const auto [zu0, zu1] = range(c_S.z() - br, c_S.z() + br);
            const auto [yv0, yv1] = range(c_S.y() - br, c_S.y() + br);
            // column: u = (2 (c + 0.5) / W - 1) tu; row: v = (1 - 2 (row + 0.5) / H) tv
            const double cl = ((zu0 / tu) + 1.0) * 0.5 * W - 0.5;
            const double ch = ((zu1 / tu) + 1.0) * 0.5 * W - 0.5;
            const double rl = (1.0 - yv1 / tv) * 0.5 * H - 0.5;
            const double rh = (1.0 - yv0 / tv) * 0.5 * H - 0.5;
            if (ch < -1.0 || cl > W || rh < -1.0 || rl > H) continue;
            c0 = std::max(0, static_cast<int>(std::floor(cl)));
            c1 = std::min(W - 1, static_cast<int>(std::ceil(ch)));
            r0 = std::max(0, static_cast<int>(std::floor(rl)));
            r1 = std::min(H - 1, static_cast<int>(std::ceil(rh)));
        }
        const Mat3 M = p.R.transpose() * R_WS;  // camera frame -> primitive frame
        const Vec3 o_P = p.R.transpose() * (o - p.c);
        for (int row = r0; row <= r1; ++row) {
            for (int c = c0; c <= c1; ++c) {
                const Vec3& d_S = camDirs[static_cast<std::size_t>(row) * W + c];
                double t = 0.0;
                Vec3 n;
                if (!hitLocal(p, o_P, M * d_S, t, n)) continue;
                const std::size_t k = static_cast<std::size_t>(row) * W + c;
                if (t >= eyeDepth[k]) continue;
                eyeDepth[k] = t;
                const double ny = p.R.row(1).dot(n);
                const float f = static_cast<float>(shade(ny));
                for (int q = 0; q < 3; ++q) eyeColour[k * 3 + q] = p.rgb[q] * f;
            }
        }
    }
    im.width_px = W;
    im.height_px = H;
    im.rgb.resize(N * 3);
    for (std::size_t k = 0; k < N * 3; ++k) {
        double v = eyeColour[k];
        if (s.noise_stddev > 0.0) v += s.noise_stddev * rng.gaussian();
        im.rgb[k] = static_cast<std::uint8_t>(std::clamp(v, 0.0, 255.0) + 0.5);
    }
    im.time_s = steps * world.step_s;
    ++im.serial;
}

void Simulation::Impl::scanLidar(int r, int si, const Pose& X_WS) {
    const Sensor& s = model(r).sensors[static_cast<std::size_t>(si)];
    LidarScan& sc = robots[static_cast<std::size_t>(r)].scans[static_cast<std::size_t>(si)];
    gatherEyePrims();
    const Mat3 R_WS = X_WS.rotation.toRotationMatrix();
    const Vec3 o = X_WS.translation;
    const int n = s.lidar_rays;
    sc.distance_m.resize(static_cast<std::size_t>(n));
    // The primitives of other robots and the world, with the origin in their frames.
    lidarPrims.clear();
    lidarOrigins.clear();
    for (const detail::EyePrim& p : eyePrims) {
        if (p.robot == r) continue;
        if ((p.c - o).norm() - p.bound_m > s.max_range_m) continue;
        lidarPrims.push_back(&p);
        lidarOrigins.push_back(p.R.transpose() * (o - p.c));
    }
    if (lidarDirs.size() != static_cast<std::size_t>(n)) {
        lidarDirs.resize(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            const double a = 2.0 * kPi * i / n;
            lidarDirs[static_cast<std::size_t>(i)] = Vec3(std::cos(a), 0.0, -std::sin(a));
        }
    }
    double nearest = INFINITY, nearestAngle = 0.0;
    for (int i = 0; i < n; ++i) {
        const double a = 2.0 * kPi * i / n;
        const Vec3 d = R_WS * lidarDirs[static_cast<std::size_t>(i)];
        double best = groundHit(o, d, s.max_range_m, nullptr);
        for (std::size_t k = 0; k < lidarPrims.size(); ++k) {
            const detail::EyePrim& p = *lidarPrims[k];
            // Bounding sphere reject.
            const Vec3 v = p.c - o;
            const double tca = v.dot(d);
            if (tca + p.bound_m < 0.0) continue;
            if (v.squaredNorm() - tca * tca > p.bound_m * p.bound_m) continue;
            if (tca - p.bound_m >= best) continue;
            double t = 0.0;
            Vec3 nl;
            if (hitLocal(p, lidarOrigins[k], p.R.transpose() * d, t, nl) && t < best) best = t;
        }
        double dist = INFINITY;
        if (std::isfinite(best) && best <= s.max_range_m) {
            dist = std::max(best, s.min_range_m);
            if (s.noise_stddev > 0.0)
                dist = std::clamp(noisy(dist, s), s.min_range_m, s.max_range_m);
            if (dist < nearest) {
                nearest = dist;
                nearestAngle = a;
            }
        }
        sc.distance_m[static_cast<std::size_t>(i)] = static_cast<float>(dist);
    }
    sc.time_s = steps * world.step_s;
    ++sc.serial;
    SensorReading& out = robots[static_cast<std::size_t>(r)].readings[static_cast<std::size_t>(si)];
    const float ahead = sc.distance_m.empty() ? INFINITY : sc.distance_m[0];
    out.values = {std::isfinite(ahead) ? static_cast<double>(ahead) : s.max_range_m,
                  std::isfinite(nearest) ? nearest : s.max_range_m,
                  std::isfinite(nearest) ? nearestAngle : 0.0, 0.0};
}

}  // namespace botlab::sim
