# shellcheck shell=bash
# "Where am I": every chapter's last known state, from check's kept results
# (result-cache.sh), without building or testing anything.
#
# A row a chapter: Before's characterization and goals at its last check, the
# state that makes (done, not done yet, behaviour changed…), where the steps
# say the Before is now (steps.sh, no build), and when it was last checked —
# "edited since" when a file of the Before is newer than that check (a hint
# for the eye; check itself decides by content). Needs common.sh, chapters.sh,
# lesson.sh, steps.sh, stage.sh, result-cache.sh, grade-record.sh and colour.sh.

# A stage's last results: "status<TAB>passed<TAB>total<TAB>when<TAB>edited"
# (status "unknown" when never checked; when: seconds since 1970, or "-"
# for results kept before check recorded it; edited: yes when a file of the
# stage's folder is newer than its results).
wb__overview_stage() { # scope -> status passed total checked-at edited(yes/no)
    local scope=$1 dir tab status passed total when edited=no stage_dir
    tab=$(printf '\t')
    dir=$(wb__cache_dir "$scope")
    if [ ! -f "$dir/key" ] || [ ! -f "$dir/$scope.result" ]; then
        printf 'unknown%s0%s0%s-%sno\n' "$tab" "$tab" "$tab" "$tab"
        return 0
    fi
    IFS="$tab" read -r status passed total <"$dir/$scope.result"
    when=$(cat "$dir/when" 2>/dev/null || true)
    # Never empty: read collapses adjacent tabs, so an empty field would shift the next one into it.
    case $when in '' | *[!0-9]*) when=- ;; esac
    stage_dir=$WB_ROOT/Chapters/${scope%%-*}/Before
    case $scope in *-after-*) stage_dir=$WB_ROOT/Chapters/${scope%%-*}/After ;; esac
    [ -z "$(find "$stage_dir" -newer "$dir/key" -type f 2>/dev/null | head -n 1)" ] || edited=yes
    printf '%s\t%s\t%s\t%s\t%s\n' "$status" "$passed" "$total" "$when" "$edited"
}

# wb__overview_age SECONDS-SINCE-EPOCH: "just now", "5 min ago", "3 h ago", "2 days ago".
wb__overview_age() {
    local then=$1 now s
    case $then in '' | *[!0-9]*) echo "earlier"; return 0 ;; esac
    now=$(date +%s)
    s=$((now - then))
    if [ "$s" -lt 60 ]; then echo "just now"
    elif [ "$s" -lt 3600 ]; then echo "$((s / 60)) min ago"
    elif [ "$s" -lt 172800 ]; then echo "$((s / 3600)) h ago"
    else echo "$((s / 86400)) days ago"
    fi
}

# wb__overview_cell STATUS PASSED TOTAL GOALS(yes/no): a table cell.
wb__overview_cell() {
    case $1 in
        unknown) printf -- '-' ;;
        pass | fail) printf '%s/%s' "$2" "$3" ;;
        none) printf 'no tests ran' ;;
        crash) printf 'crashed (%s/%s)' "$2" "$3" ;;
        hung) printf 'hung (%s/%s)' "$2" "$3" ;;
        build) if [ "$4" = yes ]; then printf "doesn't compile yet"; else printf "doesn't compile"; fi ;;
        *) printf '%s' "$1" ;;
    esac
}

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

# wb__overview_graded CHAPTER: a characterize chapter's row fields from its
# last grading (grade-record.sh): "state<TAB>plain<TAB>real<TAB>caught<TAB>when<TAB>colour"
# (the colour last: it may be empty, and read collapses adjacent tabs).
wb__overview_graded() {
    local file status real_passed real_total caught total when state plain colour real='-' caught_cell='-'
    file=$(wb_grade_record_file "$1")
    if [ ! -f "$file" ]; then
        printf 'not graded yet\tnot graded yet\t-\t-\t-\t%s\n' "$C_DIM"
        return 0
    fi
    IFS="$(printf '\t')" read -r status real_passed real_total caught total when <"$file"
    case $status in
        graded)
            real="$real_passed/$real_total" caught_cell="catch $caught/$total"
            if [ "$caught" = "$total" ]; then state="done ✓" plain="done" colour=$C_GREEN
            else state="not done yet" plain="not done yet" colour=$C_YELLOW; fi
            ;;
        build) state="doesn't compile ✗" plain="doesn't compile" colour=$C_RED ;;
        realfail) real="$real_passed/$real_total" state="fails on the real app ✗" plain="fails on the real app" colour=$C_RED ;;
        realnone) real="no tests ran" state="not done yet" plain="not done yet" colour=$C_YELLOW ;;
        realcrash) real="$real_passed/$real_total" state="crashed on the real app ✗" plain="crashed on the real app" colour=$C_RED ;;
        # The catalogue's changes no longer fit stage 0 as it is (chapter 1's
        # Before, edited in chapter 1's work, most likely): nothing was graded.
        catalogue) state="not graded: changes don't fit stage 0" plain="not graded: changes don't fit stage 0" colour=$C_YELLOW ;;
        refused) state="refused: a test reads the switch ✗" plain="refused: a test reads the switch" colour=$C_RED ;;
        control) state="refused: fails when run again ✗" plain="refused: fails when run again" colour=$C_RED ;;
        *) state="not graded ($status) ✗" plain="not graded ($status)" colour=$C_RED ;;
    esac
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$state" "$plain" "$real" "$caught_cell" "${when:--}" "$colour"
}

