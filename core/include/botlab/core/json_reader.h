// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON reader of Botlab's files (parts, robots, scenes): typed getters with defaults,
// messages that name the file and the JSON path ("robot.json: parts[3].position[1]: expected a
// number, got a string"), and an error for every key nobody asked for ("robot.json:
// parts[3].positon: unknown key (known: label, part, port, position, reversed, rotation)").
//
// Reading is first-error-wins: the first failure is recorded in the JsonReader and every later
// failure is ignored, so a reader can go on reading with the returned fallbacks and look at the
// result once at the end. Nothing here throws. Messages are translated in context "botlab::core".
//
//     core::JsonReader r(path);
//     core::JsonObjectReader root = r.root(object);
//     const double mass_kg = root.positive(QStringLiteral("mass_kg"));            // required
//     const bool collides = root.boolean(QStringLiteral("collides"), true);       // optional
//     for (core::JsonObjectReader shape : root.objects(QStringLiteral("shapes"))) {
//         ...
//         shape.finish();  // unknown keys of shapes[i]
//     }
//     root.finish();
//     if (r.failed()) return r.error();
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>
#include <cassert>
#include <cstdint>
#include <optional>
#include <vector>

#include "botlab/core/result.h"

namespace botlab::core {

class JsonObjectReader;
class JsonObjectArray;

/// Parses `bytes` as a JSON document whose top level is an object. On failure the Error reads
/// "<file>: not valid JSON at byte <n>: <reason>" or "<file>: the top level must be a JSON object".
Result<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& file);

/// The state of reading one JSON document: the file named in messages and the first error.
/// Not copyable (object readers point to it); it must outlive every JsonObjectReader made from it.
class JsonReader {
public:
    /// `file` starts every message (a path, a resource path or a label such as "mem.json"; may be
    /// empty, then messages start with the JSON path).
    explicit JsonReader(QString file);
    JsonReader(const JsonReader&) = delete;
    JsonReader& operator=(const JsonReader&) = delete;

    const QString& file() const { return file_; }
    /// True once any read failed.
    bool failed() const { return error_.has_value(); }
    /// The first error, "<file>: <path>: <message>". Valid only when failed().
    const Error& error() const {
        assert(error_);
        return *error_;
    }
    /// Success, or the first error.
    Status status() const { return error_ ? Status(*error_) : Status::success(); }
    /// Records the error "<file>: <path>: <message>" unless an error is recorded already (first
    /// error wins). An empty path leaves out its part. For checks the caller makes itself.
    void fail(const QString& path, const QString& message);

    /// A reader of `object`, the document's top level (path "").
    JsonObjectReader root(const QJsonObject& object);
    /// A reader of `value` at `path`; fails with "expected an object, got <type>" when `value` is
    /// not an object (the reader then reads an empty object).
    JsonObjectReader object(const QJsonValue& value, const QString& path);

    /// A finite number. Fails ("expected a number, got <type>", "must be a finite number (got
    /// infinity)") and
    /// returns `fallback` otherwise.
    double number(const QJsonValue& value, const QString& path, double fallback = 0.0);
    /// An array of exactly `n` finite numbers. Fails ("expected an array of <n> numbers, got
    /// <type>", "must be an array of <n> numbers (got <m>)", or a number's own error at
    /// "<path>[i]") and returns n zeros otherwise; the result always has n elements.
    std::vector<double> numbers(const QJsonValue& value, const QString& path, int n);

    /// "<path>.<key>" ("<key>" when path is empty), the key cut by core::quoted (paths are for
    /// messages).
    static QString key(const QString& path, const QString& key);
    /// "<path>[<i>]".
    static QString index(const QString& path, qsizetype i);
    /// The kind of a JSON value for messages, translated: "a number", "a string", "null", ...
    static QString typeName(const QJsonValue& value);

private:
    QString file_;
    std::optional<Error> error_;
};

/// One JSON object being read, at a JSON path. Each getter marks its key as known; finish() then
/// refuses any other key. Getters with a fallback treat a missing key as "use the fallback";
/// getters without one fail with "missing ..." when the key is absent, or, when an unknown key of
/// the object is a near miss of it (at most two edits), with "unknown key (did you mean '<key>'?)"
/// at that key's path. After a failure every
/// getter returns its fallback (or zero, empty, identity), so reading can simply go on.
/// Cheap to copy (the object is shared); the JsonReader must outlive it.
class JsonObjectReader {
public:
    JsonObjectReader(JsonReader& reader, const QJsonObject& object, QString path);

    JsonReader& reader() const { return *reader_; }
    /// This object's JSON path ("" for the top level, "parts[3]", "floor.strokes[0]").
    const QString& path() const { return path_; }
    /// The path of a key of this object: at("x") = "parts[3].x".
    QString at(const QString& key) const { return JsonReader::key(path_, key); }
    /// The raw object (keys are not marked known).
    const QJsonObject& json() const { return object_; }
    /// Records an error at this object's key `key` (path at(key)); see JsonReader::fail.
    void fail(const QString& key, const QString& message) { reader_->fail(at(key), message); }

