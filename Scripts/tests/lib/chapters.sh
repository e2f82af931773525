# shellcheck shell=bash
# Which chapters exist (Chapters/chapters.registry), what the registry says
# of each, and what the user meant by "3", "chapter3" or "all".

WB_REGISTRY=${WB_REGISTRY:-$WB_ROOT/Chapters/chapters.registry}

# SwiftPM caches what Package.swift evaluates to, keyed by the manifest and the
# environment but not by the files it reads: without this, a swift command run
# by a script could build the chapters the registry listed last time. The
# registry's checksum in the environment makes a changed registry a new key.
if [ -f "$WB_REGISTRY" ]; then
    WORKBOOK_REGISTRY_DIGEST=$(cksum <"$WB_REGISTRY" | tr -s ' \t' '-')
    export WORKBOOK_REGISTRY_DIGEST
fi
# The same for the folders Package.swift looks for in each Before: a learner
# who creates the After's module folders there (chapter 9's split) changes the
# targets, so the list of a Before's folders is part of the key too.
# So is whether a chapter's tests have approved tables (Chapters/*/Tests/__Approvals__,
# excluded from the test target's sources when there).
# (Listed in the C locale's order, so that every machine's list of the same
# folders is the same: the tool's LayoutDigests lists them so too.)
WORKBOOK_LAYOUT_DIGEST=$(cd "$WB_ROOT" && LC_ALL=C && for d in Chapters/*/Before/*/ Chapters/*/Tests/__Approvals__/; do [ ! -d "$d" ] || echo "$d"; done | cksum | tr -s ' \t' '-')
export WORKBOOK_LAYOUT_DIGEST


# The registry's facts, read by the model (WorkbookModel's Registry: the same
# reading as Package.swift's, the split-Before rule included) and handed to
# bash once as variables (workbook registry --shell: WB_REG_ALL, WB_REG_PAIRS,
# WB_REG_chapterN_key, WB_REG_chapterN__Before…): every question below is
# then answered without a program. The assignments are kept in the tools'
# folder, named after the registry's and the Before folders' digests (above),
# so that a run whose registry and layout are known reads them from a file; a
# kept file older than the model's build (tools.sh's key) is not used. (The
# scripts' tests' own reading: the scripts are the tool's.)
WB_TOOLS_SCRATCH=${WB_TOOLS_SCRATCH:-$WB_ROOT/.build-check/tools}
WB_REGISTRY_CACHE=$WB_TOOLS_SCRATCH/registry.${WORKBOOK_REGISTRY_DIGEST:-none}.$WORKBOOK_LAYOUT_DIGEST.sh

# wb__registry_load: makes the WB_REG_ variables (once per shell); a registry
# that cannot be read (or a model that cannot be built) ends the script with
# its one-line reason, exit 2.
wb__registry_load() {
    [ -z "${WB_REG_LOADED:-}" ] || return 0
    if [ -f "$WB_REGISTRY_CACHE" ] && [ "$WB_REGISTRY_CACHE" -nt "$WB_TOOLS_SCRATCH/workbook.key" ]; then
        # shellcheck source=/dev/null # written below
        . "$WB_REGISTRY_CACHE"
        WB_REG_LOADED=1
        return 0
    fi
    [ -f "$WB_REGISTRY" ] || wb_die "Chapters/chapters.registry is missing: it lists the workbook's chapters"
    if [ ! -x "$WB_TOOLS_SCRATCH/workbook" ]; then
        declare -F wb_require_swift >/dev/null || . "$WB_ROOT/Scripts/lib/toolchain.sh"
        wb_require_swift
    fi
    declare -F wb_fresh_build_folder >/dev/null || . "$WB_ROOT/Scripts/lib/buildfolder.sh"
    declare -F wb_tool >/dev/null || . "$WB_ROOT/Scripts/lib/tools.sh"
    local tool facts error
    tool=$(wb_tool workbook) || wb_die "the workbook's model (Sources/WorkbookModel) does not build: see above"
    if ! facts=$(cd "$WB_ROOT" && "$tool" registry --shell 2>"$WB_TOOLS_SCRATCH/registry.error"); then
        error=$(sed -n 's/^workbook: //p' "$WB_TOOLS_SCRATCH/registry.error" | head -n 1)
        [ -n "$error" ] || error='the model (Sources/WorkbookModel) could not read Chapters/chapters.registry'
        wb_die "$error"
    fi
    eval "$facts"
    WB_REG_LOADED=1
    # Kept whole or not at all (another run may be reading the last one).
    rm -f "$WB_TOOLS_SCRATCH"/registry.*.sh
    if printf '%s\n' "$facts" >"$WB_REGISTRY_CACHE.$$"; then mv "$WB_REGISTRY_CACHE.$$" "$WB_REGISTRY_CACHE" || true; fi
}
# Known already: read it now, without a program.
if [ -f "$WB_REGISTRY_CACHE" ] && [ "$WB_REGISTRY_CACHE" -nt "$WB_TOOLS_SCRATCH/workbook.key" ]; then
    wb__registry_load
fi

# wb__words WORDS: each word on a line of its own (nothing for none).
#
# The lists below are written by bash itself, no program, and bash writes
# its standard output a line at a time: a reader that stops early
# (`wb_chapters | head -n 1`, `| grep -q`) can end the writer midway
# (SIGPIPE: exit 141 under pipefail, now and then). Take the list whole
# instead: wb_first_chapter, wb_has_line "$(wb_chapters)" chapterN, or
# ${list%%$'\n'*}.
wb__words() {
    local word lines=''
    # shellcheck disable=SC2086 # one word each
    for word in $1; do lines=$lines$word$'\n'; done
    [ -z "$lines" ] || printf '%s' "$lines"
}

# The first Before/After chapter (chapter1), or nothing.
wb_first_chapter() {
    wb__registry_load
    # shellcheck disable=SC2086 # the first word
    set -- $WB_REG_PAIRS
    [ "$#" -eq 0 ] || echo "$1"
}

# wb_registry_value chapterN KEY: the value of "chapterN.KEY", or nothing
# ("workbook KEY": a fact of the whole workbook, "workbook.KEY").
wb_registry_value() {
    wb__registry_load
    case $1$2 in '' | *[!a-z0-9]*) return 0 ;; esac
    local name=WB_REG_$1_$2
    [ -z "${!name:-}" ] || printf '%s\n' "${!name}"
}

# Every chapter the registry lists, one name (chapterN) a line, in numeric order.
wb_all_chapters() {
    wb__registry_load
    wb__words "$WB_REG_ALL"
}

# wb_has_line LINES LINE: true when LINE is one of the lines of LINES. (Not
# `printf | grep -q`: under pipefail, grep leaving early makes printf's next
# write fail with SIGPIPE, and a line that is there reads as missing.)
wb_has_line() {
    case "
$1
" in *"
$2
"*) return 0 ;; esac
    return 1
}


# True when NAME is chapterN (what a variable may be named after).
wb__is_chapter_name() {
    case ${1#chapter} in '' | *[!0-9]*) return 1 ;; esac
    [ "${1#chapter}" != "$1" ]
}

# The chapters that are Before/After pairs, one name a line, in numeric order:
# what check, diff, reset, generate and integrity's stage checks walk.
wb_chapters() {
    wb__registry_load
    wb__words "$WB_REG_PAIRS"
}

# The chapters of one kind (e.g. characterize), one name a line.
wb_chapters_of_kind() {
    local chapter name chosen=''
    wb__registry_load
    for chapter in $WB_REG_ALL; do
        name=WB_REG_${chapter}__kind
        [ "${!name:-pair}" != "$1" ] || chosen="$chosen $chapter"
    done
    wb__words "$chosen"
}

# chapterN -> N
wb_chapter_number() {
    echo "${1#chapter}"
}

# wb_stage_modules chapterN Before|After: the stage's module names, one a
# line, the app first, as the registry lists them. A Before of one module
# that its learner began to split into its After's modules (Before/<the
# After's app module> exists) is the After's modules that have a folder in
# Before (WorkbookModel's Stage.splitBefore, as Package.swift reads it).
wb_stage_modules() {
    local entry names=''
    wb__stage_entries "$1" "$2"
    for entry in $WB__ENTRIES; do names="$names ${entry%%:*}"; done
    wb__words "$names"
}

# wb__stage_entries chapterN Before|After: sets WB__ENTRIES to the stage's
# entries, one a line (a chapter the registry does not list: ChapterNStage).
wb__stage_entries() {
    wb__registry_load
    local name=WB_REG_none
    if wb__is_chapter_name "$1"; then
        case $2 in Before | After) name=WB_REG_$1__$2 ;; esac
    fi
    WB__ENTRIES=${!name:-Chapter${1#chapter}$2:}
}

# wb_stage_repeats_names chapterN Before|After: true when the stage's module
# names are an earlier chapter's too (chapter 10's, after chapter 9's After of
# several modules: WorkbookModel's Registry.repeatsEarlierNames).
wb_stage_repeats_names() {
    wb__registry_load
    wb__is_chapter_name "$1" || return 1
    case $2 in Before | After) ;; *) return 1 ;; esac
    local name=WB_REG_$1__$2_repeats
    [ "${!name:-}" = yes ]
}

# The shared characterization suites that guard a chapter, one name a line.
wb_chapter_suites() {
    wb__registry_load
    wb__words "$(wb_registry_value "$1" suites)"
}

# Resolves one argument (N, chapterN, Chapters/chapterN/, all) to chapter
# names, one a line; an unknown one ends the script with exit status 2.
# ALLOWED: all (a pair chapter, or all of them: the default), one (a pair
# chapter), any (one chapter of any kind, chapter0 included).
wb_resolve_chapters() {
    local spec=$1 allowed=${2:-all} known n
    # Here, not in the substitutions below: a registry that cannot be read
    # ends this shell with its one line (a substitution does not inherit set -e).
    wb__registry_load
    if [ "$allowed" = any ]; then known=$(wb_all_chapters); else known=$(wb_chapters); fi
    spec=$(printf '%s' "$spec" | tr '[:upper:]' '[:lower:]')
    spec=${spec%/}
    spec=${spec#./}
    spec=${spec#chapters/}
    if [ "$spec" = all ] && [ "$allowed" = all ] && [ -n "$known" ]; then
        echo "$known"
        return 0
    fi
    n=${spec#chapter}
    case $n in '' | *[!0-9]*) n=x ;; esac
    while [ "${#n}" -gt 1 ] && [ "${n#0}" != "$n" ]; do n=${n#0}; done
    if [ -n "$known" ] && wb_has_line "$known" "chapter$n"; then
        echo "chapter$n"
        return 0
    fi
    if [ -z "$known" ]; then
        wb_die "unknown chapter '$1' — Chapters/chapters.registry lists no chapters"
    fi
    local choices or_all='' graded=''
    choices=$(printf '%s\n' "$known" | paste -sd ' ' -)
    [ "$allowed" != all ] || or_all=', or all'
    # A chapter of another kind (chapter 0, which characterizes): named as what it is (ChapterSpec's words).
    if [ "$allowed" != any ] && wb_has_line "$(wb_all_chapters)" "chapter$n"; then
        [ "$(wb_registry_value "chapter$n" kind)" != characterize ] || graded=" (its tests are graded: ./Scripts/grade chapter$n)"
        wb_die "chapter$n has no Before and After$graded — choose one of: $choices$or_all"
    fi
    wb_die "unknown chapter '$1' — choose one of: $choices$or_all"
}

# wb_require_chapters SPEC [ALLOWED]: nothing when SPEC names chapters (as
# wb_resolve_chapters reads it); else ends the script with its one line, and
# under --json its JSON on stdout. Called from the script's own shell before
# NAME=$(wb_resolve_chapters …): inside a substitution, that JSON would be the
# variable's, and the exit the substitution's alone.
wb_require_chapters() {
    (wb_resolve_chapters "$@") >/dev/null 2>&1 || wb_resolve_chapters "$@"
}

# The chapter after this one, or nothing for the last.
wb_next_chapter() {
    local chapter found=no
    wb__registry_load
    for chapter in $WB_REG_PAIRS; do
        [ "$found" = no ] || { echo "$chapter"; return 0; }
        [ "$chapter" != "$1" ] || found=yes
    done
}

# wb_test_links chapterN Before|After Characterization|Goals: the links the
# stage's test target folder must hold, "name<TAB>relative target" a line,
# sorted: the chapter's adapter (Tests/StageUnderTest.swift), the shared
# launch helper, and the suites (the shared ones the registry names, or every
# file of the chapter's Tests/Goals).
wb_test_links() {
    local chapter=$1 suite=$3 name file
    wb__registry_load
    {
        printf 'StageUnderTest.swift\t../StageUnderTest.swift\n'
        printf 'MyBizTestCase+Launch.swift\t../../../Shared/Support/MyBizTestCase+Launch.swift\n'
        if [ "$suite" = Characterization ]; then
            for name in $(wb_chapter_suites "$chapter"); do
                printf '%sCharacterizationTests.swift\t../../../Shared/Characterization/%sCharacterizationTests.swift\n' "$name" "$name"
            done
        else
            for file in "$WB_ROOT/Chapters/$chapter/Tests/Goals"/*.swift; do
                [ -f "$file" ] || continue
                printf '%s\t../Goals/%s\n' "${file##*/}" "${file##*/}"
            done
        fi
    } | LC_ALL=C sort
}

# wb_actual_links DIR: what a test target folder holds, "name<TAB>link
# target" a line (a real file shows as "name<TAB>(file)"), sorted.
wb_actual_links() {
    local entry
    for entry in "$1"/* "$1"/.[!.]*; do
        [ -e "$entry" ] || [ -L "$entry" ] || continue
        if [ -L "$entry" ]; then
            printf '%s\t%s\n' "${entry##*/}" "$(readlink "$entry")"
        else
            printf '%s\t(file)\n' "${entry##*/}"
        fi
    done | LC_ALL=C sort
}

