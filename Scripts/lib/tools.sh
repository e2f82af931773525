# shellcheck shell=bash
# The workbook's own tool: the package's executable the scripts run
# (workbook, the model: Sources/WorkbookModel — its reports, its decisions,
# the referee and the map).
#
# They are built into .build-check/tools, a scratch folder of their own, so
# that a learner's broken Before never stops them (each builds only its own
# module), and built again only when the workbook's own sources (Sources/,
# Package.swift) change, keyed by content: what a learner edits never
# rebuilds them. Looking a built tool up costs one `find` when nothing is
# newer than its key, and the sums of the sources only when something is.
# Needs common.sh and buildfolder.sh (the sources' sums).

# The tools' scratch folder: WB_TOOLS_SCRATCH (chapters.sh sets it), not
# under WB_SCRATCH_BASE, so that a check in a build folder of its own (the
# scripts' tests, with a fake swift) still finds the tools built.
wb__tools_scratch() {
    echo "${WB_TOOLS_SCRATCH:-$WB_ROOT/.build-check/tools}"
}

# wb__tool_key: what a tool is built from, as one line: the toolchain and
# the sums of the workbook's own sources.
wb__tool_key() {
    printf '%s %s\n' "$(command -v swift 2>/dev/null || true)" "$(wb_own_sources_sum)"
}

# wb__tool_is_current PRODUCT: true when PRODUCT's kept key still holds: no
# source is newer than it, or the sources' sums are the same (a file saved
# unchanged, a checkout: then the key is touched, so the next look is cheap).
wb__tool_is_current() {
    local keyfile newer
    keyfile=$(wb__tools_scratch)/$1.key
    [ -f "$keyfile" ] || return 1
    newer=$(cd "$WB_ROOT" && find Sources Package.swift -newer "$keyfile" -print 2>/dev/null | head -n 1)
    [ -n "$newer" ] || return 0
    [ "$(cat "$keyfile")" = "$(wb__tool_key)" ] || return 1
    touch "$keyfile"
}

# wb__tool_recipe PRODUCT: what the tool PRODUCT is compiled from, as
# Package.swift declares it: "MODULE MODE", the one module its executable
# (Sources/PRODUCT) imports (Sources/MODULE) and that module's Swift language
# mode; fails for any other name.
wb__tool_recipe() {
    case $1 in
        workbook) echo "WorkbookModel 6" ;;
        *) return 1 ;;
    esac
}

# wb_tool PRODUCT: prints the path of the built tool PRODUCT (an executable
# product of the package), building it first when needed; fails, with the
# build's first errors on stderr, when it does not build.
#
# Built by one whole-module swiftc run of its module's and its executable's
# sources (one module: the executable's import of it is then ignored), not by
# SwiftPM: half the compiler time of `swift build` (no manifest to compile
# and evaluate, no batch jobs type-checking the module twice, measured 3.7 s
# against 7.7 s of CPU for workbook), and a manifest that cannot be
# evaluated (a registry a learner broke) never stops the tool that explains
# it. Always from scratch: it builds only when its sources changed.
wb_tool() {
    local product=$1 scratch bin log recipe module mode file threads own
    local sources=()
    scratch=$(wb__tools_scratch)
    recipe=$(wb__tool_recipe "$product") || { echo "no such tool: $product" >&2; return 1; }
    module=${recipe% *} mode=${recipe#* }
    bin=$scratch/$product
    if wb__tool_is_current "$product" && [ -x "$bin" ]; then
        echo "$bin"
        return 0
    fi
    mkdir -p "$scratch" || return 1
    # The key is written before the build and kept after it, with its time:
    # a source saved during the build is newer than it.
    wb__tool_key >"$scratch/$product.key.next" || return 1
    log=$scratch/$product.build.log
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(cd "$WB_ROOT" && find "Sources/$module" "Sources/$product" -name '*.swift' -type f -print0 | LC_ALL=C sort -z)
    # (Warnings left out: the package's own build shows them to whoever changes these sources.
    # A code generation thread a core: 13.6 s against 16.4 s for workbook on 2 idle cores,
    # with no more processor time, measured 2026-11-28 on Linux.)
    threads=$(getconf _NPROCESSORS_ONLN 2>/dev/null) || threads=1
    case $threads in '' | *[!0-9]* | 0) threads=1 ;; esac
    # (TMPDIR in the tools' folder: a swiftc that is killed, as an interrupted first check's
    # may be, leaves its TemporaryDirectory.XXXXXX behind; there, not in the user's.)
    mkdir -p "$scratch/tmp"
    # Built into a folder of this build's own, then moved in place whole: two launchers started
    # at once (two terminals after a pull) may both build it, and neither fails nor removes the
    # other's tool as it runs. (A folder an interrupted build left: removed after an hour.)
    find "$scratch/tmp" -maxdepth 1 -name 'build.*' -mmin +60 -exec rm -rf {} + 2>/dev/null || true
    own=$(mktemp -d "$scratch/tmp/build.XXXXXX") || return 1
    if ! (cd "$WB_ROOT" && env TMPDIR="$scratch/tmp" swiftc -Onone -wmo -num-threads "$threads" -suppress-warnings -swift-version "$mode" -module-name "$module" \
        -module-cache-path "$scratch/module-cache" -o "$own/$product" ${sources[@]+"${sources[@]}"}) >"$log" 2>&1 || ! mv -f "$own/$product" "$bin"; then
        rm -rf "$own"
        echo "$product does not build (whole log: ${log#"$WB_ROOT"/}):" >&2
        grep -m 5 'error:' "$log" >&2 || tail -n 5 "$log" >&2
        return 1
    fi
    rm -rf "$own"
    # (When another launcher's build of the same sources ended first, it moved the key already.)
    mv -f "$scratch/$product.key.next" "$scratch/$product.key" 2>/dev/null || [ -f "$scratch/$product.key" ] || return 1
    echo "$bin"
}

# wb_model_tool: the path of the model's executable (workbook), built when
# needed; WB_MODEL_TOOL names one already built (the scripts' own tests,
# whose swift is a fake).
wb_model_tool() {
    if [ -n "${WB_MODEL_TOOL:-}" ]; then
        echo "$WB_MODEL_TOOL"
    else
        wb_tool workbook
    fi
}

# wb__tool_build_failed PRODUCT: true when PRODUCT's last build was of these
# very sources and did not finish (its key still waits in PRODUCT.key.next):
# it failed, or is still running.
wb__tool_build_failed() {
    [ "$(cat "$(wb__tools_scratch)/$1.key.next" 2>/dev/null)" = "$(wb__tool_key)" ]
}

# wb_model_tool_if_built: its path only when it is built and current (one
# find), else nothing and false: for a check that must not wait for a build.
wb_model_tool_if_built() {
    local bin
    if [ -n "${WB_MODEL_TOOL:-}" ]; then echo "$WB_MODEL_TOOL"; return 0; fi
    wb__tool_is_current workbook || return 1
    bin=$(wb__tools_scratch)/workbook
    [ -x "$bin" ] || return 1
    echo "$bin"
}
