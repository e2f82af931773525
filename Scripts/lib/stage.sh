# shellcheck shell=bash
# Building and testing one stage of a chapter on its own.
#
# A stage is a WORKBOOK_SCOPE (see Package.swift), e.g.
# chapter1-before-characterization: the package narrowed to that one test
# target, built on its own (a compile error in one stage never hides another
# stage's results). All stages share one scratch folder, .build-check/stages,
# and build there one after another (SwiftPM builds one thing at a time in a
# folder): the platform (HeadlessUIKit, MyBizBackend, MyBizTesting,
# SwiftReferences) compiles once for every stage of every chapter, and a
# switch of scope compiles what that stage adds and re-links the test binary.
# A stage's tests run a copy of that binary, alongside the next stage's build.
# An unchanged stage does not build at all (result-cache.sh). See
# Scripts/README.md for the measurements.
#
# Each build and each test run has a time limit (WORKBOOK_CHECK_TIME_LIMIT
# for the tests, WORKBOOK_CHECK_BUILD_TIME_LIMIT for the build): past it, the
# stage is "hung" and everything it started is ended (procs.sh).
#
# Needs common.sh, paths.sh, diagnostics.sh, xctest.sh, result-cache.sh,
# procs.sh and buildfolder.sh.

WB_SCRATCH_BASE=${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}
# Generous: a stage's tests take seconds, its first build a minute or two.
WB_DEFAULT_TIME_LIMIT=120
WB_DEFAULT_BUILD_TIME_LIMIT=600

# wb_scope chapter1 Before Characterization -> chapter1-before-characterization
wb_scope() {
    printf '%s-%s-%s\n' "$(wb__lower "$1")" "$(wb__lower "$2")" "$(wb__lower "$3")"
}

# A name in lower case; the usual ones without a program (check asks often).
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

# wb__remove_foreign_modules SCOPE SCRATCH: a Before built in a folder of its
# own (wb_scratch_path) imports only its own modules. The compiler finds every
# module built in the folder, declared or not: a module of its After's names
# that the Before does not have now (the learner split it, then reset it or
# went back a step; step verify's later steps) would be imported in place of
# the missing one ('LoginAPI' is ambiguous, or a link that fails). Those
# modules' compiled interfaces go; a split that makes them again rebuilds them.
wb__remove_foreign_modules() {
    local scope=$1 scratch=$2 before module
    case $scope in chapter*-before-*) ;; *) return 0 ;; esac
    [ "$scratch" != "$WB_SCRATCH_BASE/stages" ] || return 0
    before=$(wb_stage_modules "${scope%%-*}" Before)
    for module in $(wb_stage_modules "${scope%%-*}" After); do
        wb_has_line "$before" "$module" && continue
        rm -f "$scratch"/*/Modules/"$module".* "$scratch"/*/*/Modules/"$module".* 2>/dev/null || true
    done
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

