# shellcheck shell=bash
# "Where am I": every chapter's last known state, from check's kept results
# (result-cache.sh), without building or testing anything: the model's
# executable (tools.sh) reads them (each "edited since" by content: its key
# against the files' now), judges where the steps say each Before is (it
# makes the steps' states itself, no build), and draws the table or JSON.
# Needs common.sh, chapters.sh, result-cache.sh, tools.sh and colour.sh.

# wb_overview [json]: the table (or JSON) of every chapter's last known state,
# then one line on what to do next. Prints to stdout.
wb_overview() {
    local json=${1:-no} tool args
    if ! tool=$(wb_model_tool_if_built); then
        # A fresh clone: the model's executable builds once (its own folder, its own sources).
        printf "%sBuilding the workbook's own tool once (seconds; later checks answer at once)…%s\n" "$C_DIM" "$C_RESET" >&2
        tool=$(wb_model_tool) || exit 2
    fi
    args=(overview --kept "$WB_SCRATCH_BASE" --toolchain "$(wb__toolchain_id)")
    [ "$json" = no ] || args+=(--json)
    [ "$WB_COLOUR" = no ] || args+=(--colour)
    (cd "$WB_ROOT" && "$tool" "${args[@]}")
}

# wb_chapter_of_dir DIR: the chapter (chapterN, a Before/After pair, or
# chapter 0, whose check grades) DIR is in, at any depth under
# Chapters/chapterN/, or nothing.
wb_chapter_of_dir() {
    local dir rel chapter
    dir=$(cd "$1" 2>/dev/null && pwd -P) || return 0
    case $dir in "$WB_ROOT_P"/Chapters/chapter*) ;; *) return 0 ;; esac
    rel=${dir#"$WB_ROOT_P"/Chapters/}
    chapter=${rel%%/*}
    ! wb_has_line "$(wb_all_chapters)" "$chapter" || echo "$chapter"
    return 0
}
