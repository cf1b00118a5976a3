// SPDX-License-Identifier: GPL-3.0-or-later
// WheelGuard: one application-wide event filter by which every spin box, combo box and slider
// (QAbstractSpinBox, QComboBox, QAbstractSlider except scroll bars) of every mode, dock and
// dialog takes the mouse wheel only while it has the keyboard focus. Unfocused, the wheel event
// is left to the widget's parents, so scrolling a panel over its fields scrolls the panel and
// never edits a value behind the user's back. The wheel no longer gives them the focus (a click
// or Tab does).
#pragma once

#include <QObject>

class QCoreApplication;
class QWidget;

namespace botlab::gui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    /// Installs the guard on `app` once (a second call returns the first guard). The guard is a
    /// child of `app`. The main program calls it before any window is made.
    static WheelGuard* install(QCoreApplication* app);
    /// True for the widgets the guard keeps from the wheel while unfocused.
    static bool guards(const QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

}  // namespace botlab::gui
