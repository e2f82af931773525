# shellcheck shell=bash
# What grade shows while it runs, of the real app's run: each test that
# failed there. The report after the changes ran (each missed change as a
# diff, the lines no test runs, which test caught what) is the model's:
# Sources/WorkbookModel/Grading/GradeReport.swift, `workbook grade-report`.
#
# Needs xctest.sh.

# wb_grade_real_failures LOG: every failure on the real app, whole, in the
# order printed: "✗ Class.test — path:line: message", then the lines of the
# message after its first (a combination table, the command that approves
# it, a screen), indented, at most 30 a failure (the model's: `workbook
# xctest LOG --shown 30`). Every failure, not each test's first: a test that
# verifies two tables has a table, and an mv, for each. The repository's
# path left out, so that a command in it runs from there.
wb_grade_real_failures() {
    wb_xctest_shown "$1" 30 | wb_strip_root
}
