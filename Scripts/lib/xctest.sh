# shellcheck shell=bash
# Reading XCTest's output, in its Linux form
#   Test Case 'LoginTests.test_signIn' passed (0.012 seconds)
# and its macOS form
#   Test Case '-[Chapter1AfterGoalsTests.LoginTests test_signIn]' passed (0.012 seconds).
# Test names come out as Class.test either way.

WB_XCTEST_NAME="-?\\[?([^]' ]+)[ .]([^]' .]+)\\]?"

# Keeps the last two dot-separated parts of the first tab-separated field.
wb__class_dot_test() {
    awk -F '\t' 'BEGIN { OFS = "\t" } { n = split($1, p, "."); if (n > 2) $1 = p[n - 1] "." p[n]; print }'
}

# wb_xctest_cases LOG: one line per finished test: Class.test, passed or
# failed, seconds (tab-separated).
wb_xctest_cases() {
    local tab
    tab=$(printf '\t')
    sed -n -E "s/^Test Case '$WB_XCTEST_NAME' (passed|failed) \\(([0-9.]+) seconds\\).*$/\\1.\\2$tab\\3$tab\\4/p" "$1" |
        wb__class_dot_test
}

# wb_xctest_failures LOG [N]: one line per failed assertion (the first N
# only, if given): Class.test, where (path:line, relative to the
# repository), message (tab-separated).
wb_xctest_failures() {
    local tab name where message path lineno
    tab=$(printf '\t')
    sed -n -E "s/^([^:]+):([0-9]+): error: $WB_XCTEST_NAME : (.*)$/\\3.\\4$tab\\1$tab\\2$tab\\5/p" "$1" |
        if [ -n "${2:-}" ]; then head -n "$2"; else cat; fi |
        wb__class_dot_test |
        while IFS="$tab" read -r name path lineno message; do
            message=$(printf '%s' "$message" | sed -e 's/ - *$//' -e 's/[[:space:]]*$//')
            if [ "$path" = "<EXPR>" ]; then
                # XCTest knows no line for an error a test threw: point at the test instead.
                where=$(wb__test_declaration "${name##*.}")
            else
                where="$(wb_relpath "$path"):$lineno"
            fi
            printf '%s\t%s\t%s\n' "$name" "$where" "$message"
        done
}

# wb_xctest_crashed LOG: the test that started and never finished (the run
# crashed in it), or nothing.
wb_xctest_crashed() {
    local started finished
    started=$(grep -c "^Test Case '.*' started" "$1" || true)
    finished=$(grep -cE "^Test Case '.*' (passed|failed|skipped)" "$1" || true)
    if [ "$started" -gt "$finished" ]; then
        sed -n -E "s/^Test Case '$WB_XCTEST_NAME' started.*$/\\1.\\2/p" "$1" | tail -n 1 | wb__class_dot_test
    fi
}

# wb_xctest_listed LOG: how many tests `swift test --list-tests` listed.
wb_xctest_listed() {
    grep -cE '^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_.]*/[A-Za-z_]' "$1" || true
}

# wb_xctest_listed_names LOG: the tests a listing names (Module.Class/test),
# as Class.test, sorted, one a line.
wb_xctest_listed_names() {
    sed -n -E 's|^[A-Za-z_][A-Za-z0-9_]*\.([A-Za-z_][A-Za-z0-9_]*)/([A-Za-z_][A-Za-z0-9_]*)$|\1.\2|p' "$1" | LC_ALL=C sort -u
}

# wb_xctest_forged CASES LISTED: the results in CASES (wb_xctest_cases) that
# the test program cannot have reported — a test it does not list, or one
# reported twice — up to three, comma-separated; nothing when LISTED is empty
# (no listing to compare with) and none is twice.
wb_xctest_forged() {
    cut -f 1 "$1" | LC_ALL=C sort | awk -v listed="$2" '
        BEGIN { while ((getline line < listed) > 0) { known[line] = 1; any = 1 } }
        { seen[$0]++ }
        END {
            for (name in seen) if (seen[name] > 1 || (any && !(name in known))) { if (n < 3) out = out (n ? ", " : "") name; n++ }
            if (n > 3) out = out ", …"
            print out
        }'
}

