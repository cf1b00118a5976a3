// SPDX-License-Identifier: GPL-3.0-or-later
// What a window shows the user, for the GUI tests that read it (tst_untranslated, tst_build_texts):
// every text of a widget tree, hidden widgets too (labels, buttons, actions of all menus, tool
// tips, combo box items, group box titles, tabs, item views and their headers, placeholders,
// read-only editors, the status bar, charts, and the texts Botlab's own widgets paint), and the
// English words in a text meant to be Chinese.
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPaintEngine>
#include <QPainter>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QStatusBar>
#include <QTabBar>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <climits>

namespace botlab::test_support {

// ---- What counts as English ----

/// Latin words a Chinese UI shows as they are: the product's and the languages' names, units,
/// key names (in shortcuts and key hints), and names of file formats and standards that Chinese
/// software writes in Latin letters too. Everything else of two or more letters is English.
inline const QSet<QString>& allowedWords() {
    static const QSet<QString> words = {
        // Names: the product, the programming languages and the block editor.
        QStringLiteral("Botlab"), QStringLiteral("Lua"), QStringLiteral("Blockly"),
        // Units (m, s, ° are single letters or signs).
        QStringLiteral("cm"), QStringLiteral("mm"), QStringLiteral("Hz"), QStringLiteral("ms"),
        QStringLiteral("kg"), QStringLiteral("MB"),
        // Key names as printed on the keys.
        QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Alt"),
        QStringLiteral("Esc"), QStringLiteral("Space"), QStringLiteral("Tab"),
        QStringLiteral("Enter"), QStringLiteral("Del"), QStringLiteral("Delete"),
        QStringLiteral("Backspace"), QStringLiteral("PgUp"), QStringLiteral("PgDown"),
        QStringLiteral("Home"), QStringLiteral("End"),
        // File formats and standards written in Latin letters in Chinese software too.
        QStringLiteral("CSV"), QStringLiteral("HTML"), QStringLiteral("PNG"),
        QStringLiteral("JSON"), QStringLiteral("UDP"), QStringLiteral("IP"), QStringLiteral("JPEG"),
        QStringLiteral("OpenGL"), QStringLiteral("IMU"),
        // A language's name in the language chooser is written in that language.
        QStringLiteral("English"),
        // Lua's name for "no value", as Lua's messages and the programs write it.
        QStringLiteral("nil")};
    return words;
}

/// The English words of a text shown to the user: Latin words of two or more letters that are
/// not allowed, leaving out file names and paths (anything with a slash, or a name.extension)
/// and `extra` (the user's own names).
inline QStringList englishWords(QString text, const QStringList& extra = {}) {
    if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    for (const QString& name : extra) text.remove(name);
    static const QRegularExpression mnemonic(QStringLiteral(R"(\(&\w\)|&(?=\w))"));
    text.remove(mnemonic);
    static const QRegularExpression pathOrFile(
        QStringLiteral(R"(\S*[/\\]\S*|[\w-]*(\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,11}\b)"));
    text.remove(pathOrFile);
    static const QRegularExpression colour(QStringLiteral("#[0-9A-Fa-f]{6}\\b"));
    text.remove(colour);
    static const QRegularExpression word(QStringLiteral("(?<![A-Za-z])[A-Za-z]{2,}(?![A-Za-z])"));
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (!allowedWords().contains(w)) found << w;
    }
    return found;
}

// ---- Texts painted by widgets ----

