# shellcheck shell=bash
# A chapter's numbered steps as code: Chapters/chapterN/Steps/NN-name.patch.
#
# Step K of a chapter is README.md's K-th numbered step under "## Steps", and
# the patch Steps/KK-*.patch: a git-style unified diff, relative to the
# chapter's Before folder (a/API/API.swift), after a few lines of preamble
# that say which step it is. Applying the patches in order to the pristine
# Before ends byte-identical to After (./Scripts/step verify proves it, and
# that characterization stays green after each step). A step that changes no
# code (reading, a grep) has a patch with the preamble only.
#
# The state "Before at step K" is the pristine Before with steps 1..K
# applied. It is computed from After, undoing steps n..K+1, so it does not
# depend on git or on what the learner committed.
#
# For check (no build, ~0.1 s): wb_step_which CHAPTER prints
#   K <TAB> N <TAB> exact|tests|near <TAB> LINES
# K: the step the learner's Before is at (exact), or the closest one (near);
# N: the chapter's number of steps; LINES: how many lines differ from that
# step's state (0 when exact). It prints nothing and fails when the chapter
# has no steps or they cannot be undone from After. ./Scripts/step which
# (Sources/WorkbookModel/ScriptCommands/StepCommand.swift) says the same in
# one sentence for people. The states, and which step the
# Before is at, are the model's (`workbook step-states`, `workbook step-which`,
# Sources/WorkbookModel/Steps).
#
# Needs common.sh, chapters.sh and lesson.sh (and model.sh, sourced here).

declare -F wb_model >/dev/null || . "$WB_ROOT/Scripts/lib/model.sh"

# A step's README text holds the counts check shows after it, on a line of
# its own (integrity and ./Scripts/step verify compare them with the tools):
#   *Expected:* Before characterization 32/32, goals 4/5.
#   *Expected:* Before characterization 36/36, goals doesn't compile yet.
WB_STEP_MARKER_RE='^[[:space:]]*\*Expected:\*[[:space:]]+Before characterization ([0-9]+/[0-9]+), goals ([0-9]+/[0-9]+|doesn.t compile yet)\.[[:space:]]*$'

# A step whose goals don't compile yet may also state the first compiler
# error check shows under them, on a line of its own after *Expected:*
# (./Scripts/step verify compares it with what check prints):
#   *First error:* `Chapters/chapter9/Tests/Goals/X.swift:6: no such module 'X'`
# shellcheck disable=SC2016 # backquotes of Markdown, not a command
WB_STEP_ERROR_RE='^[[:space:]]*\*First error:\*[[:space:]]+`(.*)`[[:space:]]*$'

# The folder of a chapter's patches.
wb_steps_dir() {
    echo "$WB_ROOT/Chapters/$1/Steps"
}

# A chapter's patches, in order, one path a line (nothing if it has none).
wb_step_patches() {
    local file
    for file in "$(wb_steps_dir "$1")"/[0-9][0-9]-*.patch; do
        [ -f "$file" ] && echo "$file"
    done
    return 0
}

# How many steps a chapter has as patches.
wb_step_total() {
    wb_step_patches "$1" | grep -c . || true
}

# wb_step_patch CHAPTER K: the K-th patch's path, or nothing.
wb_step_patch() {
    wb_step_patches "$1" | sed -n "${2}p"
}

