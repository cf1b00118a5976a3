// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the bounding volumes: PCA box fitting, OBB trees and the separating-axis test.
#include <QTest>
#include <cmath>
#include <random>

#include "botlab_test.h"

#include "botlab/assembler/geometry.h"
#include "botlab/parts_library/parts_library.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

void addTri(parts_library::TriangleMesh& m, const Vec3& a, const Vec3& b, const Vec3& c) {
    for (const Vec3* p : {&a, &b, &c}) {
        m.indices.push_back(static_cast<std::uint32_t>(m.positions.size() / 3));
        for (int k = 0; k < 3; ++k) {
            m.positions.push_back(static_cast<float>((*p)[k]));
            m.normals.push_back(0.f);
        }
    }
}

/// A box mesh with faces split into `n` x `n` quads on the +X face only (uneven tessellation:
/// a vertex-mean fit would be pulled toward +X).
parts_library::TriangleMesh boxMesh(const Obb& box, int dense_face_n = 1) {
    parts_library::TriangleMesh m;
    for (int axis = 0; axis < 3; ++axis) {
        for (int sign = -1; sign <= 1; sign += 2) {
            const int u = (axis + 1) % 3, v = (axis + 2) % 3;
            const int n = (axis == 0 && sign == 1) ? dense_face_n : 1;
            for (int i = 0; i < n; ++i) {
                for (int j = 0; j < n; ++j) {
                    auto corner = [&](int di, int dj) {
                        Vec3 local = Vec3::Zero();
                        local[axis] = sign * box.half_extents[axis];
                        local[u] = (-1.0 + 2.0 * (i + di) / n) * box.half_extents[u];
                        local[v] = (-1.0 + 2.0 * (j + dj) / n) * box.half_extents[v];
                        return Vec3(box.centre + box.axes * local);
                    };
                    addTri(m, corner(0, 0), corner(1, 0), corner(1, 1));
                    addTri(m, corner(0, 0), corner(1, 1), corner(0, 1));
                }
            }
        }
    }
    return m;
}

Mat3 randomRotation(std::mt19937& rng) {
    std::normal_distribution<double> g;
    return Eigen::Quaterniond(g(rng), g(rng), g(rng), g(rng)).normalized().toRotationMatrix();
}

/// Exact test of two solid boxes via their surface triangles: they intersect iff some pair of
/// triangles intersects or one contains the other (a corner inside).
bool boxesIntersectExactly(const Obb& a, const Obb& b) {
    const auto ma = boxMesh(a), mb = boxMesh(b);
    for (int i = 0; i < ma.triangleCount(); ++i) {
        for (int j = 0; j < mb.triangleCount(); ++j) {
            if (trianglesIntersect(ma.vertex(3 * i), ma.vertex(3 * i + 1), ma.vertex(3 * i + 2),
                                   mb.vertex(3 * j), mb.vertex(3 * j + 1), mb.vertex(3 * j + 2))) {
                return true;
            }
        }
    }
    auto inside = [](const Obb& box, const Vec3& p) {
        const Vec3 l = box.axes.transpose() * (p - box.centre);
        return (l.cwiseAbs().array() <= box.half_extents.array()).all();
    };
    return inside(a, b.centre) || inside(b, a.centre);
}

}  // namespace

class TestGeometry : public QObject {
    Q_OBJECT

private slots:
    void fittedBoxOfBoxMeshIsThatBox_data();
    void fittedBoxOfBoxMeshIsThatBox();
    void fitIsAreaWeighted();
    void satAgreesWithExactTriangleTest();
    void toleranceIgnoresTouchingFaces();
    void obbTreeFitsConcavePart();
};

void TestGeometry::fittedBoxOfBoxMeshIsThatBox_data() {
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("dense");
    for (int s = 1; s <= 6; ++s) {
        QTest::newRow(qPrintable(QStringLiteral("seed %1, even").arg(s))) << s << 1;
        QTest::newRow(qPrintable(QStringLiteral("seed %1, dense +x face").arg(s))) << s << 12;
    }
}

void TestGeometry::fittedBoxOfBoxMeshIsThatBox() {
    QFETCH(int, seed);
    QFETCH(int, dense);
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(-0.1, 0.1);
    Obb box;
    box.centre = Vec3(u(rng), u(rng), u(rng));
    box.axes = randomRotation(rng);
    box.half_extents = Vec3(0.05, 0.02, 0.01);  // distinct extents: unique principal axes
    const Obb fit = fitObb(boxMesh(box, dense));
    QVERIFY2((fit.centre - box.centre).norm() < 1e-6, "centre");
    // Same axes up to order and sign, same extents (the fit orders by variance: x, y, z here).
    for (int k = 0; k < 3; ++k) {
        QVERIFY2(std::abs(std::abs(fit.axes.col(k).dot(box.axes.col(k))) - 1.0) < 1e-6,
                 qPrintable(QStringLiteral("axis %1").arg(k)));
        QVERIFY(std::abs(fit.half_extents[k] - box.half_extents[k]) < 1e-6);
    }
    QVERIFY(std::abs(fit.volume() - box.volume()) < 1e-6 * box.volume() + 1e-12);
}

