# shellcheck shell=bash
# The dependency maps in each chapter's README, for generate: the Before's
# map as ./Scripts/map draws it (Sources/WorkbookModel/ScriptCommands/
# MapCommand.swift), between the README's map markers. Needs common.sh and
# model.sh.

# wb_map_draw CHAPTER Before|After [./Scripts/map's options…]: the stage's map
# as ./Scripts/map draws it (the workbook's tool builds the stage as check
# does, or reads WB_MAP_BIN, integrity's build of the whole package).
wb_map_draw() {
    wb_model script "$WB_ROOT" map "$@"
}

# wb_map_readme_block CHAPTER: what a chapter README holds between its
# "<!-- map:begin -->" and "<!-- map:end -->" lines: the Before's map, drawn
# by ./Scripts/map, with a line that says so.
wb_map_readme_block() {
    local chapter=$1
    echo "<!-- Drawn from Chapters/$chapter/Before by ./Scripts/map $chapter (./Scripts/generate writes it; do not edit). -->"
    wb_map_draw "$chapter" Before || return 1
}

# wb_map_readme_problems CHAPTER: one line when the chapter's README has no
# map markers, nothing otherwise.
wb_map_readme_problems() {
    local readme=$WB_ROOT/Chapters/$1/README.md
    if ! grep -q '^<!-- map:begin -->$' "$readme" 2>/dev/null || ! grep -q '^<!-- map:end -->$' "$readme" 2>/dev/null; then
        echo "Chapters/$1/README.md has no '<!-- map:begin -->' and '<!-- map:end -->' lines (in '## The smell') for its generated map"
    fi
}

# wb_map_readme_with CHAPTER BLOCKFILE: the chapter's README with BLOCKFILE
# between its map markers, on stdout.
wb_map_readme_with() {
    awk -v block="$2" '
        /^<!-- map:end -->$/ { on = 0 }
        !on { print }
        /^<!-- map:begin -->$/ { on = 1; while ((getline line < block) > 0) print line }
    ' "$WB_ROOT/Chapters/$1/README.md"
}
