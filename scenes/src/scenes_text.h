// SPDX-License-Identifier: GPL-3.0-or-later
// Internal helpers for user-visible messages of the scenes module. Messages are translated in
// context "botlab::scenes" by Tr::tr calls (tr.h), which lupdate extracts.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "botlab/core/files.h"
#include "botlab/core/result.h"

namespace botlab::scenes::detail {

/// An Error whose message is "<where>: <message>" (where, a file or an item, may be empty): the
/// shape of core::fileError.
inline Error makeError(const QString& where, const QString& message) {
    return core::fileError(where, message);
}

/// Prefixes an existing error with a file or item name.
inline Error prefixError(const QString& where, const std::string& message) {
    return makeError(where, QString::fromStdString(message));
}

}  // namespace botlab::scenes::detail
