// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-lua-api-doc: prints docs/lua-api.md generated from the student API table.
//   botlab-lua-api-doc > docs/lua-api.md
#include <iostream>

#include "botlab/scripting/api.h"

int main() {
    std::cout << botlab::scripting::apiMarkdown();
    return 0;
}
