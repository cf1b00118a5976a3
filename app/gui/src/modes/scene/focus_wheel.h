// SPDX-License-Identifier: GPL-3.0-or-later
// Spin boxes and combo boxes for panels that scroll: the mouse wheel changes their value only
// while they have the keyboard focus (a click or Tab gives it, the wheel does not), so scrolling a
// panel over them scrolls the panel and never edits a value.
#pragma once

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QWheelEvent>

namespace botlab::gui {

template <class Base>
class FocusWheel : public Base {
public:
    explicit FocusWheel(QWidget* parent = nullptr) : Base(parent) {
        this->setFocusPolicy(Qt::StrongFocus);
    }

protected:
    void wheelEvent(QWheelEvent* event) override {
        if (!this->hasFocus()) {
            event->ignore();  // goes on to the parent: the scroll area scrolls
            return;
        }
        Base::wheelEvent(event);
    }
};

using FocusWheelSpinBox = FocusWheel<QDoubleSpinBox>;
using FocusWheelComboBox = FocusWheel<QComboBox>;

}  // namespace botlab::gui
