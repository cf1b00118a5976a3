// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the parts catalog: the built-in set, the part file reader's errors, meshes, import.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numbers>
#include <numeric>

#include "botlab_test.h"

#include "botlab/parts_library/parts_library.h"

using namespace botlab;
using namespace botlab::parts_library;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

/// An OBJ box of the given size centred at the origin.
QByteArray boxObj(double sx, double sy, double sz) {
    QByteArray out;
    for (int i = 0; i < 8; ++i) {
        out += QStringLiteral("v %1 %2 %3\n")
                   .arg((i & 1 ? 0.5 : -0.5) * sx)
                   .arg((i & 2 ? 0.5 : -0.5) * sy)
                   .arg((i & 4 ? 0.5 : -0.5) * sz)
                   .toUtf8();
    }
    // Outward-facing quads (1-based indices).
    out += "f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n";
    return out;
}

QByteArray boxStl(double sx, double sy, double sz) {
    auto v = [&](int i) {
        return QStringLiteral("%1 %2 %3")
            .arg((i & 1 ? 0.5 : -0.5) * sx)
            .arg((i & 2 ? 0.5 : -0.5) * sy)
            .arg((i & 4 ? 0.5 : -0.5) * sz);
    };
    const int quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4},
                             {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    QString s = QStringLiteral("solid box\n");
    for (const auto& q : quads) {
        const int tris[2][3] = {{q[0], q[1], q[2]}, {q[0], q[2], q[3]}};
        for (const auto& t : tris) {
            s += QStringLiteral(" facet normal 0 0 0\n  outer loop\n");
            for (int k : t) s += QStringLiteral("   vertex %1\n").arg(v(k));
            s += QStringLiteral("  endloop\n endfacet\n");
        }
    }
    s += QStringLiteral("endsolid box\n");
    return s.toUtf8();
}

/// A glTF 2.0 box (embedded base64 buffer) of the given size centred at the origin.
QByteArray boxGltf(double sx, double sy, double sz) {
    QByteArray buffer;
    auto putF = [&](float f) { buffer.append(reinterpret_cast<const char*>(&f), 4); };
    for (int i = 0; i < 8; ++i) {
        putF(float((i & 1 ? 0.5 : -0.5) * sx));
        putF(float((i & 2 ? 0.5 : -0.5) * sy));
        putF(float((i & 4 ? 0.5 : -0.5) * sz));
    }
    const quint16 idx[36] = {0, 2, 3, 0, 3, 1, 4, 5, 7, 4, 7, 6, 0, 1, 5, 0, 5, 4,
                             2, 6, 7, 2, 7, 3, 0, 4, 6, 0, 6, 2, 1, 3, 7, 1, 7, 5};
    buffer.append(reinterpret_cast<const char*>(idx), sizeof(idx));
    const QString json =
        QStringLiteral(
            "{\"asset\": {\"version\": \"2.0\"}, \"scene\": 0, \"scenes\": [{\"nodes\": [0]}],"
            " \"nodes\": [{\"mesh\": 0}],"
            " \"meshes\": [{\"primitives\": [{\"attributes\": {\"POSITION\": 0}, \"indices\": "
            "1}]}],"
            " \"buffers\": [{\"byteLength\": %1, \"uri\": "
            "\"data:application/octet-stream;base64,%2\"}],"
            " \"bufferViews\": [{\"buffer\": 0, \"byteOffset\": 0, \"byteLength\": 96},"
            " {\"buffer\": 0, \"byteOffset\": 96, \"byteLength\": 72}],"
            " \"accessors\": [{\"bufferView\": 0, \"componentType\": 5126, \"count\": 8,"
            " \"type\": \"VEC3\", \"min\": [%3, %4, %5], \"max\": [%6, %7, %8]},"
            " {\"bufferView\": 1, \"componentType\": 5123, \"count\": 36, \"type\": \"SCALAR\"}]}")
            .arg(buffer.size())
            .arg(QString::fromLatin1(buffer.toBase64()))
            .arg(-sx / 2)
            .arg(-sy / 2)
            .arg(-sz / 2)
            .arg(sx / 2)
            .arg(sy / 2)
            .arg(sz / 2);
    return json.toUtf8();
}

}  // namespace

class TestPartsLibrary : public QObject {
    Q_OBJECT

private slots:
    void builtinHasTheKitParts_data();
    void builtinHasTheKitParts();
    void builtinPartsAreConsistent();
    void controllerHasSeedPorts();
    void lightAndSoundSensors_data();
    void lightAndSoundSensors();
    void cameraAndLidar_data();
    void cameraAndLidar();
    void badCameraAndLidarKeys_data();
    void badCameraAndLidarKeys();
    void meshArraysMatchPartSize_data();
    void meshArraysMatchPartSize();
    void meshesAreClosedAndFaceOutward_data();
    void meshesAreClosedAndFaceOutward();
    void flatFacesAreFlatAndHolesSmooth();
    void simpleDetailIsTheCollisionShapes_data();
    void simpleDetailIsTheCollisionShapes();
    void detailForKeepsTheTriangleBudget();
    void holesGoThrough_data();
    void holesGoThrough();
    void gearsHaveModuleOnePitchRadius_data();
    void gearsHaveModuleOnePitchRadius();
    void malformedPartFilesAreRejected_data();
    void malformedPartFilesAreRejected();
    void loadDirectoryIsAllOrNothing();
    void importMeshMassFromVolume_data();
    void importMeshMassFromVolume();
    void importMeshErrors();
};

