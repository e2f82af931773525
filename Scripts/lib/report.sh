# shellcheck shell=bash
# shellcheck disable=SC2154 # $chapters, $count, $healthy, $done and $status are check's, set before it reports
# check's reporting: the results as JSON, or as the table and the next step.
# Both read the verdict model (verdict.sh) and these variables of check:
# $chapters (one a line), $count (how many), $healthy, $done, $status, and
# $WB_TMP (each stage's details). Needs json.sh and stage.sh.

# The results as one JSON object on stdout.
wb_report_json() {
    local chapter sep ssep stage suite scope st
    printf '{"chapters": ['
    sep=
    for chapter in $chapters; do
        printf '%s\n  {"chapter": "%s", "healthy": %s, "done": %s, "stages": [' "$sep" "$chapter" \
            "$(is_healthy "$chapter" && echo true || echo false)" "$(is_done "$chapter" && echo true || echo false)"
        ssep=
        for stage in Before After; do
            for suite in Characterization Goals; do
                scope=$(wb_scope "$chapter" "$stage" "$suite")
                st=$(field "$chapter" "$stage" "$suite" 4)
                printf '%s\n    {"stage": "%s", "suite": "%s", "scope": "%s", "status": "%s", "compiles": %s, "passed": %s, "total": %s, "details": %s,\n     "failures": %s,\n     "stopped_in": %s, "crash": %s, "log": %s}' \
                    "$ssep" "$(wb__lower "$stage")" "$(wb__lower "$suite")" \
                    "$scope" "$st" "$([ "$st" = build ] && echo false || echo true)" \
                    "$(field "$chapter" "$stage" "$suite" 5)" "$(field "$chapter" "$stage" "$suite" 6)" \
                    "$(wb_json_lines "$WB_TMP/$scope.details")" \
                    "$(cat "$WB_TMP/$scope.failures.json" 2>/dev/null || echo '[]')" \
                    "$(wb__json_or_null "$(crash_field "$chapter" "$stage" "$suite" 2)")" \
                    "$(wb__json_or_null "$(crash_field "$chapter" "$stage" "$suite" 3)")" \
                    "$(wb__json_or_null "$([ ! -f "$WB_ROOT/$(wb__kept_log "$scope")" ] || wb__kept_log "$scope")")"
                ssep=,
            done
        done
        printf '],\n   "edited_referees": [%s],\n   "next": %s}' \
            "$(edited_referees "$chapter" | while IFS="$(printf '\t')" read -r change file; do
                printf '%s{"file": %s, "change": "%s"}' "$([ -z "${sep2:-}" ] || echo ', ')" "$(wb_json_string "$file")" "$change"
                sep2=yes
            done)" \
            "$(wb_json_string "$(next_step "$chapter")")"
        sep=,
    done
    printf '\n ],\n "healthy": %s, "done": %s, "exit_status": %s}\n' \
        "$([ "$healthy" = yes ] && echo true || echo false)" "$([ "$done" = yes ] && echo true || echo false)" "$status"
}

# A JSON string, or null for nothing.
wb__json_or_null() {
    if [ -n "$1" ]; then wb_json_string "$1"; else echo null; fi
}

# The table of stages, then the one line that says what to do next.
wb_report_table() {
    local width chapter stage row target line n
    for chapter in $chapters; do
        has_edited_referees "$chapter" || continue
        n=$(wc -l <"$WB_TMP/referees-$chapter" | tr -d ' ')
        printf '\n%sThese files judge %s and differ from the published workbook (Chapters/referees.sha256):%s\n' "$C_RED" "$chapter" "$C_RESET"
        edited_referees "$chapter" | head -n 10 | awk -F '\t' '{ printf "  %-8s %s\n", $1, $2 }'
        [ "$n" -le 10 ] || echo "  … and $((n - 10)) more"
    done
    echo
    if [ "$count" -eq 1 ]; then width=8; else width=17; fi
    printf "  %-${width}s %-18s %-21s %s\n" "" "Characterization" "Goals" "Verdict"
    for chapter in $chapters; do
        for stage in Before After; do
            row=$stage
            [ "$count" -eq 1 ] || row="$chapter $stage"
            printf "  %-${width}s %-18s %-21s %s\n" "$row" "$(cell "$chapter" "$stage" Characterization)" \
                "$(cell "$chapter" "$stage" Goals)" "$(verdict "$chapter" "$stage")"
        done
    done
    echo

    # One line: about the first chapter that needs something, else the last one.
    target=
    for chapter in $chapters; do
        if ! is_done "$chapter"; then target=$chapter; break; fi
    done
    if [ -z "$target" ]; then
        target=$(printf '%s\n' "$chapters" | tail -n 1)
    fi
    line=$(next_step "$target")
    case $line in
        Done*) printf '%s%s%s\n' "$C_GREEN" "$line" "$C_RESET" ;;
        *) printf '%s%s%s\n' "$C_BOLD" "$line" "$C_RESET" ;;
    esac
}
