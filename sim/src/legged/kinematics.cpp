// SPDX-License-Identifier: GPL-3.0-or-later
// Leg kinematics and trajectory primitives (see kinematics.h).
#include "botlab/sim/legged/kinematics.h"

#include <algorithm>
#include <cmath>

namespace botlab::sim::legged {

namespace {

// Two-link planar chain with segment angles measured from a reference axis: the point
// u = a (sin p1, cos p1) + b (sin p2, cos p2) with p2 = p1 - bend, bend in [0, pi].
// Returns (p1, bend) or nullopt when out of reach.
std::optional<std::pair<double, double>> twoLink(double a, double b, double ux, double uy) {
    const double d2 = ux * ux + uy * uy;
    const double c = (d2 - a * a - b * b) / (2.0 * a * b);
    if (c > 1.0 + 1e-9 || c < -1.0 - 1e-9) return std::nullopt;
    const double bend = std::acos(std::clamp(c, -1.0, 1.0));
    const double p1 = std::atan2(ux, uy) + std::atan2(b * std::sin(bend), a + b * std::cos(bend));
    return std::make_pair(p1, bend);
}

}  // namespace

Vec3 hexapodLegFk(const HexapodLegGeometry& g, const Vec3& q) {
    const double reach = g.l3_m * std::cos(q[1] + q[2]) + g.l2_m * std::cos(q[1]) + g.l1_m;
    return {std::cos(q[0]) * reach, std::sin(q[0]) * reach,
            g.l3_m * std::sin(q[1] + q[2]) + g.l2_m * std::sin(q[1])};
}

std::optional<Vec3> hexapodLegIk(const HexapodLegGeometry& g, const Vec3& p) {
    if (p.x() <= 0.0) return std::nullopt;       // behind the coxa: not this branch
    const double t1 = std::atan2(p.y(), p.x());  // formula (7): tan t1 = y / x
    const double r = std::hypot(p.x(), p.y()) - g.l1_m;
    const double z = p.z();
    // Formula (9): cos t3 from the femur-tibia triangle.
    const double c3 = (r * r + z * z - g.l2_m * g.l2_m - g.l3_m * g.l3_m) / (2.0 * g.l2_m * g.l3_m);
    if (c3 > 1.0 + 1e-9 || c3 < -1.0 - 1e-9) return std::nullopt;
    const double t3 = -std::acos(std::clamp(c3, -1.0, 1.0));
    // Formulas (10-13): t2 = asin(z / sqrt(a^2 + b^2)) - alpha, a = L2 + L3 cos t3,
    // b = L3 sin t3, alpha = atan(b / a); atan2 keeps the right quadrant.
    const double a = g.l2_m + g.l3_m * std::cos(t3);
    const double b = g.l3_m * std::sin(t3);
    const double t2 = std::atan2(z, r) - std::atan2(b, a);
    return Vec3(t1, t2, t3);
}

Vec3 quadrupedLegFk(const QuadrupedLegGeometry& g, const Eigen::Vector4d& q) {
    const double p1 = q[1], p2 = q[1] - q[2], p3 = q[1] - q[2] + q[3];
    const double x =
        -(g.thigh_m * std::sin(p1) + g.shank_m * std::sin(p2) + g.foot_m * std::sin(p3));
    const double y =
        -(g.thigh_m * std::cos(p1) + g.shank_m * std::cos(p2) + g.foot_m * std::cos(p3));
    // Abduction about x: (0, y, 0) -> (0, y cos q1, y sin q1).
    return {x, y * std::cos(q[0]), y * std::sin(q[0])};
}

std::optional<Eigen::Vector4d> quadrupedLegIk(const QuadrupedLegGeometry& g, const Vec3& p) {
    const double planar = std::hypot(p.y(), p.z());
    if (planar < 1e-9) return std::nullopt;
    const double q1 = std::atan2(-p.z(), -p.y());
    const double yp = -planar;  // in-plane height (below the hip)
    // Ankle above the foot (foot segment vertical).
    const double ax = p.x(), ay = yp + g.foot_m;
    const auto sol = twoLink(g.thigh_m, g.shank_m, -ax, -ay);
    if (!sol) return std::nullopt;
    const double p1 = sol->first;
    const double q3 = sol->second;
    const double p2 = p1 - q3;
    return Eigen::Vector4d(q1, p1, q3, -p2);
}

Vec3 wheelLegFk(const WheelLegGeometry& g, const Vec3& q) {
    const double p1 = q[1], p2 = q[1] - q[2];
    const double a = g.thigh_m * std::sin(p1) + g.shank_m * std::sin(p2);
    const double b = -(g.thigh_m * std::cos(p1) + g.shank_m * std::cos(p2));
    return {a * std::cos(q[0]), b, -a * std::sin(q[0])};
}

std::optional<Vec3> wheelLegIk(const WheelLegGeometry& g, const Vec3& p) {
    double q1 = 0.0, a = 0.0;
    if (std::abs(p.x()) > 1e-9) {
        q1 = std::atan(-p.z() / p.x());
        a = p.x() / std::cos(q1);
    } else if (std::abs(p.z()) > 1e-9) {
        return std::nullopt;
    }
    const auto sol = twoLink(g.thigh_m, g.shank_m, a, -p.y());
    if (!sol) return std::nullopt;
    return Vec3(q1, sol->first, sol->second);
}

double quintic(double u) {
    u = std::clamp(u, 0.0, 1.0);
    return u * u * u * (10.0 + u * (-15.0 + 6.0 * u));
}

double quinticRate(double u) {
    if (u <= 0.0 || u >= 1.0) return 0.0;
    return 30.0 * u * u * (1.0 - u) * (1.0 - u);
}

double quinticAccel(double u) {
    if (u <= 0.0 || u >= 1.0) return 0.0;
    return 60.0 * u * (1.0 - u) * (1.0 - 2.0 * u);
}

Vec3 parabolicSwing(const Vec3& from, const Vec3& to, double lift_m, double u, const Vec3& up) {
    const double s = quintic(u);
    return from + s * (to - from) + up * (4.0 * lift_m * s * (1.0 - s));
}

Vec3 ellipticalSwing(const Vec3& from, const Vec3& to, double lift_m, double u, const Vec3& up) {
    const double s = quintic(u);
    // From `from` (angle 0: mid - half) over the top to `to` (angle pi: mid + half). It ran the
    // other way (angle pi (1 - s)): the foot started at `to`, swung back to `from` and was put
    // down there, so the trot's feet landed behind the hips and dragged forward at touchdown.
    const double angle = M_PI * s;
    const Vec3 mid = 0.5 * (from + to);
    const Vec3 half = 0.5 * (to - from);
    return mid - half * std::cos(angle) + up * (lift_m * std::sin(angle));
}

}  // namespace botlab::sim::legged
