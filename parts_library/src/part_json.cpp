// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <numbers>

#include "botlab/core/json_reader.h"
#include "botlab/core/text.h"
#include "botlab/parts_library/parts_library.h"
#include "shape_math.h"
#include "tr.h"

namespace botlab::parts_library {

namespace {

using core::JsonObjectReader;
using core::JsonReader;

struct TypeName {
    ConnectorType type;
    const char* name;
};
constexpr TypeName kTypeNames[] = {
    {ConnectorType::Hole, "hole"},          {ConnectorType::Axle, "axle"},
    {ConnectorType::Screw, "screw"},        {ConnectorType::MotorShaft, "motor_shaft"},
    {ConnectorType::WheelHub, "wheel_hub"}, {ConnectorType::GearHub, "gear_hub"},
    {ConnectorType::Mount, "mount"},
};

/// Reads a shape object; fails through the reader (first error wins) and then returns a default.
sim::Shape readShape(JsonObjectReader& o, const sim::Material& part_material) {
    sim::Shape s;
    const QString type = o.string(QStringLiteral("type"));
    if (o.reader().failed()) return s;
    if (type == QStringLiteral("box")) {
        s.type = sim::ShapeType::Box;
        const sim::Vec3 size = o.vec3(QStringLiteral("size"));
        if (!o.reader().failed() && size.minCoeff() <= 0.0) {
            o.fail(QStringLiteral("size"), botlab::parts_library::Tr::tr("sizes must be > 0"));
        }
        s.size_m = size;
    } else if (type == QStringLiteral("sphere")) {
        s.type = sim::ShapeType::Sphere;
        s.radius_m = o.positive(QStringLiteral("radius"));
    } else if (type == QStringLiteral("cylinder")) {
        s.type = sim::ShapeType::Cylinder;
        s.radius_m = o.positive(QStringLiteral("radius"));
        s.length_m = o.positive(QStringLiteral("length"));
    } else {
        o.fail(QStringLiteral("type"),
               botlab::parts_library::Tr::tr(
                   "unknown shape type '%1' (expected box, sphere or cylinder)")
                   .arg(core::quoted(type)));
        return s;
    }
    s.X_LS.translation = o.vec3(QStringLiteral("position"), sim::Vec3::Zero());
    s.X_LS.rotation = o.quaternion(QStringLiteral("rotation"));
    s.material = part_material;
    s.material.friction = o.number(QStringLiteral("friction"), part_material.friction);
    if (s.material.friction < 0.0) {
        o.fail(QStringLiteral("friction"), botlab::parts_library::Tr::tr("must be >= 0"));
    }
    s.collides = o.boolean(QStringLiteral("collides"), true);
    o.finish();
    return s;
}

sim::Pose readFrame(JsonObjectReader& o) {
    const sim::Vec3 p = o.vec3(QStringLiteral("position"), sim::Vec3::Zero());
    const sim::Vec3 x = o.vec3(QStringLiteral("x_axis"), sim::Vec3::UnitX());
    const sim::Vec3 y = o.vec3(QStringLiteral("y_axis"), sim::Vec3::UnitY());
    o.finish();
    if (o.reader().failed()) return {};
    if (x.norm() < 1e-9 || y.norm() < 1e-9 || std::abs(x.normalized().dot(y.normalized())) > 1e-6) {
        o.reader().fail(o.path(), botlab::parts_library::Tr::tr(
                                      "x_axis and y_axis must be non-zero and perpendicular"));
        return {};
    }
    sim::Mat3 m;
    m.col(0) = x.normalized();
    m.col(1) = y.normalized();
    m.col(2) = m.col(0).cross(m.col(1));
    return sim::Pose{p, sim::Quat(m).normalized()};
}

}  // namespace

std::optional<ConnectorType> connectorTypeFromString(const QString& name) {
    for (const auto& t : kTypeNames) {
        if (name == QLatin1String(t.name)) return t.type;
    }
    return std::nullopt;
}

QString driveWheelKindName(DriveWheelKind kind) {
    switch (kind) {
        case DriveWheelKind::Sprocket:
            return QStringLiteral("sprocket");
        case DriveWheelKind::Pulley:
            return QStringLiteral("pulley");
        case DriveWheelKind::TrackWheel:
            return QStringLiteral("track_wheel");
        case DriveWheelKind::None:
            break;
    }
    return {};
}

QString connectorTypeName(ConnectorType type) {
    for (const auto& t : kTypeNames) {
        if (t.type == type) return QLatin1String(t.name);
    }
    return QStringLiteral("?");
}

QString PartDefinition::displayName() const {
    return QCoreApplication::translate("botlab::parts_library", name.toUtf8().constData());
}

int PartDefinition::connectorIndex(const QString& connector_name) const {
    for (size_t i = 0; i < connectors.size(); ++i) {
        if (connectors[i].name == connector_name) return static_cast<int>(i);
    }
    return -1;
}

Result<PartDefinition> parsePartDefinition(const QByteArray& json, const QString& source,
                                           const QString& base_dir) {
    const Result<QJsonObject> parsed = core::parseJsonObject(json, source);
    if (!parsed) return parsed.error();
    JsonReader r(source);
    JsonObjectReader o = r.root(parsed.value());
    PartDefinition d;
    d.source_path = source;
    const QString format = o.string(QStringLiteral("format"));
    if (!r.failed() && format != QStringLiteral("botlab-part")) {
        r.fail(QStringLiteral("format"),
               Tr::tr("expected \"botlab-part\", got \"%1\"").arg(core::quoted(format)));
    }
    // A whole number ("must be a whole number (got 1.0000000001)"), then a known one.
    if (!o.has(QStringLiteral("version"))) o.number(QStringLiteral("version"));  // "missing"
    const int version = o.integer(QStringLiteral("version"), 1);
    if (!r.failed() && version != 1) {
        r.fail(QStringLiteral("version"),
               Tr::tr("unsupported version %1 (this Botlab reads version 1)").arg(version));
    }
    d.id = o.string(QStringLiteral("id"));
    static const QRegularExpression kIdRe(QStringLiteral("^[A-Za-z0-9_.-]+$"));
    if (!r.failed() && !kIdRe.match(d.id).hasMatch()) {
        r.fail(QStringLiteral("id"),
               Tr::tr("'%1' is not a valid id (letters, digits, _ . -)").arg(core::quoted(d.id)));
    }
    d.name = o.string(QStringLiteral("name"));
    d.category = o.string(QStringLiteral("category"), QStringLiteral("misc"));
    d.mass_kg = o.positive(QStringLiteral("mass_kg"));

    JsonObjectReader mat = o.object(QStringLiteral("material"));
    d.material.friction = mat.number(QStringLiteral("friction"), 0.8);
    d.material.bounce = mat.number(QStringLiteral("bounce"), 0.0);
    if (!r.failed() &&
        (d.material.friction < 0 || d.material.bounce < 0 || d.material.bounce > 1)) {
        r.fail(QStringLiteral("material"), Tr::tr("friction must be >= 0 and bounce in [0, 1]"));
    }
    const std::vector<double> rgba =
        mat.numbers(QStringLiteral("rgba"), 4, {d.rgba[0], d.rgba[1], d.rgba[2], d.rgba[3]});
    for (int i = 0; i < 4; ++i) d.rgba[i] = static_cast<float>(rgba[static_cast<size_t>(i)]);
    const int finish = mat.choice(
        QStringLiteral("finish"),
        {QStringLiteral("plastic"), QStringLiteral("metal"), QStringLiteral("rubber")}, 0);
    if (finish >= 0) d.finish = static_cast<sim::Finish>(finish);
    mat.finish();

    const QString mesh = o.string(QStringLiteral("mesh"));
    if (!r.failed()) {
        if (mesh.isEmpty()) {
            r.fail(QStringLiteral("mesh"), Tr::tr("must name a mesh file"));
        } else if (QDir::isAbsolutePath(mesh) || mesh.startsWith(QStringLiteral(":/"))) {
            d.mesh_path = mesh;
        } else {
            d.mesh_path = QDir::cleanPath(base_dir + QLatin1Char('/') + mesh);
        }
    }

    const core::JsonObjectArray shapes = o.objects(QStringLiteral("shapes"), true);
    if (!r.failed() && shapes.empty()) {
        r.fail(QStringLiteral("shapes"), Tr::tr("a part needs at least one shape"));
    }
    double total_volume = 0.0;
    for (JsonObjectReader so : shapes) {
        if (r.failed()) break;
        const sim::Shape s = readShape(so, d.material);
        if (r.failed()) break;
        total_volume += detail::volumeOf(s);
        d.shapes.push_back(s);
    }
    for (auto& s : d.shapes) s.mass_kg = d.mass_kg * detail::volumeOf(s) / total_volume;

    for (JsonObjectReader c : o.objects(QStringLiteral("connectors"))) {
        if (r.failed()) break;
        Connector con;
        con.name = c.string(QStringLiteral("name"));
        const QString type = c.string(QStringLiteral("type"));
        if (r.failed()) break;
        if (d.connectorIndex(con.name) >= 0) {
            c.fail(QStringLiteral("name"),
                   Tr::tr("duplicate connector name '%1'").arg(core::quoted(con.name)));
            break;
        }
        auto t = connectorTypeFromString(type);
        if (!t) {
            c.fail(QStringLiteral("type"),
                   Tr::tr("unknown connector type '%1'").arg(core::quoted(type)));
            break;
        }
        con.type = *t;
        con.position_P = c.vec3(QStringLiteral("position"));
        const sim::Vec3 axis = c.vec3(QStringLiteral("axis"));
        if (!r.failed() && axis.norm() < 1e-9) {
            c.fail(QStringLiteral("axis"), Tr::tr("must not be zero"));
        } else if (!r.failed()) {
            con.axis_P = axis.normalized();
        }
        con.length_m = c.number(QStringLiteral("length"), 0.0);
        con.rotation_step_deg = c.number(QStringLiteral("rotation_step_deg"), 90.0);
        if (!r.failed() && (con.length_m < 0 || con.rotation_step_deg < 0)) {
            r.fail(c.path(), Tr::tr("length and rotation_step_deg must be >= 0"));
        }
        c.finish();
        d.connectors.push_back(con);
    }

    auto connectorRef = [&](JsonObjectReader& obj, const QString& key, ConnectorType want) -> int {
        const QString name = obj.string(key);
        if (r.failed()) return -1;
        const int idx = d.connectorIndex(name);
        if (idx < 0) {
            obj.fail(key, Tr::tr("unknown connector '%1'").arg(core::quoted(name)));
        } else if (d.connectors[idx].type != want) {
            obj.fail(key, Tr::tr("connector '%1' must be of type %2")
                              .arg(core::quoted(name), connectorTypeName(want)));
        }
        return idx;
    };

    if (o.has(QStringLiteral("gear")) && !r.failed()) {
        JsonObjectReader g = o.object(QStringLiteral("gear"), true);
        d.gear.teeth = static_cast<int>(g.positive(QStringLiteral("teeth")));
        d.gear.pitch_radius_m = g.positive(QStringLiteral("pitch_radius_m"));
        d.gear.hub_connector = connectorRef(g, QStringLiteral("hub"), ConnectorType::GearHub);
        g.finish();
    }

    if (o.has(QStringLiteral("drive")) && !r.failed()) {
        JsonObjectReader g = o.object(QStringLiteral("drive"), true);
        const QString kind = g.string(QStringLiteral("kind"));
        DriveWheelSpec& w = d.drive;
        if (kind == QStringLiteral("sprocket")) {
            w.kind = DriveWheelKind::Sprocket;
            w.teeth = static_cast<int>(g.positive(QStringLiteral("teeth")));
        } else if (kind == QStringLiteral("pulley")) {
            w.kind = DriveWheelKind::Pulley;
            w.grip_N = g.positive(QStringLiteral("grip_N"));
        } else if (kind == QStringLiteral("track_wheel")) {
            w.kind = DriveWheelKind::TrackWheel;
            w.width_m = g.positive(QStringLiteral("width_m"));
            w.thickness_m = g.number(QStringLiteral("thickness_m"), 0.004);
            if (!(w.thickness_m >= 0.0 && w.thickness_m < 0.05))
                g.fail(QStringLiteral("thickness_m"),
                       Tr::tr("must be at least 0 and below 0.05 m"));
        } else if (!r.failed()) {
            g.fail(QStringLiteral("kind"),
                   Tr::tr("unknown drive wheel kind '%1' (sprocket, pulley or track_wheel)")
                       .arg(core::quoted(kind)));
        }
        w.pitch_radius_m = g.positive(QStringLiteral("pitch_radius_m"));
        w.hub_connector = connectorRef(g, QStringLiteral("hub"), ConnectorType::GearHub);
        g.finish();
        if (d.gear.teeth > 0 && !r.failed())
            o.fail(QStringLiteral("drive"), Tr::tr("a part is a gear or a drive wheel, not both"));
    }

    if (o.has(QStringLiteral("device")) && !r.failed()) {
        JsonObjectReader dev = o.object(QStringLiteral("device"), true);
        const QString kind = dev.string(QStringLiteral("kind"));
        DeviceSpec& s = d.device;
        auto num = [&](const char* k, double fallback) {
            return dev.number(QLatin1String(k), fallback);
        };
        auto pos = [&](const char* k, double fallback) {
            return dev.positive(QLatin1String(k), fallback);
        };
        if (kind == QStringLiteral("controller")) {
            s.kind = DeviceKind::Controller;
            s.motor_ports = static_cast<int>(pos("motor_ports", 8));
            s.sensor_ports = static_cast<int>(pos("sensor_ports", 13));
        } else if (kind == QStringLiteral("battery")) {
            s.kind = DeviceKind::Battery;
            s.voltage_V = pos("voltage_V", 6.0);
        } else if (kind == QStringLiteral("dc_motor")) {
            s.kind = DeviceKind::DcMotor;
            s.shaft_connector =
                connectorRef(dev, QStringLiteral("shaft"), ConnectorType::MotorShaft);
            s.no_load_speed_rad_s = pos("no_load_speed_rad_s", 15.0);
            s.stall_torque_Nm = pos("stall_torque_Nm", 0.5);
        } else if (kind == QStringLiteral("servo")) {
            s.kind = DeviceKind::Servo;
            s.shaft_connector =
                connectorRef(dev, QStringLiteral("shaft"), ConnectorType::MotorShaft);
            s.max_speed_rad_s = pos("max_speed_rad_s", 6.5);
            s.max_torque_Nm = pos("max_torque_Nm", 1.57);
            s.min_angle_rad = num("min_angle_rad", -1.5708);
            s.max_angle_rad = num("max_angle_rad", 1.5708);
            if (!r.failed() && !(s.min_angle_rad < s.max_angle_rad)) {
                r.fail(dev.path(), Tr::tr("min_angle_rad must be < max_angle_rad"));
            }
        } else if (kind == QStringLiteral("sensor") || kind == QStringLiteral("fan")) {
            s.kind = kind == QStringLiteral("fan") ? DeviceKind::Fan : DeviceKind::Sensor;
            JsonObjectReader frame = dev.object(QStringLiteral("frame"));
            s.X_PS = readFrame(frame);
            if (s.kind == DeviceKind::Sensor) {
                const QString type = dev.string(QStringLiteral("sensor"));
                sim::Sensor& sen = s.sensor;
                if (type == QStringLiteral("distance")) {
                    sen.type = sim::SensorType::Distance;
                    sen.min_range_m = pos("min_range_m", 0.02);
                    sen.max_range_m = pos("max_range_m", 1.5);
                    sen.rays = static_cast<int>(pos("rays", 1));
                    sen.cone_half_angle_rad = pos("cone_half_angle_rad", 0.26);
                    if (!r.failed() && !(sen.min_range_m < sen.max_range_m)) {
                        r.fail(dev.path(), Tr::tr("min_range_m must be < max_range_m"));
                    }
                } else if (type == QStringLiteral("line")) {
                    sen.type = sim::SensorType::Line;
                    sen.spot_radius_m = pos("spot_radius_m", 0.005);
                } else if (type == QStringLiteral("touch")) {
                    sen.type = sim::SensorType::Touch;
                    JsonObjectReader ts = dev.object(QStringLiteral("touch_shape"), true);
                    if (!r.failed()) sen.touch_shape = readShape(ts, d.material);
                } else if (type == QStringLiteral("compass")) {
                    sen.type = sim::SensorType::Compass;
                } else if (type == QStringLiteral("gyro")) {
                    sen.type = sim::SensorType::Gyro;
                } else if (type == QStringLiteral("flame")) {
                    sen.type = sim::SensorType::Flame;
                    sen.fov_half_angle_rad = pos("fov_half_angle_rad", 1.0);
                } else if (type == QStringLiteral("light")) {
                    sen.type = sim::SensorType::Light;
                    sen.spot_radius_m = pos("spot_radius_m", 0.03);
                } else if (type == QStringLiteral("sound")) {
                    sen.type = sim::SensorType::Sound;
                } else if (type == QStringLiteral("camera")) {
                    sen = sim::defaultSensor(sim::SensorType::Camera);
                    sen.camera_width_px = static_cast<int>(pos("width_px", 64));
                    sen.camera_height_px = static_cast<int>(pos("height_px", 48));
                    sen.camera_fov_rad = pos("fov_deg", 60.0) * std::numbers::pi / 180.0;
                    sen.update_period_s = pos("update_period_s", sim::kDefaultCameraPeriod_s);
                } else if (type == QStringLiteral("lidar")) {
                    sen = sim::defaultSensor(sim::SensorType::Lidar);
                    sen.lidar_rays = static_cast<int>(pos("rays", 360));
                    sen.min_range_m = pos("min_range_m", 0.05);
                    sen.max_range_m = pos("max_range_m", 4.0);
                    sen.update_period_s = pos("update_period_s", sim::kDefaultLidarPeriod_s);
                    if (!r.failed() && !(sen.min_range_m < sen.max_range_m)) {
                        r.fail(dev.path(), Tr::tr("min_range_m must be < max_range_m"));
                    }
                } else if (!r.failed()) {
                    dev.fail(QStringLiteral("sensor"),
                             Tr::tr("unknown sensor type '%1' (expected distance, line, touch, "
                                    "compass, gyro, flame, light, sound, camera or lidar)")
                                 .arg(core::quoted(type)));
                }
                sen.noise_stddev = num("noise_stddev", 0.0);
            }
        } else if (!r.failed()) {
            dev.fail(QStringLiteral("kind"),
                     Tr::tr("unknown device kind '%1'").arg(core::quoted(kind)));
        }
        dev.finish();
    }
    o.finish();
    if (r.failed()) return r.error();
    return d;
}

}  // namespace botlab::parts_library
