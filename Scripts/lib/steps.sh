# shellcheck shell=bash
# A chapter's numbered steps as code: Chapters/chapterN/Steps/NN-name.patch.
#
# Step K of a chapter is README.md's K-th numbered step under "## Steps", and
# the patch Steps/KK-*.patch: a git-style unified diff, relative to the
# chapter's Before folder (a/API/API.swift), after a few lines of preamble
# that say which step it is. Applying the patches in order to the pristine
# Before ends byte-identical to After (./Scripts/step verify proves it, and
# that characterization stays green after each step). A step that changes no
# code (reading, a grep) has a patch with the preamble only.
#
# What the steps are and say, which step a Before is at, whether they hold and
# their recording are the workbook tool's (Sources/WorkbookModel/Steps,
# ./Scripts/step). Here, what integrity still asks in bash.
#
# Needs common.sh.

# The folder of a chapter's patches.
wb_steps_dir() {
    echo "$WB_ROOT/Chapters/$1/Steps"
}

# A chapter's patches, in order, one path a line (nothing if it has none).
wb_step_patches() {
    local file
    for file in "$(wb_steps_dir "$1")"/[0-9][0-9]-*.patch; do
        [ -f "$file" ] && echo "$file"
    done
    return 0
}

# How many steps a chapter has as patches.
wb_step_total() {
    wb_step_patches "$1" | grep -c . || true
}

# wb_readme_first_errors CHAPTER: the README's sample of what check prints
# under the pristine Before's goals, from the paragraph "check prints the
# first compiler error(s) of the Before goals:" and the text block after
# it: a first line "first" (the block is check's first lines) or "among"
# (the paragraph says "among them": each line is one of them), then the
# block's lines. Nothing when the README has no such sample.
wb_readme_first_errors() {
    awk '
        /check prints the first compiler errors? of the Before goals/ { want = 1; mode = "first" }
        want && !on && /among them/ { mode = "among" }
        want && /^```/ { if (on) exit; on = 1; print mode; next }
        on { print }
    ' "$WB_ROOT/Chapters/$1/README.md"
}
