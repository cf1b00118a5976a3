// SPDX-License-Identifier: GPL-3.0-or-later
// Colour names and blobs in a camera image (see botlab/scripting/vision.h).
#include "botlab/scripting/vision.h"

#include <algorithm>

namespace botlab::scripting {

namespace {

constexpr std::array kAll{ColourName::Red,   ColourName::Orange, ColourName::Yellow,
                          ColourName::Green, ColourName::Blue,   ColourName::Purple,
                          ColourName::White, ColourName::Grey,   ColourName::Black};

}  // namespace

std::span<const ColourName> allColourNames() {
    return kAll;
}

const char* colourNameText(ColourName c) {
    switch (c) {
        case ColourName::Red:
            return "red";
        case ColourName::Orange:
            return "orange";
        case ColourName::Yellow:
            return "yellow";
        case ColourName::Green:
            return "green";
        case ColourName::Blue:
            return "blue";
        case ColourName::Purple:
            return "purple";
        case ColourName::White:
            return "white";
        case ColourName::Grey:
            return "grey";
        case ColourName::Black:
            return "black";
    }
    return "black";
}

std::optional<ColourName> colourFromText(std::string_view name) {
    if (name == "gray") return ColourName::Grey;
    for (ColourName c : kAll)
        if (name == colourNameText(c)) return c;
    return std::nullopt;
}

ColourName classifyColour(std::uint8_t r, std::uint8_t g, std::uint8_t b) {
    const int mx = std::max({r, g, b});
    const int mn = std::min({r, g, b});
    // Thresholds in integer arithmetic (exact, the same on every platform):
    // V < 0.2  <=>  mx * 5 < 255;  S < 0.3  <=>  (mx - mn) * 10 < 3 mx.
    if (mx * 5 < 255) return ColourName::Black;
    if ((mx - mn) * 10 < 3 * mx) {
        if (mx * 100 >= 65 * 255) return ColourName::White;
        if (mx * 10 < 3 * 255) return ColourName::Black;
        return ColourName::Grey;
    }
    const double d = mx - mn;
    double h = 0.0;
    if (mx == r)
        h = 60.0 * ((g - b) / d);
    else if (mx == g)
        h = 60.0 * ((b - r) / d + 2.0);
    else
        h = 60.0 * ((r - g) / d + 4.0);
    if (h < 0.0) h += 360.0;
    if (h < 15.0 || h >= 345.0) return ColourName::Red;
    if (h < 40.0) return ColourName::Orange;
    if (h < 70.0) return ColourName::Yellow;
    if (h < 170.0) return ColourName::Green;
    if (h < 260.0) return ColourName::Blue;
    return ColourName::Purple;
}

Blob findBlob(const sim::CameraImage& image, ColourName c) {
    Blob blob;
    const int w = image.width_px, h = image.height_px;
    if (w <= 0 || h <= 0 || image.rgb.size() < static_cast<std::size_t>(w) * h * 3) return blob;
    long long sx = 0, sy = 0;
    int n = 0;
    const std::uint8_t* p = image.rgb.data();
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x, p += 3) {
            if (classifyColour(p[0], p[1], p[2]) != c) continue;
            sx += x;
            sy += y;
            ++n;
        }
    }
    if (n == 0) return blob;
    blob.found = true;
    blob.pixels = n;
    blob.x_pct = (static_cast<double>(sx) / n + 0.5) * 100.0 / w;
    blob.y_pct = (static_cast<double>(sy) / n + 0.5) * 100.0 / h;
    blob.area_pct = 100.0 * n / (static_cast<double>(w) * h);
    return blob;
}

std::array<std::uint8_t, 3> centreColour(const sim::CameraImage& image) {
    const int w = image.width_px, h = image.height_px;
    if (w <= 0 || h <= 0 || image.rgb.size() < static_cast<std::size_t>(w) * h * 3)
        return {0, 0, 0};
    // Even size: the two middle columns/rows; odd: the middle one.
    const int x0 = (w - 1) / 2, x1 = w / 2;
    const int y0 = (h - 1) / 2, y1 = h / 2;
    std::array<int, 3> sum = {0, 0, 0};
    int n = 0;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const std::uint8_t* p = &image.rgb[(static_cast<std::size_t>(y) * w + x) * 3];
            for (int k = 0; k < 3; ++k) sum[k] += p[k];
            ++n;
        }
    return {static_cast<std::uint8_t>((sum[0] + n / 2) / n),
            static_cast<std::uint8_t>((sum[1] + n / 2) / n),
            static_cast<std::uint8_t>((sum[2] + n / 2) / n)};
}

}  // namespace botlab::scripting
