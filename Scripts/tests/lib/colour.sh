# shellcheck shell=bash
# shellcheck disable=SC2034 # the C_* colours are read by the scripts that source this file
# Colour, only where a person reads it: stdout is a terminal that is not
# TERM=dumb, and NO_COLOR is unset or empty (https://no-color.org).
# CLICOLOR_FORCE=1 forces colour on a pipe or a dumb terminal (the scripts'
# own tests use it); NO_COLOR still wins.
#
# Sets C_BOLD C_DIM C_GREEN C_RED C_YELLOW C_RESET (empty without colour) and
# WB_COLOUR (yes/no), for the stream given (1 = stdout, the default; 2 = stderr).

wb_setup_colour() {
    local fd=${1:-1}
    WB_COLOUR=no
    if [ -z "${NO_COLOR:-}" ]; then
        if { [ -t "$fd" ] && [ "${TERM:-}" != dumb ]; } || { [ -n "${CLICOLOR_FORCE:-}" ] && [ "${CLICOLOR_FORCE}" != 0 ]; }; then
            WB_COLOUR=yes
        fi
    fi
    if [ "$WB_COLOUR" = yes ]; then
        C_BOLD=$(printf '\033[1m'); C_DIM=$(printf '\033[2m'); C_GREEN=$(printf '\033[32m')
        C_RED=$(printf '\033[31m'); C_YELLOW=$(printf '\033[33m'); C_RESET=$(printf '\033[0m')
    else
        C_BOLD=; C_DIM=; C_GREEN=; C_RED=; C_YELLOW=; C_RESET=
    fi
}
