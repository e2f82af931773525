# shellcheck shell=bash
# A copy of the workbook to experiment on, so that a script never edits the
# learner's files: the tracked and untracked files (not the ignored ones, so
# no build folders), committed in a repository of its own so that reset works.

# The workbook's files, as a tar stream on stdout.
wb__workbook_tar() {
    local entry
    if command -v git >/dev/null 2>&1 && git -C "$WB_ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        (cd "$WB_ROOT" && git ls-files -z -c -o --exclude-standard |
            while IFS= read -r -d '' entry; do
                if [ -e "$entry" ] || [ -L "$entry" ]; then printf '%s\0' "$entry"; fi
            done | tar -c -f - --null -T -)
    else
        (cd "$WB_ROOT" && tar -c -f - --exclude './.build*' --exclude './.git' --exclude './.workbook' .)
    fi
}

# wb_copy_workbook DEST: DEST becomes such a copy. Its build folders (.build*)
# are kept, and so are its files whose content has not changed (a file
# written anew would make SwiftPM rebuild it), so that a copy made at the same
# place again builds incrementally.
wb_copy_workbook() {
    local dest=$1 fresh=$1.incoming path entry
    rm -rf "$fresh"
    mkdir -p "$dest" "$fresh"
    # A new copy (nothing in it but build folders): the files go straight in (below, two
    # processes a file, 4,000 for the workbook).
    for entry in "$dest"/* "$dest"/.[!.]*; do
        if [ -e "$entry" ] || [ -L "$entry" ]; then
            case ${entry##*/} in .build*) ;; *) fresh=''; break ;; esac
        fi
    done
    if [ -n "$fresh" ]; then
        rmdir "$fresh"
        wb__workbook_tar | (cd "$dest" && tar -x -f -)
        wb__commit_copy "$dest"
        return
    fi
    fresh=$1.incoming
    wb__workbook_tar | (cd "$fresh" && tar -x -f -)
    # Remove what the workbook no longer has (or has as another kind of file).
    (cd "$dest" && find . \( -name '.build*' -o -name .git \) -prune -o \( -type f -o -type l \) -print) |
        while IFS= read -r path; do
            if [ -L "$dest/$path" ]; then
                if [ ! -L "$fresh/$path" ] || [ "$(readlink "$fresh/$path")" != "$(readlink "$dest/$path")" ]; then
                    rm -f "$dest/$path"
                fi
            elif [ -L "$fresh/$path" ] || [ ! -f "$fresh/$path" ] || ! cmp -s "$fresh/$path" "$dest/$path"; then
                rm -f "$dest/$path"
            fi
        done
    # Bring in what is new or changed.
    (cd "$fresh" && find . \( -type f -o -type l \) -print) |
        while IFS= read -r path; do
            if [ ! -e "$dest/$path" ] && [ ! -L "$dest/$path" ]; then
                mkdir -p "$dest/${path%/*}"
                mv "$fresh/$path" "$dest/$path"
            fi
        done
    rm -rf "$fresh"
    (
        cd "$dest" || exit 1
        for path in * .[!.]*; do
            case $path in .build* | .git) continue ;; esac
            [ ! -d "$path" ] || [ -L "$path" ] || find "$path" -depth -type d -empty -exec rmdir {} \; 2>/dev/null || true
        done
    )
    wb__commit_copy "$dest"
}

# wb__commit_copy DEST: DEST's files committed in a repository of its own (any earlier one gone).
wb__commit_copy() {
    rm -rf "$1/.git"
    (
        cd "$1" || exit 1
        export GIT_AUTHOR_NAME=workbook GIT_AUTHOR_EMAIL=workbook@localhost
        export GIT_COMMITTER_NAME=workbook GIT_COMMITTER_EMAIL=workbook@localhost
        git init -q .
        git add -A
        git -c commit.gpgsign=false -c core.hooksPath=/dev/null commit -q -m "Copy of the workbook"
    )
}
