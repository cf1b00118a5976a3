// SPDX-License-Identifier: GPL-3.0-or-later
// How the legged templates look (see looks.h). The numbers are sizes of the parts drawn (m), at
// the scale of each template's default config; the hexapod's scale with its legs (a larger
// hexapod gets larger servos).
#include "looks.h"

#include <algorithm>
#include <cmath>

namespace botlab::sim::legged::detail {

namespace {

constexpr double kDeg = M_PI / 180.0;

// The palette: servo housings and actuator cans, aluminium brackets, horns, rubber.
const Look kServo{{0.13f, 0.13f, 0.15f, 1.0f}, Finish::Plastic};
const Look kAluminium{{0.78f, 0.8f, 0.84f, 1.0f}, Finish::Metal};
const Look kHorn{{0.92f, 0.92f, 0.9f, 1.0f}, Finish::Plastic};
const Look kRubber{{0.07f, 0.07f, 0.07f, 1.0f}, Finish::Rubber};
const Look kCarbon{{0.16f, 0.16f, 0.18f, 1.0f}, Finish::Metal};

Quat frameOf(const Vec3& x, const Vec3& y) {
    const Vec3 xn = x.normalized();
    const Vec3 yn = (y - y.dot(xn) * xn).normalized();
    Mat3 R;
    R.col(0) = xn;
    R.col(1) = yn;
    R.col(2) = xn.cross(yn);
    return Quat(R);
}

Visual primitiveVisual(const Link& link, ShapeType type, const Vec3& centre_M, const Quat& R_M,
                       const Look& look) {
    Shape s;
    s.type = type;
    s.collides = false;
    s.X_LS.translation = link.X_ML.inverse() * centre_M;
    s.X_LS.rotation = (link.X_ML.rotation.conjugate() * R_M).normalized();
    Visual v;
    v.primitive = s;
    v.rgba = look.rgba;
    v.finish = look.finish;
    return v;
}

/// Sign of a number, +1 for 0.
double signOf(double v) {
    return v < 0.0 ? -1.0 : 1.0;
}

}  // namespace

void addBox(Link& link, const Vec3& centre_M, const Quat& R_M, const Vec3& size_m,
            const Look& look) {
    Visual v = primitiveVisual(link, ShapeType::Box, centre_M, R_M, look);
    v.primitive->size_m = size_m;
    link.visuals.push_back(std::move(v));
}

void addCylinder(Link& link, const Vec3& centre_M, const Vec3& axis_M, double radius_m,
                 double length_m, const Look& look) {
    Visual v = primitiveVisual(link, ShapeType::Cylinder, centre_M,
                               Quat::FromTwoVectors(Vec3::UnitZ(), axis_M.normalized()), look);
    v.primitive->radius_m = radius_m;
    v.primitive->length_m = length_m;
    link.visuals.push_back(std::move(v));
}

void addSphere(Link& link, const Vec3& centre_M, double radius_m, const Look& look) {
    Visual v = primitiveVisual(link, ShapeType::Sphere, centre_M, Quat::Identity(), look);
    v.primitive->radius_m = radius_m;
    link.visuals.push_back(std::move(v));
}

void addBar(Link& link, const Vec3& a_M, const Vec3& b_M, const Vec3& across_M, double width_m,
            double thickness_m, double overhang_m, const Look& look) {
    const Vec3 d = b_M - a_M;
    const double len = d.norm();
    const Vec3 u = len > 1e-9 ? Vec3(d / len) : Vec3::UnitX();
    // Box axes: x along the bar, y across its width, z along `across` (its thickness).
    Vec3 t = across_M - across_M.dot(u) * u;
    if (t.norm() < 1e-9) t = u.unitOrthogonal();
    t.normalize();
    const Vec3 w = t.cross(u);
    addBox(link, 0.5 * (a_M + b_M), frameOf(u, w),
           Vec3(len + 2.0 * overhang_m, width_m, thickness_m), look);
}

// ---------------------------------------------------------------------------------------------
// Hexapod: two body plates with the six coxa servos between them, a controller board and a
// battery on top; per leg a C bracket (the coxa) holding the femur servo, a femur of two side
// plates holding the knee servo, a tibia of side plates, a carbon tube and a rubber foot ball.
// ---------------------------------------------------------------------------------------------
void dressHexapod(RobotModel& m, const HexapodConfig& c) {
    for (Link& l : m.links) l.visuals.clear();
    const double s = c.leg.l2_m / 0.100;                                 // leg scale
    const bool vehicle = c.body_length_m > 0.0 && c.body_width_m > 0.0;  // the manned hexapod
    const Look body_look = vehicle ? Look{{0.3f, 0.34f, 0.3f, 1.0f}, Finish::Metal}
                                   : Look{{0.25f, 0.45f, 0.8f, 1.0f}, Finish::Plastic};
    Link& body = m.links[0];
    const double bh = c.body_thickness_m;
    const double tp = std::min(0.004 * s, bh / 4.0);
    const std::vector<Shape> hull = body.shapes;
    if (vehicle) {
        // A closed hull (the body's boxes) with a darker skirt and headlights.
        for (const Shape& sh : hull) {
            addBox(body, body.X_ML * sh.X_LS.translation, sh.X_LS.rotation, sh.size_m, body_look);
            addBox(body, body.X_ML * sh.X_LS.translation - 0.35 * bh * Vec3::UnitY(),
                   sh.X_LS.rotation, sh.size_m + Vec3(0.02, -0.65 * bh, 0.02),
                   {{0.15f, 0.15f, 0.16f, 1.0f}, Finish::Plastic});
        }
        for (double side : {-1.0, 1.0})
            addCylinder(body,
                        Vec3(0.5 * c.body_length_m + 0.01, 0.03, side * 0.15 * c.body_width_m),
                        Vec3::UnitX(), 0.07, 0.04, {{1.0f, 0.95f, 0.75f, 1.0f}, Finish::Metal});
    } else {
        // Two plates (the body's hexagon) with the coxa servos between them, standoffs, a
        // controller board and a battery on top.
        for (const Shape& sh : hull)
            for (double side : {-1.0, 1.0})
                addBox(body, Vec3(0.0, side * (bh / 2 - tp / 2), 0.0), sh.X_LS.rotation,
                       Vec3(sh.size_m.x(), tp, sh.size_m.z()), body_look);
        const double R = c.body_radius_m, sb = R / 0.10;
        for (int k = 0; k < 6; ++k) {
            const double a = k * 60.0 * kDeg;
            addCylinder(body, 0.6 * R * Vec3(std::cos(a), 0.0, std::sin(a)), Vec3::UnitY(),
                        0.003 * sb, bh - 2 * tp, kAluminium);
        }
        addBox(body, Vec3(-0.005 * sb, bh / 2 + 0.0015 * sb, 0.0), Quat::Identity(),
               Vec3(0.08, 0.003, 0.05) * sb, {{0.1f, 0.42f, 0.2f, 1.0f}, Finish::Plastic});
        addBox(body, Vec3(-0.015 * sb, bh / 2 + 0.012 * sb, 0.0), Quat::Identity(),
               Vec3(0.06, 0.018, 0.032) * sb, {{0.2f, 0.22f, 0.28f, 1.0f}, Finish::Plastic});
    }

    const double plate_y = std::max(bh / 2, 0.015 * s) + 0.0015 * s;  // the coxa's C plates
    for (int i = 0; i < 6 && 3 * i + 2 < int(m.hinges.size()); ++i) {
        const Hinge& hc = m.hinges[std::size_t(3 * i)];
        const Hinge& hf = m.hinges[std::size_t(3 * i + 1)];
        const Hinge& ht = m.hinges[std::size_t(3 * i + 2)];
        Link& coxa = m.links[std::size_t(hc.child)];
        Link& femur = m.links[std::size_t(hf.child)];
        Link& tibia = m.links[std::size_t(ht.child)];
        const double a = hexapodMountAngle(i);
        const Vec3 x(std::cos(a), 0.0, std::sin(a));  // radially out
        const Vec3 up = Vec3::UnitY();
        const Vec3 zt = x.cross(up);  // tangential (along the femur and knee axes)
        const Quat R_leg = frameOf(x, up);
        const Vec3 coxa_M = hc.anchor_M, femur_M = hf.anchor_M, knee_M = ht.anchor_M;
        Vec3 foot_M = knee_M - 0.13 * s * up;
        double foot_r = c.foot_radius_m;
        for (const Shape& sh : tibia.shapes) {
            if (sh.type != ShapeType::Sphere) continue;
            foot_M = tibia.X_ML * sh.X_LS.translation;
            foot_r = sh.radius_m;
        }
        // Coxa servo between the body plates, its shaft on the coxa axis near its outer end.
        addBox(body, coxa_M - 0.01 * s * x, R_leg,
               Vec3(0.04 * s, std::min(0.022 * s, vehicle ? bh : bh - 2 * tp), 0.02 * s), kServo);
        // The coxa: a C bracket (top and bottom plates with round ends on the coxa axis, the
        // shaft between them) holding the femur servo.
        addCylinder(coxa, coxa_M, up, 0.003 * s, 2 * plate_y, kAluminium);
        const double c_in = -0.011 * s, c_out = (femur_M - coxa_M).dot(x) + 0.03 * s;
        for (double side : {-1.0, 1.0}) {
            addBox(coxa, coxa_M + 0.5 * (c_in + c_out) * x + side * plate_y * up, R_leg,
                   Vec3(c_out - c_in, 0.003 * s, 0.018 * s), kAluminium);
            addCylinder(coxa, coxa_M + side * plate_y * up, up, 0.009 * s, 0.003 * s, kAluminium);
        }
        const double fh = 2 * (plate_y - 0.0015 * s);  // the femur servo fills the C
        addBox(coxa, femur_M + 0.012 * s * x, R_leg, Vec3(0.036 * s, fh, 0.022 * s), kServo);
        addBox(coxa, femur_M + 0.012 * s * x + 0.25 * fh * up, R_leg,
               Vec3(0.05 * s, 0.0025 * s, 0.022 * s), kServo);
        // A shaft through a joint and the horns on both faces of its servo.
        auto horns = [&](Link& l, const Vec3& p) {
            addCylinder(l, p, zt, 0.003 * s, 0.034 * s, kAluminium);
            for (double side : {-1.0, 1.0})
                addCylinder(l, p + side * 0.012 * s * zt, zt, 0.009 * s, 0.002 * s, kHorn);
        };
        // The femur: two side plates from the femur servo's horns to the knee servo's.
        horns(femur, femur_M);
        for (double side : {-1.0, 1.0})
            addBar(femur, femur_M + side * 0.0145 * s * zt, knee_M + side * 0.0145 * s * zt, zt,
                   0.016 * s, 0.003 * s, 0.009 * s, kAluminium);
        const Vec3 u = (knee_M - femur_M).normalized();
        const Vec3 n = zt.cross(u);
        addBox(femur, knee_M - 0.012 * s * u, frameOf(u, n), Vec3(0.036 * s, 0.02 * s, 0.022 * s),
               kServo);
        addBox(femur, knee_M - 0.012 * s * u + 0.004 * s * n, frameOf(u, n),
               Vec3(0.05 * s, 0.0025 * s, 0.022 * s), kServo);
        // The tibia: side plates from the knee horns to a cross block, a carbon tube, a rubber
        // foot ball where the foot sphere is.
        horns(tibia, knee_M);
        const Vec3 v = (foot_M - knee_M).normalized();
        const Vec3 nv = zt.cross(v);
        const Vec3 block_M = knee_M + 0.036 * s * v;
        for (double side : {-1.0, 1.0})
            addBar(tibia, knee_M + side * 0.0145 * s * zt, block_M + side * 0.0145 * s * zt, zt,
                   0.016 * s, 0.003 * s, 0.009 * s, kAluminium);
        addBox(tibia, block_M, frameOf(v, nv), Vec3(0.008 * s, 0.016 * s, 0.032 * s), kAluminium);
        const double tube = (foot_M - block_M).norm();
        addCylinder(tibia, 0.5 * (block_M + foot_M), v, 0.0065 * s, tube, kCarbon);
        addCylinder(tibia, foot_M - (foot_r + 0.002 * s) * v, v, 0.0085 * s, 0.008 * s, kHorn);
        addSphere(tibia, foot_M, foot_r, kRubber);
    }
}

// ---------------------------------------------------------------------------------------------
// Quadruped: an orange shell with a dark deck and a sensor face; per leg an abduction motor in
// the body (axis fore-aft), the hip flexion motor on it (axis across), a thigh bar outboard to the
// knee motor, a shank in the leg plane to the ankle motor, and a short foot bar to a rubber ball.
// ---------------------------------------------------------------------------------------------
void dressQuadruped(RobotModel& m, const QuadrupedConfig& c) {
    for (Link& l : m.links) l.visuals.clear();
    const Look shell{{0.8f, 0.5f, 0.2f, 1.0f}, Finish::Plastic};
    const Look deck{{0.18f, 0.18f, 0.2f, 1.0f}, Finish::Plastic};
    const Look can{{0.16f, 0.16f, 0.18f, 1.0f}, Finish::Plastic};
    const Look accent{{0.85f, 0.52f, 0.2f, 1.0f}, Finish::Plastic};
    const Look leg{{0.72f, 0.74f, 0.78f, 1.0f}, Finish::Metal};
    const Look lens{{0.05f, 0.07f, 0.12f, 1.0f}, Finish::Metal};
    Link& body = m.links[0];
    const double L = c.body_length_m, H = c.body_height_m, W = c.body_width_m;
    addBox(body, Vec3::Zero(), Quat::Identity(), Vec3(L, H, W), shell);
    addBox(body, Vec3(0.0, H / 2 + 0.003, 0.0), Quat::Identity(), Vec3(0.8 * L, 0.006, 0.7 * W),
           deck);
    addBox(body, Vec3(L / 2 + 0.003, 0.0, 0.0), Quat::Identity(), Vec3(0.006, 0.6 * H, 0.7 * W),
           deck);
    for (double side : {-1.0, 1.0})
        addCylinder(body, Vec3(L / 2 + 0.006, 0.005, side * 0.2 * W), Vec3::UnitX(), 0.012, 0.008,
                    lens);
    const Vec3 X = Vec3::UnitX(), Z = Vec3::UnitZ();
    for (int i = 0; i < 4 && 4 * i + 3 < int(m.hinges.size()); ++i) {
        const Hinge& h1 = m.hinges[std::size_t(4 * i)];
        const Hinge& h2 = m.hinges[std::size_t(4 * i + 1)];
        const Hinge& h3 = m.hinges[std::size_t(4 * i + 2)];
        const Hinge& h4 = m.hinges[std::size_t(4 * i + 3)];
        Link& abd = m.links[std::size_t(h1.child)];
        Link& thigh = m.links[std::size_t(h2.child)];
        Link& shank = m.links[std::size_t(h3.child)];
        Link& foot = m.links[std::size_t(h4.child)];
        const Vec3 hip = h1.anchor_M, knee = h3.anchor_M, ankle = h4.anchor_M;
        Vec3 ball = ankle - Vec3(0.0, c.leg.foot_m, 0.0);
        double ball_r = c.foot_radius_m;
        for (const Shape& sh : foot.shapes) {
            if (sh.type != ShapeType::Sphere) continue;
            ball = foot.X_ML * sh.X_LS.translation;
            ball_r = sh.radius_m;
        }
        const double sz = signOf(hip.z()), sx = signOf(hip.x());
        // Abduction motor: in the body, its output at the hip (facing forward on the front legs,
        // backward on the hind legs), with its horn on the abduction link.
        addCylinder(body, hip - sx * 0.025 * X, X, 0.036, 0.09, can);
        addCylinder(abd, hip + sx * 0.022 * X, X, 0.03, 0.004, accent);
        // Hip flexion motor on the abduction link, outboard of the hip.
        addCylinder(abd, hip + sz * 0.025 * Z, Z, 0.04, 0.07, can);
        // Thigh: shaft and horn on the flexion motor, a bar outboard to the knee motor.
        addCylinder(thigh, hip + sz * 0.03 * Z, Z, 0.009, 0.08, leg);
        addCylinder(thigh, hip + sz * 0.062 * Z, Z, 0.032, 0.004, accent);
        addBar(thigh, hip + sz * 0.055 * Z, knee + sz * 0.055 * Z, Z, 0.035, 0.014, 0.02, leg);
        addCylinder(thigh, knee + sz * 0.02 * Z, Z, 0.028, 0.07, can);
        // Shank: horn on the knee motor's inner face, a bar in the leg plane, the ankle motor.
        addCylinder(shank, knee - sz * 0.017 * Z, Z, 0.026, 0.004, accent);
        addBar(shank, knee, ankle, Z, 0.03, 0.02, 0.02, leg);
        addCylinder(shank, ankle, Z, 0.022, 0.034, can);
        // Foot: horn, a short bar, the rubber ball where the foot sphere is.
        addCylinder(foot, ankle - sz * 0.019 * Z, Z, 0.02, 0.004, accent);
        addBar(foot, ankle, ball, Z, 0.024, 0.016, 0.012, leg);
        addSphere(foot, ball, ball_r, kRubber);
    }
}

// ---------------------------------------------------------------------------------------------
// Wheel-legged: a green hull with a deck, bumpers and a lidar; per leg a yaw actuator on a bracket
// at the hull's side, the hip pitch actuator under it, a thigh in the leg plane to the knee
// actuator, a shank outboard of the wheel to the wheel's hub motor, and a wheel with a rubber tyre
// (a full-width tread band and slightly smaller shoulders, torus-like), a rim, a hub and spokes.
// ---------------------------------------------------------------------------------------------
void dressWheelLegged(RobotModel& m, const WheelLeggedConfig& c) {
    for (Link& l : m.links) l.visuals.clear();
    const Look hull{{0.35f, 0.55f, 0.35f, 1.0f}, Finish::Plastic};
    const Look deck{{0.2f, 0.22f, 0.2f, 1.0f}, Finish::Plastic};
    const Look can{{0.18f, 0.18f, 0.2f, 1.0f}, Finish::Plastic};
    const Look accent{{0.95f, 0.75f, 0.1f, 1.0f}, Finish::Plastic};
    const Look leg{{0.62f, 0.64f, 0.68f, 1.0f}, Finish::Metal};
    const Look rim{{0.75f, 0.76f, 0.8f, 1.0f}, Finish::Metal};
    Link& body = m.links[0];
    const double L = c.body_length_m, H = c.body_height_m, W = c.body_width_m;
    addBox(body, Vec3::Zero(), Quat::Identity(), Vec3(L, H, W), hull);
    addBox(body, Vec3(0.0, H / 2 + 0.006, 0.0), Quat::Identity(), Vec3(0.8 * L, 0.012, 0.8 * W),
           deck);
    for (double end : {-1.0, 1.0})
        addBox(body, Vec3(end * (L / 2 + 0.02), -0.02, 0.0), Quat::Identity(),
               Vec3(0.04, 0.4 * H, 0.9 * W), deck);
    addCylinder(body, Vec3(-0.35 * L, H / 2 + 0.012 + 0.03, 0.0), Vec3::UnitY(), 0.05, 0.06, can);
    addCylinder(body, Vec3(-0.35 * L, H / 2 + 0.012 + 0.035, 0.0), Vec3::UnitY(), 0.052, 0.012,
                accent);
    const Vec3 Y = Vec3::UnitY(), Z = Vec3::UnitZ();
    const double r = c.wheel_radius_m, w = c.wheel_width_m;
    for (int i = 0; i < 4 && 4 * i + 3 < int(m.hinges.size()); ++i) {
        const Hinge& h1 = m.hinges[std::size_t(4 * i)];
        const Hinge& h2 = m.hinges[std::size_t(4 * i + 1)];
        const Hinge& h3 = m.hinges[std::size_t(4 * i + 2)];
        const Hinge& h4 = m.hinges[std::size_t(4 * i + 3)];
        Link& yaw = m.links[std::size_t(h1.child)];
        Link& thigh = m.links[std::size_t(h2.child)];
        Link& shank = m.links[std::size_t(h3.child)];
        Link& wheel = m.links[std::size_t(h4.child)];
        const Vec3 hip = h1.anchor_M, knee = h3.anchor_M, hub = h4.anchor_M;
        const double sz = signOf(hip.z());
        const double side_z = W / 2;  // the hull's side
        // Yaw actuator on a bracket at the hull's side; its turntable on the yaw link.
        addCylinder(body, hip + 0.04 * Y, Y, 0.06, 0.14, can);
        addBox(body,
               Vec3(hip.x(), H / 2 - 0.01, sz * (side_z + 0.5 * (std::abs(hip.z()) - side_z))),
               Quat::Identity(), Vec3(0.14, 0.02, std::abs(hip.z()) - side_z + 0.04), deck);
        addCylinder(yaw, hip - 0.038 * Y, Y, 0.065, 0.016, accent);
        // Hip pitch actuator on the yaw link.
        addCylinder(yaw, hip + sz * 0.02 * Z, Z, 0.07, 0.14, can);
        // Thigh: shaft and horn, a bar in the leg plane, the knee actuator reaching outboard.
        addCylinder(thigh, hip + sz * 0.02 * Z, Z, 0.02, 0.15, leg);
        addCylinder(thigh, hip + sz * 0.095 * Z, Z, 0.05, 0.01, accent);
        addBar(thigh, hip, knee, Z, 0.07, 0.05, 0.04, leg);
        addCylinder(thigh, knee + sz * 0.045 * Z, Z, 0.055, 0.13, can);
        // Shank: outboard of the wheel, from the knee actuator to the wheel's hub motor.
        addCylinder(shank, knee + sz * 0.045 * Z, Z, 0.015, 0.13, leg);
        addCylinder(shank, knee + sz * 0.115 * Z, Z, 0.04, 0.01, accent);
        addBar(shank, knee + sz * 0.075 * Z, hub + sz * 0.075 * Z, Z, 0.06, 0.03, 0.04, leg);
        addCylinder(shank, hub + sz * 0.0525 * Z, Z, 0.045, 0.115, can);
        // Wheel: tread band at the wheel's radius (the collision cylinder's), shoulders, rim,
        // hub and five spokes on the outer face.
        addCylinder(wheel, hub, Z, r, 0.8 * w, kRubber);
        addCylinder(wheel, hub, Z, 0.94 * r, w, kRubber);
        addCylinder(wheel, hub, Z, 0.66 * r, w + 0.004, rim);
        addCylinder(wheel, hub, Z, 0.28 * r, w + 0.012, can);
        for (int k = 0; k < 5; ++k) {
            const double a = k * 72.0 * kDeg;
            const Vec3 dir(std::cos(a), std::sin(a), 0.0);
            addBox(wheel, hub + 0.45 * r * dir + sz * (w / 2 + 0.004) * Z,
                   Quat(Eigen::AngleAxisd(a, Z)), Vec3(0.4 * r, 0.12 * r, 0.006), rim);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The manned hexapod's cab (MannedCab): frames (roof, pillars, rear wall, lower panels), tinted
// glass in the window openings, the driver's seat, a dashboard under the front window and two
// joysticks on the armrests.
// ---------------------------------------------------------------------------------------------
void dressMannedCab(RobotModel& m, const MannedCab& cab) {
    Link& body = m.links[0];
    const Look frame{{0.9f, 0.75f, 0.2f, 1.0f}, Finish::Plastic};
    const Look seal{{0.08f, 0.08f, 0.09f, 1.0f}, Finish::Rubber};
    const Look glass{{0.62f, 0.76f, 0.86f, 0.22f}, Finish::Metal};
    const Look fabric{{0.22f, 0.22f, 0.25f, 1.0f}, Finish::Rubber};
    const Look dark{{0.14f, 0.14f, 0.15f, 1.0f}, Finish::Plastic};
    const Look screen{{0.12f, 0.3f, 0.42f, 1.0f}, Finish::Metal};
    const Quat I = Quat::Identity();
    const double f = cab.frame_m;
    const double x0 = cab.centre_B.x() - 0.5 * cab.size_m.x();
    const double x1 = cab.centre_B.x() + 0.5 * cab.size_m.x();
    const double hw = 0.5 * cab.size_m.z();
    const double lo = cab.floor_y_m, win = cab.window_top_y_m, sill = cab.sill_y_m;
    const double xc = cab.centre_B.x(), lx = cab.size_m.x();
    // Frames, as the cab's shapes.
    addBox(body, Vec3(xc, cab.roof_y_m - 0.5 * f, 0.0), I, Vec3(lx + 0.04, f, 2 * hw + 0.04),
           frame);
    addBox(body, Vec3(x0 + 0.5 * f, 0.5 * (lo + win), 0.0), I, Vec3(f, win - lo, 2 * hw - 2 * f),
           frame);
    addBox(body, Vec3(x1 - 0.5 * f, 0.5 * (lo + sill), 0.0), I, Vec3(f, sill - lo, 2 * hw - 2 * f),
           frame);
    for (double side : {-1.0, 1.0})
        addBox(body, Vec3(xc, 0.5 * (lo + sill), side * (hw - 0.5 * f)), I,
               Vec3(lx - 2 * f, sill - lo, f), frame);
    for (double x : {x0 + 0.5 * f, x1 - 0.5 * f})
        for (double z : {-hw + 0.5 * f, hw - 0.5 * f})
            addBox(body, Vec3(x, 0.5 * (lo + win), z), I, Vec3(f, win - lo, f), frame);
    // Rubber seals along the sills and under the roof, glass in the openings.
    const double gh = win - sill;
    addBox(body, Vec3(x1 - 0.5 * f, sill + 0.01, 0.0), I, Vec3(1.2 * f, 0.02, 2 * hw - 2 * f),
           seal);
    addBox(body, Vec3(x1 - 0.5 * f, 0.5 * (sill + win), 0.0), I, Vec3(0.012, gh, 2 * hw - 2 * f),
           glass);
    for (double side : {-1.0, 1.0}) {
        addBox(body, Vec3(xc, sill + 0.01, side * (hw - 0.5 * f)), I,
               Vec3(lx - 2 * f, 0.02, 1.2 * f), seal);
        addBox(body, Vec3(xc, 0.5 * (sill + win), side * (hw - 0.5 * f)), I,
               Vec3(lx - 2 * f, gh, 0.012), glass);
    }
    // The seat: base, cushion, a reclined back and a headrest, behind the driver's eye.
    const Vec3 seat = cab.seat_B, ss = cab.seat_size_m;
    const double top = seat.y() + 0.5 * ss.y();
    addBox(body, seat + Vec3(0.0, 0.02, 0.0), I, Vec3(0.6 * ss.x(), ss.y(), 0.6 * ss.z()), dark);
    addBox(body, Vec3(seat.x(), top + 0.04, seat.z()), I, Vec3(ss.x(), 0.1, ss.z()), fabric);
    const double back_x = seat.x() - 0.5 * ss.x() + 0.05;
    const Quat recline(Eigen::AngleAxisd(10.0 * kDeg, Vec3::UnitZ()));
    addBox(body, Vec3(back_x - 0.04, top + 0.38, seat.z()), recline, Vec3(0.1, 0.62, 0.92 * ss.z()),
           fabric);
    addBox(body, Vec3(back_x - 0.1, top + 0.78, seat.z()), recline, Vec3(0.08, 0.18, 0.5 * ss.z()),
           fabric);
    // Armrests with the joysticks.
    for (double side : {-1.0, 1.0}) {
        const Vec3 arm(seat.x() + 0.05, top + 0.22, side * (0.5 * ss.z() + 0.06));
        addBox(body, arm, I, Vec3(0.42, 0.06, 0.1), dark);
        addCylinder(body, arm + Vec3(0.14, 0.08, 0.0), Vec3::UnitY(), 0.012, 0.12, dark);
        addSphere(body, arm + Vec3(0.14, 0.15, 0.0), 0.025, seal);
    }
    // The dashboard under the front window: a low console with a sloped top and a screen,
    // below the sill so that the driver looks out over it.
    const double dash_x = x1 - f - 0.1, dash_top = sill - 0.03;
    addBox(body, Vec3(dash_x, 0.5 * (lo + dash_top), 0.0), I, Vec3(0.2, dash_top - lo, 1.4 * hw),
           dark);
    const Quat slope(Eigen::AngleAxisd(25.0 * kDeg, Vec3::UnitZ()));
    addBox(body, Vec3(dash_x, dash_top, 0.0), slope, Vec3(0.22, 0.03, 1.4 * hw), dark);
    addBox(body, Vec3(dash_x - 0.01, dash_top + 0.018, 0.0), slope, Vec3(0.1, 0.008, 0.3), screen);
}

}  // namespace botlab::sim::legged::detail
