# shellcheck shell=bash
# head: BSD head takes no negative counts (all but the last N) and no long options.
previous=
for arg in "$@"; do
    case $arg in
        --*) refuse "GNU long option ${arg%%=*}" ;;
        -n-* | -c-*) refuse "a negative count ($arg)" ;;
        -*) ;;
        *) case $previous in -n | -c) case $arg in -*) refuse "a negative count ($previous $arg)" ;; esac ;; esac ;;
    esac
    previous=$arg
done
exec "$REAL" "$@"
