# shellcheck shell=bash
# Asking the model (Sources/WorkbookModel, the `workbook` executable) from a
# script that reads a log or a result: WB_MODEL_TOOL names the executable
# when the caller found it once (run-stage, the scripts' tests);
# else tools.sh finds it, or builds it when the workbook's own sources changed.

# wb_model ARG…: runs `workbook ARG…` in the repository.
wb_model() {
    local tool=${WB_MODEL_TOOL:-}
    if [ -z "$tool" ]; then
        declare -F wb_fresh_build_folder >/dev/null || . "$WB_ROOT/Scripts/lib/buildfolder.sh"
        declare -F wb_model_tool >/dev/null || . "$WB_ROOT/Scripts/lib/tools.sh"
        tool=$(wb_model_tool) || return 1
    fi
    (cd "$WB_ROOT" && "$tool" "$@")
}

# wb_absolute PATH: PATH from the working folder, absolute (wb_model runs in
# the repository).
wb_absolute() {
    case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac
}
