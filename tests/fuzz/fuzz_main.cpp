// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-fuzz: a seeded mutation fuzzer over robot, scene, part and project files and over Lua
// programs built from the student API table (issue 14, item 7). No external fuzzing engine.
//
// Every case is one input: a file of the repository (a built-in robot, scene or part, a project
// made from examples/index.json) mutated 1-4 times (bytes flipped, cut, repeated, tokens inserted;
// or JSON-aware: a value replaced by an extreme one, a key dropped or added, an array element
// repeated up to 5000 times), or a Lua program generated from the API table and the sandbox's
// library (extreme arguments, loops, pcall, waits), sometimes mutated too. The case runs in a
// forked child with an alarm (the time bound) and, outside sanitizer builds, a 4 GB address-space
// cap: the input must load and run a short simulation, or be refused with an error value. A
// crash, a sanitizer report, a hang past the bound or an exception is a finding: the input is
// written to the findings folder (copy it to tests/fuzz/regressions/ so it runs every time).
//
// Usage: botlab-fuzz [--cases N] [--seed S] [--only I] [--timeout-s T] [--kinds k1,k2,...]
//                    [--findings DIR] [--regressions DIR] [--no-fork] [--verbose]
// BOTLAB_FUZZ_CASES overrides --cases. Kinds: robot, scene, part, project, lua. The source tree
// (for the seed files and the regressions) is $BOTLAB_SOURCE_DIR or the one compiled in.
// Exit status: 0 no finding, 1 findings, 2 usage error.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "botlab/assembler/robot_file.h"
#include "botlab/parts_library/parts_library.h"
#include "botlab/runner/models.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/scripting/api.h"
#include "botlab/scripting/program.h"
#include "project/project.h"

using namespace botlab;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

using Rng = std::mt19937_64;

int pick(Rng& rng, int n) {
    return static_cast<int>(std::uniform_int_distribution<int>(0, n - 1)(rng));
}
bool chance(Rng& rng, double p) {
    return std::uniform_real_distribution<double>(0, 1)(rng) < p;
}
template <class T>
const T& pickOf(Rng& rng, const std::vector<T>& v) {
    return v[static_cast<std::size_t>(pick(rng, static_cast<int>(v.size())))];
}

// ---- inputs ---------------------------------------------------------------------------------

enum class Kind { Robot, Scene, Part, Project, Lua };
const char* kKindNames[] = {"robot", "scene", "part", "project", "lua"};
const char* kKindExt[] = {".robot.json", ".scene.json", ".part.json", ".botlab", ".lua"};

struct Seeds {
    std::map<Kind, std::vector<QByteArray>> files;
};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Seeds loadSeeds(const QString& src) {
    Seeds s;
    auto addDir = [&](Kind k, const QString& dir, const QString& pattern) {
        for (const QFileInfo& fi : QDir(dir).entryInfoList({pattern}, QDir::Files, QDir::Name))
            s.files[k].push_back(readAll(fi.absoluteFilePath()));
    };
    addDir(Kind::Robot, src + "/assembler/robots", "*.json");
    addDir(Kind::Scene, src + "/scenes/builtin", "*.json");
    addDir(Kind::Part, src + "/parts_library/parts", "*.json");
    addDir(Kind::Lua, src + "/examples", "*.lua");
    addDir(Kind::Lua, src + "/examples/legged", "*.lua");
    // Projects: one per example of examples/index.json, as the app saves them.
    const QJsonObject index =
        QJsonDocument::fromJson(readAll(src + "/examples/index.json")).object();
    for (const QJsonValue& e : index.value("examples").toArray()) {
        const QJsonObject o = e.toObject();
        QJsonObject p{{"format", "botlab-project"},
                      {"version", 1},
                      {"robot", o.value("robot")},
                      {"scene", o.value("scene")},
                      {"program", QString::fromUtf8(
                                      readAll(src + "/examples/" + o.value("program").toString()))},
                      {"program_name", o.value("program")}};
        s.files[Kind::Project].push_back(QJsonDocument(p).toJson());
    }
    return s;
}

