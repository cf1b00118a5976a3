// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/blocks_panel.h"

#include <Qsci/qsciscintilla.h>

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QOpenGLWidget>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "botlab/blocks/blocks.h"
#include "modes/program/blocks_view.h"
#include "modes/program/program_editor.h"

namespace botlab::gui {

namespace {

const QString kHighContrastKey = QStringLiteral("blocks/highContrast");

}  // namespace

bool BlocksPanel::highContrastPreference() {
    return QSettings().value(kHighContrastKey, false).toBool();
}

void BlocksPanel::setHighContrastPreference(bool on) {
    QSettings().setValue(kHighContrastKey, on);
}

void BlocksPanel::applyPreferences() {
    if (blocks_ && blocks_->isStarted() &&
        (blocks_->language() != blocklyLanguage() ||
         blocks_->highContrast() != highContrastPreference()))
        blocks_->reset(catalogue(), blocklyLanguage(), highContrastPreference());
}

QString BlocksPanel::blocklyLanguage() {
    return qApp->property("uiLanguage").toString().startsWith(QLatin1String("zh"))
               ? QStringLiteral("zh-hans")
               : QStringLiteral("en");
}

BlocksPanel::BlocksPanel(ProgramEditor* editor, QWidget* parent)
    : QWidget(parent), editor_(editor) {
    setObjectName(QStringLiteral("blocksPanel"));
    // The toggle: two exclusive buttons, "Blocks | Lua".
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->setSpacing(0);
    blocksButton_ = new QToolButton(this);
    blocksButton_->setObjectName(QStringLiteral("blocksToggle"));
    luaButton_ = new QToolButton(this);
    luaButton_->setObjectName(QStringLiteral("luaToggle"));
    for (QToolButton* b : {blocksButton_, luaButton_}) {
        b->setCheckable(true);
        b->setAutoRaise(false);
        bar->addWidget(b);
    }
    luaButton_->setChecked(true);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("blocksNote"));
    note_->setWordWrap(true);
    note_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addSpacing(8);
    bar->addWidget(note_, 1);

    stack_ = new QStackedWidget(this);
    stack_->addWidget(editor_);
    blocksPage_ = new QSplitter(Qt::Vertical, this);
    generated_ = new QPlainTextEdit(blocksPage_);
    generated_->setObjectName(QStringLiteral("generatedLua"));
    generated_->setReadOnly(true);
    generated_->setLineWrapMode(QPlainTextEdit::NoWrap);
    generated_->setFont(QFont(QStringLiteral("monospace")));
    blocksPage_->addWidget(generated_);
    stack_->addWidget(blocksPage_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(stack_, 1);

    connect(blocksButton_, &QToolButton::clicked, this, [this] {
        if (!setView(View::Blocks)) blocksButton_->setChecked(false);
    });
    connect(luaButton_, &QToolButton::clicked, this, [this] { setView(View::Lua); });
    // A program loaded while the blocks are shown (File > Open, an example): its blocks.
    connect(editor_->editor(), &QsciScintilla::textChanged, this, [this] {
        if (writing_ || view_ != View::Blocks) return;
        if (editor_->text() == lastLua_) return;
        const Result<blocks::BlocksOfLua> ws =
            blocks::luaToBlocksWithLines(editor_->text().toStdString());
        if (!ws) {
            setView(View::Lua);
            say(tr("This program has an error, so it is shown as Lua: %1")
                    .arg(QString::fromStdString(ws.message())));
            return;
        }
        const QString workspace = QString::fromStdString(ws->workspace);
        blocks_->loadWorkspace(workspace);
        onWorkspaceChanged(workspace, false, &ws->line_to_block);
    });
    // Qt 6.4 makes a window shown without an OpenGL-drawn child again when its first one comes
    // (the web view's, when the blocks are first shown), and the 3D views' window containers do
    // not survive that: an empty, hidden OpenGL widget made with the window avoids it. The page
    // is loaded (Chromium started) only when the blocks are first shown.
    auto* glAnchor = new QOpenGLWidget(this);
    glAnchor->setObjectName(QStringLiteral("blocksGlAnchor"));
    glAnchor->hide();
    makeBlocksView();
    QEvent e(QEvent::LanguageChange);
    changeEvent(&e);
}

BlocksPanel::~BlocksPanel() = default;

void BlocksPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        blocksButton_->setText(tr("Blocks"));
        blocksButton_->setToolTip(tr("Program with blocks: the Lua is made from them"));
        luaButton_->setText(tr("Lua"));
        luaButton_->setToolTip(tr("Program in Lua text"));
        generated_->setPlaceholderText(tr("The Lua made from the blocks appears here."));
        // The blocks in the new language: the page is loaded again with the same workspace.
        applyPreferences();
    }
    QWidget::changeEvent(event);
}

