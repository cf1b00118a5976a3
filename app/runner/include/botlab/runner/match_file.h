// SPDX-License-Identifier: GPL-3.0-or-later
// Match files (docs/formats/match.md): a scene, a seed and the robots that play in it, each with
// its program, owner and start. botlab-run --match FILE.json reads one; botlab-grade's
// tournaments can write them (one per match) so that any match can be run again on its own.
#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/runner/simulation_runner.h"

namespace botlab::runner {

inline constexpr const char* kMatchFormatName = "botlab-match";
inline constexpr int kMatchFormatVersion = 1;

/// One robot of a match file.
struct MatchEntry {
    /// A built-in robot or legged template name, or a robot file (a relative path is taken
    /// from the match file's folder).
    QString robot;
    /// The Lua program file (relative: from the match file's folder); "" = a passive robot.
    QString program;
    QString owner;           ///< Who it belongs to; may be empty.
    int start = -1;          ///< Start index in the scene; -1 = the next free one.
    std::uint32_t rgba = 0;  ///< "#rrggbb" or "#rrggbbaa" in the file; 0 = automatic.
};

/// A match file, read.
struct MatchFile {
    QString scene;  ///< A built-in scene name or a scene file (relative: from the file's folder).
    std::uint64_t seed = 0;
    /// Simulated seconds to run; nullopt = the scene's time limit (an arena's match time).
    std::optional<double> duration_s;
    std::vector<MatchEntry> robots;  ///< Two or more: robots[0] is robot 0 of the run.
};

/// Reads a match file. Errors name the file and the JSON path ("m.json: robots[1].start: ...").
Result<MatchFile> readMatchFile(const QString& path);

/// The run a match file describes: robot 0 and the opponents with their program texts read
/// (each program file through core::readFile). Errors name the program file.
Result<RunSetup> matchRunSetup(const MatchFile& match);

}  // namespace botlab::runner
