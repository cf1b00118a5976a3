// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/core/files.h"
#include "tr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#endif

namespace botlab::core {

namespace {

constexpr std::int64_t kMiB = std::int64_t(1) << 20;

QString megabytes(std::int64_t bytes) {
    return QString::number(static_cast<double>(bytes) / double(kMiB), 'f', 1);
}

Error notRegular(const QString& path, FileKind kind) {
    return fileError(path, Tr::tr("not a regular file (a device, FIFO or directory cannot be a %1)")
                               .arg(fileKindName(kind)));
}

Error tooLarge(const QString& path, FileKind kind, std::int64_t size) {
    // "more than" when the size is only known to exceed the limit (a file that grew).
    return fileError(path,
                     Tr::tr("too large for a %1 (%2 MB; the limit is %3 MB)")
                         .arg(fileKindName(kind), megabytes(size), megabytes(maxFileBytes(kind))));
}

Error missing(const QString& path, FileKind kind) {
    return fileError(path, Tr::tr("no such %1").arg(fileKindName(kind)));
}

Error cannotRead(const QString& path, const QString& reason) {
    return fileError(path, Tr::tr("cannot read (%1)").arg(reason));
}

/// Qt resources and platforms without POSIX: QFile with the same checks.
Result<QByteArray> readWithQFile(const QString& path, FileKind kind) {
    const QFileInfo info(path);
    if (!info.exists()) return missing(path, kind);
    if (!info.isFile()) return notRegular(path, kind);
    if (info.size() > maxFileBytes(kind)) return tooLarge(path, kind, info.size());
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return cannotRead(path, f.errorString());
    QByteArray bytes = f.read(maxFileBytes(kind) + 1);
    if (bytes.size() > maxFileBytes(kind)) return tooLarge(path, kind, bytes.size());
    if (f.error() != QFile::NoError) return cannotRead(path, f.errorString());
    return bytes;
}

}  // namespace

Error fileError(const QString& path, const QString& message) {
    return Error{(path.isEmpty() ? message : path + QStringLiteral(": ") + message).toStdString()};
}

std::int64_t maxFileBytes(FileKind kind) {
    switch (kind) {
        case FileKind::Robot:
            return 4 * kMiB;
        case FileKind::Scene:
            return 16 * kMiB;
        case FileKind::Part:
            return 1 * kMiB;
        case FileKind::Project:
            return 4 * kMiB;
        case FileKind::Program:
            return 1 * kMiB;
        case FileKind::Mesh:
            return 64 * kMiB;
        case FileKind::FloorImage:
            return 32 * kMiB;
        case FileKind::Dem:
            return 64 * kMiB;
        case FileKind::Settings:
            return 1 * kMiB;
        case FileKind::Document:
            return 8 * kMiB;
        case FileKind::Assignment:
            return 1 * kMiB;
        case FileKind::Replay:
        case FileKind::Drive:
            return 32 * kMiB;
    }
    return 0;
}

QString fileKindName(FileKind kind) {
    switch (kind) {
        case FileKind::Robot:
            return Tr::tr("robot file");
        case FileKind::Scene:
            return Tr::tr("scene file");
        case FileKind::Part:
            return Tr::tr("part file");
        case FileKind::Project:
            return Tr::tr("project file");
        case FileKind::Program:
            return Tr::tr("Lua program");
        case FileKind::Mesh:
            return Tr::tr("mesh file");
        case FileKind::FloorImage:
            return Tr::tr("floor image");
        case FileKind::Dem:
            return Tr::tr("terrain height map");
        case FileKind::Settings:
            return Tr::tr("settings file");
        case FileKind::Document:
            return Tr::tr("document");
        case FileKind::Assignment:
            return Tr::tr("assignment file");
        case FileKind::Replay:
            return Tr::tr("replay file");
        case FileKind::Drive:
            return Tr::tr("drive recording");
    }
    return {};
}

Result<QByteArray> readFile(const QString& path, FileKind kind) {
    if (path.isEmpty()) return missing(path, kind);
#ifdef Q_OS_UNIX
    if (path.startsWith(QLatin1Char(':'))) return readWithQFile(path, kind);
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int e = errno;
        if (e == ENOENT || e == ENOTDIR) return missing(path, kind);
        return cannotRead(path, QString::fromLocal8Bit(std::strerror(e)));
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return cannotRead(path, QString::fromLocal8Bit(std::strerror(errno)));
    if (!S_ISREG(st.st_mode)) return notRegular(path, kind);
    const std::int64_t limit = maxFileBytes(kind);
    if (st.st_size > limit) return tooLarge(path, kind, st.st_size);
    QByteArray bytes;
    bytes.resize(static_cast<qsizetype>(st.st_size) + 1);
    std::int64_t got = 0;
    for (;;) {
        if (got == bytes.size()) {
            if (got > limit) return tooLarge(path, kind, got);
            bytes.resize(static_cast<qsizetype>(std::min<std::int64_t>(2 * got + 4096, limit + 1)));
        }
        const ssize_t n = ::read(fd, bytes.data() + got, static_cast<size_t>(bytes.size() - got));
        if (n < 0) {
            if (errno == EINTR) continue;
            return cannotRead(path, QString::fromLocal8Bit(std::strerror(errno)));
        }
        if (n == 0) break;
        got += n;
    }
    if (got > limit) return tooLarge(path, kind, got);
    bytes.truncate(static_cast<qsizetype>(got));
    return bytes;
#else
    return readWithQFile(path, kind);
#endif
}

Status writeFileAtomic(const QString& path, const QByteArray& bytes) {
    // QSaveFile would rename its temporary file over a device or FIFO (and, run as root, replace
    // /dev/full by a regular file): only regular files are saved over.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return fileError(path,
                         Tr::tr("not a regular file (a device, FIFO or folder cannot be saved "
                                "over)"));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return fileError(path, Tr::tr("cannot write (%1)").arg(f.errorString()));
    // A short write is a failure too; cancelWriting() drops the temporary file.
    if (f.write(bytes) != bytes.size()) {
        const QString why = f.errorString();
        f.cancelWriting();
        return fileError(path, Tr::tr("saving failed (%1)").arg(why));
    }
    if (!f.commit()) return fileError(path, Tr::tr("saving failed (%1)").arg(f.errorString()));
    return {};
}

Status checkFile(const QString& path, FileKind kind) {
    if (path.isEmpty()) return missing(path, kind);
    const QFileInfo info(path);  // follows symbolic links, like open()
    if (!info.exists()) return missing(path, kind);
    if (!info.isFile()) return notRegular(path, kind);
    if (info.size() > maxFileBytes(kind)) return tooLarge(path, kind, info.size());
    return {};
}

}  // namespace botlab::core
