# shellcheck shell=bash
# stat: BSD stat formats with -f (GNU's -c); `stat --version` fails, which is how the
# scripts tell the two apart. -f is emulated for the fields the scripts use: %N (the
# name) and %Y (a link's target, as BSD stat prints it without a modifier).
format=
while [ $# -gt 0 ]; do
    case $1 in
        --version) illegal - ;;
        -f) [ $# -ge 2 ] || refuse "-f without a format"; format=$2; shift 2 ;;
        --) shift; break ;;
        -c | --*) refuse "GNU option ${1%%=*} (BSD stat formats with -f)" ;;
        -*) refuse "option $1 (bsd-userland emulates only stat -f)" ;;
        *) break ;;
    esac
done
[ -n "$format" ] || exec "$REAL" "$@"
case $format in *%[!NY%]*) refuse "format '$format' (bsd-userland emulates only %N and %Y)" ;; esac
for file in "$@"; do
    target=$(readlink "$file" 2>/dev/null || true)
    line=${format//%N/$file}
    printf '%s\n' "${line//%Y/$target}"
done
