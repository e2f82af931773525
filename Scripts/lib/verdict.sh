# shellcheck shell=bash
# shellcheck disable=SC2154 # $results is check's file of stage results
# check's verdict model: from the results of a chapter's four stages, whether
# each is green, whether the chapter is healthy or done, each table cell, each
# stage's verdict, and the one line that says what to do next.
#
# The results are a file, $results: one row per stage, tab-separated:
# chapter, stage (Before/After), suite (Characterization/Goals), status
# (pass/fail/none/crash/build/hung), passed, total. Beside it, in $WB_TMP,
# <scope>.crash (a crash or hang in one line, see stage.sh) and
# referees-<chapter> (the chapter's edited referees, see referees.sh). Needs
# colour.sh, git.sh, lesson.sh, chapters.sh, stage.sh, referees.sh and steps.sh.

# The text of a stage's progress line, once it has run.
stage_outcome() { # stage suite status passed total
    case $3 in
        pass) printf '%s✓ %s/%s passed%s' "$C_GREEN" "$4" "$5" "$C_RESET" ;;
        fail)
            if [ "$1/$2" = Before/Goals ]; then
                printf '%s%s/%s passed%s' "$C_YELLOW" "$4" "$5" "$C_RESET"
            else
                printf '%s✗ %s/%s passed%s' "$C_RED" "$4" "$5" "$C_RESET"
            fi
            ;;
        none) printf '%s✗ no test ran%s' "$C_RED" "$C_RESET" ;;
        crash) printf '%s✗ crashed (%s of %s passed)%s' "$C_RED" "$4" "$5" "$C_RESET" ;;
        hung) printf '%s✗ hung: stopped at the time limit (%s of %s passed)%s' "$C_RED" "$4" "$5" "$C_RESET" ;;
        build)
            if [ "$1/$2" = Before/Goals ]; then
                printf "%sdoesn't compile yet%s" "$C_YELLOW" "$C_RESET"
            else
                printf "%s✗ doesn't compile%s" "$C_RED" "$C_RESET"
            fi
            ;;
    esac
}

# status of one stage: field 4 of its results row; passed and total: 5, 6.
# Read by the shell itself: check asks a few dozen times, and a program each
# time would cost a tenth of a second.
field() { # chapter stage suite column
    local c s u status passed total
    while IFS="$(printf '\t')" read -r c s u status passed total; do
        [ "$c/$s/$u" = "$1/$2/$3" ] || continue
        case $4 in 4) echo "$status" ;; 5) echo "$passed" ;; 6) echo "$total" ;; esac
        return 0
    done <"$results"
}
is_green() { [ "$(field "$1" "$2" "$3" 4)" = pass ]; }
# The results count only over the published referees: with a test or a
# snapshot edited, a chapter is neither healthy nor done.
is_healthy() { ! has_edited_referees "$1" && is_green "$1" Before Characterization && is_green "$1" After Characterization && is_green "$1" After Goals; }
is_done() { is_healthy "$1" && is_green "$1" Before Goals; }

# The chapter's referees that differ from the published workbook
# ("changed|missing|added<TAB>path" a line), and whether there are any.
edited_referees() { cat "$WB_TMP/referees-$1" 2>/dev/null || true; }
has_edited_referees() { [ -s "$WB_TMP/referees-$1" ]; }
has_edited_after() { grep -q "	Chapters/$1/After/" "$WB_TMP/referees-$1" 2>/dev/null; }

# crash_field chapter stage suite N: field N of the stage's crash line
# (1: crash, hung, hung build or build folder; 2: the test; 3: what it said).
crash_field() {
    local scope
    scope=$(wb_scope "$1" "$2" "$3")
    [ -f "$WB_TMP/$scope.crash" ] || return 0
    awk -F '\t' -v f="$4" 'NR == 1 { print $f }' "$WB_TMP/$scope.crash"
}

# A table cell: passed/total, or what went wrong.
cell() { # chapter stage suite
    case $(field "$1" "$2" "$3" 4) in
        pass | fail) printf '%s/%s' "$(field "$1" "$2" "$3" 5)" "$(field "$1" "$2" "$3" 6)" ;;
        none) printf 'no tests ran' ;;
        crash) printf 'crashed (%s/%s)' "$(field "$1" "$2" "$3" 5)" "$(field "$1" "$2" "$3" 6)" ;;
        hung) printf 'hung (%s/%s)' "$(field "$1" "$2" "$3" 5)" "$(field "$1" "$2" "$3" 6)" ;;
        build) if [ "$2/$3" = Before/Goals ]; then printf "doesn't compile yet"; else printf "doesn't compile"; fi ;;
    esac
}