# A patch's short name: Steps/03-delete-the-old-initializer.patch -> delete-the-old-initializer.
wb_step_name() {
    local base=${1##*/}
    base=${base%.patch}
    echo "${base#[0-9][0-9]-}"
}

# wb_step_readme_text CHAPTER K: README step K's text, from "K. " to the next
# step or heading, without trailing blank lines.
wb_step_readme_text() {
    awk -v k="$2" '
        /^## / { steps = ($0 ~ /^## +Steps[[:space:]]*$/); on = 0; next }
        steps && /^[0-9]+\. / { n++; on = (n == k) }
        on { lines[++count] = $0 }
        END {
            while (count > 0 && lines[count] ~ /^[[:space:]]*$/) count--
            for (i = 1; i <= count; i++) print lines[i]
        }' "$WB_ROOT/Chapters/$1/README.md"
}

# wb_step_title CHAPTER K: README step K's bold title, without the asterisks.
wb_step_title() {
    wb_step_readme_text "$1" "$2" | tr '\n' ' ' | tr -s ' ' | sed -n 's/^[0-9]*\. \*\*\([^*]*\)\*\*.*/\1/p'
}

# wb_step_expected CHAPTER K: "CHARACTERIZATION<TAB>GOALS" from step K's
# *Expected:* line (e.g. "32/32<TAB>4/5", "36/36<TAB>doesn't compile yet"),
# or nothing when the step states none.
wb_step_expected() {
    wb_step_readme_text "$1" "$2" | sed -n -E "s#$WB_STEP_MARKER_RE#\\1|\\2#p" | head -n 1 |
        sed "s/doesn.t compile yet/doesn't compile yet/" | tr '|' '\t'
}

# wb_step_first_error CHAPTER K: the first compiler error step K's README
# text says check shows under Before's goals, or nothing.
wb_step_first_error() {
    wb_step_readme_text "$1" "$2" | sed -n -E "s#$WB_STEP_ERROR_RE#\\1#p" | head -n 1
}

# wb_readme_first_errors CHAPTER: the README's sample of what check prints
# under the pristine Before's goals, from the paragraph "check prints the
# first compiler error(s) of the Before goals:" and the text block after
# it: a first line "first" (the block is check's first lines) or "among"
# (the paragraph says "among them": each line is one of them), then the
# block's lines. Nothing when the README has no such sample.
wb_readme_first_errors() {
    awk '
        /check prints the first compiler errors? of the Before goals/ { want = 1; mode = "first" }
        want && !on && /among them/ { mode = "among" }
        want && /^```/ { if (on) exit; on = 1; print mode; next }
        on { print }
    ' "$WB_ROOT/Chapters/$1/README.md"
}

# wb_step_stated_counts CHAPTER K: the other counts step K's prose states,
# "characterization<TAB>x/y" or "goals<TAB>x/y" a line ("goals now compile,
# 2/7", "the Before row's characterization column reads 34/34"), so that
# verify can say when the prose and the tools disagree.
wb_step_stated_counts() {
    wb_step_readme_text "$1" "$2" | grep -vE "$WB_STEP_MARKER_RE" | tr '\n' ' ' | awk '{
        line = $0
        while (match(line, /(characterization|[Gg]oals)[^0-9.;:`(]*[0-9]+\/[0-9]+/)) {
            phrase = substr(line, RSTART, RLENGTH); line = substr(line, RSTART + RLENGTH)
            kind = (phrase ~ /^characterization/) ? "characterization" : "goals"
            match(phrase, /[0-9]+\/[0-9]+$/)
            print kind "\t" substr(phrase, RSTART, RLENGTH)
        }
    }'
}

# wb_step_problems CHAPTER: what is wrong with a chapter's steps that can be
# seen without building, one line each (nothing when all is well): no
# patches; README's numbered steps and the patches disagree in number; a
# patch not named NN-name.patch in order; a step without its *Expected:*
# line; the patches, applied in order to the chapter's Before as it is now,
# not ending byte-identical to After. ~0.1 s.
wb_step_problems() {
    local chapter=$1 total readme k patch want tmp
    total=$(wb_step_total "$chapter")
    if [ "$total" -eq 0 ]; then
        echo "no patches in Chapters/$chapter/Steps/"
        return 0
    fi
    readme=$(wb_step_count "$WB_ROOT/Chapters/$chapter/README.md")
    [ "$total" -eq "$readme" ] || echo "README.md has $readme numbered steps, Chapters/$chapter/Steps/ has $total patches"
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/workbook-steps.XXXXXX") || { echo "cannot make a temporary folder"; return 0; }
    mkdir -p "$tmp/before"
    cp -R "$WB_ROOT/Chapters/$chapter/Before/." "$tmp/before/"
    k=0
    wb_step_patches "$chapter" >"$tmp/patches"
    while IFS= read -r patch; do
        k=$((k + 1))
        want=$(printf '%02d' "$k")-$(wb_step_name "$patch").patch
        [ "${patch##*/}" = "$want" ] || echo "Chapters/$chapter/Steps/${patch##*/} is step $k: name it $want"
        [ "$k" -gt "$readme" ] || [ -n "$(wb_step_expected "$chapter" "$k")" ] ||
            echo "README.md step $k has no '*Expected:* Before characterization x/y, goals x/y.' line"
        if [ -n "$(wb_step_first_error "$chapter" "$k")" ]; then
            case $(wb_step_expected "$chapter" "$k") in
                *"doesn't compile yet") ;;
                *) echo "README.md step $k states a *First error:* but its goals compile (*Expected:*)" ;;
            esac
        fi
        if [ ! -f "$tmp/failed" ] && ! wb_step_apply "$tmp/before" "$patch" 2>"$tmp/err"; then
            echo "step $k (${patch##*/}) does not apply after step $((k - 1)): $(head -n 1 "$tmp/err")"
            : >"$tmp/failed"
        fi
    done <"$tmp/patches"
    if [ ! -f "$tmp/failed" ] && ! diff -r "$tmp/before" "$WB_ROOT/Chapters/$chapter/After" >/dev/null 2>&1; then
        echo "Before with all $total steps applied is not After ($(wb_step_lines_text "$(wb_step_diff_lines "$tmp/before" "$WB_ROOT/Chapters/$chapter/After")") differ): ./Scripts/step record $chapter"
    fi
    rm -rf "$tmp"
}

