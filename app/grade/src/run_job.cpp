// SPDX-License-Identifier: GPL-3.0-or-later
// Replay files and running one graded run in-process (see botlab/grade/run_job.h).
#include "botlab/grade/run_job.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cmath>

#include "botlab/core/files.h"
#include "botlab/core/json_reader.h"
#include "botlab/runner/run_end.h"
#include "botlab/runner/trace.h"
#include "tr.h"

namespace botlab::grade {

using core::fileError;
using core::JsonObjectReader;
using core::JsonReader;

namespace {

QString hashText(std::uint64_t h) {
    return QStringLiteral("%1").arg(static_cast<qulonglong>(h), 16, 16, QLatin1Char('0'));
}

std::optional<std::uint64_t> parseHash(const QString& text) {
    bool ok = false;
    const qulonglong v = text.toULongLong(&ok, 16);
    if (!ok || text.size() != 16) return std::nullopt;
    return static_cast<std::uint64_t>(v);
}

}  // namespace

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString fileSha256(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return QString::fromLatin1(h.result().toHex());
}

QJsonObject RunJob::toJson() const {
    QJsonObject o;
    o[QStringLiteral("format")] = QLatin1String(kReplayFormatName);
    o[QStringLiteral("version")] = kReplayFormatVersion;
    o[QStringLiteral("student")] = student;
    o[QStringLiteral("scene_name")] = scene_name;
    // Seeds up to 2^53 (the assignment's range) are exact in a JSON number.
    o[QStringLiteral("seed")] = static_cast<double>(seed);
    o[QStringLiteral("time_limit_s")] = time_limit_s;
    o[QStringLiteral("robot")] = robot;
    o[QStringLiteral("robot_sha256")] = robot_sha256;
    o[QStringLiteral("scene")] = scene;
    o[QStringLiteral("program")] = QString::fromStdString(program);
    o[QStringLiteral("program_label")] = program_label;
    if (expected_state_hash)
        o[QStringLiteral("expected_state_hash")] = hashText(*expected_state_hash);
    return o;
}

Result<RunJob> RunJob::fromJson(const QJsonObject& json, const QString& file_label) {
    JsonReader r(file_label);
    JsonObjectReader root = r.root(json);
    RunJob j;
    const QString format = root.string(QStringLiteral("format"));
    if (!r.failed() && format != QLatin1String(kReplayFormatName))
        r.fail(QStringLiteral("format"),
               Tr::tr("expected \"%1\", got \"%2\"").arg(QLatin1String(kReplayFormatName), format));
    const int version = root.integer(QStringLiteral("version"), -1);
    if (!r.failed() && (version < 1 || version > kReplayFormatVersion))
        r.fail(QStringLiteral("version"), Tr::tr("version %1 is not one this Botlab reads (%2)")
                                              .arg(version)
                                              .arg(kReplayFormatVersion));
    j.student = root.string(QStringLiteral("student"));
    j.scene_name = root.string(QStringLiteral("scene_name"));
    j.seed = static_cast<std::uint64_t>(
        root.integerInRange(QStringLiteral("seed"), 0, std::int64_t{1} << 53, 0));
    j.time_limit_s = root.positive(QStringLiteral("time_limit_s"));
    j.robot = root.string(QStringLiteral("robot"));
    j.robot_sha256 = root.string(QStringLiteral("robot_sha256"), QString());
    const QJsonValue scene = root.value(QStringLiteral("scene"));
    if (!r.failed() && !scene.isObject())
        r.fail(QStringLiteral("scene"), Tr::tr("expected a scene object"));
    j.scene = scene.toObject();
    j.program = root.string(QStringLiteral("program")).toStdString();
    j.program_label = root.string(QStringLiteral("program_label"), QStringLiteral("program"));
    if (root.has(QStringLiteral("expected_state_hash"))) {
        j.expected_state_hash = parseHash(root.string(QStringLiteral("expected_state_hash")));
        if (!r.failed() && !j.expected_state_hash)
            r.fail(QStringLiteral("expected_state_hash"), Tr::tr("expected 16 hex digits"));
    }
    root.finish();
    if (r.failed()) return r.error();
    return j;
}

Result<RunJob> RunJob::loadFile(const QString& path) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Replay);
    if (!bytes.ok()) return bytes.error();
    const Result<QJsonObject> json = core::parseJsonObject(bytes.value(), path);
    if (!json) return json.error();
    return fromJson(json.value(), path);
}

