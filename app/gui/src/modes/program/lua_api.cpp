// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/lua_api.h"

#include <QCoreApplication>
#include <string>

#include "botlab/scripting/api.h"

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::LuaApi" for this file's texts (lupdate files Tr::tr
// under it).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::LuaApi)
};
}  // namespace

std::vector<ApiCall> studentApi() {
    // The scripting module's table: the same one the bindings and docs/lua-api.md come from. Its
    // help texts are marked for translation in the "botlab::scripting" context.
    std::vector<ApiCall> out;
    for (const auto& f : scripting::studentApi()) {
        const std::string help(f.help);
        out.push_back({QString::fromUtf8(f.name.data(), qsizetype(f.name.size())),
                       QString::fromStdString(f.signature()),
                       QCoreApplication::translate("botlab::scripting", help.c_str()),
                       QString::fromUtf8(f.returns.data(), qsizetype(f.returns.size())),
                       QString::fromUtf8(f.example.data(), qsizetype(f.example.size()))});
    }
    return out;
}

QString apiReferenceHtml() {
    QString html =
        QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p>")
            .arg(Tr::tr("Lua API Reference"),
                 Tr::tr("Programs are written in Lua 5.4. Speeds are in percent, distances "
                        "in cm, angles in degrees and time in seconds. A device is "
                        "addressed by its port number or by its name in the robot, e.g. "
                        "<code>motor.speed(1, 50)</code> or <code>motor.speed(\"left\", "
                        "50)</code>."),
                 Tr::tr("The program runs together with the simulation: wait(s) pauses for "
                        "s seconds of simulated time, and the Stop button always works."));
    for (const ApiCall& c : studentApi()) {
        html += QStringLiteral("<h3><code>%1</code>").arg(c.signature.toHtmlEscaped());
        if (!c.returns.isEmpty())
            html += QStringLiteral(" &rarr; %1").arg(c.returns.toHtmlEscaped());
        html += QStringLiteral("</h3><p>%1</p>").arg(c.help.toHtmlEscaped());
        if (!c.example.isEmpty())
            html += QStringLiteral("<pre style=\"background:#f2f4f8\">%1</pre>")
                        .arg(c.example.toHtmlEscaped());
    }
    return html;
}

}  // namespace botlab::gui
