// SPDX-License-Identifier: GPL-3.0-or-later
// How the legged templates are drawn (issue 28, "legged robots that look built"): their visuals
// close every joint at every angle (no gap between a link and the next), and the feet and wheels
// are drawn where their collision shapes are (so a foot drawn in soft soil sinks as deep as it
// does in the simulation).
//
// A visual is drawn as the app draws it (view3d/scene_view.cpp): a primitive at
// X_LV * primitive.X_LS, scaled by `scale` (x for radii, z for a cylinder's length).
#include <QTest>

#include "botlab_test.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "botlab/sim/legged/legged.h"
#include "botlab/sim/robot_model.h"

using namespace botlab::sim;

namespace {

constexpr double kTolerance_m = 0.001;  // "inside, or within 1 mm"

/// Signed distance (m) of a point in the link frame to a primitive visual (< 0 inside); +inf for
/// a visual without a primitive (the legged templates draw primitives only).
double distanceToVisual(const Visual& v, const Vec3& p_L) {
    if (!v.primitive) return std::numeric_limits<double>::infinity();
    const Shape& s = *v.primitive;
    const Pose X_LS = v.X_LV * s.X_LS;
    const Vec3 p = X_LS.inverse() * p_L;
    auto box2 = [](double qx, double qy) {  // 2D box distance from the half-extent excesses
        const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
        return outside + std::min(std::max(qx, qy), 0.0);
    };
    switch (s.type) {
        case ShapeType::Box: {
            const Vec3 h = 0.5 * s.size_m.cwiseProduct(v.scale);
            const Vec3 q = p.cwiseAbs() - h;
            return q.cwiseMax(0.0).norm() + std::min(q.maxCoeff(), 0.0);
        }
        case ShapeType::Sphere:
            return p.norm() - s.radius_m * v.scale.x();
        case ShapeType::Cylinder:
            return box2(std::hypot(p.x(), p.y()) - s.radius_m * v.scale.x(),
                        std::abs(p.z()) - 0.5 * s.length_m * v.scale.z());
    }
    return std::numeric_limits<double>::infinity();
}

/// Distance of a model-frame point to the nearest visual of a link placed at X_ML.
double distanceToLink(const Link& link, const Pose& X_ML, const Vec3& p_M) {
    const Vec3 p_L = X_ML.inverse() * p_M;
    double d = std::numeric_limits<double>::infinity();
    for (const Visual& v : link.visuals) d = std::min(d, distanceToVisual(v, p_L));
    return d;
}

/// The smallest extent of a link's shapes (m): a box's smallest side, a sphere's diameter, a
/// cylinder's smaller of diameter and length.
double smallestExtent(const Link& link) {
    double e = std::numeric_limits<double>::infinity();
    for (const Shape& s : link.shapes) {
        switch (s.type) {
            case ShapeType::Box:
                e = std::min(e, s.size_m.minCoeff());
                break;
            case ShapeType::Sphere:
                e = std::min(e, 2.0 * s.radius_m);
                break;
            case ShapeType::Cylinder:
                e = std::min(e, std::min(2.0 * s.radius_m, s.length_m));
                break;
        }
    }
    return e;
}

/// Points of a ball (centre, and two shells of 40 directions each).
std::vector<Vec3> ballPoints(const Vec3& centre, double radius_m) {
    std::vector<Vec3> pts{centre};
    constexpr int kDirections = 40;
    const double golden = std::numbers::pi * (3.0 - std::sqrt(5.0));
    for (int i = 0; i < kDirections; ++i) {
        const double y = 1.0 - 2.0 * (i + 0.5) / kDirections;
        const double rho = std::sqrt(1.0 - y * y);
        const Vec3 d(rho * std::cos(golden * i), y, rho * std::sin(golden * i));
        pts.push_back(centre + radius_m * d);
        pts.push_back(centre + 0.5 * radius_m * d);
    }
    return pts;
}

/// Angles (rad) a hinge is looked at: its servo's range in five steps, or a full turn for a
/// motor (a wheel) or an undriven hinge.
std::vector<double> anglesOf(const RobotModel& m, int hinge) {
    for (const Servo& s : m.servos) {
        if (s.hinge != hinge) continue;
        std::vector<double> a;
        for (int k = 0; k <= 4; ++k)
            a.push_back(s.min_angle_rad + (s.max_angle_rad - s.min_angle_rad) * k / 4.0);
        a.push_back(0.0);
        return a;
    }
    std::vector<double> a;
    for (int k = 0; k < 6; ++k) a.push_back(k * std::numbers::pi / 3.0);
    return a;
}

RobotModel modelOf(const QString& robot) {
    auto t = legged::makeLeggedTemplate(robot.toStdString());
    if (!t.ok()) qFatal("%s", t.message().c_str());
    return t.value().model;
}

int hingeNamed(const RobotModel& m, const QString& name) {
    for (int i = 0; i < int(m.hinges.size()); ++i)
        if (m.hinges[std::size_t(i)].name == name.toStdString()) return i;
    return -1;
}

/// The pose in M of a link turned by `angle_rad` about a hinge (anchor, axis in M).
Pose turned(const Pose& X_ML, const Hinge& h, double angle_rad) {
    Pose R;
    R.rotation = Quat(Eigen::AngleAxisd(angle_rad, h.axis_M.normalized()));
    R.translation = h.anchor_M - R.rotation * h.anchor_M;
    return R * X_ML;
}

}  // namespace

