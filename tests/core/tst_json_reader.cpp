// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of botlab::core::JsonReader / JsonObjectReader: every getter's value, default and
// failure, JSON paths in messages, unknown keys, non-finite numbers and wrong types.
#include <QJsonDocument>
#include <QtTest>
#include <cmath>
#include <limits>

#include "botlab_test.h"

#include "botlab/core/json_reader.h"

using namespace botlab;
using namespace botlab::core;

namespace {

QString joined(const std::vector<double>& v) {
    QStringList s;
    for (double x : v) s << QString::number(x);
    return s.join(QLatin1Char(','));
}

/// Calls one getter (named by `getter`) on key "k" of `o` and prints what it returned.
QString read(JsonObjectReader& o, const QString& getter) {
    const QString k = QStringLiteral("k");
    if (getter == QLatin1String("number")) return QString::number(o.number(k));
    if (getter == QLatin1String("number=7")) return QString::number(o.number(k, 7.0));
    if (getter == QLatin1String("positive")) return QString::number(o.positive(k));
    if (getter == QLatin1String("positive=3")) return QString::number(o.positive(k, 3.0));
    if (getter == QLatin1String("integer=4")) return QString::number(o.integer(k, 4));
    if (getter == QLatin1String("integer0..13=5"))
        return QString::number(o.integerInRange(k, 0, 13, 5));
    if (getter == QLatin1String("seed"))
        return QString::number(o.integerInRange(k, 0, std::int64_t{1} << 53, 9));
    if (getter == QLatin1String("boolean=true")) return o.boolean(k, true) ? "true" : "false";
    if (getter == QLatin1String("string")) return o.string(k);
    if (getter == QLatin1String("string=def")) return o.string(k, QStringLiteral("def"));
    const QStringList abc{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    if (getter == QLatin1String("choice")) return QString::number(o.choice(k, abc));
    if (getter == QLatin1String("choice=2")) return QString::number(o.choice(k, abc, 2));
    if (getter == QLatin1String("numbers2")) return joined(o.numbers(k, 2));
    if (getter == QLatin1String("numbers2=8,9")) return joined(o.numbers(k, 2, {8.0, 9.0}));
    if (getter == QLatin1String("vec3")) {
        const Eigen::Vector3d v = o.vec3(k);
        return joined({v.x(), v.y(), v.z()});
    }
    if (getter == QLatin1String("vec3=1,1,1")) {
        const Eigen::Vector3d v = o.vec3(k, Eigen::Vector3d(1, 1, 1));
        return joined({v.x(), v.y(), v.z()});
    }
    if (getter == QLatin1String("quaternion")) {
        const Eigen::Quaterniond q = o.quaternion(k);
        return joined({q.w(), q.x(), q.y(), q.z()});
    }
    if (getter == QLatin1String("array")) return QString::number(o.array(k).size());
    if (getter == QLatin1String("array!")) return QString::number(o.array(k, true).size());
    if (getter == QLatin1String("object.x")) {
        JsonObjectReader c = o.object(k);
        const double x = c.positive(QStringLiteral("x"), 1.0);
        c.finish();
        return QString::number(x);
    }
    if (getter == QLatin1String("object!")) {
        JsonObjectReader c = o.object(k, true);
        c.finish();
        return QString::number(c.json().size());
    }
    if (getter == QLatin1String("objects.x")) {
        QStringList xs;
        for (JsonObjectReader c : o.objects(k)) {
            xs << QString::number(c.positive(QStringLiteral("x")));
            c.finish();
        }
        return xs.join(QLatin1Char(','));
    }
    if (getter == QLatin1String("deep")) {  // k.b[i].c, each c > 0
        QStringList cs;
        JsonObjectReader a = o.object(k);
        for (JsonObjectReader b : a.objects(QStringLiteral("b"))) {
            cs << QString::number(b.positive(QStringLiteral("c"), 1.0));
            b.finish();
        }
        a.finish();
        return cs.join(QLatin1Char(','));
    }
    if (getter == QLatin1String("two numbers")) {  // first error wins
        const double a = o.number(k);
        const double b = o.number(QStringLiteral("j"));
        return QString::number(a) + QLatin1Char(',') + QString::number(b);
    }
    if (getter == QLatin1String("robot part")) {  // keys of a robot file's part
        o.string(QStringLiteral("part"));
        o.vec3(QStringLiteral("position"), Eigen::Vector3d::Zero());
        o.quaternion(QStringLiteral("rotation"));
        o.integerInRange(QStringLiteral("port"), 0, 13, 0);
        return {};
    }
    if (getter == QLatin1String("position")) {  // a required key that may be misspelt
        const Eigen::Vector3d v = o.vec3(QStringLiteral("position"));
        return joined({v.x(), v.y(), v.z()});
    }
    if (getter == QLatin1String("allow comment")) {
        o.allow({QStringLiteral("comment")});
        return QString::number(o.number(k));
    }
    if (getter == QLatin1String("nothing")) return {};
    qFatal("unknown getter %s", qPrintable(getter));
}

}  // namespace

class TestJsonReader : public QObject {
    Q_OBJECT
private slots:
    void getters_data();
    void getters();
    void nonFiniteNumbers_data();
    void nonFiniteNumbers();
    void parseJsonObject_data();
    void parseJsonObject();
    void messagesWithoutFileOrPath();
    void failIsFirstErrorWins();
    void longValuesAreQuoted();
};

void TestJsonReader::getters_data() {
    QTest::addColumn<QByteArray>("json");  // the object read as file "f.json"
    QTest::addColumn<QString>("getter");   // see read()
    QTest::addColumn<QString>("value");    // what the getter returned
    QTest::addColumn<QString>("error");    // the whole message, "" for success
    const QString none;
    auto row = [](const char* name, const char* json, const char* getter, const char* value,
                  const QString& error) {
        QTest::newRow(name) << QByteArray(json) << QString::fromLatin1(getter)
                            << QString::fromUtf8(value) << error;
    };
    auto err = [](const char* m) { return QStringLiteral("f.json: ") + QString::fromUtf8(m); };

    // number
    row("number", R"({"k": -2.5})", "number", "-2.5", none);
    row("number missing", R"({})", "number", "0", err("k: missing number"));
    row("number default", R"({})", "number=7", "7", none);
    row("number string", R"({"k": "2"})", "number=7", "7",
        err("k: expected a number, got a string"));
    row("number bool", R"({"k": true})", "number", "0",
        err("k: expected a number, got true or false"));
    row("number null", R"({"k": null})", "number", "0", err("k: expected a number, got null"));
    row("number array", R"({"k": [1]})", "number", "0", err("k: expected a number, got an array"));
    row("number object", R"({"k": {}})", "number", "0", err("k: expected a number, got an object"));
    // positive
    row("positive", R"({"k": 0.001})", "positive", "0.001", none);
    row("positive zero", R"({"k": 0})", "positive", "0", err("k: must be > 0 (got 0)"));
    row("positive negative", R"({"k": -1})", "positive=3", "3", err("k: must be > 0 (got -1)"));
    row("positive missing", R"({})", "positive", "0", err("k: missing number"));
    row("positive default", R"({})", "positive=3", "3", none);
    row("positive string", R"({"k": "1"})", "positive=3", "3",
        err("k: expected a number, got a string"));
    // integer
    row("integer", R"({"k": -12})", "integer=4", "-12", none);
    row("integer default", R"({})", "integer=4", "4", none);
    row("integer fraction", R"({"k": 2.5})", "integer=4", "4",
        err("k: must be a whole number (got 2.5)"));
    row("integer too big", R"({"k": 2e9})", "integer=4", "4",
        err("k: must be a whole number (got 2e+09)"));
    // Not "got 1": the value as written (issue 14: versions 1.0000000001).
    row("integer near whole", R"({"k": 1.0000000001})", "integer=4", "4",
        err("k: must be a whole number (got 1.0000000001)"));
    row("integer string", R"({"k": "3"})", "integer=4", "4",
        err("k: expected a number, got a string"));
    row("range low end", R"({"k": 0})", "integer0..13=5", "0", none);
    row("range high end", R"({"k": 13})", "integer0..13=5", "13", none);
    row("range above", R"({"k": 14})", "integer0..13=5", "5",
        err("k: must be a whole number from 0 to 13 (got 14)"));
    row("range below", R"({"k": -1})", "integer0..13=5", "5",
        err("k: must be a whole number from 0 to 13 (got -1)"));
    row("range fraction", R"({"k": 1.5})", "integer0..13=5", "5",
        err("k: must be a whole number from 0 to 13 (got 1.5)"));
    row("seed 2^53", R"({"k": 9007199254740992})", "seed", "9007199254740992", none);
    row("seed above 2^53", R"({"k": 1e16})", "seed", "9",
        err("k: must be a whole number from 0 to 9007199254740992 (got 1e+16)"));
    // boolean
    row("boolean false", R"({"k": false})", "boolean=true", "false", none);
    row("boolean default", R"({})", "boolean=true", "true", none);
    row("boolean string", R"({"k": "no"})", "boolean=true", "true",
        err("k: expected true or false, got a string"));
    row("boolean number", R"({"k": 0})", "boolean=true", "true",
        err("k: expected true or false, got a number"));
    // string
    row("string", R"({"k": "héllo"})", "string", "héllo", none);
    row("string empty", R"({"k": ""})", "string=def", "", none);
    row("string missing", R"({})", "string", "", err("k: missing string"));
    row("string default", R"({})", "string=def", "def", none);
    row("string number", R"({"k": 5})", "string=def", "def",
        err("k: expected a string, got a number"));
    // choice
    row("choice", R"({"k": "b"})", "choice", "1", none);
    row("choice last", R"({"k": "c"})", "choice=2", "2", none);
    row("choice default", R"({})", "choice=2", "2", none);
    row("choice missing", R"({})", "choice", "-1", err("k: missing string"));
    row("choice unknown", R"({"k": "B"})", "choice=2", "-1", err("k: 'B' is not one of: a, b, c"));
    row("choice number", R"({"k": 1})", "choice=2", "-1",
        err("k: expected a string, got a number"));
    // numbers
    row("numbers", R"({"k": [0.5, -3]})", "numbers2", "0.5,-3", none);
    row("numbers missing", R"({})", "numbers2", "0,0", err("k: missing array of 2 numbers"));
    row("numbers default", R"({})", "numbers2=8,9", "8,9", none);
    row("numbers short", R"({"k": [1]})", "numbers2=8,9", "8,9",
        err("k: must be an array of 2 numbers (got 1)"));
    row("numbers long", R"({"k": [1, 2, 3]})", "numbers2", "0,0",
        err("k: must be an array of 2 numbers (got 3)"));
    row("numbers element", R"({"k": [1, "2"]})", "numbers2", "0,0",
        err("k[1]: expected a number, got a string"));
    row("numbers not array", R"({"k": 1})", "numbers2", "0,0",
        err("k: expected an array of 2 numbers, got a number"));
    // vec3
    row("vec3", R"({"k": [1, 2, 3]})", "vec3", "1,2,3", none);
    row("vec3 missing", R"({})", "vec3", "0,0,0", err("k: missing array of 3 numbers"));
    row("vec3 default", R"({})", "vec3=1,1,1", "1,1,1", none);
    row("vec3 short", R"({"k": [1, 2]})", "vec3=1,1,1", "1,1,1",
        err("k: must be an array of 3 numbers (got 2)"));
    row("vec3 element null", R"({"k": [1, 2, null]})", "vec3", "0,0,0",
        err("k[2]: expected a number, got null"));
    row("vec3 string", R"({"k": "1 2 3"})", "vec3", "0,0,0",
        err("k: expected an array of 3 numbers, got a string"));
    // quaternion
    row("quaternion", R"({"k": [0, 0, 1, 0]})", "quaternion", "0,0,1,0", none);
    row("quaternion default", R"({})", "quaternion", "1,0,0,0", none);
    row("quaternion nearly unit", R"({"k": [1.0005, 0, 0, 0]})", "quaternion", "1,0,0,0", none);
    row("quaternion not unit", R"({"k": [2, 0, 0, 0]})", "quaternion", "1,0,0,0",
        err("k: must be a unit quaternion [w, x, y, z] (length 2)"));
    row("quaternion three", R"({"k": [1, 0, 0]})", "quaternion", "1,0,0,0",
        err("k: must be an array of 4 numbers (got 3)"));
    // arrays
    row("array", R"({"k": [1, "x", {}]})", "array", "3", none);
    row("array missing", R"({})", "array", "0", none);
    row("array required", R"({})", "array!", "0", err("k: missing array"));
    row("array number", R"({"k": 5})", "array", "0", err("k: expected an array, got a number"));
    // nested objects and arrays: the path names every step
    row("object", R"({"k": {"x": 2}})", "object.x", "2", none);
    row("object missing", R"({})", "object.x", "1", none);
    row("object required", R"({})", "object!", "0", err("k: missing object"));
    row("object not object", R"({"k": [1]})", "object.x", "1",
        err("k: expected an object, got an array"));
    row("object child", R"({"k": {"x": -4}})", "object.x", "1", err("k.x: must be > 0 (got -4)"));
    row("objects", R"({"k": [{"x": 1}, {"x": 2.5}]})", "objects.x", "1,2.5", none);
    row("objects element", R"({"k": [{"x": 1}, {"x": 2}, {"x": -1}]})", "objects.x", "1,2,0",
        err("k[2].x: must be > 0 (got -1)"));
    row("objects not object", R"({"k": [{"x": 1}, 3]})", "objects.x", "1,0",
        err("k[1]: expected an object, got a number"));
    row("objects errors in document order", R"({"k": [{"x": -1}, 5]})", "objects.x", "0,0",
        err("k[0].x: must be > 0 (got -1)"));
    row("deep path", R"({"k": {"b": [{}, {"c": 2}, {"c": -1}]}})", "deep", "1,2,1",
        err("k.b[2].c: must be > 0 (got -1)"));
    // unknown keys
    row("unknown top-level key", R"({"k": 1, "positon": [0, 0, 0]})", "number", "1",
        err("positon: unknown key (known: k)"));
    row("unknown nested key", R"({"k": {"b": [{"c": 1, "d": 2}]}})", "deep", "1",
        err("k.b[0].d: unknown key (known: c)"));
    row("unknown key in empty object", R"({"k": {"b": [{}], "z": 0}})", "deep", "1",
        err("k.z: unknown key (known: b)"));
    row("unknown key nothing known", R"({"x": 1})", "nothing", "",
        err("x: unknown key (this object has none)"));
    row("misspelt robot part key",
        R"({"part": "beam_5", "positon": [0, 0, 0], "rotation": [1, 0, 0, 0]})", "robot part", "",
        err("positon: unknown key (known: part, port, position, rotation)"));
    row("absent optional keys are known", R"({"part": "beam_5", "port": 3})", "robot part", "",
        none);
    row("misspelt required key", R"({"positon": [1, 2, 3]})", "position", "0,0,0",
        err("positon: unknown key (did you mean 'position'?)"));
    row("required key, two edits", R"({"psotion": [1, 2, 3]})", "position", "0,0,0",
        err("psotion: unknown key (did you mean 'position'?)"));
    row("required key, other key far off", R"({"pos": [1, 2, 3]})", "position", "0,0,0",
        err("position: missing array of 3 numbers"));
    row("required key present beside near miss", R"({"position": [1, 2, 3], "positon": 1})",
        "position", "1,2,3", err("positon: unknown key (known: position)"));
    row("near miss of a short key is not guessed", R"({"j": 1})", "number", "0",
        err("k: missing number"));
    row("allowed key", R"({"k": 1, "comment": "for people"})", "allow comment", "1", none);
    row("first error wins", R"({"k": "x", "j": "y", "typo": 1})", "two numbers", "0,0",
        err("k: expected a number, got a string"));
    row("type error before unknown key", R"({"k": "x", "j": 2})", "number", "0",
        err("k: expected a number, got a string"));
}

void TestJsonReader::getters() {
    QFETCH(QByteArray, json);
    QFETCH(QString, getter);
    QFETCH(QString, value);
    QFETCH(QString, error);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    QVERIFY2(pe.error == QJsonParseError::NoError && doc.isObject(), json.constData());
    JsonReader r(QStringLiteral("f.json"));
    JsonObjectReader o = r.root(doc.object());
    QCOMPARE(read(o, getter), value);
    o.finish();
    QCOMPARE(r.failed(), !error.isEmpty());
    QCOMPARE(r.status().ok(), error.isEmpty());
    if (!error.isEmpty()) {
        QCOMPARE(QString::fromStdString(r.error().message), error);
        QCOMPARE(QString::fromStdString(r.status().message()), error);
    }
}

void TestJsonReader::nonFiniteNumbers_data() {
    // Documents built in code (SceneDocument::fromJson takes a QJsonObject) can hold NaN and
    // infinities, which JSON text cannot; every number getter refuses them.
    QTest::addColumn<double>("x");
    QTest::addColumn<QString>("getter");
    QTest::addColumn<bool>("in_array");
    QTest::addColumn<QString>("error");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    // The message names the value: "NaN", "infinity", "-infinity" (issue 14).
    auto finite = [](const char* got) {
        return QStringLiteral("f.json: k: must be a finite number (got %1)")
            .arg(QLatin1String(got));
    };
    auto finite1 = [](const char* got) {
        return QStringLiteral("f.json: k[1]: must be a finite number (got %1)")
            .arg(QLatin1String(got));
    };
    QTest::newRow("nan number") << nan << "number" << false << finite("NaN");
    QTest::newRow("inf number") << inf << "number=7" << false << finite("infinity");
    QTest::newRow("-inf number") << -inf << "number" << false << finite("-infinity");
    QTest::newRow("inf positive") << inf << "positive" << false << finite("infinity");
    QTest::newRow("nan positive") << nan << "positive=3" << false << finite("NaN");
    QTest::newRow("inf integer") << inf << "integer=4" << false << finite("infinity");
    QTest::newRow("nan integer in range") << nan << "integer0..13=5" << false << finite("NaN");
    QTest::newRow("nan in vec3") << nan << "vec3" << true << finite1("NaN");
    QTest::newRow("inf in numbers") << inf << "numbers2" << true << finite1("infinity");
    QTest::newRow("-inf in quaternion") << -inf << "quaternion" << true << finite1("-infinity");
    QTest::newRow("large finite") << 1e300 << "number" << false << QString();
}

void TestJsonReader::nonFiniteNumbers() {
    QFETCH(double, x);
    QFETCH(QString, getter);
    QFETCH(bool, in_array);
    QFETCH(QString, error);
    QJsonObject object;
    if (in_array) {
        QJsonArray a{0.0, x, 0.0};
        if (getter == QLatin1String("numbers2")) a.removeLast();
        if (getter == QLatin1String("quaternion")) a.append(1.0);
        object[QStringLiteral("k")] = a;
    } else {
        object[QStringLiteral("k")] = x;
    }
    // The value really is non-finite inside the object (so the getters are what refuses it).
    if (!in_array)
        QCOMPARE(std::isfinite(object.value(QStringLiteral("k")).toDouble()), error.isEmpty());
    JsonReader r(QStringLiteral("f.json"));
    JsonObjectReader o = r.root(object);
    read(o, getter);
    o.finish();
    QCOMPARE(r.failed(), !error.isEmpty());
    if (r.failed()) QCOMPARE(QString::fromStdString(r.error().message), error);
}

void TestJsonReader::parseJsonObject_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");  // a prefix of the message; "" for success
    QTest::newRow("object") << QByteArray(R"({"a": 1})") << QString();
    QTest::newRow("empty object") << QByteArray("{}") << QString();
    QTest::newRow("truncated") << QByteArray(R"({"a": )")
                               << QStringLiteral("robot.json: not valid JSON at byte 6: ");
    QTest::newRow("trailing comma")
        << QByteArray(R"({"a": 1,})") << QStringLiteral("robot.json: not valid JSON at byte ");
    QTest::newRow("empty") << QByteArray()
                           << QStringLiteral("robot.json: not valid JSON at byte 0");
    QTest::newRow("array") << QByteArray("[1, 2]")
                           << QStringLiteral("robot.json: the top level must be a JSON object");
}

