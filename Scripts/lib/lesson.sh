# shellcheck shell=bash
# Reading a chapter's lesson files: README.md steps and HINTS.md hints.

# How many numbered steps README.md lists under its "## Steps" heading.
wb_step_count() {
    awk '/^## / { on = ($0 ~ /^## +Steps[[:space:]]*$/) ; next } on && /^[0-9]+\. / { n++ } END { print n + 0 }' "$1"
}

# How many hints HINTS.md has ("## Hint 1 — …", "## Hint 2 — …", …).
wb_hint_count() {
    grep -cE '^## +Hint +[0-9]+' "$1" || true
}

# wb_hint_text HINTS.md K: the K-th hint, heading included, without the
# blank lines around it.
wb_hint_text() {
    awk -v k="$2" '
        /^## +Hint +[0-9]+/ { n++; on = (n == k); if (on) { print; } next }
        /^(#|##) / { on = 0 }
        on { lines[++count] = $0 }
        END {
            first = 1; while (first <= count && lines[first] ~ /^[[:space:]]*$/) first++
            last = count; while (last >= first && lines[last] ~ /^[[:space:]]*$/) last--
            if (first <= last) print ""
            for (i = first; i <= last; i++) print lines[i]
        }' "$1"
}

# The level-2 headings of a Markdown file, one a line, without the "## ".
wb_headings() {
    sed -n 's/^## *//p' "$1"
}
