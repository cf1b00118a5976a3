// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/robot_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "botlab/core/files.h"
#include "botlab/core/json_reader.h"
#include "botlab/core/text.h"
#include "tr.h"

namespace botlab::assembler {

namespace {

QJsonArray arr(std::initializer_list<double> v) {
    QJsonArray a;
    for (double x : v) a.append(x);
    return a;
}

}  // namespace

QByteArray robotToJson(const RobotDocument& doc) {
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("botlab-robot");
    root[QStringLiteral("version")] = kRobotFormatVersion;
    root[QStringLiteral("name")] = doc.name;
    QJsonArray parts;
    for (const PartInstance& p : doc.parts) {
        QJsonObject o;
        o[QStringLiteral("part")] = p.part_id;
        const auto& t = p.X_MP.translation;
        const auto& q = p.X_MP.rotation;
        o[QStringLiteral("position")] = arr({t.x(), t.y(), t.z()});
        o[QStringLiteral("rotation")] = arr({q.w(), q.x(), q.y(), q.z()});
        if (p.port != 0) o[QStringLiteral("port")] = p.port;
        if (p.reversed) o[QStringLiteral("reversed")] = true;
        if (!p.label.isEmpty()) o[QStringLiteral("label")] = p.label;
        parts.append(o);
    }
    root[QStringLiteral("parts")] = parts;
    if (!doc.drives.empty()) {
        QJsonArray drives;
        for (const DriveLink& d : doc.drives) {
            QJsonObject o;
            o[QStringLiteral("part_a")] = d.part_a;
            o[QStringLiteral("part_b")] = d.part_b;
            drives.append(o);
        }
        root[QStringLiteral("drives")] = drives;
    }
    if (!doc.custom_parts.empty()) {
        QJsonArray custom;
        for (const CustomPartRef& c : doc.custom_parts) {
            QJsonObject o;
            o[QStringLiteral("id")] = c.id;
            o[QStringLiteral("mesh")] = c.mesh_path;
            o[QStringLiteral("density_kg_m3")] = c.density_kg_m3;
            o[QStringLiteral("scale")] = c.scale;
            custom.append(o);
        }
        root[QStringLiteral("custom_parts")] = custom;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<RobotDocument> robotFromJson(const QByteArray& json, const QString& source,
                                    parts_library::PartsLibrary& library, const QString& base_dir) {
    const Result<QJsonObject> parsed = core::parseJsonObject(json, source);
    if (!parsed) return parsed.error();
    core::JsonReader r(source);
    core::JsonObjectReader root = r.root(parsed.value());
    const QString format = root.string(QStringLiteral("format"));
    if (!r.failed() && format != QStringLiteral("botlab-robot")) {
        r.fail(QStringLiteral("format"),
               Tr::tr("expected \"botlab-robot\", got \"%1\"").arg(core::quoted(format)));
    }
    // A whole number ("must be a whole number (got 1.0000000001)"), then a known one.
    if (!root.has(QStringLiteral("version"))) root.number(QStringLiteral("version"));  // "missing"
    const int version = root.integer(QStringLiteral("version"), 1);
    if (!r.failed() && (version < 1 || version > kRobotFormatVersion)) {
        r.fail(QStringLiteral("version"),
               Tr::tr("unsupported version %1 (this Botlab reads 1 to %2)")
                   .arg(version)
                   .arg(kRobotFormatVersion));
    }
    RobotDocument doc;
    doc.name = root.string(QStringLiteral("name"), QString());

    // Limits, checked before anything is read or imported (docs/formats/robot.md).
    for (const auto& [key, max] : {std::pair{QStringLiteral("custom_parts"), kMaxCustomParts},
                                   std::pair{QStringLiteral("parts"), kMaxRobotParts},
                                   std::pair{QStringLiteral("drives"), kMaxRobotParts}}) {
        const qsizetype n = root.json().value(key).toArray().size();
        if (!r.failed() && n > max)
            r.fail(key, Tr::tr("%1 items; at most %2 are allowed").arg(n).arg(max));
    }
    if (r.failed()) return r.error();

    // Custom parts are imported into a copy of the library, committed only on success.
    parts_library::PartsLibrary lib = library;
    QStringList custom_ids;
    for (core::JsonObjectReader o : root.objects(QStringLiteral("custom_parts"))) {
        if (r.failed()) break;
        CustomPartRef c;
        c.id = o.string(QStringLiteral("id"));
        // A custom part never replaces a built-in one (a robot's "motor_dc" stays the motor).
        if (!r.failed() && lib.isBuiltin(c.id)) {
            o.fail(QStringLiteral("id"),
                   Tr::tr("'%1' is the id of a built-in part; give the custom part another id")
                       .arg(core::quoted(c.id)));
        } else if (!r.failed() && custom_ids.contains(c.id)) {
            o.fail(QStringLiteral("id"),
                   Tr::tr("duplicate custom part id '%1'").arg(core::quoted(c.id)));
        }
        custom_ids << c.id;
        c.mesh_path = o.string(QStringLiteral("mesh"));
        c.density_kg_m3 = o.positive(QStringLiteral("density_kg_m3"), 1000.0);
        c.scale = o.positive(QStringLiteral("scale"), 1.0);
        o.finish();
        if (r.failed()) break;
        const QString mesh = QDir::isAbsolutePath(c.mesh_path) || base_dir.isEmpty()
                                 ? c.mesh_path
                                 : QDir(base_dir).filePath(c.mesh_path);
        auto imported = lib.importMesh(c.id, mesh, c.density_kg_m3, c.scale);
        if (!imported) {
            o.fail(QStringLiteral("mesh"), QString::fromStdString(imported.message()));
            break;
        }
        doc.custom_parts.push_back(c);
    }

    for (core::JsonObjectReader o : root.objects(QStringLiteral("parts"), true)) {
        if (r.failed()) break;
        PartInstance p;
        p.part_id = o.string(QStringLiteral("part"));
        if (!r.failed() && !lib.find(p.part_id)) {
            o.fail(QStringLiteral("part"),
                   Tr::tr("unknown part '%1'").arg(core::quoted(p.part_id)));
        }
        p.X_MP.translation = o.vec3(QStringLiteral("position"));
        if (!r.failed() && p.X_MP.translation.norm() > kMaxPartDistance_m) {
            o.fail(QStringLiteral("position"),
                   Tr::tr("must be within %1 m of the robot's origin (got %2 m away)")
                       .arg(kMaxPartDistance_m)
                       .arg(core::numberText(p.X_MP.translation.norm())));
        }
        p.X_MP.rotation = o.quaternion(QStringLiteral("rotation"));
        const double port = o.number(QStringLiteral("port"), 0.0);
        if (!r.failed() && (port < 0 || port > 13 || port != int(port))) {
            o.fail(QStringLiteral("port"),
                   Tr::tr("must be a whole number 0..13 (got %1)").arg(port));
        }
        p.port = static_cast<int>(port);
        p.reversed = o.boolean(QStringLiteral("reversed"), false);
        p.label = o.string(QStringLiteral("label"), QString());
        o.finish();
        doc.parts.push_back(p);
    }
    for (core::JsonObjectReader o : root.objects(QStringLiteral("drives"))) {
        if (r.failed()) break;
        const int count = static_cast<int>(doc.parts.size());
        DriveLink d;
        d.part_a = static_cast<int>(o.integerInRange(QStringLiteral("part_a"), 0, count - 1, -1));
        d.part_b = static_cast<int>(o.integerInRange(QStringLiteral("part_b"), 0, count - 1, -1));
        if (!r.failed() && d.part_a == d.part_b) {
            o.fail(QStringLiteral("part_b"), Tr::tr("must name another part than part_a"));
        }
        o.finish();
        doc.drives.push_back(d);
    }
    root.finish();
    if (r.failed()) return r.error();
    library = std::move(lib);
    return doc;
}

Result<RobotDocument> loadRobotFile(const QString& path, parts_library::PartsLibrary& library) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Robot);
    if (!bytes) return bytes.error();
    const QString base =
        path.startsWith(QStringLiteral(":/")) ? QString() : QFileInfo(path).absolutePath();
    return robotFromJson(bytes.value(), path, library, base);
}

Status saveRobotFile(const RobotDocument& doc, const QString& path) {
    return core::writeFileAtomic(path, robotToJson(doc));
}

}  // namespace botlab::assembler
