// SPDX-License-Identifier: GPL-3.0-or-later
// The manned hexapod (seed 000 at full scale): seed 002's hexapod scaled to a 3 t vehicle with a
// cab. Model only; it walks with HexapodController.
#include <cmath>

#include "botlab/sim/legged/robots.h"
#include "build_util.h"
#include "looks.h"

namespace botlab::sim::legged {

namespace {

/// Legs 6 x seed 002's (L1 : L2 : L3 = 5 : 100 : 130 mm -> 30 : 600 : 780 mm), so that the
/// body stands 0.68 m above the ground and the cab roof at 1.8 m.
constexpr double kScale = 6.0;

}  // namespace

HexapodConfig mannedHexapodConfig() {
    HexapodConfig c;
    c.name = "manned_hexapod";
    c.leg.l1_m = 0.005 * kScale;
    c.leg.l2_m = 0.100 * kScale;
    c.leg.l3_m = 0.130 * kScale;
    c.body_length_m = 3.0;
    c.body_width_m = 1.5;
    c.body_thickness_m = 0.3;
    c.section_scale = 7.0;
    // The classroom pose scaled: foot 0.96 m out from the coxa joint and 0.6 m below it.
    c.stand_reach_m = 0.16 * kScale;
    c.stand_height_m = 0.10 * kScale;
    c.sit_height_m = 0.035 * kScale;
    c.foot_radius_m = 0.08;
    // 3000 kg: hull 2000, cab 400 (mannedHexapodModel), legs 6 x (20 + 50 + 30).
    c.body_mass_kg = 2000.0;
    c.coxa_mass_kg = 20.0;
    c.femur_mass_kg = 50.0;
    c.tibia_mass_kg = 30.0;
    // Actuators (docs/legged.md, "Manned hexapod"): in the tripod's support phase three feet
    // carry 3000 kg x 9.81 = 29.4 kN, 9.8 kN each; the femur joint holds it at a lever arm of
    // about 0.93 m (9.1 kN m) and the knee at about 0.5 m, plus the body's vertical
    // acceleration at touchdown: 25 kN m is 2.7 times the static hip torque. Speed: seed 002's
    // 0.16 s / 60 deg (6.5 rad/s) slowed by the time scale sqrt(6) = 2.45 of a 6 x larger
    // walker (equal Froude number): 2.7 rad/s, rounded up to 3 rad/s.
    c.servo_torque_Nm = 25000.0;
    c.servo_speed_rad_s = 3.0;
    c.servo_gain_per_s = 100.0;
    // Seed 002's trajectories scaled: stride and lift x 6, swing time x sqrt(6) (0.3 -> 0.7 s):
    // tripod top speed 0.72 m / 1.4 s = 0.51 m/s.
    c.swing_time_s = 0.7;
    c.stride_m = 0.12 * kScale;
    c.lift_m = 0.03 * kScale;
    return c;
}

MannedCab mannedHexapodCab(const HexapodConfig& c) {
    MannedCab cab;
    const double ground_y = -(c.stand_height_m + c.foot_radius_m);  // body frame, standing
    cab.frame_m = 0.06;
    cab.floor_y_m = -0.5 * c.body_thickness_m + 0.05;  // sunk into the hull
    cab.roof_y_m = ground_y + 1.8;
    cab.window_top_y_m = cab.roof_y_m - cab.frame_m;
    cab.sill_y_m = cab.floor_y_m + 0.35;
    const double x0 = -0.3, x1 = 0.9;  // rear and front of the cab
    const double width = 1.1;
    cab.size_m = Vec3(x1 - x0, cab.roof_y_m - cab.floor_y_m, width);
    cab.centre_B = Vec3(0.5 * (x0 + x1), 0.5 * (cab.roof_y_m + cab.floor_y_m), 0.0);
    cab.seat_size_m = Vec3(0.5, 0.3, 0.5);
    cab.seat_B = Vec3(0.05, cab.floor_y_m + 0.5 * cab.seat_size_m.y(), 0.0);
    // Seated eye height above the cushion about 0.75 m.
    cab.eye_B = Vec3(0.1, cab.floor_y_m + cab.seat_size_m.y() + 0.73, 0.0);
    cab.look_B = Vec3(6.0, ground_y, 0.0);
    return cab;
}

RobotModel mannedHexapodModel(const HexapodConfig& c) {
    RobotModel m = hexapodModel(c);
    const MannedCab cab = mannedHexapodCab(c);
    const double f = cab.frame_m;
    const double x0 = cab.centre_B.x() - 0.5 * cab.size_m.x();
    const double x1 = cab.centre_B.x() + 0.5 * cab.size_m.x();
    const double hw = 0.5 * cab.size_m.z();
    const double lo = cab.floor_y_m, win = cab.window_top_y_m, sill = cab.sill_y_m;
    struct Part {
        Vec3 centre, size;
    };
    std::vector<Part> parts = {
        {Vec3(cab.centre_B.x(), cab.roof_y_m - 0.5 * f, 0.0), Vec3(cab.size_m.x(), f, 2 * hw)},
        // Rear wall.
        {Vec3(x0 + 0.5 * f, 0.5 * (lo + win), 0.0), Vec3(f, win - lo, 2 * hw - 2 * f)},
        // Lower panels: front, left, right.
        {Vec3(x1 - 0.5 * f, 0.5 * (lo + sill), 0.0), Vec3(f, sill - lo, 2 * hw - 2 * f)},
        {Vec3(cab.centre_B.x(), 0.5 * (lo + sill), -hw + 0.5 * f),
         Vec3(cab.size_m.x() - 2 * f, sill - lo, f)},
        {Vec3(cab.centre_B.x(), 0.5 * (lo + sill), hw - 0.5 * f),
         Vec3(cab.size_m.x() - 2 * f, sill - lo, f)},
    };
    // Corner pillars (the window frames with the roof and the panels' tops).
    for (double x : {x0 + 0.5 * f, x1 - 0.5 * f})
        for (double z : {-hw + 0.5 * f, hw - 0.5 * f})
            parts.push_back({Vec3(x, 0.5 * (lo + win), z), Vec3(f, win - lo, f)});
    parts.push_back({cab.seat_B, cab.seat_size_m});
    double volume = 0.0;
    for (const Part& p : parts) volume += p.size.prod();
    constexpr double kCabMass_kg = 400.0;
    Link& body = m.links.front();
    for (std::size_t i = 0; i < parts.size(); ++i) {
        Shape s;
        s.type = ShapeType::Box;
        s.size_m = parts[i].size;
        s.X_LS.translation = parts[i].centre;
        s.mass_kg = kCabMass_kg * parts[i].size.prod() / volume;
        s.collides = i + 1 < parts.size();  // the seat is inside the cab
        body.shapes.push_back(s);
    }
    detail::dressMannedCab(m, cab);  // the cab drawn: frames, glass, seat, dashboard (looks.h)
    return m;
}

}  // namespace botlab::sim::legged
