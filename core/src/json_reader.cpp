// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/core/json_reader.h"
#include "botlab/core/text.h"
#include "tr.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>

namespace botlab::core {

namespace {

bool isWhole(double d) {
    return std::isfinite(d) && d == std::floor(d);
}

/// Levenshtein distance between two short strings.
qsizetype editDistance(const QString& a, const QString& b) {
    std::vector<qsizetype> row(static_cast<size_t>(b.size()) + 1);
    for (qsizetype j = 0; j <= b.size(); ++j) row[static_cast<size_t>(j)] = j;
    for (qsizetype i = 1; i <= a.size(); ++i) {
        qsizetype diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const qsizetype up = row[static_cast<size_t>(j)];
            row[static_cast<size_t>(j)] = std::min({up + 1, row[static_cast<size_t>(j - 1)] + 1,
                                                    diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[static_cast<size_t>(b.size())];
}

}  // namespace

Result<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& file) {
    auto error = [&](const QString& message) {
        return Error{
            (file.isEmpty() ? message : file + QStringLiteral(": ") + message).toStdString()};
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return error(Tr::tr("not valid JSON at byte %1: %2").arg(pe.offset).arg(pe.errorString()));
    if (!doc.isObject()) return error(Tr::tr("the top level must be a JSON object"));
    return doc.object();
}

// ---- JsonReader ----

JsonReader::JsonReader(QString file) : file_(std::move(file)) {}

void JsonReader::fail(const QString& path, const QString& message) {
    if (error_) return;
    QString text = message;
    if (!path.isEmpty()) text = path + QStringLiteral(": ") + text;
    if (!file_.isEmpty()) text = file_ + QStringLiteral(": ") + text;
    error_ = Error{text.toStdString()};
}

JsonObjectReader JsonReader::root(const QJsonObject& object) {
    return JsonObjectReader(*this, object, QString());
}

JsonObjectReader JsonReader::object(const QJsonValue& value, const QString& path) {
    if (!value.isObject()) {
        fail(path, Tr::tr("expected an object, got %1").arg(typeName(value)));
        return JsonObjectReader(*this, QJsonObject(), path);
    }
    return JsonObjectReader(*this, value.toObject(), path);
}

double JsonReader::number(const QJsonValue& value, const QString& path, double fallback) {
    if (!value.isDouble()) {
        fail(path, Tr::tr("expected a number, got %1").arg(typeName(value)));
        return fallback;
    }
    const double d = value.toDouble();
    if (!std::isfinite(d)) {
        fail(path, Tr::tr("must be a finite number (got %1)").arg(numberText(d)));
        return fallback;
    }
    return d;
}

std::vector<double> JsonReader::numbers(const QJsonValue& value, const QString& path, int n) {
    std::vector<double> out(static_cast<size_t>(n), 0.0);
    if (!value.isArray()) {
        fail(path, Tr::tr("expected an array of %1 numbers, "
                          "got %2")
                       .arg(n)
                       .arg(typeName(value)));
        return out;
    }
    const QJsonArray a = value.toArray();
    if (a.size() != n) {
        fail(path, Tr::tr("must be an array of %1 numbers (got %2)").arg(n).arg(a.size()));
        return out;
    }
    std::vector<double> read(static_cast<size_t>(n), 0.0);
    for (int i = 0; i < n; ++i) {
        const QJsonValue x = a.at(i);
        if (!x.isDouble() || !std::isfinite(x.toDouble())) {
            number(x, index(path, i));  // records the element's own error
            return out;
        }
        read[static_cast<size_t>(i)] = x.toDouble();
    }
    return read;
}

QString JsonReader::key(const QString& path, const QString& key) {
    // Paths are for messages: a key from the file is quoted (cut at 80 characters).
    const QString k = quoted(key);
    return path.isEmpty() ? k : path + QLatin1Char('.') + k;
}

QString JsonReader::index(const QString& path, qsizetype i) {
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

QString JsonReader::typeName(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Null:
            return Tr::tr("null");
        case QJsonValue::Bool:
            return Tr::tr("true or false");
        case QJsonValue::Double:
            return Tr::tr("a number");
        case QJsonValue::String:
            return Tr::tr("a string");
        case QJsonValue::Array:
            return Tr::tr("an array");
        case QJsonValue::Object:
            return Tr::tr("an object");
        case QJsonValue::Undefined:
            break;
    }
    return Tr::tr("nothing");
}

// ---- JsonObjectReader ----

JsonObjectReader::JsonObjectReader(JsonReader& reader, const QJsonObject& object, QString path)
    : reader_(&reader), object_(object), path_(std::move(path)) {}

bool JsonObjectReader::has(const QString& key) {
    known_.insert(key);
    return object_.contains(key);
}

QJsonValue JsonObjectReader::value(const QString& key) {
    known_.insert(key);
    return object_.value(key);
}

void JsonObjectReader::allow(const QStringList& keys) {
    for (const QString& k : keys) known_.insert(k);
}

double JsonObjectReader::number(const QString& key) {
    if (!has(key)) {
        missing(key, Tr::tr("missing number"));
        return 0.0;
    }
    return reader_->number(object_.value(key), at(key), 0.0);
}

double JsonObjectReader::number(const QString& key, double fallback) {
    if (!has(key)) return fallback;
    return reader_->number(object_.value(key), at(key), fallback);
}

double JsonObjectReader::positive(const QString& key) {
    if (!has(key)) return number(key);  // records "missing number", returns 0
    return positive(key, 0.0);
}

double JsonObjectReader::positive(const QString& key, double fallback) {
    if (!has(key)) return fallback;
    const QJsonValue v = object_.value(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble())) return number(key, fallback);
    const double d = v.toDouble();
    if (!(d > 0.0)) {
        fail(key, Tr::tr("must be > 0 (got %1)").arg(numberText(d)));
        return fallback;
    }
    return d;
}

int JsonObjectReader::integer(const QString& key, int fallback) {
    if (!has(key)) return fallback;
    const QJsonValue v = object_.value(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        number(key, 0.0);  // records the number's own error
        return fallback;
    }
    const double d = v.toDouble();
    if (!isWhole(d) || std::abs(d) > 1e9) {
        fail(key, Tr::tr("must be a whole number (got %1)").arg(numberText(d)));
        return fallback;
    }
    return static_cast<int>(d);
}

std::int64_t JsonObjectReader::integerInRange(const QString& key, std::int64_t min,
                                              std::int64_t max, std::int64_t fallback) {
    if (!has(key)) return fallback;
    const QJsonValue v = object_.value(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        number(key, 0.0);  // records the number's own error
        return fallback;
    }
    const double d = v.toDouble();
    if (!isWhole(d) || d < static_cast<double>(min) || d > static_cast<double>(max)) {
        fail(key, Tr::tr("must be a whole number from %1 to %2 (got %3)")
                      .arg(min)
                      .arg(max)
                      .arg(numberText(d)));
        return fallback;
    }
    return static_cast<std::int64_t>(d);
}

std::optional<QJsonValue> JsonObjectReader::typed(const QString& key,
                                                  bool (QJsonValue::*is)() const,
                                                  const char* expected) {
    const QJsonValue v = object_.value(key);
    if ((v.*is)()) return v;
    fail(key, QCoreApplication::translate("botlab::core", expected).arg(JsonReader::typeName(v)));
    return std::nullopt;
}

bool JsonObjectReader::boolean(const QString& key, bool fallback) {
    if (!has(key)) return fallback;
    const auto v = typed(key, &QJsonValue::isBool,
                         QT_TRANSLATE_NOOP("botlab::core", "expected true or false, got %1"));
    return v ? v->toBool() : fallback;
}

QString JsonObjectReader::string(const QString& key) {
    if (!has(key)) {
        missing(key, Tr::tr("missing string"));
        return {};
    }
    return string(key, QString());
}

QString JsonObjectReader::string(const QString& key, const QString& fallback) {
    if (!has(key)) return fallback;
    const auto v = typed(key, &QJsonValue::isString,
                         QT_TRANSLATE_NOOP("botlab::core", "expected a string, got %1"));
    return v ? v->toString() : fallback;
}

int JsonObjectReader::choice(const QString& key, const QStringList& names) {
    if (!has(key)) {
        missing(key, Tr::tr("missing string"));
        return -1;
    }
    return choice(key, names, -1);
}

int JsonObjectReader::choice(const QString& key, const QStringList& names, int fallback) {
    if (!has(key)) return fallback;
    const QJsonValue v = object_.value(key);
    if (!v.isString()) {
        string(key, QString());  // records "expected a string, got ..."
        return -1;
    }
    const QString s = v.toString();
    const int i = static_cast<int>(names.indexOf(s));
    if (i < 0)
        fail(key,
             Tr::tr("'%1' is not one of: %2").arg(quoted(s), names.join(QStringLiteral(", "))));
    return i;
}

std::vector<double> JsonObjectReader::numbers(const QString& key, int n) {
    if (!has(key)) {
        missing(key, Tr::tr("missing array of %1 numbers").arg(n));
        return std::vector<double>(static_cast<size_t>(n), 0.0);
    }
    return reader_->numbers(object_.value(key), at(key), n);
}

std::vector<double> JsonObjectReader::numbers(const QString& key, int n,
                                              const std::vector<double>& fallback) {
    if (!has(key)) return fallback;
    const bool was_failed = reader_->failed();
    std::vector<double> v = reader_->numbers(object_.value(key), at(key), n);
    if (reader_->failed() && !was_failed) return fallback;
    return v;
}

Eigen::Vector3d JsonObjectReader::vec3(const QString& key) {
    const std::vector<double> v = numbers(key, 3);
    return {v[0], v[1], v[2]};
}

Eigen::Vector3d JsonObjectReader::vec3(const QString& key, const Eigen::Vector3d& fallback) {
    const std::vector<double> v = numbers(key, 3, {fallback.x(), fallback.y(), fallback.z()});
    return {v[0], v[1], v[2]};
}

Eigen::Quaterniond JsonObjectReader::quaternion(const QString& key,
                                                const Eigen::Quaterniond& fallback) {
    if (!has(key)) return fallback;
    const bool was_failed = reader_->failed();
    const std::vector<double> v = reader_->numbers(object_.value(key), at(key), 4);
    if (reader_->failed() && !was_failed) return fallback;
    Eigen::Quaterniond q(v[0], v[1], v[2], v[3]);
    const double length = q.norm();
    if (std::abs(length - 1.0) > 1e-3) {
        fail(key,
             Tr::tr("must be a unit quaternion [w, x, y, z] (length %1)").arg(numberText(length)));
        return fallback;
    }
    if (std::abs(length - 1.0) > 1e-12) q.normalize();
    return q;
}

QJsonArray JsonObjectReader::array(const QString& key, bool required) {
    if (!has(key)) {
        if (required) missing(key, Tr::tr("missing array"));
        return {};
    }
    const auto v = typed(key, &QJsonValue::isArray,
                         QT_TRANSLATE_NOOP("botlab::core", "expected an array, got %1"));
    return v ? v->toArray() : QJsonArray();
}

JsonObjectReader JsonObjectReader::object(const QString& key, bool required) {
    if (!has(key)) {
        if (required) missing(key, Tr::tr("missing object"));
        return JsonObjectReader(*reader_, QJsonObject(), at(key));
    }
    return reader_->object(object_.value(key), at(key));
}

JsonObjectArray JsonObjectReader::objects(const QString& key, bool required) {
    return JsonObjectArray(*reader_, array(key, required), at(key));
}

void JsonObjectReader::missing(const QString& key, const QString& message) {
    // A required key is absent: when a key nobody asked for is a near miss of it (at most two
    // edits, and fewer than half its letters), the misspelt key is the error to show.
    for (auto it = object_.begin(); it != object_.end(); ++it) {
        const QString& k = it.key();
        if (known_.contains(k)) continue;
        const qsizetype d = editDistance(k, key);
        if (d <= 2 && 2 * d < key.size()) {
            fail(k, Tr::tr("unknown key (did you mean '%1'?)").arg(key));
            return;
        }
    }
    fail(key, message);
}

void JsonObjectReader::finish() {
    for (auto it = object_.begin(); it != object_.end(); ++it) {
        if (known_.contains(it.key())) continue;
        QStringList known(known_.begin(), known_.end());
        known.sort();
        fail(it.key(),
             known.isEmpty()
                 ? Tr::tr("unknown key (this object has none)")
                 : Tr::tr("unknown key (known: %1)").arg(known.join(QStringLiteral(", "))));
        return;
    }
}

}  // namespace botlab::core
