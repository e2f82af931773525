# shellcheck shell=bash
# paste: BSD paste reads standard input only when told so with -: it needs a file operand.
operand=no previous=
for arg in "$@"; do
    case $arg in
        --*) refuse "GNU long option ${arg%%=*}" ;;
        -) operand=yes ;;
        -*) ;;
        *) case $previous in -*d) ;; *) operand=yes ;; esac ;;
    esac
    previous=$arg
done
[ "$operand" = yes ] || refuse "no file operand (BSD paste needs - for standard input)"
exec "$REAL" "$@"