void TestPartsLibrary::builtinHasTheKitParts_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("category");
    for (const char* id : {"beam_3", "beam_5", "beam_7", "beam_9", "beam_11", "flat_bar_5",
                           "flat_bar_9", "plate_7x13", "plate_11x15", "angle_bracket_3x3"}) {
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("structure");
    }
    for (const char* id : {"axle_3", "axle_4", "axle_6", "axle_8"}) {
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("axle");
    }
    QTest::newRow("screw_10") << QStringLiteral("screw_10") << QStringLiteral("fastener");
    QTest::newRow("pin_2") << QStringLiteral("pin_2") << QStringLiteral("fastener");
    for (const char* id : {"wheel_small", "wheel_large", "caster_ball"}) {
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("wheel");
    }
    for (const char* id : {"gear_8", "gear_24", "gear_40"}) {
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("gear");
    }
    for (const char* id : {"motor_dc", "motor_fast", "servo"}) {
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("motor");
    }
    QTest::newRow("controller") << QStringLiteral("controller") << QStringLiteral("controller");
    QTest::newRow("battery_box") << QStringLiteral("battery_box") << QStringLiteral("power");
    for (const char* id :
         {"sensor_line", "sensor_ir_distance", "sensor_ultrasonic", "sensor_touch",
          "sensor_compass", "sensor_gyro", "sensor_flame", "sensor_light", "sensor_sound"}) {
        QTest::newRow(id) << QString::fromLatin1(id) << QStringLiteral("sensor");
    }
    QTest::newRow("fan") << QStringLiteral("fan") << QStringLiteral("actuator");
}

void TestPartsLibrary::builtinHasTheKitParts() {
    QFETCH(QString, id);
    QFETCH(QString, category);
    auto lib = PartsLibrary::builtin();
    QVERIFY_OK(lib);
    const PartDefinition* p = lib->find(id);
    QVERIFY2(p, qPrintable(id));
    QCOMPARE(p->category, category);
    QVERIFY(!p->displayName().isEmpty());
}

void TestPartsLibrary::builtinPartsAreConsistent() {
    auto lib = PartsLibrary::builtin();
    QVERIFY_OK(lib);
    QVERIFY(lib->size() >= 35);
    for (const QString& id : lib->ids()) {
        const PartDefinition* p = lib->find(id);
        QVERIFY2(p->mass_kg > 0 && p->mass_kg < 0.5, qPrintable(id));
        QVERIFY2(!p->shapes.empty(), qPrintable(id));
        double sum = 0;
        for (const auto& s : p->shapes) sum += s.mass_kg;
        QVERIFY2(std::abs(sum - p->mass_kg) < 1e-12, qPrintable(id));
        QVERIFY2(!p->connectors.empty(), qPrintable(id));
        for (const auto& c : p->connectors) QVERIFY(std::abs(c.axis_P.norm() - 1.0) < 1e-12);
        if (p->device.kind == DeviceKind::DcMotor || p->device.kind == DeviceKind::Servo) {
            QVERIFY2(p->device.shaft_connector >= 0, qPrintable(id));
            QCOMPARE(p->connectors[p->device.shaft_connector].type, ConnectorType::MotorShaft);
        }
        auto mesh = lib->mesh(id);
        QVERIFY_OK(mesh);
        QVERIFY(mesh.value()->triangleCount() >= 12);
        QCOMPARE(mesh.value()->normals.size(), mesh.value()->positions.size());
        QVERIFY(p->mesh_path.startsWith(QStringLiteral(":/botlab/parts/meshes/")));
    }
    // Motor numbers from the brief: ~15 rad/s no-load, ~0.5 N m stall after gearing.
    QCOMPARE(lib->find(QStringLiteral("motor_dc"))->device.no_load_speed_rad_s, 15.0);
    QCOMPARE(lib->find(QStringLiteral("motor_dc"))->device.stall_torque_Nm, 0.5);
    // Servo numbers from seed 002: 16 kgf cm, 0.16 s / 60 deg.
    QVERIFY(std::abs(lib->find(QStringLiteral("servo"))->device.max_torque_Nm - 0.16 * 9.81) <
            0.01);
    QVERIFY(std::abs(lib->find(QStringLiteral("servo"))->device.max_speed_rad_s -
                     (M_PI / 3) / 0.16) < 0.05);
}

void TestPartsLibrary::controllerHasSeedPorts() {
    auto lib = PartsLibrary::builtin();
    const PartDefinition* c = lib->find(QStringLiteral("controller"));
    QVERIFY(c);
    QCOMPARE(c->device.kind, DeviceKind::Controller);
    QCOMPARE(c->device.motor_ports, 8);
    QCOMPARE(c->device.sensor_ports, 13);
}

void TestPartsLibrary::cameraAndLidar_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("type");
    QTest::addColumn<double>("period_s");
    QTest::addColumn<QString>("name");
    QTest::newRow("camera") << "sensor_camera" << int(botlab::sim::SensorType::Camera) << 0.1
                            << "Colour camera";
    QTest::newRow("lidar") << "sensor_lidar" << int(botlab::sim::SensorType::Lidar) << 0.2
                           << "Lidar";
}

