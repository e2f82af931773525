# shellcheck shell=bash
# Wall-clock time in milliseconds, on Linux and macOS alike.

wb_now_ms() {
    local ns
    ns=$(date +%s%N 2>/dev/null || true)
    case $ns in
        '' | *[!0-9]*) perl -MTime::HiRes=time -e 'printf "%d\n", time() * 1000' ;;
        *) echo $((ns / 1000000)) ;;
    esac
}

# 12345 (ms) -> 12.3
wb_ms_to_s() {
    awk -v ms="$1" 'BEGIN { printf "%.1f\n", ms / 1000 }'
}
