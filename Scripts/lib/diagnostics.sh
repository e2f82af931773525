# shellcheck shell=bash
# The first compiler errors of a build log, short: "path:line: message".

# wb_first_errors LOG [MAX]: up to MAX (default 5) distinct errors, in file
# and line order (the compiler reports them in no fixed order), paths
# relative to the repository (a shared test file shown by its real path).
# Without a file:line error (a linker or manifest failure), the first lines
# that say "error"; without those, the last lines of the log.
wb_first_errors() {
    local log=$1 max=${2:-5} tab found path lineno message
    tab=$(printf '\t')
    found=$(sed -n -E 's/^(\/[^:]+):([0-9]+):[0-9]+: error: (.*)$/\1'"$tab"'\2'"$tab"'\3/p' "$log" |
        awk '!seen[$0]++' | sort -t "$tab" -k1,1 -k2,2n | head -n "$max")
    if [ -n "$found" ]; then
        printf '%s\n' "$found" | while IFS="$tab" read -r path lineno message; do
            printf '%s:%s: %s\n' "$(wb_relpath "$path")" "$lineno" "$message"
        done
        return 0
    fi
    found=$(grep -E '(^|[^a-z])(error|fatal):' "$log" | awk '!seen[$0]++' | head -n "$max" || true)
    if [ -z "$found" ]; then
        found=$(grep -v '^\[' "$log" | grep -v '^ *$' | tail -n "$max" || true)
    fi
    printf '%s\n' "$found" | wb_strip_root | sed 's/^[[:space:]]*//'
}
