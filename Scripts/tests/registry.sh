# shellcheck shell=bash
# Tests of the chapter registry and the scripts that derive from it (generate,
# new-chapter, xcode), sourced by Scripts/tests/run: each works on a clone of
# the test copy ($copy), so that it can add a chapter or break a link freely.
# shellcheck disable=SC2154 # copy, first, OUT, ERR and WB_TMP are set by Scripts/tests/run

# A throwaway clone of the test copy, as git clone makes it; sets CLONE. The clone the last test
# left is brought back to the copy's commit, with nothing else in it (its build folders gone
# too), when it has that commit: a new clone writes the workbook's 3,500 files again, 1 to 3 s
# of system time on busy cores (process accounting in CI, 2026-11-29), a reset only what changed.
fresh_clone() {
    local head
    CLONE=$WB_TMP/clone
    head=$(git -C "$copy" rev-parse -q --verify HEAD 2>/dev/null) || head=''
    if [ -n "$head" ] && [ -d "$CLONE/.git" ] && (cd "$CLONE" && git cat-file -e "$head^{commit}" 2>/dev/null &&
        git reset -q --hard "$head" && git clean -q -f -f -d -x) >/dev/null 2>&1; then
        return 0
    fi
    rm -rf "$CLONE" || { echo "fresh_clone: the last clone could not be removed"; return 1; }
    git clone -q "$copy" "$CLONE" || { echo "fresh_clone: git clone of the copy failed"; return 1; }
}

# in_clone command…: runs it in the clone, no stdin; sets RC, OUT, ERR.
in_clone() {
    RC=0
    (cd "$CLONE" && env "$@") >"$OUT" 2>"$ERR" </dev/null || RC=$?
    echo "$RC" >"$WB_TMP/rc"
}

# The registry's disagreements with the folders of the clone.
clone_registry_problems() {
    clone_registry_problems_in "$CLONE"
}

# clone_registry_problems_in DIR: the registry's disagreements with the folders of the workbook
# in DIR, as the model reads them (RegistryChecks, which integrity runs); exit 2 when it cannot.
clone_registry_problems_in() {
    local status=0
    (cd "$1" && "$WB_MODEL_TOOL" registry --problems) || status=$?
    [ "$status" -le 1 ] || return 2
}

t_registry_agrees_with_the_folders() {
    fresh_clone

    clone_registry_problems >"$OUT"

    check_that lines_are "$OUT" 0
}

t_registry_names_a_folder_it_does_not_list() {
    fresh_clone
    mkdir -p "$CLONE/Chapters/chapter42/Before"

    clone_registry_problems >"$OUT"

    check_that has "$OUT" "^Chapters/chapter42 is not in Chapters/chapters.registry"
    check_that lines_are "$OUT" 1
}

t_registry_names_a_missing_suite() {
    fresh_clone
    sed -i.orig 's/^\(chapter1\.suites .*\)$/\1 Imaginary/' "$CLONE/Chapters/chapters.registry"

    clone_registry_problems >"$OUT"

    check_that has "$OUT" "^chapter1: suite Imaginary has no file Chapters/Shared/Characterization/ImaginaryCharacterizationTests.swift"
}

