#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>

#include "botlab/parts_library/json_reader.h"
#include "botlab/parts_library/parts_library.h"
#include "shape_math.h"

namespace botlab::parts {

namespace {

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

std::optional<sim::Shape> readShape(JsonReader& r, const QJsonObject& o, const QString& path,
                                    const sim::Material& part_material) {
    sim::Shape s;
    const QString type = r.string(o, path, QStringLiteral("type")).value_or(QString());
    if (r.failed()) return std::nullopt;
    if (type == QStringLiteral("box")) {
        s.type = sim::ShapeType::Box;
        auto size = r.vec3(o, path, QStringLiteral("size"));
        if (size && (size->minCoeff() <= 0.0)) {
            r.fail(JsonReader::key(path, QStringLiteral("size")),
                   QCoreApplication::translate("botlab::parts", "sizes must be > 0"));
        }
        if (size) s.size_m = *size;
    } else if (type == QStringLiteral("sphere")) {
        s.type = sim::ShapeType::Sphere;
        s.radius_m = r.positive(o, path, QStringLiteral("radius")).value_or(0.0);
    } else if (type == QStringLiteral("cylinder")) {
        s.type = sim::ShapeType::Cylinder;
        s.radius_m = r.positive(o, path, QStringLiteral("radius")).value_or(0.0);
        s.length_m = r.positive(o, path, QStringLiteral("length")).value_or(0.0);
    } else {
        r.fail(JsonReader::key(path, QStringLiteral("type")),
               QCoreApplication::translate(
                   "botlab::parts", "unknown shape type '%1' (expected box, sphere or cylinder)")
                   .arg(type));
        return std::nullopt;
    }
    s.X_LS.translation =
        r.vec3(o, path, QStringLiteral("position"), sim::Vec3::Zero()).value_or(sim::Vec3::Zero());
    s.X_LS.rotation = r.quat(o, path, QStringLiteral("rotation")).value_or(sim::Quat::Identity());
    s.material = part_material;
    s.material.friction =
        r.number(o, path, QStringLiteral("friction"), part_material.friction).value_or(0.8);
    if (s.material.friction < 0.0) {
        r.fail(JsonReader::key(path, QStringLiteral("friction")),
               QCoreApplication::translate("botlab::parts", "must be >= 0"));
    }
    s.collides = r.boolean(o, path, QStringLiteral("collides"), true).value_or(true);
    if (r.failed()) return std::nullopt;
    return s;
}

std::optional<sim::Pose> readFrame(JsonReader& r, const QJsonObject& o, const QString& path) {
    auto p = r.vec3(o, path, QStringLiteral("position"), sim::Vec3::Zero());
    auto x = r.vec3(o, path, QStringLiteral("x_axis"), sim::Vec3::UnitX());
    auto y = r.vec3(o, path, QStringLiteral("y_axis"), sim::Vec3::UnitY());
    if (r.failed()) return std::nullopt;
    if (x->norm() < 1e-9 || y->norm() < 1e-9 ||
        std::abs(x->normalized().dot(y->normalized())) > 1e-6) {
        r.fail(path, QCoreApplication::translate(
                         "botlab::parts", "x_axis and y_axis must be non-zero and perpendicular"));
        return std::nullopt;
    }
    sim::Mat3 m;
    m.col(0) = x->normalized();
    m.col(1) = y->normalized();
    m.col(2) = m.col(0).cross(m.col(1));
    return sim::Pose{*p, sim::Quat(m).normalized()};
}

}  // namespace

std::optional<ConnectorType> connectorTypeFromString(const QString& name) {
    for (const auto& t : kTypeNames) {
        if (name == QLatin1String(t.name)) return t.type;
    }
    return std::nullopt;
}

QString connectorTypeName(ConnectorType type) {
    for (const auto& t : kTypeNames) {
        if (t.type == type) return QLatin1String(t.name);
    }
    return QStringLiteral("?");
}

QString PartDefinition::displayName() const {
    return QCoreApplication::translate("botlab::parts", name.toUtf8().constData());
}

int PartDefinition::connectorIndex(const QString& connector_name) const {
    for (size_t i = 0; i < connectors.size(); ++i) {
        if (connectors[i].name == connector_name) return static_cast<int>(i);
    }
    return -1;
}

Result<PartDefinition> parsePartDefinition(const QByteArray& json, const QString& source,
                                           const QString& base_dir) {
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (perr.error != QJsonParseError::NoError) {
        return Error{
            (source + QStringLiteral(": ") +
             QCoreApplication::translate("botlab::parts", "not valid JSON at offset %1: %2")
                 .arg(perr.offset)
                 .arg(perr.errorString()))
                .toStdString()};
    }
    if (!doc.isObject()) {
        return Error{
            (source + QStringLiteral(": ") +
             QCoreApplication::translate("botlab::parts", "the top level must be a JSON object"))
                .toStdString()};
    }
    const QJsonObject o = doc.object();
    JsonReader r(source);
    PartDefinition d;
    d.source_path = source;
    const QString format = r.string(o, {}, QStringLiteral("format")).value_or(QString());
    if (!r.failed() && format != QStringLiteral("botlab-part")) {
        r.fail(QStringLiteral("format"),
               QCoreApplication::translate("botlab::parts", "expected \"botlab-part\", got \"%1\"")
                   .arg(format));
    }
    const double version = r.number(o, {}, QStringLiteral("version")).value_or(0);
    if (!r.failed() && version != 1.0) {
        r.fail(QStringLiteral("version"),
               QCoreApplication::translate("botlab::parts",
                                           "unsupported version %1 (this Botlab reads version 1)")
                   .arg(version));
    }
    d.id = r.string(o, {}, QStringLiteral("id")).value_or(QString());
    static const QRegularExpression kIdRe(QStringLiteral("^[A-Za-z0-9_.-]+$"));
    if (!r.failed() && !kIdRe.match(d.id).hasMatch()) {
        r.fail(QStringLiteral("id"),
               QCoreApplication::translate("botlab::parts",
                                           "'%1' is not a valid id (letters, digits, _ . -)")
                   .arg(d.id));
    }
    d.name = r.string(o, {}, QStringLiteral("name")).value_or(QString());
    d.category =
        r.string(o, {}, QStringLiteral("category"), QStringLiteral("misc")).value_or(QString());
    d.mass_kg = r.positive(o, {}, QStringLiteral("mass_kg")).value_or(0.0);

    const QJsonObject mat = r.object(o, {}, QStringLiteral("material"), false);
    d.material.friction =
        r.number(mat, QStringLiteral("material"), QStringLiteral("friction"), 0.8).value_or(0.8);
    d.material.bounce =
        r.number(mat, QStringLiteral("material"), QStringLiteral("bounce"), 0.0).value_or(0.0);
    if (!r.failed() &&
        (d.material.friction < 0 || d.material.bounce < 0 || d.material.bounce > 1)) {
        r.fail(QStringLiteral("material"),
               QCoreApplication::translate("botlab::parts",
                                           "friction must be >= 0 and bounce in [0, 1]"));
    }
    if (mat.contains(QStringLiteral("rgba"))) {
        auto c = r.numbers(mat, QStringLiteral("material"), QStringLiteral("rgba"), 4);
        if (c) {
            for (int i = 0; i < 4; ++i) d.rgba[i] = static_cast<float>((*c)[i]);
        }
    }

    const QString mesh = r.string(o, {}, QStringLiteral("mesh")).value_or(QString());
    if (!r.failed()) {
        if (mesh.isEmpty()) {
            r.fail(QStringLiteral("mesh"),
                   QCoreApplication::translate("botlab::parts", "must name a mesh file"));
        } else if (QDir::isAbsolutePath(mesh) || mesh.startsWith(QStringLiteral(":/"))) {
            d.mesh_path = mesh;
        } else {
            d.mesh_path = QDir::cleanPath(base_dir + QLatin1Char('/') + mesh);
        }
    }

    const QJsonArray shapes = r.array(o, {}, QStringLiteral("shapes"), true);
    if (!r.failed() && shapes.isEmpty()) {
        r.fail(QStringLiteral("shapes"),
               QCoreApplication::translate("botlab::parts", "a part needs at least one shape"));
    }
    double total_volume = 0.0;
    for (qsizetype i = 0; i < shapes.size() && !r.failed(); ++i) {
        const QString path = JsonReader::index(QStringLiteral("shapes"), i);
        auto s = readShape(r, r.element(shapes, QStringLiteral("shapes"), i), path, d.material);
        if (!s) break;
        total_volume += detail::volumeOf(*s);
        d.shapes.push_back(*s);
    }
    for (auto& s : d.shapes) s.mass_kg = d.mass_kg * detail::volumeOf(s) / total_volume;

    const QJsonArray cons = r.array(o, {}, QStringLiteral("connectors"), false);
    for (qsizetype i = 0; i < cons.size() && !r.failed(); ++i) {
        const QString path = JsonReader::index(QStringLiteral("connectors"), i);
        const QJsonObject c = r.element(cons, QStringLiteral("connectors"), i);
        Connector con;
        con.name = r.string(c, path, QStringLiteral("name")).value_or(QString());
        const QString type = r.string(c, path, QStringLiteral("type")).value_or(QString());
        if (r.failed()) break;
        if (d.connectorIndex(con.name) >= 0) {
            r.fail(JsonReader::key(path, QStringLiteral("name")),
                   QCoreApplication::translate("botlab::parts", "duplicate connector name '%1'")
                       .arg(con.name));
            break;
        }
        auto t = connectorTypeFromString(type);
        if (!t) {
            r.fail(JsonReader::key(path, QStringLiteral("type")),
                   QCoreApplication::translate("botlab::parts", "unknown connector type '%1'")
                       .arg(type));
            break;
        }
        con.type = *t;
        con.position_P = r.vec3(c, path, QStringLiteral("position")).value_or(sim::Vec3::Zero());
        auto axis = r.vec3(c, path, QStringLiteral("axis"));
        if (axis && axis->norm() < 1e-9) {
            r.fail(JsonReader::key(path, QStringLiteral("axis")),
                   QCoreApplication::translate("botlab::parts", "must not be zero"));
        } else if (axis) {
            con.axis_P = axis->normalized();
        }
        con.length_m = r.number(c, path, QStringLiteral("length"), 0.0).value_or(0.0);
        con.rotation_step_deg =
            r.number(c, path, QStringLiteral("rotation_step_deg"), 90.0).value_or(90.0);
        if (!r.failed() && (con.length_m < 0 || con.rotation_step_deg < 0)) {
            r.fail(path, QCoreApplication::translate("botlab::parts",
                                                     "length and rotation_step_deg must be >= 0"));
        }
        d.connectors.push_back(con);
    }

    auto connectorRef = [&](const QJsonObject& obj, const QString& path, const QString& key,
                            ConnectorType want) -> int {
        const QString name = r.string(obj, path, key).value_or(QString());
        if (r.failed()) return -1;
        const int idx = d.connectorIndex(name);
        if (idx < 0) {
            r.fail(
                JsonReader::key(path, key),
                QCoreApplication::translate("botlab::parts", "unknown connector '%1'").arg(name));
        } else if (d.connectors[idx].type != want) {
            r.fail(JsonReader::key(path, key),
                   QCoreApplication::translate("botlab::parts", "connector '%1' must be of type %2")
                       .arg(name, connectorTypeName(want)));
        }
        return idx;
    };

    if (o.contains(QStringLiteral("gear")) && !r.failed()) {
        const QString path = QStringLiteral("gear");
        const QJsonObject g = r.object(o, {}, path, true);
        d.gear.teeth = static_cast<int>(r.positive(g, path, QStringLiteral("teeth")).value_or(0));
        d.gear.pitch_radius_m = r.positive(g, path, QStringLiteral("pitch_radius_m")).value_or(0);
        d.gear.hub_connector = connectorRef(g, path, QStringLiteral("hub"), ConnectorType::GearHub);
    }

    if (o.contains(QStringLiteral("device")) && !r.failed()) {
        const QString path = QStringLiteral("device");
        const QJsonObject dev = r.object(o, {}, path, true);
        const QString kind = r.string(dev, path, QStringLiteral("kind")).value_or(QString());
        DeviceSpec& s = d.device;
        auto num = [&](const char* k, double fallback) {
            return r.number(dev, path, QLatin1String(k), fallback).value_or(fallback);
        };
        auto pos = [&](const char* k, double fallback) {
            return r.positive(dev, path, QLatin1String(k), fallback).value_or(fallback);
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
                connectorRef(dev, path, QStringLiteral("shaft"), ConnectorType::MotorShaft);
            s.no_load_speed_rad_s = pos("no_load_speed_rad_s", 15.0);
            s.stall_torque_Nm = pos("stall_torque_Nm", 0.5);
        } else if (kind == QStringLiteral("servo")) {
            s.kind = DeviceKind::Servo;
            s.shaft_connector =
                connectorRef(dev, path, QStringLiteral("shaft"), ConnectorType::MotorShaft);
            s.max_speed_rad_s = pos("max_speed_rad_s", 6.5);
            s.max_torque_Nm = pos("max_torque_Nm", 1.57);
            s.min_angle_rad = num("min_angle_rad", -1.5708);
            s.max_angle_rad = num("max_angle_rad", 1.5708);
            if (!r.failed() && !(s.min_angle_rad < s.max_angle_rad)) {
                r.fail(path, QCoreApplication::translate("botlab::parts",
                                                         "min_angle_rad must be < max_angle_rad"));
            }
        } else if (kind == QStringLiteral("sensor") || kind == QStringLiteral("fan")) {
            s.kind = kind == QStringLiteral("fan") ? DeviceKind::Fan : DeviceKind::Sensor;
            const QJsonObject frame = r.object(dev, path, QStringLiteral("frame"), false);
            s.X_PS = readFrame(r, frame, JsonReader::key(path, QStringLiteral("frame")))
                         .value_or(sim::Pose{});
            if (s.kind == DeviceKind::Sensor) {
                const QString type =
                    r.string(dev, path, QStringLiteral("sensor")).value_or(QString());
                sim::Sensor& sen = s.sensor;
                if (type == QStringLiteral("distance")) {
                    sen.type = sim::SensorType::Distance;
                    sen.min_range_m = pos("min_range_m", 0.02);
                    sen.max_range_m = pos("max_range_m", 1.5);
                    sen.rays = static_cast<int>(pos("rays", 1));
                    sen.cone_half_angle_rad = pos("cone_half_angle_rad", 0.26);
                    if (!r.failed() && !(sen.min_range_m < sen.max_range_m)) {
                        r.fail(path, QCoreApplication::translate(
                                         "botlab::parts", "min_range_m must be < max_range_m"));
                    }
                } else if (type == QStringLiteral("line")) {
                    sen.type = sim::SensorType::Line;
                    sen.spot_radius_m = pos("spot_radius_m", 0.005);
                } else if (type == QStringLiteral("touch")) {
                    sen.type = sim::SensorType::Touch;
                    const QString tpath = JsonReader::key(path, QStringLiteral("touch_shape"));
                    const QJsonObject ts = r.object(dev, path, QStringLiteral("touch_shape"), true);
                    if (!r.failed()) {
                        if (auto shape = readShape(r, ts, tpath, d.material)) {
                            sen.touch_shape = *shape;
                        }
                    }
                } else if (type == QStringLiteral("compass")) {
                    sen.type = sim::SensorType::Compass;
                } else if (type == QStringLiteral("gyro")) {
                    sen.type = sim::SensorType::Gyro;
                } else if (type == QStringLiteral("flame")) {
                    sen.type = sim::SensorType::Flame;
                    sen.fov_half_angle_rad = pos("fov_half_angle_rad", 1.0);
                } else if (!r.failed()) {
                    r.fail(JsonReader::key(path, QStringLiteral("sensor")),
                           QCoreApplication::translate(
                               "botlab::parts",
                               "unknown sensor type '%1' (expected distance, line, touch, compass, "
                               "gyro or flame)")
                               .arg(type));
                }
                sen.noise_stddev = num("noise_stddev", 0.0);
            }
        } else if (!r.failed()) {
            r.fail(
                JsonReader::key(path, QStringLiteral("kind")),
                QCoreApplication::translate("botlab::parts", "unknown device kind '%1'").arg(kind));
        }
    }
    if (r.failed()) return r.error();
    return d;
}

}  // namespace botlab::parts
