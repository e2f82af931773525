# shellcheck shell=bash
# check --watch: check again whenever a file under a chapter's Before changes.
#
# Polling, no dependency: every WORKBOOK_WATCH_INTERVAL seconds (default 1)
# it takes the Before's fingerprint — each file's name and checksum — and
# checks again when it differs from the one taken before the last check
# began (so a save during a check is not missed). Content, not timestamps:
# saving a file unchanged checks nothing, like check's own result cache.
# Ctrl-C ends the check under way (check ends what it started) and the
# watch, exit 130. Needs common.sh and colour.sh.

# wb_watch_fingerprint DIR…: one checksum of every file under the folders
# (names and contents; added, removed and renamed files count).
wb_watch_fingerprint() {
    local dir
    for dir in "$@"; do
        (cd "$dir" 2>/dev/null && find . -type f ! -name '.*' -print0 | LC_ALL=C sort -z | xargs -0 cksum 2>/dev/null) || echo "missing $dir"
    done | cksum
}

# wb_watch FOLDERS COMMAND…: runs COMMAND, then again each time the
# fingerprint of FOLDERS (one string, space-separated repo paths) changes,
# clearing the screen first on a terminal. Never returns: exits 130 on
# Ctrl-C (or 143 on TERM).
wb_watch() {
    local folders=$1 interval=${WORKBOOK_WATCH_INTERVAL:-1} last now child='' sleeper='' runs=0 dirs=()
    shift
    case $interval in '' | *[!0-9.]* | .*) wb_die "WORKBOOK_WATCH_INTERVAL must be a number of seconds (it is '$interval')" ;; esac
    # shellcheck disable=SC2206 # one repo path a word
    dirs=($folders)
    dirs=("${dirs[@]/#/$WB_ROOT/}")
    # shellcheck disable=SC2317 # called by the trap below
    wb__watch_stop() {
        trap '' INT TERM
        [ -z "$sleeper" ] || kill "$sleeper" 2>/dev/null || true
        if [ -n "$child" ] && kill -0 "$child" 2>/dev/null; then
            kill -"$2" "$child" 2>/dev/null || true
            wait "$child" 2>/dev/null || true
        fi
        printf '\n%sStopped watching%s after %s check(s).\n' "$C_BOLD" "$C_RESET" "$runs"
        exit "$1"
    }
    trap 'wb__watch_stop 130 INT' INT
    trap 'wb__watch_stop 143 TERM' TERM
    while :; do
        last=$(wb_watch_fingerprint "${dirs[@]}")
        [ ! -t 1 ] || [ "${TERM:-}" = dumb ] || printf '\033[H\033[2J'
        runs=$((runs + 1))
        "$@" &
        child=$!
        wait "$child" 2>/dev/null || true
        child=''
        printf '\n%sWatching %s: save a file there to check again; Ctrl-C stops.%s\n' "$C_DIM" "$folders" "$C_RESET"
        while :; do
            sleep "$interval" &
            sleeper=$!
            wait "$sleeper" 2>/dev/null || true
            sleeper=''
            now=$(wb_watch_fingerprint "${dirs[@]}")
            [ "$now" = "$last" ] || break
        done
        printf '%sA file changed: checking again…%s\n' "$C_DIM" "$C_RESET"
    done
}
