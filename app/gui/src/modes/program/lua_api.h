// SPDX-License-Identifier: GPL-3.0-or-later
// The student Lua API as the editor needs it (autocompletion and call tips), from the scripting
// module's API table, with the help texts in the user's language.
#pragma once

#include <QString>
#include <vector>

namespace botlab::gui {

struct ApiCall {
    QString name;       ///< "motor.speed"
    QString signature;  ///< "motor.speed(port, percent)"
    QString help;       ///< One or two sentences, in the user's language.
    QString returns;    ///< "number (cm)", or empty when the call returns nothing.
    QString example;    ///< A short Lua snippet (may hold several lines).
};

/// Every call of the student API, help texts translated with the current translators.
std::vector<ApiCall> studentApi();

/// The student API as an HTML page for the in-app reference (Help > Lua API Reference): the
/// language notes, then every call with its signature, help and example.
QString apiReferenceHtml();

}  // namespace botlab::gui
