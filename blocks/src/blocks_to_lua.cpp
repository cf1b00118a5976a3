// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/blocks/blocks.h"

namespace botlab::blocks {

Result<GeneratedLua> blocksToLua(std::string_view) {
    return Error{"blocksToLua: not implemented yet"};
}

}  // namespace botlab::blocks