QString BlocksPanel::catalogue() const {
    blocks::CatalogueOptions options;
    // "M2 left", "S1 line left" (appended piece by piece: GCC 12 warns falsely on "M" + string).
    const auto label = [](char letter, int port, const std::string& name) {
        std::string text(1, letter);
        text += std::to_string(port);
        text += ' ';
        text += name;
        return text;
    };
    if (models_) {
        const sim::RobotModel& robot = models_->robot;
        for (const auto& m : robot.motors)
            if (m.port > 0) options.ports.push_back({m.port, "motor", label('M', m.port, m.name)});
        for (const auto& s : robot.servos)
            if (s.port > 0) options.ports.push_back({s.port, "servo", label('M', s.port, s.name)});
        for (const auto& s : robot.sensors)
            if (s.port > 0)
                options.ports.push_back(
                    {s.port, sim::sensorTypeName(s.type), label('S', s.port, s.name)});
        options.legged = models_->isLegged();
    }
    return QString::fromStdString(blocks::blockCatalogueJson(options));
}

void BlocksPanel::ensureBlocksView() {
    if (!blocks_->isStarted())
        blocks_->reset(catalogue(), blocklyLanguage(), highContrastPreference());
    blocks_->start();
}

void BlocksPanel::makeBlocksView() {
    blocks_ = new BlocksView(QString(), blocklyLanguage(), highContrastPreference(), blocksPage_);
    blocksPage_->insertWidget(0, blocks_);
    blocksPage_->setStretchFactor(0, 4);
    blocksPage_->setStretchFactor(1, 1);
    blocksPage_->setSizes({400, 120});
    connect(blocks_, &BlocksView::workspaceChanged, this,
            [this](const QString& json) { onWorkspaceChanged(json, true); });
    connect(blocks_, &BlocksView::breakpointToggled, this, &BlocksPanel::toggleBlockBreakpoint);
    connect(blocks_, &BlocksView::breakpointConditionAsked, this, [this](const QString& id) {
        if (const int line = firstLineOf(id); line > 0) emit breakpointConditionAsked(line);
    });
    // A page loaded again (language, theme) shows the breakpoints again.
    connect(blocks_, &BlocksView::ready, this, &BlocksPanel::showBlockBreakpoints);
    connect(blocks_, &BlocksView::failed, this, [this](const QString& message) { say(message); });
}

void BlocksPanel::setModels(const std::shared_ptr<const runner::LoadedModels>& models) {
    models_ = models;
    // The drop-downs list this robot's ports: the page takes the new catalogue.
    if (blocks_->isStarted())
        blocks_->reset(catalogue(), blocklyLanguage(), highContrastPreference());
}

bool BlocksPanel::setView(View view) {
    if (view == View::Blocks) {
        const QString lua = editor_->text();
        QString workspace;
        // The program's line -> block map when the Lua is converted: its breakpoints stay on
        // their statements though the generated Lua's lines differ.
        std::map<int, std::string> programLines;
        bool converted = false;
        if (blocks_->isStarted() && !lastLua_.isNull() && lua == lastLua_) {
            workspace = blocks_->workspaceJson();  // unchanged since: the layout is kept
        } else {
            Result<blocks::BlocksOfLua> ws = blocks::luaToBlocksWithLines(lua.toStdString());
            if (!ws) {
                say(tr("The Lua has an error, so it cannot be shown as blocks: %1")
                        .arg(QString::fromStdString(ws.message())));
                return false;
            }
            workspace = QString::fromStdString(ws->workspace);
            programLines = std::move(ws->line_to_block);
            converted = true;
        }
        stack_->setCurrentWidget(blocksPage_);  // shown first: Blockly lays out in its real size
        ensureBlocksView();
        blocks_->loadWorkspace(workspace);
        onWorkspaceChanged(workspace, false, converted ? &programLines : nullptr);
        say({});
    } else {
        stack_->setCurrentWidget(editor_);
        blocks_->highlightBlock({});
    }
    const bool changed = view_ != view;
    view_ = view;
    blocksButton_->setChecked(view == View::Blocks);
    luaButton_->setChecked(view == View::Lua);
    if (changed) emit viewChanged(view);
    return true;
}

bool BlocksPanel::openWorkspace(const QString& workspace_json) {
    const Result<blocks::GeneratedLua> lua = blocks::blocksToLua(workspace_json.toStdString());
    if (!lua) {
        say(QString::fromStdString(lua.message()));
        return false;
    }
    stack_->setCurrentWidget(blocksPage_);  // shown first: Blockly lays out in its real size
    ensureBlocksView();
    blocks_->loadWorkspace(workspace_json);
    onWorkspaceChanged(workspace_json);
    say({});
    const bool changed = view_ != View::Blocks;
    view_ = View::Blocks;
    blocksButton_->setChecked(true);
    luaButton_->setChecked(false);
    if (changed) emit viewChanged(view_);
    return true;
}

QString BlocksPanel::workspaceJson() const {
    return view_ == View::Blocks ? blocks_->workspaceJson() : QString();
}

