// SPDX-License-Identifier: GPL-3.0-or-later
// camera_rig: the 3D views' camera mathematics, without Qt, so that tests can check it with
// numbers: zoom toward the point under the cursor, framing a robot's bounding sphere, and an
// orbit camera that stays above the floor (or terrain) and in front of the walls between it and
// the point it looks at. World frame W: metres, +Y up; a camera is an eye and a target point with
// +Y as its up direction. SceneView and BuildView apply the results to their Qt 3D cameras.
#pragma once

#include <vector>

#include "botlab/sim/types.h"
#include "botlab/sim/world_model.h"

namespace botlab::gui::camera {

/// Where a camera is and what it looks at (world frame, m). Up is +Y.
struct View {
    sim::Vec3 eye_W = sim::Vec3(0, 1, 1);
    sim::Vec3 target_W = sim::Vec3::Zero();
    double distance_m() const { return (eye_W - target_W).norm(); }
};

/// A sphere that holds a set of points (world frame, m).
struct Sphere {
    sim::Vec3 centre_W = sim::Vec3::Zero();
    double radius_m = 0.0;
};

/// Zooms toward `p_W` (the point under the cursor): eye and target move on the lines through
/// `p_W` so that their distance becomes `factor` times the old one (factor < 1 zooms in), clamped
/// so that the eye-target distance stays within [min_distance_m, max_distance_m] and the eye no
/// nearer to `p_W` than min_distance_m. The view direction is kept, so `p_W` (and every point on
/// the ray from the eye through it) stays at the same place in the picture. factor must be > 0.
View zoomToward(const View& view, const sim::Vec3& p_W, double factor, double min_distance_m,
                double max_distance_m);

/// The smallest practical sphere around `points_W` (the centre of their bounding box, radius to
/// the farthest point). An empty set gives radius 0 at the origin.
Sphere boundingSphere(const std::vector<sim::Vec3>& points_W);

/// The view that shows `sphere` whole: looking at its centre from the direction of `view`
/// (its elevation kept between min_elevation_rad and 80 degrees), from the distance at which the
/// sphere fills 1 / margin of the narrower half field of view (margin >= 1). fov_y_deg is the
/// vertical field of view, aspect = width / height. A sphere of radius 0 is framed as one of
/// min_radius_m.
View frameSphere(const View& view, const Sphere& sphere, double fov_y_deg, double aspect,
                 double margin = 1.25, double min_radius_m = 0.05, double min_elevation_rad = 0.26);

/// The half-angle (rad) of the cone around the view direction that a view of vertical field
/// fov_y_deg and aspect ratio `aspect` (width / height) always holds: the narrower half field.
double halfFieldOfView_rad(double fov_y_deg, double aspect);

/// Height of the ground under (x, z): sim::heightAt of the terrain (the surface the engine
/// collides with), or 0 (the floor plane) without one.
double groundHeight(const sim::WorldModel& world, double x_m, double z_m);

/// Distance along the ray origin + t * dir (dir a unit vector) to the first surface it enters
/// within max_t_m: the world's bodies (boxes, spheres, cylinders; a body around the origin is
/// passed through) and the ground (floor plane or terrain, when the origin is above it). Returns
/// max_t_m when nothing is hit before.
double rayHit(const sim::WorldModel& world, const sim::Vec3& origin_W, const sim::Vec3& dir_W,
              double max_t_m);

/// What keepClear() keeps free.
enum class Clear {
    /// The whole line of sight: nothing between the eye and the target (the target is the
    /// robot: a wall between pulls the camera in front of it).
    LineOfSight,
    /// Only the eye: it is never inside a body or within clearance_m of one (an overview whose
    /// target is a point of the floor, which a low wall beside it may hide).
    Eye,
};

/// The orbit camera's constraint: the eye of `desired` moved toward the target to just in front
/// of the first wall, obstacle or ground between them (Clear::LineOfSight), or out of the body
/// it is in or near (Clear::Eye) — clearance_m before it, but never nearer the target than
/// min_distance_m — and lifted to at least clearance_m above the ground under it. The target is
/// kept. Returns the allowed eye-target distance along the desired direction in
/// `*allowed_distance_m` when not null.
View keepClear(const sim::WorldModel& world, const View& desired, double clearance_m,
               double min_distance_m, double* allowed_distance_m = nullptr,
               Clear what = Clear::LineOfSight);

/// The line-of-sight constraint for a camera looking at a robot: as keepClear(LineOfSight), but
/// when a wall would bring the eye nearer the target than need_distance_m (into the robot), the
/// eye rises over the wall instead: the lowest elevation above the desired one (in steps of
/// 0.05 rad, up to 1.5 rad) from which at least need_distance_m is clear. Returns the desired
/// view turned to that elevation (its distance kept) and, in `*allowed_distance_m`, how far
/// along it the eye may be.
View riseOverWalls(const sim::WorldModel& world, const View& desired, double clearance_m,
                   double min_distance_m, double need_distance_m, double* allowed_distance_m,
                   Clear what = Clear::LineOfSight);

/// Smooths the distance the orbit camera keeps: moving in (a wall came between) happens at once,
/// so the camera never shows the inside of a wall; moving back out eases over time_constant_s,
/// so that the view does not jump when the wall is passed.
class SpringArm {
public:
    explicit SpringArm(double time_constant_s = 0.12) : tau_s_(time_constant_s) {}
    /// Forgets the state: the next update() returns its target at once.
    void reset() { shown_m_ = -1.0; }
    /// Advances by dt_s toward `allowed_m`; returns the distance to show.
    double update(double allowed_m, double dt_s);
    /// True while the shown distance is still easing toward the last allowed one.
    bool easing() const { return easing_; }

private:
    double tau_s_;
    double shown_m_ = -1.0;
    bool easing_ = false;
};

/// The eye placed at `distance_m` from the target along the direction of `view` (target kept).
View atDistance(const View& view, double distance_m);

/// The view with its eye lifted to at least clearance_m above the ground under it.
View aboveGround(const sim::WorldModel& world, const View& view, double clearance_m);

}  // namespace botlab::gui::camera
