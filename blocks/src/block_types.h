// SPDX-License-Identifier: GPL-3.0-or-later
// The botlab_* blocks of the student API, made from the API table (scripting/api.h): one block
// per function, named "botlab_" + the Lua name with '.' as '_' ("botlab_motor_speed"), one value
// input per argument named by the argument in capitals ("PORT", "PERCENT"). Functions that return
// nothing are statement blocks, the others value blocks. Two are special: botlab_print (any number
// of values: extraState {"itemCount": n}, inputs ADD0..) and botlab_waitUntil (input CONDITION, a
// condition instead of a function, and TIMEOUT_S; a statement).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "botlab/scripting/api.h"

namespace botlab::blocks {

struct ApiBlock {
    std::string type;                    ///< "botlab_motor_speed"
    const scripting::ApiFunction* fn;    ///< Its entry in the API table.
    bool statement = true;               ///< Statement (no value) or value block.
    std::vector<std::string> inputs;     ///< Input names, in argument order.
    std::vector<std::string> port_kind;  ///< Per input: "motor", "servo", "sensor" or "".
};

const std::vector<ApiBlock>& apiBlocks();
const ApiBlock* apiBlockForCall(std::string_view lua_name);
const ApiBlock* apiBlockForType(std::string_view type);

/// The shadow block type of a port kind: "botlab_motor_port", ...
std::string portBlockType(std::string_view kind);

}  // namespace botlab::blocks
