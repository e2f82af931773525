# shellcheck shell=bash
# Whether Chapters/chapters.registry and the chapter folders agree. Needs
# common.sh and chapters.sh.

# wb_registry_problems: one line per disagreement, nothing when they agree.
wb_registry_problems() {
    local chapters folders chapter dir key stage modules module folder suite file guarded count
    chapters=$(wb_chapters)
    folders=$(wb_chapter_folders)
    for chapter in $folders; do
        printf '%s\n' "$chapters" | grep -qx "$chapter" ||
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
    done
    for file in "$WB_ROOT"/Chapters/Shared/Characterization/*CharacterizationTests.swift; do
        [ -f "$file" ] || continue
        suite=${file##*/}
        suite=${suite%CharacterizationTests.swift}
        guarded=no
        for chapter in $chapters; do
            if wb_chapter_suites "$chapter" | grep -qx "$suite"; then guarded=yes; fi
        done
        [ "$guarded" = yes ] || echo "Chapters/Shared/Characterization/${file##*/} guards no chapter: name $suite in a chapter's suites line, or remove it"
        if grep -qE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+Chapter[0-9]' "$file" || grep -q '^#if' "$file"; then
            echo "Chapters/Shared/Characterization/${file##*/} names a stage: shared suites reach the stage only through StageUnderTest"
        fi
    done
}
