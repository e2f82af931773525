# shellcheck shell=bash
# shellcheck disable=SC2154 # $results is check's file of stage results
# check's verdict model: from the results of a chapter's four stages, whether
# each is green, whether the chapter is healthy or done, each table cell, each
# stage's verdict, and the one line that says what to do next.
#
# The results are a file, $results: one row per stage, tab-separated:
# chapter, stage (Before/After), suite (Characterization/Goals), status
# (pass/fail/none/crash/build), passed, total. Needs colour.sh, git.sh,
# lesson.sh and chapters.sh.

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
field() { # chapter stage suite column
    awk -F '\t' -v c="$1" -v s="$2" -v u="$3" -v f="$4" '$1 == c && $2 == s && $3 == u { print $f }' "$results"
}
is_green() { [ "$(field "$1" "$2" "$3" 4)" = pass ]; }
is_healthy() { is_green "$1" Before Characterization && is_green "$1" After Characterization && is_green "$1" After Goals; }
is_done() { is_healthy "$1" && is_green "$1" Before Goals; }

# A table cell: passed/total, or what went wrong.
cell() { # chapter stage suite
    case $(field "$1" "$2" "$3" 4) in
        pass | fail) printf '%s/%s' "$(field "$1" "$2" "$3" 5)" "$(field "$1" "$2" "$3" 6)" ;;
        none) printf 'no tests ran' ;;
        crash) printf 'crashed (%s/%s)' "$(field "$1" "$2" "$3" 5)" "$(field "$1" "$2" "$3" 6)" ;;
        build) if [ "$2/$3" = Before/Goals ]; then printf "doesn't compile yet"; else printf "doesn't compile"; fi ;;
    esac
}

verdict() { # chapter stage
    if [ "$2" = After ]; then
        if is_green "$1" After Characterization && is_green "$1" After Goals; then
            printf '%sreference ✓%s' "$C_GREEN" "$C_RESET"
        else
            printf '%sbroken ✗%s' "$C_RED" "$C_RESET"
        fi
        return
    fi
    case $(field "$1" Before Characterization 4) in
        build) printf "%sdoesn't compile ✗%s" "$C_RED" "$C_RESET" ;;
        pass)
            if is_green "$1" Before Goals; then
                printf '%sdone ✓%s' "$C_GREEN" "$C_RESET"
            else
                printf '%snot done yet%s' "$C_YELLOW" "$C_RESET"
            fi
            ;;
        *) printf '%sbehaviour changed ✗%s' "$C_RED" "$C_RESET" ;;
    esac
}

# The one line that says what to do next about a chapter.
next_step() { # chapter
    local chapter=$1 following steps
    if ! is_green "$chapter" After Characterization || ! is_green "$chapter" After Goals; then
        if wb_has_git && [ -n "$(wb_changes "Chapters/$chapter/After")" ]; then
            echo "Next: After is the reference and must stay green — undo your edits there: git checkout -- Chapters/$chapter/After"
        else
            echo "Next: After is the reference and should be green — this is a workbook bug; please report it with the output above."
        fi
    elif [ "$(field "$chapter" Before Characterization 4)" = build ]; then
        echo "Next: fix the compile error above (or start the chapter over: ./Scripts/reset $chapter), then check again."
    elif ! is_green "$chapter" Before Characterization; then
        echo "Next: your last change altered what users or the server see — undo it (or ./Scripts/reset $chapter) and take a smaller step."
    elif ! is_green "$chapter" Before Goals; then
        steps=$(wb_step_count "$WB_ROOT/Chapters/$chapter/README.md" 2>/dev/null || echo 0)
        if wb_is_pristine "Chapters/$chapter/Before"; then
            echo "Next: Chapters/$chapter/README.md step 1, or ./Scripts/hint $chapter"
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

