// SPDX-License-Identifier: GPL-3.0-or-later
// BlocksPanel: the Program tab with its "Blocks | Lua" toggle. Lua: the Lua editor. Blocks: the
// Blocks view (Blockly, blocks_view.h) over the Lua it generates, read-only. The editor always
// holds the program that runs: in Blocks every edit of the blocks writes the Lua made by C++
// (botlab::blocks::blocksToLua) into it, so Run, Save and the debugger see Lua as before.
// Switching to Blocks converts the editor's Lua (luaToBlocks; what has no block becomes a grey
// "Lua code" block); switching to Lua leaves the generated Lua to edit by hand.
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <map>
#include <memory>
#include <string>

#include "botlab/runner/models.h"

class QLabel;
class QPlainTextEdit;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace botlab::gui {

class BlocksView;
class ProgramEditor;

class BlocksPanel : public QWidget {
    Q_OBJECT
public:
    enum class View { Lua, Blocks };

    /// Takes `editor` in as the Lua page (the workspace keeps owning the pointer it gave).
    BlocksPanel(ProgramEditor* editor, QWidget* parent = nullptr);
    ~BlocksPanel() override;

    View view() const { return view_; }
    /// Switches to `view`, converting the program. False (and a message on the bar) when the
    /// Lua has a syntax error, so it has no blocks: the view stays Lua.
    bool setView(View view);

    /// The robot whose ports and motors the drop-downs list (the project's models).
    void setModels(const std::shared_ptr<const runner::LoadedModels>& models);
    /// Loads a block program (Blockly workspace JSON): the view switches to Blocks.
    bool openWorkspace(const QString& workspace_json);
    /// The workspace shown (Blockly JSON), empty in the Lua view.
    QString workspaceJson() const;

    /// The running program is at Lua `line` (0: none): its block is highlighted.
    void showRunningLine(int line);
    /// A program error on Lua `line`: its block is selected and shows `message`; 0 clears.
    void showError(int line, const QString& message);
    /// The id of the block that wrote Lua `line` (empty when none or in the Lua view).
    QString blockForLine(int line) const;

    /// Breakpoints on blocks: a block's breakpoint is one on the first Lua line it writes. The
    /// debugger's breakpoints (the gutter's) now are on `lines`: the blocks they fall in show
    /// a red dot; those whose line has a condition in `conditions` (by line: the Lua text) an
    /// orange one with the condition as its tooltip.
    void setBreakpointLines(const QList<int>& lines, const QHash<int, QString>& conditions = {});
    /// Sets or removes the breakpoint of block `id` (breakpointLinesChanged tells the lines).
    void toggleBlockBreakpoint(const QString& id);
    /// The same for the block selected in the Blocks view (F9).
    void toggleSelectedBlockBreakpoint();
    /// The blocks with a breakpoint.
    QStringList breakpointBlocks() const { return breakpointBlocks_; }
    /// The conditions of the blocks' breakpoints by their first lines (they follow their
    /// blocks when an edit or a conversion moves the lines).
    QHash<int, QString> blockBreakpointConditions() const;
    /// The first Lua line block `id` writes (0: none).
    int firstLineOf(const QString& id) const;

    /// Blockly's page (its page loaded when Blocks is first shown).
    BlocksView* blocksView() const { return blocks_; }
    QToolButton* blocksButton() const { return blocksButton_; }
    QToolButton* luaButton() const { return luaButton_; }
    /// The generated Lua, read-only, under the blocks.
    QPlainTextEdit* generatedLua() const { return generated_; }

    /// The Preferences choice (QSettings "blocks/highContrast").
    static bool highContrastPreference();
    static void setHighContrastPreference(bool on);
    /// The blocks drawn again in the language and theme chosen now (after Preferences).
    void applyPreferences();
    /// Blockly's language for the UI's ("zh-hans" for Chinese, else "en").
    static QString blocklyLanguage();

signals:
    /// The view changed (Blocks or Lua).
    void viewChanged(BlocksPanel::View view);
    /// The blocks were edited and the editor holds their new Lua.
    void blocksEdited();
    /// The breakpoints on blocks are now on these Lua lines (a block's breakpoint toggled, or
    /// the blocks edited so their lines moved): the debugger's breakpoints become these.
    void breakpointLinesChanged(const QList<int>& lines);
    /// The student asked for the condition of the breakpoint of the block that writes Lua `line`
    /// first (its context menu's "Breakpoint condition...").
    void breakpointConditionAsked(int line);

protected:
    void changeEvent(QEvent* event) override;

private:
    void makeBlocksView();
    void ensureBlocksView();
    /// The blocks now are `json` (edited: by the user; else loaded). `programLines`: the
    /// program's line -> block map when the blocks were converted from its Lua (its breakpoints
    /// go to the blocks of their statements).
    void onWorkspaceChanged(const QString& json, bool edited = false,
                            const std::map<int, std::string>* programLines = nullptr);
    QList<int> blockBreakpointLines() const;
    void showBlockBreakpoints();
    QString catalogue() const;
    void say(const QString& text);

    ProgramEditor* editor_ = nullptr;
    BlocksView* blocks_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QSplitter* blocksPage_ = nullptr;
    QPlainTextEdit* generated_ = nullptr;
    QLabel* note_ = nullptr;
    QToolButton* blocksButton_ = nullptr;
    QToolButton* luaButton_ = nullptr;
    View view_ = View::Lua;
    std::shared_ptr<const runner::LoadedModels> models_;
    QString lastLua_;  ///< The Lua last generated from the blocks (the editor holds it).
    std::map<int, std::string> lineToBlock_;
    bool writing_ = false;  ///< The panel itself is writing into the editor.
    QString highlighted_;
    QStringList breakpointBlocks_;             ///< The blocks with a breakpoint.
    QList<int> breakpointLines_;               ///< The debugger's breakpoint lines, as last told.
    QHash<int, QString> conditions_;           ///< Their conditions by line, as last told.
    QHash<QString, QString> blockConditions_;  ///< The blocks' breakpoint conditions by id.
};

}  // namespace botlab::gui
