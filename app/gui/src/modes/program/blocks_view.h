// SPDX-License-Identifier: GPL-3.0-or-later
// BlocksView: Blockly in Qt WebEngine (the page in web/blocks/app, Blockly from npm, installed as
// <data>/blocks). Blockly only edits and serialises the workspace: the block definitions and the
// toolbox come from C++ (botlab::blocks::blockCatalogueJson), and every edit comes back as
// Blockly's workspace JSON over QWebChannel (workspaceChanged), from which C++ makes the Lua.
#pragma once

#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>

class QWebEngineView;
class QWebChannel;

namespace botlab::gui {

/// The object the page sees as `bridge` (QWebChannel): the page calls its slots.
class BlocksBridge : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
public slots:
    /// The page and the channel are up.
    void ready() { emit pageReady(); }
    /// The student changed the blocks: Blockly's JSON of the whole workspace.
    void workspaceChanged(const QString& json) { emit changed(json); }
    /// The student asked for a breakpoint on block `id` (its context menu) or off.
    void toggleBreakpoint(const QString& id) { emit breakpointToggled(id); }
    /// The student asked to give the breakpoint of block `id` a condition (its context menu).
    void editCondition(const QString& id) { emit conditionAsked(id); }
signals:
    void breakpointToggled(const QString& id);
    void conditionAsked(const QString& id);
    void pageReady();
    void changed(const QString& json);
};

class BlocksView : public QWidget {
    Q_OBJECT
public:
    /// Call before the QApplication exists (Qt WebEngine's rule): shares OpenGL contexts, and
    /// when running as root turns Chromium's sandbox off (it refuses to start otherwise).
    static void prepareWebEngine();
    /// The folder of the page (index.html): <build>/share/botlab/blocks or
    /// <prefix>/share/botlab/blocks next to the executable; empty when missing.
    static QString webDir();

    /// `catalogue_json`: blockCatalogueJson's object. `language` "zh-hans" or "en" (Blockly's
    /// messages). The page loads on start() (Chromium starts then); the view is ready (isReady)
    /// when it shows the workspace.
    BlocksView(const QString& catalogue_json, const QString& language, bool high_contrast,
               QWidget* parent = nullptr);
    ~BlocksView() override;

    /// Loads the page (once; later calls do nothing).
    void start();
    bool isStarted() const { return started_; }

    /// Shows `workspace_json` (Blockly JSON) without emitting workspaceChanged; kept until the
    /// page is ready when it is not yet.
    void loadWorkspace(const QString& workspace_json);
    /// The workspace last loaded or received from the page.
    QString workspaceJson() const { return workspace_; }
    /// New definitions, toolbox, language or theme: the page is loaded again with the workspace.
    void reset(const QString& catalogue_json, const QString& language, bool high_contrast);
    QString language() const { return language_; }
    bool highContrast() const { return highContrast_; }

    /// Highlights the block `id` (the one being run); empty: none.
    void highlightBlock(const QString& id);
    /// Marks the blocks `ids` with a breakpoint (a red dot), the others without; those with a
    /// condition in `conditions` (by block id: the Lua text) get an orange dot with the
    /// condition as its tooltip.
    void showBreakpoints(const QStringList& ids, const QHash<QString, QString>& conditions = {});
    /// Selects block `id` and shows `message` on it (Blockly's warning); empty id clears.
    void showError(const QString& id, const QString& message);

    bool isReady() const { return ready_; }
    QWebEngineView* webView() const { return web_; }
    /// Runs `script` in the page; `done` gets its result (for tests and the bench).
    void runScript(const QString& script, const std::function<void(const QVariant&)>& done = {});

signals:
    /// The page shows the workspace given last (after loadWorkspace or reset).
    void ready();
    /// The student edited the blocks (Blockly JSON of the whole workspace).
    void workspaceChanged(const QString& json);
    /// The student toggled the breakpoint of block `id` (its context menu).
    void breakpointToggled(const QString& id);
    /// The student asked for the condition of block `id`'s breakpoint ("Breakpoint condition...").
    void breakpointConditionAsked(const QString& id);
    /// The page could not be loaded (message for the user).
    void failed(const QString& message);

private:
    void loadPage();
    void pushWorkspace();

    QWebEngineView* web_ = nullptr;
    QWebChannel* channel_ = nullptr;
    BlocksBridge* bridge_ = nullptr;
    QString catalogue_;
    QString language_;
    bool highContrast_ = false;
    QString workspace_;
    bool ready_ = false;
    bool pageUp_ = false;
    bool started_ = false;
};

}  // namespace botlab::gui
