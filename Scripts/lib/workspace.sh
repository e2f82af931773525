# shellcheck shell=bash
# What check needs of its surroundings before it starts: settings that make
# sense, and a workbook folder it can write its builds and logs in. Needs
# common.sh.

# wb_require_seconds NAME VALUE: ends the script (exit 2) unless VALUE is a
# whole number of seconds, 1 or more.
wb_require_seconds() {
    case $2 in
        '' | *[!0-9]* | 0*) wb_die "$1 must be a whole number of seconds, 1 or more (it is '$2')" ;;
    esac
    # A day at most: more is no limit a person means, and past 18 digits no shell's arithmetic or sleep can hold it.
    if [ "${#2}" -gt 5 ] || [ "$2" -gt 86400 ]; then
        wb_die "$1 is at most 86400 seconds, a day (it is '$2')"
    fi
}

# wb_unwritable_reason DIR: why nothing can be written in DIR (made if
# missing), or nothing when it can. Tries for real: permission bits say
# nothing of a read-only mount, and root passes every -w test.
wb_unwritable_reason() {
    local dir=$1 probe reason
    if ! reason=$(mkdir -p "$dir" 2>&1); then
        printf '%s\n' "${reason##*: }"
        return 0
    fi
    probe=$dir/.write-probe-$$
    if ! reason=$( { : >"$probe"; } 2>&1); then
        printf '%s\n' "${reason##*: }"
        return 0
    fi
    rm -f "$probe"
}

# Ends the script (exit 2) when check cannot write its build folders
# (.build-check) and logs (.workbook/logs), naming the folder and the fix.
wb_require_writable_workbook() {
    local dir reason
    for dir in "${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}" "$WB_ROOT/.workbook/logs"; do
        reason=$(wb_unwritable_reason "$dir")
        [ -z "$reason" ] || wb_die "cannot write to ${dir#"$WB_ROOT"/} ($reason): the workbook folder $WB_ROOT is not writable, and check builds and keeps its logs there. Make it yours (sudo chown -R \"\$(id -un)\" \"$WB_ROOT\"), or clone the workbook into a folder you own."
    done
}

# wb_unbuildable_path ROOT DIR…: the first path (ROOT itself; the folders
# DIR and every file under them) that the Swift toolchain cannot build, with why, as
# "path<TAB>why"; nothing when all can be built. A double quote or a line
# break in a path makes SwiftPM write an invalid output file map (every build
# then fails as if the build folder were damaged); a path of over 1000
# characters has crashed swift-driver (macOS's PATH_MAX is 1024).
wb_unbuildable_path() {
    local dir quote nl
    quote='"' nl='
'
    for dir in "$@"; do
        case $dir in *"$quote"* | *"$nl"*) printf '%s\t%s\n' "$dir" "a double quote or a line break" && return 0 ;; esac
        [ "${#dir}" -le 1000 ] || { printf '%s\t%s\n' "$dir" "${#dir} characters, over 1000" && return 0; }
    done
    shift
    [ $# -gt 0 ] || return 0
    find "$@" \( -name "*$quote*" -o -name "*$nl*" \) -print 2>/dev/null | head -n 1 | while IFS= read -r dir; do
        printf '%s\t%s\n' "$dir" "a double quote or a line break in a name"
    done
    find "$@" -print 2>/dev/null | awk 'length($0) > 1000 { printf "%s\t%d characters, over 1000\n", $0, length($0); exit }'
}

# Ends the script (exit 2) when the workbook's path, or a file of the
# chapters', is one the toolchain cannot build: named, with the fix.
wb_require_buildable_paths() { # chapter…
    local found path why dirs=("$WB_ROOT") chapter
    for chapter in "$@"; do dirs+=("$WB_ROOT/Chapters/$chapter"); done
    found=$(wb_unbuildable_path "${dirs[@]}" | head -n 1)
    [ -n "$found" ] || return 0
    path=${found%%"$(printf '\t')"*} why=${found#*"$(printf '\t')"}
    if [ "$path" = "$WB_ROOT" ]; then
        wb_die "the workbook's folder path ($(printf '%s' "$path" | tr '\n' '?' | cut -c 1-80)…) has $why, which the Swift toolchain cannot build in: move or clone the workbook to a shorter path of letters, digits, - and _ (e.g. ~/workbook)"
    fi
    wb_die "$(printf '%s' "${path#"$WB_ROOT"/}" | tr '\n' '?' | cut -c 1-120) has $why, which the Swift toolchain cannot build: rename it (letters, digits, -, _ and .), then check again"
}
