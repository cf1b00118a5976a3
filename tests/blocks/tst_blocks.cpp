// SPDX-License-Identifier: GPL-3.0-or-later
// botlab::blocks without a simulation: Lua -> blocks -> Lua -> blocks gives the same block tree
// for every example and student program; Lua without a block keeps its exact text; a syntax error
// names its line; the JSON is Blockly's; the generator's precedence, line map and error messages;
// the .blocks file format; the catalogue.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "blocks_test_files.h"
#include "botlab/blocks/blocks.h"
#include "botlab/scripting/api.h"
#include "botlab_test.h"

using namespace botlab;

namespace {

QJsonObject parse(const std::string& json) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
}

/// The tree without what Blockly or the layout may change: block ids and positions.
QJsonValue stripped(const QJsonValue& v) {
    if (v.isObject()) {
        QJsonObject o;
        const QJsonObject in = v.toObject();
        const bool block = in.contains("type");
        for (auto it = in.begin(); it != in.end(); ++it)
            if (!block || (it.key() != "id" && it.key() != "x" && it.key() != "y"))
                o.insert(it.key(), stripped(it.value()));
        return o;
    }
    if (v.isArray()) {
        QJsonArray a;
        for (const QJsonValue& x : v.toArray()) a.append(stripped(x));
        return a;
    }
    return v;
}

/// stripped(), and without any "id" and without a shadow that has a block over it.
QJsonValue normalised(const QJsonValue& v) {
    if (v.isObject()) {
        QJsonObject o;
        const QJsonObject in = v.toObject();
        for (auto it = in.begin(); it != in.end(); ++it) {
            if (it.key() == "id" || it.key() == "x" || it.key() == "y") continue;
            if (it.key() == "shadow" && in.contains("block")) continue;
            o.insert(it.key(), normalised(it.value()));
        }
        return o;
    }
    if (v.isArray()) {
        QJsonArray a;
        for (const QJsonValue& x : v.toArray()) a.append(normalised(x));
        return a;
    }
    return v;
}

/// Every block of a workspace (depth first), as JSON objects.
void collectBlocks(const QJsonValue& v, QList<QJsonObject>& out) {
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains("type") && o.value("type").isString()) out << o;
        for (const QJsonValue& x : o) collectBlocks(x, out);
    } else if (v.isArray()) {
        for (const QJsonValue& x : v.toArray()) collectBlocks(x, out);
    }
}

QList<QJsonObject> blocksOf(const std::string& workspace) {
    QList<QJsonObject> out;
    collectBlocks(parse(workspace).value("blocks"), out);
    return out;
}

/// Lua -> blocks -> Lua.
std::string roundTrip(const std::string& lua) {
    Result<std::string> ws = blocks::luaToBlocks(lua);
    if (!ws) return "ERROR " + ws.message();
    Result<blocks::GeneratedLua> back = blocks::blocksToLua(ws.value());
    if (!back) return "ERROR " + back.message();
    return back->text;
}

}  // namespace

class TestBlocks : public QObject {
    Q_OBJECT
private slots:
    // Every example (all languages) and every student program of tests/blocks/data: Lua ->
    // blocks -> Lua -> blocks gives the same block tree, and the Lua a second time is the same.
    void roundTripKeepsTheTree_data() {
        QTest::addColumn<QString>("path");
        int rows = 0;
        for (const QString& dir : {QString("/examples"), QString("/tests/blocks/data")}) {
            QDirIterator it(sourceDir() + dir, {"*.lua"}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QTest::newRow(qPrintable(QDir(sourceDir()).relativeFilePath(path))) << path;
                ++rows;
            }
        }
        QVERIFY(rows >= 30);
    }
    // luaToBlocksWithLines: a line of the program -> the block of the statement starting on it
    // -> that block's first line in the generated Lua (a breakpoint kept through a conversion).
    void programLinesMapToTheirStatements_data() {
        QTest::addColumn<int>("line");       // in kProgram below
        QTest::addColumn<int>("generated");  // 0: no statement starts on the line
        QTest::addColumn<QString>("text");   // the generated line, trimmed
        QTest::newRow("local a, b: the first block") << 2 << 3 << "local last_err = 0";
        QTest::newRow("a function: its procedure") << 4 << 6 << "local function clamp(v)";
        QTest::newRow("one-line if: the if, not its return") << 5 << 7 << "if v > 1 then";
        QTest::newRow("in a loop's body") << 12 << 16 << "last_err = err";
        QTest::newRow("two statements on a line: the first") << 15 << 18 << "lost_since = time()";
        QTest::newRow("after a blank line gone") << 16 << 20 << "wait(0.05)";
        QTest::newRow("a comment line") << 1 << 0 << "";
        QTest::newRow("a blank line") << 14 << 0 << "";
        QTest::newRow("an end") << 13 << 0 << "";
    }
    void programLinesMapToTheirStatements() {
        QFETCH(int, line);
        QFETCH(int, generated);
        QFETCH(QString, text);
        const char* kProgram =
            "-- follow the line\n"                         // 1
            "local last_err, lost_since = 0, nil\n"        // 2
            "\n"                                           // 3
            "local function clamp(v)\n"                    // 4
            "  if v > 1 then return 1 end\n"               // 5
            "  return v\n"                                 // 6
            "end\n"                                        // 7
            "\n"                                           // 8
            "while true do\n"                              // 9
            "  local err = clamp(0.5)   -- how far off\n"  // 10
            "  if err > 0.2 then\n"                        // 11
            "    last_err = err\n"                         // 12
            "  end\n"                                      // 13
            "\n"                                           // 14
            "  lost_since = time() print(lost_since)\n"    // 15
            "  wait(0.05)\n"                               // 16
            "end\n";                                       // 17
        Result<blocks::BlocksOfLua> ws = blocks::luaToBlocksWithLines(kProgram);
        QVERIFY_OK(ws);
        QCOMPARE(ws->workspace, blocks::luaToBlocks(kProgram).value());
        Result<blocks::GeneratedLua> lua = blocks::blocksToLua(ws->workspace);
        QVERIFY_OK(lua);
        const auto it = ws->line_to_block.find(line);
        if (generated == 0) {
            QVERIFY(it == ws->line_to_block.end());
            return;
        }
        QVERIFY(it != ws->line_to_block.end());
        int first = 0;
        for (const auto& [l, id] : lua->line_to_block)
            if (id == it->second) {
                first = l;
                break;
            }
        QCOMPARE(first, generated);
        const QStringList lines = QString::fromStdString(lua->text).split('\n');
        QCOMPARE(lines.value(generated - 1).trimmed(), text);
    }

