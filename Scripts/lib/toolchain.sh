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
wb_swift_version() {
    swift --version 2>&1 | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -n 1
}
