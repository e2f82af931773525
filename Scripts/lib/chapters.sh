# shellcheck shell=bash
# Which chapters exist, and what the user meant by "3", "chapter3" or "all".

# The chapters, one name (chapterN) a line, in numeric order.
wb_chapters() {
    local dir n
    for dir in "$WB_ROOT"/Chapters/chapter*; do
        [ -d "$dir" ] || continue
        n=${dir##*/chapter}
        case $n in '' | *[!0-9]*) continue ;; esac
        echo "$n"
    done | sort -n | sed 's/^/chapter/'
}

# chapterN -> N
wb_chapter_number() {
    echo "${1#chapter}"
}

# Resolves one argument (N, chapterN, Chapters/chapterN/, all) to chapter
# names, one a line; an unknown one ends the script with exit status 2.
wb_resolve_chapters() {
    local spec=$1 allowed=${2:-all} known n
    known=$(wb_chapters)
    spec=$(printf '%s' "$spec" | tr '[:upper:]' '[:lower:]')
    spec=${spec%/}
    spec=${spec#./}
    spec=${spec#chapters/}
    if [ "$spec" = all ] && [ "$allowed" = all ] && [ -n "$known" ]; then
        echo "$known"
        return 0
    fi
    n=${spec#chapter}
    case $n in '' | *[!0-9]*) n=x ;; esac
    n=$(echo "$n" | sed 's/^0*\([0-9]\)/\1/')
    if [ -n "$known" ] && printf '%s\n' "$known" | grep -qx "chapter$n"; then
        echo "chapter$n"
        return 0
    fi
    if [ -z "$known" ]; then
        wb_die "unknown chapter '$1' — there are no chapters in $WB_ROOT/Chapters yet"
    fi
    local choices
    choices=$(printf '%s\n' "$known" | paste -sd ' ' -)
    if [ "$allowed" = all ]; then
        wb_die "unknown chapter '$1' — choose one of: $choices, or all"
    fi
    wb_die "unknown chapter '$1' — choose one of: $choices"
}

# The chapter after this one, or nothing for the last.
wb_next_chapter() {
    wb_chapters | grep -A1 -x "$1" | sed -n 2p
}
