// SPDX-License-Identifier: GPL-3.0-or-later
// The automated runs of the app: `botlab --frames N [--screenshot FILE]` counts the frames one 3D
// view draws, prints their statistics (frame_meter.h) and the simulation's state on stdout,
// optionally saves a picture of the window, and quits. Written against View3D, so that Build
// mode's view, the Simulate view, the Cockpit's cab view and the Scene preview are all driven
// the same way; bench/app reads what it prints.
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <cstdio>
#include <functional>

class QWidget;

namespace botlab::gui {

class View3D;

/// What one automated run counts and where its output goes.
struct FrameRun {
    View3D* view = nullptr;     ///< The view whose drawn frames count; must outlive the run.
    QWidget* window = nullptr;  ///< What the screenshot shows (the main window); outlives it too.
    int frames = 0;             ///< Frames to count (after the first, which starts the clock).
    QString screenshot;         ///< Where to save the picture (its suffix names the format,
                                ///< PNG when none); empty: no picture.
    /// The view changes by itself every frame (a running simulation), so it may keep drawing on
    /// demand; otherwise it draws every display frame for the run.
    bool live = false;
    QElapsedTimer sinceStart;  ///< Started when the process started (first_frame_ms).
    /// Prints the lines that follow the frame statistics (simulated time, real-time factor);
    /// may be empty.
    std::function<void(std::FILE*)> printState;
    /// Whether the run being drawn has ended (a live run's program or goal); may be empty. Once
    /// it says so, the view draws one more frame (the last state) and the run finishes with the
    /// frames drawn so far: a view drawing on demand would otherwise wait for ever.
    std::function<bool()> runOver;
    /// The wall-clock limit of the whole run: past it the app says so on stderr and quits with
    /// status 3 (a script or CI job taking screenshots never hangs).
    double wall_limit_s = 300.0;
};

/// Starts the run: records the view's frame statistics and, once `frames + 1` frames were drawn,
/// or once `runOver` said the run ended and one more frame was drawn, prints them and printState's
/// lines on stdout, writes the screenshot (atomically; a failed write is said on stderr), puts the
/// view back to drawing on demand and quits the application with status 0, or 2 when the
/// screenshot could not be written, or 3 when `wall_limit_s` passed first. Does nothing when
/// `run.view` is null or `run.frames` < 1.
void startFrameRun(FrameRun run);

/// Saves a picture of `window` as it is on the screen to `path` (format from its suffix, PNG
/// when none), written atomically. False with `*error` set when it cannot be written.
bool saveWindowPicture(QWidget* window, const QString& path, QString* error);

}  // namespace botlab::gui
