// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/program_editor.h"

#include <Qsci/qsciapis.h>
#include <Qsci/qscilexerlua.h>
#include <Qsci/qsciscintilla.h>

#include <QApplication>
#include <QCheckBox>
#include <QEventLoop>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QShortcut>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <string>

#include "botlab/scripting/api.h"
#include "modes/program/lua_api.h"

namespace botlab::gui {

namespace {

/// Lua highlighting for Botlab programs: the student API's tables and functions ("motor", "wait",
/// "time", ...) and the sandbox's functions share one colour; Lua library names the sandbox does
/// not have (io, os) are not highlighted.
class BotlabLuaLexer : public QsciLexerLua {
public:
    using QsciLexerLua::QsciLexerLua;
    const char* keywords(int set) const override {
        static const std::string globals = [] {
            std::string words;
            for (std::string_view w : scripting::sandboxGlobalNames()) {
                if (w == "function") continue;  // a Lua keyword (set 1)
                words += std::string(w) + ' ';
            }
            return words;
        }();
        if (set == 2) return globals.c_str();
        if (set == 4) return "";
        return QsciLexerLua::keywords(set);
    }
    QColor defaultColor(int style) const override {
        if (style == BasicFunctions) return QColor(0, 110, 130);
        return QsciLexerLua::defaultColor(style);
    }
    QColor defaultPaper(int style) const override {
        if (style == BasicFunctions || style == StringTableMathsFunctions ||
            style == CoroutinesIOSystemFacilities)
            return QsciLexerLua::defaultPaper(Default);
        return QsciLexerLua::defaultPaper(style);
    }
};

}  // namespace

ProgramEditor::ProgramEditor(QWidget* parent) : QWidget(parent) {
    editor_ = new QsciScintilla(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(editor_);

    // Find bar (Ctrl+F): text, case, previous/next, close; Enter finds the next match.
    findBar_ = new QWidget(this);
    auto* bar = new QHBoxLayout(findBar_);
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(new QLabel(tr("Find:"), findBar_));
    findEdit_ = new QLineEdit(findBar_);
    findEdit_->setClearButtonEnabled(true);
    bar->addWidget(findEdit_, 1);
    findCase_ = new QCheckBox(tr("Match case"), findBar_);
    bar->addWidget(findCase_);
    auto* prev = new QToolButton(findBar_);
    prev->setText(tr("Previous"));
    auto* next = new QToolButton(findBar_);
    next->setText(tr("Next"));
    auto* close = new QToolButton(findBar_);
    close->setText(QStringLiteral("×"));
    close->setToolTip(tr("Close (Esc)"));
    bar->addWidget(prev);
    bar->addWidget(next);
    findStatus_ = new QLabel(findBar_);
    bar->addWidget(findStatus_);
    bar->addWidget(close);
    layout->addWidget(findBar_);
    findBar_->hide();
    connect(findEdit_, &QLineEdit::returnPressed, this, [this] { findFromBar(true); });
    connect(prev, &QToolButton::clicked, this, [this] { findFromBar(false); });
    connect(next, &QToolButton::clicked, this, [this] { findFromBar(true); });
    connect(close, &QToolButton::clicked, this, [this] {
        findBar_->hide();
        editor_->setFocus();
    });
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), findBar_);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, close, &QToolButton::click);

    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSize(11);
    lexer_ = new BotlabLuaLexer(editor_);
    lexer_->setDefaultFont(mono);
    // One monospaced font for every style (comments too), bold for keywords and API names.
    for (int style = 0; style < 128; ++style) {
        if (lexer_->description(style).isEmpty()) continue;
        QFont f = mono;
        f.setBold(style == QsciLexerLua::Keyword || style == QsciLexerLua::BasicFunctions);
        lexer_->setFont(f, style);
    }
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
    QFont annotationFont = QApplication::font();
    annotationFont.setBold(true);
    errorStyle_ = QsciStyle(-1, QStringLiteral("error"), QColor(150, 0, 0), QColor(255, 236, 236),
                            annotationFont);

    connect(editor_, &QsciScintilla::modificationChanged, this,
            &ProgramEditor::modificationChanged);
    // Enter after a complete word ("while true do") is a new line, not the list's pick.
    editor_->installEventFilter(this);
    // Lua's blocks indent: a new line after "while ... do" one level deeper, "end" typed back
    // to its opener's level.
    connect(editor_, &QsciScintilla::SCN_CHARADDED, this, &ProgramEditor::indentForBlocks);
}

