# shellcheck shell=bash
# The Swift toolchain: is it there, and which version.

WB_SWIFT_INSTALL_URL=https://www.swift.org/install

# Ends the script (exit 2) with how to get a toolchain when swift is missing.
# (Through wb_die: with --json, the reason is JSON on stdout too.)
wb_require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        wb_die "no Swift toolchain: swift is not on PATH. Install Swift 6 from $WB_SWIFT_INSTALL_URL (on macOS: Xcode 16 or later)$(wb__then_doctor)"
    fi
}

# wb_require_swift_6: ends the script (exit 2) when the swift on PATH says it
# is older than 6, which the workbook's own tool needs to build; a version it
# cannot read is left to the build to judge.
wb_require_swift_6() {
    local version major
    version=$(wb_swift_version)
    major=${version%%.*}
    case $major in '' | *[!0-9]*) return 0 ;; esac
    [ "$major" -ge 6 ] ||
        wb_die "Swift $version ($(command -v swift)) is older than the workbook needs: install Swift 6 or later from $WB_SWIFT_INSTALL_URL (on macOS: Xcode 16 or later) and put it first on PATH$(wb__then_doctor)"
}

# What a toolchain error adds: doctor, which checks the rest, unless it is doctor.
wb__then_doctor() {
    [ "${WB_PROG:-}" = doctor ] || printf ', then run ./Scripts/doctor'
}

# The toolchain's version number, e.g. 6.3.1 (empty if it cannot be read).
# With a temporary folder of its own: the swift driver leaves a
# TemporaryDirectory.XXXXXX in TMPDIR at every run (Swift 6.3.1, Linux).
wb_swift_version() {
    local scratch
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/workbook-swift-version.XXXXXX" 2>/dev/null) || scratch=''
    # (env, not an export in a subshell: shellcheck follows TMPDIR into every script that sources this.)
    env ${scratch:+TMPDIR="$scratch"} swift --version 2>&1 | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -n 1
    [ -z "$scratch" ] || rm -rf "$scratch"
}
