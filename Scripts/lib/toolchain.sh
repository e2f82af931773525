# shellcheck shell=bash
# The Swift toolchain: is it there, and which version.

WB_SWIFT_INSTALL_URL=https://www.swift.org/install

# Ends the script (exit 2) with how to get a toolchain when swift is missing.
# (Through wb_die: with --json, the reason is JSON on stdout too.)
wb_require_swift() {
    if ! command -v swift >/dev/null 2>&1; then
        wb_die "no Swift toolchain: swift is not on PATH. Install Swift 6 from $WB_SWIFT_INSTALL_URL (on macOS: Xcode 16 or later), then run ./Scripts/doctor"
    fi
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

# wb_xctest_fix SYSTEM DEVELOPER_DIR: what doctor tells a learner whose toolchain
# cannot build an XCTest test. DEVELOPER_DIR is `xcode-select -p` on macOS.
# On a Mac with only the Command Line Tools, swift builds but XCTest is missing:
# it ships with Xcode (and with swift.org's toolchains), not with the Command
# Line Tools (swiftlang/swift-package-manager#4146, swiftlang/swift-testing#316).
wb_xctest_fix() {
    case $1 in
        Darwin)
            case $2 in
                */CommandLineTools | */CommandLineTools/)
                    echo "the Command Line Tools ($2) have no XCTest: install Xcode 16 or later and select it with sudo xcode-select -s /Applications/Xcode.app (or install a toolchain from $WB_SWIFT_INSTALL_URL)"
                    ;;
                *)
                    echo "install Xcode 16 or later and select it: sudo xcode-select -s /Applications/Xcode.app"
                    ;;
            esac
            ;;
        *)
            echo "use the toolchain from $WB_SWIFT_INSTALL_URL (it includes XCTest and Foundation), not a distribution's partial package"
            ;;
    esac
}