const std::vector<QByteArray> kTokens = {"1e308",
                                         "-1e308",
                                         "1e-9",
                                         "-0",
                                         "0",
                                         "NaN",
                                         "Infinity",
                                         "null",
                                         "true",
                                         "[]",
                                         "{}",
                                         "\"\"",
                                         "\"x\"",
                                         "[[[[[",
                                         "]]]]]",
                                         "{\"a\":",
                                         "9007199254740993",
                                         "1.0000000001",
                                         "-1",
                                         "65536",
                                         "\"motor_dc\"",
                                         "\"/dev/zero\"",
                                         "\"../../../../etc/passwd\"",
                                         "\"\\u0000\"",
                                         "\"\\ud800\"",
                                         ",",
                                         ":",
                                         "\"",
                                         "\\",
                                         "\xff\xfe",
                                         "1e400"};

const std::vector<double> kNumbers = {0,
                                      -0.0,
                                      1e-9,
                                      -1,
                                      1e308,
                                      -1e308,
                                      1e-308,
                                      9007199254740993.0,
                                      1.0000000001,
                                      0.5,
                                      3,
                                      13,
                                      200,
                                      1e6,
                                      4096,
                                      100001,
                                      1e-4,
                                      0.02,
                                      -1000,
                                      1000,
                                      6.3,
                                      -57,
                                      2.5e9,
                                      1e15,
                                      4294967296.0};

std::vector<QString> stringDictionary() {
    return {"",
            "motor_dc",
            "line_follower",
            "../../../../etc/passwd",
            "/dev/zero",
            "/proc/self/mem",
            "😀",
            QString(10000, 'a'),
            "polyline",
            "sphere",
            "box",
            "cylinder",
            "bezier",
            "arc",
            "random",
            "dem",
            "x.png",
            "x.csv",
            "#ff0000",
            "nan",
            "botlab-scene",
            "botlab-robot",
            "botlab-part",
            "botlab-project",
            "line_challenge",
            "hexapod",
            "maze",
            "beam_5",
            "controller",
            "while true do end",
            "motor.speed(1, 100)"};
}

/// Replaces one value somewhere in `v` (a random walk down the tree).
QJsonValue mutateValue(const QJsonValue& v, Rng& rng, int depth = 0) {
    static const std::vector<QString> strings = stringDictionary();
    const bool descend = depth == 0 || (depth < 12 && chance(rng, 0.8));
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        QStringList keys = o.keys();
        if (depth == 0 && chance(rng, 0.9)) {  // mostly keep the format and version valid
            keys.removeAll("format");
            keys.removeAll("version");
        }
        const int what = pick(rng, 20);
        if (what == 0 && !keys.isEmpty()) {
            o.remove(keys[pick(rng, static_cast<int>(keys.size()))]);
        } else if (what == 1) {
            o.insert(chance(rng, 0.5) ? "unknown_key" : pickOf(rng, strings).left(20),
                     QJsonValue(pickOf(rng, kNumbers)));
        } else if (descend && !keys.isEmpty()) {
            const QString k = keys[pick(rng, static_cast<int>(keys.size()))];
            o[k] = mutateValue(o[k], rng, depth + 1);
        } else {
            return chance(rng, 0.5) ? QJsonValue(pickOf(rng, kNumbers)) : QJsonValue(QJsonArray());
        }
        return o;
    }
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        const int what = pick(rng, 10);
        if (what <= 1 && !a.isEmpty()) {  // repeat an element many times
            const QJsonValue e = a[pick(rng, static_cast<int>(a.size()))];
            const int n = pickOf(rng, std::vector<int>{2, 10, 300, 1001, 5000});
            for (int i = 0; i < n; ++i) a.append(e);
        } else if (what == 2 && !a.isEmpty()) {
            a.removeAt(pick(rng, static_cast<int>(a.size())));
        } else if (what == 3) {
            a.append(chance(rng, 0.5) ? QJsonValue(pickOf(rng, kNumbers))
                                      : QJsonValue(pickOf(rng, strings)));
        } else if (descend && !a.isEmpty()) {
            const int i = pick(rng, static_cast<int>(a.size()));
            a[i] = mutateValue(a[i], rng, depth + 1);
        } else {
            return QJsonValue(pickOf(rng, strings));
        }
        return a;
    }
    // Mostly keep the type: a change that validation may let through reaches the simulation.
    if (v.isDouble() && chance(rng, 0.6))
        return QJsonValue(v.toDouble() * std::uniform_real_distribution<double>(0.3, 3.0)(rng) +
                          (chance(rng, 0.3) ? 0.01 : 0.0));
    if (v.isDouble() && chance(rng, 0.6)) return QJsonValue(pickOf(rng, kNumbers));
    if (v.isString() && chance(rng, 0.8)) return QJsonValue(pickOf(rng, strings));
    if (v.isBool() && chance(rng, 0.8)) return QJsonValue(!v.toBool());
    switch (pick(rng, 4)) {
        case 0:
            return QJsonValue(pickOf(rng, kNumbers));
        case 1:
            return QJsonValue(pickOf(rng, strings));
        case 2:
            return QJsonValue(chance(rng, 0.5));
        default:
            return v.isDouble() ? QJsonValue(v.toDouble() * pickOf(rng, kNumbers))
                                : QJsonValue(QJsonValue::Null);
    }
}