# wb_xctest_summarised LOG N: true when LOG ends its run with XCTest's
# summary of N tests ("Executed N tests, with …"), as a run that reached its
# end does.
wb_xctest_summarised() {
    grep -qE "Executed $2 tests?, with" "$1"
}

# wb_xctest_message_rest LOG Class.test: the lines that follow the first
# failure of that test, which XCTest prints as they come (a failed lookup's
# rendering of the screen, a snapshot's line diff), up to the next test or
# failure; nothing when the message was one line.
wb_xctest_message_rest() {
    awk -v class="${2%.*}" -v test="${2##*.}" '
        capturing && (/^Test Case / || /: error: /) { exit }
        capturing { print; next }
        / error: / && index($0, class) && (index($0, test " :") || index($0, test "]")) { capturing = 1 }
    ' "$1"
}

# Where a test function is declared, as path:line relative to the repository
# (the shared suites and goal tests first), or "(thrown)" when not found.
wb__test_declaration() {
    local found
    found=$(cd "$WB_ROOT" && grep -rn --include='*.swift' "func $1(" Chapters/Shared Chapters/chapter*/Tests/Goals Tests 2>/dev/null | head -n 1 | cut -d: -f1,2)
    echo "${found:-(thrown)}"
}

# wb_xctest_failure_blocks LOG: every failure, whole, in the order XCTest
# printed them: a line "F<TAB>Class.test<TAB>path<TAB>line" (path as XCTest
# printed it), then the message, one "M<TAB>text" line per line of it (a
# failed lookup's screen, a snapshot's diff: up to the next test or failure).
wb_xctest_failure_blocks() {
    awk '
        /^Test Case / { on = 0; next }
        {
            p = index($0, ": error: ")
            if (p > 0 && match(substr($0, 1, p - 1), /:[0-9]+$/)) {
                head = substr($0, 1, p - 1)
                rest = substr($0, p + 9)
                q = index(rest, " : ")
                if (q > 0) {
                    name = substr(rest, 1, q - 1)
                    message = substr(rest, q + 3)
                    gsub(/^-\[|\]$/, "", name)
                    gsub(/ /, ".", name)
                    n = split(name, part, ".")
                    if (n > 2) name = part[n - 1] "." part[n]
                    c = match(head, /:[0-9]+$/)
                    sub(/ - *$/, "", message)
                    printf "F\t%s\t%s\t%s\n", name, substr(head, 1, c - 1), substr(head, c + 1)
                    printf "M\t%s\n", message
                    on = 1
                    next
                }
            }
            if (on) printf "M\t%s\n", $0
        }' "$1"
}

# wb_xctest_location PATH LINE Class.test: where a failure is, relative to
# the repository; for an error a test threw (XCTest's "<EXPR>:0"), the test.
wb_xctest_location() {
    if [ "$1" = "<EXPR>" ] || [ "$2" = 0 ]; then
        wb__test_declaration "${3##*.}"
    else
        echo "$(wb_relpath "$1"):$2"
    fi
}

# Filter: rewrites a module path (Chapter2Before/LoginViewController.swift:25,
# as a crash names its file) at the start of a line to the file's path in
# the repository.
wb_module_paths_to_repo() {
    local line module rest file found
    while IFS= read -r line; do
        case $line in
            [A-Z]*/*.swift:[0-9]*)
                module=${line%%/*}
                rest=${line#*/}
                file=${rest%%:*}
                found=$(wb_module_file "$module" "$file")
                if [ -n "$found" ]; then line="$found:${rest#*:}"; fi
                ;;
        esac
        printf '%s\n' "$line"
    done
}

