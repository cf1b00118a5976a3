// Internal helpers for user-visible messages of the scenes module.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "botlab/sim/result.h"

namespace botlab::scenes::detail {

/// Translates a message of the scenes module.
inline QString tr(const char* text) {
    return QCoreApplication::translate("botlab::scenes", text);
}

/// An Error whose message is "<where>: <message>" (where may be empty).
inline Error makeError(const QString& where, const QString& message) {
    return Error{
        (where.isEmpty() ? message : where + QStringLiteral(": ") + message).toStdString()};
}

/// Prefixes an existing error with a file or item name.
inline Error prefixError(const QString& where, const std::string& message) {
    return makeError(where, QString::fromStdString(message));
}

}  // namespace botlab::scenes::detail