t_registry_catches_a_suite_that_names_a_stage() {
    fresh_clone
    local suite
    for suite in "$CLONE"/Chapters/Shared/Characterization/*CharacterizationTests.swift; do break; done
    printf '@testable import Chapter1Before\n' | cat - "$suite" >"$suite.new" && mv "$suite.new" "$suite"

    clone_registry_problems >"$OUT"

    check_that has "$OUT" "names a stage: shared suites reach the stage only through StageUnderTest"
}

# A registry the model cannot read: one line naming the registry's line, exit 2, for every script.
t_registry_malformed_line_is_one_line() {
    local script
    fresh_clone
    printf 'chapter1.Title Shouting\n' >>"$CLONE/Chapters/chapters.registry"
    for script in check diff hint generate; do
        in_clone "./Scripts/$script" "$first"
        [ "$script" != generate ] || in_clone "./Scripts/$script" --check

        check_that rc_is 2
        check_that lines_are "$ERR" 1
        check_that has "$ERR" "^$script: Chapters/chapters.registry:[0-9]+: expected 'chapterN.key value'.*got 'chapter1.Title Shouting'$"
    done
}

# generate_makes_it_so: generate in the clone, after which generate --check finds nothing.
# (--without-maps: the maps would build every chapter's Before in the fresh
# clone, ~9 minutes on 2 cores for fourteen chapters; tests/run's
# t_generate_checks_the_maps tests them on a built copy.)
generate_makes_it_so() {
    in_clone ./Scripts/generate --without-maps
    check_that rc_is 0
    in_clone ./Scripts/generate --check --without-maps
    check_that rc_is 0
}

t_generate_check_finds_and_generate_restores_a_link() {
    fresh_clone
    local folder=Chapters/$first/Tests/AfterCharacterization
    rm "$CLONE/$folder/StageUnderTest.swift"

    in_clone ./Scripts/generate --check --without-maps
    check_that rc_is 1
    check_that has "$OUT" "^$folder/StageUnderTest.swift should link to ../StageUnderTest.swift$"

    generate_makes_it_so
}

t_generate_refuses_to_overwrite_a_real_file() {
    fresh_clone
    local folder=Chapters/$first/Tests/BeforeGoals
    rm "$CLONE/$folder/StageUnderTest.swift"
    echo "// mine" >"$CLONE/$folder/StageUnderTest.swift"

    in_clone ./Scripts/generate --without-maps

    check_that rc_is 2
    check_that has "$ERR" "is a real file"
    check_that has "$CLONE/$folder/StageUnderTest.swift" "^// mine$"
}

# new_chapter_in_clone LAST: new-chapter in the clone, whose last chapter is
# LAST; checks what it touched and that the registry and the links agree.
# Sets NEXT.
new_chapter_in_clone() {
    NEXT=chapter$(($(wb_chapter_number "$1") + 1))

    in_clone ./Scripts/new-chapter --title "Scaffolded"

    check_that rc_is 0
    (cd "$CLONE" && git status --porcelain --untracked-files=normal) >"$OUT"
    check_that lines_are "$OUT" 2
    check_that has "$OUT" "^ M Chapters/chapters.registry$"
    check_that has "$OUT" "^\?\? Chapters/$NEXT/$"
    check_that has "$CLONE/Chapters/$NEXT/README.md" "^# Chapter [0-9]+ · Scaffolded$"
    # The adapter imports the stage: by the chapter's name, or, for a stage of modules, by theirs.
    check_that has "$CLONE/Chapters/$NEXT/Tests/StageUnderTest.swift" "import (Chapter[0-9]+Before|MyBiz)$"
    clone_registry_problems >"$OUT"
    check_that lines_are "$OUT" 0
    in_clone ./Scripts/generate --check --links
    check_that rc_is 0
}

# The last chapter's After, several modules or one (chapter 9's is four:
# the next chapter keeps their names, for both stages)…
t_new_chapter_touches_only_its_folder_and_the_registry() {
    local last after
    fresh_clone
    last=$(wb_chapters | tail -n 1)
    after=$(cd "$copy" && grep "^$last\.after " Chapters/chapters.registry | sed "s/^$last\.after *//")

    new_chapter_in_clone "$last"

    (cd "$CLONE/Chapters" && diff -r "$last/After" "$NEXT/Before") || { echo "$NEXT/Before is not $last/After"; return 1; }
    if [ -n "$after" ]; then
        check_that has "$CLONE/Chapters/chapters.registry" "^$NEXT\.before +$(re_escape "$after")$"
        check_that has "$CLONE/Chapters/chapters.registry" "^$NEXT\.after +$(re_escape "$after")$"
    fi
}

