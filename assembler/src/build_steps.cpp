// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/build_steps.h"

#include <algorithm>
#include <map>

#include "botlab/parts_library/palette.h"

namespace botlab::assembler {

using parts_library::PaletteCategory;

namespace {

int categoryRank(const parts_library::PartsLibrary& library, const QString& id) {
    const parts_library::PartDefinition* def = library.find(id);
    return def ? static_cast<int>(parts_library::paletteCategoryOf(*def)) : 1000;
}

}  // namespace

std::vector<BomLine> billOfMaterials(const RobotDocument& doc,
                                     const parts_library::PartsLibrary& library) {
    std::vector<BomLine> lines;
    std::map<QString, size_t> line_of;
    for (const PartInstance& p : doc.parts) {
        auto [it, inserted] = line_of.emplace(p.part_id, lines.size());
        if (inserted) lines.push_back({p.part_id, 0});
        ++lines[it->second].count;
    }
    std::stable_sort(lines.begin(), lines.end(), [&](const BomLine& a, const BomLine& b) {
        return categoryRank(library, a.part_id) < categoryRank(library, b.part_id);
    });
    return lines;
}

std::vector<BuildStep> buildSteps(const RobotDocument& doc,
                                  const parts_library::PartsLibrary& library) {
    constexpr int kMaxAlike = 4;
    std::vector<BuildStep> steps;
    QString step_main_id;  // the id of the current step's main parts ("" = none yet)
    int step_main_count = 0;
    for (int i = 0; i < static_cast<int>(doc.parts.size()); ++i) {
        const QString& id = doc.parts[i].part_id;
        const parts_library::PartDefinition* def = library.find(id);
        const bool fastener =
            def && parts_library::paletteCategoryOf(*def) == PaletteCategory::AxlesAndPins;
        if (fastener) {
            if (steps.empty()) steps.push_back({});
            steps.back().parts.push_back(i);
            continue;
        }
        const bool join_first = !steps.empty() && step_main_id.isEmpty();  // fasteners only
        const bool alike = !steps.empty() && step_main_id == id && step_main_count < kMaxAlike;
        if (join_first || alike) {
            steps.back().parts.push_back(i);
        } else {
            steps.push_back({{i}});
            step_main_count = 0;
        }
        step_main_id = id;
        ++step_main_count;
    }
    return steps;
}

}  // namespace botlab::assembler
