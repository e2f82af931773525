# shellcheck shell=bash
# A launcher's one job: Scripts/NAME is a command the workbook's tool runs
# (Sources/WorkbookModel/ScriptCommands/NAMECommand.swift), and calls
# wb_launch NAME "$@". This finds the tool, built when the workbook's own
# sources changed since its last build (tools.sh: one find when nothing
# did), and execs it with the repository and the arguments: help, errors,
# decisions and output are the tool's. Written for macOS's bash 3.2 too.

. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
. "$WB_ROOT/Scripts/lib/buildfolder.sh"
. "$WB_ROOT/Scripts/lib/tools.sh"

# wb_launch NAME ARGUMENT…: execs `workbook script ROOT NAME ARGUMENT…`.
wb_launch() {
    local name=$1 tool arg scratch
    shift
    for arg in "$@"; do
        # shellcheck disable=SC2034 # read by wb_die (common.sh): an error is JSON on stdout too
        case $arg in --json) WB_JSON_ERRORS=yes ;; esac
    done
    if ! tool=$(wb_model_tool_if_built); then
        . "$WB_ROOT/Scripts/lib/toolchain.sh"
        wb_require_swift
        wb_require_swift_6
        scratch=$(wb__tools_scratch)
        { mkdir -p "$scratch" && [ -w "$scratch" ]; } 2>/dev/null ||
            wb_die "cannot write to ${scratch#"$WB_ROOT"/}, where the workbook's tool is built: make the workbook folder yours (sudo chown -R \"\$(id -un)\" \"$WB_ROOT\"), or clone the workbook into a folder you own"
        # Said to a person only: a program reading stderr gets the command's own lines.
        [ ! -t 2 ] || printf "%s: building the workbook's tool first (after its sources change: about 15 s)…\n" "$WB_PROG" >&2
        tool=$(wb_model_tool) || wb_die "the workbook's tool (Sources/WorkbookModel) does not build: see above"
    fi
    exec "$tool" script "$WB_ROOT" "$name" "$@"
}