/// A paint engine that keeps the text of every text item drawn and draws nothing.
class TextCatchingEngine : public QPaintEngine {
public:
    explicit TextCatchingEngine(QStringList* texts) : QPaintEngine(AllFeatures), texts_(texts) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {
    }
    void drawTiledPixmap(const QRectF&, const QPixmap&, const QPointF&) override {}
    void drawPath(const QPainterPath&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
    void drawRects(const QRectF*, int) override {}
    void drawRects(const QRect*, int) override {}
    void drawLines(const QLineF*, int) override {}
    void drawLines(const QLine*, int) override {}
    void drawEllipse(const QRectF&) override {}
    void drawPoints(const QPointF*, int) override {}
    void drawTextItem(const QPointF&, const QTextItem& item) override {
        if (!item.text().trimmed().isEmpty()) *texts_ << item.text();
    }
    Type type() const override { return User; }

private:
    QStringList* texts_;
};

/// A paint device of `size` that records the texts painted on it.
class TextCatcher : public QPaintDevice {
public:
    explicit TextCatcher(QSize size) : size_(size.expandedTo(QSize(1, 1))), engine_(&texts) {}
    QStringList texts;
    QPaintEngine* paintEngine() const override { return &engine_; }

protected:
    int metric(PaintDeviceMetric m) const override {
        switch (m) {
            case PdmWidth:
                return size_.width();
            case PdmHeight:
                return size_.height();
            case PdmWidthMM:
                return size_.width() * 254 / 960;
            case PdmHeightMM:
                return size_.height() * 254 / 960;
            case PdmNumColors:
                return INT_MAX;
            case PdmDepth:
                return 32;
            case PdmDpiX:
            case PdmDpiY:
            case PdmPhysicalDpiX:
            case PdmPhysicalDpiY:
                return 96;
            case PdmDevicePixelRatio:
                return 1;
            case PdmDevicePixelRatioScaled:
                return int(devicePixelRatioFScale());
            default:
                return 0;
        }
    }

private:
    QSize size_;
    mutable TextCatchingEngine engine_;
};

/// The texts `w` paints itself (not its children).
inline QStringList paintedTexts(QWidget* w) {
    TextCatcher catcher(w->size());
    w->render(&catcher, QPoint(), QRegion(), QWidget::RenderFlags());
    return catcher.texts;
}

// ---- Walking the widgets ----

struct Shown {
    QString where;  ///< the widget's path: objectName or class of each ancestor
    QString text;
};

inline QString nameOf(const QObject* o) {
    const QString cls = QString::fromLatin1(o->metaObject()->className());
    return o->objectName().isEmpty() ? cls : cls + QLatin1Char('#') + o->objectName();
}

inline QString pathOf(const QObject* o) {
    QStringList parts;
    for (; o; o = o->parent()) parts.prepend(nameOf(o));
    return parts.join(QLatin1Char('/'));
}

inline void add(QList<Shown>& out, const QString& where, const QString& text) {
    if (!text.trimmed().isEmpty()) out.append({where, text});
}

inline void collectAction(QList<Shown>& out, const QString& where, QAction* a,
                          QSet<QAction*>& seen) {
    if (!a || seen.contains(a)) return;
    seen.insert(a);
    const QString at = where + QStringLiteral(" > action ") + a->text();
    add(out, at, a->text());
    if (a->toolTip() != a->text()) add(out, at + QStringLiteral(" (tool tip)"), a->toolTip());
    add(out, at + QStringLiteral(" (status tip)"), a->statusTip());
    if (QMenu* m = a->menu()) {
        add(out, at + QStringLiteral(" (menu title)"), m->title());
        for (QAction* sub : m->actions()) collectAction(out, at, sub, seen);
    }
}

inline void collectItems(QList<Shown>& out, const QString& where, const QAbstractItemModel* model,
                         const QModelIndex& parent, int depth) {
    if (!model || depth > 4) return;
    const int rows = std::min(model->rowCount(parent), 200);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            const QString at = where + QStringLiteral(" [%1,%2]").arg(r).arg(c);
            add(out, at, i.data(Qt::DisplayRole).toString());
            add(out, at + QStringLiteral(" (tool tip)"), i.data(Qt::ToolTipRole).toString());
            if (c == 0) collectItems(out, where, model, i, depth + 1);
        }
}

inline void collectChart(QList<Shown>& out, const QString& where, QChart* chart) {
    if (!chart) return;
    add(out, where + QStringLiteral(" (chart title)"), chart->title());
    for (QAbstractSeries* s : chart->series())
        add(out, where + QStringLiteral(" (series name)"), s->name());
    for (QAbstractAxis* a : chart->axes())
        add(out, where + QStringLiteral(" (axis title)"), a->titleText());
}

/// Whether `w` lies under one of `skip` (the workspaces of the other modes, dialogs).
template <typename W>
bool under(const QWidget* w, const QList<W*>& skip) {
    for (const QWidget* p = w; p; p = p->parentWidget())
        for (const W* s : skip)
            if (s == p) return true;
    return false;
}

