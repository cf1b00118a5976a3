// SPDX-License-Identifier: GPL-3.0-or-later
// What the camera functions of the student API see in an image: colour names and blobs. Pure
// functions of a sim::CameraImage, shared by the Lua API (camera.blob, camera.colour) and the
// app (the Devices panel marks the blob the program looks for). No Qt.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "botlab/sim/simulation.h"

namespace botlab::scripting {

/// The colours a program can name. Every RGB colour is exactly one of them (see classifyColour).
enum class ColourName : std::uint8_t {
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Purple,
    White,
    Grey,
    Black
};

/// Every colour name in enum order.
std::span<const ColourName> allColourNames();

/// The name as Lua spells it: "red", "orange", "yellow", "green", "blue", "purple", "white",
/// "grey", "black". A static string; never null.
const char* colourNameText(ColourName c);

/// The colour a name means (lower case; "gray" is accepted for "grey"), or nullopt.
std::optional<ColourName> colourFromText(std::string_view name);

/// Which colour an RGB pixel (0..255 each) is. With HSV computed from it (V = max / 255,
/// S = (max - min) / max, hue H in degrees):
///   V < 0.2                    -> black
///   S < 0.3: V >= 0.65 white, V < 0.3 black, else grey
///   otherwise by hue: red [345, 15), orange [15, 40), yellow [40, 70), green [70, 170),
///   blue [170, 260), purple [260, 345).
/// So a coloured object stays its colour in the camera's shading (its dark side at 55 % light)
/// down to a fifth of full brightness.
ColourName classifyColour(std::uint8_t r, std::uint8_t g, std::uint8_t b);

/// A colour blob in an image: all pixels of one colour (not only one connected patch).
struct Blob {
    bool found = false;  ///< At least one pixel has the colour.
    /// Centre (the mean of the pixels' centres) in percent of the image: x 0 (left edge) .. 100
    /// (right edge), y 0 (top edge) .. 100 (bottom edge); 50, 50 is the middle. 0 when not found.
    double x_pct = 0.0;
    double y_pct = 0.0;
    double area_pct = 0.0;  ///< Share of the image's pixels, 0..100.
    int pixels = 0;         ///< How many pixels have the colour.
};

/// The blob of colour `c` in `image` (not found in an empty image).
Blob findBlob(const sim::CameraImage& image, ColourName c);

/// The colour at the image's centre: the mean of its middle 2 x 2 pixels (of the middle row or
/// column when that dimension is odd). Black for an empty image.
std::array<std::uint8_t, 3> centreColour(const sim::CameraImage& image);

}  // namespace botlab::scripting
