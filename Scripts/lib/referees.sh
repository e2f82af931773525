# shellcheck shell=bash
# The published workbook, as a manifest of hashes: Chapters/referees.sha256.
#
# The tests are the referee of a learner's work, so the workbook records the
# published content of everything that referees — the shared suites and
# their snapshots, each chapter's tests (goal tests, adapters, the test
# targets' links), every After, the package's own modules (Sources), the
# manifest and the registry — and of the exercise itself (every Before). A
# learner's edit to a referee is then found whether or not it was committed,
# offline; the exercise as published is what ./Scripts/reset restores.
#
# One line per file, sorted by path: "<sha256>  <path>", or for a symbolic
# link "link:<target>  <path>"; lines starting with # are comments.
# ./Scripts/referees --write --maintainer makes it (maintainers, after changing any of
# those files: the model writes it, Sources/WorkbookModel/Published, reading the
# files as wb_manifest_listing does); integrity proves it matches the files
# (wb_referees_problems), so the two readings agree.
# Needs common.sh and chapters.sh.

WB_REFEREES=${WB_REFEREES:-$WB_ROOT/Chapters/referees.sha256}

# The folders and files the manifest covers, relative to the repository:
# the referees, every Before, and the Swift Testing worked example of a
# characterize chapter (the learner's folder, no referee: grade runs it only
# once it differs from the published one, wb_is_as_published).
wb__manifest_roots() {
    local chapter
    printf '%s\n' Package.swift Chapters/chapters.registry Chapters/Shared Sources
    for chapter in $(wb_chapters); do
        printf 'Chapters/%s/%s\n' "$chapter" Before "$chapter" After "$chapter" Tests
    done
    for chapter in $(wb_chapters_of_kind characterize); do
        printf 'Chapters/%s/SwiftTests\n' "$chapter"
    done
}

# SHA-256 of the files named on stdin (NUL-separated), "<hash>  <path>" a line.
wb__sha256() {
    if command -v sha256sum >/dev/null 2>&1; then
        xargs -0 sha256sum --
    else
        xargs -0 shasum -a 256 --
    fi
}

# "<path> -> <target>" for each symbolic link named on stdin (NUL-separated),
# in one call whatever their number (GNU stat, else BSD stat).
wb__link_targets() {
    if stat --version >/dev/null 2>&1; then
        QUOTING_STYLE=literal xargs -0 stat -c '%N' --
    else
        xargs -0 stat -f '%N -> %Y'
    fi
}

# wb_manifest_listing: the manifest's lines for the files as they are now
# (hidden files left out), sorted by path.
wb_manifest_listing() {
    # shellcheck disable=SC2046 # one word per root; the roots have no spaces
    wb__listing $(wb__manifest_roots)
}

# wb__listing PATH…: the manifest's lines for the files under the paths
# (relative to the repository; a path that does not exist is left out).
wb__listing() {
    wb__listing_in "$WB_ROOT" "$@"
}

# wb__listing_in ROOT PATH…: the same for the files under ROOT/PATH, named
# PATH/… (a copy of the repository's files elsewhere reads as they would).
wb__listing_in() {
    (
        cd "$1" || exit 1
        shift
        roots=$(for root in "$@"; do [ ! -e "$root" ] || echo "$root"; done)
        [ -n "$roots" ] || exit 0
        # shellcheck disable=SC2086 # one word per root; the roots have no spaces
        {
            find $roots -name '.?*' -prune -o -type f -print0 | wb__sha256
            if [ -n "$(find $roots -name '.?*' -prune -o -type l -print | head -n 1)" ]; then
                find $roots -name '.?*' -prune -o -type l -print0 | wb__link_targets |
                    awk '{ i = index($0, " -> "); print "link:" substr($0, i + 4) "  " substr($0, 1, i - 1) }'
            fi
        } | awk '{ i = index($0, "  "); print substr($0, i + 2) "\t" substr($0, 1, i - 1) }' |
            LC_ALL=C sort -t "$(printf '\t')" -k1,1 | awk -F '\t' '{ print $2 "  " $1 }'
    )
}

# True when the workbook has a manifest.
wb_has_manifest() {
    [ -f "$WB_REFEREES" ]
}