QByteArray mutateBytes(QByteArray b, Rng& rng) {
    if (b.isEmpty()) b = "{}";
    const auto at = [&] { return pick(rng, static_cast<int>(b.size())); };
    switch (pick(rng, 6)) {
        case 0:  // flip a byte
            b[at()] = static_cast<char>(pick(rng, 256));
            break;
        case 1: {  // cut a span
            const int i = at();
            b.remove(i, std::min<int>(pick(rng, 64) + 1, static_cast<int>(b.size()) - i));
            break;
        }
        case 2: {  // repeat a span
            const int i = at();
            const QByteArray span = b.mid(i, pick(rng, 64) + 1);
            b.insert(i, span.repeated(pick(rng, 50) + 1));
            break;
        }
        case 3:  // insert a token
            b.insert(at(), pickOf(rng, kTokens));
            break;
        case 4:  // truncate
            b.truncate(at());
            break;
        default: {  // replace a digit run with a token
            const int i = b.indexOf(QByteArray::number(pick(rng, 10)), at());
            if (i >= 0) b.replace(i, 1, pickOf(rng, kTokens));
            break;
        }
    }
    return b;
}

QByteArray mutateJsonText(const QByteArray& seed, Rng& rng) {
    QByteArray b = seed;
    const int n = chance(rng, 0.6) ? 1 : 2 + pick(rng, 3);
    for (int k = 0; k < n; ++k) {
        if (chance(rng, 0.8)) {
            const QJsonDocument d = QJsonDocument::fromJson(b);
            if (d.isObject()) {
                b = QJsonDocument(mutateValue(d.object(), rng).toObject())
                        .toJson(QJsonDocument::Compact);
                continue;
            }
        }
        b = mutateBytes(b, rng);
    }
    return b;
}

// ---- Lua programs from the API table ----------------------------------------------------------

const std::vector<std::string> kLuaNumbers = {"0",
                                              "1",
                                              "2",
                                              "-1",
                                              "50",
                                              "-100",
                                              "100",
                                              "1e9",
                                              "-1e9",
                                              "0/0",
                                              "1/0",
                                              "-1/0",
                                              "2^53",
                                              "2^40",
                                              "-2^40",
                                              "3.5",
                                              "1e-9",
                                              "0.001",
                                              "0.05",
                                              "math.maxinteger",
                                              "math.mininteger",
                                              "9"};
const std::vector<std::string> kLuaStrings = {
    "''",          "'left'",     "'right'",       "'x'",   "'tripod'",
    "'wave'",      "'position'", "'force'",       "'%d'",  "'%s%s%s'",
    "'(.-)(.-)x'", "'a*a*a*b'",  "'c2000000000'", "'i16'", "string.rep('ab', 1e5)",
    "'\\0'",       "'é'"};

std::string luaNumber(Rng& rng) {
    return pickOf(rng, kLuaNumbers);
}
std::string luaString(Rng& rng) {
    return pickOf(rng, kLuaStrings);
}

std::string luaValue(Rng& rng) {
    switch (pick(rng, 8)) {
        case 0:
            return "nil";
        case 1:
            return "{}";
        case 2:
            return "function() return true end";
        case 3:
            return chance(rng, 0.5) ? "true" : "false";
        case 4:
        case 5:
            return luaString(rng);
        default:
            return luaNumber(rng);
    }
}

