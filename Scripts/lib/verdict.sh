# shellcheck shell=bash
# What check's next-step line needs beyond the results, found where bash is
# good at it (git, the steps): the model's executable (tools.sh) decides the
# verdict and the line, and asks only what the line depends on (a done
# chapter asks nothing), a question a line: "chapter<TAB>after-changed", or
# "chapter<TAB>steps<TAB>CHARACTERIZATION<TAB>GOALS" (Before's cells). Needs
# git.sh, lesson.sh, referees.sh and steps.sh.

# wb_check_answers: reads the questions on stdin and prints the answers,
# "chapter<TAB>after-changed|pristine|step-line|step-count<TAB>value" a line.
wb_check_answers() {
    local chapter question characterization goals line tab
    tab=$(printf '\t')
    while IFS="$tab" read -r chapter question characterization goals; do
        case $question in
            after-changed)
                if wb_has_git && [ -n "$(wb_changes "Chapters/$chapter/After")" ]; then
                    printf '%s\tafter-changed\tyes\n' "$chapter"
                fi
                ;;
            steps)
                if wb_exercise_is_pristine "$chapter"; then
                    printf '%s\tpristine\tyes\n' "$chapter"
                elif line=$(wb_step_next_line "$chapter" "$characterization" "$goals"); then
                    printf '%s\tstep-line\t%s\n' "$chapter" "$line"
                else
                    printf '%s\tstep-count\t%s\n' "$chapter" "$(wb_step_count "$WB_ROOT/Chapters/$chapter/README.md" 2>/dev/null || echo 0)"
                fi
                ;;
        esac
    done
}

# wb_step_next_line CHAPTER CHARACTERIZATION GOALS: check's one line from
# the chapter's steps as patches and Before's results just computed (its
# cells; wb_step_which_judged, no build): which step the learner's Before seems to be at and the next one. Fails, printing nothing, when the chapter has no
# steps or they cannot be undone from After (check then says what it always
# said).
wb_step_next_line() { # chapter characterization goals
    local chapter=$1 which k total how lines next title
    # What Before's tests just said decides where the text cannot (wb_step_which_judged).
    which=$(wb_step_which_judged "$chapter" "$2" "$3" 2>/dev/null) || return 1
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
