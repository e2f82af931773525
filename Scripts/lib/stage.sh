# shellcheck shell=bash
# The stages of a chapter, as integrity and step's maintainer commands run
# them (check is the tool's: Sources/WorkbookModel/ScriptCommands/CheckCommand.swift).
#
# A stage is a WORKBOOK_SCOPE (see Package.swift), e.g.
# chapter1-before-characterization: the package narrowed to that one test
# target, built and tested on its own (a compile error in one stage never
# hides another stage's results). The workbook's tool builds and tests them
# (`workbook run-stages`, Sources/WorkbookModel/StageRuns/StageRunner.swift:
# the build folders, time limits, joint builds, result channel, kept
# results); here are a stage's name (wb_scope), their run (wb_run_stages)
# and a stage's result (wb_read_result). Needs common.sh and chapters.sh.

WB_SCRATCH_BASE=${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}

# wb_scope chapter1 Before Characterization -> chapter1-before-characterization:
# the model's name of it (Stage.scope(chapter:stage:suite:), one variable a
# stage's suite in the registry's facts: chapters.sh), spelled nowhere else;
# nothing and false for a stage the registry does not have.
wb_scope() {
    local name="WB_REG_${1}__${2}_${3}_scope"
    case $1$2$3 in '' | *[!A-Za-z0-9_]*) return 1 ;; esac
    wb__registry_load
    [ -n "${!name:-}" ] || return 1
    printf '%s\n' "${!name}"
}

# wb_run_stages OUTDIR JOBS SCOPE…: the tool builds and tests the stages, in
# the order given, each one's tests alongside the next one's build (JOBS: at
# most that many stages' tests at a time, besides the build). Results:
# OUTDIR/SCOPE.result.json (wb_read_result).
wb_run_stages() {
    local out=$1 jobs=$2
    shift 2
    declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"
    wb_model run-stages "$@" --out "$(wb_absolute "$out")" --jobs "$jobs" || true
}

# wb_read_result SCOPE OUTDIR: WB_STATUS, WB_PASSED and WB_TOTAL, and
# OUTDIR/SCOPE.details (what check prints under it), from the stage's result
# as the model reads it (a stage that never finished counts as a crash): for
# step and integrity, which judge a stage by them.
wb_read_result() {
    local tab
    tab=$(printf '\t')
    declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"
    wb_model stage-facts "$1" --results "$(wb_absolute "$2")" >"$2/$1.facts" || return 1
    # shellcheck disable=SC2034 # read by step and integrity
    IFS="$tab" read -r WB_STATUS WB_PASSED WB_TOTAL <"$2/$1.facts"
    sed 1d "$2/$1.facts" >"$2/$1.details"
}