verdict() { # chapter stage
    if [ "$2" = After ]; then
        if has_edited_after "$1"; then
            printf '%sedited ✗%s' "$C_RED" "$C_RESET"
        elif is_green "$1" After Characterization && is_green "$1" After Goals; then
            printf '%sreference ✓%s' "$C_GREEN" "$C_RESET"
        else
            printf '%sbroken ✗%s' "$C_RED" "$C_RESET"
        fi
        return
    fi
    case $(field "$1" Before Characterization 4) in
        build) printf "%sdoesn't compile ✗%s" "$C_RED" "$C_RESET" ;;
        hung) printf '%shung ✗%s' "$C_RED" "$C_RESET" ;;
        crash) printf '%scrashed ✗%s' "$C_RED" "$C_RESET" ;;
        pass)
            if has_edited_referees "$1"; then
                printf '%stests edited ✗%s' "$C_RED" "$C_RESET"
            elif is_green "$1" Before Goals; then
                printf '%sdone ✓%s' "$C_GREEN" "$C_RESET"
            else
                printf '%snot done yet%s' "$C_YELLOW" "$C_RESET"
            fi
            ;;
        *) printf '%sbehaviour changed ✗%s' "$C_RED" "$C_RESET" ;;
    esac
}

# The one line that says what to do next about a chapter: about the first
# thing that needs fixing, in the learner's terms.
next_step() { # chapter
    local chapter=$1 following steps what test count files stage suite
    # A build that failed for a reason outside the code (stage.sh): that first, it blames no one.
    for stage in Before After; do
        for suite in Characterization Goals; do
            if [ "$(crash_field "$chapter" "$stage" "$suite" 1)" = "not the code" ]; then
                echo "Next: not your code — $(crash_field "$chapter" "$stage" "$suite" 3)."
                return 0
            fi
        done
    done
    if has_edited_referees "$chapter"; then
        count=$(wc -l <"$WB_TMP/referees-$chapter" | tr -d ' ')
        files=$(cut -f 2 "$WB_TMP/referees-$chapter" | head -n 2 | paste -sd ',' - | sed 's/,/, /g')
        [ "$count" -le 2 ] || files="$files and $((count - 2)) more"
        echo "Next: the tests judge your work, so they stay as published — you changed $files. Restore (your Before stays as it is): ./Scripts/reset $chapter --referees"
    elif ! is_green "$chapter" After Characterization || ! is_green "$chapter" After Goals; then
        if wb_has_git && [ -n "$(wb_changes "Chapters/$chapter/After")" ]; then
            echo "Next: After is the reference and must stay green — undo your edits there: git checkout -- Chapters/$chapter/After"
        elif [ "$(field "$chapter" After Characterization 4)" = hung ] || [ "$(field "$chapter" After Goals 4)" = hung ]; then
            echo "Next: After did not finish within the time limit — on a busy machine try ./Scripts/check $chapter --time-limit 600; if it hangs again, please report it with the output above."
        else
            echo "Next: After is the reference and should be green — this is a workbook bug; please report it with the output above."
        fi
    elif [ "$(field "$chapter" Before Characterization 4)" = build ]; then
        if [ "$(crash_field "$chapter" Before Characterization 1)" = "build folder" ]; then
            echo "Next: rm -rf .build-check (the build folder is damaged, not your code), then ./Scripts/check $chapter"
        else
            echo "Next: fix the compile error above (or start the chapter over: ./Scripts/reset $chapter), then check again."
        fi
    elif [ "$(field "$chapter" Before Characterization 4)" = hung ]; then
        test=$(crash_field "$chapter" Before Characterization 2)
        echo "Next: ${test:-a test} never finished — an endless loop, or code waiting for something that never comes (a deadlock)? Its last lines are above; fix that, then check again."
    elif [ "$(field "$chapter" Before Characterization 4)" = crash ]; then
        what=$(crash_field "$chapter" Before Characterization 3)
        case $what in
            *deadlock*)
                echo "Next: a DispatchQueue.main.sync on the main thread waits for itself — do that work directly (you are on the main thread already) or with DispatchQueue.main.async, then check again." ;;
            *'found nil'*)
                echo "Next: the app crashed on a value that was nil (see above): something your code now relies on is never set — did you skip a step of Chapters/$chapter/README.md (e.g. the one that sets it up where the app starts)? ./Scripts/hint $chapter can help." ;;
            *)
                echo "Next: the app crashed (see above) — fix what the crash says (often a step of Chapters/$chapter/README.md left out), then check again; ./Scripts/hint $chapter can help." ;;
        esac
    elif ! is_green "$chapter" Before Characterization; then
        echo "Next: your last change altered what users or the server see — undo it (or ./Scripts/reset $chapter) and take a smaller step."
    elif ! is_green "$chapter" Before Goals; then
        steps=$(wb_step_count "$WB_ROOT/Chapters/$chapter/README.md" 2>/dev/null || echo 0)
        case $(field "$chapter" Before Goals 4) in
            crash | hung)
                echo "Next: a goal test $(field "$chapter" Before Goals 4 | sed 's/crash$/crashed/') on your Before (see above) — usually a step of Chapters/$chapter/README.md not finished yet; ./Scripts/hint $chapter can help."
                return 0
                ;;
        esac
        if wb_exercise_is_pristine "$chapter"; then
            echo "Next: Chapters/$chapter/README.md step 1, or ./Scripts/hint $chapter"
        elif wb_step_next_line "$chapter"; then
            return 0
        elif [ "${steps:-0}" -gt 0 ]; then
            echo "Next: the next of the $steps steps in Chapters/$chapter/README.md, or ./Scripts/hint $chapter"
        else
            echo "Next: the next step in Chapters/$chapter/README.md, or ./Scripts/hint $chapter"
        fi
    else
        following=$(wb_next_chapter "$chapter")
        if [ -n "$following" ]; then
            echo "Done ✓ — compare with the reference: ./Scripts/diff $chapter; next: ./Scripts/check $following"
        else
            echo "Done ✓ — compare with the reference: ./Scripts/diff $chapter; that was the last chapter."
        fi
    fi
}