# wb_run_stage SCOPE OUTDIR [alongside]
#   Builds the scope's tests (swift build --build-tests), then runs them (the
#   test binary, or swift test --skip-build), both with WORKBOOK_SCOPE=SCOPE
#   and the scope's scratch folder, each within its time limit. With
#   "alongside", the tests of a test binary (Linux) run in the background, on
#   a copy of it (OUTDIR/xctest-SCOPE, not one of the stage's files that are
#   kept), so that the next stage can build in the folder meanwhile: the
#   caller waits for them. Logs go to
#   OUTDIR/SCOPE.build.log and .test.log. Sets
#     WB_STATUS  pass | fail | none (no test ran) | crash | build (doesn't
#                compile) | hung (past its time limit)
#     WB_PASSED  tests that passed
#     WB_TOTAL   tests in the suite (those that ran, or listed after a crash)
#   (also kept in OUTDIR/SCOPE.result) and writes OUTDIR/SCOPE.details (what
#   a person should read: the first compiler errors, or the failed tests with
#   their messages), OUTDIR/SCOPE.failed (each failed test's whole
#   message), OUTDIR/SCOPE.crash (a crash or hang in one line) and
#   OUTDIR/SCOPE.cases (one line per test: name, passed|failed, seconds).
wb_run_stage() {
    local scope=$1 out=$2 alongside=${3:-} scratch rc key mark damage binary cause
    scratch=$(wb_scratch_path "$scope")
    wb__start_stage "$scope" "$out"
    # The note that the folder started from scratch, from a build of stages together that failed (wb__run_together).
    if [ -f "$out/left.notes" ]; then mv "$out/left.notes" "$out/$scope.notes"; fi
    # Before the key is taken: a file saved after this moment is newer (wb__finish_stage).
    [ -f "$out/$scope.started" ] || : >"$out/$scope.started"
    mark=${WORKBOOK_RUN_MARK:-$(wb_new_mark)}/$scope

    # Nothing it is built from changed since its last run: show that run's
    # results. (The files' sums taken at the start, if any: a stage that
    # builds takes its key again, from the files as it builds them.)
    key=$(wb_scope_key "$scope" "${WB_STAGE_SUMS:-}")
    if wb_cached_results "$scope" "$key" "$out"; then
        wb_read_result "$scope" "$out"
        return 0
    fi
    [ -z "${WB_STAGE_SUMS:-}" ] || key=$(wb_scope_key "$scope")

    rc=0
    wb__remove_foreign_modules "$scope" "$scratch"
    wb__build "$scope" "$scratch" "$out/$scope.build.log" "$mark" "$out/$scope.notes" || rc=$?
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 124 ] && damage=$(wb_build_folder_damage "$out/$scope.build.log" "$scratch"); then
        # Not the code: the build folder. A fresh one builds what a fresh clone would.
        rm -rf "$scratch"
        rc=0
        wb__build "$scope" "$scratch" "$out/$scope.build.log" "$mark" "$out/$scope.notes" || rc=$?
        if [ "$rc" -eq 0 ]; then
            printf 'note: the build folder %s was damaged (%s); check rebuilt it\n' "${scratch#"$WB_ROOT"/}" "$damage" >>"$out/$scope.notes"
        elif damage=$(wb_build_folder_damage "$out/$scope.build.log" "$scratch"); then
            printf "✗ the build folder is damaged (%s) and a fresh one did not help; run: rm -rf .build-check, then check again\n" \
                "$damage" >"$out/$scope.details"
            printf 'build folder\t%s\n' "$damage" >"$out/$scope.crash"
            wb__finish_stage "$scope" "$out" ""
            return 0
        fi
    fi
    if [ "$rc" -eq 124 ]; then
        WB_STATUS=hung
        {
            printf '✗ the build did not finish within %s s (WORKBOOK_CHECK_BUILD_TIME_LIMIT); its last lines:\n' "$(wb__build_limit)"
            wb__last_lines "$out/$scope.build.log" 6
        } >"$out/$scope.details"
        printf 'hung build\t\n' >"$out/$scope.crash"
        wb__finish_stage "$scope" "$out" ""
        return 0
    fi
    if [ "$rc" -ne 0 ] && cause=$(wb_build_outside_cause "$out/$scope.build.log" "$rc") && [ -n "$cause" ]; then
        # Not the code either: named, and never kept (the next check builds again).
        printf '✗ not your code: %s\n' "$cause" >"$out/$scope.details"
        printf 'not the code\t\t%s\n' "$cause" >"$out/$scope.crash"
        wb__finish_stage "$scope" "$out" ""
        return 0
    fi
    if [ "$rc" -ne 0 ]; then
        wb_first_errors "$out/$scope.build.log" 5 >"$out/$scope.details"
        wb__finish_stage "$scope" "$out" "$key"
        return 0
    fi

    # A resource deleted from the sources stays in the build folder: remove it, as a fresh build would.
    wb_remove_stale_resources "$scratch" "$scope" >>"$out/$scope.notes"

    binary=$(wb__test_binary "$scratch")
    # The next stage's build re-links the folder's test binary: these tests run a copy.
    if [ "$alongside" = alongside ] && [ -n "$binary" ] && cp "$binary" "$out/xctest-$scope" 2>/dev/null; then
        wb__wait_for_test_slot
        (
            wb__test_stage "$scope" "$out" "$scratch" "$mark" "$key" "$out/xctest-$scope"
            rm -f "$out/xctest-$scope"
        ) &
        return 0
    fi
    wb__test_stage "$scope" "$out" "$scratch" "$mark" "$key" "$binary"
}

