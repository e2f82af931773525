# shellcheck shell=bash
# sed: BSD sed takes -i's suffix as an argument of its own (-i '' or -i.orig; only
# -i.orig works on both), has no GNU long options, no -z or -s, and its regular
# expressions have no \+ \? \| in basic syntax, and no \s \w \b \< \> \t.
ere=no
for arg in "$@"; do
    case $arg in
        --) break ;;
        --*) refuse "GNU long option ${arg%%=*}" ;;
        -i) refuse "-i without a suffix (BSD sed would take the script as the suffix; write -i.orig)" ;;
        -i*) ;;
        -*i*) refuse "-i inside an option cluster ($arg)" ;;
        -*z* | -*s*) refuse "GNU-only option $arg" ;;
        -*E*) ere=yes ;;
    esac
done
for arg in "$@"; do
    # An escaped backslash (\\) is a literal one on both: drop the pairs before looking.
    case ${arg//\\\\/} in
        -i*) ;;
        *'\s'* | *'\S'* | *'\w'* | *'\W'* | *'\b'* | *'\B'* | *'\<'* | *'\>'* | *'\t'*)
            refuse "a GNU regular expression escape in '$arg'" ;;
        *'\+'* | *'\?'* | *'\|'*) [ "$ere" = yes ] || refuse "a GNU basic regular expression operator in '$arg' (use -E)" ;;
    esac
done
exec "$REAL" "$@"
