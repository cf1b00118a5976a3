// SPDX-License-Identifier: GPL-3.0-or-later
// Bounded file reading and atomic file writing. readFile is the one way Botlab reads a file it did
// not write itself: only regular files (or Qt resources) are read, never a device, FIFO, socket or
// directory, and never more than the limit of the file's kind, so "--robot /dev/zero" or a 10 GB
// "mesh" is a refusal with a message, not an exhausted machine. writeFileAtomic is its twin, the
// one way Botlab saves a file: the old file stays whole until the new one is complete. Messages
// are translated in context "botlab::core" and name the file.
#pragma once

#include <QByteArray>
#include <QString>
#include <cstdint>

#include "botlab/core/result.h"

namespace botlab::core {

/// An error about a file: "<path>: <message>", or just `message` when `path` is empty (an
/// in-memory document). Every file error of Botlab has this shape, so a person sees which file.
Error fileError(const QString& path, const QString& message);

/// What a file is for; each kind has its own size limit (docs/formats.md, "Size limits").
enum class FileKind {
    Robot,       ///< botlab-robot JSON: 4 MiB.
    Scene,       ///< botlab-scene JSON: 16 MiB.
    Part,        ///< botlab-part JSON: 1 MiB.
    Project,     ///< botlab-project JSON: 1 MiB.
    Program,     ///< a Lua program: 1 MiB.
    Mesh,        ///< a mesh file (and each file a glTF or OBJ refers to): 64 MiB.
    FloorImage,  ///< a picture on a scene's floor: 32 MiB.
    Dem,         ///< a terrain height map (CSV or 16-bit PNG): 64 MiB.
    Settings,    ///< a small JSON file the app reads (example index, options): 1 MiB.
    Document,    ///< a document the Help menu shows (Markdown): 8 MiB.
    Assignment,  ///< a botlab-grade assignment (JSON): 1 MiB.
    Replay,      ///< a graded run's replay file (JSON, with the scene inside): 32 MiB.
    Drive,       ///< a Cockpit drive recording (JSON): 32 MiB.
};

/// The largest file of this kind that is read, in bytes.
std::int64_t maxFileBytes(FileKind kind);

/// The kind's name for messages, translated ("robot file", "Lua program", ...).
QString fileKindName(FileKind kind);

/// Reads the whole file at `path` (a file on disk or a ":/..." Qt resource). Fails, with a message
/// that starts "<path>: ", when the file is missing ("no such <kind>"), is not a regular file
/// ("not a regular file (a device, FIFO or directory cannot be a <kind>)"), cannot be opened or
/// read, or is larger than maxFileBytes(kind) ("too large for a <kind> (<n> MB; the limit is
/// <m> MB)"). A file that grows while it is read is cut at the limit and refused the same way.
/// Never blocks on a FIFO and never reads more than the limit plus one byte.
Result<QByteArray> readFile(const QString& path, FileKind kind);

/// Checks, without reading, that `path` is a regular file (or resource) of at most
/// maxFileBytes(kind) bytes: the same refusals as readFile, for readers that need a file name
/// (an external program's input).
Status checkFile(const QString& path, FileKind kind);

/// Writes `bytes` to `path` atomically (QSaveFile: a temporary file beside `path`, renamed over
/// it only once everything is written), so a failed or interrupted save leaves the old file as it
/// was and never a half-written one. Fails, with a message that starts "<path>: ", when `path` is
/// a device, FIFO or folder ("not a regular file (...)"; it is never replaced), when the file
/// cannot be created ("cannot write (<reason>)"), when not every byte is written or the rename
/// fails ("saving failed (<reason>)"); on failure no temporary file is left behind.
Status writeFileAtomic(const QString& path, const QByteArray& bytes);

}  // namespace botlab::core
