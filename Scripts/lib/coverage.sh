# shellcheck shell=bash
# Line coverage of a stage by the tests grade runs: the toolchain's own
# llvm-profdata and llvm-cov (no other tool), read as LCOV text.
#
# grade builds its package with --enable-code-coverage and runs the tests on
# the real app with LLVM_PROFILE_FILE set; the profile it writes says which
# lines of the stage ran. Where the tools are missing, coverage is skipped:
# grading does not depend on it.

# wb_coverage_tool NAME: the path of the toolchain's llvm-profdata or
# llvm-cov, or status 1. On macOS `xcrun --find NAME` (Xcode ships both);
# elsewhere the one beside the swift on PATH, then any on PATH.
wb_coverage_tool() {
    local swift dir
    if command -v xcrun >/dev/null 2>&1; then
        xcrun --find "$1" 2>/dev/null && return 0
    fi
    swift=$(command -v swift 2>/dev/null) || swift=''
    while [ -n "$swift" ] && [ -L "$swift" ]; do
        dir=${swift%/*}
        swift=$(readlink "$swift")
        case $swift in /*) ;; *) swift=$dir/$swift ;; esac
    done
    if [ -n "$swift" ] && [ -x "${swift%/*}/$1" ]; then
        echo "${swift%/*}/$1"
        return 0
    fi
    command -v "$1" 2>/dev/null
}

# wb_coverage_object TEST-COMMAND-FILE: the binary that holds the coverage
# mapping, from the file of the test command (one word a line): the test
# bundle's executable on macOS (xcrun xctest X.xctest), the test binary
# elsewhere (run-tests' first argument when it runs both frameworks).
wb_coverage_object() {
    local last name
    last=$(tail -n 1 "$1")
    case $(head -n 1 "$1") in */run-tests) last=$(sed -n 2p "$1") ;; esac
    if [ -d "$last" ]; then
        name=${last##*/}
        echo "$last/Contents/MacOS/${name%.xctest}"
    else
        echo "$last"
    fi
}

# wb_coverage_lines PROFILES OBJECT SOURCES OUT: writes OUT, one line per
# executable line of the Swift files under the folder SOURCES (MutantSwitch.swift
# left out), from the raw profiles in the folder PROFILES (one a test process,
# merged): "file<TAB>line<TAB>times run", the file relative to SOURCES,
# sorted by file and line. Status 1 (OUT empty) when coverage cannot be read.
wb_coverage_lines() {
    local raws=$1 object=$2 sources=$3 out=$4 profdata cov
    : >"$out"
    [ -n "$(find "$raws" -name '*.profraw' -size +0 2>/dev/null | head -n 1)" ] || return 1
    profdata=$(wb_coverage_tool llvm-profdata) || return 1
    cov=$(wb_coverage_tool llvm-cov) || return 1
    "$profdata" merge -sparse "$raws"/*.profraw -o "$raws/merged.profdata" 2>/dev/null || return 1
    "$cov" export -format=lcov -instr-profile "$raws/merged.profdata" "$object" -sources "$sources" 2>/dev/null |
        awk -F '[:,]' -v root="$sources/" '
            /^SF:/ { file = substr($0, 4); if (index(file, root) == 1) file = substr(file, length(root) + 1); else file = "" ; next }
            /^DA:/ && file != "" && file !~ /(^|\/)MutantSwitch\.swift$/ { print file "\t" $2 "\t" $3 }' |
        LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2n >"$out"
    [ -s "$out" ]
}

