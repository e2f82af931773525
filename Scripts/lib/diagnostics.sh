# shellcheck shell=bash
# The first compiler errors of a build log, short: "path:line: message".
# The model reads the log (Sources/WorkbookModel/Logs/BuildLog.swift, as it
# does for check's stages). Needs model.sh (sourced here when it is not).
declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"

# wb_first_errors LOG [MAX]: up to MAX (default 5) distinct errors, in file
# and line order (the compiler reports them in no fixed order), paths
# relative to the repository (a shared test file shown by its real path).
# Without a file:line error (a linker or manifest failure), the first lines
# that say "error"; without those, the last lines of the log.
wb_first_errors() {
    wb_model first-errors "$(wb_absolute "$1")" "${2:-5}"
}
