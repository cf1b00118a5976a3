// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace botlab::gui {

namespace {
constexpr const char* kGuardName = "botlab_wheel_guard";
}  // namespace

WheelGuard* WheelGuard::install(QCoreApplication* app) {
    if (auto* existing =
            app->findChild<WheelGuard*>(QLatin1String(kGuardName), Qt::FindDirectChildrenOnly))
        return existing;
    auto* guard = new WheelGuard(app);
    guard->setObjectName(QLatin1String(kGuardName));
    app->installEventFilter(guard);
    return guard;
}

bool WheelGuard::guards(const QWidget* w) {
    if (!w) return false;
    if (qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QComboBox*>(w)) return true;
    // Scroll bars are what the wheel should move.
    return qobject_cast<const QAbstractSlider*>(w) && !qobject_cast<const QScrollBar*>(w);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish) return false;
    if (!watched->isWidgetType()) return false;
    auto* w = static_cast<QWidget*>(watched);
    if (!guards(w)) return false;
    // Qt::WheelFocus = Qt::StrongFocus + "the wheel gives the focus": the wheel must not.
    if ((w->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus) w->setFocusPolicy(Qt::StrongFocus);
    if (type == QEvent::Wheel && !w->hasFocus()) {
        // Ignored and filtered: QApplication hands the event on to the parent (a scroll area
        // scrolls); the widget never sees it.
        event->ignore();
        return true;
    }
    return false;
}

}  // namespace botlab::gui
