// SPDX-License-Identifier: GPL-3.0-or-later
// tests/common/botlab_test.h: QVERIFY_OK passes on success, evaluates its expression once, and a
// failing one names the expression and prints the error's message (checked by running this test
// program again on a function that fails on purpose and reading what it printed).
#include <QCoreApplication>
#include <QProcess>
#include <QtTest/QtTest>

#include "botlab_test.h"

#include "botlab/core/result.h"

using botlab::Error;
using botlab::Result;
using botlab::Status;

namespace {

int g_calls = 0;

Status countedSuccess() {
    ++g_calls;
    return Status::success();
}

Result<int> loadAnswer(bool fail) {
    if (fail) return Error{"answer.json: no field 'answer'"};
    return 42;
}

}  // namespace

class TstTestSupport : public QObject {
    Q_OBJECT
private slots:
    void passesOnSuccess_data() {
        QTest::addColumn<int>("kind");
        QTest::newRow("status") << 0;
        QTest::newRow("result") << 1;
    }
    void passesOnSuccess() {
        QFETCH(int, kind);
        g_calls = 0;
        if (kind == 0) {
            QVERIFY_OK(countedSuccess());
            QCOMPARE(g_calls, 1);  // evaluated once
        } else {
            const Result<int> r = loadAnswer(false);
            QVERIFY_OK(r);
            QCOMPARE(r.value(), 42);
        }
    }

    // Runs this program on demoFailure() and checks the report: the check failed, with the
    // expression, the error's message and this file.
    void failurePrintsTheMessage_data() {
        QTest::addColumn<QString>("function");
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("message");
        QTest::newRow("status") << "demoFailureStatus"
                                << "Status(Error{\"motor port 9 does not exist\"})"
                                << "motor port 9 does not exist";
        QTest::newRow("result") << "demoFailureResult"
                                << "loadAnswer(true)"
                                << "answer.json: no field 'answer'";
    }
    void failurePrintsTheMessage() {
        QFETCH(QString, function);
        QFETCH(QString, expression);
        QFETCH(QString, message);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("BOTLAB_TEST_SUPPORT_DEMO"), QStringLiteral("1"));
        p.setProcessEnvironment(env);
        p.start(QCoreApplication::applicationFilePath(), {function});
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() != 0, qPrintable(out));
        const QString expected =
            QStringLiteral("'%1' returned FALSE. (error: \"%2\")").arg(expression, message);
        QVERIFY2(out.contains(expected), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("tst_test_support.cpp")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("after the check")), qPrintable(out));
    }

    // Fail on purpose; run only by failurePrintsTheMessage.
    void demoFailureStatus() {
        if (!qEnvironmentVariableIsSet("BOTLAB_TEST_SUPPORT_DEMO"))
            QSKIP("run by failurePrintsTheMessage");
        QVERIFY_OK(Status(Error{"motor port 9 does not exist"}));
        qInfo("after the check");
    }
    void demoFailureResult() {
        if (!qEnvironmentVariableIsSet("BOTLAB_TEST_SUPPORT_DEMO"))
            QSKIP("run by failurePrintsTheMessage");
        QVERIFY_OK(loadAnswer(true));
        qInfo("after the check");
    }
};

QTEST_GUILESS_MAIN(TstTestSupport)
#include "tst_test_support.moc"
