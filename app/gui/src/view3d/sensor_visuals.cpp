// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/sensor_visuals.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <cmath>

#include "view3d/mesh_builder.h"

namespace botlab::gui {

namespace {
constexpr std::array<float, 4> kRayRgba = {1.0f, 0.2f, 0.15f, 1.0f};
constexpr std::array<float, 4> kConeRgba = {0.15f, 0.75f, 1.0f, 1.0f};

/// Appends a line as two vertices of ColoredMesh's layout (position, normal up, colour).
void addLine(std::vector<float>& v, const sim::Vec3& a, const sim::Vec3& b,
             const std::array<float, 4>& rgba) {
    for (const sim::Vec3& p : {a, b}) {
        v.insert(v.end(), {float(p.x()), float(p.y()), float(p.z()), 0.f, 1.f, 0.f});
        v.insert(v.end(), rgba.begin(), rgba.end());
    }
}

Qt3DCore::QAttribute* attribute(Qt3DCore::QBuffer* buffer, const QString& name, int size,
                                int offset, Qt3DCore::QNode* parent) {
    auto* a = new Qt3DCore::QAttribute(parent);
    a->setName(name);
    a->setAttributeType(Qt3DCore::QAttribute::VertexAttribute);
    a->setVertexBaseType(Qt3DCore::QAttribute::Float);
    a->setVertexSize(uint(size));
    a->setByteOffset(uint(offset * sizeof(float)));
    a->setByteStride(10 * sizeof(float));
    a->setBuffer(buffer);
    return a;
}
}  // namespace

std::vector<EyeSensor> eyeSensorsOf(const sim::RobotModel& robot) {
    std::vector<EyeSensor> eyes;
    for (const sim::Sensor& s : robot.sensors) {
        if (s.type != sim::SensorType::Camera && s.type != sim::SensorType::Lidar) continue;
        EyeSensor e;
        e.kind =
            s.type == sim::SensorType::Camera ? EyeSensor::Kind::Camera : EyeSensor::Kind::Lidar;
        e.link = s.link;
        e.X_LS = s.X_LS;
        e.fov_h_rad = s.camera_fov_rad;
        e.aspect = double(std::max(1, s.camera_width_px)) / std::max(1, s.camera_height_px);
        eyes.push_back(e);
    }
    return eyes;
}

std::vector<float> SensorVisuals::rayLines(const std::vector<float>& distance_m) {
    std::vector<float> v;
    const int n = int(distance_m.size());
    const int step = std::max(1, (n + kMaxRayLines - 1) / kMaxRayLines);
    for (int i = 0; i < n; i += step) {
        const double d = distance_m[std::size_t(i)];
        if (!std::isfinite(d) || d <= 0.0) continue;
        const double a = 2.0 * M_PI * i / n;
        addLine(v, sim::Vec3::Zero(), sim::Vec3(d * std::cos(a), 0.0, -d * std::sin(a)), kRayRgba);
    }
    return v;
}

std::vector<float> SensorVisuals::coneLines(const EyeSensor& camera) {
    const double d = kConeRange_m;
    const double halfW = d * std::tan(camera.fov_h_rad / 2.0);
    const double halfH = halfW / std::max(0.1, camera.aspect);
    const sim::Vec3 corners[4] = {sim::Vec3(d, halfH, -halfW), sim::Vec3(d, halfH, halfW),
                                  sim::Vec3(d, -halfH, halfW), sim::Vec3(d, -halfH, -halfW)};
    std::vector<float> v;
    for (int i = 0; i < 4; ++i) {
        addLine(v, sim::Vec3::Zero(), corners[i], kConeRgba);
        addLine(v, corners[i], corners[(i + 1) % 4], kConeRgba);
    }
    return v;
}

void SensorVisuals::setSensors(std::vector<EyeSensor> sensors,
                               std::vector<Qt3DCore::QEntity*> linkEntities,
                               MaterialFactory material) {
    clear();
    sensors_ = std::move(sensors);
    linkEntities_ = std::move(linkEntities);
    material_ = std::move(material);
    scans_.assign(std::size_t(lidarCount()), {});
    rebuild();
}

void SensorVisuals::clear() {
    // The entities are children of the link entities: delete them only while those live.
    for (auto* list : {&rays_, &cones_})
        for (Shown& s : *list) delete s.entity;
    rays_.clear();
    cones_.clear();
    sensors_.clear();
    linkEntities_.clear();
    scans_.clear();
}

int SensorVisuals::lidarCount() const {
    int n = 0;
    for (const EyeSensor& s : sensors_) n += s.kind == EyeSensor::Kind::Lidar;
    return n;
}

int SensorVisuals::cameraCount() const {
    return int(sensors_.size()) - lidarCount();
}

SensorVisuals::Shown SensorVisuals::makeLines(int sensor, const std::vector<float>& lines) {
    const EyeSensor& s = sensors_[std::size_t(sensor)];
    Shown shown;
    shown.sensor = sensor;
    if (s.link < 0 || s.link >= int(linkEntities_.size()) || !linkEntities_[std::size_t(s.link)])
        return shown;
    auto* e = new Qt3DCore::QEntity(linkEntities_[std::size_t(s.link)]);
    e->setObjectName(s.kind == EyeSensor::Kind::Lidar ? QStringLiteral("lidarRays")
                                                      : QStringLiteral("cameraCone"));
    auto* t = new Qt3DCore::QTransform(e);
    t->setMatrix(toMatrix(s.X_LS));
    e->addComponent(t);
    auto* renderer = new Qt3DRender::QGeometryRenderer(e);
    auto* geometry = new Qt3DCore::QGeometry(renderer);
    auto* buffer = new Qt3DCore::QBuffer(geometry);
    geometry->addAttribute(
        attribute(buffer, Qt3DCore::QAttribute::defaultPositionAttributeName(), 3, 0, geometry));
    geometry->addAttribute(
        attribute(buffer, Qt3DCore::QAttribute::defaultNormalAttributeName(), 3, 3, geometry));
    geometry->addAttribute(
        attribute(buffer, Qt3DCore::QAttribute::defaultColorAttributeName(), 4, 6, geometry));
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Lines);
    e->addComponent(renderer);
    if (material_) e->addComponent(material_(e));
    shown.entity = e;
    shown.buffer = buffer;
    shown.renderer = renderer;
    writeLines(shown, lines);
    return shown;
}

