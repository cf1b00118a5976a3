// JsonReader: reads JSON values with precise error messages ("file: a.b[2].c: ..."). Used by the
// part and robot file readers.
#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <cmath>
#include <optional>

#include "botlab/core/result.h"
#include "botlab/sim/types.h"

namespace botlab::parts {

/// Collects the first error while reading; later reads are no-ops once an error is set.
class JsonReader {
public:
    explicit JsonReader(QString source) : source_(std::move(source)) {}

    bool failed() const { return error_.has_value(); }
    Error error() const { return *error_; }
    void fail(const QString& path, const QString& what) {
        if (error_) return;
        error_ = Error{
            (source_ + QStringLiteral(": ") + path + QStringLiteral(": ") + what).toStdString()};
    }

    static QString key(const QString& path, const QString& k) {
        return path.isEmpty() ? k : path + QLatin1Char('.') + k;
    }
    static QString index(const QString& path, qsizetype i) {
        return path + QStringLiteral("[%1]").arg(i);
    }

    std::optional<double> number(const QJsonObject& o, const QString& path, const QString& k,
                                 std::optional<double> fallback = std::nullopt) {
        const QJsonValue v = o.value(k);
        if (v.isUndefined()) {
            if (!fallback)
                fail(key(path, k), QCoreApplication::translate("botlab::parts", "missing number"));
            return fallback;
        }
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            fail(key(path, k),
                 QCoreApplication::translate("botlab::parts", "must be a finite number"));
            return fallback;
        }
        return v.toDouble();
    }
    std::optional<double> positive(const QJsonObject& o, const QString& path, const QString& k,
                                   std::optional<double> fallback = std::nullopt) {
        auto v = number(o, path, k, fallback);
        if (v && !(*v > 0.0)) {
            fail(key(path, k),
                 QCoreApplication::translate("botlab::parts", "must be > 0 (got %1)").arg(*v));
            return std::nullopt;
        }
        return v;
    }
    std::optional<QString> string(const QJsonObject& o, const QString& path, const QString& k,
                                  std::optional<QString> fallback = std::nullopt) {
        const QJsonValue v = o.value(k);
        if (v.isUndefined()) {
            if (!fallback)
                fail(key(path, k), QCoreApplication::translate("botlab::parts", "missing text"));
            return fallback;
        }
        if (!v.isString()) {
            fail(key(path, k), QCoreApplication::translate("botlab::parts", "must be text"));
            return fallback;
        }
        return v.toString();
    }
    std::optional<bool> boolean(const QJsonObject& o, const QString& path, const QString& k,
                                bool fallback) {
        const QJsonValue v = o.value(k);
        if (v.isUndefined()) return fallback;
        if (!v.isBool()) {
            fail(key(path, k),
                 QCoreApplication::translate("botlab::parts", "must be true or false"));
            return fallback;
        }
        return v.toBool();
    }
    /// An array of exactly n finite numbers.
    std::optional<std::vector<double>> numbers(const QJsonObject& o, const QString& path,
                                               const QString& k, int n, bool required = true) {
        const QJsonValue v = o.value(k);
        if (v.isUndefined()) {
            if (required)
                fail(key(path, k),
                     QCoreApplication::translate("botlab::parts", "missing array of %1 numbers")
                         .arg(n));
            return std::nullopt;
        }
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() != n) {
            fail(key(path, k),
                 QCoreApplication::translate("botlab::parts", "must be an array of %1 numbers")
                     .arg(n));
            return std::nullopt;
        }
        std::vector<double> out;
        for (const QJsonValue& x : a) {
            if (!x.isDouble() || !std::isfinite(x.toDouble())) {
                fail(key(path, k), QCoreApplication::translate(
                                       "botlab::parts", "must be an array of %1 finite numbers")
                                       .arg(n));
                return std::nullopt;
            }
            out.push_back(x.toDouble());
        }
        return out;
    }
    std::optional<sim::Vec3> vec3(const QJsonObject& o, const QString& path, const QString& k,
                                  std::optional<sim::Vec3> fallback = std::nullopt) {
        if (o.value(k).isUndefined() && fallback) return fallback;
        auto v = numbers(o, path, k, 3);
        if (!v) return fallback;
        return sim::Vec3((*v)[0], (*v)[1], (*v)[2]);
    }
    /// A unit quaternion [w, x, y, z]; normalised when within 1e-3 of unit length, else an error.
    std::optional<sim::Quat> quat(const QJsonObject& o, const QString& path, const QString& k) {
        if (o.value(k).isUndefined()) return sim::Quat::Identity();
        auto v = numbers(o, path, k, 4);
        if (!v) return std::nullopt;
        sim::Quat q((*v)[0], (*v)[1], (*v)[2], (*v)[3]);
        const double n = q.norm();
        if (std::abs(n - 1.0) > 1e-3) {
            fail(key(path, k),
                 QCoreApplication::translate("botlab::parts",
                                             "must be a unit quaternion [w, x, y, z] (length %1)")
                     .arg(n));
            return std::nullopt;
        }
        if (std::abs(n - 1.0) > 1e-12) q.normalize();
        return q;
    }
    QJsonObject object(const QJsonObject& o, const QString& path, const QString& k, bool required) {
        const QJsonValue v = o.value(k);
        if (v.isUndefined()) {
            if (required)
                fail(key(path, k), QCoreApplication::translate("botlab::parts", "missing object"));
            return {};
        }
        if (!v.isObject())
            fail(key(path, k), QCoreApplication::translate("botlab::parts", "must be an object"));
        return v.toObject();
    }
    QJsonArray array(const QJsonObject& o, const QString& path, const QString& k, bool required) {
        const QJsonValue v = o.value(k);
        if (v.isUndefined()) {
            if (required)
                fail(key(path, k), QCoreApplication::translate("botlab::parts", "missing array"));
            return {};
        }
        if (!v.isArray())
            fail(key(path, k), QCoreApplication::translate("botlab::parts", "must be an array"));
        return v.toArray();
    }
    QJsonObject element(const QJsonArray& a, const QString& path, qsizetype i) {
        if (!a.at(i).isObject())
            fail(index(path, i), QCoreApplication::translate("botlab::parts", "must be an object"));
        return a.at(i).toObject();
    }

private:
    QString source_;
    std::optional<Error> error_;
};

}  // namespace botlab::parts
