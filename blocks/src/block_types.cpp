// SPDX-License-Identifier: GPL-3.0-or-later
#include "block_types.h"

#include <algorithm>
#include <cctype>

namespace botlab::blocks {

const std::vector<ApiBlock>& apiBlocks() {
    static const std::vector<ApiBlock> blocks = [] {
        std::vector<ApiBlock> out;
        for (const scripting::ApiFunction& f : scripting::studentApi()) {
            ApiBlock b;
            b.fn = &f;
            b.type = "botlab_" + std::string(f.name);
            std::replace(b.type.begin(), b.type.end(), '.', '_');
            b.statement = f.returns.empty();
            if (f.name == "print") {
                // Inputs ADD0.. come from its extraState.
            } else if (f.name == "waitUntil") {
                b.statement = true;
                b.inputs = {"CONDITION", "TIMEOUT_S"};
                b.port_kind = {"", ""};
            } else {
                for (const scripting::ApiArg& a : f.args) {
                    std::string input(a.name);
                    for (char& c : input)
                        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
                    b.inputs.push_back(input);
                    std::string kind;
                    if (a.name == "port")
                        kind = f.group == "motor"   ? "motor"
                               : f.group == "servo" ? "servo"
                                                    : "sensor";
                    b.port_kind.push_back(kind);
                }
            }
            out.push_back(std::move(b));
        }
        return out;
    }();
    return blocks;
}

const ApiBlock* apiBlockForCall(std::string_view lua_name) {
    for (const ApiBlock& b : apiBlocks())
        if (b.fn->name == lua_name) return &b;
    return nullptr;
}

const ApiBlock* apiBlockForType(std::string_view type) {
    for (const ApiBlock& b : apiBlocks())
        if (b.type == type) return &b;
    return nullptr;
}

std::string portBlockType(std::string_view kind) {
    return "botlab_" + std::string(kind) + "_port";
}

}  // namespace botlab::blocks
