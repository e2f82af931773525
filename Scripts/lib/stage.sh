# shellcheck shell=bash
# Building and testing one stage of a chapter on its own.
#
# A stage is a WORKBOOK_SCOPE (see Package.swift), e.g.
# chapter1-before-characterization: the package narrowed to that one test
# target, built on its own (a compile error in one stage never hides another
# stage's results). All stages share one scratch folder, .build-check/stages,
# and build there one after another (SwiftPM builds one thing at a time in a
# folder): the platform (HeadlessUIKit, MyBizBackend, MyBizTesting) compiles
# once for every stage of every chapter, and a
# switch of scope compiles what that stage adds and re-links the test binary.
# A stage's tests run a copy of that binary, alongside the next stage's build.
# An unchanged stage does not build at all (result-cache.sh). See
# Scripts/README.md for the measurements.
#
# Each build and each test run has a time limit (WORKBOOK_CHECK_TIME_LIMIT
# for the tests, WORKBOOK_CHECK_BUILD_TIME_LIMIT for the build): past it, the
# stage is "hung" and everything it started is ended (procs.sh).
#
# A stage's result is one file, OUTDIR/SCOPE.result.json: bash runs the
# processes, then hands their logs and exit statuses to the model
# (`workbook stage-result`, Sources/WorkbookModel/Results/StageRun+Result.swift),
# which reads them and writes it. Needs common.sh, result-cache.sh, procs.sh,
# buildfolder.sh and tools.sh (WB_MODEL_TOOL: run-stage finds it once, or
# later, while check builds it: wb_key_before_build).

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
#   caller waits for them. Logs go to OUTDIR/SCOPE.build.log, .test.log and
#   .list.log; the result, from them, to OUTDIR/SCOPE.result.json
#   (wb__stage_result).
wb_run_stage() {
    local scope=$1 out=$2 alongside=${3:-} scratch rc key mark damage binary cause
    scratch=$(wb_scratch_path "$scope")
    wb__start_stage "$scope" "$out"
    # The note that the folder started from scratch, from a build of stages together that failed (wb__run_together).
    if [ -f "$out/left.events" ]; then mv "$out/left.events" "$out/$scope.events"; fi
    # Before the key is taken: a file saved after this moment is newer (wb__finish_stage).
    [ -f "$out/$scope.started" ] || : >"$out/$scope.started"
    mark=${WORKBOOK_RUN_MARK:-$(wb_new_mark)}/$scope

    # Nothing it is built from changed since its last run: show that run's
    # result. (The keys taken at the start, if any: a stage that builds takes
    # its key again, from the files as it builds them.)
    key=$(wb_key_before_build "$scope" "${WB_STAGE_KEYS:-}")
    if wb_cached_results "$scope" "$key" "$out"; then return 0; fi
    [ -z "${WB_STAGE_KEYS:-}" ] || key=$(wb_key_before_build "$scope")

    rc=0
    wb__remove_foreign_modules "$scope" "$scratch"
    wb__build "$scope" "$scratch" "$out/$scope.build.log" "$mark" "$out/$scope.events" || rc=$?
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 124 ] && damage=$(wb_build_folder_damage "$out/$scope.build.log" "$scratch"); then
        # Not the code: the build folder. A fresh one builds what a fresh clone would.
        rm -rf "$scratch"
        rc=0
        wb__build "$scope" "$scratch" "$out/$scope.build.log" "$mark" "$out/$scope.events" || rc=$?
        if [ "$rc" -eq 0 ]; then
            printf 'note: the build folder %s was damaged (%s); check rebuilt it\n' "${scratch#"$WB_ROOT"/}" "$damage" >>"$out/$scope.events"
        elif damage=$(wb_build_folder_damage "$out/$scope.build.log" "$scratch"); then
            wb__stage_result "$scope" "$out" "" --damaged "$damage"
            return 0
        fi
    fi
    if [ "$rc" -eq 124 ]; then
        wb__stage_result "$scope" "$out" "" --build-log "$out/$scope.build.log" --build-timed-out
        return 0
    fi
    if [ "$rc" -ne 0 ] && cause=$(wb_build_outside_cause "$out/$scope.build.log" "$rc") && [ -n "$cause" ]; then
        # Not the code either: named, and never kept (the next check builds again).
        wb__stage_result "$scope" "$out" "" --outside "$cause"
        return 0
    fi
    if [ "$rc" -ne 0 ]; then
        wb__stage_result "$scope" "$out" "$key" --build-log "$out/$scope.build.log" --build-failed
        return 0
    fi

    # A resource deleted from the sources stays in the build folder: remove it, as a fresh build would.
    wb_remove_stale_resources "$scratch" "$scope" >>"$out/$scope.events"

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
        key=$(wb_key_before_build "$scope" "${WB_STAGE_KEYS:-}")
        if wb_cached_results "$scope" "$key" "$out"; then
            reused="$reused $scope"
            continue
        fi
        if wb__builds_together "$scope"; then together="$together $scope"; fi
    done
    # Their keys again, from the files as they build (one program for all;
    # later, while the model's executable builds: wb_key_before_build).
    if [ -n "$together" ] && wb_keys_come_later; then
        for scope in $together; do keys="$keys later"; done
    elif [ -n "$together" ]; then
        # shellcheck disable=SC2086 # one word per scope
        keys=$(wb_scope_keys $together | while read -r scope key; do printf '%s ' "$key"; done)
    fi
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
    local scope=$1 chapter last
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
    last=$(wb__cache_dir "$scope")/result.json
    if [ -f "$last" ]; then
        # (One line of the model's file, laid out a field a line: "status" : "…".)
        ! grep -qE '^  "status" : "(build|hung)"' "$last"
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
    # (A note that the folder started from scratch goes to the first stage only: left.events.)
    rm -f "$out/left.events"
    # shellcheck disable=SC2086 # one word per scope
    wb__build "$(echo $scopes | tr ' ' ',')" "$scratch" "$out/together.build.log" "$mark" "$out/left.events" || rc=$?
    # (Each link replaced by a copy at once, by a rename: a progress line never sees no log.)
    for scope in $scopes; do
        if ! { cp "$out/together.build.log" "$out/$scope.build.log.new" 2>/dev/null && mv -f "$out/$scope.build.log.new" "$out/$scope.build.log"; }; then
            rm -f "$out/$scope.build.log" "$out/$scope.build.log.new"
        fi
    done
    binary=$(wb__test_binary "$scratch")
    if [ "$rc" -ne 0 ] || [ -z "$binary" ] || ! cp "$binary" "$out/together.xctest" 2>/dev/null ||
        ! (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$out/together.list" "$mark" "$out/together.xctest" --list-tests); then
        WB_LEFT=$scopes
        return 0
    fi
    wb_remove_stale_resources "$scratch" >"$out/together.events"
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
        if [ -f "$out/left.events" ]; then mv "$out/left.events" "$out/$scope.events"; fi
        cat "$out/together.events" >>"$out/$scope.events"
        wb__wait_for_test_slot
        wb__test_stage "$scope" "$out" "$scratch" "$mark/$scope" "$key" "$out/together.xctest" "$filter" &
    done
}

