# shellcheck shell=bash
# A stage's dependency map, drawn from its code by the package's own
# workbook-map (Sources/workbook-map, on Sources/SwiftReferences: the same
# reference scanner the code-reading goal tests use).
#
# The tool is built once into .build-check/map (a scratch folder of its own,
# so that a learner's broken Before never stops it: it builds only
# SwiftReferences and itself) and built again only when what it is built from
# changes (keyed by content, like check's results): drawing a map then costs
# one run of the tool, well under a second. Needs common.sh, chapters.sh and
# buildfolder.sh.

# The map tool's scratch folder.
wb__map_scratch() {
    echo "${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}/map"
}

# The checksum of what the tool is built from.
wb__map_key() {
    (
        cd "$WB_ROOT" || exit 1
        command -v swift 2>/dev/null || true
        find Sources/SwiftReferences Sources/workbook-map Package.swift -type f -print0 2>/dev/null |
            LC_ALL=C sort -z | xargs -0 cksum 2>/dev/null
    ) | cksum | tr -s ' \t' '-'
}

# wb_map_tool: prints the path of a built workbook-map, building it first
# when needed; fails, with the build's first errors on stderr, when it does
# not build.
wb_map_tool() {
    local scratch key bin log
    scratch=$(wb__map_scratch)
    key=$(wb__map_key)
    if [ -f "$scratch/tool.key" ] && [ "$(cat "$scratch/tool.key")" = "$key" ]; then
        bin=$(cat "$scratch/tool.path" 2>/dev/null || true)
        if [ -n "$bin" ] && [ -x "$bin" ]; then
            echo "$bin"
            return 0
        fi
    fi
    mkdir -p "$scratch" || return 1
    # From scratch when the workbook's own sources changed since the last build (buildfolder.sh).
    wb_fresh_build_folder "$scratch" >&2
    log=$scratch/build.log
    if ! (cd "$WB_ROOT" && env -u WORKBOOK_SCOPE swift build --product workbook-map --scratch-path "$scratch") >"$log" 2>&1; then
        echo "workbook-map does not build (whole log: ${log#"$WB_ROOT"/}):" >&2
        grep -m 5 'error:' "$log" >&2 || tail -n 5 "$log" >&2
        return 1
    fi
    bin=$(cd "$WB_ROOT" && env -u WORKBOOK_SCOPE swift build --product workbook-map --scratch-path "$scratch" --show-bin-path 2>/dev/null)/workbook-map
    [ -x "$bin" ] || { echo "workbook-map built, but $bin is not there" >&2; return 1; }
    echo "$bin" >"$scratch/tool.path"
    echo "$key" >"$scratch/tool.key"
    echo "$bin"
}

# wb_map_edge CHAPTER: the chapter's registered edge (chapterN.edge), or nothing.
wb_map_edge() {
    wb_registry_value "$1" edge
}

# wb_map_draw CHAPTER Before|After [workbook-map options…]: the stage's map
# as workbook-map prints it (Mermaid, then text), the chapter's edge marked.
# Runs from the repository, so that the folder it names is a repo path.
wb_map_draw() {
    local chapter=$1 stage=$2 tool edge
    shift 2
    tool=$(wb_map_tool) || return 1
    edge=$(wb_map_edge "$chapter")
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
