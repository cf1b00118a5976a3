// SPDX-License-Identifier: GPL-3.0-or-later
// Blocks: the student's Lua program as Blockly blocks and back, in C++ (Qt-free).
//
// ONE source of truth: Blockly (in the app's Blocks view) only edits and serialises the workspace;
// this module generates the Lua that runs from the workspace JSON (blocksToLua) and turns Lua into
// a workspace (luaToBlocks). The workspace JSON is Blockly's own JSON serialisation
// (Blockly.serialization.workspaces.save / load):
//
//     {"blocks": {"languageVersion": 0, "blocks": [{"type": "...", "id": "...", "x": 20, "y": 20,
//       "fields": {...}, "inputs": {"NAME": {"block": {...}}}, "next": {"block": {...}}}, ...]},
//      "variables": [{"name": "speed", "id": "..."}]}
//
// Top-level stacks run in the order of their position (top to bottom, then left to right).
// Block types: Blockly's standard blocks (controls_*, logic_*, math_*, text*, lists_*,
// variables_*, procedures_*) with their standard fields and inputs, and Botlab's own botlab_*
// blocks (one per call of the student API, botlab_lua_code / botlab_lua_expr for Lua that has no
// block, and a few Lua forms: local, repeat-until, generic for, return, comment); the catalogue
// (blockCatalogueJson) defines the botlab_* blocks for Blockly.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/core/result.h"

namespace botlab::blocks {

/// Converts a Lua program into a Blockly workspace (JSON text, see above), laid out top to bottom
/// (x = 20, y growing) so that the positions read as the program does. Never fails on a valid Lua
/// 5.4 program: a statement (or expression) that has no block becomes a grey botlab_lua_code
/// block (botlab_lua_expr for an expression) holding its exact source text; comments on their own
/// lines become botlab_comment blocks, a comment at the end of a statement's line the block's
/// comment. Fails only on a Lua syntax error: "line <n>: <what>" (n 1-based).
Result<std::string> luaToBlocks(std::string_view lua);

/// A Lua program as blocks, with where its statements went.
struct BlocksOfLua {
    std::string workspace;  ///< The workspace JSON, as luaToBlocks makes it.
    /// Program line (1-based) -> id of the block made from the statement that starts on it (the
    /// first of them when a statement makes several blocks; the outer statement when statements
    /// nest on one line, the first when several follow each other on it). Lines where no
    /// statement starts are absent. With GeneratedLua::line_to_block of the workspace's Lua it
    /// takes a line of the program to the line of the same statement in the generated Lua (a
    /// breakpoint kept through a conversion).
    std::map<int, std::string> line_to_block;
};

/// luaToBlocks with the program's line -> block map.
Result<BlocksOfLua> luaToBlocksWithLines(std::string_view lua);

/// The Lua generated from a workspace, with where each line came from.
struct GeneratedLua {
    std::string
        text;  ///< The program, in the examples' style (2-space indent, one statement a line).
    /// Lua line (1-based) -> id of the statement block that wrote that line (the innermost one:
    /// an `if`'s header line maps to the if block, a line in its body to that statement's block).
    /// Lines that no block wrote (blank lines) are absent.
    std::map<int, std::string> line_to_block;
};

/// Generates the Lua of a workspace (Blockly JSON text as saved by the Blocks view, or as
/// luaToBlocks makes it). An empty input input of a block generates `nil` (the program then
/// stops with an error on that block's line). Fails on text that is not a workspace: "not valid
/// JSON at byte <n>", "block '<id>': unknown block type '<type>'".
Result<GeneratedLua> blocksToLua(std::string_view workspace_json);

/// One device of the robot for the port drop-downs.
struct PortOption {
    int port = 0;       ///< Controller port: motors and servos 1..8, sensors 1..13.
    std::string kind;   ///< "motor", "servo", "line", "distance", "touch", "camera", ...
    std::string label;  ///< What the drop-down shows, e.g. "S1 line left" or "M2 right".
};

/// What the catalogue needs to know about the current robot.
struct CatalogueOptions {
    /// The robot's motors, servos and sensors (in port order); empty: the drop-downs list bare
    /// port numbers (motors 1..8, sensors 1..13).
    std::vector<PortOption> ports;
    /// Include the legged robots' legs.* and imu.* blocks in the toolbox (they are always defined).
    bool legged = true;
};

/// The block catalogue for Blockly, as one JSON object (texts in the UI language through
/// scripting::text(), so install the translator first):
///
///     {"blocks":  [Blockly JSON block definitions of every botlab_* block: {"type",
///                  "message0", "args0", "colour", "tooltip", "output" or "previousStatement" /
///                  "nextStatement", "inputsInline", "category"} ...],
///      "toolbox": {"kind": "categoryToolbox", "contents": [{"kind": "category", "name",
///                  "colour", "contents": [{"kind": "block", "type", "inputs"?}...]}...]},
///      "ports":   {"motor": [["M1 left", "1"], ...], "servo": [...], "sensor": [...]}}
///
/// Port arguments are value inputs holding a shadow botlab_motor_port / botlab_servo_port /
/// botlab_sensor_port block whose PORT drop-down lists `ports` (the value is the port number).
/// botlab_print has a mutator like text_join: extraState {"itemCount": n}, inputs ADD0..ADDn-1.
std::string blockCatalogueJson(const CatalogueOptions& options);

/// The .blocks file format (docs/formats/blocks.md):
///     {"format": "botlab-blocks", "version": 1, "workspace": {...Blockly JSON...}}
/// Wraps a workspace (JSON text) into the contents of a .blocks file (pretty-printed JSON).
/// Fails when `workspace_json` is not a JSON object.
Result<std::string> makeBlocksFile(std::string_view workspace_json);

/// The workspace (JSON text) of a .blocks file's contents. Fails with a message when the text is
/// not JSON, not a botlab-blocks document or of a newer version.
Result<std::string> workspaceFromBlocksFile(std::string_view file_text);

/// Whether `path` names a block program (ends in ".blocks", any case).
bool isBlocksFile(std::string_view path);

/// The Lua to run for a program file's contents: `text` itself for a Lua program, the generated
/// Lua for a .blocks file (`path` decides which, see isBlocksFile). Errors name the file.
Result<std::string> programSourceForRun(std::string_view path, std::string_view text);

}  // namespace botlab::blocks
