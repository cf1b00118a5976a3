// The student Lua API as the editor needs it (autocompletion and call tips), from the scripting
// module's API table, with the help texts in the user's language.
#pragma once

#include <QString>
#include <vector>

namespace botlab::gui {

struct ApiCall {
    QString name;       ///< "motor.speed"
    QString signature;  ///< "motor.speed(port, percent)"
    QString help;       ///< One line for the call tip.
};

/// Every call of the student API, help texts translated with the current translators.
std::vector<ApiCall> studentApi();

}  // namespace botlab::gui
