// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/geometry.h"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace botlab::assembler {

Obb Obb::transformed(const Pose& X) const {
    Obb o;
    o.centre = X * centre;
    o.axes = X.rotation.toRotationMatrix() * axes;
    o.half_extents = half_extents;
    return o;
}

std::vector<Vec3> Obb::corners() const {
    std::vector<Vec3> c;
    for (int i = 0; i < 8; ++i) {
        const Vec3 s((i & 1) ? 1 : -1, (i & 2) ? 1 : -1, (i & 4) ? 1 : -1);
        c.push_back(centre + axes * s.cwiseProduct(half_extents));
    }
    return c;
}

Aabb aabbOf(const Obb& box) {
    const Vec3 r = box.axes.cwiseAbs() * box.half_extents;
    return {box.centre - r, box.centre + r};
}

namespace {

/// Box with the given axes enclosing the selected triangles' vertices.
Obb enclose(const parts_library::TriangleMesh& mesh, const std::vector<int>& tris,
            const Mat3& axes) {
    Vec3 lo = Vec3::Constant(1e300), hi = Vec3::Constant(-1e300);
    for (int t : tris) {
        for (int k = 0; k < 3; ++k) {
            const Vec3 p = axes.transpose() * mesh.vertex(mesh.indices[3 * t + k]);
            lo = lo.cwiseMin(p);
            hi = hi.cwiseMax(p);
        }
    }
    Obb o;
    o.axes = axes;
    o.centre = axes * ((lo + hi) / 2);
    o.half_extents = (hi - lo) / 2;
    return o;
}

std::vector<int> allTriangles(const parts_library::TriangleMesh& mesh) {
    std::vector<int> t(mesh.triangleCount());
    std::iota(t.begin(), t.end(), 0);
    return t;
}

}  // namespace

Obb fitObb(const parts_library::TriangleMesh& mesh, const std::vector<int>& triangles) {
    const std::vector<int> tris = triangles.empty() ? allTriangles(mesh) : triangles;
    if (tris.empty()) return {};
    // Area-weighted mean and second moment of the triangle surfaces. For a triangle (p, q, r) of
    // area A and centroid c, the integral of x x^T over it is A/12 (9 c c^T + p p^T + q q^T + r
    // r^T).
    double area = 0.0;
    Vec3 mean = Vec3::Zero();
    Mat3 second = Mat3::Zero();
    for (int t : tris) {
        const Vec3 p = mesh.vertex(mesh.indices[3 * t]), q = mesh.vertex(mesh.indices[3 * t + 1]),
                   r = mesh.vertex(mesh.indices[3 * t + 2]);
        const double a = 0.5 * (q - p).cross(r - p).norm();
        const Vec3 c = (p + q + r) / 3.0;
        area += a;
        mean += a * c;
        second +=
            a / 12.0 *
            (9.0 * c * c.transpose() + p * p.transpose() + q * q.transpose() + r * r.transpose());
    }
    Mat3 axes = Mat3::Identity();
    if (area > 0.0) {
        mean /= area;
        const Mat3 cov = second / area - mean * mean.transpose();
        Eigen::SelfAdjointEigenSolver<Mat3> eig(cov);
        axes = eig.eigenvectors();
        // Largest variance first; right-handed.
        axes.col(0).swap(axes.col(2));
        if (axes.determinant() < 0) axes.col(2) = -axes.col(2);
    }
    const Obb pca = enclose(mesh, tris, axes);
    const Obb aligned = enclose(mesh, tris, Mat3::Identity());
    return aligned.volume() <= pca.volume() * (1.0 - 1e-9) ? aligned : pca;
}

namespace {

void buildNode(const parts_library::TriangleMesh& mesh, std::vector<int> tris, int depth,
               int max_depth, ObbTree& tree, int node_index) {
    const Obb box = tree.nodes[node_index].box;
    if (depth >= max_depth || tris.size() < 4) return;
    // Try a split through the box centre across each of its axes (triangles go by centroid);
    // keep the one whose two children are smallest together.
    double best_volume = 1e300;
    std::vector<int> left, right;
    Obb lb, rb;
    for (int axis = 0; axis < 3; ++axis) {
        const Vec3 dir = box.axes.col(axis);
        const double split = dir.dot(box.centre);
        std::vector<int> l, r;
        for (int t : tris) {
            const double key =
                dir.dot(mesh.vertex(mesh.indices[3 * t]) + mesh.vertex(mesh.indices[3 * t + 1]) +
                        mesh.vertex(mesh.indices[3 * t + 2])) /
                3.0;
            (key < split ? l : r).push_back(t);
        }
        if (l.empty() || r.empty()) continue;
        const Obb a = fitObb(mesh, l), b = fitObb(mesh, r);
        if (a.volume() + b.volume() < best_volume) {
            best_volume = a.volume() + b.volume();
            left = std::move(l);
            right = std::move(r);
            lb = a;
            rb = b;
        }
    }
    // Only split where the children are clearly tighter (a concave part).
    if (left.empty() || best_volume > 0.8 * box.volume()) return;
    const int li = static_cast<int>(tree.nodes.size());
    tree.nodes.push_back({lb, -1, -1});
    tree.nodes.push_back({rb, -1, -1});
    tree.nodes[node_index].left = li;
    tree.nodes[node_index].right = li + 1;
    buildNode(mesh, std::move(left), depth + 1, max_depth, tree, li);
    buildNode(mesh, std::move(right), depth + 1, max_depth, tree, li + 1);
}

}  // namespace