# …and from an After of one module (the clone without the chapters after the
# last one's whose After is one module).
t_new_chapter_from_a_one_module_after() {
    local chapter last=''
    fresh_clone
    for chapter in $(wb_chapters); do
        [ "$(wb_stage_modules "$chapter" After | wc -l | tr -d ' ')" -gt 1 ] && break
        last=$chapter
    done
    (cd "$CLONE" && for chapter in $(wb_chapters); do
        [ "$(wb_chapter_number "$chapter")" -gt "$(wb_chapter_number "$last")" ] || continue
        rm -rf "Chapters/$chapter" && sed -i.bak "/^$chapter\./d" Chapters/chapters.registry && rm -f Chapters/chapters.registry.bak
    done && for suite in Chapters/Shared/Characterization/*CharacterizationTests.swift; do
        # A shared suite that only the chapters removed name goes with them (Part II's tabs).
        name=${suite##*/} && name=${name%CharacterizationTests.swift}
        grep -Eq "^chapter[0-9]+\.suites( .*)? $name( |$)" Chapters/chapters.registry || rm -f "$suite"
    done && git add -A && git commit -qm "without the chapters after $last") >/dev/null

    new_chapter_in_clone "$last"

    check_that has "$CLONE/Chapters/chapters.registry" "^$NEXT\.before +Chapter[0-9]+Before$"
}

t_new_chapter_refuses_a_folder_that_exists() {
    fresh_clone
    local next
    next=chapter$(($(wb_chapter_number "$(wb_chapters | tail -n 1)") + 1))
    mkdir -p "$CLONE/Chapters/$next"
    echo "# my notes" >"$CLONE/Chapters/$next/README.md"

    in_clone ./Scripts/new-chapter

    check_that rc_is 2
    check_that has "$ERR" "Chapters/$next already exists"
    check_that has "$CLONE/Chapters/$next/README.md" "^# my notes$"
    in_clone ./Scripts/new-chapter --title
    check_that rc_is 2
    check_that has "$ERR" "--title needs"
}

t_xcode_switch_round_trip() {
    fresh_clone

    in_clone ./Scripts/xcode "$first"
    check_that rc_is 0
    check_that has "$CLONE/.workbook/before-goals" "^$first$"
    in_clone ./Scripts/xcode --status
    check_that has "$OUT" "for: $first$"
    # Nothing left in TMPDIR; of SwiftPM's cache in HOME, the evaluated manifests go (so that
    # Package.swift is read again), the clones of other packages' dependencies stay (swift
    # package purge-cache emptied them: issue 34).
    local home=$WB_TMP/xcode-home
    rm -rf "$WB_TMP/xcode-tmp" "$home"
    mkdir -p "$WB_TMP/xcode-tmp" "$home/.cache/org.swift.swiftpm/manifests" "$home/.cache/org.swift.swiftpm/repositories/a-dependency"
    : >"$home/.cache/org.swift.swiftpm/manifests/manifest.db"
    in_clone HOME="$home" XDG_CACHE_HOME="$home/.cache" TMPDIR="$WB_TMP/xcode-tmp" ./Scripts/xcode --off
    check_that rc_is 0
    [ ! -e "$CLONE/.workbook/before-goals" ] || { WHY=".workbook/before-goals is still there"; echo "$WHY"; return 1; }
    [ -z "$(find "$WB_TMP/xcode-tmp" -mindepth 1 | head -n 1)" ] || { echo "left in TMPDIR: $(find "$WB_TMP/xcode-tmp" -mindepth 1 | head -n 1)"; return 1; }
    [ ! -e "$home/.cache/org.swift.swiftpm/manifests" ] || { echo "SwiftPM's cache of evaluated manifests is still there"; return 1; }
    [ -d "$home/.cache/org.swift.swiftpm/repositories/a-dependency" ] || { echo "SwiftPM's clones of dependencies were emptied"; return 1; }
    in_clone ./Scripts/xcode chapter99
    check_that rc_is 2
    check_that has "$ERR" "unknown chapter 'chapter99'"
}

