# shellcheck shell=bash
# awk: macOS's awk is the one-true-awk: no long options and none of gawk's extensions.
for arg in "$@"; do
    case $arg in
        --*) refuse "GNU long option ${arg%%=*}" ;;
        *gensub\(* | *strftime\(* | *systime\(* | *asort\(* | *asorti\(* | *PROCINFO* | *IGNORECASE* | *BEGINFILE* | *ENDFILE* | *@include*)
            refuse "a gawk-only feature in the program" ;;
    esac
done
exec "$REAL" "$@"
