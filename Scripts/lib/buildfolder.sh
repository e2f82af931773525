# shellcheck shell=bash
# What every SwiftPM build folder of the scripts needs (a fresh clone's
# first stage build beside the tool's): its debug information,
# its temporary folder, and a fresh start when the workbook's own sources
# changed. check's stage builds are the tool's (Sources/WorkbookModel/
# StageRuns: a damaged folder, a stale resource, a cause outside the code
# are found there: BuildTrouble, BuildFolderHealth). Needs common.sh.

# The debug information the builds of stages ask for (StageBuild's, in the
# tool, and the warm-up's here): line tables only. A crash's backtrace still names each
# frame's function, file and line (swift-backtrace reads the line tables:
# checked on Linux, Swift 6.3.1), and nothing here runs a debugger; whole
# types cost 6 to 13 % more of a cold build's processor time (a chapter's
# three scopes from scratch, 2 idle cores, 2026-11-28: 31.1 s against 29.3 s,
# then 27.0 s). -gline-tables-only is the swift driver's own option, not a
# platform's (used on Linux only so far).
# shellcheck disable=SC2034 # read by launch.sh's warm-up build
WB_DEBUG_INFO=-gline-tables-only

# wb_swiftpm_tmpdir: the temporary folder the scripts' SwiftPM commands run
# with (TMPDIR), made if missing: .build-check/tmp. swift build and swift test
# leave a TemporaryDirectory.XXXXXX folder in TMPDIR at every run (12 at a
# one-line edit's check: Swift 6.3.1, Linux, 2026-11-28), thousands in a
# learner's /tmp over a course. Here they stay in the workbook's build folder
# (rm -rf .build-check takes them), and those over an hour old are removed
# (a running build's own is younger). One folder for every command of this
# workbook, not one a run: SwiftPM's lock on a build folder is a file in
# TMPDIR, and it is what makes a second check wait for a first one building
# the same folder. When it cannot be made: the inherited TMPDIR (the build
# then says what is wrong with .build-check).
wb_swiftpm_tmpdir() {
    local dir=$WB_ROOT/.build-check/tmp
    if ! mkdir -p "$dir" 2>/dev/null; then
        echo "${TMPDIR:-/tmp}"
        return 0
    fi
    find "$dir" -mindepth 1 -maxdepth 1 -name 'TemporaryDirectory.*' -mmin +60 -exec rm -rf {} + 2>/dev/null || true
    echo "$dir"
}

# --- the workbook's own sources, changed since a folder's last build ---------
# SwiftPM's incremental build misses one change: a struct of a module that
# gains or loses a stored property it does not make public changes its
# layout, not its interface, and the modules that use it are not compiled
# again: they keep the old layout, and the program reads garbage or crashes
# (SIGSEGV, munmap_chunk(): invalid pointer), or does not link
# (swiftlang/swift-package-manager#10502, swiftlang/swift#89636; Swift 6.3,
# the native build system). So every folder the scripts build in remembers
# the sums of the workbook's own sources (Sources/, Package.swift: what a
# workbook update changes, and what every chapter's modules and tests import)
# and starts from scratch when they changed. A learner's own modules (a
# chapter's stages) change often, and a fresh build each time would cost a
# minute: for them check runs crashed tests again after one build from
# scratch instead (StageRunner.retryFresh, in the tool).

# The file, in a build folder, that holds the sums of the sources it was built from.
WB_SOURCES_SUMS_FILE=workbook-sources.sum
WB_STALE_BUILD_BUG='a SwiftPM incremental-build bug, swiftlang/swift-package-manager#10502'

# The checksum of the workbook's own sources (Sources/, Package.swift): one
# line. A few milliseconds: taken only when a build runs.
wb_own_sources_sum() {
    (cd "$WB_ROOT" && wb_file_sums Sources Package.swift) | cksum | tr -s ' \t' '-' || true
}

# wb__built_contents FOLDER: what FOLDER holds besides its kept results
# (last-run) and the sums of its sources, one path a line: nothing when no
# build has been made in it.
wb__built_contents() {
    find "$1" -mindepth 1 -maxdepth 1 ! -name last-run ! -name "$WB_SOURCES_SUMS_FILE" 2>/dev/null || true
}

# wb_clear_build_folder FOLDER: removes what FOLDER holds (its compiled
# products) but for its kept results (last-run, see result-cache.sh) and the
# sums of its sources.
wb_clear_build_folder() {
    local entry
    [ -d "$1" ] || return 0
    wb__built_contents "$1" | while IFS= read -r entry; do rm -rf "$entry"; done
}

# wb_fresh_build_folder FOLDER: before a build in FOLDER (a scratch path, or
# a package's .build): when the workbook's own sources are not those of the
# folder's last build (or it was built without keeping their sums), empties
# it (wb_clear_build_folder) and says so in one line; then keeps the sums of
# the sources it is about to be built from. A folder with nothing built in
# it yet is only given the sums.
wb_fresh_build_folder() {
    local folder=$1 sum kept built
    sum=$(wb_own_sources_sum)
    kept=$(cat "$folder/$WB_SOURCES_SUMS_FILE" 2>/dev/null || true)
    [ "$kept" != "$sum" ] || return 0
    mkdir -p "$folder" 2>/dev/null || return 0
    built=$(wb__built_contents "$folder" | head -n 1)
    if [ -n "$built" ]; then
        wb_clear_build_folder "$folder"
        if [ -n "$kept" ]; then
            printf "note: the workbook's own sources changed since the last build: rebuilt from scratch (%s)\n" "$WB_STALE_BUILD_BUG"
        else
            printf "note: the build folder kept no record of the workbook's own sources it was built from: rebuilt from scratch (%s)\n" "$WB_STALE_BUILD_BUG"
        fi
    fi
    printf '%s\n' "$sum" >"$folder/$WB_SOURCES_SUMS_FILE" 2>/dev/null || true
}

