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
WORKBOOK_LAYOUT_DIGEST=$(cd "$WB_ROOT" && for d in Chapters/*/Before/*/ Chapters/*/Tests/__Approvals__/; do [ ! -d "$d" ] || echo "$d"; done | cksum | tr -s ' \t' '-')
export WORKBOOK_LAYOUT_DIGEST

# For the swift commands a person types (without that variable), after a
# change to a file Package.swift reads (the registry, .workbook/before-goals):
# SwiftPM's only way to forget what it cached is `swift package purge-cache`
# (which also empties its cache of dependencies' clones; this package has
# none). Keeping a record of what was cached instead went stale as soon as
# anyone ran purge-cache by hand, so this always purges.
wb_refresh_manifest() {
    (cd "$WB_ROOT" && swift package purge-cache) >/dev/null 2>&1 || true
}

# wb_registry_value chapterN KEY: the value of "chapterN.KEY", or nothing.
wb_registry_value() {
    [ -f "$WB_REGISTRY" ] || return 0
    awk -v key="$1.$2" '
        /^[[:space:]]*#/ { next }
        $1 == key { sub(/^[[:space:]]*[^[:space:]]+[[:space:]]+/, ""); sub(/[[:space:]]+$/, ""); print; exit }
    ' "$WB_REGISTRY"
}

# Every chapter the registry lists, one name (chapterN) a line, in numeric order.
wb_all_chapters() {
    wb__chapters_of_kind ''
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

# What kind of chapter it is: "pair" (a Before and an After stage, the
# default) or the registry's "chapterN.kind" (e.g. characterize: chapter 0,
# the learner's own tests of another chapter's stage, graded by mutants).
wb_chapter_kind() {
    local kind
    kind=$(wb_registry_value "$1" kind)
    echo "${kind:-pair}"
}

# The chapters that are Before/After pairs, one name a line, in numeric order:
# what check, diff, reset, generate and integrity's stage checks walk.
wb_chapters() {
    wb__chapters_of_kind pair
}

# The chapters of one kind (e.g. characterize), one name a line.
wb_chapters_of_kind() {
    wb__chapters_of_kind "$1"
}

# The chapters of a kind ('' for all), in numeric order. One awk and one
# write, so that a reader that stops early (head -n 1) ends no loop midway.
wb__chapters_of_kind() {
    [ -f "$WB_REGISTRY" ] || return 0
    awk -v want="$1" '
        /^[[:space:]]*#/ { next }
        $1 ~ /^chapter[0-9]+\.[a-z]+$/ {
            split($1, part, "."); n = substr(part[1], 8) + 0; seen[n] = 1
            if (part[2] == "kind") kind[n] = $2
        }
        END { for (n in seen) if (want == "" || (n in kind ? kind[n] : "pair") == want) print n }
    ' "$WB_REGISTRY" | sort -n | sed 's/^/chapter/'
}

# The chapter folders on disk (Chapters/chapterN), one name a line, in numeric order.
wb_chapter_folders() {
    local dir n
    for dir in "$WB_ROOT"/Chapters/chapter*; do
        [ -d "$dir" ] || continue
        n=${dir##*/chapter}
        case $n in '' | *[!0-9]*) continue ;; esac
        echo "$n"
    done | sort -n | sed 's/^/chapter/'
}

# chapterN -> N
wb_chapter_number() {
    echo "${1#chapter}"
}

# wb_stage_module_entries chapterN Before|After: the stage's modules, one a
# line as "Name:Dep,Dep" (the modules of the same stage it imports; "Name:"
# for none), the app first, as the registry lists them. A Before of one
# module that its learner began to split into its After's modules
# (Before/<the After's app module> exists) is the After's modules that have a
# folder in Before, each importing those of its After imports that exist, as
# Package.swift's splitBefore reads it.
wb_stage_module_entries() {
    local listed stage after app entry names=''
    stage=$(echo "$2" | tr '[:upper:]' '[:lower:]')
    listed=$(wb_registry_value "$1" "$stage")
    [ -n "$listed" ] || listed="Chapter$(wb_chapter_number "$1")$2"
    if [ "$2" = Before ] && [ "${listed#* }" = "$listed" ]; then
        after=$(wb_registry_value "$1" after)
        app=${after%% *}
        app=${app%%:*}
        if [ "${after#* }" != "$after" ] && [ -d "$WB_ROOT/Chapters/$1/Before/$app" ]; then
            for entry in $after; do
                [ ! -d "$WB_ROOT/Chapters/$1/Before/${entry%%:*}" ] || names="$names ${entry%%:*}"
            done
            listed=$after
        fi
    fi
    printf '%s\n' "$listed" | tr ' ' '\n' | awk -F: -v names="$names" '
        BEGIN { n = split(names, list, " "); for (i = 1; i <= n; i++) made[list[i]] = 1 }
        $1 == "" || (n > 0 && !($1 in made)) { next }
        {
            imports = ""; m = split($2, d, ",")
            for (i = 1; i <= m; i++) if (n == 0 || d[i] in made) imports = imports (imports == "" ? "" : ",") d[i]
            print $1 ":" imports
        }'
}

# wb_stage_modules chapterN Before|After: the stage's module names, one a
# line, the app first (wb_stage_module_entries without their imports).
wb_stage_modules() {
    wb_stage_module_entries "$1" "$2" | sed 's/:.*//'
}

# The shared characterization suites that guard a chapter, one name a line.
wb_chapter_suites() {
    wb_registry_value "$1" suites | tr ' ' '\n' | grep -v '^$' || true
}

# Resolves one argument (N, chapterN, Chapters/chapterN/, all) to chapter
# names, one a line; an unknown one ends the script with exit status 2.
# ALLOWED: all (a pair chapter, or all of them: the default), one (a pair
# chapter), any (one chapter of any kind, chapter0 included).
wb_resolve_chapters() {
    local spec=$1 allowed=${2:-all} known n
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
    local choices
    choices=$(printf '%s\n' "$known" | paste -sd ' ' -)
    if [ "$allowed" = all ]; then
        wb_die "unknown chapter '$1' — choose one of: $choices, or all"
    fi
    wb_die "unknown chapter '$1' — choose one of: $choices"
}

# The chapter after this one, or nothing for the last.
wb_next_chapter() {
    wb_chapters | grep -A1 -x "$1" | sed -n 2p
}

# wb_test_links chapterN Before|After Characterization|Goals: the links the
# stage's test target folder must hold, "name<TAB>relative target" a line,
# sorted: the chapter's adapter (Tests/StageUnderTest.swift), the shared
# launch helper, and the suites (the shared ones the registry names, or every
# file of the chapter's Tests/Goals).
wb_test_links() {
    local chapter=$1 suite=$3 name file
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

# The docs' table of chapters (Markdown), from the registry.
wb_chapter_table() {
    local chapter
    echo '| chapter | coupling broken | technique |'
    echo '|---|---|---|'
    for chapter in $(wb_chapters); do
        printf '| %s · %s | %s | %s |\n' "$(wb_chapter_number "$chapter")" "$(wb_registry_value "$chapter" title)" \
            "$(wb_registry_value "$chapter" coupling)" "$(wb_registry_value "$chapter" technique)"
    done
}
