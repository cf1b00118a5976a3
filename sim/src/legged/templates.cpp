// SPDX-License-Identifier: GPL-3.0-or-later
// makeLeggedTemplate(): the legged templates by name.
#include <cmath>

#include "botlab/sim/legged/legged.h"
#include "botlab/sim/legged/robots.h"
#include "botlab/sim/legged/soft_contact.h"

namespace botlab::sim::legged {

std::vector<std::string> leggedTemplateNames() {
    return {"hexapod", "quadruped", "wheel_legged", "manned_hexapod"};
}

Result<LeggedTemplate> makeLeggedTemplate(std::string_view name) {
    return makeLeggedTemplate(name, LeggedOptions{});
}

Result<LeggedTemplate> makeLeggedTemplate(std::string_view name, const LeggedOptions& options) {
    if (!options.soft_terrain.empty() && !softTerrain(options.soft_terrain)) {
        std::string known;
        for (const std::string& n : softTerrainNames()) known += (known.empty() ? "" : ", ") + n;
        return Error{"unknown ground type '" + options.soft_terrain + "' (known: " + known + ")"};
    }
    LeggedTemplate t;
    if (name == "hexapod") {
        HexapodConfig c;
        c.soft_terrain = options.soft_terrain;
        t.soft_terrain = c.soft_terrain;
        t.model = hexapodModel(c);
        t.X_WM = Pose::fromTranslation(Vec3(0.0, c.stand_height_m + c.foot_radius_m + 0.002, 0.0));
        t.controller = std::make_unique<HexapodController>(c);
    } else if (name == "quadruped") {
        QuadrupedConfig c;
        c.soft_terrain = options.soft_terrain;
        t.soft_terrain = c.soft_terrain;
        t.model = quadrupedModel(c);
        const Eigen::Vector4d q0(
            QuadrupedController::kInitialAngles[0], QuadrupedController::kInitialAngles[1],
            QuadrupedController::kInitialAngles[2], QuadrupedController::kInitialAngles[3]);
        t.X_WM = Pose::fromTranslation(Vec3(0.0, -quadrupedLegFk(c.leg, q0).y() + 0.002, 0.0));
        auto ctl = std::make_unique<QuadrupedController>(c);
        if (options.quadruped_force_control) ctl->setMode(QuadrupedController::Mode::Force);
        t.controller = std::move(ctl);
    } else if (name == "wheel_legged") {
        WheelLeggedConfig c;
        c.soft_terrain = options.soft_terrain;
        t.soft_terrain = c.soft_terrain;
        t.model = wheelLeggedModel(c);
        t.X_WM = Pose::fromTranslation(Vec3(0.0, c.stand_height_m + c.wheel_radius_m + 0.002, 0.0));
        t.controller = std::make_unique<WheelLeggedController>(c);
    } else if (name == "manned_hexapod") {
        HexapodConfig c = mannedHexapodConfig();
        c.soft_terrain = options.soft_terrain;
        t.soft_terrain = c.soft_terrain;
        t.model = mannedHexapodModel(c);
        t.X_WM = Pose::fromTranslation(Vec3(0.0, c.stand_height_m + c.foot_radius_m + 0.002, 0.0));
        t.controller = std::make_unique<HexapodController>(c);
    } else {
        return Error{"unknown legged template '" + std::string(name) +
                     "' (known: hexapod, quadruped, wheel_legged, manned_hexapod)"};
    }
    return t;
}

}  // namespace botlab::sim::legged
