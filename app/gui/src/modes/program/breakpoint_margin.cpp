// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/breakpoint_margin.h"

#include <Qsci/qsciscintilla.h>

#include <QCursor>
#include <QInputDialog>
#include <QMenu>
#include <algorithm>

namespace botlab::gui {

namespace {
constexpr int kMargin = 1;
}

BreakpointMargin::BreakpointMargin(QsciScintilla* editor) : QObject(editor), editor_(editor) {
    setObjectName(QStringLiteral("breakpointMargin"));
    plainMarker_ = editor_->markerDefine(QsciScintilla::Circle, 9);
    editor_->setMarkerBackgroundColor(QColor(200, 20, 20), plainMarker_);
    editor_->setMarkerForegroundColor(QColor(120, 0, 0), plainMarker_);
    conditionMarker_ = editor_->markerDefine(QsciScintilla::Circle, 10);
    editor_->setMarkerBackgroundColor(QColor(240, 140, 0), conditionMarker_);
    editor_->setMarkerForegroundColor(QColor(150, 70, 0), conditionMarker_);
    arrowMarker_ = editor_->markerDefine(QsciScintilla::RightArrow, 11);
    editor_->setMarkerBackgroundColor(QColor(250, 200, 0), arrowMarker_);
    editor_->setMarkerForegroundColor(QColor(120, 90, 0), arrowMarker_);
    lineMarker_ = editor_->markerDefine(QsciScintilla::Background, 12);
    editor_->setMarkerBackgroundColor(QColor(255, 240, 150), lineMarker_);
    editor_->setMarginWidth(kMargin, 16);
    editor_->setMarginSensitivity(kMargin, true);
    // A click on the line numbers sets a breakpoint too (a bigger target).
    editor_->setMarginSensitivity(0, true);
    connect(editor_, &QsciScintilla::marginClicked, this,
            [this](int margin, int line, Qt::KeyboardModifiers) {
                if (margin <= kMargin) toggle(line + 1);
            });
    connect(editor_, &QsciScintilla::marginRightClicked, this,
            [this](int margin, int line, Qt::KeyboardModifiers) {
                if (margin <= kMargin) showMenu(line + 1);
            });
}

int BreakpointMargin::handleAt(int line0) const {
    for (auto it = conditions_.begin(); it != conditions_.end(); ++it)
        if (editor_->markerLine(it.key()) == line0) return it.key();
    return -1;
}

void BreakpointMargin::remove(int handle) {
    editor_->markerDeleteHandle(handle);
    conditions_.remove(handle);
}

std::vector<DebugBreakpoint> BreakpointMargin::breakpoints() const {
    std::vector<DebugBreakpoint> out;
    for (auto it = conditions_.begin(); it != conditions_.end(); ++it) {
        const int line0 = editor_->markerLine(it.key());
        if (line0 < 0) continue;
        // Two breakpoints pushed onto one line by an edit count once.
        if (std::any_of(out.begin(), out.end(),
                        [&](const DebugBreakpoint& b) { return b.line == line0 + 1; }))
            continue;
        out.push_back({line0 + 1, it.value()});
    }
    std::sort(out.begin(), out.end(),
              [](const DebugBreakpoint& a, const DebugBreakpoint& b) { return a.line < b.line; });
    return out;
}

void BreakpointMargin::setBreakpoints(const std::vector<DebugBreakpoint>& breakpoints) {
    for (auto it = conditions_.begin(); it != conditions_.end(); ++it)
        editor_->markerDeleteHandle(it.key());
    conditions_.clear();
    for (const DebugBreakpoint& b : breakpoints) {
        if (b.line < 1 || b.line > std::max(1, editor_->lines())) continue;
        const int h =
            editor_->markerAdd(b.line - 1, b.condition.isEmpty() ? plainMarker_ : conditionMarker_);
        if (h >= 0) conditions_.insert(h, b.condition);
    }
    emit breakpointsChanged();
}

void BreakpointMargin::toggle(int line) {
    if (line < 1) return;
    if (const int h = handleAt(line - 1); h >= 0) {
        remove(h);
    } else {
        const int handle = editor_->markerAdd(line - 1, plainMarker_);
        if (handle < 0) return;
        conditions_.insert(handle, QString());
    }
    emit breakpointsChanged();
}

void BreakpointMargin::setCondition(int line, const QString& condition) {
    if (line < 1) return;
    if (const int h = handleAt(line - 1); h >= 0) remove(h);
    const QString c = condition.trimmed();
    const int handle = editor_->markerAdd(line - 1, c.isEmpty() ? plainMarker_ : conditionMarker_);
    if (handle < 0) return;
    conditions_.insert(handle, c);
    emit breakpointsChanged();
}

void BreakpointMargin::editCondition(int line) {
    const int h = handleAt(line - 1);
    bool ok = false;
    const QString text = QInputDialog::getText(
        editor_, tr("Breakpoint Condition"),
        tr("Stop on line %1 only when this is true (Lua), e.g. line.read(2) < 30:").arg(line),
        QLineEdit::Normal, h >= 0 ? conditions_.value(h) : QString(), &ok);
    if (ok) setCondition(line, text);
}

void BreakpointMargin::showMenu(int line) {
    QMenu menu(editor_);
    const bool has = handleAt(line - 1) >= 0;
    QAction* toggleAction = menu.addAction(has ? tr("Remove Breakpoint") : tr("Add Breakpoint"));
    QAction* condition = menu.addAction(tr("Condition..."));
    QAction* chosen = menu.exec(QCursor::pos());
    if (chosen == toggleAction) toggle(line);
    if (chosen == condition) editCondition(line);
}

void BreakpointMargin::setCurrentLine(int line) {
    if (line == currentLine_) return;
    editor_->markerDeleteAll(arrowMarker_);
    editor_->markerDeleteAll(lineMarker_);
    currentLine_ = line;
    if (line < 1) return;
    editor_->markerAdd(line - 1, arrowMarker_);
    editor_->markerAdd(line - 1, lineMarker_);
    editor_->ensureLineVisible(line - 1);
}

QString BreakpointMargin::toText() const {
    QStringList lines;
    for (const DebugBreakpoint& b : breakpoints())
        lines << (b.condition.isEmpty() ? QString::number(b.line)
                                        : QStringLiteral("%1 if %2").arg(b.line).arg(b.condition));
    return lines.join(QLatin1Char('\n'));
}

void BreakpointMargin::fromText(const QString& text) {
    std::vector<DebugBreakpoint> list;
    for (const QString& row : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const int space = row.indexOf(QStringLiteral(" if "));
        bool ok = false;
        const int line = (space < 0 ? row : row.left(space)).trimmed().toInt(&ok);
        if (!ok) continue;
        list.push_back({line, space < 0 ? QString() : row.mid(space + 4).trimmed()});
    }
    setBreakpoints(list);
}

}  // namespace botlab::gui
