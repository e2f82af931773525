# shellcheck shell=bash
# Tests that check, grade, run, step and reset report only what happened
# (issue 26), sourced by Scripts/tests/run: results kept only for what was
# built, failures outside the learner's code named and never kept, counts
# compared with the test program's list, escape bytes neutralised, paths the
# toolchain cannot build named, Before never written through a link out of
# the repository nor left half-written, every run ended.
# shellcheck disable=SC2154,SC2034 # copy, first, S, fake, OUT, ERR and WB_TMP are set by Scripts/tests/run, RC read there

# The file of chapter C's Before that the steps change first (any Swift file will do).
trust_before_file() {
    (cd "$copy" && find "Chapters/$1/Before" -name '*.swift' -type f | LC_ALL=C sort | head -n 1)
}

# Linux XCTest lines for tests 1..N of LoginTests, passed.
trust_passed_lines() { # n
    local i=1
    while [ "$i" -le "$1" ]; do
        echo "Test Case 'LoginTests.test_signIn_$i' started at 2026-01-01 10:00:00.000"
        echo "Test Case 'LoginTests.test_signIn_$i' passed (0.001 seconds)"
        i=$((i + 1))
    done
}

# --- counts come from the test program --------------------------------------------
t_trust_stopped_before_all_ran_is_no_pass() {
    local c=$first i=1
    fake_reset
    fake_all_pass "$c"
    # 3 of the 32 tests the program lists ran, then the process exited 0 (exit(0) in a test).
    trust_passed_lines 3 | fake_scope "$c-before-characterization" test 0
    : >"$fake/$c-before-characterization.test.nosummary"
    while [ "$i" -le 32 ]; do echo "Chapter.LoginTests/test_signIn_$i"; i=$((i + 1)); done | fake_scope "$c-before-characterization" list 0

    fake_run_check "$c"

    check_that rc_is 1
    check_that has "$OUT" "^  Before characterization … ✗ crashed \(3 of 32 passed\)$"
    check_that has "$OUT" "✗ stopped after 3 of 32 tests \(exit status 0\)"
    # (The goals are 3/3: the fake's two tests and the chapter's dependency rule.)
    check_that lacks "$OUT" "characterization … ✓ 3/3 passed"
    check_that lacks "$OUT" "crashed \(3/3\)|3/3 +[0-9]+/[0-9]+ +done"

    # No list to compare with (it failed), and no summary: still no pass.
    rm -f "$fake/$c-before-characterization.list"
    fake_run_check "$c"
    check_that rc_is 1
    check_that has "$OUT" "stopped after 3 of 3 tests \(exit status 0\) before XCTest's summary"
}

t_trust_printed_results_do_not_count() {
    local c=$first
    fake_reset
    fake_all_pass "$c"
    # The app prints XCTest's lines for a test the program does not list, and
    # for a listed one a second time.
    {
        trust_passed_lines 2
        echo "Test Case 'LoginTests.test_madeUp' passed (0.001 seconds)"
        echo "Test Case 'LoginTests.test_signIn_1' passed (0.001 seconds)"
    } | fake_scope "$c-before-characterization" test 0
    printf 'Chapter.LoginTests/test_signIn_1\nChapter.LoginTests/test_signIn_2\n' | fake_scope "$c-before-characterization" list 0

    fake_run_check "$c"

    check_that rc_is 1
    check_that has "$OUT" "^  Before characterization … ✗ crashed \(0 of 2 passed\)$"
    check_that has "$OUT" "output that imitates XCTest's: results for LoginTests.test_madeUp, LoginTests.test_signIn_1"
    check_that has "$OUT" "none of them is counted"
}

