// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/document.h"

#include <cassert>

namespace botlab::assembler {

bool PartInstance::operator==(const PartInstance& o) const {
    return part_id == o.part_id && X_MP.translation == o.X_MP.translation &&
           X_MP.rotation.coeffs() == o.X_MP.rotation.coeffs() && port == o.port &&
           reversed == o.reversed && label == o.label;
}

void RobotDocument::insertPart(int index, const PartInstance& part) {
    assert(index >= 0 && index <= static_cast<int>(parts.size()));
    parts.insert(parts.begin() + index, part);
    for (DriveLink& d : drives) {
        if (d.part_a >= index) ++d.part_a;
        if (d.part_b >= index) ++d.part_b;
    }
    ++revision_;
}

void RobotDocument::removePart(int index) {
    assert(index >= 0 && index < static_cast<int>(parts.size()));
    parts.erase(parts.begin() + index);
    std::erase_if(drives,
                  [index](const DriveLink& d) { return d.part_a == index || d.part_b == index; });
    for (DriveLink& d : drives) {
        if (d.part_a > index) --d.part_a;
        if (d.part_b > index) --d.part_b;
    }
    ++revision_;
}

void RobotDocument::setPart(int index, const PartInstance& part) {
    assert(index >= 0 && index < static_cast<int>(parts.size()));
    parts[index] = part;
    ++revision_;
}

void RobotDocument::setDrives(std::vector<DriveLink> links) {
    drives = std::move(links);
    ++revision_;
}

void RobotDocument::setName(const QString& new_name) {
    name = new_name;
    ++revision_;
}

}  // namespace botlab::assembler
