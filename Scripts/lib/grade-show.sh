# shellcheck shell=bash
# What grade shows of each change beyond caught or missed: the change
# itself (where, the line as it is, the line as the mutant has it), the
# lines of the stage no test runs, and which test caught what.
#
# The default view reads them with one awk for all the mutants (its cost
# must stay small beside the runs); --verbose and --report, which run every
# test against each change anyway, read each mutant's log.
#
# Reads the files grade leaves in its temporary folder OUT: locations
# (schemata.awk's locate mode), coverage (coverage.sh's lines), outcomes
# (id, outcome, by, detail, ms), ID.log (each run's XCTest output) and
# real-app.cases. Needs xctest.sh and coverage.sh.

# wb_grade_unrun_in_files OUT FILES…: for each file (relative to the stage),
# the lines no test runs, one "file: ranges" a line (files all of whose
# lines run are left out).
wb_grade_unrun_in_files() {
    local out=$1 file ranges
    shift
    [ -s "$out/coverage" ] || return 0
    for file in "$@"; do
        ranges=$(wb_coverage_unrun "$out/coverage" "$file")
        [ -z "$ranges" ] || printf '%s: %s\n' "$file" "$ranges"
    done
}

# wb_grade_killers OUT ID: the tests that caught the mutant, one a line: every
# test that failed in its run, or the one running when it crashed or hung.
wb_grade_killers() {
    local out=$1 id=$2 outcome by
    outcome=$(awk -F '\t' -v id="$id" '$1 == id { print $2 }' "$out/outcomes")
    by=$(awk -F '\t' -v id="$id" '$1 == id { print $3 }' "$out/outcomes")
    {
        [ ! -f "$out/$id.log" ] || wb_xctest_cases "$out/$id.log" | awk -F '\t' '$2 == "failed" { print $1 }'
        case $outcome in crashed | hung) [ -z "$by" ] || echo "$by" ;; esac
        [ "$outcome" != failed ] || [ -z "$by" ] || echo "$by"
    } | awk '!seen[$0]++'
}

# wb_grade_caught_by OUT: "mutant<TAB>test" for every test that caught a
# mutant (ids from OUT/outcomes, in order).
wb_grade_caught_by() {
    local out=$1 id outcome
    while IFS="$(printf '\t')" read -r id outcome _; do
        wb_mutant_is_caught "$outcome" || continue
        wb_grade_killers "$out" "$id" | sed "s/^/$id	/"
    done <"$out/outcomes"
}

# wb_grade_idle_tests TESTS CAUGHT-BY: the tests (one name a line in TESTS)
# that catch nothing, or only changes another test catches too:
# "test<TAB>nothing" or "test<TAB>only what OTHER catches" (the other test
# that catches the most), in the order of TESTS. Of two tests that catch the
# same changes, the later one is named.
wb_grade_idle_tests() {
    awk -F '\t' '
        NR == FNR { order[++n] = $1; next }
        { caught[$2] = caught[$2] " " $1 " "; count[$2]++ }
        END {
            for (i = 1; i <= n; i++) {
                t = order[i]
                if (count[t] == 0) { print t "\tnothing"; continue }
                best = ""
                for (j = 1; j <= n; j++) {
                    u = order[j]
                    if (u == t || count[u] < count[t] || (count[u] == count[t] && j > i)) continue
                    m = split(caught[t], ids, " "); all = 1
                    for (k = 1; k <= m; k++) if (index(caught[u], " " ids[k] " ") == 0) { all = 0; break }
                    if (all && (best == "" || count[u] > count[best])) best = u
                }
                if (best != "") print t "\tonly what " best " catches"
            }
        }' "$1" "$2"
}

