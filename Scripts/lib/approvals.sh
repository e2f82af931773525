# shellcheck shell=bash
# Combination approvals (HeadlessUIKitTesting's verifyAllCombinations) under
# grade: the tables a run received go to a staging folder, never into the
# learner's folder (WORKBOOK_RECEIVED_DIR, set alike for every run so that a
# test cannot tell the real app's run from a change's); after the real app's
# run, what it received is moved into place, for the learner to approve.

# wb_approvals_place STAGING TESTS: moves each table received under STAGING
# (STAGING/<its absolute path>) to that path, if it lies under the folder
# TESTS; prints each path placed, relative to the repository.
wb_approvals_place() {
    local staging=$1 tests real file dest
    tests=$(cd "$2" 2>/dev/null && pwd -P) || return 0
    [ -d "$staging" ] || return 0
    find "$staging" -type f -name '*.received.txt' | while IFS= read -r file; do
        dest=${file#"$staging"}
        case $dest in
            "$tests"/*/__Approvals__/* | "$tests"/__Approvals__/*) ;;
            *) continue ;;
        esac
        real=${dest%/*}
        mkdir -p "$real" && mv -f "$file" "$dest" && wb_relpath "$dest"
    done
}