# wb_overview [json]: the table (or JSON) of every chapter's last known state,
# then one line on what to do next. Sets nothing; prints to stdout.
wb_overview() {
    local json=${1:-no} chapter scope tab bc ac ag bg state plain colour where when edited checked next='' sep='' any=no
    local b_status b_passed b_total bg_status bg_passed bg_total ac_status ag_status
    tab=$(printf '\t')
    if [ "$json" = yes ]; then printf '{"chapters": ['; else
        printf 'Where you are: each chapter as its last check left it (nothing is built now).\n\n'
        printf '  %-9s %-18s %-21s %-21s %s\n' "" "Characterization" "Goals" "Steps (Before)" "Verdict"
    fi
    # Chapter 0 (kind characterize): the learner's tests, as grade last graded them.
    for chapter in $(wb_chapters_of_kind characterize); do
        IFS="$tab" read -r state plain bc ag when colour <<EOF
$(wb__overview_graded "$chapter")
EOF
        checked=''
        [ "$when" = - ] || checked=$(wb__overview_age "$when")
        if [ "$json" = yes ]; then
            printf '%s\n  {"chapter": "%s", "state": %s, "characterization": %s, "goals": %s, "steps": "", "checked": %s, "edited_since": false}' \
                "$sep" "$chapter" "$(wb_json_string "$plain")" "$(wb_json_string "$bc")" "$(wb_json_string "$ag")" "$(wb_json_string "$checked")"
            sep=,
        else
            printf '  %-9s %-18s %-21s %-21s %s%s%s%s\n' "$chapter" "$bc" "$ag" "-" \
                "$colour" "$state" "$C_RESET" "${checked:+ ($C_DIM}${checked:+checked $checked$C_RESET)}"
        fi
    done
    for chapter in $(wb_chapters); do
        scope=$(wb_scope "$chapter" Before Characterization)
        bc=$(wb__overview_stage "$scope")
        bg=$(wb__overview_stage "$(wb_scope "$chapter" Before Goals)")
        ac=$(wb__overview_stage "$(wb_scope "$chapter" After Characterization)")
        ag=$(wb__overview_stage "$(wb_scope "$chapter" After Goals)")
        IFS="$tab" read -r b_status b_passed b_total when edited <<EOF
$bc
EOF
        IFS="$tab" read -r bg_status bg_passed bg_total _ _ <<EOF
$bg
EOF
        ac_status=${ac%%"$tab"*} ag_status=${ag%%"$tab"*}
        if [ "$b_status" = pass ] && [ "$edited" = no ]; then
            where=$(wb__overview_where "$chapter" "$b_passed/$b_total" "$(wb__overview_cell "$bg_status" "$bg_passed" "$bg_total" yes)")
        else
            where=$(wb__overview_where "$chapter")
        fi
        if [ "$b_status" = unknown ]; then
            state="not checked yet" colour=$C_DIM plain="not checked yet"
        elif [ "$ac_status" != pass ] && [ "$ac_status" != unknown ] || { [ "$ag_status" != pass ] && [ "$ag_status" != unknown ]; }; then
            state="After broken ✗" colour=$C_RED plain="After broken"
        elif [ "$b_status" = build ]; then
            state="doesn't compile ✗" colour=$C_RED plain="doesn't compile"
        elif [ "$b_status" != pass ]; then
            state="behaviour changed ✗" colour=$C_RED plain="behaviour changed"
        elif [ "$bg_status" = pass ]; then
            state="done ✓" colour=$C_GREEN plain="done"
        else
            state="not done yet" colour=$C_YELLOW plain="not done yet"
        fi
        [ "$b_status" = unknown ] || any=yes
        if [ -z "$next" ] && [ "$state" != "done ✓" ]; then next=$chapter; fi
        checked=''
        if [ "$b_status" != unknown ]; then
            checked=$(wb__overview_age "$when")
            [ "$edited" = no ] || checked="$checked, edited since"
        fi
        if [ "$json" = yes ]; then
            printf '%s\n  {"chapter": "%s", "state": %s, "characterization": %s, "goals": %s, "steps": %s, "checked": %s, "edited_since": %s}' \
                "$sep" "$chapter" "$(wb_json_string "$plain")" \
                "$(wb_json_string "$(wb__overview_cell "$b_status" "$b_passed" "$b_total" no)")" \
                "$(wb_json_string "$(wb__overview_cell "$bg_status" "$bg_passed" "$bg_total" yes)")" \
                "$(wb_json_string "$where")" "$(wb_json_string "$checked")" "$([ "$edited" = yes ] && echo true || echo false)"
            sep=,
        else
            printf '  %-9s %-18s %-21s %-21s %s%s%s%s\n' "$chapter" \
                "$(wb__overview_cell "$b_status" "$b_passed" "$b_total" no)" \
                "$(wb__overview_cell "$bg_status" "$bg_passed" "$bg_total" yes)" \
                "${where:--}" "$colour" "$state" "$C_RESET" "${checked:+ ($C_DIM}${checked:+checked $checked$C_RESET)}"
        fi
    done
    if [ "$json" = yes ]; then
        printf '\n ], "next": %s}\n' "$(wb_json_string "${next:+./Scripts/check $next}")"
        return 0
    fi
    echo
    if [ -z "$next" ]; then
        printf '%sEvery chapter is done ✓%s\n' "$C_GREEN" "$C_RESET"
    elif [ "$any" = no ]; then
        printf '%sNext: ./Scripts/check %s (or, from inside Chapters/%s/, ./Scripts/check with no chapter)%s\n' "$C_BOLD" "$next" "$next" "$C_RESET"
    else
        printf '%sNext: ./Scripts/check %s%s\n' "$C_BOLD" "$next" "$C_RESET"
    fi
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
