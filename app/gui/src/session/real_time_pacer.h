// SPDX-License-Identifier: GPL-3.0-or-later
// RealTimePacer: paces a fixed-step simulation against a wall clock (QtCore only, no thread of
// its own). The one pacing rule of SimSession and CockpitSession: anchor (wall, sim) when a run
// starts or the speed changes; the simulation should then be at
//     target_s = anchor_sim_s + speed * (now - anchor_wall)
// and when it falls more than max_lag_s * speed behind that (a slow machine), the backlog is
// dropped (re-anchor at the simulation's time) instead of being run to catch up. It also measures
// the real-time ratio (simulated / wall time) over a sliding window of samples.
//
// The wall clock is injectable so that tests can step it (ManualClock) instead of waiting.
#pragma once

#include <QtGlobal>
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>

namespace botlab::gui {

/// A monotonic wall clock in nanoseconds (any origin). Called on the pacing thread only.
using WallClock = std::function<qint64()>;

/// The steady clock of the machine (QElapsedTimer's monotonic clock).
WallClock steadyWallClock();

/// A clock that moves only when told: for tests. Thread-safe (the test thread advances it, the
/// worker reads it); clock() captures `this`, so the ManualClock must outlive its users.
class ManualClock {
public:
    qint64 now_ns() const { return now_ns_.load(); }
    void advance_ns(qint64 dt_ns) { now_ns_.fetch_add(dt_ns); }
    void advance_s(double dt_s) { advance_ns(static_cast<qint64>(dt_s * 1e9 + 0.5)); }
    WallClock clock() {
        return [this] { return now_ns_.load(); };
    }

private:
    std::atomic<qint64> now_ns_{0};
};

class RealTimePacer {
public:
    struct Options {
        /// The backlog (in wall seconds, times the speed) beyond which it is dropped.
        double max_lag_s = 0.25;
        /// How much wall time the ratio is measured over (the newest samples within it).
        qint64 window_ns = 500'000'000;
    };

    explicit RealTimePacer(WallClock clock = steadyWallClock());
    RealTimePacer(WallClock clock, Options options);

    /// Replaces the clock (the pacing is re-anchored at the next anchor(); the ratio window is
    /// cleared).
    void setClock(WallClock clock);
    /// The clock's time now, in ns.
    qint64 now_ns() const { return clock_(); }

    /// Anchors the pacing: the simulation is at `sim_s` now.
    void anchor(double sim_s);
    /// Where the simulation should be now at `speed` times real time (speed > 0), given that it
    /// is at `sim_s`. When it is more than max_lag_s * speed behind, re-anchors at `sim_s` and
    /// returns `sim_s` (the backlog is dropped; lagCount() counts these).
    double target_s(double sim_s, double speed = 1.0);
    /// How many times target_s() dropped a backlog since construction.
    int lagCount() const { return lag_count_; }

    /// Adds a sample (now, sim_s, steps) to the ratio window and drops samples older than the
    /// window (always keeping two).
    void sample(double sim_s, std::int64_t steps = 0);
    /// Empties the ratio window (a run starts or restarts).
    void clearWindow() { window_.clear(); }
    /// Wall time between the window's oldest and newest samples, in seconds (0 with fewer than
    /// two).
    double windowSpan_s() const;
    /// Simulated / wall time over the window; 0 when its span is 0.
    double ratio() const;
    /// Steps per wall second over the window; 0 when its span is 0.
    double stepsPerSecond() const;

private:
    struct Point {
        qint64 wall_ns;
        double sim_s;
        std::int64_t steps;
    };
    WallClock clock_;
    Options options_;
    qint64 anchor_wall_ns_ = 0;
    double anchor_sim_s_ = 0.0;
    int lag_count_ = 0;
    std::deque<Point> window_;
};

}  // namespace botlab::gui
