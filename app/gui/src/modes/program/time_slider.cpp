// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/time_slider.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <cmath>

namespace botlab::gui {

TimeSlider::TimeSlider(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("timeSlider"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 1, 4, 1);
    layout->setSpacing(4);
    buttons_ = new QWidget(this);
    auto* buttons = new QHBoxLayout(buttons_);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(0);
    layout->addWidget(buttons_);
    auto* title = new QLabel(tr("Rewind:"), this);
    layout->addWidget(title);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("timeSliderBar"));
    slider_->setRange(0, 0);
    slider_->setToolTip(tr("Drag to see the robot and the program at any moment of the run"));
    layout->addWidget(slider_, 1);
    label_ = new QLabel(this);
    label_->setMinimumWidth(label_->fontMetrics().horizontalAdvance(QStringLiteral("000.00 s")));
    label_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(label_);
    showTime(0.0);
    setEnabled(false);

    // A drag (tracking) and clicks on the groove or the keys: every new value is a seek.
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        const double t = double(v) / kTicksPerSecond;
        showTime(t);
        emit seekRequested(t);
    });
}

void TimeSlider::setActions(const QList<QAction*>& actions) {
    for (QAction* a : actions) {
        auto* b = new QToolButton(buttons_);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        b->setAutoRaise(true);
        b->setIconSize(QSize(16, 16));
        buttons_->layout()->addWidget(b);
    }
}

double TimeSlider::value_s() const {
    return double(slider_->value()) / kTicksPerSecond;
}

void TimeSlider::setTimes(double now_s, double end_s) {
    end_s_ = end_s;
    setEnabled(end_s > 0.0);
    const QSignalBlocker block(slider_);
    const int max = int(std::floor(end_s * kTicksPerSecond + 1e-6));
    if (slider_->maximum() != max) slider_->setRange(0, max);
    if (slider_->isSliderDown()) return;
    const int v = int(std::lround(now_s * kTicksPerSecond));
    if (slider_->value() != v) slider_->setValue(v);
    showTime(now_s);
}

void TimeSlider::showTime(double now_s) {
    label_->setText(tr("%1 s").arg(now_s, 0, 'f', 2));
}

}  // namespace botlab::gui