    void roundTripKeepsTheTree() {
        QFETCH(QString, path);
        const std::string lua = readText(path);
        QVERIFY(!lua.empty());
        Result<std::string> ws1 = blocks::luaToBlocks(lua);
        QVERIFY_OK(ws1);
        Result<blocks::GeneratedLua> lua1 = blocks::blocksToLua(ws1.value());
        QVERIFY_OK(lua1);
        Result<std::string> ws2 = blocks::luaToBlocks(lua1->text);
        QVERIFY_OK(ws2);
        QCOMPARE(stripped(parse(ws2.value())), stripped(parse(ws1.value())));
        Result<blocks::GeneratedLua> lua2 = blocks::blocksToLua(ws2.value());
        QVERIFY_OK(lua2);
        QCOMPARE(QString::fromStdString(lua2->text), QString::fromStdString(lua1->text));
        // Blocks, not one grey block: most statements of a program have blocks of their own.
        int code = 0, all = 0;
        for (const QJsonObject& b : blocksOf(ws1.value())) {
            ++all;
            if (b.value("type").toString() == "botlab_lua_code") ++code;
        }
        if (path.contains("lua_code")) return;  // that one is about Lua without blocks
        QVERIFY2(code * 5 < all,
                 qPrintable(QString("%1 of %2 blocks are Lua code").arg(code).arg(all)));
    }

