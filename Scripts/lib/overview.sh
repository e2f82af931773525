# shellcheck shell=bash
# "Where am I": every chapter's last known state, from check's kept results
# (result-cache.sh), without building or testing anything. The model's
# executable (tools.sh) reads them (each "edited since" by content: its key
# against the files' now), judges where the steps say each Before is from
# the steps' states bash makes (steps.sh, no build), draws the table or JSON,
# and keeps those answers while the files they rest on stay as they are.
# Needs common.sh, chapters.sh, steps.sh, stage.sh, result-cache.sh,
# tools.sh and colour.sh.

# wb__overview_states CHAPTER: the answer to the model's question about the
# chapter's steps: the folder of their states (wb_step_states_cached), or
# none. Where the Before is among them is the model's to judge.
wb__overview_states() {
    local states
    if [ "$(wb_step_total "$1")" -gt 0 ] && states=$(wb_step_states_cached "$1" 2>/dev/null); then
        printf '%s\tstates\t%s\n' "$1" "$states"
    else
        printf '%s\tnone\n' "$1"
    fi
}

# wb_overview [json]: the table (or JSON) of every chapter's last known state,
# then one line on what to do next. Prints to stdout.
wb_overview() {
    local json=${1:-no} tool ask answers args status=0 chapter question tab
    if ! tool=$(wb_model_tool_if_built); then
        # A fresh clone: the model's executable builds once (its own folder, its own sources).
        printf "%sBuilding the workbook's own tool once (seconds; later checks answer at once)…%s\n" "$C_DIM" "$C_RESET" >&2
        tool=$(wb_model_tool) || exit 2
    fi
    tab=$(printf '\t')
    ask=${TMPDIR:-/tmp}/workbook-overview-ask.$$ answers=${TMPDIR:-/tmp}/workbook-overview-answers.$$
    args=(overview --kept "$WB_SCRATCH_BASE" --toolchain "$(wb__toolchain_id)" --ask "$ask")
    [ "$json" = no ] || args+=(--json)
    [ "$WB_COLOUR" = no ] || args+=(--colour)
    (cd "$WB_ROOT" && "$tool" "${args[@]}") || status=$?
    [ "$status" -eq 3 ] || return "$status"
    while IFS="$tab" read -r chapter question; do
        [ "$question" = steps ] || continue
        wb__overview_states "$chapter"
    done <"$ask" >"$answers"
    status=0
    (cd "$WB_ROOT" && "$tool" "${args[@]}" --answers "$answers") || status=$?
    rm -f "$ask" "$answers"
    return "$status"
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