# wb_module_file MODULE FILE.swift: the repository path of a module's file —
# a chapter stage's module (by the registry), a chapter's test target
# (Chapter1BeforeCharacterizationTests), else Sources/MODULE — or nothing.
wb_module_file() {
    local module=$1 name=${2##*/} chapter stage dir='' found modules
    case $module in
        Chapter[0-9]*Tests)
            dir=$(printf '%s\n' "$module" | sed -n -E 's|^Chapter([0-9]+)([A-Z][a-z]+[A-Z][a-z]+)Tests$|Chapters/chapter\1/Tests/\2|p')
            found=$(cd "$WB_ROOT" && find "$dir" -name "$name" 2>/dev/null | head -n 1)
            [ -z "$found" ] || wb_relpath "$found"
            return 0
            ;;
    esac
    for chapter in $(wb_chapters 2>/dev/null); do
        for stage in Before After; do
            modules=$(wb_stage_modules "$chapter" "$stage")
            if printf '%s\n' "$modules" | grep -qx "$module"; then
                if [ "$(printf '%s\n' "$modules" | wc -l | tr -d ' ')" -eq 1 ]; then
                    dir=Chapters/$chapter/$stage
                else
                    dir=Chapters/$chapter/$stage/$module
                fi
            fi
        done
    done
    [ -n "$dir" ] || dir=Sources/$module
    (cd "$WB_ROOT" && find "$dir" -name "$name" -type f 2>/dev/null | head -n 1)
}

# wb_crash_summary LOG: a crash in one line: what it says (a Fatal error, a
# failed precondition, a main-queue deadlock…) and, in parentheses, the first
# place in the repository on the crashed thread. Nothing when LOG shows none.
wb_crash_summary() {
    local log=$1 what where crashed
    # The crashed thread's frames, up to the next thread or the registers.
    crashed=$(awk '/^Thread [0-9]+.* crashed:/ { on = 1; next } on && /^(Thread [0-9]+|Registers:)/ { exit } on' "$log")
    what=$(grep -m 1 -E 'Fatal error|Precondition failed|Assertion failed|Unexpectedly found nil|BUG IN CLIENT|Illegal instruction|Segmentation fault|Abort trap|Trace/breakpoint trap' "$log" |
        grep -v 'Backtracing' | sed 's/^[[:space:]]*//' | wb_strip_root | wb_module_paths_to_repo || true)
    case $what in
        '*** Program crashed: '*) what=$(printf '%s' "$what" | sed -e 's/^\*\*\* Program crashed: //' -e 's/ at 0x[0-9a-f]*//' -e 's/ \*\*\*$//') ;;
    esac
    if printf '%s\n' "$crashed" | grep -qE '__DISPATCH_WAIT_FOR_QUEUE__|_dispatch_sync_f_slow|dispatch_sync called on queue already owned'; then
        what="DispatchQueue.main.sync on the main thread waits for itself: a deadlock (libdispatch stopped it)"
    fi
    if [ -z "$what" ]; then
        what=$(grep -m 1 -iE 'exited with|signal [0-9]+|terminated' "$log" | grep -v 'Backtracing' | wb_strip_root || true)
    fi
    where=$(printf '%s\n' "$crashed" | sed -n 's/.* at \(\/[^:]*\.swift\):\([0-9]*\).*/\1:\2/p' |
        while IFS= read -r where; do
            case $where in
                "$WB_ROOT"/.build* | "$WB_ROOT_P"/.build*) ;;
                "$WB_ROOT"/* | "$WB_ROOT_P"/*) printf '%s:%s\n' "$(wb_relpath "${where%:*}")" "${where##*:}" ;;
            esac
        done | head -n 1)
    [ -n "$what$where" ] || return 0
    case $what in "$where:"*) where= ;; esac
    printf '%s%s\n' "${what:-the test process crashed}" "${where:+ (at $where)}"
}

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

# Filter: the same, on one line: tabs and line breaks as spaces, none at the
# end (one program, for a detail kept in a tab-separated line).
wb_printable_line() {
    LC_ALL=C awk "$WB_PRINTABLE_AWK"' { gsub(/\t/, " "); line = line (NR > 1 ? " " : "") $0 } END { sub(/ *$/, "", line); printf "%s", line }'
}
