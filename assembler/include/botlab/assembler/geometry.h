// SPDX-License-Identifier: GPL-3.0-or-later
// Bounding volumes and overlap tests for assembly (seed 003): oriented bounding boxes fitted by
// principal components, OBB trees for concave parts, and the 15-axis separating-axis test.
#pragma once

#include <vector>

#include "botlab/parts_library/mesh.h"
#include "botlab/sim/types.h"

namespace botlab::assembler {

using sim::Mat3;
using sim::Pose;
using sim::Vec3;

/// An oriented box: centre, unit axes (columns of `axes`, right-handed) and half extents (m).
struct Obb {
    Vec3 centre = Vec3::Zero();
    Mat3 axes = Mat3::Identity();
    Vec3 half_extents = Vec3::Zero();

    double volume() const { return 8.0 * half_extents.prod(); }
    /// The box moved by a pose: X * box.
    Obb transformed(const Pose& X) const;
    /// Its eight corners.
    std::vector<Vec3> corners() const;
};

/// An axis-aligned box.
struct Aabb {
    Vec3 lo = Vec3::Constant(1e300);
    Vec3 hi = Vec3::Constant(-1e300);
    bool overlaps(const Aabb& o) const {
        return (lo.array() <= o.hi.array()).all() && (o.lo.array() <= hi.array()).all();
    }
    void extend(const Aabb& o) {
        lo = lo.cwiseMin(o.lo);
        hi = hi.cwiseMax(o.hi);
    }
};

Aabb aabbOf(const Obb& box);

/// Fits an OBB to triangles (vertex positions, three indices per triangle) by principal
/// components: mean and covariance of the triangle surfaces, area-weighted (so the density of the
/// tessellation does not skew them); the axes are the covariance eigenvectors and the extents the
/// range of all vertices projected on them. When the mesh's own axes give a smaller box (e.g. a
/// cube, whose covariance has no preferred axes) those are used instead.
/// `triangles` selects the triangles to use (all when empty). Returns an empty box for no input.
Obb fitObb(const parts_library::TriangleMesh& mesh, const std::vector<int>& triangles = {});

/// A binary tree of OBBs. Node 0 is the root; leaves have left = right = -1. A convex part is
/// one node; a concave one is split while its children fill clearly less than their parent.
struct ObbTree {
    struct Node {
        Obb box;
        int left = -1;
        int right = -1;
        bool leaf() const { return left < 0; }
    };
    std::vector<Node> nodes;

    /// The tree moved by a pose.
    ObbTree transformed(const Pose& X) const;
    bool empty() const { return nodes.empty(); }
};

/// Builds an OBB tree of at most `max_depth` levels below the root.
ObbTree buildObbTree(const parts_library::TriangleMesh& mesh, int max_depth = 3);

/// Separating-axis test of two boxes (both in the same frame) on the 15 candidate axes (3 + 3 face
/// normals, 9 edge cross products). With tolerance_m > 0, boxes that interpenetrate by less than
/// that along some axis (touching faces) are reported as not overlapping.
bool obbOverlap(const Obb& a, const Obb& b, double tolerance_m = 0.0);

/// True when any leaf of `a` overlaps any leaf of `b` (descending only into overlapping nodes).
bool treeOverlap(const ObbTree& a, const ObbTree& b, double tolerance_m = 0.0);

/// Exact intersection test of two triangles (separating axes of two triangles, including the
/// coplanar case). Used to check the box test.
bool trianglesIntersect(const Vec3& a0, const Vec3& a1, const Vec3& a2, const Vec3& b0,
                        const Vec3& b1, const Vec3& b2);

}  // namespace botlab::assembler
