# shellcheck shell=bash
# One argument parser for every script: options, -h/--help, and what a bad
# argument says. Needs common.sh, and a `usage` function in the script.

# wb_parse_args "SPEC" "$@": parses the script's arguments.
#   SPEC lists the options, space-separated: "--done" is a switch, "--title="
#   takes a value ("--title T" or "--title=T"), and "--yes|-y" gives an option
#   a second spelling. -h and --help always print `usage` and exit 0.
# Afterwards `wb_opt --done` prints an option's value ("yes"/"no" for a
# switch, the value or nothing for the others), and WB_ARGS holds the other
# arguments, in order (an array). An unknown option or a missing value ends
# the script with one line and exit status 2; with --json among the
# arguments, that line is JSON on stdout too (see wb_die).
wb_parse_args() {
    local spec=$1 option names name arg matched value tab
    tab=$(printf '\t')
    shift
    WB_ARGS=()
    WB_OPTS=
    for arg in "$@"; do
        # shellcheck disable=SC2034 # read by wb_die (common.sh)
        case $arg in --json) WB_JSON_ERRORS=yes ;; esac
    done
    if wb_wants_help "$@"; then
        usage
        exit 0
    fi
    while [ $# -gt 0 ]; do
        arg=$1
        shift
        case $arg in
            --) WB_ARGS+=("$@"); break ;;
            -?*)
                matched=
                for option in $spec; do
                    names=${option%=}
                    for name in $(echo "$names" | tr '|' ' '); do
                        if [ "$names" = "$option" ] && [ "$arg" = "$name" ]; then
                            matched=${names%%|*} value=yes
                        elif [ "$names" != "$option" ] && [ "${arg%%=*}" = "$name" ] && [ "$arg" != "$name" ]; then
                            matched=${names%%|*} value=${arg#*=}
                        elif [ "$names" != "$option" ] && [ "$arg" = "$name" ]; then
                            if [ $# -eq 0 ] || [ -z "$1" ]; then wb_die "$name needs a value (see ./Scripts/$WB_PROG --help)"; fi
                            matched=${names%%|*} value=$1
                            shift
                        fi
                    done
                done
                [ -n "$matched" ] || wb_unknown_option "$arg"
                WB_OPTS="$WB_OPTS$matched$tab$value
"
                ;;
            *) WB_ARGS+=("$arg") ;;
        esac
    done
    WB_SPEC=$spec
}

# wb_opt --name: the option's value after wb_parse_args: its last value, else
# "no" for a switch and nothing for an option that takes a value.
wb_opt() {
    local option found
    found=$(printf '%s' "$WB_OPTS" | awk -F '\t' -v n="$1" '$1 == n { v = $2; seen = 1 } END { if (seen) print v }')
    if [ -n "$found" ]; then
        printf '%s\n' "$found"
        return 0
    fi
    for option in $WB_SPEC; do
        case $option in "$1" | "$1|"*) echo no; return 0 ;; esac
    done
}
