# Mutant schemata from a mutant catalogue (see Chapters/Shared/Mutants/*.mutants).
#
#   awk -v catalogue=FILE -v mode=list -f schemata.awk
#       one line per mutant: id, area, notice, hint, file (tab-separated);
#       a malformed catalogue: one line per problem on stderr, exit 1
#   awk -v catalogue=FILE -v mode=files -f schemata.awk
#       the files the catalogue changes, one a line
#   awk -v catalogue=FILE -v mode=apply -v target=RELPATH -v only=IDS -f schemata.awk SOURCE
#       SOURCE (the stage's file RELPATH) with every mutant of that file
#       written in beside the code it changes, switched on at run time by
#       MutantSwitch.isOn("id"); ONLY (optional, space-separated ids) limits
#       them. An anchor that is missing or not unique: a line on stderr,
#       "<id>\t<problem>", and exit 1 (the other mutants are still applied).
#
# Plain POSIX awk (macOS's and mawk alike): index/substr only, no regex on code.

function trim(s) {
    sub(/^[ \t]+/, "", s)
    sub(/[ \t]+$/, "", s)
    return s
}

function problem(msg) {
    printf "%s\n", msg > "/dev/stderr"
    failed = 1
}

function read_catalogue(    line, key, value, lineno, k, i, j) {
    n = 0
    while ((getline line < catalogue) > 0) {
        lineno++
        if (line ~ /^[ \t]*#/ || line ~ /^[ \t]*$/) continue
        if (line ~ /^\[[a-z0-9-]+\][ \t]*$/) {
            n++
            id[n] = substr(line, 2, index(line, "]") - 2)
            at[n] = lineno
            if (id[n] in seen) problem(catalogue ":" lineno ": mutant " id[n] " is listed twice")
            seen[id[n]] = 1
            continue
        }
        if (n == 0) { problem(catalogue ":" lineno ": expected [mutant-id] before '" line "'"); continue }
        key = line
        sub(/[ \t].*$/, "", key)
        value = trim(substr(line, length(key) + 1))
        if (key == "area" || key == "notice" || key == "hint" || key == "file" || key == "after" || key == "to") {
            field[n, key] = value
            has[n, key] = 1
        } else if (key == "expr" || key == "stmt" || key == "add") {
            if ((n, "kind") in has) problem(catalogue ":" lineno ": mutant " id[n] " has two anchors")
            field[n, "kind"] = key
            field[n, "anchor"] = value
            has[n, "kind"] = 1
        } else {
            problem(catalogue ":" lineno ": unknown key '" key "' (area, notice, hint, file, after, expr, stmt, add, to)")
        }
    }
    close(catalogue)
    if (lineno == 0) problem(catalogue ": missing or empty")
    split("area notice hint file kind", k, " ")
    for (i = 1; i <= n; i++) {
        for (j = 1; j <= 5; j++) {
            if (!((i, k[j]) in has) || field[i, k[j]] == "") {
                problem(catalogue ":" at[i] ": mutant " id[i] " has no " (k[j] == "kind" ? "anchor (expr, stmt or add)" : k[j]))
            }
        }
        if (!((i, "to") in has)) problem(catalogue ":" at[i] ": mutant " id[i] " has no 'to' line")
        else if (field[i, "kind"] != "stmt" && field[i, "to"] == "") problem(catalogue ":" at[i] ": mutant " id[i] ": an empty 'to' only suits stmt")
        if (field[i, "to"] == field[i, "anchor"]) problem(catalogue ":" at[i] ": mutant " id[i] " changes nothing")
    }
}

# The number of times needle occurs in haystack.
function count(haystack, needle,    c, p) {
    c = 0
    while ((p = index(haystack, needle)) > 0) {
        c++
        haystack = substr(haystack, p + length(needle))
    }
    return c
}

function switched(i, anchor,    on, to) {
    on = "MutantSwitch.isOn(\"" id[i] "\")"
    to = field[i, "to"]
    if (field[i, "kind"] == "expr") return "(" on " ? (" to ") : (" anchor "))"
    if (field[i, "kind"] == "stmt") return "if " on " { " to " } else { " anchor " }"
    return "if " on " { " to " }; " anchor
}

BEGIN {
    if (catalogue == "") { print "schemata.awk: -v catalogue=FILE is required" > "/dev/stderr"; exit 2 }
    read_catalogue()
    if (mode == "list") {
        for (i = 1; i <= n; i++) printf "%s\t%s\t%s\t%s\t%s\n", id[i], field[i, "area"], field[i, "notice"], field[i, "hint"], field[i, "file"]
        exit failed
    }
    if (mode == "files") {
        for (i = 1; i <= n; i++) if (!(field[i, "file"] in listed)) { listed[field[i, "file"]] = 1; print field[i, "file"] }
        exit failed
    }
    if (mode != "apply") { print "schemata.awk: mode must be list, files or apply" > "/dev/stderr"; exit 2 }
    if (failed) exit 1
    if (only != "") { split(only, wanted, " "); for (w in wanted) keep[wanted[w]] = 1 }
}

{ text = text (NR > 1 ? "\n" : "") $0 }

END {
    if (mode != "apply" || failed) exit failed
    for (i = 1; i <= n; i++) {
        if (field[i, "file"] != target) continue
        if (only != "" && !(id[i] in keep)) continue
        anchor = field[i, "anchor"]
        if ((i, "after") in has) {
            c = count(text, field[i, "after"])
            if (c != 1) { problem(id[i] "\t'" field[i, "after"] "' occurs " c " times in " target " (as 'after' it must occur once)"); continue }
            start = index(text, field[i, "after"])
            p = index(substr(text, start), anchor)
            if (p == 0) { problem(id[i] "\tno '" anchor "' after '" field[i, "after"] "' in " target); continue }
            p = start + p - 1
        } else {
            c = count(text, anchor)
            if (c != 1) { problem(id[i] "\t'" anchor "' occurs " c " times in " target " (it must occur once, or name an 'after')"); continue }
            p = index(text, anchor)
        }
        text = substr(text, 1, p - 1) switched(i, anchor) substr(text, p + length(anchor))
    }
    print text
    exit failed
}
