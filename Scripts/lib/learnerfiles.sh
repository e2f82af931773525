# shellcheck shell=bash
# Writing where a learner works (a chapter's Before) without losing any of it:
# never through a link that leaves the repository, a copy of the real content
# first, and a write that a Ctrl-C cannot cut in half. Used by step and reset.
# Needs common.sh and paths.sh.

# wb_links_leaving DIR: the links under DIR (DIR itself included) that lead
# out of the repository, "link<TAB>where it leads", one a line, links
# relative to the repository. Writing a file of DIR through one would write
# outside the workbook, into a file the learner keeps elsewhere.
wb_links_leaving() {
    local link target
    find "$1" -type l -print 2>/dev/null | while IFS= read -r link; do
        target=$(wb_relpath "$link")
        case $target in /*) printf '%s\t%s\n' "$(wb_relpath "$(dirname "$link")")/${link##*/}" "$target" ;; esac
    done
}

# wb_refuse_links_leaving DIR WHAT: ends the script (exit 1, nothing
# changed) when DIR holds a link that leads out of the repository, naming it
# and the fix. WHAT: the command, for the message ("step goto").
wb_refuse_links_leaving() {
    local found
    found=$(wb_links_leaving "$1" | head -n 1)
    [ -n "$found" ] || return 0
    printf '%s is a link to %s, outside the workbook: %s would write through it into that file. Nothing changed. Put a copy of that file in its place (rm the link, then cp the file there), or remove the link, then again.\n' \
        "${found%%"$(printf '\t')"*}" "${found#*"$(printf '\t')"}" "$2" >&2
    exit 1
}

# wb_backup_folder DIR NAME: copies DIR to .workbook/backups/NAME-<time>/,
# links replaced by what they point at (the real content, not a link that a
# later change could empty), and prints that folder, relative to the
# repository. A dangling link is kept as a link.
wb_backup_folder() {
    local dir=$1 dest rel
    dest=.workbook/backups/$2-$(date +%Y%m%d-%H%M%S)
    [ ! -e "$WB_ROOT/$dest" ] || dest=$dest-$$
    mkdir -p "$WB_ROOT/$dest"
    (cd "$dir" && find . \( -type f -o -type l \) -print) | while IFS= read -r rel; do
        mkdir -p "$(dirname "$WB_ROOT/$dest/$rel")"
        if [ -e "$dir/$rel" ]; then
            cp -L "$dir/$rel" "$WB_ROOT/$dest/$rel"
        else
            cp -P "$dir/$rel" "$WB_ROOT/$dest/$rel" 2>/dev/null || true
        fi
    done
    echo "$dest"
}

# wb_write_file SRC DEST: DEST gets SRC's content through a temporary file
# beside it and a rename: never half-written, and never written through DEST
# if DEST is a link (the link is replaced).
wb_write_file() {
    mkdir -p "$(dirname "$2")"
    cp "$1" "$2.wb-part.$$"
    mv -f "$2.wb-part.$$" "$2"
}

# wb_uninterrupted command…: runs the command (a write that must not stop
# half-way) with Ctrl-C and SIGTERM held off: it runs to its end, in the
# background where the terminal's Ctrl-C does not reach it, while this shell
# notes the signal. Sets WB_INTERRUPTED (yes or no); returns the command's status.
# shellcheck disable=SC2034 # WB_INTERRUPTED is read by the scripts that call this
wb_uninterrupted() {
    local pid rc=0
    WB_INTERRUPTED=no
    trap 'WB_INTERRUPTED=yes' INT TERM
    ( trap '' INT TERM; "$@" ) &
    pid=$!
    while :; do
        rc=0
        wait "$pid" || rc=$?
        kill -0 "$pid" 2>/dev/null || break
    done
    trap 'exit 130' INT
    trap 'exit 143' TERM
    return "$rc"
}
