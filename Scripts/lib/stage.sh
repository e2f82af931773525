# shellcheck shell=bash
# The stages of a chapter, as check, integrity and step run them.
#
# A stage is a WORKBOOK_SCOPE (see Package.swift), e.g.
# chapter1-before-characterization: the package narrowed to that one test
# target, built and tested on its own (a compile error in one stage never
# hides another stage's results). The workbook's tool builds and tests them
# (`workbook run-stages`, Sources/WorkbookModel/StageRuns/StageRunner.swift:
# the build folders, time limits, joint builds, result channel, kept
# results); here are what check's progress lines read, a fresh clone's
# warm-up build beside the tool's (wb_warm_up), and a stage's result
# for step and integrity (wb_read_result). Needs common.sh, chapters.sh,
# procs.sh, buildfolder.sh, result-cache.sh and tools.sh.

WB_SCRATCH_BASE=${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}
# What SwiftPM's commands are run without: the variables that name the
# model's executable and its build (tools.sh), new at every check while that
# build runs. SwiftPM keys its cache of what Package.swift evaluates to by
# the environment, so a value new at every run would compile and link the
# manifest again for every build (measured: a one-line edit's check 1 s
# slower, 3.1 s against 2.1 s); without them, a first check's builds and the
# later ones share its entries.
WB_NOT_FOR_SWIFTPM=(-u WB_MODEL_TOOL -u WB_MODEL_TOOL_PENDING -u WB_MODEL_TOOL_BUILDER)
# Generous: a stage's tests take seconds, its first build a minute or two.
WB_DEFAULT_TIME_LIMIT=120
WB_DEFAULT_BUILD_TIME_LIMIT=600

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

# A name in lower case; the usual ones without a program (check's labels).
wb__lower() {
    case $1 in
        Before) echo before ;;
        After) echo after ;;
        Characterization) echo characterization ;;
        Goals) echo goals ;;
        *[!a-z0-9]*) printf '%s\n' "$1" | tr '[:upper:]' '[:lower:]' ;;
        *) echo "$1" ;;
    esac
}

# The scratch folder of a scope: the one all stages share, but for the
# Before of a chapter whose After is several modules (chapter 9). Its goal
# tests import the After's module names (Login, MyBiz…), and the compiler
# finds any module already built in the folder, declared or not: in the
# shared one, the untouched Before's tests would import the reference's Login
# (and, once the learner declares LoginAPI, find it twice: "ambiguous"). A
# Before the learner has split has those names itself, and one folder holds
# one module (and one resource bundle) of a name. Its own folder holds only
# what the Before is built from.
#
# So does a stage whose module names an earlier chapter's stage also has
# (chapter 10 after chapter 9: its Before is chapter 9's After, MyBiz,
# Login…, and so, at first, is its After): in the shared folder it would
# take the place of the earlier stage's modules at every build.
wb_scratch_path() {
    case $1 in
        chapter*-before-*)
            if [ "$(wb_stage_modules "${1%%-*}" Before | wc -l | tr -d ' ')" -gt 1 ] ||
                [ "$(wb_stage_modules "${1%%-*}" After | wc -l | tr -d ' ')" -gt 1 ]; then
                echo "$WB_SCRATCH_BASE/stages-${1%%-*}-before"
                return 0
            fi
            ;;
        chapter*-after-*)
            if wb_stage_repeats_names "${1%%-*}" After; then
                echo "$WB_SCRATCH_BASE/stages-${1%%-*}-after"
                return 0
            fi
            ;;
    esac
    echo "$WB_SCRATCH_BASE/stages"
}

# True when the scope has been built before (its next build is incremental).
wb_scope_is_warm() {
    [ -f "$(wb_scratch_path "$1")/build.db" ] && [ -d "$(wb__cache_dir "$1")" ]
}

