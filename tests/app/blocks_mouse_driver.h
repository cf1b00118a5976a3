// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the Blocks view (Blockly in Qt WebEngine) with real mouse and key events: presses,
// moves and releases sent to the web view's input widget (its focusProxy) at the page points
// Blockly reports over runJavaScript (toolbox categories, flyout blocks, connections, fields).
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QWebEngineView>

#include "modes/program/blocks_view.h"

namespace botlab::test {

class BlocksMouse {
public:
    explicit BlocksMouse(gui::BlocksView* view) : view_(view) {}

    /// The widget that takes the page's input events.
    QWidget* input() const {
        QWidget* w = view_->webView()->focusProxy();
        return w ? w : view_->webView();
    }

    /// Runs `script` in the page and waits for its result (JSON-able value).
    QJsonValue eval(const QString& script) {
        bool done = false;
        QVariant result;
        view_->runScript(QStringLiteral("JSON.stringify(%1)").arg(script), [&](const QVariant& v) {
            result = v;
            done = true;
        });
        for (int i = 0; i < 500 && !done; ++i) QTest::qWait(10);
        if (!done) return QJsonValue(QJsonValue::Undefined);
        const QByteArray text = "[" + result.toString().toUtf8() + "]";
        return QJsonDocument::fromJson(text).array().at(0);
    }

    void click(QPointF p) {
        QTest::mouseClick(input(), Qt::LeftButton, {}, p.toPoint());
        QTest::qWait(150);
    }

    /// Presses at `from`, moves there in steps and releases at `to` (a drag as a hand makes it).
    void drag(QPointF from, QPointF to, bool fromFlyout = true) {
        QWidget* w = input();
        QTest::mousePress(w, Qt::LeftButton, {}, from.toPoint());
        QTest::qWait(30);
        // Out of a flyout sideways first: a vertical move there scrolls it.
        const QPointF out = from + (fromFlyout ? QPointF(60, 0) : QPointF(0, 8));
        const auto moveTo = [&](QPointF a, QPointF b, int steps) {
            for (int i = 1; i <= steps; ++i) {
                const QPointF p = a + (b - a) * (double(i) / steps);
                QMouseEvent move(QEvent::MouseMove, p, w->mapToGlobal(p), Qt::NoButton,
                                 Qt::LeftButton, Qt::NoModifier);
                QApplication::sendEvent(w, &move);
                QTest::qWait(15);
            }
        };
        moveTo(from, out, 6);
        moveTo(out, to, 12);
        QTest::mouseRelease(w, Qt::LeftButton, {}, to.toPoint());
        QTest::qWait(200);
    }

    /// Clicks toolbox category `index` (by its place on the page).
    bool openCategory(int index) {
        const QJsonArray cats = eval(QStringLiteral("botlab.categories()")).toArray();
        if (index >= cats.size()) return false;
        const QJsonObject c = cats.at(index).toObject();
        click({c[QLatin1String("x")].toDouble() + c[QLatin1String("w")].toDouble() / 2,
               c[QLatin1String("y")].toDouble() + c[QLatin1String("h")].toDouble() / 2});
        return true;
    }

    /// The index of the toolbox category holding a block of `type`, or -1 (opens each).
    int categoryOf(const QString& type) {
        const int n = eval(QStringLiteral("botlab.categories()")).toArray().size();
        for (int i = 0; i < n; ++i) {
            openCategory(i);
            if (!flyoutBlock(type).isEmpty()) return i;
        }
        return -1;
    }

    /// The open flyout's first block of `type` (type, id, gx, gy, cx, cy), empty when none.
    QJsonObject flyoutBlock(const QString& type) {
        const QJsonArray blocks = eval(QStringLiteral("botlab.flyoutBlocks()")).toArray();
        for (const QJsonValue& b : blocks)
            if (b[QLatin1String("type")].toString() == type) return b.toObject();
        return {};
    }

    QStringList blockIds() {
        QStringList ids;
        for (const QJsonValue& b : eval(QStringLiteral("botlab.tree()")).toArray())
            ids << b[QLatin1String("id")].toString();
        return ids;
    }

    /// Drags a block of `type` out of toolbox category `category` into a free spot of the
    /// workspace (the lower right), then by its body so that its own connection lands on `target`
    /// (page point; where it then connects), or with its top left at `target` when `free`.
    /// Returns the new block's id (empty on failure).
    QString dragOut(int category, const QString& type, QPointF target) {
        const QStringList before = blockIds();
        if (!openCategory(category)) return {};
        const QJsonObject b = flyoutBlock(type);
        if (b.isEmpty()) return {};
        const QPointF grab(b[QLatin1String("gx")].toDouble(), b[QLatin1String("gy")].toDouble());
        const QSize size = input()->size();
        drag(grab, QPointF(size.width() - 260, size.height() - 90));
        QString id;
        for (const QJsonValue& v : eval(QStringLiteral("botlab.tree()")).toArray()) {
            const QString i = v[QLatin1String("id")].toString();
            if (!before.contains(i) && v[QLatin1String("type")].toString() == type) id = i;
        }
        if (id.isEmpty()) return {};
        const QJsonObject p = eval(QStringLiteral("botlab.grabPoints('%1')").arg(id)).toObject();
        const QPointF g(p[QLatin1String("gx")].toDouble(), p[QLatin1String("gy")].toDouble());
        const QPointF c(p[QLatin1String("cx")].toDouble(), p[QLatin1String("cy")].toDouble());
        drag(g, target + (g - c), false);
        return id;
    }

    /// The page point of block `id`'s connection `where` ("next", "previous", an input name).
    QPointF connection(const QString& id, const QString& where) {
        const QJsonObject p =
            eval(QStringLiteral("botlab.connectionPoint('%1', '%2')").arg(id, where)).toObject();
        return {p[QLatin1String("x")].toDouble(), p[QLatin1String("y")].toDouble()};
    }

    /// The parent block's id of `id` ("" at the top).
    QString parentOf(const QString& id) {
        for (const QJsonValue& v : eval(QStringLiteral("botlab.tree()")).toArray())
            if (v[QLatin1String("id")].toString() == id)
                return v[QLatin1String("parent")].toString();
        return QStringLiteral("?");
    }

    /// Clicks field `name` of block `id`, then the drop-down item whose text contains `item`.
    bool choose(const QString& id, const QString& name, const QString& item) {
        const QJsonObject f =
            eval(QStringLiteral("botlab.fieldPoint('%1', '%2')").arg(id, name)).toObject();
        if (f.isEmpty()) return false;
        click({f[QLatin1String("x")].toDouble(), f[QLatin1String("y")].toDouble()});
        for (const QJsonValue& m : eval(QStringLiteral("botlab.menuItems()")).toArray()) {
            if (m[QLatin1String("text")].toString().contains(item)) {
                click({m[QLatin1String("x")].toDouble(), m[QLatin1String("y")].toDouble()});
                return true;
            }
        }
        return false;
    }

    /// Clicks field `name` of block `id` and types `text` into it (a number or text field).
    bool type(const QString& id, const QString& name, const QString& text) {
        const QJsonObject f =
            eval(QStringLiteral("botlab.fieldPoint('%1', '%2')").arg(id, name)).toObject();
        if (f.isEmpty()) return false;
        click({f[QLatin1String("x")].toDouble(), f[QLatin1String("y")].toDouble()});
        QTest::keyClick(input(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(input(), text);
        QTest::keyClick(input(), Qt::Key_Return);
        QTest::qWait(150);
        return true;
    }

private:
    gui::BlocksView* view_;
};

}  // namespace botlab::test
