# shellcheck shell=bash
# Whether a stage's build folder (.build-check/<scope>) can be trusted.
#
# Two ways it cannot: it is damaged (a garbled build database or module:
# every build then fails, whatever the code), or it is stale (SwiftPM copies
# a module's resources into the build folder but never removes one that is
# gone from the sources, so a deleted Resources/Configuration.json is still
# found by the tests). Needs common.sh and chapters.sh.

# The debug information the scripts' builds of stages ask for (check, step,
# integrity, grade): line tables only. A crash's backtrace still names each
# frame's function, file and line (swift-backtrace reads the line tables:
# checked on Linux, Swift 6.3.1), and nothing here runs a debugger; whole
# types cost 6 to 13 % more of a cold build's processor time (a chapter's
# three scopes from scratch, 2 idle cores, 2026-11-28: 31.1 s against 29.3 s,
# then 27.0 s). -gline-tables-only is the swift driver's own option, not a
# platform's (used on Linux only so far).
# shellcheck disable=SC2034 # read by the scripts that build (stage.sh, mutants.sh)
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

# wb_build_folder_damage LOG SCRATCH: when a failed build's log (LOG) shows
# that the build folder SCRATCH is damaged rather than the code wrong, prints
# the first such error (paths relative) and is true; else false.
wb_build_folder_damage() {
    local log=$1 scratch=$2 line
    # A compiler error in a source file of the repository is the code's.
    if grep -E '^/[^:]+:[0-9]+:[0-9]+: error: ' "$log" 2>/dev/null | grep -v -F -e "$scratch/" -e "/.build" | grep -q .; then
        return 1
    fi
    line=$(grep -E 'error' "$log" 2>/dev/null |
        grep -E -e "$(printf '%s' "$scratch" | sed 's/[][\\.*^$+?(){}|]/\\&/g')/" \
            -e 'build database|unable to load build file|unexpected top-level node|malformed|signature mismatch|file is not a database' |
        head -n 1 | sed -e "s|$WB_ROOT/||g" -e 's/^[[:space:]]*//' | cut -c 1-200)
    [ -n "$line" ] || return 1
    printf '%s\n' "$line"
}

# wb_module_resources MODULE [SCOPE]: the module's Resources folder, relative
# to the repository (a chapter stage's module by the registry, else
# Sources/MODULE). Stages build apart, so two may name a module alike
# (chapter 9's After and a Before split into its modules both have MyBiz):
# with SCOPE (chapterN-before-…, as check names a stage), that stage's first.
wb_module_resources() {
    local chapter stage modules
    case ${2:-} in
        chapter[0-9]*-before-* | chapter[0-9]*-after-*)
            chapter=${2%%-*}
            stage=${2#*-}
            stage=${stage%%-*}
            stage=$(printf '%s' "$stage" | awk '{ print toupper(substr($0, 1, 1)) substr($0, 2) }')
            modules=$(wb_stage_modules "$chapter" "$stage")
            if wb_has_line "$modules" "$1"; then
                if [ "$(printf '%s\n' "$modules" | wc -l | tr -d ' ')" -eq 1 ]; then
                    echo "Chapters/$chapter/$stage/Resources"
                else
                    echo "Chapters/$chapter/$stage/$1/Resources"
                fi
                return 0
            fi
            ;;
    esac
    for chapter in $(wb_chapters); do
        for stage in Before After; do
            modules=$(wb_stage_modules "$chapter" "$stage")
            if wb_has_line "$modules" "$1"; then
                if [ "$(printf '%s\n' "$modules" | wc -l | tr -d ' ')" -eq 1 ]; then
                    echo "Chapters/$chapter/$stage/Resources"
                else
                    echo "Chapters/$chapter/$stage/$1/Resources"
                fi
                return 0
            fi
        done
    done
    echo "Sources/$1/Resources"
}

