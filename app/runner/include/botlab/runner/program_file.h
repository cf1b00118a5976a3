// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a program file for a run: a Lua program (.lua) as it is, a block program (.blocks,
// docs/formats/blocks.md) as the Lua its blocks generate (botlab::blocks). botlab-run, match files
// and botlab-grade read programs through it, so each accepts a .blocks program wherever it
// accepts a .lua one.
#pragma once

#include <QString>
#include <string>

#include "botlab/core/result.h"

namespace botlab::runner {

/// The Lua to run for the program file `path`. Errors name the file: it cannot be read, it is
/// empty, or (a .blocks file) it is not a block program or its blocks cannot become Lua.
Result<std::string> readProgram(const QString& path);

/// The Lua to run for a program file's contents `bytes` read from `path` (see readProgram).
Result<std::string> programSource(const QString& path, const std::string& bytes);

}  // namespace botlab::runner
