// SPDX-License-Identifier: GPL-3.0-or-later
// Opponents: the other robots of an arena run (issue 27). Each has its own robot, its own Lua
// program and an owner whose name and colour label it in the 3D view, the legend and the Devices
// panel. The project keeps them (the "opponents" key of the project file, docs/formats/project.md),
// so they survive save and load; robot 0 is always the student's own robot and program.
#pragma once

#include <QColor>
#include <QString>
#include <vector>

namespace botlab::gui {

/// Another robot in the run.
struct Opponent {
    QString robot;         ///< A built-in robot name or a robot file path.
    QString program;       ///< The Lua source text (kept, so the project does not need the file).
    QString program_name;  ///< The file the program came from ("pusher.lua"), for display.
    QString owner;         ///< Who it belongs to: the name shown above it ("Bob").
    QColor colour;         ///< Its label's colour.

    bool operator==(const Opponent& o) const {
        return robot == o.robot && program == o.program && program_name == o.program_name &&
               owner == o.owner && colour == o.colour;
    }
};

/// One colour of the owners' palette: its colour and its name in the user's language.
struct OwnerColour {
    QColor colour;
    QString name;
};

/// The owners' palette, in the order new robots get them: blue (the student's own robot),
/// red, green, orange, purple, teal, magenta, yellow. Names are translated.
std::vector<OwnerColour> ownerPalette();
/// The first palette colour none of `used` has (the palette's first again when all are used).
QColor nextFreeColour(const std::vector<QColor>& used);
/// The palette's name of `colour` ("blue"), or its #rrggbb when it is none of them.
QString colourName(const QColor& colour);
/// "Alice (blue)": how the Devices panel's robot list and the legend name a robot.
QString ownerTitle(const QString& owner, const QColor& colour);
/// The default owner of the student's own robot ("You").
QString defaultOwner();

}  // namespace botlab::gui