# --- crashes: the status or signal; learner output made safe -----------------------
t_trust_crash_signal_and_escape_bytes() {
    local c=$first esc
    esc=$(printf '\033')
    fake_reset
    fake_all_pass "$c"
    {
        echo "Test Case 'LoginTests.test_signIn_1' started at 2026-01-01 10:00:00.000"
        echo "Fatal error: oops${esc}[2K${esc}[1A✓ passed"
    } | fake_scope "$c-before-characterization" test 132
    printf 'Chapter.LoginTests/test_signIn_1\n' | fake_scope "$c-before-characterization" list 0

    fake_run_check "$c"

    check_that rc_is 1
    check_that has "$OUT" "✗ LoginTests.test_signIn_1 crashed: Fatal error: oops\^\[\[2K\^\[\[1A✓ passed; signal 4 \(SIGILL\)"
    check_that no_escapes "$OUT"
}

# --- a result is kept only for what was built ---------------------------------------
t_trust_save_during_a_check_is_not_kept() {
    local c=$first scope=$first-before-characterization file
    file=$(trust_before_file "$c")
    fake_reset
    fake_all_pass "$c"
    # During the build, a save and its undo: the key is the same afterwards, the build is not.
    printf 'cp "%s" "%s.keep"; echo "// Y" >>"%s"; mv "%s.keep" "%s"\n' "$copy/$file" "$copy/$file" "$copy/$file" "$copy/$file" "$copy/$file" \
        >"$fake/$scope.build.hook"

    fake_run WORKBOOK_CHECK_CACHE=on WORKBOOK_CHECK_GROUP=off "$S/check" "$c"

    (cd "$copy" && git checkout -q -- "$file")
    check_that rc_is 0
    check_that has "$OUT" "note: files changed while this stage was built and tested: this result is not kept"
    [ ! -f "$fake/scratch/$scope/last-run/key" ] || { echo "kept a result for files that changed during the check"; return 1; }

    # Nothing saved during the check: kept.
    rm -f "$fake/$scope.build.hook"
    fake_run WORKBOOK_CHECK_CACHE=on WORKBOOK_CHECK_GROUP=off "$S/check" "$c"
    check_that rc_is 0
    [ -f "$fake/scratch/$scope/last-run/key" ] || { echo "no result kept for a check with nothing saved"; return 1; }
}

t_trust_failures_outside_the_code_are_named_not_kept() {
    local c=$first scope=$first-before-characterization home=$WB_TMP/home-is-a-file cause log
    : >"$home"
    for cause in killed disk home; do
        fake_reset
        fake_all_pass "$c"
        case $cause in
            killed) log="error: compile command failed due to signal 9 (use -v to see invocation)" ;;
            disk) log="/x/y.o: error: write failed: No space left on device" ;;
            home) log="<unknown>:0: error: unable to open output file '$home/.cache/clang/ModuleCache/S.pcm': 'Not a directory'" ;;
        esac
        echo "$log" | fake_scope "$scope" build 1

        fake_run WORKBOOK_CHECK_CACHE=on WORKBOOK_CHECK_GROUP=off HOME="$home" "$S/check" "$c"

        check_that rc_is 1
        check_that has "$OUT" "✗ not your code: "
        case $cause in
            killed) check_that has "$OUT" "a compiler was killed \(due to signal 9\)" ;;
            disk) check_that has "$OUT" "the disk is full" ;;
            home) check_that has "$OUT" "HOME \($(re_escape "$home")\) is not a folder the Swift toolchain can write its caches in" ;;
        esac
        check_that has "$OUT" "^Next: not your code — "
        check_that lacks "$OUT" "fix the compile error"
        [ ! -f "$fake/scratch/$scope/last-run/key" ] || { echo "kept a result the machine caused ($cause)"; return 1; }
    done
}

# --- what check cannot build, said before it builds ---------------------------------
t_trust_deleted_before_and_unbuildable_paths() {
    local c=$first odd
    mv "$copy/Chapters/$c/Before" "$WB_TMP/Before.away"
    fake_run_check "$c"
    mv "$WB_TMP/Before.away" "$copy/Chapters/$c/Before"
    check_that rc_is 2
    check_that lines_are "$ERR" 1
    check_that has "$ERR" "Chapters/$c/Before is gone .*\./Scripts/reset $c"

    odd=$copy/Chapters/$c/Before/Odd\"Name.swift
    : >"$odd"
    fake_run_check "$c"
    rm -f "$odd"
    check_that rc_is 2
    check_that lines_are "$ERR" 1
    check_that has "$ERR" "Odd\"Name.swift has a double quote or a line break in a name, which the Swift toolchain cannot build: rename it"
}