# wb__start_stage SCOPE OUTDIR: a stage's result in OUTDIR gone, its events
# empty. Events (OUTDIR/SCOPE.events, a line each: its build folder emptied
# or rebuilt, a stale resource removed) are what happened during this run:
# check shows them under the stage this time (ResultFolder), but they are no
# part of its result, so a kept result never repeats them.
wb__start_stage() {
    # The result goes first: a reader waits for it (check's show_stages).
    rm -f "$2/$1.result.json"
    : >"$2/$1.events"
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
# holds other stages' tests too) and lists them, then has the model write
# the stage's result (see wb_run_stage).
wb__test_stage() {
    local scope=$1 out=$2 scratch=$3 mark=$4 key=$5 binary=$6 filter=${7:-} rc=0
    local args channel=''
    # What ran is compared with what the test program lists (its own
    # --list-tests, or swift test --list-tests): output alone can be printed by anyone.
    wb__listed_tests "$scope" "$scratch" "$out" "$mark" "$binary"
    # A test program run here (Linux) also reports each test's outcome on a
    # channel of its own (Sources/WorkbookTestObserver), a line signed with
    # each of the tokens made for this run: one a listed test, one for the
    # end. The program reads and removes their file as it loads; this shell
    # keeps them, and hands them to the model on its standard input.
    WB_RESULT_TOKENS=''
    if [ -n "$binary" ]; then
        channel=$out/$scope.channel
        WB_RESULT_TOKENS=$(wb__result_tokens "$(($(wc -l <"$out/$scope.list.log") + 1))")
        if ! (umask 077 && printf '%s\n' "$WB_RESULT_TOKENS" >"$channel.tokens" && : >"$channel"); then channel=''; fi
    fi
    wb__run_tests "$scope" "$scratch" "$out/$scope.test.log" "$mark" "$binary" "$filter" "$channel" || rc=$?
    [ -z "$channel" ] || rm -f "$channel.tokens"
    args=(--test-log "$out/$scope.test.log" --test-exit "$rc" --list-log "$out/$scope.list.log")
    [ -z "$channel" ] || args+=(--channel "$channel")
    [ "$rc" -ne 124 ] || args+=(--timed-out)
    [ "$rc" -ne 125 ] || args+=(--flooded "$WB_LOG_LIMIT")
    # A goals stage's dependency rules are judged on the code this build compiled (Referee).
    case $scope in *-goals) args+=(--bin-path "$scratch/debug") ;; esac
    [ -z "$filter" ] || args+=(--filter "$filter")
    # A crash after an incremental build in its folder that compiled something
    # (this check's; a later stage's build only links, and keeps what that
    # one compiled) may be SwiftPM's (buildfolder.sh): the stage runs again
    # once its folder is emptied (wb__retry_fresh), and only that run's result
    # is shown.
    if [ -n "${WB_FRESH_RETRY:-}" ]; then
        args+=(--fresh-retry "$WB_STALE_BUILD_BUG")
    elif [ -f "$out/${scratch##*/}.recompiled" ]; then
        args+=(--retry-crash)
    fi
    wb__stage_result "$scope" "$out" "$key" "${args[@]}"
    WB_RESULT_TOKENS=''
}

