// SPDX-License-Identifier: GPL-3.0-or-later
// Perfect-maze generation: a maze in which exactly one path joins any two cells (a spanning tree
// of the cell grid), from a seed, with the same result on every platform and standard library.
#pragma once

#include <cstdint>
#include <vector>

#include "botlab/scenes/scene_document.h"

namespace botlab::scenes {

/// The passages of a generated maze. Cell (r, c) has index r * cols + c.
struct Maze {
    int rows = 0;
    int cols = 0;
    /// open_east[r * cols + c]: passage between (r, c) and (r, c + 1).
    std::vector<bool> open_east;
    /// open_south[r * cols + c]: passage between (r, c) and (r + 1, c).
    std::vector<bool> open_south;

    int cellCount() const { return rows * cols; }
    /// Number of passages (a perfect maze has cellCount() - 1).
    int passageCount() const;
    /// Cells reachable from `cell` in one move.
    std::vector<int> neighbours(int cell) const;
    /// Cells on the path from `from` to `to` (both included); empty when unreachable.
    std::vector<int> solve(int from, int to) const;
};

/// Generates a perfect maze by a randomised depth-first search from cell (0, 0). rows and cols
/// must be >= 1 (callers validate; smaller values give an empty maze).
Maze generateMaze(int rows, int cols, std::uint64_t seed);

/// The wall segments of a maze built from `spec`: the border (open on the outer side of the
/// start and exit cells) and the walls between unconnected cells, collinear runs merged.
std::vector<Wall> mazeWalls(const MazeSpec& spec, const Maze& maze);

/// Which side of a border cell the opening goes: 0 = -x (west), 1 = +x (east), 2 = -z (north),
/// 3 = +z (south); -1 when the cell is not on the border.
int mazeBorderSide(const MazeSpec& spec, const MazeCell& cell);

}  // namespace botlab::scenes