# wb_stale_resources SCRATCH [SCOPE]: the files of the build folder's resource
# bundles (<Package>_<Module>.resources, or .bundle on macOS) that the
# module's Resources folder (SCOPE's stage's, see wb_module_resources) no
# longer has, one path a line.
wb_stale_resources() {
    local bundle module resources file name
    for bundle in "$1"/debug/*.resources "$1"/debug/*.bundle; do
        [ -d "$bundle" ] || continue
        module=${bundle##*/}
        module=${module#*_}
        module=${module%.*}
        resources=$WB_ROOT/$(wb_module_resources "$module" "${2:-}")
        # Only against a Resources folder that is there: when it cannot be
        # found (a module the registry does not name, a registry that could
        # not be read), nothing can be called stale, and removing the bundle's
        # files would break a build that is sound (seen once, not reproduced:
        # chapter 9's MyBiz lost its Configuration.json).
        [ -d "$resources" ] || continue
        find "$bundle" -type f 2>/dev/null | while IFS= read -r file; do
            name=${file##*/}
            # What the build makes itself, not a copy of a source file.
            case $name in Info.plist | *.car | *.nib | *.momd | *.cdm | *.omo | *.mom) continue ;; esac
            case $file in */_CodeSignature/* | *.storyboardc/* | *.nib/* | *.momd/*) continue ;; esac
            if [ -z "$(find "$resources" -name "$name" 2>/dev/null | head -n 1)" ]; then
                echo "$file"
            fi
        done
    done
}

# wb_remove_stale_resources SCRATCH [SCOPE]: removes those files, which a
# fresh build would not have, and says which (a line each).
wb_remove_stale_resources() {
    local file
    wb_stale_resources "$1" "${2:-}" | while IFS= read -r file; do
        rm -f "$file"
        printf 'note: removed %s from the build folder: its source is gone, and a fresh build would not have it\n' "${file##*/}"
    done
}

# wb_build_outside_cause LOG STATUS: when a failed build (its log, its exit
# status) failed for a reason outside the learner's code, that reason and its
# fix in one line: the build killed (a signal; often the system out of
# memory), no space left, a HOME the toolchain cannot write its caches in.
# Nothing otherwise. Such a result is never kept (stage.sh): once the cause
# is gone, the next check builds again.
wb_build_outside_cause() {
    local log=$1 rc=$2 home=${HOME:-}
    if grep -q 'No space left on device' "$log" 2>/dev/null; then
        echo "the disk is full (No space left on device): free some space (rm -rf .build-check .build-mutants frees the workbook's builds), then check again"
    elif [ -n "$home" ] && grep -qF "'$home/" "$log" 2>/dev/null && grep -qE 'unable to open output file|Not a directory|Permission denied|Read-only file system' "$log"; then
        echo "HOME ($home) is not a folder the Swift toolchain can write its caches in: set HOME to your home folder, then check again"
    elif [ "$rc" -gt 128 ] && [ "$rc" -lt 192 ]; then
        echo "the build was ended from outside ($(wb_exit_status_text "$rc")) — often the system running out of memory: close other programs, then check again"
    elif grep -qE 'due to signal (9|15)|terminated\((9|15)\)|Killed' "$log" 2>/dev/null; then
        echo "a compiler was killed ($(grep -m 1 -oE 'due to signal [0-9]+|terminated\([0-9]+\)|Killed' "$log")) — often the system running out of memory: close other programs, then check again"
    fi
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
# scratch instead (wb_retry_fresh in stage.sh).

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
# it yet is only given the sums. Sets WB_EMPTIED to yes when it emptied the
# folder, else no.
wb_fresh_build_folder() {
    local folder=$1 sum kept built
    WB_EMPTIED=no
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
    # shellcheck disable=SC2034 # read by the scripts that build (stage.sh, mutants.sh)
    [ -z "$built" ] || WB_EMPTIED=yes
    printf '%s\n' "$sum" >"$folder/$WB_SOURCES_SUMS_FILE" 2>/dev/null || true
}

# wb_compiled_a_dependency LOG: true when the build whose log is LOG compiled
# a module that others may use ("[3/9] Compiling Chapter1Before API.swift"),
# not only test targets (…Tests), which nothing imports: only a change to the
# former can leave a module compiled against an old layout.
wb_compiled_a_dependency() {
    grep -E '^\[[0-9]+/[0-9]+\] Compiling [A-Za-z0-9_]+ ' "$1" 2>/dev/null | grep -qvE '^\[[0-9]+/[0-9]+\] Compiling [A-Za-z0-9_]*Tests '
}
