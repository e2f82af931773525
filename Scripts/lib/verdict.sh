# shellcheck shell=bash
# What check's next-step line needs beyond the results, found where bash is
# good at it (git, the steps' states made by git apply): the model's
# executable (tools.sh) decides the verdict, where the steps say the Before
# is (StepPosition) and the line, and asks only what the line depends on (a
# done chapter asks nothing), a question a line: "chapter<TAB>after-changed",
# or "chapter<TAB>steps<TAB>CHARACTERIZATION<TAB>GOALS" (Before's cells).
# Needs git.sh, lesson.sh, referees.sh and steps.sh.

# wb_check_answers: reads the questions on stdin and prints the answers,
# "chapter<TAB>after-changed|pristine|states<TAB>value" a line (states: the
# folder of the steps' states, wb_step_states_cached).
wb_check_answers() {
    local chapter question _cells states tab
    tab=$(printf '\t')
    while IFS="$tab" read -r chapter question _cells; do
        case $question in
            after-changed)
                if wb_has_git && [ -n "$(wb_changes "Chapters/$chapter/After")" ]; then
                    printf '%s\tafter-changed\tyes\n' "$chapter"
                fi
                ;;
            steps)
                if wb_exercise_is_pristine "$chapter"; then
                    printf '%s\tpristine\tyes\n' "$chapter"
                elif [ "$(wb_step_total "$chapter")" -gt 0 ] && states=$(wb_step_states_cached "$chapter" 2>/dev/null); then
                    printf '%s\tstates\t%s\n' "$chapter" "$states"
                fi
                ;;
        esac
    done
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
