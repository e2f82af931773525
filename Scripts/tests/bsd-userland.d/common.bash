# shellcheck shell=bash
# The start of every wrapper bsd-userland writes (after REAL, LOG and TOOL): how it refuses.
# shellcheck disable=SC2034 # REAL, LOG, TOOL are set by the lines bsd-userland writes above this

# refuse WHY: what a stock Mac's tool rejects; logged, so that 2>/dev/null cannot hide it.
refuse() {
    printf '%s: %s\n' "$TOOL" "$1" >>"$LOG"
    printf '%s: %s (bsd-userland: a stock Mac rejects this)\n' "$TOOL" "$1" >&2
    exit 1
}

# illegal OPTION: how the BSD tool fails on an option it does not know, when a script
# probes for it on purpose (stat --version): not a portability bug, so not logged.
illegal() {
    printf '%s: illegal option -- %s\n' "$TOOL" "$1" >&2
    exit 1
}

# scan_options GLOB WHY WITH_VALUE ARG…: up to the first operand (or --), refuses GNU long
# options and each option matching GLOB; WITH_VALUE lists the options whose value is the
# next argument (" -k -t ").
scan_options() {
    local glob=$1 why=$2 valued=" $3 " skip=no arg
    shift 3
    for arg in "$@"; do
        if [ "$skip" = yes ]; then
            skip=no
            continue
        fi
        # shellcheck disable=SC2254 # GLOB is a pattern on purpose
        case $arg in
            -- | -) return 0 ;;
            --*) refuse "GNU long option ${arg%%=*}" ;;
            $glob) refuse "$why ($arg)" ;;
            -*) case $valued in *" $arg "*) skip=yes ;; esac ;;
            *) return 0 ;;
        esac
    done
}
