# shellcheck shell=bash
# Whether Chapters/chapters.registry and the chapter folders agree: the
# model's named checks (Sources/WorkbookModel/Integrity/RegistryChecks.swift,
# tested in Tests/WorkbookModelTests). Needs common.sh and chapters.sh.

# wb_registry_problems: one line per disagreement, nothing when they agree;
# fails (its reason on stderr) only when the model cannot check.
wb_registry_problems() {
    local tool status=0
    declare -F wb_fresh_build_folder >/dev/null || . "$WB_ROOT/Scripts/lib/buildfolder.sh"
    declare -F wb_tool >/dev/null || . "$WB_ROOT/Scripts/lib/tools.sh"
    tool=$(wb_tool workbook) || return 2
    (cd "$WB_ROOT" && "$tool" registry --problems) || status=$?
    [ "$status" -le 1 ]
}
