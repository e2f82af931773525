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

# wb_launch [--warm-up] NAME ARGUMENT…: execs `workbook script ROOT NAME
# ARGUMENT…`. With --warm-up (a command whose work starts with a stage's
# build: check), while the tool builds, the stages' platform builds beside
# it (wb__warm_up).
wb_launch() {
    local warm_up=no name tool arg scratch
    if [ "$1" = --warm-up ]; then warm_up=yes; shift; fi
    name=$1
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
        [ "$warm_up" = no ] || wb__warm_up
        if ! tool=$(wb_model_tool); then
            [ -z "${WB_WARM_UP:-}" ] || kill "$WB_WARM_UP" 2>/dev/null || true
            wb_die "the workbook's tool (Sources/WorkbookModel) does not build: see above"
        fi
    fi
    exec "$tool" script "$WB_ROOT" "$name" "$@"
}

# wb__warm_up: while the tool builds (a fresh clone, or after the workbook's
# own sources changed), the modules every stage is built on (the platform:
# MyBizTesting and what it imports) build beside it, in check's shared build
# folder, with the stages' own flags (StageBuild.warmUpArguments; a test
# holds the two equal): the stages' builds, once the tool runs them, find
# them built, or wait for this build on SwiftPM's lock on the folder. No
# chapter's code: a learner's cannot fail it. Its log: .build-check/warm-up.log;
# its process: WB_WARM_UP, exported as WB_WARM_UP_PID (the check ends it at
# its end, at the latest: CheckCommand.endWarmUp).
wb__warm_up() {
    local base=${WB_SCRATCH_BASE:-$WB_ROOT/.build-check} tmp
    mkdir -p "$base" 2>/dev/null || return 0
    tmp=$(wb_swiftpm_tmpdir)
    wb_fresh_build_folder "$base/stages" >/dev/null
    (cd "$WB_ROOT" && exec env -u WB_MODEL_TOOL TMPDIR="$tmp" WORKBOOK_SCOPE=platform \
        swift build --target MyBizTesting --scratch-path "$base/stages" -Xswiftc -index-ignore-system-modules -Xswiftc "$WB_DEBUG_INFO") \
        </dev/null >"$base/warm-up.log" 2>&1 &
    WB_WARM_UP=$!
    export WB_WARM_UP_PID=$WB_WARM_UP
}
