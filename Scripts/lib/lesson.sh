# shellcheck shell=bash
# Reading a chapter's lesson files: README.md steps (HINTS.md is the model's:
# Sources/WorkbookModel/Lessons/Hints.swift).

# How many numbered steps README.md lists under its "## Steps" heading.
wb_step_count() {
    awk '/^## / { on = ($0 ~ /^## +Steps[[:space:]]*$/) ; next } on && /^[0-9]+\. / { n++ } END { print n + 0 }' "$1"
}