std::string luaArgs(Rng& rng, const scripting::ApiFunction& f) {
    std::string out;
    for (const scripting::ApiArg& a : f.args) {
        if (a.optional && chance(rng, 0.4)) break;
        std::string v;
        if (chance(rng, 0.15)) {
            v = luaValue(rng);
        } else if (a.type == "function") {
            v = pickOf(rng, std::vector<std::string>{
                                "function() return true end", "function() return false end",
                                "function() error('x') end", "function() while true do end end"});
        } else if (a.type == "boolean") {
            v = chance(rng, 0.5) ? "true" : "false";
        } else if (a.type == "string") {
            v = luaString(rng);
        } else if (a.type.find("string") != std::string_view::npos && chance(rng, 0.3)) {
            v = luaString(rng);
        } else {
            v = luaNumber(rng);
        }
        if (!out.empty()) out += ", ";
        out += v;
    }
    return out;
}

const std::vector<std::string> kLibraryCalls = {
    "table.move({1, 2, 3}, N, N, N)",
    "table.concat({1, 2, 3}, S, N, N)",
    "string.rep(S, N)",
    "string.rep(S, N, S)",
    "string.format(S, N)",
    "(S):find(S)",
    "string.gsub(S, S, S)",
    "string.match(S, S)",
    "utf8.len(S)",
    "utf8.char(N)",
    "utf8.codepoint(S, N, N)",
    "utf8.offset(S, N)",
    "table.sort({N, N, N})",
    "table.unpack({}, N, N)",
    "table.insert({}, N, N)",
    "table.remove({}, N)",
    "string.pack(S, N)",
    "string.unpack(S, S)",
    "math.random(N, N)",
    "select(N, 1, 2)",
    "tostring(N)",
    "tonumber(S, N)",
    "string.byte(S, N, N)",
    "string.char(N, N)",
    "coroutine.wrap(function() coroutine.yield(N) end)()",
    "setmetatable({}, {__index = function() return N end})[N]",
    "table.concat(setmetatable({}, {__len = function() return N end}), S)",
    "#(S .. S)",
    "math.floor(N)",
    "string.sub(S, N, N)",
    "math.fmod(N, N)",
    "math.tointeger(N)",
    "N // N",
    "N % N",
    "string.reverse(S)"};

std::string fillHoles(std::string t, Rng& rng) {
    std::string out;
    for (char c : t) {
        if (c == 'N')
            out += luaNumber(rng);
        else if (c == 'S')
            out += luaString(rng);
        else
            out += c;
    }
    return out;
}

std::string luaStatement(Rng& rng, int depth) {
    const std::span<const scripting::ApiFunction> api = scripting::studentApi();
    switch (pick(rng, depth < 2 ? 9 : 6)) {
        case 0:
        case 1: {
            const scripting::ApiFunction& f =
                api[static_cast<std::size_t>(pick(rng, static_cast<int>(api.size())))];
            const std::string name(f.name);
            if (name == "wait" && chance(rng, 0.7))
                return "wait(" + pickOf(rng, std::vector<std::string>{"0", "0.001", "0.01"}) + ")";
            const std::string args = luaArgs(rng, f);
            return chance(rng, 0.6) ? "pcall(" + name + (args.empty() ? "" : ", " + args) + ")"
                                    : name + "(" + args + ")";
        }
        case 2:
        case 3: {
            // Library calls: templates with holes; most inside pcall.
            const std::string call = fillHoles(pickOf(rng, kLibraryCalls), rng);
            return chance(rng, 0.7) ? "pcall(function() return " + call + " end)"
                                    : "local _ = " + call;
        }
        case 4:
            return "print(" + luaValue(rng) + ", " + luaValue(rng) + ")";
        case 5:
            return "local v = " + luaValue(rng);
        case 6:
            return "for i = 1, " + std::to_string(1 + pick(rng, 50)) + " do " +
                   luaStatement(rng, depth + 1) + " end";
        case 7:
            return "while time() < " +
                   pickOf(rng, std::vector<std::string>{"0.01", "0.05", "0.1"}) + " do " +
                   luaStatement(rng, depth + 1) + " end";
        default:
            return "if " + luaValue(rng) + " then " + luaStatement(rng, depth + 1) + " else " +
                   luaStatement(rng, depth + 1) + " end";
    }
}

QByteArray generateLua(Rng& rng) {
    std::string src;
    const int n = 1 + pick(rng, 12);
    for (int i = 0; i < n; ++i) src += luaStatement(rng, 0) + "\n";
    return QByteArray::fromStdString(src);
}

