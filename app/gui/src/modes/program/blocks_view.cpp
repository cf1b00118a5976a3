// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/blocks_view.h"

#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>
#include <QWebChannel>
#include <QWebEnginePage>
#include <QWebEngineSettings>
#include <QWebEngineView>

namespace botlab::gui {

namespace {

/// The page's console messages go to the log (a broken page tells why).
class BlocksPage : public QWebEnginePage {
public:
    using QWebEnginePage::QWebEnginePage;

protected:
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString& message,
                                  int line, const QString& source) override {
        if (level == ErrorMessageLevel)
            qWarning("blocks page: %s:%d: %s", qPrintable(QUrl(source).fileName()), line,
                     qPrintable(message));
    }
};

/// Every program that links the Blocks view (the app, its tests and benches) prepares Qt WebEngine
/// before its QApplication exists, as Qt requires, without each main() having to.
const bool kWebEnginePrepared = [] {
    BlocksView::prepareWebEngine();
    return true;
}();

}  // namespace

void BlocksView::prepareWebEngine() {
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS");
    // Blockly draws SVG: no GPU process (less memory; works on software OpenGL and Xvfb).
    if (!flags.contains("gpu")) flags += " --disable-gpu";
    // Chromium refuses to run its sandbox as root (classroom live systems, containers, CI).
    if (::geteuid() == 0) {
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
        if (!flags.contains("--no-sandbox")) flags += " --no-sandbox";
    }
    qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags.trimmed());
}

QString BlocksView::webDir() {
    const QDir exe(QCoreApplication::applicationDirPath());
    const auto has = [](const QString& dir) {
        return QFileInfo::exists(dir + QStringLiteral("/index.html")) &&
               QFileInfo::exists(dir + QStringLiteral("/vendor/blockly/blockly_compressed.js"));
    };
    // Installed: <prefix>/bin/botlab reads <prefix>/share/botlab/blocks.
    const QString installed = exe.filePath(QStringLiteral("../share/botlab/blocks"));
    if (has(installed)) return QDir(installed).absolutePath();
    // A build tree (web/blocks/CMakeLists.txt copies the page to <build>/share/botlab/blocks).
    QDir dir = exe;
    for (int up = 0; up < 3 && dir.cdUp(); ++up) {
        if (!QFileInfo::exists(dir.filePath(QStringLiteral("CMakeCache.txt")))) continue;
        const QString built = dir.filePath(QStringLiteral("share/botlab/blocks"));
        if (has(built)) return QDir(built).absolutePath();
    }
    return {};
}