# wb_run_folder OUTDIR SCOPE…: runs the stages of one scratch folder (what
# run-stage does). Those that compiled last time (and have a test program:
# Linux) build together first, in one build: one re-link of the test binary
# instead of one per stage; each one's tests still run on their own, a
# program each (XCTest's filter). When that build fails, or a stage's tests
# are not in it (a learner's split Before leaves the After to a scope of its
# own), each of those stages builds again on its own: a compile error in one
# never hides another's results. The others (a Before's goal tests that do
# not compile yet, a stage of several modules' goals, which hold the modules'
# own tests) build on their own, one after another. WORKBOOK_CHECK_GROUP=off:
# every stage on its own.
wb_run_folder() {
    local out=$1 scope key together='' keys='' reused=''
    shift
    for scope in "$@"; do
        # A build folder of a stage's own (before the stages shared one): only its kept results are still read.
        if [ -f "$WB_SCRATCH_BASE/$scope/build.db" ]; then
            find "$WB_SCRATCH_BASE/$scope" -mindepth 1 -maxdepth 1 ! -name last-run -exec rm -rf {} + 2>/dev/null || true
        fi
        # Before its key is taken (see wb__finish_stage).
        : >"$out/$scope.started"
        key=$(wb_scope_key "$scope" "${WB_STAGE_SUMS:-}")
        if wb_cached_results "$scope" "$key" "$out"; then
            reused="$reused $scope"
            continue
        fi
        if wb__builds_together "$scope"; then
            together="$together $scope"
            keys="$keys $(wb_scope_key "$scope")"
        fi
    done
    WB_LEFT=$together
    # shellcheck disable=SC2086 # one word per scope
    if [ "$(echo $together | wc -w)" -ge 2 ]; then
        wb__run_together "$out" "$together" "$keys"
    fi
    for scope in "$@"; do
        # Its kept results are already shown: starting it again would empty
        # its details under a result a reader may be showing (a red row
        # without its ✗ lines).
        case " $reused " in *" $scope "*) continue ;; esac
        case " $together " in *" $scope "*) case " $WB_LEFT " in *" $scope "*) ;; *) continue ;; esac ;; esac
        wb_run_stage "$scope" "$out" alongside
    done
    wait
    wb__retry_fresh "$out" "$@"
}

# wb__retry_fresh OUTDIR SCOPE…: the stages whose tests crashed right after
# an incremental build that compiled something (OUTDIR/SCOPE.retry, see
# wb__test_stage) run again, once, after their folder is emptied: SwiftPM's
# incremental build can leave a module compiled against a struct's old
# layout (buildfolder.sh), and a crash that a build from scratch does not
# have is the toolchain's, not the code's. Once per check and folder; a
# crash of that run is reported.
wb__retry_fresh() {
    local out=$1 scope scratch emptied=''
    shift
    for scope in "$@"; do
        [ -f "$out/$scope.retry" ] || continue
        rm -f "$out/$scope.retry"
        scratch=$(wb_scratch_path "$scope")
        case " $emptied " in
            *" $scratch "*) ;;
            *)
                wb_clear_build_folder "$scratch"
                rm -f "$out/${scratch##*/}.recompiled"
                emptied="$emptied $scratch"
                ;;
        esac
        WB_FRESH_RETRY=yes
        wb_run_stage "$scope" "$out"
    done
    WB_FRESH_RETRY=
}

# True when SCOPE may build together with others (see wb_run_folder).
wb__builds_together() {
    local scope=$1 chapter last status
    [ "${WORKBOOK_CHECK_GROUP:-on}" != off ] && [ "$(uname -s)" = Linux ] || return 1
    chapter=${scope%%-*}
    # A split Before builds in a folder of its own (wb_scratch_path).
    [ "$(wb_scratch_path "$scope")" = "$WB_SCRATCH_BASE/stages" ] || return 1
    case $scope in
        *-characterization) ;;
        *-before-goals | *-after-goals)
            [ "$(wb_stage_modules "$chapter" "$(wb__stage_name "$scope")" | wc -l | tr -d ' ')" -le 1 ] || return 1 ;;
        *) return 1 ;;
    esac
    last=$(wb__cache_dir "$scope")/$scope.result
    if [ -f "$last" ]; then
        IFS="$(printf '\t')" read -r status _ <"$last"
        [ "$status" != build ] && [ "$status" != hung ]
    else
        # Never run: a Before's goal tests are written not to compile until the work is done.
        case $scope in *-before-goals) return 1 ;; esac
    fi
}

