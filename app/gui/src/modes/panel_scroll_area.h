// SPDX-License-Identifier: GPL-3.0-or-later
// PanelScrollArea: a side panel's scroll area that scrolls only up and down, so a mode's panel
// never sets the window's minimum height (the window fits 1024x600) and is never cut at its right.
#pragma once

#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <algorithm>

namespace botlab::gui {

/// A scroll area as wide as its widget's minimum width (at most `max_min_width_px`, so that the
/// window still fits 1024 px), following the widget when its fields change, scrolling only
/// vertically. The widget is resizable (it fills the area's width). Owned by its Qt parent.
class PanelScrollArea : public QScrollArea {
public:
    explicit PanelScrollArea(int max_min_width_px, QWidget* parent = nullptr)
        : QScrollArea(parent), max_min_width_px_(max_min_width_px) {
        setWidgetResizable(true);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    /// Sets the panel and watches its layout so the minimum width follows it.
    void setPanel(QWidget* panel) {
        setWidget(panel);
        panel->installEventFilter(this);
    }
    QSize minimumSizeHint() const override {
        QSize size = QScrollArea::minimumSizeHint();
        if (widget())
            size.setWidth(std::min(max_min_width_px_, widget()->minimumSizeHint().width() +
                                                          2 * frameWidth() +
                                                          verticalScrollBar()->sizeHint().width()));
        return size;
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == widget() && event->type() == QEvent::LayoutRequest) updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }

private:
    int max_min_width_px_;
};

}  // namespace botlab::gui