void BlocksPanel::onWorkspaceChanged(const QString& json, bool edited,
                                     const std::map<int, std::string>* programLines) {
    const Result<blocks::GeneratedLua> lua = blocks::blocksToLua(json.toStdString());
    if (!lua) {
        say(QString::fromStdString(lua.message()));
        return;
    }
    lineToBlock_ = lua->line_to_block;
    // The breakpoints as they were on the Lua before it is rewritten.
    const QList<int> breakpointLines = breakpointLines_;
    const QHash<int, QString> conditions = conditions_;
    lastLua_ = QString::fromStdString(lua->text);
    generated_->setPlainText(lastLua_);
    if (editor_->text() != lastLua_) {
        writing_ = true;
        // An edit, not a load: the project sees the program change (not a new save point).
        const bool modified = editor_->isModified();
        editor_->editor()->setText(lastLua_);
        editor_->setModified(modified || true);
        writing_ = false;
    }
    // The breakpoints follow their blocks: an edit keeps the blocks and moves their lines; a
    // program loaded takes the blocks on the breakpoints' lines; a program converted, the blocks
    // made from the statements on them (programLines: the program's lines, not the new Lua's).
    if (!edited) {
        const std::map<int, std::string>& byLine = programLines ? *programLines : lineToBlock_;
        breakpointBlocks_.clear();
        blockConditions_.clear();
        for (int line : breakpointLines) {
            const auto it = byLine.find(line);
            const QString id = it == byLine.end() ? QString() : QString::fromStdString(it->second);
            if (!id.isEmpty() && !breakpointBlocks_.contains(id)) breakpointBlocks_ << id;
            if (!id.isEmpty() && conditions.contains(line))
                blockConditions_.insert(id, conditions.value(line));
        }
    }
    if (!breakpointBlocks_.isEmpty() || !breakpointLines_.isEmpty())
        emit breakpointLinesChanged(blockBreakpointLines());
    showBlockBreakpoints();
    emit blocksEdited();
}

QString BlocksPanel::blockForLine(int line) const {
    if (view_ != View::Blocks) return {};
    const auto it = lineToBlock_.find(line);
    return it == lineToBlock_.end() ? QString() : QString::fromStdString(it->second);
}

int BlocksPanel::firstLineOf(const QString& id) const {
    const std::string key = id.toStdString();
    for (const auto& [line, block] : lineToBlock_)
        if (block == key) return line;
    return 0;
}

QList<int> BlocksPanel::blockBreakpointLines() const {
    QList<int> lines;
    for (const QString& id : breakpointBlocks_)
        if (const int line = firstLineOf(id); line > 0 && !lines.contains(line)) lines << line;
    std::sort(lines.begin(), lines.end());
    return lines;
}

void BlocksPanel::setBreakpointLines(const QList<int>& lines,
                                     const QHash<int, QString>& conditions) {
    breakpointLines_ = lines;
    const bool sameConditions = conditions == conditions_;
    conditions_ = conditions;
    if (view_ != View::Blocks) return;
    QStringList ids;
    QHash<QString, QString> byId;
    for (int line : lines) {
        const QString id = blockForLine(line);
        if (id.isEmpty()) continue;
        if (!ids.contains(id)) ids << id;
        if (conditions.contains(line)) byId.insert(id, conditions.value(line));
    }
    if (ids == breakpointBlocks_ && sameConditions) return;
    breakpointBlocks_ = ids;
    blockConditions_ = byId;
    showBlockBreakpoints();
}

QHash<int, QString> BlocksPanel::blockBreakpointConditions() const {
    QHash<int, QString> out;
    for (const QString& id : breakpointBlocks_)
        if (const int line = firstLineOf(id); line > 0 && blockConditions_.contains(id))
            out.insert(line, blockConditions_.value(id));
    return out;
}

void BlocksPanel::showBlockBreakpoints() {
    blocks_->showBreakpoints(breakpointBlocks_, blockConditions_);
}

void BlocksPanel::toggleBlockBreakpoint(const QString& id) {
    if (id.isEmpty() || firstLineOf(id) == 0) return;  // a block that writes no Lua
    if (breakpointBlocks_.removeOne(id))
        blockConditions_.remove(id);
    else
        breakpointBlocks_ << id;
    showBlockBreakpoints();
    emit breakpointLinesChanged(blockBreakpointLines());
}

void BlocksPanel::toggleSelectedBlockBreakpoint() {
    if (view_ != View::Blocks || !blocks_->isReady()) return;
    blocks_->runScript(QStringLiteral("botlab.selectedId()"),
                       [this](const QVariant& id) { toggleBlockBreakpoint(id.toString()); });
}

void BlocksPanel::showRunningLine(int line) {
    if (view_ != View::Blocks) return;
    const QString id = blockForLine(line);
    if (id == highlighted_) return;
    highlighted_ = id;
    blocks_->highlightBlock(id);
}

void BlocksPanel::showError(int line, const QString& message) {
    if (view_ != View::Blocks) return;
    blocks_->showError(line > 0 ? blockForLine(line) : QString(), message);
}

void BlocksPanel::say(const QString& text) {
    note_->setText(text);
}

}  // namespace botlab::gui