// ---- running one case ----------------------------------------------------------------------

enum Outcome { kRan = 0, kRefused = 10, kLongMessage = 11, kFinding = 12 };

struct Context {
    QString source_dir;
    QString work_dir;  ///< temporary; the case's file is written here
    bool verbose = false;
};

/// A refusal is clean when it is a non-empty message; longer than 2000 bytes is noted (item 6).
int refused(const Context& ctx, const std::string& message) {
    if (message.empty()) {
        std::fprintf(stderr, "finding: a refusal without a message\n");
        return kFinding;
    }
    if (ctx.verbose) std::fprintf(stderr, "refused: %.300s\n", message.c_str());
    return message.size() > 2000 ? kLongMessage : kRefused;
}

/// Runs `steps` physics steps; the run must either go on or end with an error value.
int runModels(const Context& ctx, std::shared_ptr<const runner::LoadedModels> models,
              const std::string& program, int steps) {
    runner::RunOptions opt;
    opt.program_source = program;
    opt.seed = 7;
    auto r = runner::SimulationRunner::create(std::move(models), opt);
    if (!r.ok()) return refused(ctx, r.message());
    runner::SimulationRunner& run = *r.value();
    for (int i = 0; i < steps && !run.isOver(); ++i)
        if (!run.step().ok()) break;  // a physics error is an error value: fine
    run.requestStop();
    (void)run.step();  // only to let the stop take effect: what counts is that the program ended
    if (const scripting::Program* p = run.program(); p && !p->isOver()) {
        std::fprintf(stderr, "finding: the program did not end after Stop\n");
        return kFinding;
    }
    return kRan;
}

int runCase(const Context& ctx, Kind kind, const QByteArray& input) {
    const QString path = ctx.work_dir + "/case" + kKindExt[static_cast<int>(kind)];
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(input) != input.size())
            return kFinding;
    }
    switch (kind) {
        case Kind::Robot: {
            auto m = runner::loadModels(path, "line_basic");
            if (!m.ok()) return refused(ctx, m.message());
            return runModels(ctx, m.value(), "motor.speed(1, 50) motor.speed(2, -50) wait(1)", 150);
        }
        case Kind::Scene: {
            auto m = runner::loadModels("line_follower", path);
            if (!m.ok()) return refused(ctx, m.message());
            return runModels(ctx, m.value(), "motor.speed(1, 80) motor.speed(2, 80) wait(1)", 150);
        }
        case Kind::Part: {
            auto def = parts_library::parsePartDefinition(input, path, ctx.work_dir);
            if (!def.ok()) return refused(ctx, def.message());
            parts_library::PartsLibrary lib = parts_library::PartsLibrary::builtinOrEmpty();
            const Status st = lib.loadFile(path);
            if (!st.ok()) return refused(ctx, st.message());
            return kRan;
        }
        case Kind::Project: {
            auto p = gui::loadProject(path);
            if (!p.ok()) return refused(ctx, p.message());
            auto m = runner::loadModels(p.value().robot, p.value().scene);
            if (!m.ok()) return refused(ctx, m.message());
            return runModels(ctx, m.value(), p.value().program.toStdString(), 150);
        }
        case Kind::Lua: {
            auto m = runner::loadModels("line_follower", "line_basic");
            if (!m.ok()) return kFinding;  // the built-in models always load
            return runModels(ctx, m.value(), input.toStdString(), 200);
        }
    }
    return kFinding;
}

QByteArray makeInput(const Seeds& seeds, Kind kind, Rng& rng) {
    if (kind == Kind::Lua) {
        QByteArray src;
        if (chance(rng, 0.15)) {
            src = pickOf(rng, seeds.files.at(Kind::Lua));
        } else {
            src = generateLua(rng);
        }
        if (chance(rng, 0.25)) src = mutateBytes(src, rng);
        return src;
    }
    QByteArray b = mutateJsonText(pickOf(rng, seeds.files.at(kind)), rng);
    if (kind == Kind::Project && chance(rng, 0.3)) {  // a generated program in a project
        QJsonDocument d = QJsonDocument::fromJson(b);
        if (d.isObject()) {
            QJsonObject o = d.object();
            o["program"] = QString::fromUtf8(generateLua(rng));
            b = QJsonDocument(o).toJson();
        }
    }
    return b;
}

