// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/runner/program_file.h"

#include "botlab/blocks/blocks.h"
#include "botlab/core/files.h"

namespace botlab::runner {

Result<std::string> programSource(const QString& path, const std::string& bytes) {
    return blocks::programSourceForRun(path.toStdString(), bytes);
}

Result<std::string> readProgram(const QString& path) {
    const Result<QByteArray> read = core::readFile(path, core::FileKind::Program);
    if (!read) return read.error();
    return programSource(path, read.value().toStdString());
}

}  // namespace botlab::runner