# wb_manifest_changes: how the files differ from the manifest, a
# "changed|missing|added<TAB>path" line each, sorted by path (integrity's
# reading; check's, reset's and doctor's are the model's: PublishedManifest).
wb_manifest_changes() {
    wb_has_manifest || return 0
    wb_manifest_listing | awk -v manifest="$WB_REFEREES" '
        BEGIN {
            while ((getline line < manifest) > 0) {
                if (line ~ /^#/ || line == "") continue
                i = index(line, "  ")
                published[substr(line, i + 2)] = substr(line, 1, i - 1)
            }
        }
        {
            i = index($0, "  ")
            path = substr($0, i + 2)
            now[path] = 1
            if (!(path in published)) print "added\t" path
            else if (published[path] != substr($0, 1, i - 1)) print "changed\t" path
        }
        END { for (path in published) if (!(path in now)) print "missing\t" path }
    ' | LC_ALL=C sort -t "$(printf '\t')" -k2,2
}

# wb_is_as_published PATH [ROOT]: true when the files under PATH (a folder,
# relative to the repository; with ROOT, under ROOT/PATH) are the ones the
# manifest lists there, each as published: none changed, added or missing.
# False without a manifest, or when it lists nothing there.
wb_is_as_published() {
    local now published
    wb_has_manifest || return 1
    now=$(wb__listing_in "${2:-$WB_ROOT}" "$1")
    published=$(grep -F "  $1/" "$WB_REFEREES" || true)
    [ -n "$published" ] && [ "$now" = "$published" ]
}

# wb_published_folder PATH DEST: a folder that holds PATH (a folder relative
# to the repository, such as a Before) exactly as published, whatever the
# learner did to it, committed or not: PATH itself while it is as published;
# else PATH as the commit that published the manifest has it (git, offline),
# written to DEST/PATH and checked against the manifest, kept there while it
# stays as published. Prints the folder. Status 1, with one line on stderr,
# when the published files cannot be had (no git, no such commit, or the
# commit's files are not what the manifest lists). Without a manifest there is
# no published content to tell apart: PATH itself.
wb_published_folder() {
    local rel=$1 dest=$2 commit part
    if ! wb_has_manifest || wb_is_as_published "$rel"; then
        echo "$WB_ROOT/$rel"
        return 0
    fi
    if [ -d "$dest/$rel" ] && wb_is_as_published "$rel" "$dest"; then
        echo "$dest/$rel"
        return 0
    fi
    commit=$(wb_published_commit)
    if [ -z "$commit" ]; then
        echo "there is no git history to read the published one from: grade needs a git clone of the workbook (git clone …), or $rel put back as published" >&2
        return 1
    fi
    mkdir -p "$dest"
    part=$(mktemp -d "$dest/.part.XXXXXX") || { echo "cannot write in $dest" >&2; return 1; }
    if ! (cd "$WB_ROOT" && git archive --format=tar "$commit" -- "$rel" 2>/dev/null) | (cd "$part" && tar -x -f - 2>/dev/null); then
        rm -rf "$part"
        echo "git could not read $rel from commit ${commit%"${commit#???????}"} (the one that published ${WB_REFEREES#"$WB_ROOT"/})" >&2
        return 1
    fi
    if ! wb_is_as_published "$rel" "$part"; then
        rm -rf "$part"
        echo "$rel in commit ${commit%"${commit#???????}"} is not what ${WB_REFEREES#"$WB_ROOT"/} lists (was the manifest edited? git status shows it)" >&2
        return 1
    fi
    # In place at once: the folder another grade reads is whole, old or new.
    rm -rf "${dest:?}/${rel%%/*}.old"
    [ ! -e "$dest/${rel%%/*}" ] || mv "$dest/${rel%%/*}" "$dest/${rel%%/*}.old"
    mv "$part/${rel%%/*}" "$dest/${rel%%/*}"
    rm -rf "$part" "${dest:?}/${rel%%/*}.old"
    echo "$dest/$rel"
}

# wb_published_commit: the commit that published the manifest (the last one
# that changed it), or nothing (no git, no manifest, or never committed).
wb_published_commit() {
    wb_has_manifest || return 0
    command -v git >/dev/null 2>&1 || return 0
    (cd "$WB_ROOT" && git log -1 --format=%H -- "${WB_REFEREES#"$WB_ROOT"/}" 2>/dev/null) || true
}

# wb_referees_problems: for integrity, one line per way the manifest and the
# files disagree; nothing when they agree. Integrity runs it on the pristine
# workbook, e.g.
#   problems=$(wb_referees_problems)
#   if [ -z "$problems" ]; then pass "…"; else fail "…" "$problems"; fi
wb_referees_problems() {
    if ! wb_has_manifest; then
        echo "${WB_REFEREES#"$WB_ROOT"/} is missing: ./Scripts/referees --write --maintainer makes it; commit it"
        return 0
    fi
    wb_manifest_changes | awk -F '\t' '
        { print $2 ": " ($1 == "added" ? "not in" : ($1 == "missing" ? "gone, but in" : "differs from")) " the manifest" }
        END { if (NR > 0) print "to publish these changes: ./Scripts/referees --write --maintainer, and commit Chapters/referees.sha256 with them" }'
}