namespace {

/// What a line of Lua does to the block nesting: `closes` blocks opened on lines above (its
/// leading end, else, elseif, until), then leaves `opens` blocks open (do, then, else, repeat,
/// function not closed on the line). Strings and comments are skipped.
struct BlockBalance {
    int closes = 0;
    int opens = 0;
};

BlockBalance blockBalance(const QString& line) {
    BlockBalance b;
    const qsizetype n = line.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = line[i];
        if (c == u'-' && i + 1 < n && line[i + 1] == u'-') break;  // a comment to the end
        if (c == u'"' || c == u'\'') {
            for (++i; i < n && line[i] != c; ++i)
                if (line[i] == u'\\') ++i;
            ++i;
            continue;
        }
        if (c == u'[' && i + 1 < n && line[i + 1] == u'[') {
            const qsizetype close = line.indexOf(QStringLiteral("]]"), i + 2);
            if (close < 0) break;
            i = close + 2;
            continue;
        }
        if (!c.isLetter() && c != u'_') {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < n && (line[j].isLetterOrNumber() || line[j] == u'_')) ++j;
        const QStringView word = QStringView(line).mid(i, j - i);
        const bool closer =
            word == u"end" || word == u"until" || word == u"else" || word == u"elseif";
        const bool opener = word == u"do" || word == u"then" || word == u"else" ||
                            word == u"repeat" || word == u"function";
        if (closer) {
            if (b.opens > 0)
                --b.opens;
            else
                ++b.closes;
        }
        if (opener) ++b.opens;
        i = j;
    }
    return b;
}

}  // namespace

void ProgramEditor::indentForBlocks(int added) {
    int width = editor_->indentationWidth();
    if (width <= 0) width = editor_->tabWidth();
    int line = 0, index = 0;
    editor_->getCursorPosition(&line, &index);
    auto placeCaret = [this](int at, int fromIndent) {
        const long indentEnd = editor_->SendScintilla(QsciScintilla::SCI_GETLINEINDENTPOSITION,
                                                      static_cast<unsigned long>(at));
        editor_->SendScintilla(QsciScintilla::SCI_SETEMPTYSELECTION,
                               static_cast<unsigned long>(indentEnd + fromIndent));
    };
    if (added == '\n' || added == '\r') {
        // A new line after one that opens a block: one level deeper than that line.
        if (line < 1) return;
        if (blockBalance(editor_->text(line - 1)).opens <= 0) return;
        const long indentEnd = editor_->SendScintilla(QsciScintilla::SCI_GETLINEINDENTPOSITION,
                                                      static_cast<unsigned long>(line));
        const long caret = editor_->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS);
        const int fromIndent = int(std::max(0L, caret - indentEnd));
        editor_->setIndentation(line, editor_->indentation(line - 1) + width);
        placeCaret(line, fromIndent);
        return;
    }
    if (!QChar(added).isLetter()) return;
    // "end", "else", "elseif" or "until" just typed as the line's first word: the level of the
    // line that opened its block.
    static const QRegularExpression closer(QStringLiteral("^\\s*(end|else|elseif|until)$"));
    const QString before = editor_->text(line).left(index);
    if (!closer.match(before).hasMatch()) return;
    const QString rest = editor_->text(line).mid(index);
    if (!rest.isEmpty() && (rest[0].isLetterOrNumber() || rest[0] == u'_')) return;
    int need = 1;
    for (int l = line - 1; l >= 0; --l) {
        const BlockBalance b = blockBalance(editor_->text(l));
        if (b.opens >= need) {
            const long indentEnd = editor_->SendScintilla(QsciScintilla::SCI_GETLINEINDENTPOSITION,
                                                          static_cast<unsigned long>(line));
            const long caret = editor_->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS);
            const int fromIndent = int(std::max(0L, caret - indentEnd));
            if (editor_->indentation(line) == editor_->indentation(l)) return;
            editor_->setIndentation(line, editor_->indentation(l));
            placeCaret(line, fromIndent);
            return;
        }
        need += b.closes - b.opens;
    }
}

bool ProgramEditor::enterEndsCompleteWord() const {
    if (!editor_->isListActive()) return false;
    // The word left of the cursor, as typed.
    int line = 0, index = 0;
    editor_->getCursorPosition(&line, &index);
    const QString before = editor_->text(line).left(index);
    int start = int(before.size());
    while (start > 0 && (before[start - 1].isLetterOrNumber() || before[start - 1] == u'_'))
        --start;
    const QString word = before.mid(start);
    if (word.isEmpty()) return false;
    // The list's chosen entry ("dofile", "speed (motor)"; its name up to a space, '(' or the
    // image mark '?').
    const long length = editor_->SendScintilla(QsciScintilla::SCI_AUTOCGETCURRENTTEXT, 0ul,
                                               static_cast<void*>(nullptr));
    if (length <= 0) return false;
    QByteArray chosen(int(length) + 1, '\0');
    editor_->SendScintilla(QsciScintilla::SCI_AUTOCGETCURRENTTEXT, 0ul,
                           static_cast<void*>(chosen.data()));
    QString name = QString::fromUtf8(chosen.constData());
    static const QRegularExpression nameEnd(QStringLiteral("[ (?]"));
    const qsizetype end = name.indexOf(nameEnd);
    if (end >= 0) name.truncate(end);
    return name == word;
}

