#include "botlab/assembler/robot_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include "botlab/parts_library/json_reader.h"

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
                                    parts::PartsLibrary& library, const QString& base_dir) {
    auto fail = [&](const QString& what) {
        return Error{(source + QStringLiteral(": ") + what).toStdString()};
    };
    QJsonParseError perr;
    const QJsonDocument jd = QJsonDocument::fromJson(json, &perr);
    if (perr.error != QJsonParseError::NoError) {
        return fail(
            QCoreApplication::translate("botlab::assembler", "not valid JSON at offset %1: %2")
                .arg(perr.offset)
                .arg(perr.errorString()));
    }
    if (!jd.isObject())
        return fail(QCoreApplication::translate("botlab::assembler",
                                                "the top level must be a JSON object"));
    const QJsonObject root = jd.object();
    parts::JsonReader r(source);
    const QString format = r.string(root, {}, QStringLiteral("format")).value_or(QString());
    if (!r.failed() && format != QStringLiteral("botlab-robot")) {
        r.fail(QStringLiteral("format"),
               QCoreApplication::translate("botlab::assembler",
                                           "expected \"botlab-robot\", got \"%1\"")
                   .arg(format));
    }
    const double version = r.number(root, {}, QStringLiteral("version")).value_or(0);
    if (!r.failed() && (version < 1 || version > kRobotFormatVersion || version != int(version))) {
        r.fail(QStringLiteral("version"),
               QCoreApplication::translate("botlab::assembler",
                                           "unsupported version %1 (this Botlab reads 1 to %2)")
                   .arg(version)
                   .arg(kRobotFormatVersion));
    }
    RobotDocument doc;
    doc.name = r.string(root, {}, QStringLiteral("name"), QString()).value_or(QString());

    // Custom parts are imported into a copy of the library, committed only on success.
    parts::PartsLibrary lib = library;
    const QJsonArray custom = r.array(root, {}, QStringLiteral("custom_parts"), false);
    for (qsizetype i = 0; i < custom.size() && !r.failed(); ++i) {
        const QString path = parts::JsonReader::index(QStringLiteral("custom_parts"), i);
        const QJsonObject o = r.element(custom, QStringLiteral("custom_parts"), i);
        CustomPartRef c;
        c.id = r.string(o, path, QStringLiteral("id")).value_or(QString());
        c.mesh_path = r.string(o, path, QStringLiteral("mesh")).value_or(QString());
        c.density_kg_m3 =
            r.positive(o, path, QStringLiteral("density_kg_m3"), 1000.0).value_or(1000.0);
        c.scale = r.positive(o, path, QStringLiteral("scale"), 1.0).value_or(1.0);
        if (r.failed()) break;
        const QString mesh = QDir::isAbsolutePath(c.mesh_path) || base_dir.isEmpty()
                                 ? c.mesh_path
                                 : QDir(base_dir).filePath(c.mesh_path);
        auto imported = lib.importMesh(c.id, mesh, c.density_kg_m3, c.scale);
        if (!imported) {
            r.fail(parts::JsonReader::key(path, QStringLiteral("mesh")),
                   QString::fromStdString(imported.message()));
            break;
        }
        doc.custom_parts.push_back(c);
    }

    const QJsonArray parts = r.array(root, {}, QStringLiteral("parts"), true);
    for (qsizetype i = 0; i < parts.size() && !r.failed(); ++i) {
        const QString path = parts::JsonReader::index(QStringLiteral("parts"), i);
        const QJsonObject o = r.element(parts, QStringLiteral("parts"), i);
        PartInstance p;
        p.part_id = r.string(o, path, QStringLiteral("part")).value_or(QString());
        if (!r.failed() && !lib.find(p.part_id)) {
            r.fail(parts::JsonReader::key(path, QStringLiteral("part")),
                   QCoreApplication::translate("botlab::assembler", "unknown part '%1'")
                       .arg(p.part_id));
        }
        p.X_MP.translation =
            r.vec3(o, path, QStringLiteral("position")).value_or(sim::Vec3::Zero());
        p.X_MP.rotation =
            r.quat(o, path, QStringLiteral("rotation")).value_or(sim::Quat::Identity());
        const double port = r.number(o, path, QStringLiteral("port"), 0.0).value_or(0.0);
        if (!r.failed() && (port < 0 || port > 13 || port != int(port))) {
            r.fail(parts::JsonReader::key(path, QStringLiteral("port")),
                   QCoreApplication::translate("botlab::assembler",
                                               "must be a whole number 0..13 (got %1)")
                       .arg(port));
        }
        p.port = static_cast<int>(port);
        p.reversed = r.boolean(o, path, QStringLiteral("reversed"), false).value_or(false);
        p.label = r.string(o, path, QStringLiteral("label"), QString()).value_or(QString());
        doc.parts.push_back(p);
    }
    if (r.failed()) return r.error();
    library = std::move(lib);
    return doc;
}

namespace {
/// An error naming the file: "<path>: <message>".
Error fileError(const QString& path, const QString& message) {
    return Error{(path + QStringLiteral(": ") + message).toStdString()};
}
}  // namespace

Result<RobotDocument> loadRobotFile(const QString& path, parts::PartsLibrary& library) {
    QFile file(path);
    if (!file.exists()) {
        return fileError(path,
                         QCoreApplication::translate("botlab::assembler", "no such robot file"));
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return fileError(
            path, QCoreApplication::translate("botlab::assembler", "cannot open the robot file: %1")
                      .arg(file.errorString()));
    }
    const QString base =
        path.startsWith(QStringLiteral(":/")) ? QString() : QFileInfo(path).absolutePath();
    return robotFromJson(file.readAll(), path, library, base);
}

Status saveRobotFile(const RobotDocument& doc, const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fileError(path, QCoreApplication::translate("botlab::assembler",
                                                           "cannot write the robot file: %1")
                                   .arg(file.errorString()));
    }
    const QByteArray bytes = robotToJson(doc);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        return fileError(path, QCoreApplication::translate("botlab::assembler", "saving failed: %1")
                                   .arg(file.errorString()));
    }
    return {};
}

}  // namespace botlab::assembler