void TestGeometry::fitIsAreaWeighted() {
    // The dense face has 288 triangles, the rest 10; an unweighted vertex mean would land near
    // the +X face. The area-weighted mean is the box centre.
    Obb box;
    box.half_extents = Vec3(0.03, 0.02, 0.01);
    const auto mesh = boxMesh(box, 12);
    Vec3 vertex_mean = Vec3::Zero();
    for (int i = 0; i < mesh.vertexCount(); ++i) vertex_mean += mesh.vertex(i);
    vertex_mean /= mesh.vertexCount();
    QVERIFY(vertex_mean.x() > 0.02);  // the skew the weighting must remove
    const Obb fit = fitObb(mesh);
    QVERIFY(fit.centre.norm() < 1e-7);
    QVERIFY((fit.half_extents - box.half_extents).norm() < 1e-7);
}

void TestGeometry::satAgreesWithExactTriangleTest() {
    std::mt19937 rng(2026);
    std::uniform_real_distribution<double> pos(-0.06, 0.06);
    std::uniform_real_distribution<double> ext(0.004, 0.04);
    int overlapping = 0, separated = 0;
    const int pairs = 1500;
    for (int i = 0; i < pairs; ++i) {
        Obb a, b;
        a.centre = Vec3(pos(rng), pos(rng), pos(rng));
        b.centre = Vec3(pos(rng), pos(rng), pos(rng));
        a.axes = randomRotation(rng);
        b.axes = randomRotation(rng);
        a.half_extents = Vec3(ext(rng), ext(rng), ext(rng));
        b.half_extents = Vec3(ext(rng), ext(rng), ext(rng));
        const bool exact = boxesIntersectExactly(a, b);
        const bool sat = obbOverlap(a, b);
        if (exact != sat) {
            QFAIL(qPrintable(QStringLiteral("pair %1: SAT says %2, triangles say %3")
                                 .arg(i)
                                 .arg(sat)
                                 .arg(exact)));
        }
        (exact ? overlapping : separated)++;
    }
    // Both outcomes are well represented, so the agreement means something.
    QVERIFY2(
        overlapping > pairs / 5 && separated > pairs / 5,
        qPrintable(QStringLiteral("%1 overlapping, %2 separated").arg(overlapping).arg(separated)));
}

void TestGeometry::toleranceIgnoresTouchingFaces() {
    Obb a, b;
    a.half_extents = b.half_extents = Vec3(0.01, 0.01, 0.01);
    b.centre = Vec3(0.02 - 1e-5, 0.003, 0);  // 10 um interpenetration: touching
    QVERIFY(obbOverlap(a, b, 0.0));
    QVERIFY(!obbOverlap(a, b, 2e-4));
    b.centre.x() = 0.02 - 1e-3;  // 1 mm: a real overlap
    QVERIFY(obbOverlap(a, b, 2e-4));
}

void TestGeometry::obbTreeFitsConcavePart() {
    auto lib = parts_library::PartsLibrary::builtin();
    QVERIFY_OK(lib);
    auto mesh = lib->mesh(QStringLiteral("angle_bracket_3x3"));
    QVERIFY_OK(mesh);
    const ObbTree tree = buildObbTree(*mesh.value());
    QVERIFY2(tree.nodes.size() >= 3, "an L-shaped bracket splits into at least two boxes");
    // A small cube in the inside corner of the L: inside the root box, clear of the arms.
    Obb cube;
    cube.half_extents = Vec3(0.004, 0.004, 0.003);
    cube.centre = Vec3(0.014, 0.014, 0);
    ObbTree small;
    small.nodes.push_back({cube, -1, -1});
    QVERIFY(obbOverlap(tree.nodes[0].box, cube));
    QVERIFY(!treeOverlap(tree, small));
    // ... and one that touches the horizontal arm does overlap.
    small.nodes[0].box.centre = Vec3(0.014, 0.004, 0);
    QVERIFY(treeOverlap(tree, small));
    // A box part is a single node.
    auto beam = lib->mesh(QStringLiteral("beam_5"));
    QCOMPARE(buildObbTree(*beam.value()).nodes.size(), size_t(1));
}

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