void TestPartsLibrary::cameraAndLidar() {
    QFETCH(QString, id);
    QFETCH(int, type);
    QFETCH(double, period_s);
    QFETCH(QString, name);
    auto lib = PartsLibrary::builtin();
    QVERIFY_OK(lib);
    const PartDefinition* p = lib->find(id);
    QVERIFY(p);
    QCOMPARE(p->name, name);
    QCOMPARE(p->category, QStringLiteral("sensor"));
    QVERIFY(p->device.usesSensorPort());
    const botlab::sim::Sensor& s = p->device.sensor;
    QCOMPARE(int(s.type), type);
    QCOMPARE(s.update_period_s, period_s);
    if (s.type == botlab::sim::SensorType::Camera) {
        QCOMPARE(s.camera_width_px, 64);
        QCOMPARE(s.camera_height_px, 48);
        QCOMPARE_LE(std::abs(s.camera_fov_rad - std::numbers::pi / 3), 1e-12);
        // The camera looks from the front of its lens: nothing of the part in front of it.
        for (const auto& sh : p->shapes)
            QCOMPARE_LE(sh.X_LS.translation.x() + 0.5 * sh.size_m.x(),
                        p->device.X_PS.translation.x());
    } else {
        QCOMPARE(s.lidar_rays, 360);
        QCOMPARE(s.min_range_m, 0.05);
        QCOMPARE(s.max_range_m, 4.0);
        // Its rays leave the turret on top, above the base's mount.
        QVERIFY(p->device.X_PS.translation.y() > 0.01);
    }
    QVERIFY(!p->mesh_path.isEmpty());
    QVERIFY2(QFile::exists(p->mesh_path), qPrintable(p->mesh_path));
    // The sim accepts the sensor as the part defines it.
    botlab::sim::RobotModel m;
    m.name = "probe";
    m.links.resize(1);
    m.links[0].name = "body";
    m.links[0].shapes.resize(1);
    m.sensors.push_back(s);
    QVERIFY_OK(botlab::sim::validate(m));
}

void TestPartsLibrary::badCameraAndLidarKeys_data() {
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("error");
    QTest::newRow("camera width 0") << R"("sensor": "camera", "width_px": 0)"
                                    << "width_px";
    QTest::newRow("camera fov -1") << R"("sensor": "camera", "fov_deg": -1)"
                                   << "fov_deg";
    QTest::newRow("lidar range") << R"("sensor": "lidar", "min_range_m": 5)"
                                 << "min_range_m must be < max_range_m";
    QTest::newRow("unknown key") << R"("sensor": "lidar", "fov_deg": 60)"
                                 << "fov_deg";
}

void TestPartsLibrary::badCameraAndLidarKeys() {
    QFETCH(QString, device);
    QFETCH(QString, error);
    const QString json = QStringLiteral(
                             R"({"format": "botlab-part", "version": 1, "id": "eye", "name": "Eye",
        "category": "sensor", "mass_kg": 0.01, "mesh": "eye.obj",
        "shapes": [{"type": "box", "position": [0, 0, 0], "size": [0.01, 0.01, 0.01]}],
        "connectors": [], "device": {"kind": "sensor", "frame": {"position": [0, 0, 0],
        "x_axis": [1, 0, 0], "y_axis": [0, 1, 0]}, )") +
                         device + "}}";
    auto r = parsePartDefinition(json.toUtf8(), QStringLiteral("eye.json"), QString());
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.message()).contains(error), r.message().c_str());
}

void TestPartsLibrary::lightAndSoundSensors_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("type");
    QTest::addColumn<double>("spot_radius_m");
    QTest::addColumn<QString>("name");
    // The light sensor averages a 3 cm spot (a line sensor 5 mm); both look along +X from their
    // front face (12 mm deep body: x = 6 mm).
    QTest::newRow("light") << "sensor_light" << int(botlab::sim::SensorType::Light) << 0.03
                           << "Light sensor";
    QTest::newRow("sound") << "sensor_sound" << int(botlab::sim::SensorType::Sound) << 0.005
                           << "Sound sensor";
}

void TestPartsLibrary::lightAndSoundSensors() {
    QFETCH(QString, id);
    QFETCH(int, type);
    QFETCH(double, spot_radius_m);
    QFETCH(QString, name);
    auto lib = PartsLibrary::builtin();
    QVERIFY_OK(lib);
    const PartDefinition* p = lib->find(id);
    QVERIFY(p);
    QCOMPARE(p->name, name);
    QCOMPARE(p->category, QStringLiteral("sensor"));
    QCOMPARE(p->device.kind, DeviceKind::Sensor);
    QVERIFY(p->device.usesSensorPort());
    QCOMPARE(int(p->device.sensor.type), type);
    QCOMPARE(p->device.sensor.spot_radius_m, spot_radius_m);
    QCOMPARE(p->device.X_PS.translation, botlab::sim::Vec3(0.006, 0, 0));
    QCOMPARE(
        (p->device.X_PS.rotation * botlab::sim::Vec3::UnitX() - botlab::sim::Vec3::UnitX()).norm(),
        0.0);
    // Mounts like the other small sensors: one connector on the bottom, one on top.
    QCOMPARE(int(p->connectors.size()), 2);
    // The sim accepts the sensor as the part defines it.
    botlab::sim::RobotModel m;
    botlab::sim::Link l;
    l.name = "body";
    l.shapes = p->shapes;
    m.links.push_back(l);
    m.sensors.push_back(p->device.sensor);
    m.sensors.back().port = 1;
    QVERIFY_OK(botlab::sim::validate(m));
    QCOMPARE(QString::fromLatin1(botlab::sim::sensorTypeName(p->device.sensor.type)),
             id.mid(7));  // "sensor_light" -> "light"
}

void TestPartsLibrary::meshArraysMatchPartSize_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("sx");
    QTest::addColumn<double>("sy");
    QTest::addColumn<double>("sz");
    QTest::newRow("beam_5") << "beam_5" << 0.040 << 0.008 << 0.008;
    QTest::newRow("beam_11") << "beam_11" << 0.088 << 0.008 << 0.008;
    QTest::newRow("plate_7x13") << "plate_7x13" << 0.104 << 0.0032 << 0.056;
    QTest::newRow("wheel_small") << "wheel_small" << 0.060 << 0.060 << 0.012;
    QTest::newRow("wheel_large") << "wheel_large" << 0.090 << 0.090 << 0.016;
    QTest::newRow("axle_8") << "axle_8" << 0.004 << 0.004 << 0.064;
}