# Before or After, of a scope.
wb__stage_name() {
    case $1 in *-before-*) echo Before ;; *) echo After ;; esac
}

# The test target of a one-module stage's scope (chapter1-before-goals -> Chapter1BeforeGoalsTests).
wb__test_target() {
    local chapter=${1%%-*} suite
    case $1 in *-characterization) suite=Characterization ;; *) suite=Goals ;; esac
    printf 'Chapter%s%s%sTests\n' "${chapter#chapter}" "$(wb__stage_name "$1")" "$suite"
}

# wb__run_together OUTDIR "SCOPE…" "KEY…": builds the scopes in one build and
# starts each one's tests in the background (wb_run_folder); sets WB_LEFT to
# the scopes left to build on their own (all of them when the build failed).
wb__run_together() {
    local out=$1 scopes=$2 scope key scratch mark rc=0 binary filter i
    # shellcheck disable=SC2206 # one word per key
    local keys=($3)
    WB_LEFT=''
    scratch=$(wb_scratch_path "${scopes# }")
    mark=${WORKBOOK_RUN_MARK:-$(wb_new_mark)}/together
    mkdir -p "$WB_SCRATCH_BASE"
    wb_no_snapshot_recording
    # The progress line of each stage shows the build's counter.
    for scope in $scopes; do ln -sf together.build.log "$out/$scope.build.log"; done
    # (A note that the folder started from scratch goes to the first stage only: left.notes.)
    rm -f "$out/left.notes"
    # shellcheck disable=SC2086 # one word per scope
    wb__build "$(echo $scopes | tr ' ' ',')" "$scratch" "$out/together.build.log" "$mark" "$out/left.notes" || rc=$?
    for scope in $scopes; do rm -f "$out/$scope.build.log"; done
    binary=$(wb__test_binary "$scratch")
    if [ "$rc" -ne 0 ] || [ -z "$binary" ] || ! cp "$binary" "$out/together.xctest" 2>/dev/null ||
        ! (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$out/together.list" "$mark" "$out/together.xctest" --list-tests); then
        WB_LEFT=$scopes
        return 0
    fi
    wb_remove_stale_resources "$scratch" >"$out/together.notes"
    i=0
    for scope in $scopes; do
        key=${keys[$i]}
        i=$((i + 1))
        filter=$(sed -n "s|^\($(wb__test_target "$scope")\.[A-Za-z0-9_]*\)/.*|\1|p" "$out/together.list" | LC_ALL=C sort -u | paste -sd , -)
        if [ -z "$filter" ]; then
            WB_LEFT="$WB_LEFT $scope"
            continue
        fi
        wb__start_stage "$scope" "$out"
        cp "$out/together.build.log" "$out/$scope.build.log"
        if [ -f "$out/left.notes" ]; then mv "$out/left.notes" "$out/$scope.notes"; fi
        cat "$out/together.notes" >>"$out/$scope.notes"
        wb__wait_for_test_slot
        wb__test_stage "$scope" "$out" "$scratch" "$mark/$scope" "$key" "$out/together.xctest" "$filter" &
    done
}

# wb__start_stage SCOPE OUTDIR: a stage's files in OUTDIR, empty; WB_STATUS
# and the counts as for a stage that does not build.
wb__start_stage() {
    WB_STATUS=build WB_PASSED=0 WB_TOTAL=0
    # The result goes first: a reader waits for it, then reads the details (check's show_stages).
    rm -f "$2/$1.result"
    : >"$2/$1.details"
    : >"$2/$1.cases"
    : >"$2/$1.notes"
    : >"$2/$1.failed"
    rm -f "$2/$1.crash"
    mkdir -p "$WB_SCRATCH_BASE"
    wb_no_snapshot_recording
}

# Waits until fewer than WB_TEST_JOBS stages' tests run in the background
# (wb_run_stages; default 2).
wb__wait_for_test_slot() {
    while [ "$(jobs -pr | wc -l)" -ge "${WB_TEST_JOBS:-2}" ]; do sleep 0.1; done
}

# wb__test_stage SCOPE OUTDIR SCRATCH MARK KEY BINARY [FILTER]: runs the
# built stage's tests (BINARY, the test program, or swift test when it is
# empty; FILTER: XCTest's list of Module.Class to run, for a binary that
# holds other stages' tests too) and finishes the stage (see wb_run_stage).
wb__test_stage() {
    local scope=$1 out=$2 scratch=$3 mark=$4 key=$5 binary=$6 filter=${7:-} rc failed crashed message tab forged listed skipped
    tab=$(printf '\t')
    rc=0
    wb__run_tests "$scope" "$scratch" "$out/$scope.test.log" "$mark" "$binary" "$filter" || rc=$?
    wb_xctest_cases "$out/$scope.test.log" >"$out/$scope.cases"
    # What ran is compared with what the test program lists (its own
    # --list-tests, or swift test --list-tests): output alone can be printed by anyone.
    wb__listed_tests "$scope" "$scratch" "$out" "$mark" "$binary" "$filter" >"$out/$scope.listed"
    forged=$(wb_xctest_forged "$out/$scope.cases" "$out/$scope.listed")
    WB_PASSED=$(grep -c "${tab}passed${tab}" "$out/$scope.cases" || true)
    failed=$(grep -c "${tab}failed${tab}" "$out/$scope.cases" || true)
    WB_TOTAL=$((WB_PASSED + failed))
    listed=$(wc -l <"$out/$scope.listed" | tr -d ' ')
    # (A skipped test (XCTSkip) finished too: XCTest counts it as executed.)
    skipped=$(grep -cE "^Test Case '.*' skipped" "$out/$scope.test.log" || true)
    crashed=$(wb_xctest_crashed "$out/$scope.test.log")
    [ "$failed" -eq 0 ] || wb__failures "$scope" "$out"

    if [ "$rc" -eq 124 ]; then
        WB_STATUS=hung
        wb__listed_total "$scope" "$out" "$failed"
        {
            if [ -n "$crashed" ]; then
                printf '✗ %s did not finish within %s s (an endless loop or a deadlock?); the last lines it printed:\n' "$crashed" "$(wb__test_limit)"
            else
                printf '✗ the tests did not finish within %s s (an endless loop or a deadlock?); their last lines:\n' "$(wb__test_limit)"
            fi
            wb__last_lines "$out/$scope.test.log" 6
            [ "$failed" -eq 0 ] || cat "$out/$scope.details.failures"
        } >"$out/$scope.details"
        printf 'hung\t%s\n' "$crashed" >"$out/$scope.crash"
        wb__finish_stage "$scope" "$out" ""
        return 0
    elif [ -n "$forged" ]; then
        WB_STATUS=crash
        [ "$listed" -gt 0 ] && WB_TOTAL=$listed
        WB_PASSED=0
        message="output that imitates XCTest's: results for $forged, which the test program did not report"
        printf 'crash\t\t%s\n' "$message" >"$out/$scope.crash"
        printf '✗ %s (%s); none of them is counted\n' "$message" "$(wb_exit_status_text "$rc")" >"$out/$scope.details"
    elif [ -n "$crashed" ]; then
        WB_STATUS=crash
        wb__listed_total "$scope" "$out" "$failed"
        message=$(wb_crash_summary "$out/$scope.test.log")
        message="${message:+$message; }$(wb_exit_status_text "$rc")"
        printf 'crash\t%s\t%s\n' "$crashed" "$message" >"$out/$scope.crash"
        {
            printf '✗ %s crashed%s\n' "$crashed" "${message:+: $message}"
            [ "$failed" -eq 0 ] || cat "$out/$scope.details.failures"
        } >"$out/$scope.details"
    elif [ "$failed" -gt 0 ]; then
        WB_STATUS=fail
        cp "$out/$scope.details.failures" "$out/$scope.details"
    elif [ "$rc" -ne 0 ]; then
        WB_STATUS=crash
        message=$(wb_crash_summary "$out/$scope.test.log")
        message="${message:+$message; }$(wb_exit_status_text "$rc")"
        printf '✗ the tests crashed: %s\n' "$message" >"$out/$scope.details"
        wb_first_errors "$out/$scope.test.log" 5 | grep -vF "$message" >>"$out/$scope.details" || true
        printf 'crash\t\t%s\n' "$message" >"$out/$scope.crash"
    elif [ "$listed" -gt $((WB_TOTAL + skipped)) ] || ! wb_xctest_summarised "$out/$scope.test.log" $((WB_TOTAL + skipped)); then
        # Every test that ran passed, but not every test ran (exit(0) in a
        # test, say), or the run never reached XCTest's summary: no pass.
        WB_STATUS=crash
        [ "$listed" -le "$WB_TOTAL" ] || WB_TOTAL=$listed
        message="stopped after $WB_PASSED of $WB_TOTAL tests ($(wb_exit_status_text "$rc"))${crashed:+, in $crashed}"
        [ "$listed" -gt "$WB_PASSED" ] || message="$message before XCTest's summary"
        printf 'crash\t%s\t%s\n' "$crashed" "$message" >"$out/$scope.crash"
        printf '✗ %s: the test process ended before every test had run\n' "$message" >"$out/$scope.details"
    elif [ "$WB_PASSED" -eq 0 ]; then
        WB_STATUS=none
        echo "no test ran" >"$out/$scope.details"
    else
        WB_STATUS=pass
    fi
    rm -f "$out/$scope.details.failures"
    # A crash after an incremental build in its folder that compiled something
    # (this check's; a later stage's build only links, and keeps what that
    # one compiled) may be SwiftPM's (buildfolder.sh): the stage runs again
    # once its folder is emptied (wb__retry_fresh), and only that run's result
    # is shown.
    if [ "$WB_STATUS" = crash ] && [ -z "$forged" ] && [ -z "${WB_FRESH_RETRY:-}" ] && [ -f "$out/${scratch##*/}.recompiled" ]; then
        : >"$out/$scope.retry"
        return 0
    fi
    if [ -n "${WB_FRESH_RETRY:-}" ] && [ "$WB_STATUS" != crash ]; then
        printf "note: the tests crashed after an incremental build, not after a build from scratch: that crash was the toolchain's (%s), not the code's; these are the results of the build from scratch\n" \
            "$WB_STALE_BUILD_BUG" >>"$out/$scope.notes"
    fi
    # A crash may be the machine's (a killed process), not the code's: run it again next time.
    if [ "$WB_STATUS" = crash ]; then key=; fi
    wb__finish_stage "$scope" "$out" "$key"
}

# Saves the stage's result, keeps its log, and its results for next time
# when KEY is not empty: wb__finish_stage SCOPE OUTDIR KEY. Kept only when
# what it was built from is what KEY says, from before the build to now:
# the same key again, and no file saved since the stage started (a save and
# its undo during the build leave the key as it was, not what was built).
wb__finish_stage() {
    rm -f "$2/$1.details.failures"
    if [ -n "$3" ] && ! wb_inputs_unchanged "$1" "$3" "$2/$1.started"; then
        printf 'note: files changed while this stage was built and tested: this result is not kept, the next check runs it again\n' >>"$2/$1.notes"
        set -- "$1" "$2" ""
    fi
    if [ -s "$2/$1.notes" ]; then cat "$2/$1.notes" >>"$2/$1.details"; fi
    wb__save_result "$1" "$2"
    wb__keep_log "$1" "$2"
    [ -z "$3" ] || wb_keep_results "$1" "$3" "$2"
}

# The time limits, in seconds (check validates them).
wb__test_limit() { echo "${WORKBOOK_CHECK_TIME_LIMIT:-$WB_DEFAULT_TIME_LIMIT}"; }
wb__build_limit() { echo "${WORKBOOK_CHECK_BUILD_TIME_LIMIT:-$WB_DEFAULT_BUILD_TIME_LIMIT}"; }

# wb__build SCOPE SCRATCH LOG MARK NOTES: swift build --build-tests, within
# the build time limit. Without indexing the system modules (Foundation,
# XCTest, Glibc) for every module: a fifth of a cold build's time, and nothing
# reads that index (test discovery reads the package's own). From scratch
# when the workbook's own sources changed since the folder's last build (a
# line in NOTES says so: wb_fresh_build_folder). When the build was
# incremental and compiled a module others use (wb_compiled_a_dependency),
# leaves the file <folder's name>.recompiled beside LOG (wb__test_stage).
wb__build() {
    local warm=no rc=0
    wb_fresh_build_folder "$2" >>"${5:-/dev/null}"
    [ "$WB_EMPTIED" = yes ] || [ ! -f "$2/build.db" ] || warm=yes
    (cd "$WB_ROOT" && wb_run_limited "$(wb__build_limit)" "$3" "$4" \
        env WORKBOOK_SCOPE="$1" swift build --build-tests --scratch-path "$2" -Xswiftc -index-ignore-system-modules) || rc=$?
    if [ "$warm" = yes ] && wb_compiled_a_dependency "$3"; then : >"${3%/*}/${2##*/}.recompiled"; fi
    return "$rc"
}

# wb__run_tests SCOPE SCRATCH LOG MARK BINARY [FILTER]: the scope's tests,
# within the time limit. The test binary itself where it is a program
# (Linux; FILTER: only those tests): swift test holds back its output until
# it ends, so a hung test would show nothing, and it runs an empty Swift
# Testing pass after XCTest's. Elsewhere (BINARY empty), swift test.
wb__run_tests() {
    local binary=$5
    if [ -n "$binary" ] && [ -n "${6:-}" ]; then
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3" "$4" env WORKBOOK_SCOPE="$1" "$binary" "$6")
    elif [ -n "$binary" ]; then
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3" "$4" env WORKBOOK_SCOPE="$1" "$binary")
    else
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3" "$4" \
            env WORKBOOK_SCOPE="$1" swift test --skip-build --scratch-path "$2")
    fi
}

# The scope's XCTest program, when it is one (Linux: a file; macOS: a bundle
# that only xctest runs, so nothing).
wb__test_binary() {
    local binary
    for binary in "$1"/debug/*PackageTests.xctest; do
        if [ -f "$binary" ] && [ -x "$binary" ]; then
            echo "$binary"
            return 0
        fi
    done
}

# wb__listed_tests SCOPE SCRATCH OUTDIR MARK BINARY [FILTER]: the tests the
# stage's test program lists, as Class.test, one a line (those of FILTER's
# classes, if any): the program's own --list-tests where it is one (Linux),
# else swift test --list-tests (which asks xctest on macOS). Nothing when the
# listing fails. Its output stays in OUTDIR/SCOPE.list.log.
wb__listed_tests() {
    if [ -n "$5" ]; then
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3/$1.list.log" "$4" \
            env WORKBOOK_SCOPE="$1" "$5" --list-tests) || true
        if [ -n "${6:-}" ]; then
            printf '%s\n' "$6" | tr ',' '\n' | awk 'NR == FNR { keep[$0 "/"] = 1; next } { for (k in keep) if (index($0, k) == 1) { print; next } }' \
                - "$3/$1.list.log" >"$3/$1.list.log.mine"
            mv "$3/$1.list.log.mine" "$3/$1.list.log"
        fi
    else
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3/$1.list.log" "$4" \
            env WORKBOOK_SCOPE="$1" swift test --skip-build --list-tests --scratch-path "$2") || true
    fi
    wb_xctest_listed_names "$3/$1.list.log"
}

# wb__listed_total SCOPE OUTDIR FAILED: after a crash or a hang, WB_TOTAL
# from the tests the test program lists (OUTDIR/SCOPE.listed, see
# wb__listed_tests; at least one more than ran).
wb__listed_total() {
    WB_TOTAL=$(wc -l <"$2/$1.listed" | tr -d ' ')
    [ "$WB_TOTAL" -gt $((WB_PASSED + $3)) ] || WB_TOTAL=$((WB_PASSED + $3 + 1))
}

# The last N lines of a log that say something, indented, repository paths relative.
wb__last_lines() {
    grep -v '^[[:space:]]*$' "$1" 2>/dev/null | grep -v '^\[[0-9]*/[0-9]*\]' | tail -n "$2" | wb_strip_root | sed 's/^/  | /' || true
}

