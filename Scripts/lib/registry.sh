# shellcheck shell=bash
# Whether Chapters/chapters.registry and the chapter folders agree. Needs
# common.sh and chapters.sh.

# wb_registry_problems: one line per disagreement, nothing when they agree.
wb_registry_problems() {
    local chapters folders chapter dir key stage modules module folder suite file guarded count
    chapters=$(wb_chapters)
    folders=$(wb_chapter_folders)
    for chapter in $folders; do
        wb_has_line "$(wb_all_chapters)" "$chapter" ||
            echo "Chapters/$chapter is not in Chapters/chapters.registry: add its lines there (see CONTRIBUTING.md), or remove the folder"
    done
    for chapter in $chapters; do
        dir=$WB_ROOT/Chapters/$chapter
        if [ ! -d "$dir" ]; then
            echo "Chapters/chapters.registry lists $chapter, but there is no folder Chapters/$chapter"
            continue
        fi
        for key in title coupling technique edge suites; do
            [ -n "$(wb_registry_value "$chapter" "$key")" ] || echo "$chapter: the registry has no '$chapter.$key' line"
        done
        for stage in Before After; do
            modules=$(wb_stage_modules "$chapter" "$stage")
            count=$(printf '%s\n' "$modules" | wc -l | tr -d ' ')
            for module in $modules; do
                if [ "$count" -eq 1 ]; then folder=$stage; else folder=$stage/$module; fi
                [ -d "$dir/$folder" ] || echo "$chapter: module $module has no folder Chapters/$chapter/$folder"
            done
        done
        for suite in $(wb_chapter_suites "$chapter"); do
            [ -f "$WB_ROOT/Chapters/Shared/Characterization/${suite}CharacterizationTests.swift" ] ||
                echo "$chapter: suite $suite has no file Chapters/Shared/Characterization/${suite}CharacterizationTests.swift"
        done
        [ -f "$dir/Tests/StageUnderTest.swift" ] || echo "$chapter: no adapter Chapters/$chapter/Tests/StageUnderTest.swift"
        file=$(wb_registry_value "$chapter" mutants)
        [ -z "$file" ] || [ -f "$WB_ROOT/Chapters/Shared/Mutants/$file" ] ||
            echo "$chapter: the mutant catalogue Chapters/Shared/Mutants/$file is missing"
    done
    for chapter in $(wb_all_chapters); do
        [ "$(wb_chapter_kind "$chapter")" != pair ] || continue
        wb__registry_exercise_problems "$chapter"
    done
    for file in "$WB_ROOT"/Chapters/Shared/Characterization/*CharacterizationTests.swift; do
        [ -f "$file" ] || continue
        suite=${file##*/}
        suite=${suite%CharacterizationTests.swift}
        guarded=no
        for chapter in $chapters; do
            if wb_has_line "$(wb_chapter_suites "$chapter")" "$suite"; then guarded=yes; fi
        done
        [ "$guarded" = yes ] || echo "Chapters/Shared/Characterization/${file##*/} guards no chapter: name $suite in a chapter's suites line, or remove it"
        if grep -qE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+Chapter[0-9]' "$file" || grep -q '^#if' "$file"; then
            echo "Chapters/Shared/Characterization/${file##*/} names a stage: shared suites reach the stage only through StageUnderTest"
        fi
    done
}

# wb__registry_exercise_problems chapterN: what disagrees for a chapter that is
# not a Before/After pair (kind characterize: chapter 0), one line each.
wb__registry_exercise_problems() {
    local chapter=$1 kind app app_chapter app_stage mutants key
    kind=$(wb_chapter_kind "$chapter")
    if [ "$kind" != characterize ]; then
        echo "$chapter: unknown kind '$kind' (the registry knows characterize; leave kind out for a Before/After chapter)"
        return 0
    fi
    [ -d "$WB_ROOT/Chapters/$chapter" ] || { echo "Chapters/chapters.registry lists $chapter, but there is no folder Chapters/$chapter"; return 0; }
    for key in title app mutants; do
        [ -n "$(wb_registry_value "$chapter" "$key")" ] || echo "$chapter: the registry has no '$chapter.$key' line"
    done
    app=$(wb_registry_value "$chapter" app)
    app_chapter=${app%% *}
    app_stage=${app#* }
    if [ -n "$app" ]; then
        if ! wb_has_line "$(wb_chapters)" "$app_chapter" || { [ "$app_stage" != Before ] && [ "$app_stage" != After ]; }; then
            echo "$chapter: '$chapter.app $app' names no stage (e.g. 'chapter1 Before')"
        fi
    fi
    mutants=$(wb_registry_value "$chapter" mutants)
    [ -z "$mutants" ] || [ -f "$WB_ROOT/Chapters/Shared/Mutants/$mutants" ] ||
        echo "$chapter: the mutant catalogue Chapters/Shared/Mutants/$mutants is missing"
    [ -L "$WB_ROOT/Chapters/$chapter/Tests/Support/StageUnderTest.swift" ] &&
        [ "$(readlink "$WB_ROOT/Chapters/$chapter/Tests/Support/StageUnderTest.swift")" = "../../../$app_chapter/Tests/StageUnderTest.swift" ] ||
        echo "$chapter: Tests/Support/StageUnderTest.swift should link to ../../../$app_chapter/Tests/StageUnderTest.swift (the app chapter's adapter)"
    [ -L "$WB_ROOT/Chapters/$chapter/Tests/Support/MyBizTestCase+Launch.swift" ] &&
        [ "$(readlink "$WB_ROOT/Chapters/$chapter/Tests/Support/MyBizTestCase+Launch.swift")" = "../../../Shared/Support/MyBizTestCase+Launch.swift" ] ||
        echo "$chapter: Tests/Support/MyBizTestCase+Launch.swift should link to ../../../Shared/Support/MyBizTestCase+Launch.swift"
    # The learner's Swift Testing folder, when there, links the same adapter and its own launch helper.
    [ -d "$WB_ROOT/Chapters/$chapter/SwiftTests" ] || return 0
    [ "$(readlink "$WB_ROOT/Chapters/$chapter/SwiftTests/Support/StageUnderTest.swift" 2>/dev/null)" = "../../../$app_chapter/Tests/StageUnderTest.swift" ] ||
        echo "$chapter: SwiftTests/Support/StageUnderTest.swift should link to ../../../$app_chapter/Tests/StageUnderTest.swift (the app chapter's adapter)"
    [ "$(readlink "$WB_ROOT/Chapters/$chapter/SwiftTests/Support/MyBizSuite+Launch.swift" 2>/dev/null)" = "../../../Shared/Support/MyBizSuite+Launch.swift" ] ||
        echo "$chapter: SwiftTests/Support/MyBizSuite+Launch.swift should link to ../../../Shared/Support/MyBizSuite+Launch.swift"
}
