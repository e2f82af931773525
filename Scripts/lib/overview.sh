# shellcheck shell=bash
# "Where am I": every chapter's last known state, from check's kept results
# (result-cache.sh), without building or testing anything. The model's
# executable (tools.sh) reads them and draws the table or JSON; bash answers
# what it asks, where the steps say each Before is (steps.sh, no build), and
# the executable keeps those answers while the files they rest on stay as
# they are. Needs common.sh, chapters.sh, steps.sh, stage.sh, tools.sh and
# colour.sh.

# wb__overview_where CHAPTER [CHARACTERIZATION GOALS]: where the steps say
# the Before is now, short; with the cells of Before's last results (when no
# file changed since), judged by them as check judges (wb_step_which_judged).
wb__overview_where() {
    local which k total how _lines
    if [ -n "${2:-}" ]; then
        which=$(wb_step_which_judged "$1" "$2" "$3" 2>/dev/null) || { echo ""; return 0; }
    else
        which=$(wb_step_which "$1" 2>/dev/null) || { echo ""; return 0; }
    fi
    IFS="$(printf '\t')" read -r k total how _lines <<EOF
$which
EOF
    if [ "$how" = exact ]; then echo "step $k of $total"; else echo "near step $k of $total"; fi
}

# wb_overview [json]: the table (or JSON) of every chapter's last known state,
# then one line on what to do next. Prints to stdout.
wb_overview() {
    local json=${1:-no} tool ask answers args status=0 chapter question characterization goals tab
    if ! tool=$(wb_model_tool_if_built); then
        # A fresh clone: the model's executable builds once (its own folder, its own sources).
        printf "%sBuilding the workbook's own tool once (seconds; later checks answer at once)…%s\n" "$C_DIM" "$C_RESET" >&2
        tool=$(wb_model_tool) || exit 2
    fi
    tab=$(printf '\t')
    ask=${TMPDIR:-/tmp}/workbook-overview-ask.$$ answers=${TMPDIR:-/tmp}/workbook-overview-answers.$$
    args=(overview --kept "$WB_SCRATCH_BASE" --ask "$ask")
    [ "$json" = no ] || args+=(--json)
    [ "$WB_COLOUR" = no ] || args+=(--colour)
    (cd "$WB_ROOT" && "$tool" "${args[@]}") || status=$?
    [ "$status" -eq 3 ] || return "$status"
    while IFS="$tab" read -r chapter question characterization goals; do
        [ "$question" = steps ] || continue
        printf '%s\t%s\n' "$chapter" "$(wb__overview_where "$chapter" "$characterization" "$goals")"
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
