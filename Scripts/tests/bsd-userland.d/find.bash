# shellcheck shell=bash
# find: BSD find needs a starting path, and has no -printf, -regextype, -executable,
# -readable, -writable.
case ${1:-} in
    '' | -name | -type | -path | -print* | -maxdepth | -mindepth | -newer | -exec | -o | '(' | '!')
        refuse "no starting path (BSD find needs one: find . …)" ;;
esac
for arg in "$@"; do
    case $arg in
        -printf | -fprintf | -fprint | -regextype | -executable | -readable | -writable) refuse "GNU-only primary $arg" ;;
    esac
done
exec "$REAL" "$@"