Status RunJob::saveFile(const QString& path) const {
    return core::writeFileAtomic(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
}

QString runStatusKey(RunStatus s) {
    switch (s) {
        case RunStatus::Completed:
            return QStringLiteral("completed");
        case RunStatus::ProgramError:
            return QStringLiteral("program_error");
        case RunStatus::LoadError:
            return QStringLiteral("load_error");
        case RunStatus::PhysicsError:
            return QStringLiteral("physics_error");
        case RunStatus::Timeout:
            return QStringLiteral("timeout");
        case RunStatus::Crashed:
            return QStringLiteral("crashed");
    }
    return {};
}

std::optional<RunStatus> runStatusFromKey(const QString& key) {
    for (RunStatus s : {RunStatus::Completed, RunStatus::ProgramError, RunStatus::LoadError,
                        RunStatus::PhysicsError, RunStatus::Timeout, RunStatus::Crashed})
        if (runStatusKey(s) == key) return s;
    return std::nullopt;
}

QJsonObject RunOutcome::toJson() const {
    QJsonObject o = QJsonDocument::fromJson(runner::reportJson(report)).object();
    o[QStringLiteral("status")] = runStatusKey(status);
    o[QStringLiteral("error")] = error;
    o[QStringLiteral("error_line")] = error_line;
    return o;
}

Result<RunOutcome> RunOutcome::fromJson(const QJsonObject& o) {
    RunOutcome out;
    const std::optional<RunStatus> status =
        runStatusFromKey(o.value(QStringLiteral("status")).toString());
    if (!status) return Error{"worker answer: no valid status"};
    out.status = *status;
    out.error = o.value(QStringLiteral("error")).toString();
    out.error_line = o.value(QStringLiteral("error_line")).toInt();
    runner::RunReport& r = out.report;
    r.sim_time_s = o.value(QStringLiteral("sim_time_s")).toDouble();
    r.wall_time_s = o.value(QStringLiteral("wall_time_s")).toDouble();
    r.real_time_factor = o.value(QStringLiteral("real_time_factor")).toDouble();
    r.steps = o.value(QStringLiteral("steps")).toInteger();
    r.score.goal_reached = o.value(QStringLiteral("goal_reached")).toBool();
    if (o.value(QStringLiteral("goal_time_s")).isDouble())
        r.score.goal_time_s = o.value(QStringLiteral("goal_time_s")).toDouble();
    const QJsonObject cp = o.value(QStringLiteral("checkpoints")).toObject();
    r.score.checkpoints_passed = cp.value(QStringLiteral("passed")).toInt();
    r.score.checkpoints_total = cp.value(QStringLiteral("total")).toInt();
    if (o.value(QStringLiteral("line_deviation")).isObject()) {
        const QJsonObject d = o.value(QStringLiteral("line_deviation")).toObject();
        r.score.line_deviation_max_m = d.value(QStringLiteral("max_m")).toDouble();
        r.score.line_deviation_mean_m = d.value(QStringLiteral("mean_m")).toDouble();
    }
    r.score.wall_collisions = o.value(QStringLiteral("collisions")).toInt();
    r.score.candles_out = o.value(QStringLiteral("candles_out")).toInt();
    {
        const QJsonObject ob = o.value(QStringLiteral("objects")).toObject();
        r.score.objects_in_zones = ob.value(QStringLiteral("in_zones")).toInt();
        r.score.objects_total = ob.value(QStringLiteral("total")).toInt();
        for (const QJsonValue& v : ob.value(QStringLiteral("positions_m")).toArray()) {
            const QJsonArray p = v.toArray();
            r.score.objects_m.emplace_back(p.at(0).toDouble(), p.at(1).toDouble(),
                                           p.at(2).toDouble());
        }
    }
    if (o.value(QStringLiteral("program_error")).isObject()) {
        const QJsonObject e = o.value(QStringLiteral("program_error")).toObject();
        r.program_error =
            runner::ProgramError{e.value(QStringLiteral("message")).toString().toStdString(),
                                 e.value(QStringLiteral("line")).toInt()};
    }
    if (o.value(QStringLiteral("sim_error")).isString())
        r.sim_error = o.value(QStringLiteral("sim_error")).toString().toStdString();
    if (const std::optional<std::uint64_t> h =
            parseHash(o.value(QStringLiteral("state_hash")).toString()))
        r.state_hash = *h;
    return out;
}

Result<QString> writeJobScene(const RunJob& job, const QString& dir) {
    const QString path = QDir(dir).filePath(QStringLiteral("scene.json"));
    QFile f(path);
    const QByteArray bytes = QJsonDocument(job.scene).toJson(QJsonDocument::Compact);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return fileError(path, Tr::tr("cannot write: %1").arg(f.errorString()));
    return path;
}

RunOutcome runJob(const RunJob& job, std::ostream* trajectory, double wall_limit_s,
                  std::ostream* trace) {
    RunOutcome out;
    auto loadFailed = [&](const QString& message) {
        out.status = RunStatus::LoadError;
        out.error = message;
        return out;
    };
    QTemporaryDir tmp;
    if (!tmp.isValid())
        return loadFailed(Tr::tr("cannot make a temporary folder: %1").arg(tmp.errorString()));
    const Result<QString> scene_path = writeJobScene(job, tmp.path());
    if (!scene_path) return loadFailed(QString::fromStdString(scene_path.message()));

    runner::RunSetup setup;
    setup.robot = job.robot;
    setup.scene = scene_path.value();
    setup.seed = job.seed;
    setup.program_source = job.program;
    setup.program_options.chunk_name = "program";
    auto created = runner::SimulationRunner::create(setup);
    if (!created.ok()) {
        // Messages name the temporary scene file: name the assignment's scene instead.
        QString message = QString::fromStdString(created.message());
        message.replace(scene_path.value(), job.scene_name);
        return loadFailed(message);
    }
    runner::SimulationRunner& run = *created.value();
    if (trajectory) run.setCsvLog(trajectory, 0.05);
    std::unique_ptr<runner::TraceRecorder> tracer;
    if (trace) tracer = std::make_unique<runner::TraceRecorder>(run);
    struct WriteTrace {  // on every way out of the run
        runner::TraceRecorder* t;
        std::ostream* out;
        ~WriteTrace() {
            if (t) t->write(*out);
        }
    } write_trace{tracer.get(), trace};
    run.setStopAtGoal(true);
    const auto neverWaited = [&run] {
        const scripting::Program* p = run.program();
        return p && p->waitCalls() == 0;
    };
    QElapsedTimer wall;
    wall.start();
    // In slices of 0.25 s, taking a snapshot after each so printed lines do not pile up, until the
    // run ends by the app's rules (runner::runEnd: goal, the job's time limit, the program's end)
    // or its real time is up.
    while (!run.isOver() &&
           runner::runEnd(runner::runFacts(run, job.time_limit_s)) == runner::RunEnd::None) {
        if (wall_limit_s > 0.0 && static_cast<double>(wall.elapsed()) / 1000.0 >= wall_limit_s) {
            // Not deterministic: no scores and no state hash, only the reason.
            out.status = RunStatus::Timeout;
            out.error = neverWaited() ? timeLimitNeverWaitedText() : wallLimitText(wall_limit_s);
            return out;
        }
        const double slice = std::min(0.25, job.time_limit_s - run.simulation().time_s());
        if (!run.run(slice).ok()) break;
        (void)run.snapshot();
    }
    const runner::RunEnd end = runner::runEnd(runner::runFacts(run, job.time_limit_s));
    const bool still_running =
        run.program() && run.program()->state() == scripting::ProgramState::Running;
    out.report = run.report();
    if (out.report.program_error) {
        out.status = RunStatus::ProgramError;
        out.error = QString::fromStdString(out.report.program_error->message);
        out.error_line = out.report.program_error->line;
    } else if (out.report.sim_error) {
        out.status = RunStatus::PhysicsError;
        out.error = QString::fromStdString(*out.report.sim_error);
    } else if (end == runner::RunEnd::TimeUp && still_running) {
        // Say why the run ended without the goal: a score of 0 with an empty error is a riddle.
        out.error = neverWaited() ? timeLimitNeverWaitedText() : timeLimitText(job.time_limit_s);
    }
    return out;
}

QString timeLimitNeverWaitedText() {
    return Tr::tr("time limit: the program never waited — add wait() in its loop");
}

QString timeLimitText(double time_limit_s) {
    return Tr::tr("time limit: the goal was not reached in %1 s").arg(time_limit_s);
}

QString wallLimitText(double wall_limit_s) {
    return Tr::tr("stopped: the run took more than %1 s of real time").arg(wall_limit_s);
}

QString memoryLimitText(int memory_mb) {
    return Tr::tr("stopped: used more than %1 MB of memory").arg(memory_mb);
}

}  // namespace botlab::grade