# wb__failures SCOPE OUTDIR: the failed tests, for a person
# (OUTDIR/SCOPE.details.failures: each test's first failure, and up to 12
# more lines of its message) and for a program (OUTDIR/SCOPE.failed: every
# failure's whole message, which the model's executable reads).
wb__failures() {
    local scope=$1 out=$2 tab name where message
    tab=$(printf '\t')
    wb_xctest_failures "$out/$scope.test.log" | awk -F '\t' '!seen[$1]++' >"$out/$scope.failures"
    grep "${tab}failed${tab}" "$out/$scope.cases" | cut -f 1 | while IFS= read -r name; do
        where=$(awk -F '\t' -v n="$name" '$1 == n { print $2; exit }' "$out/$scope.failures")
        message=$(awk -F '\t' -v n="$name" '$1 == n { print $3; exit }' "$out/$scope.failures")
        if [ -n "$where" ]; then
            printf '✗ %s — %s: %s\n' "$name" "$where" "$message"
        else
            printf '✗ %s\n' "$name"
        fi
        # The rest of a message that spans lines, up to 12 of them; the log has it all.
        wb_xctest_message_rest "$out/$scope.test.log" "$name" | wb_strip_root | awk -v logfile="$(wb__kept_log "$scope")" '
            NR <= 12 { print "  " $0 }
            END { if (NR > 12) printf "  … %d more lines in %s\n", NR - 12, logfile }'
    done >"$out/$scope.details.failures"
    wb__failed_tests "$out/$scope.test.log" "$out/$scope.blocks" >"$out/$scope.failed"
    rm -f "$out/$scope.failures.all"
}

