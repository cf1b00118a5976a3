// SPDX-License-Identifier: GPL-3.0-or-later
// Sharding: `botlab-grade --shard K/N` runs the K-th of N disjoint slices of an assignment's runs
// (or a round robin tournament's matches) and writes a partial result (the slice's replays and
// trajectories and a manifest, shard.json); `botlab-grade merge DIRS... --out DIR` joins the N
// partial results into the same outputs as one run. The slice is the planned tasks (runs in the
// plan's order: students by name, scenes, seeds; matches by round, home, away, seed) whose index
// i has i % N == K - 1: it depends on the inputs only, not on timing or --jobs.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

#include "botlab/core/result.h"

namespace botlab::grade {

/// The manifest a shard writes into its --out folder.
inline constexpr const char* kShardManifestFile = "shard.json";
inline constexpr const char* kShardFormatName = "botlab.grade-shard";

/// Which slice: the index-th (1-based) of count.
struct ShardSpec {
    int index = 1;
    int count = 1;
    /// Whether task `task` (its index in the plan) belongs to this slice.
    bool has(int task) const { return count > 0 && task % count == index - 1; }
    bool operator==(const ShardSpec&) const = default;
};

/// Parses "K/N" (1 <= K <= N <= 100000). Errors: one line for the command line.
Result<ShardSpec> parseShard(const QString& text);

/// One task a shard ran: its index in the plan, a key naming it (checked at merge), the worker's
/// answer, and the files it left in the shard's folder (relative paths).
struct ShardTask {
    int task = 0;
    QString key;
    QJsonObject outcome;
    QStringList files;
};

/// A shard's manifest.
struct ShardManifest {
    ShardSpec shard;
    QString assignment_file;  ///< Absolute path, as the shard read it.
    QString assignment_sha256;
    QString submissions_dir;  ///< Absolute path.
    QString botlab_version;
    int tasks_total = 0;  ///< Tasks in the whole plan (all shards).
    std::vector<ShardTask> tasks;
    QString dir;  ///< The folder it was read from (not saved).

    QJsonObject toJson() const;
    /// Reads `dir`/shard.json. Errors name the folder ("DIR: not a shard's output ...").
    static Result<ShardManifest> load(const QString& dir);
};

/// Checks that `manifests` are exactly shards 1..N of the same N of one assignment (same hash):
/// one line naming the folders otherwise (a shard missing, given twice, of another assignment).
Status checkShardSet(const std::vector<ShardManifest>& manifests);

}  // namespace botlab::grade
