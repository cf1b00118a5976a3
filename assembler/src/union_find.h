// SPDX-License-Identifier: GPL-3.0-or-later
// Disjoint sets of indices 0..n-1 (path halving; the smallest index represents its set). Used to
// group rigidly joined parts (compile.cpp) and connected parts (robot_check.cpp).
#pragma once

#include <algorithm>
#include <numeric>
#include <vector>

namespace botlab::assembler::detail {

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(int n) : parent(static_cast<std::size_t>(n)) {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }
    void unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
};

}  // namespace botlab::assembler::detail
