# shellcheck shell=bash
# The last grading of a learner's characterization tests (chapter 0), kept
# for "where am I" (overview.sh): one line, "status<TAB>real-passed<TAB>
# real-total<TAB>caught<TAB>total<TAB>when" (status as grade's: graded, build,
# realfail, realnone, realcrash, catalogue — the catalogue's changes do not
# fit stage 0 as it is —, refused, control; when: seconds since 1970).
# The model writes it (`workbook grade-report … --record FILE`,
# GradeSummary.recordLine) and reads it (GradeRecord).

# wb_grade_record_file CHAPTER: where the chapter's last grading is kept.
wb_grade_record_file() {
    echo "${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}/$1/last-grade"
}