    /// Whether the key is present; marks it known.
    bool has(const QString& key);
    /// The raw value (undefined when absent); marks the key known.
    QJsonValue value(const QString& key);
    /// Marks keys as known without reading them (keys the format allows but this reader ignores).
    void allow(const QStringList& keys);

    /// A finite number (required: "missing number").
    double number(const QString& key);
    double number(const QString& key, double fallback);
    /// A finite number > 0 ("must be > 0 (got <x>)"; then returns the fallback, or 0).
    double positive(const QString& key);
    double positive(const QString& key, double fallback);
    /// A whole number with |x| <= 1e9 ("must be a whole number (got <x>)").
    int integer(const QString& key, int fallback);
    /// A whole number in [min, max] ("must be a whole number from <min> to <max> (got <x>)").
    /// min and max must be within +-2^53 (where doubles hold every whole number).
    std::int64_t integerInRange(const QString& key, std::int64_t min, std::int64_t max,
                                std::int64_t fallback);
    /// true or false ("expected true or false, got <type>").
    bool boolean(const QString& key, bool fallback);
    /// A string (required: "missing string"; "expected a string, got <type>").
    QString string(const QString& key);
    QString string(const QString& key, const QString& fallback);
    /// One of `names`: returns its index ("'<s>' is not one of: a, b, c"). The required form
    /// fails with "missing string" and returns -1 when the key is absent; both return -1 when
    /// the string is not in `names`.
    int choice(const QString& key, const QStringList& names);
    int choice(const QString& key, const QStringList& names, int fallback);
    /// An array of exactly n finite numbers (required: "missing array of <n> numbers"); n zeros
    /// (or the fallback) on failure. See JsonReader::numbers for the messages.
    std::vector<double> numbers(const QString& key, int n);
    std::vector<double> numbers(const QString& key, int n, const std::vector<double>& fallback);
    /// [x, y, z] (required: "missing array of 3 numbers"); zero (or the fallback) on failure.
    Eigen::Vector3d vec3(const QString& key);
    Eigen::Vector3d vec3(const QString& key, const Eigen::Vector3d& fallback);
    /// A unit quaternion [w, x, y, z]; absent gives `fallback`. Normalised when within 1e-3 of
    /// unit length, else "must be a unit quaternion [w, x, y, z] (length <l>)".
    Eigen::Quaterniond quaternion(
        const QString& key, const Eigen::Quaterniond& fallback = Eigen::Quaterniond::Identity());
    /// An array ("expected an array, got <type>"); absent gives an empty array, or with
    /// `required` the error "missing array".
    QJsonArray array(const QString& key, bool required = false);
    /// A nested object, as a reader at path at(key). Absent gives a reader of an empty object, or
    /// with `required` the error "missing object". Call finish() on it too.
    JsonObjectReader object(const QString& key, bool required = false);
    /// An array of objects (see array() for absence), read element by element: iterating gives
    /// one reader per element at "<key>[i]"; an element that is not an object fails with
    /// "expected an object, got <type>" when it is reached, so errors come in document order.
    JsonObjectArray objects(const QString& key, bool required = false);

    /// Fails with "unknown key (known: a, b, c)" at the first key (in the object's key order) that
    /// no getter, has(), value() or allow() asked for: a misspelt or unsupported key.
    void finish();

private:
    /// Records `message` for the absent required `key`, or "unknown key (did you mean '<key>'?)"
    /// at a key of this object that is a near miss of it ("positon" for "position").
    void missing(const QString& key, const QString& message);
    /// The value at the present `key` when `is` holds for it; otherwise records `expected` (a
    /// botlab::core text whose %1 becomes the type found) and returns nullopt.
    std::optional<QJsonValue> typed(const QString& key, bool (QJsonValue::*is)() const,
                                    const char* expected);

    JsonReader* reader_;
    QJsonObject object_;
    QString path_;
    QSet<QString> known_;
};

/// The elements of a JSON array, each read as an object when reached (JsonObjectReader::objects).
///     for (JsonObjectReader part : root.objects(QStringLiteral("parts"))) { ... part.finish(); }
class JsonObjectArray {
public:
    JsonObjectArray(JsonReader& reader, QJsonArray array, QString path)
        : reader_(&reader), array_(std::move(array)), path_(std::move(path)) {}

    qsizetype size() const { return array_.size(); }
    bool empty() const { return array_.isEmpty(); }
    /// A reader of element i (0 <= i < size()) at "<path>[i]"; records an error when the element
    /// is not an object.
    JsonObjectReader operator[](qsizetype i) const {
        return reader_->object(array_.at(i), JsonReader::index(path_, i));
    }

    class iterator {
    public:
        iterator(const JsonObjectArray* a, qsizetype i) : a_(a), i_(i) {}
        JsonObjectReader operator*() const { return (*a_)[i_]; }
        iterator& operator++() {
            ++i_;
            return *this;
        }
        bool operator==(const iterator& o) const { return i_ == o.i_; }
        bool operator!=(const iterator& o) const { return i_ != o.i_; }

    private:
        const JsonObjectArray* a_;
        qsizetype i_;
    };
    iterator begin() const { return {this, 0}; }
    iterator end() const { return {this, array_.size()}; }

private:
    JsonReader* reader_;
    QJsonArray array_;
    QString path_;
};

}  // namespace botlab::core
