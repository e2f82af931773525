# shellcheck shell=bash
# grep: BSD grep has no -P (Perl expressions) and only some long options.
previous=
for arg in "$@"; do
    case $previous in -e | -f | -m | -A | -B | -C) previous=; continue ;; esac
    previous=$arg
    case $arg in
        --) break ;;
        --color* | --colour* | --include=* | --exclude=* | --exclude-dir=* | --null | --line-buffered | --binary-files=* | --label=*) ;;
        --*) refuse "GNU long option ${arg%%=*}" ;;
        -*P*) refuse "-P (Perl regular expressions) in $arg" ;;
    esac
done
exec "$REAL" "$@"
