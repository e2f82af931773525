# shellcheck shell=bash
# What grade shows while it runs, of the real app's run: each test that
# failed there. The report after the changes ran (each missed change as a
# diff, the lines no test runs, which test caught what) is the model's:
# Sources/WorkbookModel/Grading/GradeReport.swift, `workbook grade-report`.
#
# Needs xctest.sh.

# wb_grade_real_failures LOG: each test that failed on the real app, with
# its first failure whole: "✗ Class.test — path:line: message", then the
# lines of the message after its first (a combination table, the command
# that approves it, a screen), indented, at most 30 a failure; the
# repository's path left out, so that a command in it runs from there.
wb_grade_real_failures() {
    local tab name where message
    tab=$(printf '\t')
    wb_xctest_failures "$1" | awk -F '\t' '!seen[$1]++' | while IFS="$tab" read -r name where message; do
        printf '✗ %s — %s: %s\n' "$name" "$where" "$message"
        wb_xctest_message_rest "$1" "$name" | head -n 30 | sed 's/^/    /'
    done | wb_strip_root
}
