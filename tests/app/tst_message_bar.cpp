// SPDX-License-Identifier: GPL-3.0-or-later
// The message bar (modes/message_bar.h) and the Workspace base that shows it at the top of every
// mode: each severity shows with its own icon and colour, close hides it, a long text wraps
// instead of widening the window, the detail shows on demand.
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtTest>

#include "modes/message_bar.h"
#include "modes/workspace.h"

using namespace botlab::gui;

class TestMessageBar : public QObject {
    Q_OBJECT
private slots:
    void severities_data();
    void severities();
    void closeHides();
    void longTextWraps();
    void detail();
    void workspaceShowsItAtTheTop();
};

namespace {

/// A workspace as the modes build it: the bar first, then the mode's own widgets.
class TestWorkspace : public Workspace {
public:
    TestWorkspace() {
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(messageBar());
        body = new QLabel(QStringLiteral("body"), this);
        layout->addWidget(body, 1);
    }
    QLabel* body;
};

QImage iconImage(const MessageBar& bar) {
    return bar.iconLabel()->pixmap().toImage();
}

}  // namespace

void TestMessageBar::severities_data() {
    QTest::addColumn<int>("severity");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("colour");
    QTest::newRow("info") << 0 << int(MessageBar::Info) << "#dbe9f9";
    QTest::newRow("warning") << 1 << int(MessageBar::Warning) << "#fdf1d0";
    QTest::newRow("error") << 2 << int(MessageBar::Error) << "#f9dcdc";
    QTest::newRow("beyond error") << 7 << int(MessageBar::Error) << "#f9dcdc";
    QTest::newRow("negative") << -1 << int(MessageBar::Info) << "#dbe9f9";
}

void TestMessageBar::severities() {
    QFETCH(int, severity);
    QFETCH(int, expected);
    QFETCH(QString, colour);
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* bar = new MessageBar(&window);
    layout->addWidget(bar);
    window.resize(400, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!bar->isVisible());  // hidden until a message
    bar->showMessage(severity, QStringLiteral("Saved robot.json"));
    QVERIFY(bar->isVisible());
    QCOMPARE(int(bar->severity()), expected);
    QCOMPARE(bar->textLabel()->text(), QStringLiteral("Saved robot.json"));
    QVERIFY(!bar->iconLabel()->pixmap().isNull());
    QVERIFY(bar->styleSheet().contains(colour));
    // The bar's own background is drawn in the severity's colour.
    QApplication::processEvents();
    const QImage shot = bar->grab().toImage();
    const QColor inside = shot.pixelColor(shot.width() / 2, 2);
    QCOMPARE(inside.name(), colour);
    // The three severities have different icons.
    static QList<QImage> icons;
    if (QTest::currentDataTag() == QStringLiteral("info")) icons.clear();
    if (icons.size() < 3) {
        for (const QImage& other : icons) QVERIFY(other != iconImage(*bar));
        icons << iconImage(*bar);
    }
}

void TestMessageBar::closeHides() {
    MessageBar bar;
    bar.resize(400, 40);
    bar.showMessage(MessageBar::Warning, QStringLiteral("The robot has no motor"));
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy closed(&bar, &MessageBar::closed);
    QVERIFY(bar.closeButton()->isVisible());
    QTest::mouseClick(bar.closeButton(), Qt::LeftButton);
    QVERIFY(!bar.isVisible());
    QCOMPARE(closed.size(), 1);
    // A new message shows it again; clearMessage() hides it without "closed".
    bar.showMessage(MessageBar::Error, QStringLiteral("again"));
    QVERIFY(bar.isVisible());
    bar.clearMessage();
    QVERIFY(!bar.isVisible());
    QCOMPARE(bar.text(), QString());
    QCOMPARE(closed.size(), 1);
}

void TestMessageBar::longTextWraps() {
    TestWorkspace ws;
    ws.resize(420, 300);
    ws.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ws));
    const int minWidthBefore = ws.minimumSizeHint().width();
    QString text;
    for (int i = 0; i < 40; ++i) text += QStringLiteral("word%1 ").arg(i);
    ws.showMessage(MessageBar::Error, text);
    QApplication::processEvents();
    QTRY_VERIFY(ws.messageBar()->isVisible());
    QLabel* label = ws.messageBar()->textLabel();
    const int oneLine = label->fontMetrics().height();
    // The bar stays within the window and the text runs over several lines.
    QVERIFY2(ws.messageBar()->width() <= ws.width(), qPrintable(QString::number(ws.width())));
    QTRY_VERIFY2(label->height() >= 3 * oneLine,
                 qPrintable(QStringLiteral("%1 vs %2").arg(label->height()).arg(oneLine)));
    // The window's minimum width is not the text's: the message does not widen the window.
    const int textWidth = label->fontMetrics().horizontalAdvance(text);
    QVERIFY(textWidth > 1000);
    QVERIFY2(ws.minimumSizeHint().width() <= std::max(minWidthBefore, 200),
             qPrintable(QString::number(ws.minimumSizeHint().width())));
    QVERIFY(ws.messageBar()->minimumSizeHint().width() < 200);
}

void TestMessageBar::detail() {
    MessageBar bar;
    bar.resize(400, 80);
    bar.show();
    bar.showMessage(MessageBar::Error, QStringLiteral("Could not open robot.json"),
                    QStringLiteral("line 3: unknown key \"whels\""));
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QVERIFY(bar.detailsButton()->isVisible());
    QVERIFY(!bar.isDetailShown());
    QTest::mouseClick(bar.detailsButton(), Qt::LeftButton);
    QVERIFY(bar.isDetailShown());
    QVERIFY(bar.detailLabel()->isVisible());
    QCOMPARE(bar.detail(), QStringLiteral("line 3: unknown key \"whels\""));
    QTest::mouseClick(bar.detailsButton(), Qt::LeftButton);
    QVERIFY(!bar.isDetailShown());
    // A message without detail has no Details button.
    bar.showMessage(MessageBar::Info, QStringLiteral("Saved"));
    QVERIFY(!bar.detailsButton()->isVisible());
    QVERIFY(!bar.detailLabel()->isVisible());
}

void TestMessageBar::workspaceShowsItAtTheTop() {
    TestWorkspace ws;
    ws.resize(500, 300);
    ws.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ws));
    QVERIFY(!ws.messageBar()->isVisible());
    ws.showMessage(1, QStringLiteral("Unsaved changes"));
    QTRY_VERIFY(ws.messageBar()->isVisible());
    QTRY_VERIFY(ws.messageBar()->geometry().bottom() < ws.body->geometry().top());
    QCOMPARE(ws.messageBar()->text(), QStringLiteral("Unsaved changes"));
    QCOMPARE(int(ws.messageBar()->severity()), int(MessageBar::Warning));
    ws.clearMessage();
    QVERIFY(!ws.messageBar()->isVisible());
}

QTEST_MAIN(TestMessageBar)
#include "tst_message_bar.moc"