class TestLeggedLooks : public QObject {
    Q_OBJECT
private slots:
    void jointsClosedAtEveryAngle_data();
    void jointsClosedAtEveryAngle();
    void feetDrawnWhereTheyTouch_data();
    void feetDrawnWhereTheyTouch();
    void everyLinkDrawnFromPrimitives_data();
    void everyLinkDrawnFromPrimitives();
};

void TestLeggedLooks::jointsClosedAtEveryAngle_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("hinge");
    for (const std::string& name : legged::leggedTemplateNames()) {
        const QString robot = QString::fromStdString(name);
        for (const Hinge& h : modelOf(robot).hinges) {
            const QString hinge = QString::fromStdString(h.name);
            QTest::newRow(qPrintable(robot + " " + hinge)) << robot << hinge;
        }
    }
}

void TestLeggedLooks::jointsClosedAtEveryAngle() {
    // At each angle of the hinge's range (the child's visuals turned about the hinge axis, the
    // parent's still), the anchor lies in (or within 1 mm of) a visual of the parent and of the
    // child, and so does every point of a ball around it whose radius is 0.3 x the child's
    // thinnest shape: the two links meet in something solid (a housing, a hub) rather than
    // touching at a line, which leaves a wedge-shaped gap as soon as the joint bends.
    QFETCH(QString, robot);
    QFETCH(QString, hinge);
    const RobotModel m = modelOf(robot);
    const int hi = hingeNamed(m, hinge);
    QVERIFY(hi >= 0);
    const Hinge& h = m.hinges[std::size_t(hi)];
    QVERIFY2(h.parent >= 0, "the templates hinge links to links");
    const Link& parent = m.links[std::size_t(h.parent)];
    const Link& child = m.links[std::size_t(h.child)];
    const double radius_m = 0.3 * smallestExtent(child);
    QVERIFY(radius_m > 0.0 && std::isfinite(radius_m));
    for (double angle : anglesOf(m, hi)) {
        const Pose X_MC = turned(child.X_ML, h, angle);
        const double dp = distanceToLink(parent, parent.X_ML, h.anchor_M);
        const double dc = distanceToLink(child, X_MC, h.anchor_M);
        QVERIFY2(dp <= kTolerance_m,
                 qPrintable(QStringLiteral("the anchor is %1 mm from the "
                                           "parent '%2' at %3 deg")
                                .arg(dp * 1e3, 0, 'f', 1)
                                .arg(QString::fromStdString(parent.name))
                                .arg(angle * 180 / std::numbers::pi, 0, 'f', 0)));
        QVERIFY2(dc <= kTolerance_m,
                 qPrintable(QStringLiteral("the anchor is %1 mm from the "
                                           "child '%2' at %3 deg")
                                .arg(dc * 1e3, 0, 'f', 1)
                                .arg(QString::fromStdString(child.name))
                                .arg(angle * 180 / std::numbers::pi, 0, 'f', 0)));
        for (const Vec3& p : ballPoints(h.anchor_M, radius_m)) {
            const double d =
                std::min(distanceToLink(parent, parent.X_ML, p), distanceToLink(child, X_MC, p));
            const Vec3 o = p - h.anchor_M;
            QVERIFY2(d <= kTolerance_m,
                     qPrintable(QStringLiteral("gap at %1 deg: the point (%2, %3, %4) mm from the "
                                               "anchor is %5 mm from both links")
                                    .arg(angle * 180 / std::numbers::pi, 0, 'f', 0)
                                    .arg(o.x() * 1e3, 0, 'f', 1)
                                    .arg(o.y() * 1e3, 0, 'f', 1)
                                    .arg(o.z() * 1e3, 0, 'f', 1)
                                    .arg(d * 1e3, 0, 'f', 1)));
        }
    }
}

