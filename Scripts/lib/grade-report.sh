# shellcheck shell=bash
# grade --report DIR: the grading as the mutation-testing report schema's
# JSON (mutation-report.json), one self-contained HTML page (index.html) and
# the editor's warning lines (warnings.txt), written by the package's
# workbook-grade-report (Sources/MutationReport, built with the tests).
#
# Needs mutants.sh and tools.sh; the table it reads is the model's
# (`workbook grade-table`, GradeReport+Table.swift), from grade's folder.

# wb_grade_report_write OUT PKG STAGE_DIR PREFIX WHOSE DIR: writes the
# reports in DIR (created if need be); status 1 with the tool's one-line
# error on stderr when it cannot.
wb_grade_report_write() {
    local out=$1 pkg=$2 stage=$3 prefix=$4 whose=$5 dir=$6 bin
    bin=$(dirname "$(wb_mutants_test_command "$pkg" | tail -n 1)")/workbook-grade-report
    [ -x "$bin" ] || { echo "the report writer was not built ($bin)" >&2; return 1; }
    "$(wb_model_tool)" grade-table "$out" >"$out/report.table" || return 1
    [ -f "$out/coverage" ] || : >"$out/coverage"
    cut -f 1 "$out/real-app.cases" >"$out/report.tests"
    LLVM_PROFILE_FILE=/dev/null "$bin" "$out/report.table" "$out/coverage" "$out/report.tests" "$stage" "$prefix" "$whose" "$dir"
}
