// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/project.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

#include "botlab/core/files.h"
#include "botlab/core/text.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::Project" for this file's texts (lupdate files Tr::tr
// under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::Project)
};
}  // namespace

QString botlabFileFormat(const QString& path) {
    // Botlab's files are small (a scene, the largest, up to 16 MiB); nothing else is read.
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Scene);
    if (!bytes) return {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value());
    return doc.isObject() ? doc.object().value(QLatin1String("format")).toString() : QString();
}

namespace {

bool isPath(const QString& s) {
    return s.contains(QLatin1Char('/')) || s.contains(QLatin1Char('\\')) ||
           s.endsWith(QLatin1String(".json"));
}
}  // namespace

Result<Project> loadProject(const QString& path) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Project);
    if (!bytes) return bytes.error();
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &perr);
    if (perr.error != QJsonParseError::NoError)
        return Error{Tr::tr("%1: not valid JSON at byte %2: %3")
                         .arg(path)
                         .arg(perr.offset)
                         .arg(perr.errorString())
                         .toStdString()};
    if (!doc.isObject())
        return Error{Tr::tr("%1: the top level must be an object").arg(path).toStdString()};
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("botlab-project"))
        return Error{Tr::tr("%1: $.format must be \"botlab-project\"").arg(path).toStdString()};
    // A whole number: 1.0000000001 is named as written, not rounded to "1".
    const QJsonValue versionValue = o.value(QStringLiteral("version"));
    const double version = versionValue.isDouble() ? versionValue.toDouble() : -1.0;
    if (!(version >= 1 && version <= Project::kFormatVersion && version == std::floor(version)))
        return Error{Tr::tr("%1: $.version %2 is not supported (this Botlab reads 1 to %3)")
                         .arg(path)
                         .arg(versionValue.isDouble() ? core::numberText(version)
                                                      : core::quoted(QString::fromUtf8(
                                                            QJsonDocument(QJsonArray{versionValue})
                                                                .toJson(QJsonDocument::Compact))))
                         .arg(Project::kFormatVersion)
                         .toStdString()};
    Project p;
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const auto& [key, field] : {std::pair{"robot", &p.robot}, std::pair{"scene", &p.scene}}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (field == &p.scene && v.isObject()) {
            // A scene saved inside the project (read by ProjectController with the scene reader).
            p.scene_document = v.toObject();
            p.scene = p.scene_document.value(QStringLiteral("name")).toString();
            continue;
        }
        if (!v.isString() || v.toString().isEmpty())
            return Error{Tr::tr("%1: $.%2 must be a non-empty string (a built-in name or a file)")
                             .arg(path, QLatin1String(key))
                             .toStdString()};
        const QString s = v.toString();
        *field = isPath(s) && QFileInfo(s).isRelative() ? dir.absoluteFilePath(s) : s;
    }
    const QJsonValue prog = o.value(QStringLiteral("program"));
    if (!prog.isString())
        return Error{
            Tr::tr("%1: $.program must be a string (the Lua source)").arg(path).toStdString()};
    p.program = prog.toString();
    p.program_name = o.value(QStringLiteral("program_name")).toString();
    const QJsonValue blocks = o.value(QStringLiteral("program_blocks"));
    if (!blocks.isUndefined() && !blocks.isObject())
        return Error{Tr::tr("%1: $.program_blocks must be an object (Blockly's workspace)")
                         .arg(path)
                         .toStdString()};
    p.program_blocks = blocks.toObject();
    const QJsonValue opponents = o.value(QStringLiteral("opponents"));
    if (!opponents.isUndefined() && !opponents.isArray())
        return Error{Tr::tr("%1: $.opponents must be an array").arg(path).toStdString()};
    const QJsonArray list = opponents.toArray();
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject e = list[i].toObject();
        Opponent op;
        op.robot = e.value(QStringLiteral("robot")).toString();
        op.program = e.value(QStringLiteral("program")).toString();
        op.program_name = e.value(QStringLiteral("program_name")).toString();
        op.owner = e.value(QStringLiteral("owner")).toString();
        op.colour = QColor(e.value(QStringLiteral("colour")).toString());
        if (!list[i].isObject() || op.robot.isEmpty() || op.owner.isEmpty() ||
            !e.value(QStringLiteral("program")).isString() || !op.colour.isValid())
            return Error{Tr::tr("%1: $.opponents[%2] needs a robot, a program, an owner and a "
                                "colour (#rrggbb)")
                             .arg(path)
                             .arg(i)
                             .toStdString()};
        if (isPath(op.robot) && QFileInfo(op.robot).isRelative())
            op.robot = dir.absoluteFilePath(op.robot);
        p.opponents.push_back(op);
    }
    return p;
}

Status saveProject(const Project& p, const QString& path) {
    const QDir dir = QFileInfo(path).absoluteDir();
    auto rel = [&](const QString& s) {
        return isPath(s) && QFileInfo(s).isAbsolute() ? dir.relativeFilePath(s) : s;
    };
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("botlab-project"));
    o.insert(QStringLiteral("version"), Project::kFormatVersion);
    o.insert(QStringLiteral("robot"), rel(p.robot));
    if (p.scene_document.isEmpty())
        o.insert(QStringLiteral("scene"), rel(p.scene));
    else
        o.insert(QStringLiteral("scene"), p.scene_document);
    o.insert(QStringLiteral("program"), p.program);
    if (!p.program_name.isEmpty()) o.insert(QStringLiteral("program_name"), p.program_name);
    if (!p.program_blocks.isEmpty()) o.insert(QStringLiteral("program_blocks"), p.program_blocks);
    if (!p.opponents.empty()) {
        QJsonArray list;
        for (const Opponent& op : p.opponents) {
            QJsonObject e;
            e.insert(QStringLiteral("robot"), rel(op.robot));
            e.insert(QStringLiteral("program"), op.program);
            if (!op.program_name.isEmpty())
                e.insert(QStringLiteral("program_name"), op.program_name);
            e.insert(QStringLiteral("owner"), op.owner);
            e.insert(QStringLiteral("colour"), op.colour.name());
            list.append(e);
        }
        o.insert(QStringLiteral("opponents"), list);
    }
    // Atomic: a failed or interrupted save leaves the old file as it was.
    return core::writeFileAtomic(path, QJsonDocument(o).toJson(QJsonDocument::Indented));
}

}  // namespace botlab::gui
