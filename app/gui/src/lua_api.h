// The student Lua API as the editor needs it (autocompletion and call tips). When the scripting
// module's API table is available it is used; otherwise a local copy of the documented calls.
#pragma once

#include <QString>
#include <vector>

namespace botlab::gui {

struct ApiCall {
    QString name;       ///< "motor.speed"
    QString signature;  ///< "motor.speed(port, percent)"
    QString help;       ///< One line for the call tip.
};

/// Every call of the student API.
const std::vector<ApiCall>& studentApi();

}  // namespace botlab::gui
