// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/blocks/blocks.h"

namespace botlab::blocks {

Result<std::string> luaToBlocks(std::string_view) {
    return Error{"luaToBlocks: not implemented yet"};
}

}  // namespace botlab::blocks