/// Every text of `root` and its widgets, hidden ones too, except those under `skip`.
inline QList<Shown> collect(QWidget* root, const QList<QWidget*>& skip = {}) {
    QList<Shown> out;
    QSet<QAction*> seen;
    QList<QWidget*> widgets{root};
    widgets += root->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        if (w != root && under(w, skip)) continue;
        const QString at = pathOf(w);
        if (w->isWindow()) add(out, at + QStringLiteral(" (window title)"), w->windowTitle());
        add(out, at + QStringLiteral(" (tool tip)"), w->toolTip());
        add(out, at + QStringLiteral(" (status tip)"), w->statusTip());
        add(out, at + QStringLiteral(" (what's this)"), w->whatsThis());
        if (auto* l = qobject_cast<QLabel*>(w)) add(out, at, l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w)) add(out, at, b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w)) add(out, at, g->title());
        if (auto* d = qobject_cast<QDockWidget*>(w)) add(out, at, d->windowTitle());
        if (auto* e = qobject_cast<QLineEdit*>(w)) {
            add(out, at + QStringLiteral(" (placeholder)"), e->placeholderText());
            if (e->isReadOnly()) add(out, at, e->text());
        }
        if (auto* e = qobject_cast<QPlainTextEdit*>(w)) {
            add(out, at + QStringLiteral(" (placeholder)"), e->placeholderText());
            if (e->isReadOnly()) add(out, at, e->toPlainText());
        }
        if (auto* e = qobject_cast<QTextEdit*>(w)) {
            add(out, at + QStringLiteral(" (placeholder)"), e->placeholderText());
            if (e->isReadOnly()) add(out, at, e->toPlainText());
        }
        if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i) {
                add(out, at + QStringLiteral(" [item %1]").arg(i), c->itemText(i));
                add(out, at + QStringLiteral(" [item %1] (tool tip)").arg(i),
                    c->itemData(i, Qt::ToolTipRole).toString());
            }
            add(out, at + QStringLiteral(" (placeholder)"), c->placeholderText());
        }
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) {
                add(out, at + QStringLiteral(" [tab %1]").arg(i), t->tabText(i));
                add(out, at + QStringLiteral(" [tab %1] (tool tip)").arg(i), t->tabToolTip(i));
            }
        // Item views (a combo box's list is read above; a header shows its view's model).
        if (auto* v = qobject_cast<QAbstractItemView*>(w);
            v && !qobject_cast<QHeaderView*>(w) && !under(w, root->findChildren<QComboBox*>())) {
            const QAbstractItemModel* m = v->model();
            if (m) {
                for (int c = 0; c < m->columnCount(); ++c)
                    add(out, at + QStringLiteral(" (header %1)").arg(c),
                        m->headerData(c, Qt::Horizontal).toString());
                collectItems(out, at, m, QModelIndex(), 0);
            }
        }
        if (auto* sb = qobject_cast<QStatusBar*>(w)) add(out, at, sb->currentMessage());
        if (auto* cv = qobject_cast<QChartView*>(w)) collectChart(out, at, cv->chart());
        for (QAction* a : w->actions()) collectAction(out, at, a, seen);
        if (auto* mb = qobject_cast<QMenuBar*>(w))
            for (QAction* a : mb->actions()) collectAction(out, at, a, seen);
        // The texts Botlab's own widgets and the charts paint.
        const bool ours = QByteArray(w->metaObject()->className()).startsWith("botlab::");
        if (ours || qobject_cast<QChartView*>(w)) {
            QWidget* surface = w;
            if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) surface = area->viewport();
            for (const QString& t : paintedTexts(surface))
                add(out, at + QStringLiteral(" (painted)"), t);
        }
    }
    return out;
}

/// The texts of `shown` with English in them, one line each: "path: text [words]".
inline QStringList offending(const QList<Shown>& shown, const QStringList& usersNames = {}) {
    QStringList bad;
    for (const Shown& s : shown) {
        const QStringList words = englishWords(s.text, usersNames);
        if (words.isEmpty()) continue;
        const QString line = QStringLiteral("%1: \"%2\" [%3]")
                                 .arg(s.where, s.text.left(160), words.join(QLatin1Char(' ')));
        if (!bad.contains(line)) bad << line;
    }
    return bad;
}

/// Runs `action` and, once a modal dialog is up, reads its texts and closes it.
}  // namespace botlab::test_support