void TestJsonReader::parseJsonObject() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    const Result<QJsonObject> r = core::parseJsonObject(bytes, QStringLiteral("robot.json"));
    QCOMPARE(r.ok(), error.isEmpty());
    if (!r.ok()) {
        const QString msg = QString::fromStdString(r.message());
        QVERIFY2(msg.startsWith(error), qPrintable(msg));
    } else {
        QCOMPARE(r.value(), QJsonDocument::fromJson(bytes).object());
    }
}

void TestJsonReader::messagesWithoutFileOrPath() {
    JsonReader no_file{QString()};
    no_file.fail(QStringLiteral("a.b"), QStringLiteral("bad"));
    QCOMPARE(QString::fromStdString(no_file.error().message), QStringLiteral("a.b: bad"));
    JsonReader no_path(QStringLiteral("x.json"));
    no_path.fail(QString(), QStringLiteral("bad"));
    QCOMPARE(QString::fromStdString(no_path.error().message), QStringLiteral("x.json: bad"));
    QCOMPARE(JsonReader::key(QString(), QStringLiteral("k")), QStringLiteral("k"));
    QCOMPARE(JsonReader::key(QStringLiteral("a[2]"), QStringLiteral("k")),
             QStringLiteral("a[2].k"));
    QCOMPARE(JsonReader::index(QStringLiteral("a.b"), 12), QStringLiteral("a.b[12]"));
}

