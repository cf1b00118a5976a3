// SPDX-License-Identifier: GPL-3.0-or-later
// Shard specs and manifests (see botlab/grade/shard.h).
#include "botlab/grade/shard.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <map>

#include "botlab/core/files.h"
#include "tr.h"

namespace botlab::grade {

Result<ShardSpec> parseShard(const QString& text) {
    static const QRegularExpression re(QStringLiteral("^([0-9]{1,6})/([0-9]{1,6})$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    const int k = m.hasMatch() ? m.captured(1).toInt() : 0;
    const int n = m.hasMatch() ? m.captured(2).toInt() : 0;
    if (!m.hasMatch() || n < 1 || n > 100000 || k < 1 || k > n)
        return Error{Tr::tr("--shard must be K/N with 1 <= K <= N, e.g. 3/8 (got '%1')")
                         .arg(text)
                         .toStdString()};
    return ShardSpec{k, n};
}

QJsonObject ShardManifest::toJson() const {
    QJsonArray list;
    for (const ShardTask& t : tasks)
        list.append(QJsonObject{{QStringLiteral("task"), t.task},
                                {QStringLiteral("key"), t.key},
                                {QStringLiteral("outcome"), t.outcome},
                                {QStringLiteral("files"), QJsonArray::fromStringList(t.files)}});
    return QJsonObject{{QStringLiteral("format"), QLatin1String(kShardFormatName)},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("shard"), shard.index},
                       {QStringLiteral("shards"), shard.count},
                       {QStringLiteral("assignment_file"), assignment_file},
                       {QStringLiteral("assignment_sha256"), assignment_sha256},
                       {QStringLiteral("submissions_dir"), submissions_dir},
                       {QStringLiteral("botlab_version"), botlab_version},
                       {QStringLiteral("tasks_total"), tasks_total},
                       {QStringLiteral("tasks"), list}};
}

Result<ShardManifest> ShardManifest::load(const QString& dir) {
    const QString path = QDir(dir).filePath(QLatin1String(kShardManifestFile));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return core::fileError(dir, Tr::tr("not a shard's output (no %1)").arg(kShardManifestFile));
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.value(QStringLiteral("format")).toString() != kShardFormatName)
        return core::fileError(path, Tr::tr("not a shard manifest"));
    ShardManifest m;
    m.dir = QDir(dir).absolutePath();
    m.shard.index = o.value(QStringLiteral("shard")).toInt();
    m.shard.count = o.value(QStringLiteral("shards")).toInt();
    m.assignment_file = o.value(QStringLiteral("assignment_file")).toString();
    m.assignment_sha256 = o.value(QStringLiteral("assignment_sha256")).toString();
    m.submissions_dir = o.value(QStringLiteral("submissions_dir")).toString();
    m.botlab_version = o.value(QStringLiteral("botlab_version")).toString();
    m.tasks_total = o.value(QStringLiteral("tasks_total")).toInt();
    for (const QJsonValue& v : o.value(QStringLiteral("tasks")).toArray()) {
        const QJsonObject t = v.toObject();
        ShardTask task;
        task.task = t.value(QStringLiteral("task")).toInt(-1);
        task.key = t.value(QStringLiteral("key")).toString();
        task.outcome = t.value(QStringLiteral("outcome")).toObject();
        for (const QJsonValue& file : t.value(QStringLiteral("files")).toArray())
            task.files << file.toString();
        m.tasks.push_back(std::move(task));
    }
    if (m.shard.count < 1 || m.shard.index < 1 || m.shard.index > m.shard.count)
        return core::fileError(path, Tr::tr("not a valid shard number"));
    return m;
}

Status checkShardSet(const std::vector<ShardManifest>& ms) {
    if (ms.empty()) return Error{Tr::tr("merge: give the shards' folders").toStdString()};
    const ShardManifest& first = ms.front();
    std::map<int, QString> seen;
    for (const ShardManifest& m : ms) {
        if (m.assignment_sha256 != first.assignment_sha256 || m.tasks_total != first.tasks_total)
            return Error{Tr::tr("%1 is a shard of another assignment than %2 (or of other "
                                "submissions); merge shards of one grading")
                             .arg(m.dir, first.dir)
                             .toStdString()};
        if (m.shard.count != first.shard.count)
            return Error{Tr::tr("%1 is shard %2/%3 but %4 is shard %5/%6: all must be of the "
                                "same N")
                             .arg(m.dir)
                             .arg(m.shard.index)
                             .arg(m.shard.count)
                             .arg(first.dir)
                             .arg(first.shard.index)
                             .arg(first.shard.count)
                             .toStdString()};
        if (const auto it = seen.find(m.shard.index); it != seen.end())
            return Error{Tr::tr("shard %1/%2 is given twice: %3 and %4")
                             .arg(m.shard.index)
                             .arg(m.shard.count)
                             .arg(it->second, m.dir)
                             .toStdString()};
        seen[m.shard.index] = m.dir;
    }
    QStringList missing;
    for (int k = 1; k <= first.shard.count; ++k)
        if (!seen.count(k)) missing << QStringLiteral("%1/%2").arg(k).arg(first.shard.count);
    if (!missing.isEmpty())
        return Error{
            Tr::tr("shards missing: %1").arg(missing.join(QStringLiteral(", "))).toStdString()};
    return {};
}

}  // namespace botlab::grade