void SensorVisuals::writeLines(Shown& shown, const std::vector<float>& lines) {
    if (!shown.buffer) return;
    const int vertices = int(lines.size() / 10);
    shown.buffer->setData(QByteArray(reinterpret_cast<const char*>(lines.data()),
                                     qsizetype(lines.size() * sizeof(float))));
    for (Qt3DCore::QAttribute* a : shown.renderer->geometry()->attributes())
        a->setCount(uint(vertices));
    shown.renderer->setVertexCount(vertices);
    shown.entity->setEnabled(vertices > 0);
    shown.lines = vertices / 2;
}

void SensorVisuals::rebuild() {
    for (auto* list : {&rays_, &cones_})
        for (Shown& s : *list) delete s.entity;
    rays_.clear();
    cones_.clear();
    int lidar = 0;
    for (int i = 0; i < int(sensors_.size()); ++i) {
        const EyeSensor& s = sensors_[std::size_t(i)];
        if (s.kind == EyeSensor::Kind::Lidar) {
            if (raysOn_) rays_.push_back(makeLines(i, rayLines(scans_[std::size_t(lidar)])));
            ++lidar;
        } else if (conesOn_) {
            cones_.push_back(makeLines(i, coneLines(s)));
        }
    }
}

void SensorVisuals::setLidarRaysShown(bool on) {
    if (on == raysOn_) return;
    raysOn_ = on;
    rebuild();
}

void SensorVisuals::setCameraConesShown(bool on) {
    if (on == conesOn_) return;
    conesOn_ = on;
    rebuild();
}

void SensorVisuals::setLidarScan(int lidar, const std::vector<float>& distance_m) {
    if (lidar < 0 || lidar >= int(scans_.size())) return;
    scans_[std::size_t(lidar)] = distance_m;
    if (raysOn_ && lidar < int(rays_.size()))
        writeLines(rays_[std::size_t(lidar)], rayLines(distance_m));
}

int SensorVisuals::rayEntityCount() const {
    int n = 0;
    for (const Shown& s : rays_) n += s.entity != nullptr;
    return n;
}

int SensorVisuals::coneEntityCount() const {
    int n = 0;
    for (const Shown& s : cones_) n += s.entity != nullptr;
    return n;
}

int SensorVisuals::rayLineCount(int lidar) const {
    return lidar >= 0 && lidar < int(rays_.size()) ? rays_[std::size_t(lidar)].lines : 0;
}

}  // namespace botlab::gui