# --- writing Before --------------------------------------------------------------------
t_trust_step_never_writes_through_a_link_out() {
    local c=$first file outside=$WB_TMP/outside.swift k
    [ -d "$copy/Chapters/$c/Steps" ] || { echo "(no steps in $c: not tested)"; return 0; }
    k=$(step_total "$c")
    file=$(cat "$copy/Chapters/$c/Steps/"01-*.patch | grep -m 1 '^+++ b/' | sed 's|^+++ b/||')
    file=Chapters/$c/Before/$file
    [ -f "$copy/$file" ] || { echo "(step 1 changes no Before file: not tested)"; return 0; }
    { cat "$copy/$file"; echo "// the learner's own work"; } >"$outside"
    rm "$copy/$file"
    ln -s "$outside" "$copy/$file"

    run "$S/step" goto "$c" "$k" --force

    rm -f "$copy/$file"
    (cd "$copy" && git checkout -q -- "Chapters/$c/Before")
    check_that rc_is 1
    check_that has "$ERR" "is a link to $(re_escape "$outside"), outside the workbook: step goto would write through it"
    check_that has "$outside" "^// the learner's own work$"
    check_that lines_are "$ERR" 1
}

# A named pipe in a Before (issue 34: check showed results kept from before it, a build
# blocked on it, diff ended with git's "fatal: cannot hash"): one line each, what to do.
t_trust_named_pipe_in_a_stage() {
    local c=$first pipe
    pipe=Chapters/$first/Before/Pipe.swift
    mkfifo "$copy/$pipe"
    run "$S/check" "$c"
    cp "$ERR" "$WB_TMP/pipe.check.err"
    echo "$RC" >"$WB_TMP/pipe.check.rc"
    run "$S/diff" "$c" --stat
    rm -f "$copy/$pipe"

    check_that rc_is 2
    check_that lines_are "$ERR" 1
    check_that has "$ERR" "^diff: $(re_escape "$pipe") is a named pipe, not a file: .*remove it"
    RC=$(cat "$WB_TMP/pipe.check.rc")
    check_that rc_is 2
    check_that lines_are "$WB_TMP/pipe.check.err" 1
    check_that has "$WB_TMP/pipe.check.err" "^check: $(re_escape "$pipe") is a named pipe, not a file"
}

# step goto and apply with a Before folder it cannot write (issue 34: "cp: … Operation not
# permitted", then "is at step 4 of 4", exit 0): refused before anything is written.
t_trust_step_refuses_a_folder_it_cannot_write() {
    local c=$first dir total locked=''
    [ -d "$copy/Chapters/$c/Steps" ] || { echo "(no steps in $c: not tested)"; return 0; }
    dir=Chapters/$c/Before/$(sed -n 's|^+++ b/||p' "$copy/Chapters/$c/Steps/"01-*.patch | head -n 1 | xargs dirname)
    total=$(step_total "$c")
    # Immutable (root ignores permission bits), else read-only; else it cannot be made so here.
    if chattr +i "$copy/$dir" 2>/dev/null; then locked="chattr"; elif chmod a-w "$copy/$dir" && [ ! -w "$copy/$dir" ]; then locked="chmod"; fi
    if [ -z "$locked" ]; then chmod u+w "$copy/$dir"; echo "skipped: no folder can be made unwritable here" >&2; return 0; fi
    run "$S/step" goto "$c" "$total"
    cp "$ERR" "$WB_TMP/goto.err"
    echo "$RC" >"$WB_TMP/goto.rc"
    run "$S/step" apply "$c" 1
    if [ "$locked" = chattr ]; then chattr -i "$copy/$dir"; else chmod u+w "$copy/$dir"; fi
    local changed
    changed=$(cd "$copy" && git status --porcelain -- "Chapters/$c/Before")
    (cd "$copy" && git checkout -q -- "Chapters/$c/Before")

    check_that rc_is 1
    check_that has "$ERR" "^cannot write in $(re_escape "$dir"): step apply writes there\. Nothing changed\."
    RC=$(cat "$WB_TMP/goto.rc")
    check_that rc_is 1
    check_that lines_are "$WB_TMP/goto.err" 1
    check_that has "$WB_TMP/goto.err" "^cannot write in $(re_escape "$dir"): step goto writes there\. Nothing changed\."
    [ -z "$changed" ] || { echo "the Before changed: $changed"; return 1; }
}


