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
#include "botlab/parts_library/palette.h"
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

std::vector<StepPicture> buildStepPictures(const parts_library::PartsLibrary& library,
                                           const assembler::RobotDocument& doc,
                                           const InstructionOptions& options) {
    const QSize size = options.step_picture;
    // A part is shown when at least half of it is in sight and it covers at least 0.2 % of the
    // picture; pins, screws and axles go inside other parts and do not count (unless the step
    // has nothing else).
    // Measured at half the size (a quarter of the pixels): the shares hardly change.
    const QSize measure = (size / 2).expandedTo(QSize(1, 1));
    const double min_pixels = 0.002 * measure.width() * measure.height();
    std::vector<StepPicture> out;
    for (const assembler::BuildStep& step : assembler::buildSteps(doc, library)) {
        const std::vector<int>& parts = step.parts;
        const int count = parts.back() + 1;
        std::vector<int> judged;
        for (int i : parts) {
            const parts_library::PartDefinition* def = library.find(doc.parts[i].part_id);
            if (def && parts_library::paletteCategoryOf(*def) !=
                           parts_library::PaletteCategory::AxlesAndPins)
                judged.push_back(i);
        }
        if (judged.empty()) judged = parts;
        // How well a view shows the step's parts: the smallest share of a part in sight (0 when
        // one is too small to make out).
        auto score = [&](View view) {
            const auto pixels = partPixels(library, doc, measure, view, count);
            double worst = 1.0;
            for (int i : judged) {
                const PartPixels& p = pixels[i];
                if (p.covered <= 0) continue;  // unknown part or nothing to draw
                const double share = double(p.visible) / p.covered;
                worst = std::min(worst, p.visible < min_pixels ? share / 4 : share);
            }
            return worst;
        };
        View best = options.view;
        double best_score = score(options.view);
        if (best_score < 0.5) {
            for (View other : {View::Below, View::BackThreeQuarter}) {
                if (other == options.view) continue;
                const double s = score(other);
                if (s > best_score + 0.05) {
                    best = other;
                    best_score = s;
                }
                if (best_score >= 0.5) break;
            }
        }
        const bool faded = best_score < 0.4;
        out.push_back({renderRobot(library, doc, size, parts, best, count, faded), best, faded});
    }
    return out;
}

QString buildInstructionsHtml(const parts_library::PartsLibrary& library,
                              const assembler::RobotDocument& doc,
                              const InstructionOptions& options) {
    const QString robot = doc.name.isEmpty() ? Tr::tr("robot") : doc.name;
    const auto bom = assembler::billOfMaterials(doc, library);
    const auto steps = assembler::buildSteps(doc, library);
    const auto pictures = buildStepPictures(library, doc, options);
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
        "p.seen { font-style: italic; color: #a40; margin: 0.2em 0; }\n"
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
        const QImage& picture = pictures[k].image;
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
        // Say when the picture is not the usual view, so the student turns the robot over.
        QStringList how;
        if (pictures[k].view != options.view) {
            if (pictures[k].view == View::Below)
                how << Tr::tr("Seen from below, so that the new parts show.");
            else if (pictures[k].view == View::BackThreeQuarter)
                how << Tr::tr("Seen from behind, so that the new parts show.");
        }
        if (pictures[k].faded)
            how << Tr::tr(
                "The rest of the robot is drawn see-through, so that the new parts show.");
        if (!how.isEmpty())
            h += QStringLiteral("<p class=\"seen\">%1</p>\n")
                     .arg(how.join(QLatin1Char(' ')).toHtmlEscaped());
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
