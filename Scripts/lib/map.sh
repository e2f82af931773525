# shellcheck shell=bash
# A stage's dependency map, drawn by the model (`workbook map`) from the
# compiler's call graph of the stage: the graph `check --done` judges the
# chapter's dependency rules on (Sources/WorkbookModel/Referee), so the two
# never disagree.
#
# The compiler reads the stage as check builds it: the stage is built first,
# in its characterization scope's folder, with check's own command (stage.sh's
# wb__build), so that a map and a check share one build. Needs common.sh,
# chapters.sh, procs.sh, buildfolder.sh, stage.sh, tools.sh and tempdir.sh.

# wb_map_bin CHAPTER Before|After: builds the stage as check does and prints
# its build's products folder; on a compile error, says so with the first
# errors on stderr, status 1. WB_MAP_BIN names a products folder that already
# holds the stage built (integrity's build of the whole package): then that.
wb_map_bin() {
    local chapter=$1 stage=$2 scope scratch log mark module
    if [ -n "${WB_MAP_BIN:-}" ]; then
        module=$(wb_stage_modules "$chapter" "$stage" | head -n 1)
        if [ -f "$WB_MAP_BIN/$module.build/sources" ]; then
            echo "$WB_MAP_BIN"
            return 0
        fi
    fi
    scope=$(wb_scope "$chapter" "$stage" Characterization) || return 1
    scratch=$(wb_scratch_path "$scope")
    log=$WB_TMP/map-$scope.build.log
    mark=$(wb_new_mark)/map
    if [ ! -f "$scratch/build.db" ]; then
        printf 'Building %s %s once, as check does (about 15 s on a fresh clone): the map is the compiler'\''s view of the code…\n' "$chapter" "$stage" >&2
    fi
    if ! wb__build "$scope" "$scratch" "$log" "$mark" /dev/null; then
        printf 'Chapters/%s/%s does not compile, and the map is the compiler'\''s view of the code; the first errors:\n' "$chapter" "$stage" >&2
        wb_model first-errors "$log" 5 >&2 || true
        return 1
    fi
    echo "$scratch/debug"
}

# wb_map_draw CHAPTER Before|After [workbook map options…]: the stage's map as
# `workbook map` prints it (Mermaid, then text), each of the chapter's rules
# marked, the units the registry's workbook.map names (--all or --only
# overrides that). Runs in the repository, so that paths are repo paths.
wb_map_draw() {
    local chapter=$1 stage=$2 bin
    shift 2
    bin=$(wb_map_bin "$chapter" "$stage") || return 1
    wb_model map "$chapter" "$stage" --bin-path "$bin" "$@"
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
