#include "program_editor.h"

#include <Qsci/qsciapis.h>
#include <Qsci/qscilexerlua.h>
#include <Qsci/qsciscintilla.h>

#include <QEventLoop>
#include <QFontDatabase>
#include <QTimer>
#include <QVBoxLayout>

#include "lua_api.h"

namespace botlab::gui {

ProgramEditor::ProgramEditor(QWidget* parent) : QWidget(parent) {
    editor_ = new QsciScintilla(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(editor_);

    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSize(11);
    lexer_ = new QsciLexerLua(editor_);
    lexer_->setDefaultFont(mono);
    lexer_->setFoldCompact(false);
    editor_->setLexer(lexer_);

    // Autocompletion and call tips from the student API table.
    apis_ = new QsciAPIs(lexer_);
    for (const ApiCall& c : studentApi()) {
        apis_->add(c.signature + QLatin1Char(' ') + c.help);
    }
    for (const char* kw : {"and",
                           "break",
                           "do",
                           "else",
                           "elseif",
                           "end",
                           "false",
                           "for",
                           "function",
                           "if",
                           "in",
                           "local",
                           "nil",
                           "not",
                           "or",
                           "repeat",
                           "return",
                           "then",
                           "true",
                           "until",
                           "while",
                           "math.abs(x)",
                           "math.floor(x)",
                           "math.min(a, b)",
                           "math.max(a, b)",
                           "math.random([m [, n]])",
                           "math.sqrt(x)",
                           "string.format(fmt, ...)",
                           "tostring(v)",
                           "tonumber(v)",
                           "ipairs(t)",
                           "pairs(t)"})
        apis_->add(QString::fromLatin1(kw));
    // QsciAPIs prepares on a worker thread and crashes if it is destroyed before that finishes
    // (an editor closed right after opening). The list is small: wait for it here (a few ms).
    {
        QEventLoop loop;
        connect(apis_, &QsciAPIs::apiPreparationFinished, &loop, &QEventLoop::quit);
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        apis_->prepare();
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    editor_->setAutoCompletionSource(QsciScintilla::AcsAll);
    editor_->setAutoCompletionThreshold(2);
    editor_->setAutoCompletionCaseSensitivity(false);
    editor_->setAutoCompletionReplaceWord(true);
    editor_->setCallTipsStyle(QsciScintilla::CallTipsContext);
    editor_->setCallTipsVisible(0);

    // Line numbers, folding, indentation.
    editor_->setMarginType(0, QsciScintilla::NumberMargin);
    editor_->setMarginWidth(0, QStringLiteral("00000"));
    editor_->setMarginLineNumbers(0, true);
    editor_->setFolding(QsciScintilla::BoxedTreeFoldStyle, 2);
    editor_->setAutoIndent(true);
    editor_->setIndentationsUseTabs(false);
    editor_->setIndentationWidth(2);
    editor_->setTabWidth(2);
    editor_->setIndentationGuides(true);
    editor_->setBraceMatching(QsciScintilla::SloppyBraceMatch);
    editor_->setCaretLineVisible(true);
    editor_->setCaretLineBackgroundColor(QColor(240, 244, 255));
    editor_->setUtf8(true);

    // Error marker in margin 1.
    editor_->setMarginType(1, QsciScintilla::SymbolMargin);
    editor_->setMarginWidth(1, 14);
    errorMarker_ = editor_->markerDefine(QsciScintilla::Circle, 8);
    editor_->setMarkerBackgroundColor(QColor(220, 40, 40), errorMarker_);
    editor_->setMarkerForegroundColor(QColor(150, 0, 0), errorMarker_);
    editor_->setAnnotationDisplay(QsciScintilla::AnnotationBoxed);

    connect(editor_, &QsciScintilla::modificationChanged, this,
            &ProgramEditor::modificationChanged);
}

QString ProgramEditor::text() const {
    return editor_->text();
}

void ProgramEditor::setText(const QString& text) {
    clearError();
    editor_->setText(text);
    editor_->setModified(false);
}

bool ProgramEditor::isModified() const {
    return editor_->isModified();
}
void ProgramEditor::setModified(bool modified) {
    editor_->setModified(modified);
}

void ProgramEditor::markError(int line, const QString& message) {
    clearError();
    if (line <= 0 || line > editor_->lines()) return;
    errorLine_ = line;
    editor_->markerAdd(line - 1, errorMarker_);
    editor_->annotate(line - 1, message, 0);
    editor_->ensureLineVisible(line - 1);
    editor_->setCursorPosition(line - 1, 0);
}

void ProgramEditor::clearError() {
    editor_->markerDeleteAll(errorMarker_);
    editor_->clearAnnotations();
    errorLine_ = 0;
}

}  // namespace botlab::gui
