# shellcheck shell=bash
# What check needs of its surroundings before it starts: settings that make
# sense, and a workbook folder it can write its builds and logs in. Needs
# common.sh.

# wb_require_seconds NAME VALUE: ends the script (exit 2) unless VALUE is a
# whole number of seconds, 1 or more.
wb_require_seconds() {
    case $2 in
        '' | *[!0-9]* | 0*) wb_die "$1 must be a whole number of seconds, 1 or more (it is '$2')" ;;
    esac
}

# wb_unwritable_reason DIR: why nothing can be written in DIR (made if
# missing), or nothing when it can. Tries for real: permission bits say
# nothing of a read-only mount, and root passes every -w test.
wb_unwritable_reason() {
    local dir=$1 probe reason
    if ! reason=$(mkdir -p "$dir" 2>&1); then
        printf '%s\n' "${reason##*: }"
        return 0
    fi
    probe=$dir/.write-probe-$$
    if ! reason=$( { : >"$probe"; } 2>&1); then
        printf '%s\n' "${reason##*: }"
        return 0
    fi
    rm -f "$probe"
}

# Ends the script (exit 2) when check cannot write its build folders
# (.build-check) and logs (.workbook/logs), naming the folder and the fix.
wb_require_writable_workbook() {
    local dir reason
    for dir in "${WB_SCRATCH_BASE:-$WB_ROOT/.build-check}" "$WB_ROOT/.workbook/logs"; do
        reason=$(wb_unwritable_reason "$dir")
        [ -z "$reason" ] || wb_die "cannot write to ${dir#"$WB_ROOT"/} ($reason): the workbook folder $WB_ROOT is not writable, and check builds and keeps its logs there. Make it yours (sudo chown -R \"\$(id -un)\" \"$WB_ROOT\"), or clone the workbook into a folder you own."
    done
}