    // Lua that has no block becomes a grey block holding its exact text, and comes back as it was.
    void luaWithoutABlockKeepsItsText_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("type");
        QTest::newRow("goto") << "::top::\ngoto top\n"
                              << "goto top"
                              << "botlab_lua_code";
        QTest::newRow("label") << "::top::\ngoto top\n"
                               << "::top::"
                               << "botlab_lua_code";
        QTest::newRow("metatable")
            << "local t = setmetatable({}, {__index = function(t, k) return 0 end})\n"
            << "setmetatable({}, {__index = function(t, k) return 0 end})"
            << "botlab_lua_expr";
        QTest::newRow("method call") << "local s = \"abc\"\nprint(s:upper())\n"
                                     << "s:upper()"
                                     << "botlab_lua_expr";
        QTest::newRow("method statement") << "obj:go(1, 2)  -- go\n"
                                          << "obj:go(1, 2)  -- go"
                                          << "botlab_lua_code";
        QTest::newRow("two globals from calls") << "a, b = f(), g()\n"
                                                << "a, b = f(), g()"
                                                << "botlab_lua_code";
        QTest::newRow("bytes") << "print(\"\\xff\\200\")\n"
                               << "\"\\xff\\200\""
                               << "botlab_lua_expr";
        QTest::newRow("swap") << "a, b = b, a\n"
                              << "a, b = b, a"
                              << "botlab_lua_code";
        QTest::newRow("multiple returns") << "local found, x = camera.blob(1, \"red\")\n"
                                          << "local found, x = camera.blob(1, \"red\")"
                                          << "botlab_lua_code";
        QTest::newRow("do block") << "do\n  local x = 1\n  print(x)\nend\n"
                                  << "do\n  local x = 1\n  print(x)\nend"
                                  << "botlab_lua_code";
        QTest::newRow("const local") << "local K <const> = 3\n"
                                     << "local K <const> = 3"
                                     << "botlab_lua_code";
        QTest::newRow("field assignment") << "t.speed = 4\n"
                                          << "t.speed = 4"
                                          << "botlab_lua_code";
        QTest::newRow("function in a table") << "function M.f(x)\n    return x\nend\n"
                                             << "function M.f(x)\n    return x\nend"
                                             << "botlab_lua_code";
        QTest::newRow("varargs") << "local function f(...)\n  return select('#', ...)\nend\n"
                                 << "local function f(...)\n  return select('#', ...)\nend"
                                 << "botlab_lua_code";
        QTest::newRow("integer division") << "x = 7 // 2\n"
                                          << "7 // 2"
                                          << "botlab_lua_expr";
        QTest::newRow("bitwise") << "x = 6 & 3 | 1\n"
                                 << "6 & 3 | 1"
                                 << "botlab_lua_expr";
        QTest::newRow("string.format") << "print(string.format(\"%.1f\", 2))\n"
                                       << "string.format(\"%.1f\", 2)"
                                       << "botlab_lua_expr";
        QTest::newRow("anonymous function") << "local f = function(x) return x * 2 end\n"
                                            << "function(x) return x * 2 end"
                                            << "botlab_lua_expr";
        QTest::newRow("name differing in case") << "speed = 1\nSpeed = 2\nprint(speed, Speed)\n"
                                                << "Speed = 2"
                                                << "botlab_lua_code";
        QTest::newRow("name differing in case, read") << "speed = 1\nprint(speed, Speed)\n"
                                                      << "Speed"
                                                      << "botlab_lua_expr";
        QTest::newRow("long string") << "local s = [[a\nb]] .. x:rep(2)\n"
                                     << "x:rep(2)"
                                     << "botlab_lua_expr";
    }
    void luaWithoutABlockKeepsItsText() {
        QFETCH(QString, program);
        QFETCH(QString, kept);
        QFETCH(QString, type);
        Result<std::string> ws = blocks::luaToBlocks(program.toStdString());
        QVERIFY_OK(ws);
        bool found = false;
        for (const QJsonObject& b : blocksOf(ws.value()))
            if (b.value("type").toString() == type &&
                b.value("fields").toObject().value("CODE").toString() == kept)
                found = true;
        QVERIFY2(found, ws.value().c_str());
        const QString back = QString::fromStdString(roundTrip(program.toStdString()));
        QVERIFY2(back.contains(kept), qPrintable(back));
    }

    // Any text, however broken (every cut of every example), converts or is an error naming a
    // line; what converts generates Lua that converts again.
    void brokenTextNeverCrashes() {
        QDirIterator it(sourceDir() + "/examples", {"*.lua"}, QDir::Files,
                        QDirIterator::Subdirectories);
        int converted = 0, refused = 0;
        while (it.hasNext()) {
            const std::string lua = readText(it.next());
            for (std::size_t cut = 0; cut < lua.size(); cut += 13) {
                const std::string part = lua.substr(0, cut);
                Result<std::string> ws = blocks::luaToBlocks(part);
                if (!ws.ok()) {
                    QVERIFY2(QString::fromStdString(ws.message()).startsWith("line "),
                             ws.message().c_str());
                    ++refused;
                    continue;
                }
                ++converted;
                Result<blocks::GeneratedLua> back = blocks::blocksToLua(ws.value());
                QVERIFY2(back.ok(), part.c_str());
                QVERIFY2(blocks::luaToBlocks(back->text).ok(), back->text.c_str());
            }
        }
        QVERIFY(converted > 100 && refused > 100);
    }

    // A syntax error is an error naming its line (never a workspace with a part left out).
    void syntaxErrorNamesTheLine_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        QTest::newRow("missing end") << "if x then\n  y = 1\n" << 3 << "'end' expected";
        QTest::newRow("double =") << "x = = 1\n" << 1 << "unexpected symbol";
        QTest::newRow("unfinished string") << "print(1)\nlocal s = 'abc\n"
                                           << 2 << "unfinished string";
        QTest::newRow("extra paren") << "motor.speed(1, 50))\n" << 1 << "near ')'";
        QTest::newRow("expression statement") << "wait(1)\nx + 1\n" << 2 << "syntax error";
        QTest::newRow("unfinished long comment") << "x = 1\n--[[ note\nmore\n"
                                                 << 2 << "unfinished long comment";
        QTest::newRow("malformed number") << "\n\nx = 3e\n" << 3 << "malformed number";
        QTest::newRow("return not last") << "function f()\n  return 1\n  x = 2\nend\n"
                                         << 3 << "'end' expected";
        QTest::newRow("bad escape") << "print(\"a\\qb\")\n" << 1 << "invalid escape";
    }
    void syntaxErrorNamesTheLine() {
        QFETCH(QString, program);
        QFETCH(int, line);
        QFETCH(QString, words);
        Result<std::string> ws = blocks::luaToBlocks(program.toStdString());
        QVERIFY(!ws.ok());
        const QString message = QString::fromStdString(ws.message());
        QVERIFY2(message.startsWith(QString("line %1: ").arg(line)), qPrintable(message));
        QVERIFY2(message.contains(words), qPrintable(message));
    }

    // The JSON is Blockly's serialisation of its standard blocks, so Blockly loads it.
    void blocklyJson_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("expected");  // the first top block, stripped, compact JSON
        QTest::newRow("if elseif else")
            << "if a then\nelseif b then\nelse\nend\n"
            << R"({"extraState":{"elseIfCount":1,"hasElse":true},"inputs":{"IF0":{"block":{"fields":{"VAR":{"id":"var_a"}},"type":"variables_get"}},"IF1":{"block":{"fields":{"VAR":{"id":"var_b"}},"type":"variables_get"}}},"type":"controls_if"})";
        QTest::newRow("for with a step")
            << "for i = 10, 1, -2 do\nend\n"
            << R"({"fields":{"VAR":{"id":"var_i"}},"inputs":{"BY":{"block":{"fields":{"NUM":-2},"type":"math_number"}},"FROM":{"block":{"fields":{"NUM":10},"type":"math_number"}},"TO":{"block":{"fields":{"NUM":1},"type":"math_number"}}},"type":"controls_for"})";
        QTest::newRow("precedence")
            << "x = 1 + 2 * 3\n"
            << R"({"fields":{"VAR":{"id":"var_x"}},"inputs":{"VALUE":{"block":{"fields":{"OP":"ADD"},"inputs":{"A":{"block":{"fields":{"NUM":1},"type":"math_number"}},"B":{"block":{"fields":{"OP":"MULTIPLY"},"inputs":{"A":{"block":{"fields":{"NUM":2},"type":"math_number"}},"B":{"block":{"fields":{"NUM":3},"type":"math_number"}}},"type":"math_arithmetic"}}},"type":"math_arithmetic"}}},"type":"variables_set"})";
        QTest::newRow("motor with a port")
            << "motor.speed(1, 50)\n"
            << R"({"inputs":{"PERCENT":{"block":{"fields":{"NUM":50},"type":"math_number"}},"PORT":{"shadow":{"fields":{"PORT":"1"},"type":"botlab_motor_port"}}},"type":"botlab_motor_speed"})";
        QTest::newRow("print")
            << "print(\"a\", 1)\n"
            << R"({"extraState":{"itemCount":2},"inputs":{"ADD0":{"block":{"fields":{"TEXT":"a"},"type":"text"}},"ADD1":{"block":{"fields":{"NUM":1},"type":"math_number"}}},"type":"botlab_print"})";
        QTest::newRow("wait until")
            << "waitUntil(function() return touch.pressed(3) end, 5)\n"
            << R"({"inputs":{"CONDITION":{"block":{"inputs":{"PORT":{"shadow":{"fields":{"PORT":"3"},"type":"botlab_sensor_port"}}},"type":"botlab_touch_pressed"}},"TIMEOUT_S":{"block":{"fields":{"NUM":5},"type":"math_number"}}},"type":"botlab_waitUntil"})";
        QTest::newRow("repeat n times")
            << "for _ = 1, 4 do\n  wait(1)\nend\n"
            << R"({"inputs":{"DO":{"block":{"inputs":{"S":{"block":{"fields":{"NUM":1},"type":"math_number"}}},"type":"botlab_wait"}},"TIMES":{"block":{"fields":{"NUM":4},"type":"math_number"}}},"type":"controls_repeat_ext"})";
        QTest::newRow("for each")
            << "for _, v in ipairs(t) do\nend\n"
            << R"({"fields":{"VAR":{"id":"var_v"}},"inputs":{"LIST":{"block":{"fields":{"VAR":{"id":"var_t"}},"type":"variables_get"}}},"type":"controls_forEach"})";
        QTest::newRow("list item")
            << "x = t[2]\n"
            << R"({"fields":{"VAR":{"id":"var_x"}},"inputs":{"VALUE":{"block":{"fields":{"MODE":"GET","WHERE":"FROM_START"},"inputs":{"AT":{"block":{"fields":{"NUM":2},"type":"math_number"}},"VALUE":{"block":{"fields":{"VAR":{"id":"var_t"}},"type":"variables_get"}}},"type":"lists_getIndex"}}},"type":"variables_set"})";
        QTest::newRow("function with a result")
            << "function twice(x)\n  return 2 * x\nend\n"
            << R"({"extraState":{"params":[{"id":"var_x","name":"x"}]},"fields":{"NAME":"twice"},"inputs":{"RETURN":{"block":{"fields":{"OP":"MULTIPLY"},"inputs":{"A":{"block":{"fields":{"NUM":2},"type":"math_number"}},"B":{"block":{"fields":{"VAR":{"id":"var_x"}},"type":"variables_get"}}},"type":"math_arithmetic"}}},"type":"procedures_defreturn"})";
        QTest::newRow("hex and float numerals")
            << "x = 0x10 + 5. + .5\n"
            << R"({"fields":{"VAR":{"id":"var_x"}},"inputs":{"VALUE":{"block":{"fields":{"OP":"ADD"},"inputs":{"A":{"block":{"fields":{"OP":"ADD"},"inputs":{"A":{"block":{"fields":{"NUM":16},"type":"math_number"}},"B":{"block":{"fields":{"NUM":5.0},"type":"math_number"}}},"type":"math_arithmetic"}},"B":{"block":{"fields":{"NUM":0.5},"type":"math_number"}}},"type":"math_arithmetic"}}},"type":"variables_set"})";
    }
    void blocklyJson() {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        Result<std::string> ws = blocks::luaToBlocks(program.toStdString());
        QVERIFY_OK(ws);
        const QJsonObject root = parse(ws.value());
        QCOMPARE(root.value("blocks").toObject().value("languageVersion").toInt(-1), 0);
        const QJsonObject first =
            root.value("blocks").toObject().value("blocks").toArray().first().toObject();
        QVERIFY(first.contains("id") && first.contains("x") && first.contains("y"));
        const QJsonObject want = QJsonDocument::fromJson(expected.toUtf8()).object();
        QVERIFY(!want.isEmpty());
        QCOMPARE(stripped(first).toObject(), want);
        // Every variable a block names is in the workspace's list.
        QSet<QString> ids;
        for (const QJsonValue& v : root.value("variables").toArray())
            ids << v.toObject().value("id").toString();
        for (const QJsonObject& b : blocksOf(ws.value())) {
            const QJsonValue var = b.value("fields").toObject().value("VAR");
            if (var.isObject()) QVERIFY(ids.contains(var.toObject().value("id").toString()));
        }
    }

    // Blocks as Blockly makes them (not only as luaToBlocks does) come back as the same blocks.
    void blocklyBlocksComeBack_data() {
        QTest::addColumn<QString>("workspace");
        QTest::addColumn<QString>("lua");
        QTest::newRow("repeat until")
            << R"({"blocks":{"languageVersion":0,"blocks":[{"type":"controls_whileUntil","id":"a","x":0,"y":0,"fields":{"MODE":"UNTIL"},"inputs":{"BOOL":{"block":{"type":"botlab_touch_pressed","id":"b","inputs":{"PORT":{"shadow":{"type":"botlab_sensor_port","id":"c","fields":{"PORT":"4"}}}}}},"DO":{"block":{"type":"botlab_wait","id":"d","inputs":{"S":{"block":{"type":"math_number","id":"e","fields":{"NUM":0.1}}}}}}}}]}})"
            << "while not touch.pressed(4) do\n  wait(0.1)\nend\n";
        QTest::newRow("change by")
            << R"({"blocks":{"languageVersion":0,"blocks":[{"type":"math_change","id":"a","x":0,"y":0,"fields":{"VAR":{"id":"q"}},"inputs":{"DELTA":{"shadow":{"type":"math_number","id":"b","fields":{"NUM":1}},"block":{"type":"math_arithmetic","id":"c","fields":{"OP":"MINUS"},"inputs":{"A":{"block":{"type":"variables_get","id":"d","fields":{"VAR":{"id":"q"}}}},"B":{"block":{"type":"math_number","id":"e","fields":{"NUM":2}}}}}}}}]},"variables":[{"name":"n","id":"q"}]})"
            << "n = n + (n - 2)\n";
        QTest::newRow("join of one")
            << R"({"blocks":{"languageVersion":0,"blocks":[{"type":"botlab_print","id":"p","x":0,"y":0,"extraState":{"itemCount":1},"inputs":{"ADD0":{"block":{"type":"text_join","id":"j","extraState":{"itemCount":1},"inputs":{"ADD0":{"block":{"type":"botlab_time","id":"t"}}}}}}}]}})"
            << "print(tostring(time()))\n";
        QTest::newRow("function and call")
            << R"({"blocks":{"languageVersion":0,"blocks":[{"type":"procedures_defnoreturn","id":"p","x":0,"y":0,"extraState":{"params":[{"name":"speed","id":"s"}]},"fields":{"NAME":"go"},"inputs":{"STACK":{"block":{"type":"botlab_motor_speed","id":"m","inputs":{"PORT":{"shadow":{"type":"botlab_motor_port","id":"mp","fields":{"PORT":"1"}}},"PERCENT":{"block":{"type":"variables_get","id":"g","fields":{"VAR":{"id":"s"}}}}}}}}},{"type":"procedures_callnoreturn","id":"c","x":0,"y":200,"extraState":{"name":"go","params":["speed"]},"inputs":{"ARG0":{"block":{"type":"math_number","id":"n","fields":{"NUM":30}}}}}]},"variables":[{"name":"speed","id":"s"}]})"
            << "function go(speed)\n  motor.speed(1, speed)\nend\n\ngo(30)\n";
    }
    void blocklyBlocksComeBack() {
        QFETCH(QString, workspace);
        QFETCH(QString, lua);
        Result<blocks::GeneratedLua> generated = blocks::blocksToLua(workspace.toStdString());
        QVERIFY_OK(generated);
        QCOMPARE(QString::fromStdString(generated->text), lua);
        Result<std::string> back = blocks::luaToBlocks(generated->text);
        QVERIFY_OK(back);
        // The same tree, but for ids, positions, variable ids (made from names here) and the
        // shadows Blockly keeps under a block.
        QJsonObject want = parse(workspace.toStdString());
        QJsonObject got = parse(back.value());
        want.remove("variables");
        got.remove("variables");
        QCOMPARE(normalised(got), normalised(want));
    }

    // The generator writes only the parentheses Lua needs, and keeps those it does.
    void generatedPrecedence_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("lua");
        QTest::newRow("needed") << "x = (a + b) * c"
                                << "x = (a + b) * c\n";
        QTest::newRow("right operand") << "x = a - (b - c)"
                                       << "x = a - (b - c)\n";
        QTest::newRow("left operand") << "x = (a - b) - c"
                                      << "x = a - b - c\n";
        QTest::newRow("power right assoc") << "x = 2 ^ 3 ^ 2"
                                           << "x = 2 ^ 3 ^ 2\n";
        QTest::newRow("power left") << "x = (2 ^ 3) ^ 2"
                                    << "x = (2 ^ 3) ^ 2\n";
        QTest::newRow("negative base") << "x = (-2) ^ 2"
                                       << "x = (-2) ^ 2\n";
        QTest::newRow("minus power") << "x = -2 ^ 2"
                                     << "x = -2 ^ 2\n";
        QTest::newRow("double minus") << "x = - -y"
                                      << "x = - -y\n";
        QTest::newRow("not compare") << "x = not (a == b)"
                                     << "x = not (a == b)\n";
        QTest::newRow("and or") << "x = a and b or c"
                                << "x = a and b or c\n";
        QTest::newRow("or in and") << "x = a and (b or c)"
                                   << "x = a and (b or c)\n";
        QTest::newRow("length") << "x = #t + 1"
                                << "x = #t + 1\n";
        QTest::newRow("concat") << "x = a .. b .. c"
                                << "x = a .. b .. c\n";
        QTest::newRow("concat of sum") << "x = a .. (b + 1)"
                                       << "x = a .. b + 1\n";
        QTest::newRow("modulo") << "x = (a + 540) % 360 - 180"
                                << "x = (a + 540) % 360 - 180\n";
        QTest::newRow("lua expr left") << "x = (7 // 2) * 3"
                                       << "x = 7 // 2 * 3\n";
        QTest::newRow("lua expr right") << "x = 3 * (7 // 2)"
                                        << "x = 3 * (7 // 2)\n";
        QTest::newRow("lua expr concat") << "x = (a // 2) .. \"!\""
                                         << "x = a // 2 .. \"!\"\n";
        QTest::newRow("string escapes") << "x = 'a\\t\"b\"\\n'"
                                        << "x = \"a\\t\\\"b\\\"\\n\"\n";
        QTest::newRow("min max") << "x = math.max(-1, math.min(1, y))"
                                 << "x = math.max(-1, math.min(1, y))\n";
        QTest::newRow("truncating parens") << "print((f()))"
                                           << "print((f()))\n";
    }
    void generatedPrecedence() {
        QFETCH(QString, program);
        QFETCH(QString, lua);
        QCOMPARE(QString::fromStdString(roundTrip(program.toStdString())), lua);
    }

    // Each Lua line points at the block that wrote it (the GUI highlights the running block).
    void lineToBlock() {
        const std::string ws = R"({"blocks":{"languageVersion":0,"blocks":[
            {"type":"botlab_wait","id":"second","x":10,"y":300,
             "inputs":{"S":{"block":{"type":"math_number","id":"n2","fields":{"NUM":2}}}}},
            {"type":"controls_whileUntil","id":"loop","x":10,"y":10,"fields":{"MODE":"WHILE"},
             "inputs":{"BOOL":{"block":{"type":"logic_boolean","id":"t","fields":{"BOOL":"TRUE"}}},
                       "DO":{"block":{"type":"botlab_motor_speed","id":"m",
                         "inputs":{"PORT":{"shadow":{"type":"botlab_motor_port","id":"p","fields":{"PORT":"2"}}},
                                   "PERCENT":{"block":{"type":"variables_get","id":"g","fields":{"VAR":{"id":"XyZ"}}}}},
                         "next":{"block":{"type":"botlab_wait","id":"w","enabled":false}}}}}},
            {"type":"math_number","id":"orphan","x":400,"y":5,"fields":{"NUM":1}}]},
            "variables":[{"name":"速度","id":"XyZ"}]})";
        Result<blocks::GeneratedLua> lua = blocks::blocksToLua(ws);
        QVERIFY_OK(lua);
        QCOMPARE(
            QString::fromStdString(lua->text),
            QString("while true do\n  motor.speed(2, v__e9_80_9f_e5_ba_a6)\nend\n\nwait(2)\n"));
        QCOMPARE(lua->line_to_block.at(1), std::string("loop"));
        QCOMPARE(lua->line_to_block.at(2), std::string("m"));
        QCOMPARE(lua->line_to_block.at(3), std::string("loop"));
        QVERIFY(!lua->line_to_block.count(4));
        QCOMPARE(lua->line_to_block.at(5), std::string("second"));
    }

    // A workspace the generator cannot use is an error naming the block.
    void badWorkspace_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("words");
        QTest::newRow("not json") << "{\"blocks\":"
                                  << "not valid JSON at byte 10";
        QTest::newRow("unknown type") << R"({"blocks":{"blocks":[{"type":"my_block","id":"q1"}]}})"
                                      << "block 'q1' (my_block): unknown block type 'my_block'";
        QTest::newRow("bad number")
            << QString(
                   "{\"blocks\":{\"blocks\":[{\"type\":\"variables_set\",\"id\":\"s\","
                   "\"fields\":{\"VAR\":{\"id\":\"v\"}},\"inputs\":{\"VALUE\":{\"block\":"
                   "{\"type\":\"math_number\",\"id\":\"n\",\"fields\":{\"NUM\":\"os.exit()\"}"
                   "}}}}]},\"variables\":[{\"name\":\"x\",\"id\":\"v\"}]}")
            << "block 'n' (math_number): not a number";
        QTest::newRow("bad for names")
            << QString(
                   "{\"blocks\":{\"blocks\":[{\"type\":\"botlab_for_in\",\"id\":\"f\","
                   "\"fields\":{\"VARS\":\"k, v) os.exit(\"}}]}}")
            << "block 'f' (botlab_for_in): 'k, v) os.exit(' is not a list of names";
        QTest::newRow("value in a stack")
            << R"({"blocks":{"blocks":[{"type":"botlab_wait","id":"w","next":{"block":{"type":"botlab_time","id":"t"}}}]}})"
            << "block 't' (botlab_time): a value block where a statement belongs";
    }
    void badWorkspace() {
        QFETCH(QString, json);
        QFETCH(QString, words);
        Result<blocks::GeneratedLua> lua = blocks::blocksToLua(json.toStdString());
        QVERIFY(!lua.ok());
        QVERIFY2(QString::fromStdString(lua.message()).contains(words), lua.message().c_str());
    }

    // The benchmark's program (blocks_open_ms_200) has 200 blocks (not counting the port
    // drop-downs) and generates Lua.
    void bigProgram() {
        const std::string file = readText(sourceDir() + "/tests/blocks/data/big_200.blocks");
        Result<std::string> ws = blocks::workspaceFromBlocksFile(file);
        QVERIFY_OK(ws);
        int count = 0;
        for (const QJsonObject& b : blocksOf(ws.value()))
            if (!b.value("type").toString().endsWith("_port")) ++count;
        QCOMPARE(count, 200);
        Result<blocks::GeneratedLua> lua = blocks::blocksToLua(ws.value());
        QVERIFY_OK(lua);
        QVERIFY(lua->line_to_block.size() > 70);
    }

    // The .blocks file: a workspace wrapped with its format and version.
    void blocksFile() {
        Result<std::string> ws = blocks::luaToBlocks("wait(1)\n");
        QVERIFY_OK(ws);
        Result<std::string> file = blocks::makeBlocksFile(ws.value());
        QVERIFY_OK(file);
        const QJsonObject doc = parse(file.value());
        QCOMPARE(doc.value("format").toString(), QString("botlab-blocks"));
        QCOMPARE(doc.value("version").toInt(), 1);
        Result<std::string> back = blocks::workspaceFromBlocksFile(file.value());
        QVERIFY_OK(back);
        QCOMPARE(parse(back.value()), parse(ws.value()));
        Result<std::string> lua = blocks::programSourceForRun("prog.BLOCKS", file.value());
        QVERIFY_OK(lua);
        QCOMPARE(lua.value(), std::string("wait(1)\n"));
        QCOMPARE(blocks::programSourceForRun("prog.lua", "x = 1").value(), std::string("x = 1"));
        QVERIFY(blocks::isBlocksFile("a/b.blocks"));
        QVERIFY(!blocks::isBlocksFile("a/blocks.lua"));
        QVERIFY(!blocks::isBlocksFile("blocks"));
        const Result<std::string> wrong =
            blocks::programSourceForRun("x.blocks", "{\"format\":\"botlab-robot\"}");
        QVERIFY(!wrong.ok());
        QVERIFY2(QString::fromStdString(wrong.message())
                     .startsWith("x.blocks: not a Botlab block program"),
                 wrong.message().c_str());
        const Result<std::string> newer = blocks::workspaceFromBlocksFile(
            R"({"format":"botlab-blocks","version":2,"workspace":{}})");
        QVERIFY(!newer.ok());
        QVERIFY(QString::fromStdString(newer.message()).contains("newer"));
    }

    // The catalogue defines a block for every API function (tooltip from the API table) and for
    // every botlab_* block the converter makes; the drop-downs list the robot's ports by label.
    void catalogue() {
        blocks::CatalogueOptions options;
        options.ports = {{1, "motor", "M1 left"},
                         {2, "motor", "M2 right"},
                         {1, "line", "S1 line left"},
                         {3, "line", "S3 line right"}};
        const QJsonObject cat = parse(blocks::blockCatalogueJson(options));
        QMap<QString, QJsonObject> defs;
        for (const QJsonValue& d : cat.value("blocks").toArray())
            defs.insert(d.toObject().value("type").toString(), d.toObject());
        for (const scripting::ApiFunction& f : scripting::studentApi()) {
            QString type = "botlab_" + QString::fromUtf8(f.name.data(), int(f.name.size()));
            type.replace('.', '_');
            QVERIFY2(defs.contains(type), qPrintable(type));
            QCOMPARE(defs[type].value("tooltip").toString(),
                     QString::fromUtf8(f.help.data(), int(f.help.size())));
            QVERIFY(defs[type].contains("colour"));
            QVERIFY(defs[type].contains("category"));
            QCOMPARE(defs[type].contains("output"), !f.returns.empty() && f.name != "waitUntil");
        }
        // Blockly refuses a definition whose message does not name each argument once.
        for (const QJsonObject& d : defs) {
            for (const QString& n : {QString("0"), QString("1")}) {
                const QString message = d.value("message" + n).toString();
                const int args = d.value("args" + n).toArray().size();
                for (int i = 1; i <= args; ++i)
                    QVERIFY2(message.count(QString("%%1").arg(i)) == 1,
                             qPrintable(d.value("type").toString() + ": " + message));
                QVERIFY2(!message.contains(QString("%%1").arg(args + 1)),
                         qPrintable(d.value("type").toString() + ": " + message));
            }
        }
        const QJsonArray motors = cat.value("ports").toObject().value("motor").toArray();
        QCOMPARE(motors.size(), 2);
        QCOMPARE(motors[0].toArray()[0].toString(), QString("M1 left"));
        QCOMPARE(motors[0].toArray()[1].toString(), QString("1"));
        const QJsonArray sensors = cat.value("ports").toObject().value("sensor").toArray();
        QCOMPARE(sensors.size(), 2);
        QCOMPARE(sensors[1].toArray()[0].toString(), QString("S3 line right"));
        const QJsonArray bare = parse(blocks::blockCatalogueJson({}))
                                    .value("ports")
                                    .toObject()
                                    .value("sensor")
                                    .toArray();
        QCOMPARE(bare.size(), 13);
        // Every botlab_* block the converter makes from the examples is defined.
        QDirIterator it(sourceDir() + "/examples", {"*.lua"}, QDir::Files,
                        QDirIterator::Subdirectories);
        int checked = 0;
        while (it.hasNext()) {
            Result<std::string> ws = blocks::luaToBlocks(readText(it.next()));
            QVERIFY_OK(ws);
            for (const QJsonObject& b : blocksOf(ws.value())) {
                const QString type = b.value("type").toString();
                if (type.startsWith("botlab_")) {
                    QVERIFY2(defs.contains(type), qPrintable(type));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 100);
        // The toolbox: Botlab's categories first, each with blocks.
        const QJsonArray cats = cat.value("toolbox").toObject().value("contents").toArray();
        QVERIFY(cats.size() >= 10);
        QCOMPARE(cats[0].toObject().value("id").toString(), QString("motors"));
        for (const QJsonValue& c : cats)
            QVERIFY2(!c.toObject().value("contents").toArray().isEmpty() ||
                         c.toObject().contains("custom"),
                     qPrintable(c.toObject().value("id").toString()));
    }
};

QTEST_GUILESS_MAIN(TestBlocks)
#include "tst_blocks.moc"
