// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/drive_visuals.h"

#include <QMatrix4x4>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "botlab/assembler/connections.h"
#include "view3d/mesh_builder.h"

namespace botlab::gui {

namespace {

double cross(const QVector2D& o, const QVector2D& a, const QVector2D& b) {
    return double(a.x() - o.x()) * (b.y() - o.y()) - double(a.y() - o.y()) * (b.x() - o.x());
}

/// Andrew's monotone chain: the convex hull, counter-clockwise, no repeated first point.
std::vector<QVector2D> convexHull(std::vector<QVector2D> p) {
    std::sort(p.begin(), p.end(), [](const QVector2D& a, const QVector2D& b) {
        return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
    });
    if (p.size() < 3) return p;
    std::vector<QVector2D> h(2 * p.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
        h[k++] = p[i];
    }
    for (std::size_t i = p.size() - 1, t = k + 1; i > 0; --i) {
        while (k >= t && cross(h[k - 2], h[k - 1], p[i - 1]) <= 0) --k;
        h[k++] = p[i - 1];
    }
    h.resize(k - 1);
    return h;
}

/// One piece of a loop, centred at the origin: x along the loop, y outwards, z across it.
ColoredMesh pieceMesh(const sim::DriveLoop& loop, double pitch) {
    ColoredMesh m;
    sim::Shape box;
    box.type = sim::ShapeType::Box;
    const double t = std::max(0.001, loop.thickness_m);
    switch (loop.kind) {
        case sim::LoopKind::Chain: {
            // Two side plates and a roller.
            const std::array<float, 4> steel = {0.32f, 0.33f, 0.36f, 1.f};
            box.size_m = sim::Vec3(pitch * 0.9, t, 0.0006);
            for (double z : {-0.5, 0.5})
                addShape(m, box, sim::Pose::fromTranslation(sim::Vec3(0, 0, z * loop.width_m)),
                         steel);
            sim::Shape roller;
            roller.type = sim::ShapeType::Cylinder;
            roller.radius_m = t * 0.35;
            roller.length_m = loop.width_m;
            addShape(m, roller, sim::Pose::fromTranslation(sim::Vec3(pitch / 2, 0, 0)),
                     {0.55f, 0.56f, 0.6f, 1.f});
            break;
        }
        case sim::LoopKind::Belt:
            box.size_m = sim::Vec3(pitch * 1.05, t, loop.width_m);
            addShape(m, box, sim::Pose(), {0.1f, 0.1f, 0.11f, 1.f});
            break;
        case sim::LoopKind::Track: {
            // A tread plate and a grouser across it on the outside.
            box.size_m = sim::Vec3(pitch * 0.92, t * 0.6, loop.width_m);
            addShape(m, box, sim::Pose::fromTranslation(sim::Vec3(0, -t * 0.2, 0)),
                     {0.13f, 0.13f, 0.14f, 1.f});
            box.size_m = sim::Vec3(pitch * 0.3, t * 0.4, loop.width_m);
            addShape(m, box, sim::Pose::fromTranslation(sim::Vec3(0, t * 0.3, 0)),
                     {0.2f, 0.2f, 0.21f, 1.f});
            break;
        }
    }
    return m;
}

}  // namespace

std::vector<QVector2D> loopPath(const sim::DriveLoop& loop, sim::Vec3* u_out, sim::Vec3* v_out) {
    if (loop.hinges.size() < 2 || loop.centres_L.size() != loop.radii_m.size()) return {};
    const sim::Vec3 a = loop.axis_L.normalized();
    // u: the plane's direction closest to the link's -Y ("down") turned a quarter, so that for
    // a horizontal axle u runs along the ground.
    sim::Vec3 u = a.cross(sim::Vec3::UnitY());
    if (u.norm() < 1e-6) u = a.cross(sim::Vec3::UnitX());
    u.normalize();
    const sim::Vec3 v = a.cross(u);
    if (u_out) *u_out = u;
    if (v_out) *v_out = v;
    std::vector<QVector2D> samples;
    const int n = 48;
    for (std::size_t w = 0; w < loop.centres_L.size(); ++w) {
        const double r = loop.radii_m[w] + loop.thickness_m / 2;
        const double cu = loop.centres_L[w].dot(u), cv = loop.centres_L[w].dot(v);
        for (int k = 0; k < n; ++k) {
            const double ang = 2 * std::numbers::pi * k / n;
            samples.emplace_back(float(cu + r * std::cos(ang)), float(cv + r * std::sin(ang)));
        }
    }
    return convexHull(std::move(samples));
}

sim::RobotModel documentLoops(const assembler::RobotDocument& doc,
                              const parts_library::PartsLibrary& library) {
    sim::RobotModel m;
    m.links.emplace_back();
    for (const assembler::DriveGroup& g : assembler::findDriveGroups(doc, library)) {
        if (!g.laid) continue;
        sim::DriveLoop loop;
        loop.kind = g.kind == parts_library::DriveWheelKind::Sprocket ? sim::LoopKind::Chain
                    : g.kind == parts_library::DriveWheelKind::Pulley ? sim::LoopKind::Belt
                                                                      : sim::LoopKind::Track;
        for (int p : g.parts) {
            const parts_library::PartDefinition* d =
                library.find(doc.parts[std::size_t(p)].part_id);
            const auto& hub = d->connectors[std::size_t(d->drive.hub_connector)];
            const sim::Pose& X = doc.parts[std::size_t(p)].X_MP;
            if (loop.hinges.empty()) {
                loop.axis_L = (X.rotation * hub.axis_P).normalized();
                loop.width_m = loop.kind == sim::LoopKind::Track ? d->drive.width_m
                                                                 : std::max(0.002, hub.length_m);
                loop.thickness_m = loop.kind == sim::LoopKind::Track   ? d->drive.thickness_m
                                   : loop.kind == sim::LoopKind::Chain ? 0.002
                                                                       : 0.0015;
            }
            loop.hinges.push_back(int(loop.hinges.size()));
            loop.centres_L.push_back(X * hub.position_P);
            loop.radii_m.push_back(d->drive.pitch_radius_m);
        }
        m.loops.push_back(std::move(loop));
    }
    return m;
}

double pathLength(const std::vector<QVector2D>& path) {
    double len = 0.0;
    for (std::size_t i = 0; i < path.size(); ++i)
        len += double((path[(i + 1) % path.size()] - path[i]).length());
    return len;
}

void DriveVisuals::build(const sim::RobotModel& robot, Qt3DCore::QEntity* parent,
                         Qt3DRender::QMaterial* material,
                         const std::vector<sim::Pose>& link_poses) {
    loops_.clear();
    for (const sim::DriveLoop& lp : robot.loops) {
        Loop loop;
        loop.link = lp.link;
        loop.path = loopPath(lp, &loop.u_L, &loop.v_L);
        if (loop.path.size() < 3) continue;
        loop.axis_L = lp.axis_L.normalized();
        // The plane's offset along the axis: the wheels' mean.
        double along = 0.0;
        for (const auto& c : lp.centres_L) along += c.dot(loop.axis_L);
        loop.origin_L = loop.axis_L * (along / double(lp.centres_L.size()));
        loop.cumulative.push_back(0.0);
        for (std::size_t i = 0; i < loop.path.size(); ++i)
            loop.cumulative.push_back(
                loop.cumulative.back() +
                double((loop.path[(i + 1) % loop.path.size()] - loop.path[i]).length()));
        loop.length = loop.cumulative.back();
        const double wanted = lp.kind == sim::LoopKind::Track   ? 0.008
                              : lp.kind == sim::LoopKind::Chain ? 0.004
                                                                : 0.003;
        const int count = std::max(8, int(std::round(loop.length / wanted)));
        loop.pitch = loop.length / count;
        ColoredMesh mesh = pieceMesh(lp, loop.pitch);
        auto* shape = makeRenderer(mesh, parent);  // shared by the loop's pieces
        for (int k = 0; k < count; ++k) {
            auto* e = new Qt3DCore::QEntity(parent);
            auto* t = new Qt3DCore::QTransform(e);
            e->addComponent(shape);
            e->addComponent(material);
            e->addComponent(t);
            loop.pieces.push_back(t);
        }
        loops_.push_back(std::move(loop));
    }
    update(link_poses, {});
}

void DriveVisuals::update(const std::vector<sim::Pose>& link_poses,
                          const std::vector<double>& travel_m) {
    for (std::size_t i = 0; i < loops_.size(); ++i) {
        Loop& loop = loops_[i];
        if (loop.link < 0 || std::size_t(loop.link) >= link_poses.size()) continue;
        const double travel = i < travel_m.size() ? travel_m[i] : 0.0;
        const sim::Pose& X_WL = link_poses[std::size_t(loop.link)];
        // Nothing moved: leave the transforms alone (an idle view draws nothing new).
        if (loop.posed && travel == loop.lastTravel &&
            X_WL.translation == loop.lastPose.translation &&
            X_WL.rotation.coeffs() == loop.lastPose.rotation.coeffs())
            continue;
        place(loop, X_WL, travel);
    }
}

void DriveVisuals::place(Loop& loop, const sim::Pose& X_WL, double travel_m) {
    loop.posed = true;
    loop.lastTravel = travel_m;
    loop.lastPose = X_WL;
    const double shift = std::fmod(travel_m, loop.length) + (travel_m < 0 ? loop.length : 0.0);
    std::size_t seg = 0;
    for (std::size_t k = 0; k < loop.pieces.size(); ++k) {
        double s = std::fmod(shift + double(k) * loop.pitch, loop.length);
        if (s < loop.cumulative[seg]) seg = 0;
        while (seg + 1 < loop.cumulative.size() - 1 && s >= loop.cumulative[seg + 1]) ++seg;
        const QVector2D a = loop.path[seg], b = loop.path[(seg + 1) % loop.path.size()];
        const double segLen = loop.cumulative[seg + 1] - loop.cumulative[seg];
        const float f = segLen > 0 ? float((s - loop.cumulative[seg]) / segLen) : 0.f;
        const QVector2D p = a + (b - a) * f;
        QVector2D dir = (b - a).normalized();
        // Piece frame in L: x along the path, y outwards (the hull runs counter-clockwise, so
        // outwards is the direction turned clockwise), z along the axis.
        const sim::Vec3 x_L = loop.u_L * dir.x() + loop.v_L * dir.y();
        const sim::Vec3 y_L = loop.u_L * dir.y() - loop.v_L * dir.x();
        Eigen::Matrix3d R;
        R.col(0) = x_L;
        R.col(1) = y_L;
        R.col(2) = x_L.cross(y_L);
        const sim::Vec3 p_L = loop.origin_L + loop.u_L * p.x() + loop.v_L * p.y();
        const sim::Pose X_LP{p_L, sim::Quat(R).normalized()};
        loop.pieces[k]->setMatrix(toMatrix(X_WL * X_LP));
    }
}

}  // namespace botlab::gui
