# shellcheck shell=bash
# grade --report DIR: the grading as the mutation-testing report schema's
# JSON (mutation-report.json), one self-contained HTML page (index.html) and
# the editor's warning lines (warnings.txt), written by the package's
# workbook-grade-report (Sources/MutationReport, built with the tests).
#
# Needs grade-show.sh (wb_grade_killers) and mutants.sh.

# wb_grade_report_table OUT: one mutant a line as workbook-grade-report
# reads it (Sources/MutationReport/GradedMutant.swift), from grade's
# catalogue, locations and outcomes in OUT.
wb_grade_report_table() {
    local out=$1 tab id area notice hint location outcome detail ms killers
    tab=$(printf '\t')
    while IFS="$tab" read -r id area notice hint _; do
        location=$(awk -F '\t' -v id="$id" '$1 == id { sub(/^[^\t]*\t/, ""); print; exit }' "$out/locations")
        [ -n "$location" ] || continue
        IFS="$tab" read -r _ outcome _ detail ms <<EOF_OUTCOME
$(awk -F '\t' -v id="$id" '$1 == id' "$out/outcomes")
EOF_OUTCOME
        killers=''
        ! wb_mutant_is_caught "$outcome" || killers=$(wb_grade_killers "$out" "$id" | paste -sd ',' -)
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$area" "$notice" "$hint" "$location" "${outcome:-missed}" "$killers" "$detail" "${ms:-0}"
    done <"$out/catalogue"
}

# wb_grade_report_write OUT PKG STAGE_DIR PREFIX WHOSE DIR: writes the
# reports in DIR (created if need be); status 1 with the tool's one-line
# error on stderr when it cannot.
wb_grade_report_write() {
    local out=$1 pkg=$2 stage=$3 prefix=$4 whose=$5 dir=$6 bin
    bin=$(dirname "$(wb_mutants_test_command "$pkg" | tail -n 1)")/workbook-grade-report
    [ -x "$bin" ] || { echo "the report writer was not built ($bin)" >&2; return 1; }
    wb_grade_report_table "$out" >"$out/report.table"
    [ -f "$out/coverage" ] || : >"$out/coverage"
    cut -f 1 "$out/real-app.cases" >"$out/report.tests"
    LLVM_PROFILE_FILE=/dev/null "$bin" "$out/report.table" "$out/coverage" "$out/report.tests" "$stage" "$prefix" "$whose" "$dir"
}
