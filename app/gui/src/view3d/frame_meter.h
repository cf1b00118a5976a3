// SPDX-License-Identifier: GPL-3.0-or-later
// FrameMeter: frame statistics for `botlab --frames N` and the frame-rate benchmarks in bench/app.
// Call frame() once per rendered frame; it records the wall-clock interval since the previous
// frame and the process's CPU time (all threads, Mesa's software rasteriser included), so a run
// capped by the frame pacing still shows how much of each frame the work took. Plain C++: the
// bare Qt 3D benchmark compiles this file too (it shares no rendering code with the app).
#pragma once

#include <cstdio>
#include <vector>

namespace botlab::gui {

/// Statistics over a run's frames, the first few (shader compilation, uploads) left out.
struct FrameStats {
    int frames = 0;                 ///< Intervals counted.
    double fps = 0.0;               ///< 1000 / mean interval.
    double frame_time_mean_ms = 0;  ///< Mean wall-clock interval between frames (ms).
    double frame_time_p95_ms = 0;   ///< 95th percentile of the intervals (ms).
    double cpu_ms_per_frame = 0;    ///< Process CPU time per frame over the same frames (ms).
};

class FrameMeter {
public:
    /// Records one rendered frame. Returns the interval since the previous one (ms), or a
    /// negative number for the first frame.
    double frame();
    /// The same with given clock readings: wall time and process CPU time, both in ms.
    double frame(double wall_ms, double cpu_ms);
    /// Forgets every frame (new scene); recording stays as it was.
    void reset();
    /// Whether frame() keeps intervals and CPU times for stats() (on by default). Off, it only
    /// counts frames and returns intervals, so a window open for hours does not grow.
    void setRecording(bool on) { recording_ = on; }
    int frames() const { return frames_; }
    const std::vector<double>& intervalsMs() const { return intervals_ms_; }
    /// Statistics over the recorded frames after the first `min(5, n / 4)` intervals.
    FrameStats stats() const;

private:
    double last_wall_ms_ = 0.0;
    std::vector<double> intervals_ms_;
    std::vector<double> cpu_ms_;  ///< Process CPU time at each frame.
    int frames_ = 0;
    bool recording_ = true;
};

/// Prints the statistics as `key: value` lines (fps, frame_time_p95_ms, frame_time_mean_ms,
/// cpu_ms_per_frame, first_frame_ms, frames, view_size) on `out` and flushes it.
void printFrameStats(std::FILE* out, const FrameStats& s, double first_frame_ms, int view_width,
                     int view_height);

}  // namespace botlab::gui
