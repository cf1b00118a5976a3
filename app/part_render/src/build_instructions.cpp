// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/part_render/build_instructions.h"

#include "botlab/core/files.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <map>

#include "botlab/assembler/build_steps.h"
#include "botlab/assembler/builtin_robots.h"
#include "tr.h"

namespace botlab::part_render {

namespace {

QString dataUri(const QImage& image) {
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

QString partName(const parts_library::PartsLibrary& library, const QString& id) {
    const parts_library::PartDefinition* def = library.find(id);
    return def ? def->displayName() : id;
}

}  // namespace

QString buildInstructionsHtml(const parts_library::PartsLibrary& library,
                              const assembler::RobotDocument& doc,
                              const InstructionOptions& options) {
    const QString robot = doc.name.isEmpty() ? Tr::tr("robot") : doc.name;
    const auto bom = assembler::billOfMaterials(doc, library);
    const auto steps = assembler::buildSteps(doc, library);
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n")
             .arg(QLocale().bcp47Name().toHtmlEscaped());
    h += QStringLiteral("<title>%1</title>\n")
             .arg(Tr::tr("How to build %1").arg(robot).toHtmlEscaped());
    h += QStringLiteral(
        "<style>\n"
        "body { font-family: sans-serif; margin: 2em; color: #222; }\n"
        "h1 { font-size: 1.6em; } h2 { margin-top: 1.5em; border-bottom: 2px solid #ccc; }\n"
        "table.parts { border-collapse: collapse; }\n"
        "table.parts td, table.parts th { border: 1px solid #ccc; padding: 4px 10px; "
        "text-align: left; }\n"
        "td.count { font-size: 1.3em; font-weight: bold; text-align: right; }\n"
        "section.step { page-break-inside: avoid; break-inside: avoid; margin: 1.5em 0; "
        "border: 1px solid #ddd; border-radius: 8px; padding: 0.5em 1em; }\n"
        "section.step h3 { margin: 0.3em 0; }\n"
        "section.step img { display: block; margin: 0.5em auto; max-width: 100%; }\n"
        "@media print { body { margin: 0; } }\n"
        "</style>\n</head>\n<body>\n");
    h += QStringLiteral("<h1>%1</h1>\n").arg(Tr::tr("How to build %1").arg(robot).toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>\n")
             .arg(Tr::tr("%1 parts, %2 steps. New parts are shown in colour.")
                      .arg(doc.parts.size())
                      .arg(steps.size())
                      .toHtmlEscaped());

    // Parts list.
    h += QStringLiteral(
             "<h2>%1</h2>\n<table class=\"parts\">\n<tr><th></th><th>%2</th>"
             "<th>%3</th><th>%4</th></tr>\n")
             .arg(Tr::tr("Parts list").toHtmlEscaped(), Tr::tr("Part").toHtmlEscaped(),
                  Tr::tr("Id").toHtmlEscaped(), Tr::tr("Count").toHtmlEscaped());
    for (const assembler::BomLine& line : bom) {
        const QImage thumb = renderPart(library, line.part_id, options.part_picture, options.view);
        const QString img = thumb.isNull() ? QString()
                                           : QStringLiteral(
                                                 "<img src=\"%1\" width=\"%2\" height=\"%3\" "
                                                 "alt=\"\">")
                                                 .arg(dataUri(thumb))
                                                 .arg(options.part_picture.width())
                                                 .arg(options.part_picture.height());
        h += QStringLiteral(
                 "<tr><td>%1</td><td>%2</td><td><code>%3</code></td>"
                 "<td class=\"count\">%4</td></tr>\n")
                 .arg(img, partName(library, line.part_id).toHtmlEscaped(),
                      line.part_id.toHtmlEscaped())
                 .arg(line.count);
    }
    h += QStringLiteral("</table>\n");

    // Steps.
    h += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Building steps").toHtmlEscaped());
    for (size_t k = 0; k < steps.size(); ++k) {
        const auto& parts = steps[k].parts;
        const QImage picture =
            renderRobot(library, doc, options.step_picture, parts, options.view, parts.back() + 1);
        // "2 × Geared DC motor (left motor, right motor)"
        std::vector<std::pair<QString, QStringList>> adds;  // id -> labels, first-use order
        std::map<QString, size_t> index;
        for (int i : parts) {
            const auto& p = doc.parts[i];
            auto [it, inserted] = index.emplace(p.part_id, adds.size());
            if (inserted) adds.push_back({p.part_id, {}});
            adds[it->second].second << p.label;
        }
        h += QStringLiteral("<section class=\"step\">\n<h3>%1</h3>\n")
                 .arg(Tr::tr("Step %1 of %2").arg(k + 1).arg(steps.size()).toHtmlEscaped());
        h += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\">\n<ul>\n")
                 .arg(dataUri(picture))
                 .arg(options.step_picture.width())
                 .arg(options.step_picture.height())
                 .arg(Tr::tr("Step %1").arg(k + 1));
        for (const auto& [id, labels] : adds) {
            QStringList named;
            for (const QString& l : labels) {
                if (!l.isEmpty()) named << assembler::builtinPartLabel(l);
            }
            QString line = QStringLiteral("%1 × %2").arg(labels.size()).arg(partName(library, id));
            if (!named.isEmpty()) line += QStringLiteral(" (%1)").arg(named.join(Tr::tr(", ")));
            h += QStringLiteral("<li>%1</li>\n").arg(line.toHtmlEscaped());
        }
        h += QStringLiteral("</ul>\n</section>\n");
    }
    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

Status exportBuildInstructions(const parts_library::PartsLibrary& library,
                               const assembler::RobotDocument& doc, const QString& path,
                               const InstructionOptions& options) {
    if (doc.parts.empty()) {
        return Error{(path + QStringLiteral(": ") +
                      Tr::tr("the robot has no parts, so there is nothing to build"))
                         .toStdString()};
    }
    return core::writeFileAtomic(path, buildInstructionsHtml(library, doc, options).toUtf8());
}

}  // namespace botlab::part_render
