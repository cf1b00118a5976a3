// SPDX-License-Identifier: GPL-3.0-or-later
// Perfect-maze generation by randomised depth-first search, with a portable random generator.
#include <algorithm>
#include <deque>

#include "botlab/core/random.h"
#include "botlab/scenes/maze.h"

namespace botlab::scenes {

int Maze::passageCount() const {
    return static_cast<int>(std::count(open_east.begin(), open_east.end(), true) +
                            std::count(open_south.begin(), open_south.end(), true));
}

std::vector<int> Maze::neighbours(int cell) const {
    std::vector<int> out;
    if (cell < 0 || cell >= cellCount()) return out;
    const int r = cell / cols, c = cell % cols;
    if (c + 1 < cols && open_east[cell]) out.push_back(cell + 1);
    if (c > 0 && open_east[cell - 1]) out.push_back(cell - 1);
    if (r + 1 < rows && open_south[cell]) out.push_back(cell + cols);
    if (r > 0 && open_south[cell - cols]) out.push_back(cell - cols);
    return out;
}

std::vector<int> Maze::solve(int from, int to) const {
    const int n = cellCount();
    if (from < 0 || to < 0 || from >= n || to >= n) return {};
    std::vector<int> prev(n, -1);
    std::vector<bool> seen(n, false);
    std::deque<int> queue{from};
    seen[from] = true;
    while (!queue.empty()) {
        const int cur = queue.front();
        queue.pop_front();
        if (cur == to) break;
        for (int nb : neighbours(cur)) {
            if (seen[nb]) continue;
            seen[nb] = true;
            prev[nb] = cur;
            queue.push_back(nb);
        }
    }
    if (!seen[to]) return {};
    std::vector<int> path;
    for (int c = to; c != -1; c = prev[c]) path.push_back(c);
    std::reverse(path.begin(), path.end());
    return path;
}

Maze generateMaze(int rows, int cols, std::uint64_t seed) {
    Maze m;
    if (rows < 1 || cols < 1) return m;
    m.rows = rows;
    m.cols = cols;
    const int n = rows * cols;
    m.open_east.assign(n, false);
    m.open_south.assign(n, false);
    core::SplitMix64 rng(seed);
    std::vector<bool> visited(n, false);
    std::vector<int> stack{0};
    visited[0] = true;
    while (!stack.empty()) {
        const int cur = stack.back();
        const int r = cur / cols, c = cur % cols;
        int options[4];
        int count = 0;
        if (c + 1 < cols && !visited[cur + 1]) options[count++] = cur + 1;
        if (c > 0 && !visited[cur - 1]) options[count++] = cur - 1;
        if (r + 1 < rows && !visited[cur + cols]) options[count++] = cur + cols;
        if (r > 0 && !visited[cur - cols]) options[count++] = cur - cols;
        if (count == 0) {
            stack.pop_back();
            continue;
        }
        const int next = options[rng.below(static_cast<std::uint32_t>(count))];
        if (next == cur + 1)
            m.open_east[cur] = true;
        else if (next == cur - 1)
            m.open_east[next] = true;
        else if (next == cur + cols)
            m.open_south[cur] = true;
        else
            m.open_south[next] = true;
        visited[next] = true;
        stack.push_back(next);
    }
    return m;
}

int mazeBorderSide(const MazeSpec& spec, const MazeCell& cell) {
    if (cell.row < 0 || cell.col < 0 || cell.row >= spec.rows || cell.col >= spec.cols) return -1;
    if (cell.col == 0) return 0;
    if (cell.col == spec.cols - 1) return 1;
    if (cell.row == 0) return 2;
    if (cell.row == spec.rows - 1) return 3;
    return -1;
}

std::vector<Wall> mazeWalls(const MazeSpec& spec, const Maze& maze) {
    std::vector<Wall> walls;
    if (maze.rows != spec.rows || maze.cols != spec.cols || maze.cellCount() == 0) return walls;
    const int R = spec.rows, C = spec.cols;
    const double cell = spec.cell_m, ox = spec.origin.x_m, oz = spec.origin.z_m;
    const int start_side = mazeBorderSide(spec, spec.start);
    const int exit_side = mazeBorderSide(spec, spec.exit);
    auto isOpening = [&](const MazeCell& c, int side) {
        return (spec.entrance && c == spec.start && side == start_side) ||
               (c == spec.exit && side == exit_side);
    };
    auto addRun = [&](FloorPoint a, FloorPoint b) {
        Wall w;
        w.from = a;
        w.to = b;
        w.height_m = spec.wall_height_m;
        w.thickness_m = spec.wall_thickness_m;
        w.colour = spec.colour;
        walls.push_back(w);
    };
    // Lines of constant z (k = 0..R): the wall above row k, segment per column; merge runs.
    for (int k = 0; k <= R; ++k) {
        int run_start = -1;
        for (int c = 0; c <= C; ++c) {
            bool wall = false;
            if (c < C) {
                if (k == 0)
                    wall = !isOpening({0, c}, 2);
                else if (k == R)
                    wall = !isOpening({R - 1, c}, 3);
                else
                    wall = !maze.open_south[(k - 1) * C + c];
            }
            if (wall && run_start < 0) run_start = c;
            if (!wall && run_start >= 0) {
                addRun({ox + run_start * cell, oz + k * cell}, {ox + c * cell, oz + k * cell});
                run_start = -1;
            }
        }
    }
    // Lines of constant x (k = 0..C): the wall left of column k, segment per row.
    for (int k = 0; k <= C; ++k) {
        int run_start = -1;
        for (int r = 0; r <= R; ++r) {
            bool wall = false;
            if (r < R) {
                if (k == 0)
                    wall = !isOpening({r, 0}, 0);
                else if (k == C)
                    wall = !isOpening({r, C - 1}, 1);
                else
                    wall = !maze.open_east[r * C + k - 1];
            }
            if (wall && run_start < 0) run_start = r;
            if (!wall && run_start >= 0) {
                addRun({ox + k * cell, oz + run_start * cell}, {ox + k * cell, oz + r * cell});
                run_start = -1;
            }
        }
    }
    return walls;
}

}  // namespace botlab::scenes
