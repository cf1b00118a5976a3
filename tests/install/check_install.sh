#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs Botlab into a temporary prefix (cmake --install) and checks that the installed
# programs work from there alone: the files of the layout are in place; no installed program
# holds a path of the source or build tree; the installed botlab-run runs every built-in robot
# and every built-in scene, and every example of the installed examples/index.json; the line
# follower reaches its goal with the installed example program; the installed botlab-grade grades
# a class of two; the installed app finds its data
# under <prefix>/share/botlab and draws the demo under Xvfb (a PNG that is not blank), and opens
# a robot file and a scene file given alone.
# The programs run from a folder outside the trees, without BOTLAB_SOURCE_DIR.
# Usage: check_install.sh <build dir> <source dir> <install_check helper>
set -u
BUILD="$(cd "$1" && pwd)"; SRC="$(cd "$2" && pwd)"; HELPER="$3"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
P="$TMP/prefix"
fail() { echo "FAIL: $*"; exit 1; }
unset BOTLAB_SOURCE_DIR
cd "$TMP" || fail "cannot enter $TMP"

cmake --install "$BUILD" --prefix "$P" > "$TMP/install.log" 2>&1 || fail "install: $(tail -5 "$TMP/install.log")"

# The layout.
for f in bin/botlab bin/botlab-run bin/botlab-grade share/botlab/examples/index.json \
         share/botlab/examples/line_follower.lua share/botlab/examples/zh_CN/line_follower.lua \
         share/botlab/examples/legged/hexapod.lua share/botlab/docs/user-guide.md \
         share/botlab/examples/blocks/line_follower.blocks share/botlab/blocks/index.html \
         share/botlab/blocks/blocks.js share/botlab/blocks/vendor/blockly/blockly_compressed.js \
         share/botlab/docs/user-guide.zh_CN.md share/botlab/docs/lua-api.md \
         share/applications/botlab.desktop share/mime/packages/botlab.xml \
         share/metainfo/botlab.metainfo.xml share/icons/hicolor/scalable/apps/botlab.svg \
         share/icons/hicolor/16x16/apps/botlab.png share/icons/hicolor/256x256/apps/botlab.png \
         share/man/man1/botlab.1.gz share/man/man1/botlab-run.1.gz \
         share/man/man1/botlab-grade.1.gz share/doc/botlab/copyright \
         libexec/botlab/botlab-mesh-import; do
    [ -e "$P/$f" ] || fail "not installed: $f"
done
for p in "$P"/bin/* "$P"/libexec/botlab/*; do
    [ -x "$p" ] || fail "$p is not executable"
    [ -n "${BOTLAB_INSTALL_PATHS_MAY_BE_EMBEDDED:-}" ] && continue  # a sanitizer build
    grep -qF "$SRC" "$p" && fail "$p holds the source tree's path $SRC"
    grep -qF "$BUILD" "$p" && fail "$p holds the build tree's path $BUILD"
done
grep -q '^MimeType=.*application/x-botlab-project' "$P/share/applications/botlab.desktop" \
    || fail "the desktop entry does not open projects"

# The app finds its data under the prefix (asked from the installed bin/), and in the build tree.
cp "$HELPER" "$P/bin/install_check" || fail "cannot copy $HELPER"
data="$("$P/bin/install_check" datadir)"
[ "$data" = "$P/share/botlab" ] || fail "installed: data found in '$data', not $P/share/botlab"
rm "$P/bin/install_check"
data="$("$HELPER" datadir)"
[ "$data" = "$BUILD/share/botlab" ] || fail "build tree: data found in '$data', not $BUILD/share/botlab"

RUN="$P/bin/botlab-run"
EX="$P/share/botlab/examples"
printf 'wait(0.5)\nprint("short run done")\n' > "$TMP/short.lua"
run() {  # run <robot> <scene> <program> <duration>: exit 0 and the summary printed
    "$RUN" --robot "$1" --scene "$2" --program "$3" --duration "$4" > "$TMP/out.txt" 2> "$TMP/err.txt"
    local rc=$?
    [ $rc -eq 0 ] || fail "botlab-run $1 on $2 ($3): exit $rc: $(head -3 "$TMP/err.txt")"
    grep -q -- "--- botlab-run: $1 on $2" "$TMP/out.txt" || fail "$1 on $2: no summary"
}

# A robot with a custom mesh: the installed botlab-run finds the installed mesh importer
# (<prefix>/libexec/botlab) and reads the mesh with it.
mkdir -p "$TMP/custom"
for i in 0 1 2 3 4 5 6 7; do
    echo "v $(( (i & 1) ? 5 : -5 )) $(( (i & 2) ? 5 : -5 )) $(( (i & 4) ? 5 : -5 ))"
done > "$TMP/custom/cube.obj"
printf 'f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n' >> "$TMP/custom/cube.obj"
sed '0,/{/s//{"custom_parts": [{"id": "cube", "mesh": "cube.obj", "scale": 0.001}],/' \
    "$SRC/assembler/robots/line_follower.json" > "$TMP/custom/cube_robot.json"
"$RUN" --robot "$TMP/custom/cube_robot.json" --scene line_basic --program "$TMP/short.lua" \
    --duration 0.2 > "$TMP/out.txt" 2> "$TMP/err.txt" \
    || fail "installed botlab-run with a custom mesh: $(head -3 "$TMP/err.txt")"

# Every built-in robot and every built-in scene, one short run each.
"$HELPER" names > "$TMP/names.txt" || fail "cannot list the built-in names"
robots=$(awk '$1 == "robot" {print $2}' "$TMP/names.txt")
scenes=$(awk '$1 == "scene" {print $2}' "$TMP/names.txt")
[ "$(echo "$robots" | wc -w)" -ge 7 ] || fail "too few robots: $robots"
[ "$(echo "$scenes" | wc -w)" -ge 8 ] || fail "too few scenes: $scenes"
for r in $robots; do
    case "$r" in hexapod|quadruped|wheel_legged) s=hexapod_field ;; *) s=line_basic ;; esac
    run "$r" "$s" "$TMP/short.lua" 1
done
for s in $scenes; do run line_follower "$s" "$TMP/short.lua" 1; done
echo "ran $(echo $robots | wc -w) robots and $(echo $scenes | wc -w) scenes"

# Every example of the installed index, briefly, with the installed program.
n=0
while read -r program robot scene; do
    [ -f "$EX/$program" ] || fail "index.json names $program, not installed"
    run "$robot" "$scene" "$EX/$program" 1
    n=$((n + 1))
done < <(sed -n 's/.*"program": *"\([^"]*\)", *"robot": *"\([^"]*\)", *"scene": *"\([^"]*\)".*/\1 \2 \3/p' "$EX/index.json")
[ $n -ge 6 ] || fail "only $n examples in the installed index.json"

