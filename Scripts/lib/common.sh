# shellcheck shell=bash
# Where the workbook is, what this program is called, and how a script gives up.
#
# Sourced by every script: sets WB_ROOT (the repository, as the user reaches
# it), WB_ROOT_P (the same folder with symlinks resolved) and WB_PROG.

WB_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck disable=SC2034 # read by the scripts that source this file
WB_ROOT_P=$(cd "$WB_ROOT" && pwd -P)
WB_PROG=${WB_PROG:-$(basename "$0")}

# A bad argument or an unusable environment: one line on stderr, exit 2.
# With --json (WB_JSON_ERRORS=yes, see args.sh) the same line is also JSON on
# stdout, written by the model (`workbook error-json`, JSONEncoder's escaping),
# so that a program reading the JSON is told what went wrong: the model's
# executable as built when it is current, else built now when swift is on
# PATH. When it cannot be (no swift, or these very sources already failed to
# build it) stdout stays empty: the line on stderr and exit 2 say it.
wb_die() {
    printf '%s: %s\n' "$WB_PROG" "$*" >&2
    # shellcheck disable=SC2154 # set by wb_parse_args (args.sh) when --json is among the arguments
    if [ "${WB_JSON_ERRORS:-no}" = yes ] && [ -z "${WB__DYING:-}" ]; then
        # Once: nothing wb__error_json runs may come back here.
        WB__DYING=yes
        wb__error_json "$*" || true
    fi
    exit 2
}

# wb__error_json MESSAGE: MESSAGE as the scripts' JSON error on stdout, by
# the model's executable; fails, printing nothing, when there is none to run.
wb__error_json() {
    local tool
    declare -F wb_fresh_build_folder >/dev/null || . "$WB_ROOT/Scripts/lib/buildfolder.sh" || return 1
    declare -F wb_model_tool_if_built >/dev/null || . "$WB_ROOT/Scripts/lib/tools.sh" || return 1
    if ! tool=$(wb_model_tool_if_built 2>/dev/null); then
        command -v swift >/dev/null 2>&1 || return 1
        # The build that failed just now (the error may be that), not tried twice.
        ! wb__tool_build_failed workbook || return 1
        tool=$(wb_model_tool 2>/dev/null) || return 1
    fi
    "$tool" error-json --message "$1" 2>/dev/null
}

# An option this script does not know.
wb_unknown_option() {
    wb_die "unknown option '$1' (see ./Scripts/$WB_PROG --help)"
}

# True when the first argument is -h or --help anywhere in "$@".
wb_wants_help() {
    local arg
    for arg in "$@"; do
        case $arg in -h|--help) return 0 ;; esac
    done
    return 1
}

# wb_file_sums PATH…: "checksum size path" for each file under the paths
# (relative to the current folder), sorted by path. Links count by what they
# point at; a file it cannot read (a dangling link) is left out, never an
# error: the build folders' record of the workbook's own sources
# (buildfolder.sh).
wb_file_sums() {
    find "$@" \( -type f -o -type l \) -print0 2>/dev/null |
        LC_ALL=C sort -z | xargs -0 cksum 2>/dev/null
}