void TestPartsLibrary::meshArraysMatchPartSize() {
    QFETCH(QString, id);
    QFETCH(double, sx);
    QFETCH(double, sy);
    QFETCH(double, sz);
    auto lib = PartsLibrary::builtin();
    auto mesh = lib->mesh(id);
    QVERIFY_OK(mesh);
    sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = -lo;
    for (int i = 0; i < mesh.value()->vertexCount(); ++i) {
        lo = lo.cwiseMin(mesh.value()->vertex(i));
        hi = hi.cwiseMax(mesh.value()->vertex(i));
    }
    const sim::Vec3 size = hi - lo;
    QVERIFY2(std::abs(size.x() - sx) < 1e-5, qPrintable(QString::number(size.x())));
    QVERIFY2(std::abs(size.y() - sy) < 1e-5, qPrintable(QString::number(size.y())));
    QVERIFY2(std::abs(size.z() - sz) < 1e-5, qPrintable(QString::number(size.z())));
    // Closed meshes: the volume is the part's box less its holes. A plate's holes are regular
    // octagons of circumradius 2.4 mm (area 2 sqrt(2) r^2) through its thickness, one per cell
    // (to 1e-9 m^3: the file keeps coordinates to 0.1 um; one hole is 5e-8 m^3).
    const double octagon = 2 * std::sqrt(2.0) * 0.0024 * 0.0024;
    const double volume = mesh.value()->volume();
    if (id.startsWith(QStringLiteral("plate"))) {
        const int holes = int(std::lround(sx / 0.008)) * int(std::lround(sz / 0.008));
        QVERIFY2(std::abs(volume - (sx * sy * sz - holes * octagon * sy)) < 1e-9,
                 qPrintable(QString::number(volume)));
    }
    if (id.startsWith(QStringLiteral("beam"))) {
        // A beam's section is chamfered (0.6 mm, area P^2 - 2 c^2); each cell has a hole along y
        // and one along z, crossing: together more than one hole and less than two.
        const int cells = int(std::lround(sx / 0.008));
        const double solid = sx * (0.008 * 0.008 - 2 * 0.0006 * 0.0006);
        const double hole = octagon * 0.008;
        QVERIFY2(volume < solid - cells * hole && volume > solid - cells * 2 * hole,
                 qPrintable(QString::number(volume)));
    }
}

namespace {

/// Positions as ids: equal coordinates (the OBJ writes each corner once) give one id.
std::vector<int> positionIds(const TriangleMesh& m) {
    std::map<std::array<float, 3>, int> ids;
    std::vector<int> out(m.vertexCount());
    for (int v = 0; v < m.vertexCount(); ++v) {
        const std::array<float, 3> p{m.positions[3 * v], m.positions[3 * v + 1],
                                     m.positions[3 * v + 2]};
        out[v] = ids.emplace(p, int(ids.size())).first->second;
    }
    return out;
}

sim::Vec3 faceNormal(const TriangleMesh& m, int t) {
    const sim::Vec3 a = m.vertex(m.indices[3 * t]), b = m.vertex(m.indices[3 * t + 1]),
                    c = m.vertex(m.indices[3 * t + 2]);
    return (b - a).cross(c - a);
}

sim::Vec3 vertexNormal(const TriangleMesh& m, int v) {
    return {m.normals[3 * v], m.normals[3 * v + 1], m.normals[3 * v + 2]};
}

/// True when the line through `origin` along `dir` crosses a triangle of the mesh.
bool lineHits(const TriangleMesh& m, const sim::Vec3& origin, const sim::Vec3& dir) {
    for (int t = 0; t < m.triangleCount(); ++t) {
        const sim::Vec3 a = m.vertex(m.indices[3 * t]), b = m.vertex(m.indices[3 * t + 1]),
                        c = m.vertex(m.indices[3 * t + 2]);
        const sim::Vec3 e1 = b - a, e2 = c - a, p = dir.cross(e2);
        const double det = e1.dot(p);
        if (std::abs(det) < 1e-18) continue;
        const sim::Vec3 s = origin - a;
        const double u = s.dot(p) / det;
        if (u < 0 || u > 1) continue;
        const double v = dir.dot(s.cross(e1)) / det;
        if (v < 0 || u + v > 1) continue;
        return true;
    }
    return false;
}

}  // namespace

void TestPartsLibrary::meshesAreClosedAndFaceOutward_data() {
    QTest::addColumn<QString>("id");
    auto lib = PartsLibrary::builtin();
    QVERIFY_OK(lib);
    for (const QString& id : lib->ids()) QTest::newRow(qPrintable(id)) << id;
}