BlocksView::BlocksView(const QString& catalogue_json, const QString& language, bool high_contrast,
                       QWidget* parent)
    : QWidget(parent),
      catalogue_(catalogue_json),
      language_(language),
      highContrast_(high_contrast) {
    setObjectName(QStringLiteral("blocksView"));
    web_ = new QWebEngineView(this);
    web_->setObjectName(QStringLiteral("blocksWebView"));
    web_->setContextMenuPolicy(Qt::NoContextMenu);
    web_->setPage(new BlocksPage(web_));
    QWebEngineSettings* s = web_->page()->settings();
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, true);
    s->setAttribute(QWebEngineSettings::ShowScrollBars, false);
    bridge_ = new BlocksBridge(this);
    channel_ = new QWebChannel(this);
    channel_->registerObject(QStringLiteral("bridge"), bridge_);
    web_->page()->setWebChannel(channel_);
    connect(bridge_, &BlocksBridge::pageReady, this, [this] {
        pageUp_ = true;
        const QString theme =
            highContrast_ ? QStringLiteral("high-contrast") : QStringLiteral("classic");
        // The page's own texts, translated here.
        const QJsonObject texts{
            {QStringLiteral("toggleBreakpoint"), tr("Toggle breakpoint")},
            {QStringLiteral("breakpointCondition"), tr("Breakpoint condition...")},
            {QStringLiteral("conditionTip"), tr("Stops here when %1")}};
        runScript(QStringLiteral("botlab.init(%1, '%2', %3)")
                      .arg(catalogue_, theme,
                           QString::fromUtf8(QJsonDocument(texts).toJson(QJsonDocument::Compact))));
        pushWorkspace();
    });
    connect(bridge_, &BlocksBridge::changed, this, [this](const QString& json) {
        if (!ready_) return;
        workspace_ = json;
        emit workspaceChanged(json);
    });
    connect(bridge_, &BlocksBridge::breakpointToggled, this, &BlocksView::breakpointToggled);
    connect(bridge_, &BlocksBridge::conditionAsked, this, &BlocksView::breakpointConditionAsked);
    connect(web_, &QWebEngineView::loadFinished, this, [this](bool ok) {
        if (!ok) emit failed(tr("The Blocks view could not load its page (%1).").arg(webDir()));
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(web_);
}

BlocksView::~BlocksView() = default;

void BlocksView::start() {
    if (started_) return;
    started_ = true;
    loadPage();
}

void BlocksView::loadPage() {
    ready_ = false;
    pageUp_ = false;
    const QString dir = webDir();
    if (dir.isEmpty()) {
        // Said when asked for: the caller shows it.
        QMetaObject::invokeMethod(
            this,
            [this] {
                emit failed(
                    tr("The Blocks view is not installed (share/botlab/blocks is "
                       "missing): reinstall Botlab or run scripts/setup.sh and build."));
            },
            Qt::QueuedConnection);
        return;
    }
    QUrl url = QUrl::fromLocalFile(dir + QStringLiteral("/index.html"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("lang"), language_);
    url.setQuery(query);
    web_->load(url);
}

void BlocksView::pushWorkspace() {
    if (!pageUp_) return;
    const QString state = workspace_.isEmpty() ? QStringLiteral("{}") : workspace_;
    runScript(QStringLiteral("botlab.load(%1)").arg(state), [this](const QVariant&) {
        ready_ = true;
        emit ready();
    });
}

void BlocksView::loadWorkspace(const QString& workspace_json) {
    workspace_ = workspace_json;
    ready_ = false;
    pushWorkspace();
}

void BlocksView::reset(const QString& catalogue_json, const QString& language, bool high_contrast) {
    catalogue_ = catalogue_json;
    language_ = language;
    highContrast_ = high_contrast;
    if (started_) loadPage();
}

static QString jsString(const QString& s) {
    // A JSON string is a JavaScript string literal.
    return QString::fromUtf8(QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

void BlocksView::highlightBlock(const QString& id) {
    if (!ready_) return;
    runScript(QStringLiteral("botlab.highlight(%1)").arg(jsString(id)));
}

void BlocksView::showBreakpoints(const QStringList& ids,
                                 const QHash<QString, QString>& conditions) {
    if (!ready_) return;
    QJsonObject byId;
    for (auto it = conditions.begin(); it != conditions.end(); ++it)
        if (!it.value().isEmpty()) byId.insert(it.key(), it.value());
    runScript(
        QStringLiteral("botlab.setBreakpoints(%1, %2)")
            .arg(QString::fromUtf8(
                     QJsonDocument(QJsonArray::fromStringList(ids)).toJson(QJsonDocument::Compact)),
                 QString::fromUtf8(QJsonDocument(byId).toJson(QJsonDocument::Compact))));
}

void BlocksView::showError(const QString& id, const QString& message) {
    if (!ready_) return;
    if (id.isEmpty())
        runScript(QStringLiteral("botlab.clearError()"));
    else
        runScript(QStringLiteral("botlab.showError(%1, %2)").arg(jsString(id), jsString(message)));
}

void BlocksView::runScript(const QString& script,
                           const std::function<void(const QVariant&)>& done) {
    if (done)
        web_->page()->runJavaScript(script, done);
    else
        web_->page()->runJavaScript(script);
}

}  // namespace botlab::gui
