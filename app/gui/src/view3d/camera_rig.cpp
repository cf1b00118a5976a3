// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/camera_rig.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace botlab::gui::camera {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// Entry and exit of the ray o + t d through the slab lo <= x <= hi (one axis).
bool slab(double o, double d, double lo, double hi, double& t0, double& t1) {
    if (std::abs(d) < 1e-12) return o >= lo && o <= hi;
    double a = (lo - o) / d, b = (hi - o) / d;
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
    return t0 <= t1;
}

/// Entry and exit (t0 <= t1) of a ray (body frame) through a body's shape; false when missed.
bool shapeInterval(const sim::Shape& s, const sim::Vec3& o, const sim::Vec3& d, double& t0,
                   double& t1) {
    t0 = -kInf;
    t1 = kInf;
    switch (s.type) {
        case sim::ShapeType::Box: {
            const sim::Vec3 h = s.size_m / 2;
            for (int k = 0; k < 3; ++k)
                if (!slab(o[k], d[k], -h[k], h[k], t0, t1)) return false;
            return true;
        }
        case sim::ShapeType::Sphere: {
            const double b = o.dot(d), c = o.squaredNorm() - s.radius_m * s.radius_m;
            const double disc = b * b - c;
            if (disc < 0) return false;
            const double q = std::sqrt(disc);
            t0 = -b - q;
            t1 = -b + q;
            return true;
        }
        case sim::ShapeType::Cylinder: {
            // Axis along the shape's z: the caps are a slab, the side a quadratic in x and y.
            if (!slab(o.z(), d.z(), -s.length_m / 2, s.length_m / 2, t0, t1)) return false;
            const double a = d.x() * d.x() + d.y() * d.y();
            const double b = o.x() * d.x() + o.y() * d.y();
            const double c = o.x() * o.x() + o.y() * o.y() - s.radius_m * s.radius_m;
            if (a < 1e-12) return c <= 0;  // parallel to the axis: inside the circle or not
            const double disc = b * b - a * c;
            if (disc < 0) return false;
            const double q = std::sqrt(disc);
            t0 = std::max(t0, (-b - q) / a);
            t1 = std::min(t1, (-b + q) / a);
            return t0 <= t1;
        }
    }
    return false;
}

/// Where the ray first goes below the ground, within max_t; kInf when it does not.
double groundHit(const sim::WorldModel& w, const sim::Vec3& o, const sim::Vec3& d, double max_t) {
    auto below = [&](double t) {
        const sim::Vec3 p = o + d * t;
        return p.y() < groundHeight(w, p.x(), p.z());
    };
    if (below(0.0)) return kInf;  // starting under the ground: nothing to keep out of
    if (!w.terrain) {
        if (d.y() >= -1e-12) return kInf;
        const double t = -o.y() / d.y();
        return t <= max_t ? t : kInf;
    }
    // Terrain: march at half a cell, then bisect the step where the ray went under.
    const double step = std::max(1e-3, w.terrain->cell_m * 0.5);
    double prev = 0.0;
    for (double t = step;; t += step) {
        const double tt = std::min(t, max_t);
        if (below(tt)) {
            double lo = prev, hi = tt;
            for (int i = 0; i < 30; ++i) {
                const double mid = (lo + hi) / 2;
                (below(mid) ? hi : lo) = mid;
            }
            return lo;
        }
        if (tt >= max_t) return kInf;
        prev = tt;
    }
}

sim::Vec3 withElevation(const sim::Vec3& dir, double elevation_rad) {
    sim::Vec3 h(dir.x(), 0.0, dir.z());
    if (h.norm() < 1e-9)
        h = sim::Vec3(0.0, 0.0, 1.0);  // straight down or up: look from +Z
    else
        h.normalize();
    return h * std::cos(elevation_rad) + sim::Vec3::UnitY() * std::sin(elevation_rad);
}

}  // namespace

View zoomToward(const View& view, const sim::Vec3& p_W, double factor, double min_distance_m,
                double max_distance_m) {
    const double d = view.distance_m();
    if (!(factor > 0) || d < 1e-12) return view;
    double f = std::clamp(factor * d, min_distance_m, max_distance_m) / d;
    // The eye stops short of the point itself.
    const double dp = (view.eye_W - p_W).norm();
    if (f < 1.0 && dp > 1e-12) f = std::max(f, std::min(1.0, min_distance_m / dp));
    View out;
    out.eye_W = p_W + (view.eye_W - p_W) * f;
    out.target_W = p_W + (view.target_W - p_W) * f;
    return out;
}

Sphere boundingSphere(const std::vector<sim::Vec3>& points_W) {
    Sphere s;
    if (points_W.empty()) return s;
    sim::Vec3 lo = points_W.front(), hi = points_W.front();
    for (const sim::Vec3& p : points_W) {
        lo = lo.cwiseMin(p);
        hi = hi.cwiseMax(p);
    }
    s.centre_W = (lo + hi) / 2;
    double r2 = 0;
    for (const sim::Vec3& p : points_W) r2 = std::max(r2, (p - s.centre_W).squaredNorm());
    s.radius_m = std::sqrt(r2);
    return s;
}

double halfFieldOfView_rad(double fov_y_deg, double aspect) {
    const double half_y = fov_y_deg * std::numbers::pi / 360.0;
    const double half_x = std::atan(std::tan(half_y) * std::max(aspect, 1e-3));
    return std::min(half_y, half_x);
}

