// SPDX-License-Identifier: GPL-3.0-or-later
// A legged template in a world, stepped with its controller: what the legged tests drive.
#pragma once

#include <QtGlobal>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "botlab/sim/legged/robots.h"
#include "botlab/sim/simulation.h"

namespace botlab::legged_test {

struct Run {
    std::unique_ptr<sim::Simulation> sim;
    sim::legged::LeggedTemplate tmpl;
};

/// The template `name` alone in `world`; a failure to build is fatal (a broken test set-up).
inline Run spawn(const std::string& name, const sim::WorldModel& world,
                 sim::legged::LeggedOptions options = {}) {
    Run r;
    auto t = sim::legged::makeLeggedTemplate(name, options);
    if (!t.ok()) qFatal("%s", t.message().c_str());
    r.tmpl = std::move(t.value());
    std::vector<sim::RobotSpawn> robots;
    robots.push_back({r.tmpl.model, r.tmpl.X_WM});
    auto s = sim::Simulation::create(world, robots);
    if (!s.ok()) qFatal("%s", s.message().c_str());
    r.sim = std::move(s.value());
    return r;
}

/// Steps `seconds` with the controller; returns false (and reports) on a simulation error.
inline bool advance(Run& r, double seconds) {
    const auto n = static_cast<int>(std::lround(seconds / r.sim->step_s()));
    for (int i = 0; i < n; ++i) {
        r.tmpl.controller->update(*r.sim, 0);
        const auto st = r.sim->step();
        if (!st.ok()) {
            qWarning("%s", st.message().c_str());
            return false;
        }
    }
    return true;
}

}  // namespace botlab::legged_test
