// SPDX-License-Identifier: GPL-3.0-or-later
// Shape geometry, mass properties and validation of RobotModel / WorldModel.
// Validation is the guard in front of ODE: anything ODE would assert on is refused here.
#include <cmath>
#include <numbers>
#include <sstream>
#include <string>

#include <Eigen/Eigenvalues>

#include "botlab/sim/robot_model.h"
#include "botlab/sim/world_model.h"
#include "validation.h"

namespace botlab::sim {

double shapeVolume(const Shape& s) {
    switch (s.type) {
        case ShapeType::Box:
            return s.size_m.x() * s.size_m.y() * s.size_m.z();
        case ShapeType::Sphere:
            return 4.0 / 3.0 * std::numbers::pi * s.radius_m * s.radius_m * s.radius_m;
        case ShapeType::Cylinder:
            return std::numbers::pi * s.radius_m * s.radius_m * s.length_m;
    }
    return 0.0;
}

Mat3 shapeInertia(const Shape& s) {
    const double m = s.mass_kg;
    Mat3 I = Mat3::Zero();
    switch (s.type) {
        case ShapeType::Box: {
            const double x2 = s.size_m.x() * s.size_m.x();
            const double y2 = s.size_m.y() * s.size_m.y();
            const double z2 = s.size_m.z() * s.size_m.z();
            I.diagonal() << m * (y2 + z2) / 12.0, m * (x2 + z2) / 12.0, m * (x2 + y2) / 12.0;
            break;
        }
        case ShapeType::Sphere:
            I.diagonal().setConstant(0.4 * m * s.radius_m * s.radius_m);
            break;
        case ShapeType::Cylinder: {
            const double r2 = s.radius_m * s.radius_m;
            const double side = m * (3.0 * r2 + s.length_m * s.length_m) / 12.0;
            I.diagonal() << side, side, 0.5 * m * r2;
            break;
        }
    }
    return I;
}

MassProperties massProperties(const Link& link) {
    if (link.mass) return *link.mass;
    MassProperties mp;
    double total = 0.0;
    Vec3 weighted = Vec3::Zero();
    for (const Shape& s : link.shapes) {
        total += s.mass_kg;
        weighted += s.mass_kg * s.X_LS.translation;
    }
    if (!(total > 0.0)) {
        mp.mass_kg = 0.0;
        mp.inertia_L.setZero();
        return mp;
    }
    mp.mass_kg = total;
    mp.com_L = weighted / total;
    Mat3 I = Mat3::Zero();
    for (const Shape& s : link.shapes) {
        const Mat3 R = s.X_LS.rotation.normalized().toRotationMatrix();
        const Vec3 d = s.X_LS.translation - mp.com_L;
        I += R * shapeInertia(s) * R.transpose();
        I += s.mass_kg * (d.squaredNorm() * Mat3::Identity() - d * d.transpose());
    }
    mp.inertia_L = 0.5 * (I + I.transpose());
    return mp;
}

namespace detail {

std::string num(double v) {
    std::ostringstream os;
    os << v;
    return os.str();
}

bool finiteVec(const Vec3& v) {
    return v.allFinite();
}

std::string checkPose(const Pose& p) {
    if (!p.translation.allFinite()) return "position is not finite";
    if (!p.rotation.coeffs().allFinite()) return "rotation is not finite";
    const double n = p.rotation.norm();
    if (!(n > 1e-6)) return "rotation quaternion is zero";
    return {};
}

std::string checkMaterial(const Material& m) {
    if (!std::isfinite(m.friction) || m.friction < 0.0)
        return "friction must be finite and >= 0 (got " + num(m.friction) + ")";
    if (!std::isfinite(m.bounce) || m.bounce < 0.0 || m.bounce > 1.0)
        return "bounce must be in [0, 1] (got " + num(m.bounce) + ")";
    return {};
}

std::string checkShape(const Shape& s, bool needMass) {
    if (std::string e = checkPose(s.X_LS); !e.empty()) return "pose: " + e;
    switch (s.type) {
        case ShapeType::Box:
            if (!s.size_m.allFinite() || !(s.size_m.minCoeff() > 0.0))
                return "box size must be finite and > 0 (got " + num(s.size_m.x()) + ", " +
                       num(s.size_m.y()) + ", " + num(s.size_m.z()) + ")";
            break;
        case ShapeType::Sphere:
            if (!std::isfinite(s.radius_m) || !(s.radius_m > 0.0))
                return "sphere radius must be finite and > 0 (got " + num(s.radius_m) + ")";
            break;
        case ShapeType::Cylinder:
            if (!std::isfinite(s.radius_m) || !(s.radius_m > 0.0))
                return "cylinder radius must be finite and > 0 (got " + num(s.radius_m) + ")";
            if (!std::isfinite(s.length_m) || !(s.length_m > 0.0))
                return "cylinder length must be finite and > 0 (got " + num(s.length_m) + ")";
            break;
        default:
            return "unknown shape type";
    }
    if (needMass && (!std::isfinite(s.mass_kg) || !(s.mass_kg > 0.0)))
        return "mass must be finite and > 0 (got " + num(s.mass_kg) + " kg)";
    if (std::string e = checkMaterial(s.material); !e.empty()) return e;
    return {};
}

}  // namespace detail

using detail::checkMaterial;
using detail::checkPose;
using detail::checkShape;
using detail::num;

namespace {

std::string linkName(const RobotModel& m, int i) {
    return "link '" + m.links[static_cast<std::size_t>(i)].name + "' (index " + std::to_string(i) +
           ")";
}

std::string checkLinkIndex(const RobotModel& m, int i, bool allowWorld, const char* what) {
    const int n = static_cast<int>(m.links.size());
    if ((allowWorld && i == -1) || (i >= 0 && i < n)) return {};
    return std::string(what) + " link " + std::to_string(i) + " does not exist (the robot has " +
           std::to_string(n) + " links)";
}

std::string checkHingeIndex(const RobotModel& m, int i, const char* what) {
    const int n = static_cast<int>(m.hinges.size());
    if (i >= 0 && i < n) return {};
    return std::string(what) + " " + std::to_string(i) + " does not exist (the robot has " +
           std::to_string(n) + " hinges)";
}

Pose unitPose(Pose p) {
    p.rotation.normalize();
    return p;
}

bool positive(double v) {
    return std::isfinite(v) && v > 0.0;
}

Error fail(const std::string& item, const std::string& msg) {
    return Error{item + ": " + msg};
}

Status checkMassProperties(const MassProperties& mp) {
    if (!positive(mp.mass_kg))
        return Error{"mass must be finite and > 0 (got " + num(mp.mass_kg) + " kg)"};
    if (!mp.com_L.allFinite()) return Error{"centre of mass is not finite"};
    if (!mp.inertia_L.allFinite()) return Error{"inertia is not finite"};
    if ((mp.inertia_L - mp.inertia_L.transpose()).cwiseAbs().maxCoeff() >
        1e-9 * (1.0 + mp.inertia_L.cwiseAbs().maxCoeff()))
        return Error{"inertia is not symmetric"};
    Eigen::SelfAdjointEigenSolver<Mat3> es(mp.inertia_L);
    const Vec3 ev = es.eigenvalues();
    if (!(ev.minCoeff() > 0.0)) return Error{"inertia is not positive definite"};
    // Principal moments of a real body obey the triangle inequality (ODE checks this).
    const double tol = 1e-9 * ev.maxCoeff();
    if (ev[0] + ev[1] < ev[2] - tol || ev[0] + ev[2] < ev[1] - tol || ev[1] + ev[2] < ev[0] - tol)
        return Error{"inertia violates the triangle inequality of principal moments"};
    return {};
}

}  // namespace

Status validate(const RobotModel& m) {
    const int nl = static_cast<int>(m.links.size());
    if (nl == 0) return Error{"the robot has no links"};
    for (int i = 0; i < nl; ++i) {
        const Link& l = m.links[static_cast<std::size_t>(i)];
        const std::string item = linkName(m, i);
        if (std::string e = checkPose(l.X_ML); !e.empty()) return fail(item, "pose: " + e);
        if (l.shapes.empty() && !l.mass) return fail(item, "has no shapes and no mass properties");
        for (std::size_t s = 0; s < l.shapes.size(); ++s) {
            if (std::string e = checkShape(l.shapes[s], !l.mass); !e.empty())
                return fail(item, "shape " + std::to_string(s) + ": " + e);
        }
        const MassProperties mp = massProperties(l);
        if (Status st = checkMassProperties(mp); !st) return fail(item, st.message());
    }
    for (std::size_t i = 0; i < m.hinges.size(); ++i) {
        const Hinge& h = m.hinges[i];
        const std::string item = "hinge '" + h.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkLinkIndex(m, h.parent, true, "parent"); !e.empty())
            return fail(item, e);
        if (std::string e = checkLinkIndex(m, h.child, false, "child"); !e.empty())
            return fail(item, e);
        if (h.parent == h.child)
            return fail(item, "joins link " + std::to_string(h.child) + " to itself");
        if (!h.anchor_M.allFinite()) return fail(item, "anchor is not finite");
        if (!h.axis_M.allFinite() || !(h.axis_M.norm() > 1e-9))
            return fail(item, "axis must be finite and non-zero");
        if (h.lower_rad.has_value() != h.upper_rad.has_value())
            return fail(item, "give both joint limits or neither");
        if (h.lower_rad) {
            if (!std::isfinite(*h.lower_rad) || !std::isfinite(*h.upper_rad) ||
                !(*h.lower_rad < *h.upper_rad))
                return fail(item, "lower limit must be < upper limit (got " + num(*h.lower_rad) +
                                      ", " + num(*h.upper_rad) + ")");
            if (*h.lower_rad < -std::numbers::pi || *h.upper_rad > std::numbers::pi)
                return fail(item, "joint limits must lie within [-pi, pi]");
        }
        if (!std::isfinite(h.friction_Nm) || h.friction_Nm < 0.0)
            return fail(item, "friction must be finite and >= 0 (got " + num(h.friction_Nm) + ")");
    }
    for (std::size_t i = 0; i < m.fixed_joints.size(); ++i) {
        const FixedJoint& j = m.fixed_joints[i];
        const std::string item = "fixed joint '" + j.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkLinkIndex(m, j.parent, true, "parent"); !e.empty())
            return fail(item, e);
        if (std::string e = checkLinkIndex(m, j.child, false, "child"); !e.empty())
            return fail(item, e);
        if (j.parent == j.child)
            return fail(item, "joins link " + std::to_string(j.child) + " to itself");
    }
    for (std::size_t i = 0; i < m.gears.size(); ++i) {
        const GearCoupling& g = m.gears[i];
        const std::string item = "gear coupling '" + g.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkHingeIndex(m, g.hinge_a, "hinge_a"); !e.empty())
            return fail(item, e);
        if (std::string e = checkHingeIndex(m, g.hinge_b, "hinge_b"); !e.empty())
            return fail(item, e);
        if (g.hinge_a == g.hinge_b) return fail(item, "couples a hinge to itself");
        if (!std::isfinite(g.ratio) || g.ratio == 0.0)
            return fail(item, "ratio must be finite and non-zero (got " + num(g.ratio) + ")");
        if (g.max_torque_Nm && !positive(*g.max_torque_Nm))
            return fail(
                item, "slip torque must be finite and > 0 (got " + num(*g.max_torque_Nm) + " N m)");
    }
    for (std::size_t i = 0; i < m.loops.size(); ++i) {
        const DriveLoop& lp = m.loops[i];
        const std::string item = std::string(loopKindName(lp.kind)) + " '" + lp.name + "' (index " +
                                 std::to_string(i) + ")";
        if (std::string e = checkLinkIndex(m, lp.link, false, "its"); !e.empty())
            return fail(item, e);
        if (lp.hinges.size() < 2) return fail(item, "needs at least 2 wheels");
        if (lp.centres_L.size() != lp.hinges.size() || lp.radii_m.size() != lp.hinges.size())
            return fail(item, "needs one centre and one radius per wheel (got " +
                                  std::to_string(lp.hinges.size()) + " wheels, " +
                                  std::to_string(lp.centres_L.size()) + " centres, " +
                                  std::to_string(lp.radii_m.size()) + " radii)");
        if (!lp.axis_L.allFinite() || !(lp.axis_L.norm() > 1e-9))
            return fail(item, "axis must be finite and non-zero");
        if (!positive(lp.width_m))
            return fail(item, "width must be > 0 (got " + num(lp.width_m) + ")");
        if (!std::isfinite(lp.thickness_m) || lp.thickness_m < 0.0)
            return fail(item, "thickness must be >= 0 (got " + num(lp.thickness_m) + ")");
        if (std::string e = checkMaterial(lp.material); !e.empty()) return fail(item, e);
        const Pose X_LM = unitPose(m.links[static_cast<std::size_t>(lp.link)].X_ML).inverse();
        const Vec3 axis = lp.axis_L.normalized();
        for (std::size_t w = 0; w < lp.hinges.size(); ++w) {
            const std::string wheel = "wheel " + std::to_string(w) + ": ";
            if (std::string e = checkHingeIndex(m, lp.hinges[w], "hinge"); !e.empty())
                return fail(item, wheel + e);
            for (std::size_t k = 0; k < w; ++k)
                if (lp.hinges[k] == lp.hinges[w])
                    return fail(item, wheel + "hinge " + std::to_string(lp.hinges[w]) +
                                          " is in the loop twice");
            const Hinge& h = m.hinges[static_cast<std::size_t>(lp.hinges[w])];
            if (h.parent != lp.link)
                return fail(item, wheel + "hinge '" + h.name +
                                      "' does not turn on the loop's link " +
                                      std::to_string(lp.link));
            if (!positive(lp.radii_m[w]))
                return fail(item, wheel + "radius must be > 0 (got " + num(lp.radii_m[w]) + ")");
            if (!lp.centres_L[w].allFinite()) return fail(item, wheel + "centre is not finite");
            const Vec3 ax_L = X_LM.rotation * h.axis_M.normalized();
            if (ax_L.cross(axis).norm() > 0.02)
                return fail(item,
                            wheel + "hinge '" + h.name + "' is not parallel to the loop's axis");
            Vec3 off = lp.centres_L[w] - X_LM * h.anchor_M;
            off -= ax_L * ax_L.dot(off);
            if (off.norm() > 1e-3)
                return fail(item, wheel + "centre is " + num(off.norm()) + " m off hinge '" +
                                      h.name + "''s axis");
            for (std::size_t k = 0; k < w; ++k) {
                Vec3 d = lp.centres_L[w] - lp.centres_L[k];
                if ((d - axis * axis.dot(d)).norm() < 1e-3)
                    return fail(item,
                                wheel + "shares its axis line with wheel " + std::to_string(k));
            }
        }
        if (lp.kind == LoopKind::Track) {
            const Vec3 ax_M =
                unitPose(m.links[static_cast<std::size_t>(lp.link)].X_ML).rotation * axis;
            if (std::abs(ax_M.y()) > 0.1) return fail(item, "a track's axles must be horizontal");
        }
    }
    std::vector<int> driven(m.hinges.size(), -1);
    for (std::size_t i = 0; i < m.motors.size(); ++i) {
        const DcMotor& d = m.motors[i];
        const std::string item = "motor '" + d.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkHingeIndex(m, d.hinge, "hinge"); !e.empty()) return fail(item, e);
        if (!positive(d.no_load_speed_rad_s))
            return fail(item,
                        "no-load speed must be > 0 (got " + num(d.no_load_speed_rad_s) + " rad/s)");
        if (!positive(d.stall_torque_Nm))
            return fail(item, "stall torque must be > 0 (got " + num(d.stall_torque_Nm) + " N m)");
        if (d.port < 0 || d.port > 8)
            return fail(item, "port must be 0..8 (got " + std::to_string(d.port) + ")");
        if (driven[static_cast<std::size_t>(d.hinge)] >= 0)
            return fail(item, "hinge " + std::to_string(d.hinge) + " already has an actuator");
        driven[static_cast<std::size_t>(d.hinge)] = static_cast<int>(i);
    }
    for (std::size_t i = 0; i < m.servos.size(); ++i) {
        const Servo& s = m.servos[i];
        const std::string item = "servo '" + s.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkHingeIndex(m, s.hinge, "hinge"); !e.empty()) return fail(item, e);
        if (!positive(s.max_speed_rad_s))
            return fail(item, "max speed must be > 0 (got " + num(s.max_speed_rad_s) + ")");
        if (!positive(s.max_torque_Nm))
            return fail(item, "max torque must be > 0 (got " + num(s.max_torque_Nm) + ")");
        if (!positive(s.gain_per_s))
            return fail(item, "gain must be > 0 (got " + num(s.gain_per_s) + ")");
        if (!std::isfinite(s.min_angle_rad) || !std::isfinite(s.max_angle_rad) ||
            !(s.min_angle_rad < s.max_angle_rad))
            return fail(item, "min angle must be < max angle (got " + num(s.min_angle_rad) + ", " +
                                  num(s.max_angle_rad) + ")");
        if (s.port < 0 || s.port > 8)
            return fail(item, "port must be 0..8 (got " + std::to_string(s.port) + ")");
        if (driven[static_cast<std::size_t>(s.hinge)] >= 0)
            return fail(item, "hinge " + std::to_string(s.hinge) + " already has an actuator");
        driven[static_cast<std::size_t>(s.hinge)] = static_cast<int>(i);
    }
    for (std::size_t i = 0; i < m.fans.size(); ++i) {
        const Fan& f = m.fans[i];
        const std::string item = "fan '" + f.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkLinkIndex(m, f.link, false, "its"); !e.empty())
            return fail(item, e);
        if (std::string e = checkPose(f.X_LF); !e.empty()) return fail(item, "pose: " + e);
    }
    for (std::size_t i = 0; i < m.sensors.size(); ++i) {
        const Sensor& s = m.sensors[i];
        const std::string item = "sensor '" + s.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkLinkIndex(m, s.link, false, "its"); !e.empty())
            return fail(item, e);
        if (std::string e = checkPose(s.X_LS); !e.empty()) return fail(item, "pose: " + e);
        if (s.port < 0 || s.port > 13)
            return fail(item, "port must be 0..13 (got " + std::to_string(s.port) + ")");
        if (!std::isfinite(s.noise_stddev) || s.noise_stddev < 0.0)
            return fail(item, "noise must be finite and >= 0 (got " + num(s.noise_stddev) + ")");
        if (!std::isfinite(s.update_period_s) || s.update_period_s < 0.0 ||
            s.update_period_s > 10.0)
            return fail(item,
                        "update period must be in [0, 10] s (got " + num(s.update_period_s) + ")");
        switch (s.type) {
            case SensorType::Distance:
                if (!std::isfinite(s.min_range_m) || s.min_range_m < 0.0 ||
                    !std::isfinite(s.max_range_m) || !(s.max_range_m > s.min_range_m))
                    return fail(item, "range must satisfy 0 <= min < max (got " +
                                          num(s.min_range_m) + ", " + num(s.max_range_m) + ")");
                if (s.rays < 1 || s.rays > 64)
                    return fail(item, "rays must be 1..64 (got " + std::to_string(s.rays) + ")");
                if (!std::isfinite(s.cone_half_angle_rad) || s.cone_half_angle_rad < 0.0 ||
                    s.cone_half_angle_rad >= std::numbers::pi / 2)
                    return fail(item, "cone half angle must be in [0, pi/2) (got " +
                                          num(s.cone_half_angle_rad) + ")");
                break;
            case SensorType::Line:
            case SensorType::Light:
                if (!std::isfinite(s.spot_radius_m) || s.spot_radius_m < 0.0 ||
                    s.spot_radius_m > 1.0)
                    return fail(
                        item, "spot radius must be in [0, 1] m (got " + num(s.spot_radius_m) + ")");
                break;
            case SensorType::Flame:
                if (!std::isfinite(s.fov_half_angle_rad) || !(s.fov_half_angle_rad > 0.0) ||
                    s.fov_half_angle_rad > std::numbers::pi)
                    return fail(item, "field of view half angle must be in (0, pi] (got " +
                                          num(s.fov_half_angle_rad) + ")");
                break;
            case SensorType::Touch:
                if (std::string e = checkShape(s.touch_shape, false); !e.empty())
                    return fail(item, "touch shape: " + e);
                break;
            case SensorType::Camera:
                if (s.camera_width_px < 1 || s.camera_width_px > kMaxCameraWidth_px ||
                    s.camera_height_px < 1 || s.camera_height_px > kMaxCameraHeight_px)
                    return fail(item, "camera image must be 1.." +
                                          std::to_string(kMaxCameraWidth_px) + " x 1.." +
                                          std::to_string(kMaxCameraHeight_px) + " pixels (got " +
                                          std::to_string(s.camera_width_px) + " x " +
                                          std::to_string(s.camera_height_px) + ")");
                if (!std::isfinite(s.camera_fov_rad) || !(s.camera_fov_rad > 0.0) ||
                    s.camera_fov_rad > 170.0 * std::numbers::pi / 180.0)
                    return fail(item, "camera field of view must be in (0, 170] degrees (got " +
                                          num(s.camera_fov_rad * 180.0 / std::numbers::pi) + ")");
                break;
            case SensorType::Lidar:
                if (!std::isfinite(s.min_range_m) || s.min_range_m < 0.0 ||
                    !std::isfinite(s.max_range_m) || !(s.max_range_m > s.min_range_m) ||
                    s.max_range_m > 100.0)
                    return fail(item, "range must satisfy 0 <= min < max <= 100 m (got " +
                                          num(s.min_range_m) + ", " + num(s.max_range_m) + ")");
                if (s.lidar_rays < 4 || s.lidar_rays > kMaxLidarRays)
                    return fail(item, "lidar rays must be 4.." + std::to_string(kMaxLidarRays) +
                                          " (got " + std::to_string(s.lidar_rays) + ")");
                break;
            case SensorType::Compass:
            case SensorType::Gyro:
            case SensorType::Imu:
            case SensorType::Sound:
                break;
            default:
                return fail(item, "unknown sensor type");
        }
    }
    return {};
}