# A Before's goal tests never see the After's modules: with chapter 9's on,
# the package declares none of its After's modules (whose names they import),
# and the ones an earlier build left in .build are gone.
t_xcode_hides_the_reference_modules() {
    local chapter module
    # (awk reads every line: head would end the loop early with SIGPIPE, a failure under
    # pipefail that ended this test silently in CI once.)
    chapter=$(for module in $(cd "$copy" && bash -c '. Scripts/lib/common.sh && . Scripts/tests/lib/chapters.sh && for c in $(wb_chapters); do [ "$(wb_stage_modules "$c" After | wc -l)" -gt 1 ] && echo "$c"; done'); do echo "$module"; done | awk 'NR == 1')
    [ -n "$chapter" ] || { echo "(no chapter with an After of several modules: not tested)"; return 0; }
    fresh_clone
    module=$(cd "$CLONE" && bash -c '. Scripts/lib/common.sh && . Scripts/tests/lib/chapters.sh && set -- $(wb_stage_modules "$1" After) && echo "$2"' _ "$chapter") ||
        { echo "the clone's registry could not be read for $chapter's modules"; return 1; }
    mkdir -p "$CLONE/.build/debug/Modules"
    : >"$CLONE/.build/debug/Modules/$module.swiftmodule"

    in_clone ./Scripts/xcode "$chapter"

    check_that rc_is 0
    check_that has "$OUT" "The reference's modules \(.*$module.*\) are out of the package"
    [ ! -e "$CLONE/.build/debug/Modules/$module.swiftmodule" ] || { echo "the reference's $module module is still in .build"; return 1; }
    (cd "$CLONE" && swift package dump-package) >"$WB_TMP/dump" 2>&1
    check_that has "$WB_TMP/dump" "\"Chapter$(printf '%s' "$chapter" | tr -dc '0-9')BeforeGoalsTests\""
    check_that lacks "$WB_TMP/dump" "\"name\" : \"$module\""
    in_clone ./Scripts/xcode --off
    (cd "$CLONE" && swift package dump-package) >"$WB_TMP/dump" 2>&1
    check_that has "$WB_TMP/dump" "\"name\" : \"$module\""
}

# CONTRIBUTING.md's "Adding a chapter", followed in the copy (its build
# folders are warm) on a toy chapter after the last one, then discarded:
# new-chapter, the registry's TODOs, the After's refactoring (a file of the
# app module), a goal test, generate, a README step, the step as a patch
# (step edit, a commit, step record --from; step verify --no-build), check
# (healthy: After green, Before's goals not compiling), referees --write,
# generate --check and the registry's checks. A chapter after chapter 9
# builds two stages of four modules, each in a folder of its own: ~80 s cold
# on 2 busy cores, seconds warm (tests/run --skip-slow leaves it out).
t_real_chapter_after_the_last() {
    local last next app start status=0
    last=$(wb_chapters | tail -n 1)
    next=chapter$(($(wb_chapter_number "$last") + 1))
    app=$(wb_stage_modules "$last" After)
    [ "${app#*$'\n'}" != "$app" ] && app=${app%%$'\n'*} || app=
    start=$(cd "$copy" && git rev-parse HEAD)
    t__chapter_after_the_last "$last" "$next" "${app:+$app/}" || status=$?
    # Discarded whatever happened: what it touched as it was (the copy's
    # other changes, an earlier test's, stay), its build folders kept warm.
    (cd "$copy" && git reset -q "$start" && git checkout -q "$start" -- Chapters/chapters.registry README.md Chapters/referees.sha256 &&
        rm -rf "Chapters/$next" ".workbook/steps/$next")
    return "$status"
}

# toy_commit MESSAGE: commits what the toy chapter touched in the copy (step verify reads the committed Before).
toy_commit() {
    (cd "$copy" && git add -A -- "Chapters/${NEXT:?}" Chapters/chapters.registry README.md Chapters/referees.sha256 &&
        git -c user.name=toy -c user.email=toy@example.com -c commit.gpgsign=false -c core.hooksPath=/dev/null commit -qm "$1")
}

