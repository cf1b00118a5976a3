// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/real_time_pacer.h"

#include <QElapsedTimer>
#include <memory>
#include <utility>

namespace botlab::gui {

WallClock steadyWallClock() {
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [timer] { return timer->nsecsElapsed(); };
}

RealTimePacer::RealTimePacer(WallClock clock) : RealTimePacer(std::move(clock), Options{}) {}

RealTimePacer::RealTimePacer(WallClock clock, Options options)
    : clock_(clock ? std::move(clock) : steadyWallClock()), options_(options) {
    anchor_wall_ns_ = clock_();
}

void RealTimePacer::setClock(WallClock clock) {
    clock_ = clock ? std::move(clock) : steadyWallClock();
    anchor_wall_ns_ = clock_();
    window_.clear();
}

void RealTimePacer::anchor(double sim_s) {
    anchor_wall_ns_ = clock_();
    anchor_sim_s_ = sim_s;
}

double RealTimePacer::target_s(double sim_s, double speed) {
    const qint64 now = clock_();
    const double target = anchor_sim_s_ + speed * double(now - anchor_wall_ns_) * 1e-9;
    if (target - sim_s > options_.max_lag_s * speed) {
        anchor_wall_ns_ = now;
        anchor_sim_s_ = sim_s;
        ++lag_count_;
        return sim_s;
    }
    return target;
}

void RealTimePacer::sample(double sim_s, std::int64_t steps) {
    const qint64 now = clock_();
    window_.push_back({now, sim_s, steps});
    while (window_.size() > 2 && now - window_.front().wall_ns > options_.window_ns)
        window_.pop_front();
}

double RealTimePacer::windowSpan_s() const {
    if (window_.size() < 2) return 0.0;
    return double(window_.back().wall_ns - window_.front().wall_ns) * 1e-9;
}

double RealTimePacer::ratio() const {
    const double dw = windowSpan_s();
    return dw > 0.0 ? (window_.back().sim_s - window_.front().sim_s) / dw : 0.0;
}

double RealTimePacer::stepsPerSecond() const {
    const double dw = windowSpan_s();
    return dw > 0.0 ? double(window_.back().steps - window_.front().steps) / dw : 0.0;
}

}  // namespace botlab::gui
