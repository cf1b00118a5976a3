// SPDX-License-Identifier: GPL-3.0-or-later
// TimeSlider: the debug bar under the 3D view: the debugger's buttons (Continue, the steps, Step
// back), the time slider over the run ("rewind") from 0 to the latest simulated time the run
// reached, and the time shown. Dragging it asks for that
// instant (the session re-runs the program to it); while the run goes on it follows the time.
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QSlider;

namespace botlab::gui {

class TimeSlider : public QWidget {
    Q_OBJECT
public:
    explicit TimeSlider(QWidget* parent = nullptr);

    /// The run reached `end_s` and shows `now_s` (the slider moves only when the user is not
    /// dragging it).
    void setTimes(double now_s, double end_s);
    double end_s() const { return end_s_; }
    /// The time the slider's handle is at (s).
    double value_s() const;
    QSlider* slider() const { return slider_; }
    /// Shows `actions` as icon buttons left of the slider (the texts are their tool tips).
    void setActions(const QList<QAction*>& actions);

    static constexpr int kTicksPerSecond = 100;  ///< The slider's resolution: 10 ms.

signals:
    /// The user moved the slider to `time_s` (emitted on every move of a drag; the session keeps
    /// only the latest).
    void seekRequested(double time_s);

private:
    void showTime(double now_s);

    QWidget* buttons_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* label_ = nullptr;
    double end_s_ = 0.0;
};

}  // namespace botlab::gui