bool ProgramEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == editor_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        // The word typed is complete (the list offers just it): the list goes, and the editor
        // gets the Enter (a new line with the auto-indent). Tab or a click still picks.
        if (enter && key->modifiers() == Qt::NoModifier && enterEndsCompleteWord())
            editor_->cancelList();
    }
    return QWidget::eventFilter(watched, event);
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
    // Annotations do not wrap: break the message into lines that fit the visible width.
    const QFontMetrics metrics(errorStyle_.font());
    int margins = 0;
    for (int m = 0; m < editor_->margins(); ++m) margins += editor_->marginWidth(m);
    const int width =
        std::max(200, editor_->viewport()->width() - margins - 4 * metrics.averageCharWidth());
    QStringList lines;
    QString current;
    for (const QString& word : message.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString next = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
        if (metrics.horizontalAdvance(next) <= width) {
            current = next;
            continue;
        }
        if (!current.isEmpty()) lines << current;
        current = word;
        // A word wider than the line (Chinese text has no spaces): break it between characters.
        while (metrics.horizontalAdvance(current) > width && current.size() > 1) {
            int n = current.size() - 1;
            while (n > 1 && metrics.horizontalAdvance(current.left(n)) > width) --n;
            lines << current.left(n);
            current = current.mid(n);
        }
    }
    if (!current.isEmpty()) lines << current;
    // Register the style with the editor and annotate by its number: QsciStyledText's QsciStyle
    // constructor leaks a copy of the style (QScintilla 2.13).
    errorStyle_.apply(editor_);
    editor_->annotate(line - 1, lines.join(QLatin1Char('\n')), errorStyle_.style());
    editor_->ensureLineVisible(line - 1);
    editor_->setCursorPosition(line - 1, 0);
}

void ProgramEditor::clearError() {
    editor_->markerDeleteAll(errorMarker_);
    editor_->clearAnnotations();
    errorLine_ = 0;
}

bool ProgramEditor::find(const QString& text, bool forward, bool case_sensitive) {
    if (text.isEmpty()) return false;
    int line = 0, index = 0;
    if (forward) {
        editor_->getCursorPosition(&line, &index);
    } else {
        // Search backwards from the start of the current selection (or the cursor).
        int lineTo = 0, indexTo = 0;
        editor_->getSelection(&line, &index, &lineTo, &indexTo);
        if (line < 0) editor_->getCursorPosition(&line, &index);
    }
    return editor_->findFirst(text, /*re=*/false, case_sensitive, /*wo=*/false, /*wrap=*/true,
                              forward, line, index, /*show=*/true);
}

void ProgramEditor::findFromBar(bool forward) {
    const bool found = find(findEdit_->text(), forward, findCase_->isChecked());
    findStatus_->setText(found || findEdit_->text().isEmpty() ? QString() : tr("Not found"));
}

void ProgramEditor::showFindBar() {
    if (editor_->hasSelectedText() && !editor_->selectedText().contains(QLatin1Char('\n')))
        findEdit_->setText(editor_->selectedText());
    findStatus_->clear();
    findBar_->show();
    findEdit_->setFocus();
    findEdit_->selectAll();
}

void ProgramEditor::goToLine(int line) {
    const int target = std::clamp(line, 1, std::max(1, editor_->lines())) - 1;
    editor_->setCursorPosition(target, 0);
    editor_->ensureLineVisible(target);
    editor_->setFocus();
}

void ProgramEditor::toggleComment() {
    int lineFrom = 0, indexFrom = 0, lineTo = 0, indexTo = 0;
    if (editor_->hasSelectedText()) {
        editor_->getSelection(&lineFrom, &indexFrom, &lineTo, &indexTo);
        // A selection ending at the start of a line does not include that line.
        if (indexTo == 0 && lineTo > lineFrom) --lineTo;
    } else {
        editor_->getCursorPosition(&lineFrom, &indexFrom);
        lineTo = lineFrom;
    }
    auto lineText = [this](int l) {
        QString t = editor_->text(l);
        while (t.endsWith(QLatin1Char('\n')) || t.endsWith(QLatin1Char('\r'))) t.chop(1);
        return t;
    };
    bool allCommented = true;
    int indent = INT_MAX;  // comment marks go at the smallest indentation of the lines
    for (int l = lineFrom; l <= lineTo; ++l) {
        const QString t = lineText(l);
        const QString trimmed = t.trimmed();
        if (trimmed.isEmpty()) continue;
        allCommented = allCommented && trimmed.startsWith(QLatin1String("--"));
        int lead = 0;
        while (lead < t.size() && t[lead].isSpace()) ++lead;
        indent = std::min(indent, lead);
    }
    if (indent == INT_MAX) return;  // only empty lines
    editor_->beginUndoAction();
    for (int l = lineFrom; l <= lineTo; ++l) {
        const QString t = lineText(l);
        if (t.trimmed().isEmpty()) continue;
        QString changed;
        if (allCommented) {
            const int at = int(t.indexOf(QLatin1String("--")));
            const int len = t.mid(at + 2).startsWith(QLatin1Char(' ')) ? 3 : 2;
            changed = t.left(at) + t.mid(at + len);
        } else {
            changed = t.left(indent) + QStringLiteral("-- ") + t.mid(indent);
        }
        editor_->setSelection(l, 0, l, int(t.size()));
        editor_->replaceSelectedText(changed);
    }
    editor_->endUndoAction();
    editor_->setSelection(lineFrom, 0, lineTo, int(lineText(lineTo).size()));
}

}  // namespace botlab::gui