Status validate(const WorldModel& w) {
    if (!std::isfinite(w.step_s) || !(w.step_s >= WorldModel::kMinStep_s) ||
        w.step_s > WorldModel::kMaxStep_s)
        return Error{"world: step must be in [" + num(WorldModel::kMinStep_s) + ", " +
                     num(WorldModel::kMaxStep_s) + "] s (got " + num(w.step_s) + ")"};
    if (w.solver_iterations < 1 || w.solver_iterations > 1000)
        return Error{"world: solver iterations must be 1..1000 (got " +
                     std::to_string(w.solver_iterations) + ")"};
    if (!std::isfinite(w.contact_layer_m) || w.contact_layer_m < WorldModel::kMinContactLayer_m ||
        w.contact_layer_m > WorldModel::kMaxContactLayer_m)
        return Error{"world: contact layer must be in [" + num(WorldModel::kMinContactLayer_m) +
                     ", " + num(WorldModel::kMaxContactLayer_m) + "] m (got " +
                     num(w.contact_layer_m) + ")"};
    if (!w.gravity_m_s2.allFinite()) return Error{"world: gravity is not finite"};
    if (std::string e = checkMaterial(w.ground_material); !e.empty())
        return Error{"world: ground material: " + e};
    const FloorTexture& f = w.floor;
    if (f.width_px < 0 || f.height_px < 0 || f.width_px > 1 << 15 || f.height_px > 1 << 15)
        return Error{"floor texture: size must be 0..32768 pixels (got " +
                     std::to_string(f.width_px) + " x " + std::to_string(f.height_px) + ")"};
    if (f.width_px > 0 && f.height_px > 0) {
        const std::size_t need =
            static_cast<std::size_t>(f.width_px) * static_cast<std::size_t>(f.height_px) * 4;
        if (f.rgba.size() != need)
            return Error{"floor texture: expected " + std::to_string(need) +
                         " bytes of RGBA, got " + std::to_string(f.rgba.size())};
        if (!std::isfinite(f.min_x_m) || !std::isfinite(f.min_z_m) || !positive(f.size_x_m) ||
            !positive(f.size_z_m))
            return Error{"floor texture: placement must be finite with sizes > 0"};
    }
    for (std::size_t i = 0; i < w.bodies.size(); ++i) {
        const WorldBody& b = w.bodies[i];
        const std::string item = "world body '" + b.name + "' (index " + std::to_string(i) + ")";
        if (std::string e = checkPose(b.X_WB); !e.empty()) return fail(item, "pose: " + e);
        Shape s = b.shape;
        s.X_LS = Pose::identity();
        if (std::string e = checkShape(s, b.movable); !e.empty()) return fail(item, e);
    }
    if (w.terrain) {
        const Heightfield& h = *w.terrain;
        const std::string item = "terrain";
        if (h.samples_x < 2 || h.samples_z < 2 || h.samples_x > 4096 || h.samples_z > 4096)
            return fail(item, "needs 2..4096 samples each way (got " + std::to_string(h.samples_x) +
                                  " x " + std::to_string(h.samples_z) + ")");
        const std::size_t need =
            static_cast<std::size_t>(h.samples_x) * static_cast<std::size_t>(h.samples_z);
        if (h.heights_m.size() != need)
            return fail(item, "expected " + std::to_string(need) + " heights, got " +
                                  std::to_string(h.heights_m.size()));
        for (std::size_t k = 0; k < h.heights_m.size(); ++k)
            if (!std::isfinite(h.heights_m[k]))
                return fail(item, "height " + std::to_string(k) + " is not finite");
        if (!positive(h.cell_m))
            return fail(item, "cell size must be > 0 (got " + num(h.cell_m) + ")");
        if (!std::isfinite(h.min_x_m) || !std::isfinite(h.min_z_m))
            return fail(item, "origin is not finite");
        if (!positive(h.thickness_m))
            return fail(item, "thickness must be > 0 (got " + num(h.thickness_m) + ")");
        if (std::string e = checkMaterial(h.material); !e.empty()) return fail(item, e);
    }
    for (std::size_t i = 0; i < w.flames.size(); ++i) {
        const FlameSource& fl = w.flames[i];
        const std::string item = "flame '" + fl.name + "' (index " + std::to_string(i) + ")";
        if (!fl.p_W.allFinite()) return fail(item, "position is not finite");
        if (!std::isfinite(fl.intensity) || fl.intensity < 0.0)
            return fail(item, "intensity must be finite and >= 0 (got " + num(fl.intensity) + ")");
    }
    for (std::size_t i = 0; i < w.sounds.size(); ++i) {
        const SoundSource& so = w.sounds[i];
        const std::string item = "sound source '" + so.name + "' (index " + std::to_string(i) + ")";
        if (!so.p_W.allFinite()) return fail(item, "position is not finite");
        if (!std::isfinite(so.level_percent) || so.level_percent < 0.0 || so.level_percent > 1000.0)
            return fail(item, "level must be in [0, 1000] % (got " + num(so.level_percent) + ")");
        if (so.body < -1 || so.body >= static_cast<int>(w.bodies.size()))
            return fail(item, "world body " + std::to_string(so.body) +
                                  " does not exist (the world has " +
                                  std::to_string(w.bodies.size()) + " bodies)");
    }
    if (!std::isfinite(w.ambient_light_percent) || w.ambient_light_percent < 0.0 ||
        w.ambient_light_percent > 100.0)
        return Error{"world: ambient light must be in [0, 100] % (got " +
                     num(w.ambient_light_percent) + ")"};
    if (!positive(w.fan_reach_m)) return Error{"world: fan reach must be > 0"};
    if (!std::isfinite(w.fan_time_s) || w.fan_time_s < 0.0)
        return Error{"world: fan time must be finite and >= 0"};
    return {};
}

