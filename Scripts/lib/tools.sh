# shellcheck shell=bash
# The workbook's own tools: the package's executables the scripts run
# (workbook, the model: Sources/WorkbookModel; workbook-map, the map:
# Sources/SwiftReferences).
#
# They are built into .build-check/tools, a scratch folder of their own, so
# that a learner's broken Before never stops them (each builds only its own
# modules), and built again only when the workbook's own sources (Sources/,
# Package.swift) change, keyed by content: what a learner edits never
# rebuilds them. Looking a built tool up costs one `find` when nothing is
# newer than its key, and the sums of the sources only when something is.
# Needs common.sh and buildfolder.sh.

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

# wb_tool PRODUCT: prints the path of the built tool PRODUCT (an executable
# product of the package), building it first when needed (a line on stderr
# says so); fails, with the build's first errors on stderr, when it does not
# build.
wb_tool() {
    local product=$1 scratch bin log
    scratch=$(wb__tools_scratch)
    if wb__tool_is_current "$product"; then
        bin=$(cat "$scratch/$product.path" 2>/dev/null || true)
        if [ -n "$bin" ] && [ -x "$bin" ]; then
            echo "$bin"
            return 0
        fi
    fi
    mkdir -p "$scratch" || return 1
    # From scratch when the workbook's own sources changed since the last build (buildfolder.sh).
    wb_fresh_build_folder "$scratch" >&2
    # The key is written before the build and kept after it, with its time:
    # a source saved during the build is newer than it.
    wb__tool_key >"$scratch/$product.key.next" || return 1
    log=$scratch/$product.build.log
    # No index store (no editor reads this folder): a quarter less compiler
    # time, and a fresh clone's first check builds it beside its stages.
    if ! (cd "$WB_ROOT" && env -u WORKBOOK_SCOPE swift build --product "$product" --scratch-path "$scratch" --disable-index-store) >"$log" 2>&1; then
        echo "$product does not build (whole log: ${log#"$WB_ROOT"/}):" >&2
        grep -m 5 'error:' "$log" >&2 || tail -n 5 "$log" >&2
        return 1
    fi
    bin=$(cd "$WB_ROOT" && env -u WORKBOOK_SCOPE swift build --product "$product" --scratch-path "$scratch" --show-bin-path 2>/dev/null)/$product
    [ -x "$bin" ] || { echo "$product built, but $bin is not there" >&2; return 1; }
    echo "$bin" >"$scratch/$product.path"
    mv "$scratch/$product.key.next" "$scratch/$product.key"
    echo "$bin"
}

# wb_model_tool: the path of the model's executable (workbook), built when
# needed; WB_MODEL_TOOL names one already built (the scripts' own tests,
# whose swift is a fake).
wb_model_tool() {
    if [ -n "${WB_MODEL_TOOL:-}" ]; then echo "$WB_MODEL_TOOL"; else wb_tool workbook; fi
}

# wb_model_tool_if_built: its path only when it is built and current (one
# find), else nothing and false: for a check that must not wait for a build.
wb_model_tool_if_built() {
    local bin
    if [ -n "${WB_MODEL_TOOL:-}" ]; then echo "$WB_MODEL_TOOL"; return 0; fi
    wb__tool_is_current workbook || return 1
    bin=$(cat "$(wb__tools_scratch)/workbook.path" 2>/dev/null) && [ -x "$bin" ] || return 1
    echo "$bin"
}