void TestPartsLibrary::meshesAreClosedAndFaceOutward() {
    // Every built-in mesh is a union of closed pieces whose triangles face outward: each edge is
    // met once in each direction, each piece encloses a positive volume, no triangle is
    // degenerate, and the vertex normals agree with the triangles' winding.
    QFETCH(QString, id);
    auto lib = PartsLibrary::builtin();
    auto mesh = lib->mesh(id);
    QVERIFY_OK(mesh);
    const TriangleMesh& m = *mesh.value();
    QVERIFY2(m.triangleCount() <= 10'000, qPrintable(QString::number(m.triangleCount())));
    const std::vector<int> pid = positionIds(m);
    std::map<std::pair<int, int>, int> edges;
    std::vector<int> parent(pid.empty() ? 0 : *std::max_element(pid.begin(), pid.end()) + 1);
    std::iota(parent.begin(), parent.end(), 0);
    auto root = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    int smooth_corners = 0;
    for (int t = 0; t < m.triangleCount(); ++t) {
        const sim::Vec3 n = faceNormal(m, t);
        QVERIFY2(n.norm() / 2 > 1e-12,
                 qPrintable(QStringLiteral("%1: triangle %2 degenerate").arg(id).arg(t)));
        int v[3];
        for (int k = 0; k < 3; ++k) {
            v[k] = pid[m.indices[3 * t + k]];
            const sim::Vec3 vn = vertexNormal(m, int(m.indices[3 * t + k]));
            QVERIFY2(
                vn.dot(n.normalized()) > 0.2,
                qPrintable(QStringLiteral("%1: triangle %2's normals disagree with its winding")
                               .arg(id)
                               .arg(t)));
            if (vn.dot(n.normalized()) < std::cos(3 * M_PI / 180)) ++smooth_corners;
        }
        QVERIFY(v[0] != v[1] && v[1] != v[2] && v[2] != v[0]);
        for (int k = 0; k < 3; ++k) {
            ++edges[{v[k], v[(k + 1) % 3]}];
            parent[root(v[k])] = root(v[(k + 1) % 3]);
        }
    }
    for (const auto& [e, count] : edges) {
        const auto back = edges.find({e.second, e.first});
        QVERIFY2(back != edges.end() && back->second == count,
                 qPrintable(QStringLiteral("%1: an open or inconsistently wound edge").arg(id)));
    }
    // Signed volume per connected piece (divergence theorem): positive = outward.
    std::map<int, double> volume;
    for (int t = 0; t < m.triangleCount(); ++t) {
        const sim::Vec3 a = m.vertex(m.indices[3 * t]), b = m.vertex(m.indices[3 * t + 1]),
                        c = m.vertex(m.indices[3 * t + 2]);
        volume[root(pid[m.indices[3 * t]])] += a.dot(b.cross(c)) / 6.0;
    }
    for (const auto& [piece, v] : volume) {
        QVERIFY2(v > 0,
                 qPrintable(QStringLiteral("%1: a piece faces inward (%2 m^3)").arg(id).arg(v)));
    }
    // Round things are shaded smoothly: some corners carry averaged normals (every part has a
    // hole, a cylinder or a rounded edge except the battery box, made of bevelled boxes).
    if (id != QStringLiteral("battery_box")) QVERIFY2(smooth_corners > 0, qPrintable(id));
}

void TestPartsLibrary::flatFacesAreFlatAndHolesSmooth() {
    // beam_5: the top face (y = +4 mm) is flat-shaded, the hole walls smooth.
    auto lib = PartsLibrary::builtin();
    auto mesh = lib->mesh(QStringLiteral("beam_5"));
    QVERIFY_OK(mesh);
    const TriangleMesh& m = *mesh.value();
    int top = 0, wall_smooth = 0, wall = 0;
    for (int t = 0; t < m.triangleCount(); ++t) {
        const sim::Vec3 n = faceNormal(m, t).normalized();
        bool on_top = true;
        for (int k = 0; k < 3; ++k)
            on_top = on_top && std::abs(m.vertex(m.indices[3 * t + k]).y() - 0.004) < 1e-7;
        if (on_top && n.y() > 0.999) {
            ++top;
            for (int k = 0; k < 3; ++k)
                QVERIFY(vertexNormal(m, int(m.indices[3 * t + k])).dot(n) > 0.9999);
        }
        // hole walls along y: vertical triangles at the hole radius around a hole centre
        const sim::Vec3 c = m.vertex(m.indices[3 * t]);
        const double cx = std::round(c.x() / 0.008) * 0.008;
        if (std::abs(n.y()) < 1e-6 && std::abs(std::hypot(c.x() - cx, c.z()) - 0.0024) < 1e-6 &&
            std::abs(c.y()) > 0.0025) {
            ++wall;
            const sim::Vec3 vn = vertexNormal(m, int(m.indices[3 * t]));
            // smooth: the vertex normal points at the hole's axis, not along the facet's normal
            const sim::Vec3 radial = sim::Vec3(cx - c.x(), 0, -c.z()).normalized();
            if (vn.dot(radial) > 0.999 && vn.dot(n) < 0.99) ++wall_smooth;
        }
    }
    QVERIFY2(top >= 5 * 14, qPrintable(QString::number(top)));  // 14 triangles per cell
    QVERIFY2(wall > 0 && wall_smooth > wall / 4,
             qPrintable(QStringLiteral("%1 of %2").arg(wall_smooth).arg(wall)));
}

void TestPartsLibrary::simpleDetailIsTheCollisionShapes_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("triangles");  // box 12, cylinder 16 sides x 4, sphere 8 x 12 x 2 - 24
    QTest::newRow("beam_5") << "beam_5" << 12;
    QTest::newRow("angle_bracket_3x3") << "angle_bracket_3x3" << 24;
    QTest::newRow("wheel_large") << "wheel_large" << 64;
    QTest::newRow("caster_ball") << "caster_ball" << 168 + 12;
}