const char* loopKindName(LoopKind kind) {
    switch (kind) {
        case LoopKind::Chain:
            return "chain";
        case LoopKind::Belt:
            return "belt";
        case LoopKind::Track:
            return "track";
    }
    return "chain";
}

const char* sensorTypeName(SensorType type) {
    switch (type) {
        case SensorType::Distance:
            return "distance";
        case SensorType::Line:
            return "line";
        case SensorType::Touch:
            return "touch";
        case SensorType::Compass:
            return "compass";
        case SensorType::Gyro:
            return "gyro";
        case SensorType::Flame:
            return "flame";
        case SensorType::Imu:
            return "imu";
        case SensorType::Light:
            return "light";
        case SensorType::Sound:
            return "sound";
        case SensorType::Camera:
            return "camera";
        case SensorType::Lidar:
            return "lidar";
    }
    return "sensor";
}

Sensor defaultSensor(SensorType type) {
    Sensor s;
    s.type = type;
    if (type == SensorType::Lidar) {
        s.min_range_m = 0.05;
        s.max_range_m = 4.0;
    }
    return s;
}

double sensorUpdatePeriod_s(const Sensor& sensor) {
    if (sensor.update_period_s > 0.0) return sensor.update_period_s;
    switch (sensor.type) {
        case SensorType::Camera:
            return kDefaultCameraPeriod_s;
        case SensorType::Lidar:
            return kDefaultLidarPeriod_s;
        default:
            return 0.0;
    }
}

}  // namespace botlab::sim
