// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/parts_library/palette.h"
#include "tr.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>
#include <set>
#include <tuple>

namespace botlab::parts_library {

namespace {

/// "40", "3.2": millimetres with at most one decimal.
QString mm(double metres) {
    const double v = std::round(metres * 10000.0) / 10.0;
    return QString::number(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 1);
}

/// Ids compared with their numbers as numbers: beam_3 < beam_5 < beam_11.
bool naturalLess(const QString& a, const QString& b) {
    int i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            int ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit()) ++ei;
            while (ej < b.size() && b[ej].isDigit()) ++ej;
            const qulonglong na = a.mid(i, ei - i).toULongLong();
            const qulonglong nb = b.mid(j, ej - j).toULongLong();
            if (na != nb) return na < nb;
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j]) return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

/// The app's Chinese catalogue, when the program has it as a resource (the desktop app does).
const QTranslator* chineseCatalogue() {
    static const std::unique_ptr<QTranslator> translator = [] {
        auto t = std::make_unique<QTranslator>();
        const QString path = QStringLiteral(":/i18n/botlab_zh_CN.qm");
        if (!QFile::exists(path) || !t->load(path)) t.reset();
        return t;
    }();
    return translator.get();
}

int uniqueHoles(const PartDefinition& part) {
    std::set<std::tuple<long, long, long>> at;
    for (const Connector& c : part.connectors) {
        if (c.type != ConnectorType::Hole) continue;
        at.insert({std::lround(c.position_P.x() * 1e4), std::lround(c.position_P.y() * 1e4),
                   std::lround(c.position_P.z() * 1e4)});
    }
    return static_cast<int>(at.size());
}

}  // namespace

std::vector<PaletteCategory> paletteCategories() {
    return {PaletteCategory::Structure,      PaletteCategory::AxlesAndPins,
            PaletteCategory::GearsAndWheels, PaletteCategory::MotorsAndServos,
            PaletteCategory::Sensors,        PaletteCategory::Electronics,
            PaletteCategory::Other};
}

QString paletteCategoryName(PaletteCategory category) {
    switch (category) {
        case PaletteCategory::Structure:
            return Tr::tr("Structure");
        case PaletteCategory::AxlesAndPins:
            return Tr::tr("Axles and pins");
        case PaletteCategory::GearsAndWheels:
            return Tr::tr("Gears and wheels");
        case PaletteCategory::MotorsAndServos:
            return Tr::tr("Motors and servos");
        case PaletteCategory::Sensors:
            return Tr::tr("Sensors");
        case PaletteCategory::Electronics:
            return Tr::tr("Electronics");
        case PaletteCategory::Other:
            return Tr::tr("Other parts");
    }
    return {};
}

PaletteCategory paletteCategoryOf(const PartDefinition& part) {
    const QString& c = part.category;
    if (c == QLatin1String("structure")) return PaletteCategory::Structure;
    if (c == QLatin1String("axle") || c == QLatin1String("fastener") || c == QLatin1String("pin"))
        return PaletteCategory::AxlesAndPins;
    if (c == QLatin1String("gear") || c == QLatin1String("wheel"))
        return PaletteCategory::GearsAndWheels;
    if (c == QLatin1String("motor") || c == QLatin1String("servo") ||
        c == QLatin1String("actuator"))
        return PaletteCategory::MotorsAndServos;
    if (c == QLatin1String("sensor")) return PaletteCategory::Sensors;
    if (c == QLatin1String("controller") || c == QLatin1String("power") ||
        c == QLatin1String("electronics"))
        return PaletteCategory::Electronics;
    return PaletteCategory::Other;
}

sim::Vec3 partSize_m(const PartsLibrary& library, const QString& part_id) {
    auto mesh = library.mesh(part_id);
    if (!mesh || mesh.value()->vertexCount() == 0) return sim::Vec3::Zero();
    const TriangleMesh& m = *mesh.value();
    sim::Vec3 lo = m.vertex(0), hi = lo;
    for (int i = 1; i < m.vertexCount(); ++i) {
        lo = lo.cwiseMin(m.vertex(i));
        hi = hi.cwiseMax(m.vertex(i));
    }
    return hi - lo;
}