struct Totals {
    std::map<std::string, std::map<std::string, int>> by_kind;  // kind -> outcome -> count
    std::vector<std::string> findings;
};

/// Runs a case in a forked child (or in this process with --no-fork); returns a description of
/// the finding, or "" when the case ran or was refused cleanly.
std::string execute(const Context& ctx, Kind kind, const QByteArray& input, int timeout_s,
                    bool fork_cases, Totals& totals) {
    const std::string kname = kKindNames[static_cast<int>(kind)];
    auto count = [&](const char* what) { ++totals.by_kind[kname][what]; };
    if (!fork_cases) {
        int rc = kFinding;
        try {
            rc = runCase(ctx, kind, input);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "exception: %s\n", e.what());
        }
        count(rc == kRan           ? "ran"
              : rc == kRefused     ? "refused"
              : rc == kLongMessage ? "long message"
                                   : "finding");
        return rc == kFinding ? "finding" : "";
    }
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid < 0) return "fork failed";
    if (pid == 0) {
        alarm(static_cast<unsigned>(timeout_s));
        if (!kSanitized) {
            const rlimit lim{rlim_t{4} << 30, rlim_t{4} << 30};  // 4 GB of address space
            setrlimit(RLIMIT_AS, &lim);
        }
        int rc = kFinding;
        try {
            rc = runCase(ctx, kind, input);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "finding: exception %s\n", e.what());
        }
        std::fflush(nullptr);
        _exit(rc);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
    }
    if (WIFEXITED(status)) {
        switch (WEXITSTATUS(status)) {
            case kRan:
                count("ran");
                return "";
            case kRefused:
                count("refused");
                return "";
            case kLongMessage:
                count("long message");
                return "";
            default:
                count("finding");
                return "exit status " + std::to_string(WEXITSTATUS(status));
        }
    }
    count("finding");
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)
        return "took longer than " + std::to_string(timeout_s) + " s";
    return std::string("killed by signal ") +
           (WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "?");
}

