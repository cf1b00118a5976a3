// SPDX-License-Identifier: GPL-3.0-or-later
// ProgramEditor: the Lua editor (QScintilla) with highlighting, line numbers, folding,
// auto-indent (one level deeper in a Lua block, end back to its opener's), autocompletion and call
// tips for the student API (Enter after a complete word is a new line; Tab or a click picks from
// the list), and an error marker with the error text shown beside the failing line.
#pragma once

#include <Qsci/qscistyle.h>

#include <QWidget>

class QsciScintilla;
class QsciLexerLua;
class QsciAPIs;
class QCheckBox;
class QLabel;
class QLineEdit;

namespace botlab::gui {

class ProgramEditor : public QWidget {
    Q_OBJECT
public:
    explicit ProgramEditor(QWidget* parent = nullptr);

    QString text() const;
    void setText(const QString& text);
    bool isModified() const;
    void setModified(bool modified);
    /// Marks the 1-based `line` as failing and shows `message` under it; line <= 0 only clears.
    void markError(int line, const QString& message);
    void clearError();
    /// The 1-based line currently marked as failing, 0 when none.
    int errorLine() const { return errorLine_; }
    QsciScintilla* editor() const { return editor_; }

    /// Finds `text` after (or before) the cursor, wrapping around, and selects it. Returns false
    /// when the program does not contain it.
    bool find(const QString& text, bool forward = true, bool case_sensitive = false);
    /// Shows the find bar under the editor with the selected word, ready to type.
    void showFindBar();
    /// Moves the cursor to the start of the 1-based `line` (clamped to the program).
    void goToLine(int line);
    /// Comments out the selected lines (or the cursor's line) with "-- ", or removes the comment
    /// marks when every non-empty one of them already starts with "--". One undo step.
    void toggleComment();

signals:
    void modificationChanged(bool modified);

private:
    void findFromBar(bool forward);
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Whether the autocompletion list is up and its chosen entry is the word left of the cursor
    /// as typed (nothing left to complete: Enter then means a new line).
    bool enterEndsCompleteWord() const;
    /// After a character typed (`added`): a new line after one that opens a Lua block is
    /// indented one level deeper; end, else, elseif or until typed as a line's first word goes
    /// to the level of the line that opened its block.
    void indentForBlocks(int added);

    QsciScintilla* editor_ = nullptr;
    QWidget* findBar_ = nullptr;
    QLineEdit* findEdit_ = nullptr;
    QCheckBox* findCase_ = nullptr;
    QLabel* findStatus_ = nullptr;
    QsciLexerLua* lexer_ = nullptr;
    QsciAPIs* apis_ = nullptr;
    QsciStyle errorStyle_;  ///< Dark red on light red, for the error text under the line.
    int errorMarker_ = 0;
    int errorLine_ = 0;
};

}  // namespace botlab::gui
