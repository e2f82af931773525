# shellcheck shell=bash
# date: BSD date has no -d or GNU long options, and prints %N as a plain N.
args=()
for arg in "$@"; do
    case $arg in
        -d | -d?* | --*) refuse "GNU option ${arg%%=*}" ;;
        +*) arg=${arg//%N/N} ;;
    esac
    args+=("$arg")
done
exec "$REAL" ${args[@]+"${args[@]}"}
