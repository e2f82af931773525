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

# wb_xctest_failures LOG: one line per failed assertion: Class.test, where
# (path:line, relative to the repository), message (tab-separated).
wb_xctest_failures() {
    local tab name where message path lineno
    tab=$(printf '\t')
    sed -n -E "s/^([^:]+):([0-9]+): error: $WB_XCTEST_NAME : (.*)$/\\3.\\4$tab\\1$tab\\2$tab\\5/p" "$1" |
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