QString partTooltip(const PartsLibrary& library, const PartDefinition& part) {
    QStringList lines;
    lines << part.displayName();
    const sim::Vec3 s = partSize_m(library, part.id);
    const DeviceSpec& dev = part.device;
    if (part.gear.teeth > 0) {
        lines << Tr::tr("%1 teeth").arg(part.gear.teeth);
    } else if (part.category == QLatin1String("wheel") && part.connectors.size() == 1 &&
               part.connectors[0].type == ConnectorType::WheelHub) {
        lines << Tr::tr("Diameter %1 mm").arg(mm(std::max(s.x(), s.y())));
    } else if (part.category == QLatin1String("axle") && part.connectors.size() == 1) {
        const double length = part.connectors[0].length_m;
        lines << Tr::tr("%1 mm long (%2 hole pitches)")
                     .arg(mm(length))
                     .arg(std::lround(length / 0.008));
    }
    if (s.squaredNorm() > 0.0 && part.category != QLatin1String("axle")) {
        lines << Tr::tr("Size %1 × %2 × %3 mm").arg(mm(s.x()), mm(s.y()), mm(s.z()));
    }
    if (const int holes = uniqueHoles(part);
        holes > 0 && !dev.usesMotorPort() && dev.kind != DeviceKind::Controller) {
        lines << (holes == 1 ? Tr::tr("1 hole") : Tr::tr("%1 holes").arg(holes));
    }
    switch (dev.kind) {
        case DeviceKind::DcMotor:
            lines << Tr::tr("Plugs into a motor port. Top speed %1 rpm, stall torque %2 N·cm")
                         .arg(
                             std::lround(dev.no_load_speed_rad_s * 60.0 / (2.0 * std::numbers::pi)))
                         .arg(QString::number(dev.stall_torque_Nm * 100.0, 'g', 3));
            break;
        case DeviceKind::Servo:
            lines << Tr::tr("Plugs into a motor port. Turns from %1° to %2°")
                         .arg(std::lround(dev.min_angle_rad * 180.0 / std::numbers::pi))
                         .arg(std::lround(dev.max_angle_rad * 180.0 / std::numbers::pi));
            break;
        case DeviceKind::Fan:
            lines << Tr::tr("Plugs into a motor port");
            break;
        case DeviceKind::Sensor:
            lines << Tr::tr("Plugs into a sensor port");
            if (dev.sensor.type == sim::SensorType::Light)
                lines << Tr::tr(
                    "Measures brightness, 0 to 100 %: the room's light on the floor it faces and "
                    "lit candles in front of it");
            else if (dev.sensor.type == sim::SensorType::Sound)
                lines << Tr::tr(
                    "Measures loudness, 0 to 100 %, from buzzers in the scene (half as loud at "
                    "twice the distance)");
            else if (dev.sensor.type == sim::SensorType::Camera)
                lines << Tr::tr("Colour camera: a %1 x %2 image, %3° wide, %4 times a second")
                             .arg(dev.sensor.camera_width_px)
                             .arg(dev.sensor.camera_height_px)
                             .arg(std::lround(dev.sensor.camera_fov_rad * 180.0 / std::numbers::pi))
                             .arg(std::lround(1.0 / sim::sensorUpdatePeriod_s(dev.sensor)));
            else if (dev.sensor.type == sim::SensorType::Lidar)
                lines << Tr::tr("Lidar: %1 distances all around, %2 to %3 cm, %4 times a second")
                             .arg(dev.sensor.lidar_rays)
                             .arg(std::lround(dev.sensor.min_range_m * 100.0))
                             .arg(std::lround(dev.sensor.max_range_m * 100.0))
                             .arg(std::lround(1.0 / sim::sensorUpdatePeriod_s(dev.sensor)));
            break;
        case DeviceKind::Controller:
            lines << Tr::tr("%1 motor ports, %2 sensor ports")
                         .arg(dev.motor_ports)
                         .arg(dev.sensor_ports);
            break;
        case DeviceKind::Battery:
            lines << Tr::tr("%1 V").arg(QString::number(dev.voltage_V, 'g', 3));
            break;
        case DeviceKind::None:
            break;
    }
    return lines.join(QLatin1Char('\n'));
}

std::vector<PaletteGroup> paletteGroups(const PartsLibrary& library) {
    QStringList ids = library.ids();
    std::sort(ids.begin(), ids.end(), naturalLess);
    std::vector<PaletteGroup> groups;
    for (PaletteCategory category : paletteCategories()) {
        PaletteGroup g{category, paletteCategoryName(category), {}};
        for (const QString& id : ids) {
            const PartDefinition* def = library.find(id);
            if (!def || paletteCategoryOf(*def) != category) continue;
            g.entries.push_back({id, def->displayName(), partTooltip(library, *def), category});
        }
        if (!g.entries.empty()) groups.push_back(std::move(g));
    }
    return groups;
}

std::vector<PaletteEntry> searchPalette(const PartsLibrary& library, const QString& text) {
    const QStringList words =
        text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    const QTranslator* zh = chineseCatalogue();
    std::vector<PaletteEntry> out;
    for (const PaletteGroup& g : paletteGroups(library)) {
        for (const PaletteEntry& e : g.entries) {
            const PartDefinition* def = library.find(e.id);
            QString hay = e.id + QLatin1Char('\n') + def->name + QLatin1Char('\n') + e.name;
            if (zh) {
                hay += QLatin1Char('\n') +
                       zh->translate("botlab::parts_library", def->name.toUtf8().constData());
            }
            // Also the id with spaces ("beam 5") so a typed "beam 5" finds beam_5.
            hay += QLatin1Char('\n') + QString(e.id).replace(QLatin1Char('_'), QLatin1Char(' '));
            const bool all = std::all_of(words.begin(), words.end(), [&](const QString& w) {
                return hay.contains(w, Qt::CaseInsensitive);
            });
            if (all) out.push_back(e);
        }
    }
    return out;
}

}  // namespace botlab::parts_library
