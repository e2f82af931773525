# shellcheck shell=bash
# Writing JSON from bash.

# One line of text as a JSON string, quotes included.
wb_json_string() {
    local value
    value=$(printf '%s' "$1" | tr '\n\r\t' '   ' | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')
    printf '"%s"\n' "$value"
}

# Lines of a file as a JSON array of strings (an empty or missing file: []).
wb_json_lines() {
    local file=$1 line first=yes
    printf '['
    if [ -f "$file" ]; then
        while IFS= read -r line || [ -n "$line" ]; do
            [ "$first" = yes ] || printf ', '
            first=no
            printf '%s' "$(wb_json_string "$line")"
        done <"$file"
    fi
    printf ']'
}
