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
# (the scripts' own tests use it with a fake swift). Needs common.sh.

# wb_scope_key SCOPE: the checksum of everything the scope is built from.
wb_scope_key() {
    local scope=$1 chapter stage
    chapter=${scope%%-*}
    stage=$(echo "$scope" | cut -d - -f 2)
    case $stage in before) stage=Before ;; *) stage=After ;; esac
    (
        cd "$WB_ROOT" || exit 1
        printf '%s\n' "$scope" "$(wb__toolchain_id)" "RECORD_SNAPSHOTS=${RECORD_SNAPSHOTS:-}"
        # Links count by what they point at, so editing a shared suite changes the key.
        find "Chapters/$chapter/$stage" "Chapters/$chapter/Tests" Chapters/Shared Sources \
            Package.swift Chapters/chapters.registry \( -type f -o -type l \) -print0 2>/dev/null |
            LC_ALL=C sort -z | xargs -0 cksum 2>/dev/null
    ) | cksum | tr -s ' \t' '-'
}

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

# wb_cached_results SCOPE KEY OUTDIR: copies the scope's last results (the
# files OUTDIR/SCOPE.*) into OUTDIR when they were made from KEY; true if so.
wb_cached_results() {
    local dir
    [ "${WORKBOOK_CHECK_CACHE:-on}" != off ] || return 1
    dir=$(wb__cache_dir "$1")
    [ -f "$dir/key" ] && [ "$(cat "$dir/key")" = "$2" ] && [ -f "$dir/$1.result" ] || return 1
    cp "$dir/$1".* "$3/" 2>/dev/null || return 1
}

# wb_keep_results SCOPE KEY OUTDIR: keeps OUTDIR/SCOPE.* as the scope's last
# results, made from KEY. The key is written last, so a run cut short leaves
# no key that claims results it did not finish.
wb_keep_results() {
    local dir
    [ "${WORKBOOK_CHECK_CACHE:-on}" != off ] || return 0
    dir=$(wb__cache_dir "$1")
    rm -rf "$dir"
    mkdir -p "$dir" || return 0
    cp "$3/$1".* "$dir/" 2>/dev/null || return 0
    date +%s >"$dir/when"
    printf '%s\n' "$2" >"$dir/key"
}
