# shellcheck shell=bash
# What git knows about the learner's files.

# True when the workbook is a git work tree and git is installed.
wb_has_git() {
    command -v git >/dev/null 2>&1 && git -C "$WB_ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1
}

# wb_changes PATH...: git's short status of those paths (modified, deleted,
# untracked), relative to the repository; nothing when they are as committed.
wb_changes() {
    (cd "$WB_ROOT" && git status --porcelain --untracked-files=all -- "$@")
}

# True when the paths are exactly as committed (false without git).
wb_is_pristine() {
    wb_has_git && [ -z "$(wb_changes "$@")" ]
}
