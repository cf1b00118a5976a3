// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/opponents.h"

#include <QCoreApplication>

namespace botlab::gui {

namespace {
// Tr: the translation context "botlab::gui::Opponents" for this file's texts.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::gui::Opponents)
};
}  // namespace

std::vector<OwnerColour> ownerPalette() {
    return {
        {QColor(0x1f, 0x6f, 0xd8), Tr::tr("blue")},    {QColor(0xd8, 0x2a, 0x2a), Tr::tr("red")},
        {QColor(0x2a, 0xa0, 0x3c), Tr::tr("green")},   {QColor(0xf0, 0x8c, 0x10), Tr::tr("orange")},
        {QColor(0x8a, 0x3c, 0xc8), Tr::tr("purple")},  {QColor(0x10, 0xa0, 0xa0), Tr::tr("teal")},
        {QColor(0xd8, 0x3c, 0xa0), Tr::tr("magenta")}, {QColor(0xd0, 0xb0, 0x10), Tr::tr("yellow")},
    };
}

QColor nextFreeColour(const std::vector<QColor>& used) {
    const std::vector<OwnerColour> palette = ownerPalette();
    for (const OwnerColour& c : palette) {
        bool taken = false;
        for (const QColor& u : used) taken = taken || u.rgb() == c.colour.rgb();
        if (!taken) return c.colour;
    }
    return palette.front().colour;
}

QString colourName(const QColor& colour) {
    for (const OwnerColour& c : ownerPalette())
        if (c.colour.rgb() == colour.rgb()) return c.name;
    return colour.name();
}

QString ownerTitle(const QString& owner, const QColor& colour) {
    return Tr::tr("%1 (%2)").arg(owner, colourName(colour));
}

QString defaultOwner() {
    return Tr::tr("You");
}

}  // namespace botlab::gui
