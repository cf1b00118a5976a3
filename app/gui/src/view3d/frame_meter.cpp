// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/frame_meter.h"

#include <algorithm>
#include <ctime>

namespace botlab::gui {

namespace {

double clockMs(clockid_t clock) {
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) * 1e-6;
}

}  // namespace

double FrameMeter::frame() {
    // CPU time of the whole process: every thread, Mesa's rasteriser threads included.
    return frame(clockMs(CLOCK_MONOTONIC), recording_ ? clockMs(CLOCK_PROCESS_CPUTIME_ID) : 0.0);
}

double FrameMeter::frame(double wall_ms, double cpu_ms) {
    const double dt_ms = frames_ > 0 ? wall_ms - last_wall_ms_ : -1.0;
    if (recording_) {
        // An interval counts when its first frame was recorded too (cpu_ms_ has one entry more).
        if (!cpu_ms_.empty()) intervals_ms_.push_back(dt_ms);
        cpu_ms_.push_back(cpu_ms);
    }
    last_wall_ms_ = wall_ms;
    ++frames_;
    return dt_ms;
}

void FrameMeter::reset() {
    intervals_ms_.clear();
    cpu_ms_.clear();
    frames_ = 0;
}

FrameStats FrameMeter::stats() const {
    FrameStats s;
    const std::size_t n = intervals_ms_.size();
    const std::size_t skip = std::min<std::size_t>(5, n / 4);
    std::vector<double> v(intervals_ms_.begin() + long(skip), intervals_ms_.end());
    if (v.empty()) return s;
    double sum = 0;
    for (double x : v) sum += x;
    s.frames = int(v.size());
    s.frame_time_mean_ms = sum / double(v.size());
    s.fps = s.frame_time_mean_ms > 0 ? 1000.0 / s.frame_time_mean_ms : 0.0;
    std::sort(v.begin(), v.end());
    s.frame_time_p95_ms = v[std::min(v.size() - 1, std::size_t(0.95 * double(v.size())))];
    // Interval i runs from frame i to frame i + 1: CPU spent over the counted intervals.
    s.cpu_ms_per_frame = (cpu_ms_[n] - cpu_ms_[skip]) / double(v.size());
    return s;
}

void printFrameStats(std::FILE* out, const FrameStats& s, double first_frame_ms, int view_width,
                     int view_height) {
    std::fprintf(out, "fps: %.2f\n", s.fps);
    std::fprintf(out, "frame_time_p95_ms: %.2f\n", s.frame_time_p95_ms);
    std::fprintf(out, "frame_time_mean_ms: %.2f\n", s.frame_time_mean_ms);
    std::fprintf(out, "cpu_ms_per_frame: %.2f\n", s.cpu_ms_per_frame);
    std::fprintf(out, "first_frame_ms: %.1f\n", first_frame_ms);
    std::fprintf(out, "frames: %d\n", s.frames);
    std::fprintf(out, "view_size: %dx%d\n", view_width, view_height);
    std::fflush(out);
}

}  // namespace botlab::gui