# The line follower reaches its goal with the installed example.
"$RUN" --robot line_follower --scene line_challenge --program "$EX/line_follower.lua" \
    --stop-at-goal --report "$TMP/report.json" > "$TMP/out.txt" 2>&1 || fail "line follower: $(tail -3 "$TMP/out.txt")"
grep -q '"goal_reached": true' "$TMP/report.json" || fail "goal not reached: $(cat "$TMP/report.json")"

# The installed botlab-grade grades a class of two (each run in a worker process of its own).
mkdir -p "$TMP/class"
cp "$EX/line_follower.lua" "$TMP/class/ann.lua"
printf 'motor.speed(1, 40\n' > "$TMP/class/bo.lua"
printf '{"format": "botlab.assignment", "version": 1, "robot": "line_follower", "scenes": [{"scene": "line_basic"}]}\n' \
    > "$TMP/a.json"
"$P/bin/botlab-grade" --assignment "$TMP/a.json" --submissions "$TMP/class" --out "$TMP/grades" \
    > "$TMP/grade.txt" 2>&1 || fail "botlab-grade: $(tail -3 "$TMP/grade.txt")"
grep -q '^ann,line_basic,1,1,' "$TMP/grades/grades.csv" || fail "ann did not reach the goal: $(cat "$TMP/grades/grades.csv")"
grep -q '^bo,line_basic,1,0,.*,"\{0,1\}line [0-9]*: ' "$TMP/grades/grades.csv" || fail "bo's error: $(cat "$TMP/grades/grades.csv")"
[ -s "$TMP/grades/report.html" ] || fail "no report.html"

# The installed app draws the demo.
"$SRC/scripts/with-display.sh" "$P/bin/botlab" --demo --screenshot "$TMP/shot.png" \
    > "$TMP/app.txt" 2>&1 || fail "botlab --demo --screenshot: $(tail -5 "$TMP/app.txt")"
[ -s "$TMP/shot.png" ] || fail "no screenshot"
"$HELPER" image "$TMP/shot.png" || fail "the screenshot is blank"
grep -q first_frame_ms "$TMP/app.txt" || fail "no frame statistics: $(cat "$TMP/app.txt")"

# A robot file and a scene file given alone, as a file manager passes them (MimeType= of the
# desktop entry): an automated run exits 2 when what it names cannot be opened.
cp "$SRC/assembler/robots/maze_explorer.json" "$TMP/explorer.robot.json"
cp "$SRC/scenes/builtin/maze.json" "$TMP/maze.scene.json"
for f in explorer.robot.json maze.scene.json; do
    "$SRC/scripts/with-display.sh" "$P/bin/botlab" "$TMP/$f" --frames 5 > "$TMP/app.txt" 2>&1 \
        || fail "botlab $f: $(tail -3 "$TMP/app.txt")"
done
echo "PASS"
