// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line options of the botlab executable (for users, tests and benchmarks).
#pragma once

#include <QLocale>
#include <QSize>
#include <QString>
#include <QStringList>
#include <vector>

#include "project/project.h"  // botlabFileFormat

class QCoreApplication;

namespace botlab::gui {

struct AppOptions {
    QString project;  ///< Project file to open (the positional FILE, unless a robot or scene).
    QString robot;    ///< Robot (built-in name or file), with scene/program.
    QString scene;
    QString program;     ///< Lua file.
    bool demo = false;   ///< line_follower on line_challenge with examples/line_follower.lua.
    bool run = false;    ///< Start the simulation at once.
    QString screenshot;  ///< Save a PNG of the window after `frames` frames, then quit.
    int frames = 0;      ///< Render this many frames, print frame statistics and quit.
    QString lang;        ///< "en", "zh_CN" or empty = preference / system locale.
    QString camera;      ///< "orbit", "follow", "top" or "onboard"; empty = orbit.
    QString mode;        ///< "build", "program", "scene", "simulate" or "cockpit"; empty = program.
    QString quality;     ///< "low" or "high": the 3D views' quality; empty = the preference.
    /// --window-size WxH: the window's size in pixels (screenshots of a given screen); empty =
    /// fitted to the screen.
    QSize windowSize;
    bool noRecovery = false;  ///< Do not offer to recover an autosaved project.
    /// --platform-udp HOST:PORT: the Cockpit mode sends the motion platform's commands there.
    QString platformUdpHost;
    quint16 platformUdpPort = 0;
    /// --opponent ROBOT:PROGRAM[:OWNER] (repeatable): other robots in the run, in this order.
    struct OpponentOption {
        QString robot;    ///< Built-in name or robot file.
        QString program;  ///< Lua file.
        QString owner;    ///< Empty: the program file's base name.
    };
    std::vector<OpponentOption> opponents;
    QString error;  ///< Non-empty when the command line is invalid.

    /// True when the run is automated (quits by itself): no modal questions are asked.
    bool automated() const { return frames > 0 || !screenshot.isEmpty(); }
};

/// The --camera names, in the order of SceneView::CameraMode: orbit, follow, top, onboard.
const QStringList& cameraNames();
/// The --mode names, in the order of MainWindow::Mode: build, program, scene, simulate, cockpit.
const QStringList& modeNames();

/// Parses the application's arguments (after QApplication exists). The positional FILE is a
/// project, or a robot or scene file (told apart by botlabFileFormat()): a robot file sets `robot`
/// and a scene file `scene` (unless --robot / --scene name one), anything else sets `project`.
AppOptions parseOptions(const QStringList& arguments);

/// Shows the application in the language of `locale`: installs Botlab's and Qt's translations
/// and, when there are some (Chinese), the CJK font at the application font's size, Chinese number
/// formats and documents in Chinese (qApp's "uiLanguage"). Returns false, changing nothing, for a
/// language Botlab has no translation for (English stays).
bool useLanguage(const QLocale& locale);

}  // namespace botlab::gui
