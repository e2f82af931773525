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

declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"

# wb_scope_keys SCOPE…: "SCOPE KEY" a line, the checksum of everything each
# scope is built from: the model's (`workbook keys`, ScopeKey), all of them
# from one reading of their files.
wb_scope_keys() {
    wb_model keys "$@" --toolchain "$(wb__toolchain_id)"
}

# wb_key_before_build SCOPE [KEYS]: the scope's key, taken before its build
# (wb_scope_key); "later" while the model's executable is not built yet (a
# fresh clone's first check builds it beside the stages): the stage takes its
# key once its result is read, and the result is kept only when no file was
# saved since the stage started (wb__stage_result).
wb_key_before_build() {
    if wb_keys_come_later; then echo later; else wb_scope_key "$@"; fi
}

# wb_keys_come_later: true while the stages take their keys later (above).
wb_keys_come_later() {
    [ -z "${WB_MODEL_TOOL:-}" ] && [ -n "${WB_MODEL_TOOL_PENDING:-}" ]
}

# wb_scope_key SCOPE [KEYS]: the scope's key; KEYS: a file of wb_scope_keys
# that holds it, read instead of the files (no program).
wb_scope_key() {
    local scope key
    if [ -n "${2:-}" ] && [ -f "$2" ]; then
        while read -r scope key; do
            if [ "$scope" = "$1" ]; then
                echo "$key"
                return 0
            fi
        done <"$2"
    fi
    wb_scope_keys "$1" | {
        read -r scope key
        echo "$key"
    }
}

# wb_inputs_unchanged SCOPE KEY MARKER: true when the scope's files give KEY
# now and none of them is newer than the file MARKER (made before KEY was
# taken): what was built is what KEY names. A save undone during the build
# keeps the key but not the files' times.
wb_inputs_unchanged() {
    [ "$(wb_scope_key "$1")" = "$2" ] || return 1
    wb_nothing_saved_since "$1" "$3"
}

# wb_nothing_saved_since SCOPE MARKER: true when none of the scope's files was
# saved after the file MARKER was made (or there is no MARKER) and before now.
# A file dated in the future (a clock set wrong, a copy from another machine)
# was not saved meanwhile: it is passed over, or no result would ever be kept.
wb_nothing_saved_since() {
    local chapter stage newer now
    chapter=${1%%-*}
    case $1 in *-before-*) stage=Before ;; *) stage=After ;; esac
    [ -f "$2" ] || return 0
    now=$2.now
    : >"$now" || return 1
    newer=$(cd "$WB_ROOT" && find "Chapters/$chapter/$stage" "Chapters/$chapter/Tests" Chapters/Shared Sources Package.swift Chapters/chapters.registry \
        -newer "$2" ! -newer "$now" \( -type f -o -type l \) -print 2>/dev/null | head -n 1)
    rm -f "$now"
    [ -z "$newer" ]
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

# wb_cached_results SCOPE KEY OUTDIR: the scope's last result
# (OUTDIR/SCOPE.result.json) from the one kept, when it was made from KEY;
# true if so. A folder kept before the one result file holds none: stale.
wb_cached_results() {
    local dir
    [ "${WORKBOOK_CHECK_CACHE:-on}" != off ] || return 1
    dir=$(wb__cache_dir "$1")
    [ -f "$dir/key" ] && [ "$(cat "$dir/key")" = "$2" ] && [ -f "$dir/result.json" ] || return 1
    # Whole, at once (a reader that sees it reads it all).
    cp "$dir/result.json" "$3/$1.result.json.part" 2>/dev/null && mv "$3/$1.result.json.part" "$3/$1.result.json"
}

# wb_keep_results SCOPE KEY OUTDIR: keeps OUTDIR/SCOPE.result.json as the
# scope's last result (SCRATCH/SCOPE/last-run/result.json), made from KEY.
# The key is written last, so a run cut short leaves no key that claims a
# result it did not finish.
wb_keep_results() {
    local dir
    [ "${WORKBOOK_CHECK_CACHE:-on}" != off ] || return 0
    dir=$(wb__cache_dir "$1")
    rm -rf "$dir"
    mkdir -p "$dir" || return 0
    cp "$3/$1.result.json" "$dir/result.json" 2>/dev/null || return 0
    printf '%s\n' "$2" >"$dir/key"
}