# wb__stage_result SCOPE OUTDIR KEY ARGS…: the model reads the run (ARGS:
# workbook stage-result's, the logs and how they ended) and writes OUTDIR/SCOPE.result.json; its log is kept
# for the learner, and the result for the next check when the model says it
# may be and KEY is not empty. Kept only when what it was built from is what
# KEY says, from before the build to now: the same key again, and no file
# saved since the stage started (a save and its undo during the build leave
# the key as it was, not what was built): else --changed, said so.
wb__stage_result() {
    local scope=$1 out=$2 key=$3 verdict
    shift 3
    if [ -n "${WB_MODEL_TOOL_PENDING:-}" ] && [ -z "${WB_MODEL_TOOL:-}" ] && [ ! -s "$WB_MODEL_TOOL_PENDING" ]; then
        : >"$out/$scope.awaiting-tool" # (what its progress line says: wb_stage_progress)
    fi
    if [ "$key" = later ]; then
        # Taken now that the model's executable is built: it names what was
        # built when no file was saved since the stage started.
        key=$(wb_scope_key "$scope") || key=''
        if [ -n "$key" ] && ! wb_nothing_saved_since "$scope" "$out/$scope.started"; then set -- "$@" --changed; fi
    elif [ -n "$key" ] && ! wb_inputs_unchanged "$scope" "$key" "$out/$scope.started"; then
        set -- "$@" --changed
    fi
    # (Without a result, the stage counts as stopped before it ended: check says so.)
    verdict=$(wb_model stage-result "$scope" --out "$out" \
        --time-limit "$(wb__test_limit)" --build-time-limit "$(wb__build_limit)" "$@" <<<"${WB_RESULT_TOKENS:-}") || return 0
    if [ "$verdict" = retry ]; then
        : >"$out/$scope.retry"
        return 0
    fi
    wb__keep_log "$scope" "$out"
    case $verdict in *" keep") [ -z "$key" ] || wb_keep_results "$scope" "$key" "$out" ;; esac
}

# The time limits, in seconds (check validates them).
wb__test_limit() { echo "${WORKBOOK_CHECK_TIME_LIMIT:-$WB_DEFAULT_TIME_LIMIT}"; }
wb__build_limit() { echo "${WORKBOOK_CHECK_BUILD_TIME_LIMIT:-$WB_DEFAULT_BUILD_TIME_LIMIT}"; }

# wb__build SCOPE SCRATCH LOG MARK EVENTS: swift build --build-tests, within
# the build time limit. Without indexing the system modules (Foundation,
# XCTest, Glibc) for every module: a fifth of a cold build's time, and nothing
# reads that index (test discovery reads the package's own). With line tables
# for debug information, not whole types (WB_DEBUG_INFO, buildfolder.sh, says
# why). From scratch
# when the workbook's own sources changed since the folder's last build (a
# line in EVENTS says so, this run only: wb_fresh_build_folder). When the build was
# incremental and compiled a module others use (wb_compiled_a_dependency),
# leaves the file <folder's name>.recompiled beside LOG (wb__test_stage).
wb__build() {
    local warm=no rc=0 tmp
    tmp=$(wb_swiftpm_tmpdir)
    wb_fresh_build_folder "$2" >>"${5:-/dev/null}"
    [ "$WB_EMPTIED" = yes ] || [ ! -f "$2/build.db" ] || warm=yes
    (cd "$WB_ROOT" && wb_run_limited "$(wb__build_limit)" "$3" "$4" \
        env ${WB_NOT_FOR_SWIFTPM[@]+"${WB_NOT_FOR_SWIFTPM[@]}"} TMPDIR="$tmp" WORKBOOK_SCOPE="$1" swift build --build-tests --scratch-path "$2" -Xswiftc -index-ignore-system-modules -Xswiftc "$WB_DEBUG_INFO") || rc=$?
    if [ "$warm" = yes ] && wb_compiled_a_dependency "$3"; then : >"${3%/*}/${2##*/}.recompiled"; fi
    return "$rc"
}