t_trust_reset_says_what_git_could_not_do() {
    local c=$first file nogit=$WB_TMP/no-git dir tool badgit=$WB_TMP/bad-git real_git
    file=$(trust_before_file "$c")
    # No git on PATH (everything else there).
    mkdir -p "$nogit"
    for dir in $(printf '%s' "$PATH" | tr ':' ' '); do
        for tool in "$dir"/*; do
            if [ "${tool##*/}" != git ] && [ ! -e "$nogit/${tool##*/}" ] && [ -x "$tool" ]; then
                ln -s "$tool" "$nogit/${tool##*/}"
            fi
        done
    done
    echo "// mine" >>"$copy/$file"
    run PATH="$nogit" "$S/reset" "$c" --yes
    check_that rc_is 2
    check_that lines_are "$ERR" 1
    check_that has "$ERR" "reset needs git, and there is no git on PATH: install git"

    # A folder git cannot write in (read-only, immutable): one line, the folder, the fix.
    real_git=$(command -v git)
    mkdir -p "$badgit"
    cat >"$badgit/git" <<EOF
#!/usr/bin/env bash
for arg in "\$@"; do
    if [ "\$arg" = checkout ]; then echo "error: unable to unlink old '$file': Permission denied" >&2; exit 255; fi
done
exec "$real_git" "\$@"
EOF
    chmod +x "$badgit/git"
    run PATH="$badgit:$PATH" "$S/reset" "$c" --yes
    check_that rc_is 1
    check_that has "$OUT" "Not restored: cannot write in $(re_escape "$(dirname "$file")") \(Permission denied\): make it writable \(chmod -R u\+w $(re_escape "$(dirname "$file")")\)"
    check_that lacks "$OUT" "^error:"
    check_that lines_are "$ERR" 0

    # Restored: a copy of what the learner wrote is kept first.
    run "$S/reset" "$c" --yes
    check_that rc_is 0
    dir=$(sed -n 's|^A copy of your Before is in \(.*\)/$|\1|p' "$OUT")
    [ -n "$dir" ] || { echo "no copy of the Before named"; return 1; }
    check_that has "$copy/$dir/${file#Chapters/"$c"/Before/}" "^// mine$"
    rm -rf "${copy:?}/$dir"
}

# --- grade ------------------------------------------------------------------------------
# A folder of tests to grade: the worked example, its support, and FILE (stdin) as Extra.swift.
trust_grade_tests() {
    local dir=$WB_TMP/graded
    rm -rf "$dir"
    mkdir -p "$dir"
    cp -L "$copy/Chapters/chapter0/Tests/MyCharacterizationTests.swift" "$dir/"
    cp -RL "$copy/Chapters/chapter0/Tests/Support" "$dir/"
    cat >"$dir/Extra.swift"
}
# The folder these gradings build in: chapter 0's own (WORKBOOK_GRADE_FOLDER, as integrity's gradings
# share theirs), where the tests before these graded it, so that only the tests and the stage build
# again, not the platform (--tests alone grades in a folder of its own, cold here: 25 s of the
# compiler's processor time in CI, 2026-11-29).
trust_grade_folder=WORKBOOK_GRADE_FOLDER=chapter0

