// SPDX-License-Identifier: GPL-3.0-or-later
// The 200-part benchmark robot shared by bench/assembler (placement, ghost, robot check) and
// bench/app (Build mode frame rate): a big plate with decks of five-hole beams, alternate decks
// crossed, so every figure is measured on the same robot.
#pragma once

#include <QString>
#include <cmath>

#include "botlab/assembler/document.h"

namespace botlab::bench {

inline assembler::RobotDocument robot200() {
    assembler::RobotDocument doc;
    doc.name = QStringLiteral("bench 200");
    doc.parts.push_back(
        {QStringLiteral("plate_11x15"), sim::Pose::fromTranslation({0, 0.0016, 0})});
    const sim::Quat yaw90(std::sqrt(0.5), 0, std::sqrt(0.5), 0);
    int layer = 0;
    while (doc.parts.size() < 200) {
        const double y = 0.0032 + 0.004 + 0.008 * layer;
        for (int j = 0; j < 11 && doc.parts.size() < 200; ++j) {
            for (int i = 0; i < 3 && doc.parts.size() < 200; ++i) {
                const bool cross = layer % 2 == 1;
                const double a = (i - 1) * 0.040, b = (j - 5) * 0.008;
                doc.parts.push_back({QStringLiteral("beam_5"),
                                     cross ? sim::Pose{{b, y, a}, yaw90}
                                           : sim::Pose{{a, y, b}, sim::Quat::Identity()}});
            }
        }
        ++layer;
    }
    return doc;
}

}  // namespace botlab::bench