t__chapter_after_the_last() {
    local last=$1 next=$2 folder=$3 n=${2#chapter} imports
    NEXT=$next
    run "$S/new-chapter" --title "Toy"
    check_that rc_is 0
    (cd "$copy/Chapters" && diff -r "$last/After" "$next/Before") || { echo "$next/Before is not $last/After"; return 1; }
    # The registry's TODOs.
    sed -i.bak -e "s/^$next\.coupling .*/$next.coupling   the toy is missing/" -e "s/^$next\.technique .*/$next.technique  Add Toy/" "$copy/Chapters/chapters.registry"
    rm -f "$copy/Chapters/chapters.registry.bak"
    # The refactoring, and the goal test that needs it. An app of several
    # modules is imported by its name on both stages (MODULES).
    printf '/// The toy chapter'"'"'s refactoring.\npublic enum Toy {\n    public static let isDone = true\n}\n' >"$copy/Chapters/$next/After/${folder}Toy.swift"
    if [ -n "$folder" ]; then
        imports="@testable import ${folder%/}"
    else
        imports=$(printf '#if BEFORE\n@testable import Chapter%sBefore\n#else\n@testable import Chapter%sAfter\n#endif' "$n" "$n")
    fi
    printf 'import XCTest\n%s\n\n/// The toy chapter'"'"'s goal: After has the toy, the pristine Before does not.\nfinal class ToyGoalTests: XCTestCase {\n    func test_toy_inAfter_isDone() {\n        XCTAssertTrue(Toy.isDone)\n    }\n}\n' \
        "$imports" >"$copy/Chapters/$next/Tests/Goals/ToyGoalTests.swift"
    run "$S/generate"
    check_that rc_is 0
    # The lesson's step, and the step as a patch.
    awk '/^1\. TODO: small steps/ { print "1. **Add the toy.**"; print ""; print "   *Expected:* Before characterization 1/1, goals 1/1."; next } { print }' \
        "$copy/Chapters/$next/README.md" >"$WB_TMP/toy-readme" && cp "$WB_TMP/toy-readme" "$copy/Chapters/$next/README.md"
    toy_commit "$next, a toy"
    run "$S/step" edit "$next"
    check_that rc_is 0
    cp "$copy/Chapters/$next/After/${folder}Toy.swift" "$copy/.workbook/steps/$next/${folder}Toy.swift"
    (cd "$copy/.workbook/steps/$next" && git add -A && git -c user.name=toy -c user.email=toy@example.com -c commit.gpgsign=false -c core.hooksPath=/dev/null commit -qm 01-add-the-toy)
    run "$S/step" record "$next" --from ".workbook/steps/$next"
    check_that rc_is 0
    check_that has "$OUT" "01-add-the-toy.patch"
    toy_commit "$next's step"
    run "$S/step" verify "$next" --no-build
    check_that rc_is 0
    # Healthy.
    run "$S/referees" --write --maintainer
    check_that rc_is 0
    run "$S/check" "$next"
    check_that rc_is 0
    check_that has "$OUT" "^  After +[0-9]+/[0-9]+ +1/1 +reference ✓"
    check_that has "$OUT" "doesn't compile yet"
    run "$S/generate" --check
    check_that rc_is 0
    clone_registry_problems_in "$copy" >"$OUT"
    check_that lines_are "$OUT" 0
}

run_registry_tests() {
    echo
    echo "The registry and what derives from it"
    it "the registry and the chapter folders agree" t_registry_agrees_with_the_folders
    it "a chapter folder the registry doesn't list is named in one line" t_registry_names_a_folder_it_does_not_list
    it "a suite the registry names but nobody wrote is named" t_registry_names_a_missing_suite
    it "a shared suite that imports a stage is caught" t_registry_catches_a_suite_that_names_a_stage
    it "a registry line the model cannot read: one line naming it, exit 2 (check, diff, hint, generate)" t_registry_malformed_line_is_one_line
    it "generate --check names a missing link; generate restores it" t_generate_check_finds_and_generate_restores_a_link
    it "generate never overwrites a real file in a test folder" t_generate_refuses_to_overwrite_a_real_file
    it "new-chapter touches only its folder and the registry; after an After of several modules, both stages keep their names" t_new_chapter_touches_only_its_folder_and_the_registry
    it "new-chapter from an After of one module: stages named after the chapter" t_new_chapter_from_a_one_module_after
    it "new-chapter never overwrites an existing folder; --title needs a value" t_new_chapter_refuses_a_folder_that_exists
    it "xcode adds, lists and removes a Before's goal tests; unknown chapter: exit 2" t_xcode_switch_round_trip
    it "xcode on a chapter whose After is several modules: the package leaves them out, and their built modules go" t_xcode_hides_the_reference_modules
}

run_registry_real_tests() {
    [ "$skip_slow" = no ] || { echo "  (skipped, --skip-slow: CONTRIBUTING's \"Adding a chapter\" on a toy chapter)"; return 0; }
    it "CONTRIBUTING's \"Adding a chapter\" on a toy chapter after the last: check says healthy; then discarded (slow)" t_real_chapter_after_the_last
}