View frameSphere(const View& view, const Sphere& sphere, double fov_y_deg, double aspect,
                 double margin, double min_radius_m, double min_elevation_rad) {
    sim::Vec3 dir = view.eye_W - view.target_W;
    if (dir.norm() < 1e-12) dir = sim::Vec3(1, 1, 1);
    dir.normalize();
    const double elevation = std::clamp(std::asin(std::clamp(dir.y(), -1.0, 1.0)),
                                        min_elevation_rad, 80.0 * std::numbers::pi / 180.0);
    dir = withElevation(dir, elevation);
    const double r = std::max(sphere.radius_m, min_radius_m);
    const double distance =
        std::max(margin, 1.0) * r / std::sin(halfFieldOfView_rad(fov_y_deg, aspect));
    View out;
    out.target_W = sphere.centre_W;
    out.eye_W = sphere.centre_W + dir * distance;
    return out;
}

double groundHeight(const sim::WorldModel& w, double x_m, double z_m) {
    // The engine's surface (two triangles per cell), so the camera never dips under the ground
    // the robot drives on.
    return w.terrain ? sim::heightAt(*w.terrain, x_m, z_m) : 0.0;
}

double rayHit(const sim::WorldModel& world, const sim::Vec3& origin_W, const sim::Vec3& dir_W,
              double max_t_m) {
    double best = max_t_m;
    for (const sim::WorldBody& b : world.bodies) {
        const sim::Pose X_BW = b.X_WB.inverse();
        const sim::Vec3 o = X_BW * origin_W;
        const sim::Vec3 d = X_BW.rotation * dir_W;
        double t0 = 0, t1 = 0;
        if (!shapeInterval(b.shape, o, d, t0, t1)) continue;
        if (t0 <= 0.0) continue;  // behind the origin, or the origin is inside: pass through
        best = std::min(best, t0);
    }
    return std::min(best, groundHit(world, origin_W, dir_W, best));
}

View keepClear(const sim::WorldModel& world, const View& desired, double clearance_m,
               double min_distance_m, double* allowed_distance_m, Clear what) {
    View out = desired;
    const double d = desired.distance_m();
    if (d < 1e-9) {
        if (allowed_distance_m) *allowed_distance_m = d;
        return out;
    }
    const sim::Vec3 dir = (desired.eye_W - desired.target_W) / d;
    double hit = d + clearance_m;
    if (what == Clear::LineOfSight) {
        hit = rayHit(world, desired.target_W, dir, d + clearance_m);
    } else {
        // Bodies along the line that the eye is in or within the clearance of: the eye moves to
        // the target's side of them (repeated while that lands it in or near another one).
        std::vector<std::pair<double, double>> spans;
        for (const sim::WorldBody& b : world.bodies) {
            const sim::Pose X_BW = b.X_WB.inverse();
            double t0 = 0, t1 = 0;
            if (shapeInterval(b.shape, X_BW * desired.target_W, X_BW.rotation * dir, t0, t1) &&
                t1 > 0.0)
                spans.emplace_back(t0, t1);
        }
        double eye = d;
        for (bool moved = true; moved;) {
            moved = false;
            for (const auto& [t0, t1] : spans)
                if (eye > t0 - clearance_m && eye < t1 + clearance_m) {
                    eye = t0 - clearance_m;
                    moved = true;
                }
        }
        hit = eye + clearance_m;
    }
    // Nothing within reach: exactly the desired distance (no rounding).
    const double allowed =
        hit >= d + clearance_m ? d : std::clamp(hit - clearance_m, std::min(min_distance_m, d), d);
    out.eye_W = desired.target_W + dir * allowed;
    if (allowed_distance_m) *allowed_distance_m = allowed;
    return aboveGround(world, out, clearance_m);
}

View riseOverWalls(const sim::WorldModel& world, const View& desired, double clearance_m,
                   double min_distance_m, double need_distance_m, double* allowed_distance_m,
                   Clear what) {
    const double d = desired.distance_m();
    double allowed = d;
    keepClear(world, desired, clearance_m, min_distance_m, &allowed, what);
    if (allowed >= std::min(need_distance_m, d) || d < 1e-9) {
        if (allowed_distance_m) *allowed_distance_m = allowed;
        return desired;
    }
    const sim::Vec3 dir = (desired.eye_W - desired.target_W) / d;
    const double elevation = std::asin(std::clamp(dir.y(), -1.0, 1.0));
    View best = desired;
    double bestAllowed = allowed;
    for (double e = elevation + 0.05; e <= 1.5 + 1e-9; e += 0.05) {
        View v = desired;
        v.eye_W = desired.target_W + withElevation(dir, e) * d;
        double a = d;
        keepClear(world, v, clearance_m, min_distance_m, &a, what);
        if (a > bestAllowed) {
            best = v;
            bestAllowed = a;
        }
        if (a >= need_distance_m) break;
    }
    if (allowed_distance_m) *allowed_distance_m = bestAllowed;
    return best;
}

double SpringArm::update(double allowed_m, double dt_s) {
    if (shown_m_ < 0.0 || allowed_m <= shown_m_) {
        shown_m_ = allowed_m;
        easing_ = false;
        return shown_m_;
    }
    shown_m_ += (allowed_m - shown_m_) * (1.0 - std::exp(-std::max(dt_s, 0.0) / tau_s_));
    easing_ = allowed_m - shown_m_ > 1e-4 * std::max(1.0, allowed_m);
    if (!easing_) shown_m_ = allowed_m;
    return shown_m_;
}

View atDistance(const View& view, double distance_m) {
    const double d = view.distance_m();
    if (d < 1e-12) return view;
    View out = view;
    out.eye_W = view.target_W + (view.eye_W - view.target_W) * (distance_m / d);
    return out;
}

View aboveGround(const sim::WorldModel& world, const View& view, double clearance_m) {
    View out = view;
    const double floor = groundHeight(world, view.eye_W.x(), view.eye_W.z()) + clearance_m;
    if (out.eye_W.y() < floor) out.eye_W.y() = floor;
    return out;
}

}  // namespace botlab::gui::camera