# wb_step_next_line CHAPTER: check's one line from the chapter's steps as
# patches and Before's results just computed (wb_step_which_judged, no
# build): which step the learner's Before seems to be at and the next one. Fails, printing nothing, when the chapter has no
# steps or they cannot be undone from After (check then says what it always
# said).
wb_step_next_line() { # chapter
    local chapter=$1 which k total how lines next title
    # What Before's tests just said decides where the text cannot (wb_step_which_judged).
    which=$(wb_step_which_judged "$chapter" "$(cell "$chapter" Before Characterization)" "$(cell "$chapter" Before Goals)" 2>/dev/null) || return 1
    IFS="$(printf '\t')" read -r k total how lines <<EOF
$which
EOF
    [ -n "$total" ] && [ "$total" -gt 0 ] || return 1
    next=$((k + 1))
    title=$(wb_step_title "$chapter" "$next")
    title=${title%.}
    if [ "$how" = exact ] && [ "$k" -lt "$total" ] && [ -n "$title" ]; then
        echo "You seem to be at step $k of $total: next, step $next '$title' — ./Scripts/step show $chapter $next"
    elif [ "$how" = tests ] && [ "$k" -lt "$total" ] && [ -n "$title" ]; then
        echo "You seem to be at step $k of $total (your tests say so; your code is worded differently from the step's patch, which is fine): next, step $next '$title' — ./Scripts/step show $chapter $next"
    elif [ "$how" = near ] && [ "$k" -lt "$total" ] && [ -n "$title" ]; then
        echo "You seem to be past step $k of $total ($(wb_step_lines_text "$lines") $([ "$lines" -eq 1 ] && echo differs || echo differ) from it): next, step $next '$title' — ./Scripts/step show $chapter $next"
    elif [ "$how" = near ]; then
        echo "You seem to be near the end: step $total of $total, $(wb_step_lines_text "$lines") from After — ./Scripts/diff $chapter shows what is left, or ./Scripts/hint $chapter"
    else
        return 1
    fi
}

# True when the chapter's Before is the exercise as published (by the
# manifest, whatever was committed; without one, as committed).
wb_exercise_is_pristine() { # chapter
    if wb_has_manifest; then
        [ -z "$(wb_exercise_changes "$1")" ]
    else
        wb_is_pristine "Chapters/$1/Before"
    fi
}
