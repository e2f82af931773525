# shellcheck shell=bash
# Test logs, read by the model (Sources/WorkbookModel/XCTest: XCTest's Linux and macOS forms,
# tested against expected-output files): the scripts ask the workbook executable
# (`workbook xctest LOG …`, model.sh) and read its tab-separated lines.
declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"

# wb__xctest LOG QUESTION…: the model's answer about LOG.
wb__xctest() {
    local log
    log=$(wb_absolute "$1")
    shift
    wb_model xctest "$log" "$@"
}

# wb_xctest_cases LOG: one line per finished test: Class.test, passed or
# failed, seconds (tab-separated).
wb_xctest_cases() { wb__xctest "$1" --cases; }

# wb_xctest_failures LOG [N]: one line per failed assertion (the first N
# only, if given): Class.test, where (path:line, relative to the repository;
# an error a test threw: the test's declaration), message (tab-separated).
wb_xctest_failures() {
    if [ -n "${2:-}" ]; then wb__xctest "$1" --failures "$2"; else wb__xctest "$1" --failures; fi
}

# wb_xctest_crashed LOG: the test that started and never finished (the run
# crashed in it), or nothing.
wb_xctest_crashed() { wb__xctest "$1" --crashed; }

# wb_xctest_listed LOG: how many tests `swift test --list-tests` listed.
wb_xctest_listed() { wb__xctest "$1" --listed; }

# wb_xctest_shown LOG N: every failure whole, as grade shows it: "✗
# Class.test — where: message", then at most N lines of the rest of its
# message (a failed lookup's rendering of the screen, a snapshot's line
# diff), indented.
wb_xctest_shown() { wb__xctest "$1" --shown "$2"; }

# wb_exit_status_text STATUS: how a process ended, for a person: "exit status
# 3", or "signal 4 (SIGILL)" for a status above 128 (the shell's way of
# saying a signal ended it).
wb_exit_status_text() {
    local signal
    if [ "$1" -gt 128 ] && [ "$1" -lt 192 ]; then
        signal=$(kill -l $(($1 - 128)) 2>/dev/null || true)
        printf 'signal %s%s\n' $(($1 - 128)) "${signal:+ (SIG${signal#SIG})}"
    else
        printf 'exit status %s\n' "$1"
    fi
}

# Filter: a learner's output made safe to show: ESC as ^[ and CR as ^M (a
# terminal would obey them: move the cursor, recolour, redraw "✗ crashed" as
# "✓ passed"), the other control characters but tab and newline as "?".
WB_PRINTABLE_AWK='{ gsub(/\033/, "^["); gsub(/\r/, "^M"); gsub(/[\001-\010\013\014\016-\037\177]/, "?") }'
wb_printable() {
    LC_ALL=C awk "$WB_PRINTABLE_AWK"' { print }'
}

