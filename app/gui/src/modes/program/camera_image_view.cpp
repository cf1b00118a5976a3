// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/camera_image_view.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "botlab/scripting/vision.h"

namespace botlab::gui {

CameraImageView::CameraImageView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("cameraImageView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void CameraImageView::setImage(int width_px, int height_px, const std::vector<std::uint8_t>& rgb,
                               double time_s) {
    if (width_px <= 0 || height_px <= 0 ||
        rgb.size() < std::size_t(width_px) * std::size_t(height_px) * 3) {
        clear();
        return;
    }
    if (image_.width() != width_px || image_.height() != height_px)
        image_ = QImage(width_px, height_px, QImage::Format_RGB888);  // reused while the size holds
    const int rowBytes = width_px * 3;
    for (int y = 0; y < height_px; ++y)
        std::memcpy(image_.scanLine(y), rgb.data() + std::size_t(y) * std::size_t(rowBytes),
                    std::size_t(rowBytes));
    time_s_ = time_s;
    update();
}

void CameraImageView::setBlob(const std::optional<Blob>& blob) {
    const bool same = blob.has_value() == blob_.has_value() &&
                      (!blob || (blob->colour == blob_->colour && blob->x_pct == blob_->x_pct &&
                                 blob->y_pct == blob_->y_pct && blob->area_pct == blob_->area_pct));
    if (same) return;
    blob_ = blob;
    update();
}

void CameraImageView::clear() {
    if (image_.isNull() && !blob_) return;
    image_ = QImage();
    blob_.reset();
    time_s_ = -1.0;
    update();
}

int CameraImageView::captionHeight() const {
    return fontMetrics().height() + 4;
}

QRect CameraImageView::imageRect() const {
    if (image_.isNull()) return {};
    const int availW = width() - 4;
    const int availH = height() - captionHeight() - 4;
    if (availW <= 0 || availH <= 0) return {};
    const double fit = std::min(double(availW) / image_.width(), double(availH) / image_.height());
    // Whole multiples keep every camera pixel the same size on screen; below 1x, fit as it comes.
    const double scale = fit >= 1.0 ? std::floor(fit) : fit;
    const int w = std::max(1, int(std::lround(image_.width() * scale)));
    const int h = std::max(1, int(std::lround(image_.height() * scale)));
    return {(width() - w) / 2, 2 + (availH - h) / 2, w, h};
}

QString CameraImageView::colourName(int r, int g, int b) {
    // The program's colour names (camera.colour), translated.
    return colourText(scripting::classifyColour(std::uint8_t(std::clamp(r, 0, 255)),
                                                std::uint8_t(std::clamp(g, 0, 255)),
                                                std::uint8_t(std::clamp(b, 0, 255))));
}

QString CameraImageView::colourText(scripting::ColourName c) {
    using scripting::ColourName;
    switch (c) {
        case ColourName::Red:
            return tr("red");
        case ColourName::Orange:
            return tr("orange");
        case ColourName::Yellow:
            return tr("yellow");
        case ColourName::Green:
            return tr("green");
        case ColourName::Blue:
            return tr("blue");
        case ColourName::Purple:
            return tr("purple");
        case ColourName::White:
            return tr("white");
        case ColourName::Grey:
            return tr("grey");
        case ColourName::Black:
            return tr("black");
    }
    return tr("grey");
}

QColor CameraImageView::centreColour() const {
    // As camera.colour sees it: the mean of the middle 2 x 2 pixels (of the middle row or column
    // when that dimension is odd).
    if (image_.isNull()) return {};
    const int w = image_.width(), h = image_.height();
    const int x0 = w % 2 ? w / 2 : w / 2 - 1, x1 = w / 2;
    const int y0 = h % 2 ? h / 2 : h / 2 - 1, y1 = h / 2;
    int sum[3] = {0, 0, 0}, n = 0;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const uchar* p = image_.constScanLine(y) + 3 * x;
            for (int k = 0; k < 3; ++k) sum[k] += p[k];
            ++n;
        }
    return QColor((sum[0] + n / 2) / n, (sum[1] + n / 2) / n, (sum[2] + n / 2) / n);
}

QString CameraImageView::caption() const {
    if (image_.isNull()) return tr("no image yet");
    const QString time = tr("%1 s").arg(time_s_, 0, 'f', 1);
    if (blob_) {
        if (blob_->area_pct <= 0.0) return tr("%1 · no %2 blob").arg(time, blob_->colour);
        return tr("%1 · %2 blob at %3 %, %4 %, area %5 %")
            .arg(time, blob_->colour)
            .arg(blob_->x_pct, 0, 'f', 0)
            .arg(blob_->y_pct, 0, 'f', 0)
            .arg(blob_->area_pct, 0, 'f', 1);
    }
    const QColor c = centreColour();
    return tr("%1 · centre: %2").arg(time, colourName(c.red(), c.green(), c.blue()));
}

void CameraImageView::paintEvent(QPaintEvent*) {
    ++paints_;
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    const QRect target = imageRect();
    if (!target.isEmpty()) {
        p.setRenderHint(QPainter::SmoothPixmapTransform, false);  // nearest-neighbour: crisp
        p.drawImage(target, image_);
        if (blob_ && blob_->area_pct > 0.0) {
            // A ring of the blob's area (as a disc) and a cross at its centre.
            const double sx = double(target.width()) / image_.width();
            const QPointF at(target.left() + blob_->x_pct / 100.0 * target.width(),
                             target.top() + blob_->y_pct / 100.0 * target.height());
            const double area_px = blob_->area_pct / 100.0 * image_.width() * image_.height();
            const double r = std::max(3.0, std::sqrt(area_px / M_PI) * sx);
            p.setRenderHint(QPainter::Antialiasing, true);
            for (const auto& [colour, width] :
                 {std::pair{QColor(Qt::black), 4.0}, std::pair{QColor(Qt::white), 2.0}}) {
                p.setPen(QPen(colour, width));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(at, r, r);
                p.drawLine(at - QPointF(r + 4, 0), at - QPointF(r - 4, 0));
                p.drawLine(at + QPointF(r - 4, 0), at + QPointF(r + 4, 0));
                p.drawLine(at - QPointF(0, r + 4), at - QPointF(0, r - 4));
                p.drawLine(at + QPointF(0, r - 4), at + QPointF(0, r + 4));
            }
            p.setRenderHint(QPainter::Antialiasing, false);
        }
    }
    // The caption: with no blob, a swatch of the centre colour before its name.
    const int ch = captionHeight();
    QRect text(4, height() - ch, width() - 8, ch);
    if (!image_.isNull() && !blob_) {
        const int sw = ch - 6;
        const QRect swatch(text.left(), text.top() + 3, sw, sw);
        p.fillRect(swatch, centreColour());
        p.setPen(palette().color(QPalette::WindowText));
        p.drawRect(swatch.adjusted(0, 0, -1, -1));
        text.setLeft(swatch.right() + 5);
    }
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
               fontMetrics().elidedText(caption(), Qt::ElideRight, text.width()));
}

}  // namespace botlab::gui
