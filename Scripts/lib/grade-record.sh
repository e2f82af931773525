# shellcheck shell=bash
# The last grading of a learner's characterization tests (chapter 0), kept
# for "where am I" (overview.sh): one line, "status<TAB>real-passed<TAB>
# real-total<TAB>caught<TAB>total<TAB>when" (status as grade's: graded, build,
# realfail, realnone, realcrash, catalogue — the catalogue's changes do not
# fit stage 0 as it is —, refused, control; when: seconds since 1970).

# wb_grade_record_file CHAPTER: where the chapter's last grading is kept.
wb_grade_record_file() {
    echo "${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}/$1/last-grade"
}

# wb_grade_record_write CHAPTER STATUS REAL-PASSED REAL-TOTAL CAUGHT TOTAL
wb_grade_record_write() {
    local file
    file=$(wb_grade_record_file "$1")
    mkdir -p "${file%/*}" 2>/dev/null || return 0
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$2" "$3" "$4" "$5" "$6" "$(date +%s)" >"$file" 2>/dev/null || true
}
