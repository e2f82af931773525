# shellcheck shell=bash
# Paths as a learner reads them: relative to the repository, and a test
# target's symlink shown as the real file it points to.

# An absolute (or repository-relative) path -> the repository-relative path of
# the file it is, symlinks resolved.
wb_relpath() {
    local path=$1 target dir
    case $path in /*) ;; *) path=$WB_ROOT/$path ;; esac
    if [ -L "$path" ]; then
        target=$(readlink "$path")
        case $target in /*) path=$target ;; *) path=$(dirname "$path")/$target ;; esac
    fi
    if dir=$(cd "$(dirname "$path")" 2>/dev/null && pwd -P); then
        path=$dir/$(basename "$path")
    fi
    case $path in
        "$WB_ROOT_P"/*) path=${path#"$WB_ROOT_P"/} ;;
        "$WB_ROOT"/*) path=${path#"$WB_ROOT"/} ;;
    esac
    echo "$path"
}

# Filter: replaces the repository's absolute path with nothing in every line.
wb_strip_root() {
    local root_p=$WB_ROOT_P/ root=$WB_ROOT/
    awk -v a="$root_p" -v b="$root" '{
        while ((i = index($0, a)) > 0) $0 = substr($0, 1, i - 1) substr($0, i + length(a))
        while ((i = index($0, b)) > 0) $0 = substr($0, 1, i - 1) substr($0, i + length(b))
        print
    }'
}