# wb_grade_show_verbose OUT WHOSE: every change's outcome and the tests that
# caught it, then each test by what it catches, naming the tests that catch
# nothing or only what another catches (every test ran against each change:
# grade --verbose).
wb_grade_show_verbose() {
    local out=$1 whose=$2 tab id outcome by detail killers mark what test count note
    tab=$(printf '\t')
    echo
    echo "  Every change, and the tests that caught it:"
    # \037 between fields: a tab is blank to read, and an empty field (no test named) would vanish.
    tr '\t' '\037' <"$out/outcomes" | while IFS=$(printf '\037') read -r id outcome by detail _; do
        killers=$(wb_grade_killers "$out" "$id" | paste -sd ',' - | sed 's/,/, /g')
        case $outcome in
            failed) mark="$C_GREEN✓$C_RESET" what="caught by $killers" ;;
            crashed) mark="$C_GREEN✓$C_RESET" what="crashed${by:+ in $by}: $detail" ;;
            hung) mark="$C_GREEN✓$C_RESET" what="hung${by:+ in $by}: $detail" ;;
            *) mark="$C_RED✗$C_RESET" what="missed" ;;
        esac
        printf '    %s %-36s %s\n' "$mark" "$id" "$what"
    done
    wb_grade_caught_by "$out" >"$out/caught-by"
    cut -f 1 "$out/real-app.cases" >"$out/tests"
    [ -s "$out/tests" ] || return 0
    wb_grade_idle_tests "$out/tests" "$out/caught-by" >"$out/idle"
    echo
    echo "  $(printf '%s' "$whose" | awk '{ print toupper(substr($0, 1, 1)) substr($0, 2) }'), by the changes each catches:"
    while IFS= read -r test; do
        count=$(awk -F '\t' -v t="$test" '$2 == t' "$out/caught-by" | wc -l | tr -d ' ')
        note=$(awk -F '\t' -v t="$test" '$1 == t { print $2 }' "$out/idle")
        case $note in
            nothing) note=" ${C_YELLOW}— catches nothing: what does it pin that a change could break?${C_RESET}" ;;
            only*) note=" ${C_YELLOW}— catches $note${C_RESET}" ;;
        esac
        if [ "$count" -eq 1 ]; then count="1 change"; else count="$count changes"; fi
        printf '    %s: %s%s\n' "$test" "$count" "$note"
    done <"$out/tests"
}

# wb_grade_caught_ids OUT: the ids of the caught mutants, each between
# spaces (" a b "), for wb_grade_is_caught: one read of the outcomes
# instead of one per mutant.
wb_grade_caught_ids() {
    awk -F '\t' 'BEGIN { printf " " } $2 == "failed" || $2 == "crashed" || $2 == "hung" { printf "%s ", $1 }' "$1/outcomes" 2>/dev/null
}

# wb_grade_is_caught IDS ID: true when ID is one of IDS (wb_grade_caught_ids).
wb_grade_is_caught() {
    case $1 in *" $2 "*) return 0 ;; esac
    return 1
}

# wb_grade_show_missed OUT PREFIX: each missed mutant (in the catalogue's
# order) with its notice, its hint and, from the locations, the change:
# stage/file:line (PREFIX: the stage's folder, relative to the repository),
# whether a test runs that line, "- the line" and "+ the line as the mutant
# has it", their common indentation removed; one awk for them all.
wb_grade_show_missed() {
    awk -F '\t' -v out="$1" -v prefix="$2" -v red="$C_RED" -v green="$C_GREEN" -v yellow="$C_YELLOW" -v reset="$C_RESET" '
        FILENAME == out "/outcomes" { caught[$1] = ($2 == "failed" || $2 == "crashed" || $2 == "hung"); next }
        FILENAME == out "/coverage" { ran[$1 "\t" $2] = ($3 > 0) ? "yes" : "no"; next }
        FILENAME == out "/locations" { file[$1] = $2; line[$1] = $3; before[$1] = $7; after[$1] = $8; next }
        caught[$1] { next }
        {
            id = $1
            printf "    %s✗ %s%s — %s\n        hint: %s\n", red, id, reset, $3, $4
            if (!(id in file)) next
            note = (ran[file[id] "\t" line[id]] == "no") ? " " yellow "(none of your tests runs this line)" reset : ""
            printf "        %s/%s:%s%s\n", prefix, file[id], line[id], note
            strip = before[id]; sub(/[^ ].*$/, "", strip)
            printf "          %s- %s%s\n", red, substr(before[id], length(strip) + 1), reset
            n = split(after[id], changed, "\037")
            for (k = 1; k <= n; k++) {
                c = changed[k]
                if (substr(c, 1, length(strip)) == strip) c = substr(c, length(strip) + 1)
                if (c !~ /[^ ]/) c = "(nothing: the statement is gone)"
                printf "          %s+ %s%s\n", green, c, reset
            }
        }' "$1/outcomes" "$1/coverage" "$1/locations" "$1/catalogue"
}

# wb_grade_real_failures LOG: each test that failed on the real app, with
# its first failure whole: "✗ Class.test — path:line: message", then the
# lines of the message after its first (a combination table, the command
# that approves it, a screen), indented, at most 30 a failure; the
# repository's path left out, so that a command in it runs from there.
wb_grade_real_failures() {
    local tab name where message
    tab=$(printf '\t')
    wb_xctest_failures "$1" | awk -F '\t' '!seen[$1]++' | while IFS="$tab" read -r name where message; do
        printf '✗ %s — %s: %s\n' "$name" "$where" "$message"
        wb_xctest_message_rest "$1" "$name" | head -n 30 | sed 's/^/    /'
    done | wb_strip_root
}
