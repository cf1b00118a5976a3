// SPDX-License-Identifier: GPL-3.0-or-later
// Basic geometric and material types of the simulation. SI units; the world's Y axis points up.
// Poses are named by frames, Drake style: X_AB is the pose of frame B measured in frame A.
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>

namespace botlab::sim {

using Vec3 = Eigen::Vector3d;
using Quat = Eigen::Quaterniond;
using Mat3 = Eigen::Matrix3d;

/// A rigid transform: rotation then translation. X_AB maps a point in B to A: p_A = X_AB * p_B.
struct Pose {
    Vec3 translation = Vec3::Zero();
    Quat rotation = Quat::Identity();

    static Pose identity() { return {}; }
    static Pose fromTranslation(const Vec3& t) { return {t, Quat::Identity()}; }
    Vec3 operator*(const Vec3& p) const { return rotation * p + translation; }
    Pose operator*(const Pose& o) const {
        return {rotation * o.translation + translation, (rotation * o.rotation).normalized()};
    }
    Pose inverse() const {
        Quat r = rotation.conjugate();
        return {-(r * translation), r};
    }
    Eigen::Isometry3d isometry() const {
        Eigen::Isometry3d x = Eigen::Isometry3d::Identity();
        x.linear() = rotation.toRotationMatrix();
        x.translation() = translation;
        return x;
    }
};

/// Surface properties of a shape. Contacts between two shapes use the geometric mean of the
/// frictions and the larger bounce.
struct Material {
    double friction = 0.8;  ///< Coulomb friction coefficient mu (dimensionless), >= 0.
    double bounce = 0.0;    ///< Restitution in [0, 1].
};

enum class ShapeType { Box, Sphere, Cylinder };

/// A collision shape attached to a link (or, for world bodies, to the world).
/// Box: `size_m` = full extents along the shape frame's x, y, z.
/// Sphere: `radius_m`. Cylinder: `radius_m` and `length_m`, axis along the shape frame's z axis.
struct Shape {
    ShapeType type = ShapeType::Box;
    Pose X_LS;  ///< Pose of the shape in its link (or world) frame.
    Vec3 size_m = Vec3(0.1, 0.1, 0.1);
    double radius_m = 0.05;
    double length_m = 0.1;
    double mass_kg = 0.1;  ///< Mass of this shape when part of a link (uniform density). > 0.
    Material material;
    bool collides = true;  ///< False for shapes that carry mass only (no contacts).
};

/// Returns the volume of a shape in m^3.
double shapeVolume(const Shape& s);

/// Rotational inertia of a solid shape of mass m about its own centre, in its own frame (kg m^2).
Mat3 shapeInertia(const Shape& s);

}  // namespace botlab::sim