t_trust_grade_refuses_tests_that_read_the_switch() {
    [ -d "$copy/Chapters/chapter0" ] || { echo "(no chapter0: not tested)"; return 0; }
    trust_grade_tests <<'EOF'
import XCTest
final class SneakyTests: XCTestCase {
    func test_noChange() { XCTAssertNil(ProcessInfo.processInfo.environment["WORKBOOK_MUTANT"]) }
}
EOF
    run "$S/grade" --tests "$WB_TMP/graded"
    check_that rc_is 1
    check_that has "$OUT" "Extra.swift:3: reads which change is switched on \(WORKBOOK_MUTANT\)"
    check_that has "$OUT" "^Next: a test must judge the app by what it does"
    check_that lacks "$OUT" "catch [0-9]+ of"
}

t_trust_grade_reports_only_what_happened() {
    local left
    [ -d "$copy/Chapters/chapter0" ] || { echo "(no chapter0: not tested)"; return 0; }
    # Looking for the switch without naming it (the environment, /proc, the
    # parent's arguments and open files, the output's file name) finds nothing: no change is
    # "caught" by looking.
    trust_grade_tests <<'EOF'
import XCTest
import Foundation
final class LookingTests: XCTestCase {
    func test_noChangeSwitchedOn() throws {
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        let initial = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: "/proc/self/environ"))) ?? Data(), as: UTF8.self)
        let parent = (try? String(contentsOfFile: "/proc/\(getppid())/cmdline")) ?? ""
        let output = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/1")) ?? ""
        let parentFd = "/proc/\(getppid())/fd"
        let parentFiles = ((try? FileManager.default.contentsOfDirectory(atPath: parentFd)) ?? [])
            .compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: parentFd + "/" + $0) }.joined(separator: "\n")
        for text in [environment, initial, parent, output, parentFiles] {
            XCTAssertFalse(text.contains("login-") || text.contains("password-") || text.contains("announcements-") || text.contains("tab-renamed"))
        }
    }
}
EOF
    run "$trust_grade_folder" "$S/grade" --tests "$WB_TMP/graded"
    check_that rc_is 0
    check_that has "$OUT" "^  On the real app +✓ 2/2 passed"
    check_that lacks "$OUT" "catch 44 of 44"
    check_that has "$OUT" "catch [0-9]+ of [0-9]+ changes"

    # A test that passes on its first run only tells runs apart: the control run refuses it.
    trust_grade_tests <<'EOF'
import XCTest
import Foundation
final class FirstRunOnlyTests: XCTestCase {
    func test_firstRunOnly() {
        let path = ProcessInfo.processInfo.environment["TRUST_MARKER"] ?? "/nonexistent"
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        FileManager.default.createFile(atPath: path, contents: Data())
    }
}
EOF
    rm -f "$WB_TMP/first-run"
    run "$trust_grade_folder" TRUST_MARKER="$WB_TMP/first-run" "$S/grade" --tests "$WB_TMP/graded"
    check_that rc_is 1
    check_that has "$OUT" "✗ refused: your tests did not pass on the real app run again among the changes"
    check_that has "$OUT" "FirstRunOnlyTests.test_firstRunOnly on the real app, run again among the changes: failed"

    # A run that a test ends early (exit(0)) is no pass.
    trust_grade_tests <<'EOF'
import XCTest
import Foundation
final class ZZEndsTheRunTests: XCTestCase {
    func test_a() {}
    func test_b_exits() { exit(0) }
}
EOF
    run "$trust_grade_folder" "$S/grade" --tests "$WB_TMP/graded"
    check_that rc_is 1
    check_that has "$OUT" "✗ stopped after 2 of 3 tests \(exit status 0\): a test ended the run \(the last to start: ZZEndsTheRunTests.test_b_exits\)"

    # A test that ignores SIGTERM and never ends: stopped at the limit (SIGKILL), named, nothing left.
    trust_grade_tests <<'EOF'