# wb__failed_tests LOG DIR: every failure of LOG, whole, for the model to
# read (Sources/WorkbookModel, ResultFolder): a line "F<TAB>Class.test<TAB>
# location" each, then its message, an "M<TAB>text" line per line of it
# (DIR: a scratch folder, removed after).
wb__failed_tests() {
    local log=$1 dir=$2 tab n name path lineno
    tab=$(printf '\t')
    rm -rf "$dir"
    mkdir -p "$dir"
    wb_xctest_failure_blocks "$log" | awk -v dir="$dir" '
        /^F\t/ { if (n) { close(dir "/" n ".head"); close(dir "/" n ".msg") } n++; print substr($0, 3) > (dir "/" n ".head"); printf "" > (dir "/" n ".msg"); next }
        /^M\t/ && n { print substr($0, 3) > (dir "/" n ".msg") }'
    n=1
    while [ -f "$dir/$n.head" ]; do
        IFS="$tab" read -r name path lineno <"$dir/$n.head"
        printf 'F\t%s\t%s\n' "$name" "$(wb_xctest_location "$path" "$lineno" "$name")"
        wb_strip_root <"$dir/$n.msg" | wb_module_paths_to_repo | awk '{ print "M\t" $0 }'
        n=$((n + 1))
    done
    rm -rf "$dir"
}

