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

# wb_clock_ms: sets WB_NOW_MS to wb_now_ms's time, with no program started
# where bash has the time itself (EPOCHREALTIME, bash 5): for a loop that
# takes the time often.
# shellcheck disable=SC2034 # read by the scripts that call this
wb_clock_ms() {
    local us=${EPOCHREALTIME:-}
    us=${us//[!0-9]/}
    if [ -n "$us" ]; then
        WB_NOW_MS=$((us / 1000))
    else
        WB_NOW_MS=$(wb_now_ms)
    fi
}

# 12345 (ms) -> 12.3
wb_ms_to_s() {
    awk -v ms="$1" 'BEGIN { printf "%.1f\n", ms / 1000 }'
}
