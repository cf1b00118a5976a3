// SPDX-License-Identifier: GPL-3.0-or-later
// BreakpointMargin: breakpoints in the Lua editor's gutter. A click in the margin beside a line
// sets a breakpoint (a red dot) or removes it; right-click > "Condition..." makes it stop only
// when a Lua expression is true (an orange dot). The breakpoints are QScintilla markers, so they
// move with the lines as the program is edited. Also marks the line about to run (an arrow and a
// yellow line) while the program is paused.
#pragma once

#include <QHash>
#include <QObject>
#include <vector>

#include "session/debug_state.h"

class QsciScintilla;

namespace botlab::gui {

class BreakpointMargin : public QObject {
    Q_OBJECT
public:
    /// Works in margin 1 of `editor` (the symbol margin beside the line numbers).
    explicit BreakpointMargin(QsciScintilla* editor);

    /// The breakpoints by line (1-based, ascending; where the markers are now).
    std::vector<DebugBreakpoint> breakpoints() const;
    void setBreakpoints(const std::vector<DebugBreakpoint>& breakpoints);
    /// Sets or removes the breakpoint on the 1-based `line`.
    void toggle(int line);
    /// Sets the condition of the breakpoint on `line` (sets one if there is none; empty: an
    /// unconditional breakpoint).
    void setCondition(int line, const QString& condition);
    /// Asks for the condition of the breakpoint on `line` in a dialog.
    void editCondition(int line);
    /// Marks the 1-based line about to run and scrolls to it; 0 removes the mark.
    void setCurrentLine(int line);
    int currentLine() const { return currentLine_; }

    /// The breakpoints as text ("12", "30 if x > 2", one a line), to keep them with a program.
    QString toText() const;
    void fromText(const QString& text);

signals:
    void breakpointsChanged();

private:
    void showMenu(int line);
    int handleAt(int line) const;  ///< The marker handle of the breakpoint on a 0-based line.
    void remove(int handle);

    QsciScintilla* editor_;
    int plainMarker_ = 0;
    int conditionMarker_ = 0;
    int arrowMarker_ = 0;
    int lineMarker_ = 0;
    int currentLine_ = 0;
    QHash<int, QString> conditions_;  ///< By marker handle (empty: no condition).
};

}  // namespace botlab::gui