void TestPartsLibrary::simpleDetailIsTheCollisionShapes() {
    QFETCH(QString, id);
    QFETCH(int, triangles);
    auto lib = PartsLibrary::builtin();
    auto full = lib->mesh(id, MeshDetail::Full);
    auto simple = lib->mesh(id, MeshDetail::Simple);
    QVERIFY(full.ok() && simple.ok());
    QCOMPARE(full.value().get(), lib->mesh(id).value().get());
    const TriangleMesh& m = *simple.value();
    QCOMPARE(m.triangleCount(), triangles);
    QCOMPARE(m.normals.size(), m.positions.size());
    // Outward: positive enclosed volume, close to the shapes' volume (polygonal cylinders and
    // spheres a little less).
    double shapes = 0;
    for (const auto& s : lib->find(id)->shapes) shapes += sim::shapeVolume(s);
    QVERIFY2(m.volume() > 0.9 * shapes && m.volume() <= shapes * (1 + 1e-6),
             qPrintable(QStringLiteral("%1 vs %2").arg(m.volume()).arg(shapes)));
    for (int t = 0; t < m.triangleCount(); ++t) {
        const sim::Vec3 n = faceNormal(m, t).normalized();
        for (int k = 0; k < 3; ++k)
            QVERIFY(vertexNormal(m, int(m.indices[3 * t + k])).dot(n) > 0.5);
    }
}

void TestPartsLibrary::detailForKeepsTheTriangleBudget() {
    auto lib = PartsLibrary::builtin();
    const int beam = lib->mesh(QStringLiteral("beam_5")).value()->triangleCount();
    const std::vector<QString> ten(10, QStringLiteral("beam_5"));
    QCOMPARE(lib->detailFor(ten, 10 * beam), MeshDetail::Full);
    QCOMPARE(lib->detailFor(ten, 10 * beam - 1), MeshDetail::Simple);
    QCOMPARE(lib->detailFor({}, 0), MeshDetail::Full);
    QCOMPARE(lib->detailFor({QStringLiteral("no_such_part")}, 0), MeshDetail::Full);
    // The Build benchmark's robot (bench/bench_robot200.h: a plate and 199 beams) is drawn
    // simple; a classroom robot (a plate, two motors and wheels, ten more parts) in full.
    std::vector<QString> bench(199, QStringLiteral("beam_5"));
    bench.push_back(QStringLiteral("plate_11x15"));
    QCOMPARE(lib->detailFor(bench), MeshDetail::Simple);
    const std::vector<QString> robot = {
        "plate_7x13",  "motor_dc",    "motor_dc",    "wheel_small", "wheel_small",
        "caster_ball", "controller",  "battery_box", "beam_7",      "sensor_line",
        "sensor_line", "sensor_line", "axle_4",      "axle_4",      "sensor_ir_distance"};
    QCOMPARE(lib->detailFor(robot), MeshDetail::Full);
}

void TestPartsLibrary::holesGoThrough_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("connector");
    auto lib = PartsLibrary::builtin();
    QVERIFY_OK(lib);
    for (const QString& id : lib->ids()) {
        const PartDefinition* p = lib->find(id);
        if (p->category != QStringLiteral("structure")) continue;
        for (int i = 0; i < int(p->connectors.size()); ++i) {
            if (p->connectors[i].type != ConnectorType::Hole) continue;
            QTest::newRow(qPrintable(id + QLatin1Char('/') + p->connectors[i].name)) << id << i;
        }
    }
}

void TestPartsLibrary::holesGoThrough() {
    // A line along a hole's axis through its centre misses the part; the same line moved 3.5 mm
    // (inside the hole's cell, 1.1 mm beyond the hole's edge) towards the part's middle hits it.
    QFETCH(QString, id);
    QFETCH(int, connector);
    auto lib = PartsLibrary::builtin();
    const PartDefinition* p = lib->find(id);
    auto mesh = lib->mesh(id);
    QVERIFY_OK(mesh);
    const Connector& c = p->connectors[connector];
    const sim::Vec3 axis = c.axis_P.normalized();
    QVERIFY2(!lineHits(*mesh.value(), c.position_P, axis), qPrintable(c.name));
    sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = -lo;
    for (int v = 0; v < mesh.value()->vertexCount(); ++v) {
        lo = lo.cwiseMin(mesh.value()->vertex(v));
        hi = hi.cwiseMax(mesh.value()->vertex(v));
    }
    sim::Vec3 side = axis.cross(sim::Vec3::UnitZ());
    if (side.norm() < 0.5) side = sim::Vec3::UnitX();
    side.normalize();
    if (side.dot((lo + hi) / 2 - c.position_P) < 0) side = -side;
    QVERIFY2(lineHits(*mesh.value(), c.position_P + 0.0035 * side, axis), qPrintable(c.name));
}

void TestPartsLibrary::gearsHaveModuleOnePitchRadius_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("teeth");
    QTest::newRow("8") << "gear_8" << 8;
    QTest::newRow("24") << "gear_24" << 24;
    QTest::newRow("40") << "gear_40" << 40;
}

void TestPartsLibrary::gearsHaveModuleOnePitchRadius() {
    QFETCH(QString, id);
    QFETCH(int, teeth);
    auto lib = PartsLibrary::builtin();
    const PartDefinition* g = lib->find(id);
    QCOMPARE(g->gear.teeth, teeth);
    QCOMPARE(g->gear.pitch_radius_m, teeth * 0.001 / 2);
    QVERIFY(g->gear.hub_connector >= 0);
    // 8+40 and 24+24 mesh 3 pitches (24 mm) apart: gear trains fit the hole grid.
    QVERIFY(std::abs(0.004 + 0.020 - 3 * 0.008) < 1e-12);
}

