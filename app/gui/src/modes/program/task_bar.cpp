// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/task_bar.h"

#include <QCoreApplication>

#include "botlab/runner/display_names.h"
#include "botlab/scenes/scene_document.h"

namespace botlab::gui {

QString TaskBar::taskText(const scenes::SceneDocument* scene) {
    if (!scene) return {};
    const scenes::Goals& g = scene->goals;
    const int checkpoints = static_cast<int>(g.checkpoints.size());
    QString goal;
    if (g.finish) {
        goal = checkpoints > 1 ? tr("Pass the %1 checkpoints in order, then reach the green finish")
                                     .arg(checkpoints)
               : checkpoints == 1 ? tr("Pass the checkpoint, then reach the green finish")
                                  : tr("Reach the green finish");
    } else if (!scene->flames.empty()) {
        goal =
            checkpoints > 1
                ? tr("Pass the %1 checkpoints in order, then put out every candle").arg(checkpoints)
            : checkpoints == 1 ? tr("Pass the checkpoint, then put out every candle")
                               : tr("Put out every candle");
    } else if (checkpoints > 0) {
        goal = checkpoints > 1 ? tr("Pass the %1 checkpoints in order").arg(checkpoints)
                               : tr("Pass the checkpoint");
    } else {
        return {};
    }
    if (g.time_limit_s > 0)
        return tr("Task: %1 within %2 s.").arg(goal).arg(g.time_limit_s, 0, 'g', 4);
    return tr("Task: %1.").arg(goal);
}

QString TaskBar::progressText(const runner::Snapshot& s) {
    QStringList parts;
    if (s.checkpoints_total > 0)
        parts << tr("checkpoints %1/%2").arg(s.checkpoints_passed).arg(s.checkpoints_total);
    if (s.time_limit_s > 0)
        parts << tr("%1 s of %2 s").arg(s.sim_time_s, 0, 'f', 1).arg(s.time_limit_s, 0, 'g', 4);
    return parts.join(QStringLiteral(" · "));
}

QString TaskBar::resultText(const runner::Snapshot& s) {
    if (!s.has_program || !s.over || !s.score) return {};
    const scenes::Report& r = *s.score;
    const QString cps =
        r.checkpoints_total > 0
            ? tr("checkpoints %1/%2").arg(r.checkpoints_passed).arg(r.checkpoints_total)
            : QString();
    if (r.goal_reached && r.goal_time_s) {
        const QString text = tr("Goal reached in %1 s").arg(*r.goal_time_s, 0, 'f', 1);
        return cps.isEmpty() ? text : text + QStringLiteral(" · ") + cps;
    }
    QString head;
    switch (s.end) {
        case runner::RunEnd::TimeUp:
            head = tr("Time up (%1 s): goal not reached").arg(s.time_limit_s, 0, 'g', 4);
            break;
        case runner::RunEnd::ProgramFailed:
            head = tr("Program error at %1 s: goal not reached").arg(s.sim_time_s, 0, 'f', 1);
            break;
        case runner::RunEnd::PhysicsFailed:
            head = tr("Simulation failed at %1 s: goal not reached").arg(s.sim_time_s, 0, 'f', 1);
            break;
        case runner::RunEnd::Stopped:
            head = tr("Stopped at %1 s: goal not reached").arg(s.sim_time_s, 0, 'f', 1);
            break;
        default:
            head = tr("Program ended at %1 s: goal not reached").arg(s.sim_time_s, 0, 'f', 1);
            break;
    }
    return cps.isEmpty() ? head : head + QStringLiteral(" · ") + cps;
}

TaskBar::TaskBar(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("taskBar"));
    setWordWrap(false);
    setTextFormat(Qt::PlainText);
    setMargin(4);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    QLabel::hide();
}

void TaskBar::setScene(const scenes::SceneDocument* scene) {
    task_ = taskText(scene);
    hasGoal_ = !task_.isEmpty();
    setToolTip(scene ? runner::sceneDescription(scene->description) : QString());
    display(task_, nullptr);
}

void TaskBar::showMatch(const QString& text) {
    if (text == match_) return;
    match_ = text;
    display(match_.isEmpty() ? (hasGoal_ ? task_ : QString()) : match_,
            match_.isEmpty() ? nullptr : "#d7f0d2");
}

void TaskBar::update(const runner::Snapshot& s) {
    if (!match_.isEmpty()) return;
    if (!hasGoal_) return;
    const QString result = resultText(s);
    if (!result.isEmpty()) {
        const bool won = s.score && s.score->goal_reached;
        display(result, won ? "#d7f0d2" : "#fbe3c0");
        return;
    }
    const QString progress = s.has_program && !s.over ? progressText(s) : QString();
    display(progress.isEmpty() ? task_ : task_ + QStringLiteral("   ") + progress, nullptr);
}

void TaskBar::display(const QString& text, const char* background) {
    if (text != this->text()) setText(text);
    const QString style = background
                              ? QStringLiteral("QLabel#taskBar { background: %1; color: #202020; }")
                                    .arg(QLatin1String(background))
                              : QStringLiteral("QLabel#taskBar { background: palette(window); }");
    if (style != styleSheet()) setStyleSheet(style);
    setVisible(!text.isEmpty());
}

}  // namespace botlab::gui
