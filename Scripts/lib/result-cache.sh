# shellcheck shell=bash
# Reusing a stage's last results when nothing it is built from has changed.
#
# A stage's results (a scope's, see stage.sh) depend only on what it is built
# from: its chapter's sources and tests, the shared suites and snapshots, the
# package's own modules, the manifest and registry, and the toolchain. Their
# checksum is the stage's key; a check whose key matches the last run's shows
# that run's results without building or testing: keyed by content, not by
# timestamps, so touching or saving a file unchanged costs nothing. Only the
# last run is kept: undoing an edit builds again. WORKBOOK_CHECK_CACHE=off always builds and tests
# (the scripts' own tests use it with a fake swift). The keys are the model's
# (Sources/WorkbookModel/Keys/ScopeKey.swift), the same the kept no-change
# answer compares. Needs common.sh and tools.sh.

# The toolchain a build used: the swift driver's path, size and time, not its
# output (running `swift --version` would cost more than the whole lookup).
wb__toolchain_id() {
    local swift
    swift=$(command -v swift 2>/dev/null) || return 0
    # shellcheck disable=SC2012 # one known path, for its size and time; find -printf is not on macOS
    ls -lL "$swift" 2>/dev/null | awk '{ print $5, $6, $7, $8, $9 }'
}

# The folder where a scope's last results are kept, with their key.
wb__cache_dir() {
    echo "${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}/$1/last-run"
}
