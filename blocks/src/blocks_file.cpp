// SPDX-License-Identifier: GPL-3.0-or-later
// The .blocks file format (docs/formats/blocks.md) and the runner's view of a program file.
#include <algorithm>
#include <cctype>

#include "botlab/blocks/blocks.h"
#include "botlab/scripting/text.h"
#include "json.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace botlab::blocks {

namespace {
constexpr int kVersion = 1;
}

Result<std::string> makeBlocksFile(std::string_view workspace_json) {
    Result<Json> ws = Json::parse(workspace_json);
    if (!ws) return Error{"workspace: " + ws.message()};
    if (!ws->isObject()) return Error{"workspace: not a JSON object"};
    Json doc = Json::object();
    doc.set("format", Json::string("botlab-blocks"));
    doc.set("version", Json::number(static_cast<double>(kVersion)));
    doc.set("workspace", std::move(ws.value()));
    return doc.dump(1) + "\n";
}

Result<std::string> workspaceFromBlocksFile(std::string_view file_text) {
    Result<Json> doc = Json::parse(file_text);
    if (!doc) return Error{doc.message()};
    if (!doc->isObject() || doc.value()["format"].text() != "botlab-blocks" ||
        !doc.value()["format"].isString())
        return Error{scripting::text(QT_TRANSLATE_NOOP(
            "botlab::scripting",
            "not a Botlab block program (\"format\": \"botlab-blocks\" missing)"))};
    const Json& version = doc.value()["version"];
    if (!version.isNumber() || version.asDouble() < 1)
        return Error{scripting::text(
            QT_TRANSLATE_NOOP("botlab::scripting", "\"version\" must be a whole number >= 1"))};
    if (version.asDouble() > kVersion)
        return Error{scripting::text(
            QT_TRANSLATE_NOOP("botlab::scripting",
                              "version %1 is newer than this Botlab reads (1); update Botlab"),
            {version.text()})};
    const Json& ws = doc.value()["workspace"];
    if (!ws.isObject())
        return Error{scripting::text(
            QT_TRANSLATE_NOOP("botlab::scripting", "\"workspace\" must be a JSON object"))};
    return ws.dump();
}

bool isBlocksFile(std::string_view path) {
    constexpr std::string_view ext = ".blocks";
    if (path.size() < ext.size()) return false;
    return std::equal(ext.begin(), ext.end(), path.end() - static_cast<long>(ext.size()),
                      [](char a, char b) {
                          return std::tolower(static_cast<unsigned char>(a)) ==
                                 std::tolower(static_cast<unsigned char>(b));
                      });
}

Result<std::string> programSourceForRun(std::string_view path, std::string_view text) {
    if (!isBlocksFile(path)) return std::string(text);
    Result<std::string> ws = workspaceFromBlocksFile(text);
    if (!ws) return Error{std::string(path) + ": " + ws.message()};
    Result<GeneratedLua> lua = blocksToLua(ws.value());
    if (!lua) return Error{std::string(path) + ": " + lua.message()};
    return std::move(lua.value().text);
}

}  // namespace botlab::blocks