import XCTest
import Foundation
final class ZZIgnoresTermTests: XCTestCase {
    func test_ignoresTermAndHangs() {
        signal(SIGTERM, SIG_IGN)
        while ProcessInfo.processInfo.environment["NEVER_SET"] == nil { usleep(1000) }
    }
}
EOF
    run "$trust_grade_folder" WORKBOOK_GRADE_LIMIT=3 "$S/grade" --tests "$WB_TMP/graded"
    check_that rc_is 1
    check_that has "$OUT" "ZZIgnoresTermTests.test_ignoresTermAndHangs hung: still running after 3 s: stopped"
    # shellcheck disable=SC2009 # pgrep -f is not the same on macOS and Linux
    left=$(ps -A -o args= | grep -F "$copy/.build-mutants/" | grep -v grep || true)
    [ -z "$left" ] || { echo "left running: $(printf '%s' "$left" | head -n 1 | cut -c 1-120)"; return 1; }
}

# --- run ----------------------------------------------------------------------------------
t_trust_run_has_a_time_limit() {
    local fifo=$WB_TMP/commands c=$first candidate app=()
    # The stage (and app) the test of run built last: nothing to build again.
    for candidate in $(wb_chapters); do
        case $(wb_registry_value "$candidate" after) in *' '*) c=$candidate ;; esac
    done
    [ ! -d "$copy/Chapters/$c/After/ExpenseReport" ] || app=(--app ExpenseReport)
    rm -f "$fifo"
    mkfifo "$fifo"
    # Commands from a pipe that never ends: stopped at the limit, and said so.
    exec 8<>"$fifo"
    RC=0
    (cd "$copy" && "$S/run" "$c" after ${app[@]+"${app[@]}"} --script - --time-limit 2) <"$fifo" >"$OUT" 2>"$ERR" || RC=$?
    exec 8>&-
    rm -f "$fifo"
    check_that rc_is 1
    check_that has "$ERR" "did not finish within 2 s \(--time-limit\)"
}

run_trust_tests() {
    it "check: a test process that ends before every listed test ran is 'stopped after K of N', never a pass" t_trust_stopped_before_all_ran_is_no_pass
    it "check: printed 'Test Case … passed' lines the test program did not report count for nothing" t_trust_printed_results_do_not_count
    it "check: a crash names its signal; escape bytes in learner output are shown as ^[, not obeyed" t_trust_crash_signal_and_escape_bytes
    it "check: a save and its undo during the build: the result is shown, not kept" t_trust_save_during_a_check_is_not_kept
    it "check: a killed compiler, a full disk, an unusable HOME: named as not the code, never kept" t_trust_failures_outside_the_code_are_named_not_kept
    it "check: a deleted Before, a file name with a double quote: one line each with the fix, exit 2" t_trust_deleted_before_and_unbuildable_paths
    it "step goto --force refuses a Before file that links out of the workbook; the file out there is untouched" t_trust_step_never_writes_through_a_link_out
    it "a named pipe in a Before: check and diff say which, one line, exit 2 (no kept result, no blocked build)" t_trust_named_pipe_in_a_stage
    it "step goto and apply refuse a Before folder they cannot write, before writing anything" t_trust_step_refuses_a_folder_it_cannot_write
    it "reset: no git on PATH, a folder git cannot write: one line each; a copy of Before kept before restoring" t_trust_reset_says_what_git_could_not_do
    it "grade refuses tests that read the mutant switch (before building)" t_trust_grade_refuses_tests_that_read_the_switch
    it "grade --tests: a folder without a Swift file is one line, exit 2, not a crash" t_trust_grade_tests_folder_without_tests
}

# grade --tests EMPTY_DIR said "a test crashed: exit status 127" (issue 34): there was no test program.
t_trust_grade_tests_folder_without_tests() {
    mkdir -p "$WB_TMP/no-tests"
    : >"$WB_TMP/no-tests/README.md"
    run "$S/grade" --tests "$WB_TMP/no-tests"
    check_that rc_is 2
    check_that lines_are "$ERR" 1
    check_that has "$ERR" "^grade: --tests: no Swift file in .*no-tests"
    check_that lacks "$OUT" "crashed"
}

run_trust_real_tests() {
    it "grade: the switch cannot be seen by looking, a control run refuses tests that tell runs apart, exit(0) is no pass, a SIGTERM-proof hang ends" t_trust_grade_reports_only_what_happened
    it "run: commands that never end are stopped at --time-limit and said so" t_trust_run_has_a_time_limit
}