void TestLeggedLooks::feetDrawnWhereTheyTouch_data() {
    QTest::addColumn<QString>("robot");
    QTest::addColumn<QString>("link");
    for (const std::string& name : legged::leggedTemplateNames()) {
        const QString robot = QString::fromStdString(name);
        for (const Link& l : modelOf(robot).links) {
            const bool foot = std::any_of(l.shapes.begin(), l.shapes.end(), [](const Shape& s) {
                return s.collides && s.type != ShapeType::Box;
            });
            if (foot)
                QTest::newRow(qPrintable(robot + " " + QString::fromStdString(l.name)))
                    << robot << QString::fromStdString(l.name);
        }
    }
}

void TestLeggedLooks::feetDrawnWhereTheyTouch() {
    // Each foot ball and wheel (a colliding sphere or cylinder) is drawn by a visual of its type,
    // centre and radius (within 1 mm; a cylinder on the same axis): the foot drawn in soft soil
    // sinks exactly as deep as the simulation's, and a wheel's tyre touches where it rolls.
    QFETCH(QString, robot);
    QFETCH(QString, link);
    const RobotModel m = modelOf(robot);
    const auto it = std::find_if(m.links.begin(), m.links.end(),
                                 [&](const Link& l) { return l.name == link.toStdString(); });
    QVERIFY(it != m.links.end());
    for (const Shape& s : it->shapes) {
        if (!s.collides || s.type == ShapeType::Box) continue;
        bool drawn = false;
        for (const Visual& v : it->visuals) {
            if (!v.primitive || v.primitive->type != s.type) continue;
            const Pose X = v.X_LV * v.primitive->X_LS;
            if ((X.translation - s.X_LS.translation).norm() > kTolerance_m) continue;
            if (std::abs(v.primitive->radius_m * v.scale.x() - s.radius_m) > kTolerance_m) continue;
            if (s.type == ShapeType::Cylinder) {
                const Vec3 a = X.rotation * Vec3::UnitZ(), b = s.X_LS.rotation * Vec3::UnitZ();
                if (a.cross(b).norm() > 1e-3) continue;
            }
            drawn = true;
        }
        QVERIFY2(drawn, qPrintable(link + ": no visual draws its foot or wheel where it touches"));
    }
}

void TestLeggedLooks::everyLinkDrawnFromPrimitives_data() {
    QTest::addColumn<QString>("robot");
    for (const std::string& name : legged::leggedTemplateNames())
        QTest::newRow(name.c_str()) << QString::fromStdString(name);
}

void TestLeggedLooks::everyLinkDrawnFromPrimitives() {
    // Every link has visuals of its own (housings, brackets, feet: more than its collision
    // shapes, which stay as they are) and each is a primitive the app can draw.
    QFETCH(QString, robot);
    const RobotModel m = modelOf(robot);
    for (const Link& l : m.links) {
        QVERIFY2(l.visuals.size() > l.shapes.size(),
                 qPrintable(QString::fromStdString(l.name) + ": drawn from its shapes only"));
        for (const Visual& v : l.visuals) QVERIFY(v.primitive.has_value());
    }
}

QTEST_GUILESS_MAIN(TestLeggedLooks)
#include "tst_legged_looks.moc"