void TestJsonReader::failIsFirstErrorWins() {
    JsonReader r(QStringLiteral("x.json"));
    QVERIFY_OK(r.status());
    r.fail(QStringLiteral("a"), QStringLiteral("first"));
    r.fail(QStringLiteral("b"), QStringLiteral("second"));
    QCOMPARE(QString::fromStdString(r.error().message), QStringLiteral("x.json: a: first"));
    // Reading goes on with fallbacks after a failure and records nothing more.
    JsonObjectReader o = r.root(QJsonObject{{QStringLiteral("k"), QStringLiteral("s")}});
    QCOMPARE(o.number(QStringLiteral("k"), 7.0), 7.0);
    QCOMPARE(QString::fromStdString(r.error().message), QStringLiteral("x.json: a: first"));
}

void TestJsonReader::longValuesAreQuoted() {
    // A bad value or key of megabytes is cut at 80 characters in the message (issue 14).
    const QString longValue(1'000'000, QLatin1Char('v'));
    const QString longKey(100'000, QLatin1Char('q'));
    QJsonObject object{{QStringLiteral("k"), longValue}, {longKey, 1}};
    JsonReader r(QStringLiteral("f.json"));
    JsonObjectReader o = r.root(object);
    QCOMPARE(o.choice(QStringLiteral("k"), {QStringLiteral("a")}), -1);
    QCOMPARE(
        QString::fromStdString(r.error().message),
        QStringLiteral("f.json: k: '%1...' is not one of: a").arg(QString(80, QLatin1Char('v'))));
    JsonReader r2(QStringLiteral("f.json"));
    JsonObjectReader o2 = r2.root(object);
    o2.allow({QStringLiteral("k")});
    o2.finish();
    QCOMPARE(
        QString::fromStdString(r2.error().message),
        QStringLiteral("f.json: %1...: unknown key (known: k)").arg(QString(80, QLatin1Char('q'))));
}

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_json_reader.moc"
