// SPDX-License-Identifier: GPL-3.0-or-later
// core/text.h: CSV cells, written as RFC 4180 and OWASP's CSV-injection rule say.
#include <QTest>

#include "botlab/core/text.h"

using botlab::core::csvCell;

class TestText : public QObject {
    Q_OBJECT
private slots:
    void csvCells_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("cell");
        QTest::newRow("plain") << "line_basic"
                               << "line_basic";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("Chinese") << "李明"
                                 << "李明";
        QTest::newRow("comma") << "Li, Ming"
                               << "\"Li, Ming\"";
        QTest::newRow("quote") << "say \"hi\""
                               << "\"say \"\"hi\"\"\"";
        QTest::newRow("line break") << "a\nb"
                                    << "\"a\nb\"";
        QTest::newRow("formula =") << "=HYPERLINK(\"http:__x\",\"click\")"
                                   << "\"'=HYPERLINK(\"\"http:__x\"\",\"\"click\"\")\"";
        QTest::newRow("formula +") << "+1+2"
                                   << "\"'+1+2\"";
        QTest::newRow("formula -") << "-2+3"
                                   << "\"'-2+3\"";
        QTest::newRow("formula @") << "@SUM(A1)"
                                   << "\"'@SUM(A1)\"";
        QTest::newRow("tab first") << "\t=1"
                                   << "\"'\t=1\"";
        QTest::newRow("carriage return first") << "\r=1"
                                               << "\"'\r=1\"";
        QTest::newRow("= later is text") << "a=b"
                                         << "a=b";
    }
    void csvCells() {
        QFETCH(QString, text);
        QFETCH(QString, cell);
        QCOMPARE(csvCell(text), cell);
    }
};

QTEST_GUILESS_MAIN(TestText)
#include "tst_text.moc"
