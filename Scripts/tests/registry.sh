# shellcheck shell=bash
# Tests of the chapter registry and the scripts that derive from it (generate,
# new-chapter, xcode), sourced by Scripts/tests/run: each works on a clone of
# the test copy ($copy), so that it can add a chapter or break a link freely.
# shellcheck disable=SC2154 # copy, first, OUT, ERR and WB_TMP are set by Scripts/tests/run

# A throwaway clone of the test copy; sets CLONE.
fresh_clone() {
    CLONE=$WB_TMP/clone
    rm -rf "$CLONE"
    git clone -q "$copy" "$CLONE"
}

# in_clone command…: runs it in the clone, no stdin; sets RC, OUT, ERR.
in_clone() {
    RC=0
    (cd "$CLONE" && env "$@") >"$OUT" 2>"$ERR" </dev/null || RC=$?
    echo "$RC" >"$WB_TMP/rc"
}

# The registry's disagreements with the folders of the clone.
clone_registry_problems() {
    (WB_ROOT=$CLONE WB_REGISTRY=$CLONE/Chapters/chapters.registry
        . "$CLONE/Scripts/lib/chapters.sh"
        . "$CLONE/Scripts/lib/registry.sh"
        wb_registry_problems)
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

t_generate_check_finds_and_generate_restores_a_link() {
    fresh_clone
    local folder=Chapters/$first/Tests/AfterCharacterization
    rm "$CLONE/$folder/StageUnderTest.swift"

    in_clone ./Scripts/generate --check
    check_that rc_is 1
    check_that has "$OUT" "^$folder/StageUnderTest.swift should link to ../StageUnderTest.swift$"

    in_clone ./Scripts/generate
    check_that rc_is 0
    in_clone ./Scripts/generate --check
    check_that rc_is 0
}

t_generate_refuses_to_overwrite_a_real_file() {
    fresh_clone
    local folder=Chapters/$first/Tests/BeforeGoals
    rm "$CLONE/$folder/StageUnderTest.swift"
    echo "// mine" >"$CLONE/$folder/StageUnderTest.swift"

    in_clone ./Scripts/generate

    check_that rc_is 2
    check_that has "$ERR" "is a real file"
    check_that has "$CLONE/$folder/StageUnderTest.swift" "^// mine$"
}

t_new_chapter_touches_only_its_folder_and_the_registry() {
    fresh_clone
    local last next
    last=$(wb_chapters | tail -n 1)
    if [ "$(wb_stage_modules "$last" After | wc -l | tr -d ' ')" -gt 1 ]; then
        # The next chapter cannot start from an After of several modules (its
        # Before would hold modules of the same names): new-chapter says so…
        in_clone ./Scripts/new-chapter --title "Scaffolded"
        check_that rc_is 2
        check_that has "$ERR" "has several modules"
        # …and scaffolds from a one-module After: the clone without that chapter.
        (cd "$CLONE" && rm -rf "Chapters/$last" && sed -i.bak "/^$last\./d" Chapters/chapters.registry &&
            rm -f Chapters/chapters.registry.bak && git add -A && git commit -qm "without $last") >/dev/null
        last=chapter$(($(wb_chapter_number "$last") - 1))
    fi
    next=chapter$(($(wb_chapter_number "$last") + 1))

    in_clone ./Scripts/new-chapter --title "Scaffolded"

    check_that rc_is 0
    (cd "$CLONE" && git status --porcelain --untracked-files=normal) >"$OUT"
    check_that lines_are "$OUT" 2
    check_that has "$OUT" "^ M Chapters/chapters.registry$"
    check_that has "$OUT" "^\?\? Chapters/$next/$"
    check_that has "$CLONE/Chapters/$next/README.md" "^# Chapter [0-9]+ · Scaffolded$"
    check_that has "$CLONE/Chapters/$next/Tests/StageUnderTest.swift" "import Chapter[0-9]+Before$"
    clone_registry_problems >"$OUT"
    check_that lines_are "$OUT" 0
    in_clone ./Scripts/generate --check --links
    check_that rc_is 0
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
    in_clone ./Scripts/xcode --off
    check_that rc_is 0
    [ ! -e "$CLONE/.workbook/before-goals" ] || { WHY=".workbook/before-goals is still there"; echo "$WHY"; return 1; }
    in_clone ./Scripts/xcode chapter99
    check_that rc_is 2
    check_that has "$ERR" "unknown chapter 'chapter99'"
}

# A Before's goal tests never see the After's modules: with chapter 9's on,
# the package declares none of its After's modules (whose names they import),
# and the ones an earlier build left in .build are gone.
t_xcode_hides_the_reference_modules() {
    local chapter module
    chapter=$(for module in $(cd "$copy" && bash -c '. Scripts/lib/common.sh && . Scripts/lib/chapters.sh && for c in $(wb_chapters); do [ "$(wb_stage_modules "$c" After | wc -l)" -gt 1 ] && echo "$c"; done'); do echo "$module"; done | head -n 1)
    [ -n "$chapter" ] || { echo "(no chapter with an After of several modules: not tested)"; return 0; }
    fresh_clone
    module=$(cd "$CLONE" && bash -c '. Scripts/lib/common.sh && . Scripts/lib/chapters.sh && wb_stage_modules "$1" After | sed -n 2p' _ "$chapter")
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

run_registry_tests() {
    echo
    echo "The registry and what derives from it"
    it "the registry and the chapter folders agree" t_registry_agrees_with_the_folders
    it "a chapter folder the registry doesn't list is named in one line" t_registry_names_a_folder_it_does_not_list
    it "a suite the registry names but nobody wrote is named" t_registry_names_a_missing_suite
    it "a shared suite that imports a stage is caught" t_registry_catches_a_suite_that_names_a_stage
    it "generate --check names a missing link; generate restores it" t_generate_check_finds_and_generate_restores_a_link
    it "generate never overwrites a real file in a test folder" t_generate_refuses_to_overwrite_a_real_file
    it "new-chapter touches only its folder and the registry" t_new_chapter_touches_only_its_folder_and_the_registry
    it "new-chapter never overwrites an existing folder; --title needs a value" t_new_chapter_refuses_a_folder_that_exists
    it "xcode adds, lists and removes a Before's goal tests; unknown chapter: exit 2" t_xcode_switch_round_trip
    it "xcode on a chapter whose After is several modules: the package leaves them out, and their built modules go" t_xcode_hides_the_reference_modules
}
