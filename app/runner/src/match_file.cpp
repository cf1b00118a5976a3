// SPDX-License-Identifier: GPL-3.0-or-later
// Match files (see botlab/runner/match_file.h and docs/formats/match.md).
#include "botlab/runner/match_file.h"
#include "botlab/runner/program_file.h"

#include <QDir>
#include <QFileInfo>

#include "botlab/core/files.h"
#include "botlab/core/json_reader.h"
#include "tr.h"

namespace botlab::runner {

namespace {

/// A file name relative to the match file's folder; a bare name that is not a file there (a
/// built-in robot or scene name) stays as it is.
QString resolved(const QString& name, const QDir& folder) {
    if (name.isEmpty() || QFileInfo(name).isAbsolute()) return name;
    const QString there = folder.filePath(name);
    if (QFileInfo::exists(there)) return there;
    if (name.contains(QLatin1Char('/')) || name.endsWith(QLatin1String(".json")) ||
        name.endsWith(QLatin1String(".lua")) || name.endsWith(QLatin1String(".blocks")))
        return there;  // a file that is missing: the error names where it was looked for
    return name;
}

}  // namespace

Result<MatchFile> readMatchFile(const QString& path) {
    const Result<QByteArray> bytes = core::readFile(path, core::FileKind::Settings);
    if (!bytes.ok()) return Error{bytes.message()};
    const Result<QJsonObject> json = core::parseJsonObject(bytes.value(), path);
    if (!json.ok()) return Error{json.message()};
    const QDir folder = QFileInfo(path).absoluteDir();
    core::JsonReader r(path);
    core::JsonObjectReader root = r.root(json.value());
    MatchFile m;
    const QString format = root.string(QStringLiteral("format"));
    if (!r.failed() && format != QLatin1String(kMatchFormatName))
        r.fail(QStringLiteral("format"),
               Tr::tr("expected \"%1\", got \"%2\"").arg(QLatin1String(kMatchFormatName), format));
    const int version = root.integer(QStringLiteral("version"), -1);
    if (!r.failed() && (version < 1 || version > kMatchFormatVersion))
        r.fail(QStringLiteral("version"), Tr::tr("version %1 is not one this Botlab reads (%2)")
                                              .arg(version)
                                              .arg(kMatchFormatVersion));
    m.scene = resolved(root.string(QStringLiteral("scene")), folder);
    m.seed = static_cast<std::uint64_t>(
        root.integerInRange(QStringLiteral("seed"), 0, std::int64_t{1} << 53, 0));
    if (root.has(QStringLiteral("duration_s")))
        m.duration_s = root.positive(QStringLiteral("duration_s"));
    for (core::JsonObjectReader e : root.objects(QStringLiteral("robots"), true)) {
        MatchEntry entry;
        entry.robot = resolved(e.string(QStringLiteral("robot")), folder);
        entry.program = resolved(e.string(QStringLiteral("program"), QString()), folder);
        entry.owner = e.string(QStringLiteral("owner"), QString());
        entry.start = static_cast<int>(e.integerInRange(QStringLiteral("start"), 0, 63, -1));
        if (e.has(QStringLiteral("colour"))) {
            const QString text = e.string(QStringLiteral("colour"));
            bool ok = text.startsWith(QLatin1Char('#')) && (text.size() == 7 || text.size() == 9);
            const std::uint32_t v = ok ? text.mid(1).toUInt(&ok, 16) : 0;
            if (!ok && !r.failed())
                e.fail(
                    QStringLiteral("colour"),
                    Tr::tr("expected a colour \"#rrggbb\" or \"#rrggbbaa\", got \"%1\"").arg(text));
            if (ok) entry.rgba = text.size() == 7 ? (v << 8) | 0xffu : v;
        }
        e.finish();
        m.robots.push_back(entry);
    }
    root.finish();
    if (!r.failed() && m.robots.size() < 2)
        r.fail(QStringLiteral("robots"),
               Tr::tr("a match needs two robots or more (got %1)").arg(m.robots.size()));
    if (r.failed()) return r.error();
    return m;
}

Result<RunSetup> matchRunSetup(const MatchFile& match) {
    RunSetup s;
    s.scene = match.scene;
    s.seed = match.seed;
    s.program_options.chunk_name = "program";
    for (std::size_t i = 0; i < match.robots.size(); ++i) {
        const MatchEntry& e = match.robots[i];
        std::string source;
        if (!e.program.isEmpty()) {
            Result<std::string> read = readProgram(e.program);  // .lua or .blocks
            if (!read.ok()) return Error{read.message()};
            source = std::move(read.value());
        }
        if (i == 0) {
            s.robot = e.robot;
            s.program_source = std::move(source);
            s.owner = e.owner;
            s.rgba = e.rgba;
            s.start = e.start;
        } else {
            Participant p;
            p.robot = e.robot;
            p.program_source = std::move(source);
            p.owner = e.owner;
            p.rgba = e.rgba;
            p.start = e.start;
            s.opponents.push_back(std::move(p));
        }
    }
    return s;
}

}  // namespace botlab::runner