# Where a stage's whole log of its last run is kept, relative to the repository.
wb__kept_log() {
    echo ".workbook/logs/$1.log"
}

# Keeps the stage's whole log of this run (the build's, then the tests') for
# the learner to read; check prints its path when a stage is not green.
wb__keep_log() {
    mkdir -p "$WB_ROOT/.workbook/logs" 2>/dev/null || return 0
    cat "$2/$1.build.log" "$2/$1.test.log" >"$WB_ROOT/$(wb__kept_log "$1")" 2>/dev/null || true
}

# The outcome of a stage, kept in OUTDIR/SCOPE.result (written whole, at once).
wb__save_result() {
    printf '%s\t%s\t%s\n' "$WB_STATUS" "$WB_PASSED" "$WB_TOTAL" >"$2/$1.result.part"
    mv "$2/$1.result.part" "$2/$1.result"
}

# wb_read_result SCOPE OUTDIR: sets WB_STATUS, WB_PASSED, WB_TOTAL from a
# stage that has run (a stage that never finished counts as a crash).
wb_read_result() {
    local tab
    tab=$(printf '\t')
    if [ -f "$2/$1.result" ]; then
        IFS="$tab" read -r WB_STATUS WB_PASSED WB_TOTAL <"$2/$1.result"
    else
        WB_STATUS=crash WB_PASSED=0 WB_TOTAL=0
        [ -s "$2/$1.details" ] || echo "✗ the check of this stage stopped before it ended" >"$2/$1.details"
    fi
}

# wb_run_stages OUTDIR JOBS SCOPE…: runs the stages in the order given, one
# build after another in their shared folder, each stage's tests alongside
# the next one's build (JOBS: at most that many stages' tests at a time,
# besides the build). Results: wb_read_result.
wb_run_stages() {
    local out=$1 jobs=$2
    shift 2
    WB_TEST_JOBS=$jobs "$WB_ROOT/Scripts/lib/run-stage" "$out" "$@" || true
}

# The last [done/total] counter of a build log so far, or nothing.
wb_build_counter() {
    [ -f "$1" ] || return 0
    grep -o '^\[[0-9]*/[0-9]*\]' "$1" 2>/dev/null | tail -n 1 || true
}