# Unsets every variable that asks the tests to re-record their snapshots
# (RECORD_SNAPSHOTS and the like): the snapshots are the referee, and a
# learner's check never rewrites them.
wb_no_snapshot_recording() {
    local name
    for name in $(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/\1/p' | grep -E 'RECORD.*SNAPSHOT|SNAPSHOT.*RECORD' || true); do
        unset "$name"
    done
}

# The time limits, in seconds (check validates them).
wb__test_limit() { echo "${WORKBOOK_CHECK_TIME_LIMIT:-$WB_DEFAULT_TIME_LIMIT}"; }
wb__build_limit() { echo "${WORKBOOK_CHECK_BUILD_TIME_LIMIT:-$WB_DEFAULT_BUILD_TIME_LIMIT}"; }

# wb_warm_up SCOPE… OUTDIR: while the workbook's tool builds (a fresh
# clone's first check, or after the workbook's own sources changed: the
# stages' run is the tool's, wb_run_stages), the first chapter's stages that
# a never-run chapter builds together (StageRunner.buildsTogether: in the
# first one's build folder, characterization, and an After's goals of one
# module) build beside it, in one build, so that the tool's run finds them
# built, or waits for that build on SwiftPM's lock on the folder. Its log
# is where their progress lines read it; its outcome is nobody's. The same
# build as the tool's (Sources/WorkbookModel/Toolchain/StageBuild.swift:
# arguments, environment, the folder's sums of the workbook's sources; a
# test holds them equal), or SwiftPM would build it again.
wb_warm_up() {
    local out scope first='' scratch='' chapter scopes='' tmp
    out=$(eval "echo \${$#}")
    for scope in "$@"; do
        [ "$scope" != "$out" ] || break
        chapter=${scope%%-*}
        [ -n "$first" ] || { first=$chapter scratch=$(wb_scratch_path "$scope"); }
        if [ "$chapter" != "$first" ] || [ "$(wb_scratch_path "$scope")" != "$scratch" ]; then continue; fi
        case $scope in
            *-characterization) ;;
            *-after-goals) [ "$(wb_stage_modules "$chapter" After | wc -l | tr -d ' ')" -le 1 ] || continue ;;
            *) continue ;;
        esac
        scopes=${scopes:+$scopes,}$scope
    done
    [ -n "$scopes" ] || return 0
    tmp=$(wb_swiftpm_tmpdir)
    wb_fresh_build_folder "$scratch" >/dev/null
    for scope in $(echo "$scopes" | tr ',' ' '); do ln -sf warm-up.build.log "$out/$scope.build.log"; done
    (cd "$WB_ROOT" && wb_run_limited "$(wb__build_limit)" "$out/warm-up.build.log" "${WORKBOOK_RUN_MARK:-$(wb_new_mark)}/warm-up" \
        env ${WB_NOT_FOR_SWIFTPM[@]+"${WB_NOT_FOR_SWIFTPM[@]}"} TMPDIR="$tmp" WORKBOOK_SCOPE="$scopes" swift build --build-tests --scratch-path "$scratch" -Xswiftc -index-ignore-system-modules -Xswiftc "$WB_DEBUG_INFO") || true
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

# wb_run_stages OUTDIR JOBS SCOPE…: the tool builds and tests the stages, in
# the order given, each one's tests alongside the next one's build (JOBS: at
# most that many stages' tests at a time, besides the build). Results:
# OUTDIR/SCOPE.result.json (wb_read_result).
wb_run_stages() {
    local out=$1 jobs=$2
    shift 2
    declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"
    wb_model run-stages "$@" --out "$(wb_absolute "$out")" --jobs "$jobs" --toolchain "$(wb__toolchain_id)" || true
}

# The last [done/total] counter of a build log so far, or nothing.
wb_build_counter() {
    [ -f "$1" ] || return 0
    grep -o '^\[[0-9]*/[0-9]*\]' "$1" 2>/dev/null | tail -n 1 || true
}

# wb_stage_progress SCOPE OUTDIR: what a stage of a check under way is doing,
# for its progress line (check's show_stages): "waiting to build" (the stages
# before it, or the workbook's own tool, built once on a fresh clone),
# "starting its build" (SwiftPM reads Package.swift, plans: no counter yet),
# "building 23/68" (SwiftPM's counter: its total grows as it plans more), or
# "testing".
wb_stage_progress() {
    local counter
    if [ -f "$2/$1.test.log" ]; then
        echo "testing"
    elif [ -e "$2/$1.build.log" ]; then
        counter=$(wb_build_counter "$2/$1.build.log")
        counter=${counter#\[}
        if [ -n "$counter" ]; then echo "building ${counter%]}"; else echo "starting its build"; fi
    else
        echo "waiting to build"
    fi
}