void TestPartsLibrary::malformedPartFilesAreRejected_data() {
    QTest::addColumn<QString>("mutation");
    QTest::addColumn<QString>("expected");  // substring of the message (after the file name)
    QTest::newRow("not json") << "garbage"
                              << "not valid JSON";
    QTest::newRow("wrong format") << "format"
                                  << "format: expected";
    QTest::newRow("newer version") << "version"
                                   << "version: unsupported version 7";
    QTest::newRow("no mass") << "no_mass"
                             << "mass_kg: missing number";
    QTest::newRow("negative mass") << "neg_mass"
                                   << "mass_kg: must be > 0";
    QTest::newRow("unknown connector type") << "con_type"
                                            << "connectors[1].type: unknown connector type 'bolt'";
    QTest::newRow("connector axis zero") << "con_axis"
                                         << "connectors[0].axis: must not be zero";
    QTest::newRow("unknown shaft connector") << "shaft"
                                             << "device.shaft: unknown connector 'nope'";
    QTest::newRow("bad shape") << "shape"
                               << "shapes[0].type: unknown shape type 'cone'";
    QTest::newRow("box size") << "box_size"
                              << "shapes[0].size: must be an array of 3 numbers";
    // A misspelt key is refused with its JSON path, never silently ignored.
    QTest::newRow("misspelt required key") << "typo_mass"
                                           << "mas_kg: unknown key (did you mean 'mass_kg'?)";
    QTest::newRow("misspelt shape key")
        << "typo_shape"
        << "shapes[0].positon: unknown key (known: collides, friction, position, rotation, size, "
           "type)";
    QTest::newRow("misspelt connector key")
        << "typo_connector"
        << "connectors[2].axes: unknown key (known: axis, length, name, position, "
           "rotation_step_deg, type)";
    QTest::newRow("misspelt material key")
        << "typo_material"
        << "material.bounse: unknown key (known: bounce, finish, friction, rgba)";
    QTest::newRow("unknown finish") << "bad_finish"
                                    << "material.finish: 'glass' is not one of: plastic, metal, "
                                       "rubber";
    QTest::newRow("misspelt device key")
        << "typo_device"
        << "device.stall_torque_nm: unknown key (known: kind, no_load_speed_rad_s, shaft, "
           "stall_torque_Nm)";
    QTest::newRow("missing mesh") << "no_mesh_file"
                                  << "no such mesh file";
    QTest::newRow("unreadable mesh") << "bad_mesh"
                                     << "mesh:";
}

void TestPartsLibrary::malformedPartFilesAreRejected() {
    QFETCH(QString, mutation);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir().mkpath(dir.filePath(QStringLiteral("meshes")));
    writeFile(dir.filePath(QStringLiteral("meshes/m.obj")), boxObj(0.04, 0.008, 0.008));
    writeFile(dir.filePath(QStringLiteral("meshes/bad.obj")), "this is not a mesh\x01\x02");
    const QByteArray motor = readFile(QStringLiteral(":/botlab/parts/motor_dc.json"));
    QVERIFY(!motor.isEmpty());
    QJsonObject o = QJsonDocument::fromJson(motor).object();
    o[QStringLiteral("mesh")] = QStringLiteral("meshes/m.obj");
    auto setIn = [&](const QString& arr, int i, const QString& key, const QJsonValue& v) {
        QJsonArray a = o[arr].toArray();
        QJsonObject e = a[i].toObject();
        e[key] = v;
        a[i] = e;
        o[arr] = a;
    };
    QByteArray bytes;
    if (mutation == QStringLiteral("garbage")) {
        bytes = "{ \"format\": ";
    } else {
        if (mutation == QStringLiteral("format")) o[QStringLiteral("format")] = QStringLiteral("x");
        if (mutation == QStringLiteral("version")) o[QStringLiteral("version")] = 7;
        if (mutation == QStringLiteral("no_mass")) o.remove(QStringLiteral("mass_kg"));
        if (mutation == QStringLiteral("neg_mass")) o[QStringLiteral("mass_kg")] = -1;
        if (mutation == QStringLiteral("con_type")) {
            setIn(QStringLiteral("connectors"), 1, QStringLiteral("type"), QStringLiteral("bolt"));
        }
        if (mutation == QStringLiteral("con_axis")) {
            setIn(QStringLiteral("connectors"), 0, QStringLiteral("axis"), QJsonArray{0, 0, 0});
        }
        if (mutation == QStringLiteral("shaft")) {
            QJsonObject d = o[QStringLiteral("device")].toObject();
            d[QStringLiteral("shaft")] = QStringLiteral("nope");
            o[QStringLiteral("device")] = d;
        }
        if (mutation == QStringLiteral("shape")) {
            setIn(QStringLiteral("shapes"), 0, QStringLiteral("type"), QStringLiteral("cone"));
        }
        if (mutation == QStringLiteral("box_size")) {
            setIn(QStringLiteral("shapes"), 0, QStringLiteral("size"), QJsonArray{1, 2});
        }
        if (mutation == QStringLiteral("typo_mass")) {
            o[QStringLiteral("mas_kg")] = o.take(QStringLiteral("mass_kg"));
        }
        if (mutation == QStringLiteral("typo_shape")) {
            setIn(QStringLiteral("shapes"), 0, QStringLiteral("positon"), QJsonArray{0, 0, 0});
        }
        if (mutation == QStringLiteral("typo_connector")) {
            setIn(QStringLiteral("connectors"), 2, QStringLiteral("axes"), QJsonArray{0, 0, 1});
        }
        if (mutation == QStringLiteral("typo_material")) {
            QJsonObject m = o[QStringLiteral("material")].toObject();
            m[QStringLiteral("bounse")] = 0.5;
            o[QStringLiteral("material")] = m;
        }
        if (mutation == QStringLiteral("bad_finish")) {
            QJsonObject m = o[QStringLiteral("material")].toObject();
            m[QStringLiteral("finish")] = QStringLiteral("glass");
            o[QStringLiteral("material")] = m;
        }
        if (mutation == QStringLiteral("typo_device")) {
            QJsonObject d = o[QStringLiteral("device")].toObject();
            d[QStringLiteral("stall_torque_nm")] = 1.0;
            o[QStringLiteral("device")] = d;
        }
        if (mutation == QStringLiteral("no_mesh_file")) {
            o[QStringLiteral("mesh")] = QStringLiteral("meshes/missing.obj");
        }
        if (mutation == QStringLiteral("bad_mesh")) {
            o[QStringLiteral("mesh")] = QStringLiteral("meshes/bad.obj");
        }
        bytes = QJsonDocument(o).toJson();
    }
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    writeFile(path, bytes);
    PartsLibrary lib;
    Status st = lib.loadFile(path);
    QVERIFY(!st.ok());
    const QString msg = QString::fromStdString(st.message());
    QVERIFY2(msg.startsWith(path), qPrintable(msg));
    QVERIFY2(msg.contains(expected), qPrintable(msg));
    QCOMPARE(lib.size(), 0);  // nothing half-loaded
}

