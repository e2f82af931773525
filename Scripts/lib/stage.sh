# shellcheck shell=bash
# Building and testing one stage of a chapter on its own.
#
# A stage is a WORKBOOK_SCOPE (see Package.swift), e.g.
# chapter1-before-characterization: the package narrowed to that one test
# target. Each scope builds in its own scratch folder, .build-check/<scope>:
# switching scopes in one shared folder re-links the test bundle every time,
# while separate folders make an unchanged check a no-op build (see
# Scripts/README.md for the measurements).
#
# Needs common.sh, paths.sh, diagnostics.sh, xctest.sh and result-cache.sh.

WB_SCRATCH_BASE=${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}

# wb_scope chapter1 Before Characterization -> chapter1-before-characterization
wb_scope() {
    printf '%s-%s-%s\n' "$1" "$2" "$3" | tr '[:upper:]' '[:lower:]'
}

# The scratch folder of a scope.
wb_scratch_path() {
    echo "$WB_SCRATCH_BASE/$1"
}

# True when the scope has been built before (its next build is incremental).
wb_scope_is_warm() {
    [ -f "$(wb_scratch_path "$1")/build.db" ]
}

# wb_run_stage SCOPE OUTDIR
#   Builds the scope's tests (swift build --build-tests), then runs them
#   (swift test --skip-build), both with WORKBOOK_SCOPE=SCOPE and the scope's
#   scratch folder. Logs go to OUTDIR/SCOPE.build.log and .test.log. Sets
#     WB_STATUS  pass | fail | none (no test ran) | crash | build (doesn't compile)
#     WB_PASSED  tests that passed
#     WB_TOTAL   tests in the suite (those that ran, or listed after a crash)
#   (also kept in OUTDIR/SCOPE.result) and writes OUTDIR/SCOPE.details (what a person should read: the first
#   compiler errors, or the failed tests with their first failure) and
#   OUTDIR/SCOPE.cases (one line per test: name, passed|failed, seconds).
wb_run_stage() {
    local scope=$1 out=$2 scratch rc failed crashed name where message tab key
    scratch=$(wb_scratch_path "$scope")
    tab=$(printf '\t')
    WB_STATUS=build WB_PASSED=0 WB_TOTAL=0
    : >"$out/$scope.details"
    : >"$out/$scope.cases"
    mkdir -p "$WB_SCRATCH_BASE"

    # Nothing it is built from changed since its last run: show that run's results.
    key=$(wb_scope_key "$scope")
    if wb_cached_results "$scope" "$key" "$out"; then
        wb_read_result "$scope" "$out"
        return 0
    fi

    rc=0
    (cd "$WB_ROOT" && WORKBOOK_SCOPE=$scope swift build --build-tests --scratch-path "$scratch") \
        >"$out/$scope.build.log" 2>&1 || rc=$?
    if [ "$rc" -ne 0 ]; then
        wb_first_errors "$out/$scope.build.log" 5 >"$out/$scope.details"
        wb__save_result "$scope" "$out"
        wb__keep_log "$scope" "$out"
        wb_keep_results "$scope" "$key" "$out"
        return 0
    fi

    rc=0
    (cd "$WB_ROOT" && WORKBOOK_SCOPE=$scope swift test --skip-build --scratch-path "$scratch") \
        >"$out/$scope.test.log" 2>&1 || rc=$?
    wb_xctest_cases "$out/$scope.test.log" >"$out/$scope.cases"
    WB_PASSED=$(grep -c "${tab}passed${tab}" "$out/$scope.cases" || true)
    failed=$(grep -c "${tab}failed${tab}" "$out/$scope.cases" || true)
    WB_TOTAL=$((WB_PASSED + failed))
    crashed=$(wb_xctest_crashed "$out/$scope.test.log")

    if [ -n "$crashed" ]; then
        WB_STATUS=crash
        (cd "$WB_ROOT" && WORKBOOK_SCOPE=$scope swift test --skip-build --list-tests --scratch-path "$scratch") \
            >"$out/$scope.list.log" 2>&1 || true
        WB_TOTAL=$(wb_xctest_listed "$out/$scope.list.log")
        [ "$WB_TOTAL" -gt $((WB_PASSED + failed)) ] || WB_TOTAL=$((WB_PASSED + failed + 1))
        message=$(grep -m 1 -iE 'fatal error|precondition failed|assertion failed|signal|exited with' "$out/$scope.test.log" |
            wb_strip_root | wb__module_paths_to_repo_paths || true)
        printf '✗ %s crashed%s\n' "$crashed" "${message:+: $message}" >"$out/$scope.details"
    elif [ "$failed" -gt 0 ]; then
        WB_STATUS=fail
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
        done >"$out/$scope.details"
    elif [ "$rc" -ne 0 ]; then
        WB_STATUS=crash
        wb_first_errors "$out/$scope.test.log" 5 >"$out/$scope.details"
    elif [ "$WB_PASSED" -eq 0 ]; then
        WB_STATUS=none
        echo "no test ran" >"$out/$scope.details"
    else
        WB_STATUS=pass
    fi
    wb__save_result "$scope" "$out"
    wb__keep_log "$scope" "$out"
    # A crash may be the machine's (a killed process), not the code's: run it again next time.
    [ "$WB_STATUS" = crash ] || wb_keep_results "$scope" "$key" "$out"
}

# A crash names its file by module (Chapter2Before/LoginViewController.swift:25):
# rewrites such a location to the file's path in the repository.
wb__module_paths_to_repo_paths() {
    local line module file rest found chapter stage
    while IFS= read -r line; do
        case $line in
            Chapter[0-9]*/*.swift:*)
                module=${line%%/*}
                rest=${line#*/}
                file=${rest%%:*}
                stage=${module##*[0-9]}
                chapter=chapter${module#Chapter}
                chapter=${chapter%"$stage"}
                found=$(cd "$WB_ROOT" && find "Chapters/$chapter/$stage" -name "${file##*/}" -type f 2>/dev/null | head -n 1)
                if [ -n "$found" ]; then line="$found:${rest#*:}"; fi
                ;;
        esac
        printf '%s\n' "$line"
    done
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

# wb_run_stages OUTDIR JOBS SCOPE…: runs the stages, JOBS at a time (each in
# its own scratch folder, so they don't wait for each other), in the order
# given. Results: wb_read_result.
wb_run_stages() {
    local out=$1 jobs=$2
    shift 2
    printf '%s\n' "$@" | xargs -n 1 -P "$jobs" "$WB_ROOT/Scripts/lib/run-stage" "$out" || true
}

# The last [done/total] counter of a build log so far, or nothing.
wb_build_counter() {
    [ -f "$1" ] || return 0
    grep -o '^\[[0-9]*/[0-9]*\]' "$1" 2>/dev/null | tail -n 1 || true
}