# wb__run_tests SCOPE SCRATCH LOG MARK BINARY [FILTER [CHANNEL]]: the scope's
# tests, within the time limit. The test binary itself where it is a program
# (Linux; FILTER: only those tests; CHANNEL: the result channel, its tokens
# in CHANNEL.tokens, see wb__test_stage): swift test holds back its output
# until it ends, so a hung test would show nothing, and it runs an empty
# Swift Testing pass after XCTest's. Elsewhere (BINARY empty), swift test.
wb__run_tests() {
    local binary=$5 channel=() reaper=() tool
    [ -z "${7:-}" ] || channel=(WORKBOOK_RESULT_CHANNEL="$7" WORKBOOK_RESULT_SECRET="$7.tokens")
    # The program runs under the model's reaper: what it starts ends with it,
    # however started (an environment of its own drops check's mark:
    # Sources/WorkbookModel/Processes/Reaper.swift). Without the model no
    # result can be read anyway.
    if [ -n "$binary" ] && tool=$(wb_model_tool 2>/dev/null); then reaper=("$tool" reap --); fi
    if [ -n "$binary" ] && [ -n "${6:-}" ]; then
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3" "$4" env WORKBOOK_SCOPE="$1" ${channel[@]+"${channel[@]}"} ${reaper[@]+"${reaper[@]}"} "$binary" "$6")
    elif [ -n "$binary" ]; then
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3" "$4" env WORKBOOK_SCOPE="$1" ${channel[@]+"${channel[@]}"} ${reaper[@]+"${reaper[@]}"} "$binary")
    else
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3" "$4" \
            env ${WB_NOT_FOR_SWIFTPM[@]+"${WB_NOT_FOR_SWIFTPM[@]}"} TMPDIR="$(wb_swiftpm_tmpdir)" WORKBOOK_SCOPE="$1" swift test --skip-build --scratch-path "$2")
    fi
}

# wb__result_tokens COUNT: COUNT one-time tokens for a run's result channel,
# one a line: 16 random bytes each, in hex (od prints 16 bytes a line).
wb__result_tokens() {
    od -An -v -tx1 -N "$((16 * $1))" /dev/urandom | tr -d ' \t' | grep .
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

# wb__listed_tests SCOPE SCRATCH OUTDIR MARK BINARY: lists the tests of the
# stage's test program into OUTDIR/SCOPE.list.log: the program's own
# --list-tests where it is one (Linux), else swift test --list-tests (which
# asks xctest on macOS); the model reads it (an XCTest filter's classes only).
wb__listed_tests() {
    if [ -n "$5" ]; then
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3/$1.list.log" "$4" \
            env WORKBOOK_SCOPE="$1" "$5" --list-tests) || true
    else
        (cd "$WB_ROOT" && wb_run_limited "$(wb__test_limit)" "$3/$1.list.log" "$4" \
            env ${WB_NOT_FOR_SWIFTPM[@]+"${WB_NOT_FOR_SWIFTPM[@]}"} TMPDIR="$(wb_swiftpm_tmpdir)" WORKBOOK_SCOPE="$1" swift test --skip-build --list-tests --scratch-path "$2") || true
    fi
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

# wb_run_stages OUTDIR JOBS SCOPE…: runs the stages in the order given, one
# build after another in their shared folder, each stage's tests alongside
# the next one's build (JOBS: at most that many stages' tests at a time,
# besides the build). Results: OUTDIR/SCOPE.result.json (wb_read_result).
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

# wb_stage_progress SCOPE OUTDIR: what a stage of a check under way is doing,
# for its progress line (check's show_stages): "waiting to build" (the stages
# before it, or a key being taken), "starting its build" (SwiftPM reads
# Package.swift, plans: no counter yet), "building 23/68" (SwiftPM's counter: its total grows as it plans
# more), "testing", or, on a fresh clone, that its result waits for the
# workbook's own tool (the model's executable, built once beside the stages
# at a low priority: every stage's result is its, wb__stage_result). Measured
# on a fresh clone at load 10 on 2 cores: 31 s of the first check's 121 s
# were that wait, after SwiftPM's counter had said 97/98.
wb_stage_progress() {
    local counter
    if [ -f "$2/$1.awaiting-tool" ]; then
        echo "finished; its result waits for the workbook's own tool, built once on a fresh clone"
    elif [ -f "$2/$1.test.log" ]; then
        echo "testing"
    elif [ -e "$2/$1.build.log" ]; then
        counter=$(wb_build_counter "$2/$1.build.log")
        counter=${counter#\[}
        if [ -n "$counter" ]; then echo "building ${counter%]}"; else echo "starting its build"; fi
    else
        echo "waiting to build"
    fi
}