void TestPartsLibrary::loadDirectoryIsAllOrNothing() {
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("m.obj")), boxObj(0.02, 0.02, 0.02));
    QJsonObject good{{"format", "botlab-part"},
                     {"version", 1},
                     {"id", "cube"},
                     {"name", "Cube"},
                     {"mass_kg", 0.01},
                     {"mesh", "m.obj"},
                     {"shapes", QJsonArray{QJsonObject{{"type", "box"},
                                                       {"size", QJsonArray{0.02, 0.02, 0.02}}}}},
                     {"connectors", QJsonArray{}}};
    writeFile(dir.filePath(QStringLiteral("a_good.json")), QJsonDocument(good).toJson());
    PartsLibrary lib;
    QVERIFY_OK(lib.loadDirectory(dir.path()));
    QCOMPARE(lib.size(), 1);
    QVERIFY(lib.find(QStringLiteral("cube")));
    QCOMPARE(lib.find(QStringLiteral("cube"))->shapes[0].mass_kg, 0.01);

    QTemporaryDir dir2;
    writeFile(dir2.filePath(QStringLiteral("m.obj")), boxObj(0.02, 0.02, 0.02));
    good[QStringLiteral("id")] = QStringLiteral("cube2");
    writeFile(dir2.filePath(QStringLiteral("a_good.json")), QJsonDocument(good).toJson());
    good[QStringLiteral("id")] = QStringLiteral("cube3");
    good[QStringLiteral("mesh")] = QStringLiteral("nothere.stl");
    writeFile(dir2.filePath(QStringLiteral("b_bad.json")), QJsonDocument(good).toJson());
    Status st = lib.loadDirectory(dir2.path());
    QVERIFY(!st.ok());
    QVERIFY2(QString::fromStdString(st.message()).contains(QStringLiteral("b_bad.json")),
             st.message().c_str());
    QCOMPARE(lib.size(), 1);  // cube2 was not added either
    QVERIFY(!lib.find(QStringLiteral("cube2")));
}

void TestPartsLibrary::importMeshMassFromVolume_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("scale");
    QTest::newRow("obj metres") << "obj" << 1.0;
    QTest::newRow("stl millimetres") << "stl" << 0.001;
    QTest::newRow("gltf centimetres") << "gltf" << 0.01;
}

void TestPartsLibrary::importMeshMassFromVolume() {
    QFETCH(QString, format);
    QFETCH(double, scale);
    QTemporaryDir dir;
    const double sx = 0.02 / scale, sy = 0.03 / scale, sz = 0.04 / scale;
    const QString path = dir.filePath(QStringLiteral("custom.") + format);
    writeFile(path, format == QStringLiteral("obj")   ? boxObj(sx, sy, sz)
                    : format == QStringLiteral("stl") ? boxStl(sx, sy, sz)
                                                      : boxGltf(sx, sy, sz));
    PartsLibrary lib;
    auto part = lib.importMesh(QStringLiteral("my_box"), path, 1200.0, scale);
    QVERIFY_OK(part);
    // 2 x 3 x 4 cm of a 1200 kg/m^3 plastic = 28.8 g.
    QVERIFY2(std::abs(part->mass_kg - 0.02 * 0.03 * 0.04 * 1200.0) < 1e-6 * 0.0288,
             qPrintable(QString::number(part->mass_kg)));
    QCOMPARE(part->category, QStringLiteral("custom"));
    QVERIFY((part->shapes[0].size_m - sim::Vec3(0.02, 0.03, 0.04)).norm() < 1e-7);
    QVERIFY(std::abs(part->connectors[0].position_P.y() + 0.015) < 1e-7);
    QVERIFY(lib.find(QStringLiteral("my_box")));
    QVERIFY_OK(lib.mesh(QStringLiteral("my_box")));
}

void TestPartsLibrary::importMeshErrors() {
    QTemporaryDir dir;
    PartsLibrary lib;
    auto missing =
        lib.importMesh(QStringLiteral("x"), dir.filePath(QStringLiteral("no.stl")), 1000);
    QVERIFY(!missing.ok());
    QVERIFY(QString::fromStdString(missing.message()).contains(QStringLiteral("no.stl")));
    const QString path = dir.filePath(QStringLiteral("b.obj"));
    writeFile(path, boxObj(0.01, 0.01, 0.01));
    QVERIFY(!lib.importMesh(QStringLiteral("x"), path, -5).ok());
    QVERIFY(!lib.importMesh(QStringLiteral(""), path, 1000).ok());
    QCOMPARE(lib.size(), 0);
}

QTEST_GUILESS_MAIN(TestPartsLibrary)
#include "tst_parts_library.moc"