ObbTree buildObbTree(const parts_library::TriangleMesh& mesh, int max_depth) {
    ObbTree tree;
    if (mesh.triangleCount() == 0) return tree;
    tree.nodes.push_back({fitObb(mesh), -1, -1});
    buildNode(mesh, allTriangles(mesh), 0, max_depth, tree, 0);
    return tree;
}

ObbTree ObbTree::transformed(const Pose& X) const {
    ObbTree t = *this;
    for (auto& n : t.nodes) n.box = n.box.transformed(X);
    return t;
}

bool obbOverlap(const Obb& a, const Obb& b, double tol) {
    // Work in a's frame: R = A^T B, t = A^T (cb - ca).
    const Mat3 R = a.axes.transpose() * b.axes;
    const Vec3 t = a.axes.transpose() * (b.centre - a.centre);
    const Mat3 absR = R.cwiseAbs().array() + 1e-12;
    const Vec3& ea = a.half_extents;
    const Vec3& eb = b.half_extents;
    // a's face normals
    for (int i = 0; i < 3; ++i) {
        if (std::abs(t[i]) > ea[i] + absR.row(i).dot(eb) - tol) return false;
    }
    // b's face normals
    for (int j = 0; j < 3; ++j) {
        if (std::abs(t.dot(R.col(j))) > absR.col(j).dot(ea) + eb[j] - tol) return false;
    }
    // cross products a_i x b_j
    for (int i = 0; i < 3; ++i) {
        const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; ++j) {
            const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            const double ra = ea[i1] * absR(i2, j) + ea[i2] * absR(i1, j);
            const double rb = eb[j1] * absR(i, j2) + eb[j2] * absR(i, j1);
            const double dist = std::abs(t[i2] * R(i1, j) - t[i1] * R(i2, j));
            // Scale the tolerance by the axis length (the cross product is not unit length).
            const double len = std::sqrt(std::max(0.0, 1.0 - R(i, j) * R(i, j)));
            if (len < 1e-6) continue;  // parallel edges: covered by the face axes
            if (dist > ra + rb - tol * len) return false;
        }
    }
    return true;
}

bool treeOverlap(const ObbTree& a, const ObbTree& b, double tol) {
    if (a.empty() || b.empty()) return false;
    struct Pair {
        int i, j;
    };
    Pair stack[256];
    int top = 0;
    stack[top++] = {0, 0};
    while (top > 0) {
        const Pair p = stack[--top];
        const auto& na = a.nodes[p.i];
        const auto& nb = b.nodes[p.j];
        if (!obbOverlap(na.box, nb.box, tol)) continue;
        if (na.leaf() && nb.leaf()) return true;
        if (top > 250) return true;  // conservative on absurdly deep trees
        const bool split_a = !na.leaf() && (nb.leaf() || na.box.volume() >= nb.box.volume());
        if (split_a) {
            stack[top++] = {na.left, p.j};
            stack[top++] = {na.right, p.j};
        } else {
            stack[top++] = {p.i, nb.left};
            stack[top++] = {p.i, nb.right};
        }
    }
    return false;
}

namespace {

bool separatedOn(const Vec3& axis, const Vec3* A, const Vec3* B) {
    if (axis.squaredNorm() < 1e-24) return false;
    double amin = 1e300, amax = -1e300, bmin = 1e300, bmax = -1e300;
    for (int k = 0; k < 3; ++k) {
        const double pa = axis.dot(A[k]), pb = axis.dot(B[k]);
        amin = std::min(amin, pa);
        amax = std::max(amax, pa);
        bmin = std::min(bmin, pb);
        bmax = std::max(bmax, pb);
    }
    return amax < bmin || bmax < amin;
}

}  // namespace

bool trianglesIntersect(const Vec3& a0, const Vec3& a1, const Vec3& a2, const Vec3& b0,
                        const Vec3& b1, const Vec3& b2) {
    const Vec3 A[3] = {a0, a1, a2};
    const Vec3 B[3] = {b0, b1, b2};
    const Vec3 ea[3] = {a1 - a0, a2 - a1, a0 - a2};
    const Vec3 eb[3] = {b1 - b0, b2 - b1, b0 - b2};
    const Vec3 na = ea[0].cross(ea[1]);
    const Vec3 nb = eb[0].cross(eb[1]);
    if (separatedOn(na, A, B) || separatedOn(nb, A, B)) return false;
    const bool coplanar = na.cross(nb).squaredNorm() <= 1e-18 * na.squaredNorm() * nb.squaredNorm();
    if (coplanar) {
        for (int i = 0; i < 3; ++i) {
            if (separatedOn(na.cross(ea[i]), A, B) || separatedOn(nb.cross(eb[i]), A, B)) {
                return false;
            }
        }
        return true;
    }
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            if (separatedOn(ea[i].cross(eb[j]), A, B)) return false;
        }
    }
    return true;
}

}  // namespace botlab::assembler