void usage() {
    std::fprintf(stderr,
                 "usage: botlab-fuzz [--cases N] [--seed S] [--only I] [--timeout-s T]\n"
                 "                   [--kinds robot,scene,part,project,lua] [--findings DIR]\n"
                 "                   [--regressions DIR] [--no-fork] [--verbose]\n");
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    long cases = 300;
    std::uint64_t seed = 1;
    long only = -1;
    int timeout_s = kSanitized ? 60 : 20;
    bool fork_cases = true;
    bool verbose = false;
    QString source =
        qEnvironmentVariable("BOTLAB_SOURCE_DIR", QStringLiteral(BOTLAB_FUZZ_SOURCE_DIR));
    QString findings_dir = QDir::currentPath() + "/fuzz-findings";
    QString regressions_dir;
    std::vector<Kind> kinds = {Kind::Robot, Kind::Scene, Kind::Part, Kind::Project, Kind::Lua};
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        const bool has = i + 1 < args.size();
        if (a == "--cases" && has) {
            cases = args[++i].toLong();
        } else if (a == "--seed" && has) {
            seed = args[++i].toULongLong();
        } else if (a == "--only" && has) {
            only = args[++i].toLong();
        } else if (a == "--timeout-s" && has) {
            timeout_s = args[++i].toInt();
        } else if (a == "--findings" && has) {
            findings_dir = args[++i];
        } else if (a == "--regressions" && has) {
            regressions_dir = args[++i];
        } else if (a == "--kinds" && has) {
            kinds.clear();
            for (const QString& k : args[++i].split(',')) {
                bool found = false;
                for (int j = 0; j < 5; ++j)
                    if (k == kKindNames[j]) {
                        kinds.push_back(static_cast<Kind>(j));
                        found = true;
                    }
                if (!found) {
                    usage();
                    return 2;
                }
            }
        } else if (a == "--no-fork") {
            fork_cases = false;
        } else if (a == "--verbose") {
            verbose = true;
        } else {
            usage();
            return 2;
        }
    }
    if (qEnvironmentVariableIsSet("BOTLAB_FUZZ_CASES"))
        cases = qEnvironmentVariable("BOTLAB_FUZZ_CASES").toLong();
    if (regressions_dir.isEmpty()) regressions_dir = source + "/tests/fuzz/regressions";
    if (kinds.empty() || cases < 0 || timeout_s < 1) {
        usage();
        return 2;
    }

    QTemporaryDir work;
    if (!work.isValid()) {
        std::fprintf(stderr, "botlab-fuzz: cannot make a temporary folder\n");
        return 2;
    }
    // Part files name their meshes relative to themselves: give the case's folder the meshes.
    QFile::link(source + "/parts_library/parts/meshes", work.path() + "/meshes");
    // Scene files name their DEM and floor images relative to themselves: link the built-in ones.
    for (const QFileInfo& fi :
         QDir(source + "/scenes/builtin").entryInfoList({"*.png", "*.csv", "*.jpg"}, QDir::Files))
        QFile::link(fi.absoluteFilePath(), work.path() + "/" + fi.fileName());
    Context ctx;
    ctx.source_dir = source;
    ctx.work_dir = work.path();
    ctx.verbose = verbose;
    // Nothing that starts threads may run here, before the forks: Qt's raster engine paints
    // floors with a thread pool, and a forked child would wait for threads it does not have.
    // The Lua cases load their robot and scene in the child.
    (void)parts_library::PartsLibrary::builtinOrEmpty();  // loaded once, before the forks
    const Seeds seeds = loadSeeds(source);
    for (Kind k : kinds)
        if (k != Kind::Lua && seeds.files.count(k) == 0) {
            std::fprintf(stderr, "botlab-fuzz: no seed files for %s under %s\n",
                         kKindNames[static_cast<int>(k)], qPrintable(source));
            return 2;
        }

    Totals totals;
    auto record = [&](const std::string& what, Kind kind, const QByteArray& input,
                      const QString& name) {
        QDir().mkpath(findings_dir);
        const QString out = findings_dir + "/" + name + kKindExt[static_cast<int>(kind)];
        QFile f(out);
        if (f.open(QIODevice::WriteOnly)) f.write(input);
        totals.findings.push_back(name.toStdString() + ": " + what +
                                  " (input: " + out.toStdString() + ")");
        std::fprintf(stderr, "FINDING %s: %s\n  input saved as %s\n", qPrintable(name),
                     what.c_str(), qPrintable(out));
    };
    const auto t0 = std::chrono::steady_clock::now();

    // Regression cases first, always, unmutated.
    int regressions = 0;
    for (const QFileInfo& fi : QDir(regressions_dir).entryInfoList(QDir::Files, QDir::Name)) {
        for (int k = 0; k < 5; ++k) {
            if (!fi.fileName().endsWith(kKindExt[k])) continue;
            const QByteArray input = readAll(fi.absoluteFilePath());
            const std::string what =
                execute(ctx, static_cast<Kind>(k), input, timeout_s, fork_cases, totals);
            ++regressions;
            if (!what.empty())
                record(what, static_cast<Kind>(k), input, "regression-" + fi.baseName());
            break;
        }
    }

    for (long i = 0; i < cases; ++i) {
        if (only >= 0 && i != only) continue;
        Rng rng(seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(i));
        const Kind kind = kinds[static_cast<std::size_t>(i) % kinds.size()];
        const QByteArray input = makeInput(seeds, kind, rng);
        const std::string what = execute(ctx, kind, input, timeout_s, fork_cases, totals);
        if (!what.empty())
            record(what, kind, input,
                   QString("%1-seed%2-case%3")
                       .arg(kKindNames[static_cast<int>(kind)])
                       .arg(seed)
                       .arg(i));
        if (verbose || (i + 1) % 1000 == 0) std::fprintf(stderr, "case %ld done\n", i + 1);
    }

    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("botlab-fuzz: %ld cases (seed %llu) and %d regression cases in %.1f s%s\n",
                only >= 0 ? 1L : cases, static_cast<unsigned long long>(seed), regressions, wall,
                kSanitized ? " (ASan+UBSan build)" : "");
    for (const auto& [kind, outcomes] : totals.by_kind) {
        std::printf("  %-8s", kind.c_str());
        for (const auto& [what, n] : outcomes) std::printf("  %s %d", what.c_str(), n);
        std::printf("\n");
    }
    std::printf("  findings: %zu\n", totals.findings.size());
    for (const std::string& f : totals.findings) std::printf("    %s\n", f.c_str());
    return totals.findings.empty() ? 0 : 1;
}
