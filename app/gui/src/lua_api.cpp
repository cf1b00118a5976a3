#include "lua_api.h"

#include <QCoreApplication>
#include <string>

#include "botlab/scripting/api.h"

namespace botlab::gui {

std::vector<ApiCall> studentApi() {
    // The scripting module's table: the same one the bindings and docs/lua-api.md come from. Its
    // help texts are marked for translation in the "botlab::scripting" context.
    std::vector<ApiCall> out;
    for (const auto& f : scripting::studentApi()) {
        const std::string help(f.help);
        out.push_back({QString::fromUtf8(f.name.data(), qsizetype(f.name.size())),
                       QString::fromStdString(f.signature()),
                       QCoreApplication::translate("botlab::scripting", help.c_str())});
    }
    return out;
}

}  // namespace botlab::gui
