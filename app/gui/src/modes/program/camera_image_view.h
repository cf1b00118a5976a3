// SPDX-License-Identifier: GPL-3.0-or-later
// CameraImageView: a camera sensor's latest image in the Devices panel, scaled up with
// nearest-neighbour (whole multiples when it fits, so the pixels stay crisp squares), aspect kept,
// centred; the blob the program last asked for marked on it, or else the colour at the centre
// named with a swatch; and the image's simulated time. It repaints only when a new image arrives
// (or the widget is resized/exposed); an image of the same size reuses the same buffer.
#pragma once

#include <QImage>
#include <QRect>
#include <QString>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "botlab/scripting/vision.h"

namespace botlab::gui {

class CameraImageView : public QWidget {
    Q_OBJECT
public:
    /// A blob found by the program (camera.blob): its colour name and where it is, in percent of
    /// the image (x from the left, y from the top, 0..100) and its area in percent of the image.
    struct Blob {
        QString colour;
        double x_pct = 50.0;
        double y_pct = 50.0;
        double area_pct = 0.0;
    };

    explicit CameraImageView(QWidget* parent = nullptr);

    /// Shows an image of width_px x height_px pixels, `rgb` holding 3 bytes a pixel row by row
    /// from the top left (too short a buffer shows nothing), taken at simulated time `time_s`.
    void setImage(int width_px, int height_px, const std::vector<std::uint8_t>& rgb, double time_s);
    /// Marks the blob (nullopt: none; the centre colour is named instead).
    void setBlob(const std::optional<Blob>& blob);
    /// Forgets the image (a new run, another robot).
    void clear();

    /// The image as received (null before the first one).
    const QImage& image() const { return image_; }
    /// Where the image is drawn in this widget (empty without an image).
    QRect imageRect() const;
    /// The text line under the image: time, and the blob or the centre colour.
    QString caption() const;
    /// How many times the widget painted (tests: it paints only for new images).
    int paintCount() const { return paints_; }
    double timeS() const { return time_s_; }

    /// The name a program gets for (r, g, b) (scripting::classifyColour), translated.
    static QString colourName(int r, int g, int b);
    /// A program's colour name (camera.blob's colour), translated.
    static QString colourText(scripting::ColourName c);
    /// The colour at the image's centre as camera.colour reads it (scripting::centreColour).
    QColor centreColour() const;

    QSize sizeHint() const override { return {200, 170}; }
    QSize minimumSizeHint() const override { return {96, 90}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int captionHeight() const;

    QImage image_;
    double time_s_ = -1.0;
    std::optional<Blob> blob_;
    int paints_ = 0;
};

}  // namespace botlab::gui
