# shellcheck shell=bash
# A stage's dependency map, drawn from its code by the package's own
# workbook-map (Sources/workbook-map, on Sources/SwiftReferences: the same
# reference scanner the code-reading goal tests use).
#
# The tool is built once into .build-check/tools (tools.sh), and built again
# only when the workbook's own sources change: drawing a map then costs one
# run of the tool, well under a second. Needs common.sh, chapters.sh,
# buildfolder.sh and tools.sh.

# wb_map_edge CHAPTER: the chapter's registered edge (chapterN.edge), or nothing.
wb_map_edge() {
    wb_registry_value "$1" edge
}

# wb_map_draw CHAPTER Before|After [workbook-map options…]: the stage's map
# as workbook-map prints it (Mermaid, then text), the chapter's edge marked,
# the units the registry's workbook.map names (--all or --only after it
# overrides that). Runs from the repository, so that the folder it names is
# a repo path.
wb_map_draw() {
    local chapter=$1 stage=$2 tool edge focus
    shift 2
    tool=$(wb_tool workbook-map) || return 1
    edge=$(wb_map_edge "$chapter")
    focus=$(wb_registry_value workbook map)
    set -- ${focus:+--focus "$focus"} "$@"
    if [ -n "$edge" ]; then
        (cd "$WB_ROOT" && "$tool" "Chapters/$chapter/$stage" --edge "$edge" "$@")
    else
        (cd "$WB_ROOT" && "$tool" "Chapters/$chapter/$stage" "$@")
    fi
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
