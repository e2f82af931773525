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

# Text on stdin, any number of lines, as one JSON string, quotes included
# (line breaks as \n, the last one dropped; other control characters removed).
wb_json_text() {
    local tab cr
    tab=$(printf '\t')
    cr=$(printf '\r')
    tr -d '\000-\010\013\014\016-\037' |
        sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e "s/$tab/\\\\t/g" -e "s/$cr/\\\\r/g" |
        awk 'BEGIN { printf "\"" } { if (NR > 1) printf "\\n"; printf "%s", $0 } END { printf "\"" }'
}