# wb_step_git DIR ARGS…: git run in DIR as in a plain folder, even when DIR
# is inside a repository (paths in a patch are then relative to DIR).
wb_step_git() {
    local dir=$1 parent
    shift
    parent=$(cd "$dir/.." && pwd -P)
    (cd "$dir" && env -u GIT_DIR -u GIT_WORK_TREE -u GIT_INDEX_FILE GIT_CEILING_DIRECTORIES="$parent" git "$@")
}

# wb_step_apply DIR PATCH [git apply options…]: applies a step's patch to a
# Before folder (all of it or nothing). A patch without a diff (a step that
# changes no code) applies anywhere. --check only tells, -R undoes.
wb_step_apply() {
    local dir=$1 patch=$2
    shift 2
    grep -q '^diff --git ' "$patch" || return 0
    wb_step_git "$dir" apply --whitespace=nowarn "$@" "$patch"
}

# wb_step_states_cached CHAPTER: prints the folder of the chapter's states,
# K/ (K = 0..N) the Before at step K, made from After by undoing steps N..K+1:
# the model's (`workbook step-states`, Sources/WorkbookModel/Steps/StepStates.swift),
# kept in .build-check/step-states/CHAPTER and made again only when After or
# the patches changed. Fails, with one line on stderr, when a step cannot be
# undone (the patches are not After's).
wb_step_states_cached() {
    wb_model step-states "$1"
}

# wb_step_diff_lines DIR1 DIR2: how many lines differ between two folders
# (0 when identical; files whose names start with a dot are ignored).
wb_step_diff_lines() {
    { diff -r -N -x '.*' "$1" "$2" 2>/dev/null || true; } | grep -c '^[<>]' || true
}

# wb_step_which CHAPTER [BEFORE_DIR]: which step the Before (default: the
# chapter's) is at, "K<TAB>N<TAB>exact|near<TAB>LINES" (see the top of this
# file): the model's judgement (`workbook step-which`) on the states of
# wb_step_states_cached, by the text alone.
wb_step_which() {
    local chapter=$1 states
    [ "$(wb_step_total "$chapter")" -gt 0 ] || return 1
    states=$(wb_step_states_cached "$chapter" 2>/dev/null) || return 1
    if [ -n "${2:-}" ]; then
        wb_model step-which "$chapter" --states "$states" --before "$(wb_absolute "$2")"
    else
        wb_model step-which "$chapter" --states "$states"
    fi
}

# wb_step_which_judged CHAPTER CHARACTERIZATION GOALS [BEFORE_DIR]: which
# step the Before is at, judged also by what its tests just said (check's
# cells for the Before: "32/32"; "4/5" or "doesn't compile yet"), and by the
# files it changed: "tests" in place of exact|near when the tests decided (a
# step done in other words than its patch; StepPosition.judge says how).
wb_step_which_judged() {
    local chapter=$1 states
    [ "$(wb_step_total "$chapter")" -gt 0 ] || return 1
    states=$(wb_step_states_cached "$chapter" 2>/dev/null) || return 1
    if [ -n "${4:-}" ]; then
        wb_model step-which "$chapter" --states "$states" --characterization "$2" --goals "$3" --before "$(wb_absolute "$4")"
    else
        wb_model step-which "$chapter" --states "$states" --characterization "$2" --goals "$3"
    fi
}

# 1 -> "1 line", 12 -> "12 lines".
wb_step_lines_text() {
    if [ "$1" -eq 1 ]; then echo "1 line"; else echo "$1 lines"; fi
}
