# shellcheck shell=bash
# One temporary folder per run, removed however the script ends.

# Sets WB_TMP to a fresh folder under $TMPDIR (or /tmp) and removes it on exit.
wb_make_tempdir() {
    WB_TMP=$(mktemp -d "${TMPDIR:-/tmp}/workbook.XXXXXX" 2>/dev/null) ||
        wb_die "cannot make a temporary folder in ${TMPDIR:-/tmp}: set TMPDIR to a folder you can write to (or unset it)"
    trap 'rm -rf "$WB_TMP"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
}
