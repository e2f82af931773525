# Mutant schemata from a mutant catalogue (see Chapters/Shared/Mutants/*.mutants).
#
#   awk -v catalogue=FILE -v mode=list -f schemata.awk
#       one line per mutant: id, area, notice, hint, file of its first site
#       (tab-separated); a malformed catalogue: one line per problem on
#       stderr, exit 1
#   awk -v catalogue=FILE -v mode=plan -v stage=DIR [-v modules="A B"] -f schemata.awk
#       which site of each mutant fits the stage in DIR: "id<TAB>site<TAB>file",
#       the first site whose file exists and whose anchor it holds as the site
#       asks; a mutant no site fits: "id<TAB>problem" on stderr, exit 1. In a
#       stage of several modules (MODULES: their folders), a site's file is
#       also looked for in each module's folder (API/API.swift in MyBiz/).
#   awk -v catalogue=FILE -v mode=files -v plan=FILE -f schemata.awk
#       the files the planned sites change, one a line
#   awk -v catalogue=FILE -v mode=lines -v plan=FILE -v stage=DIR -f schemata.awk
#       where each planned site's anchor is in the stage: "file<TAB>line<TAB>id"
#       (the lines a mutant pins)
#   awk -v catalogue=FILE -v mode=apply -v plan=FILE -v target=RELPATH -v only=IDS -f schemata.awk SOURCE
#       SOURCE (the stage's file RELPATH) with every planned mutant of that
#       file written in beside the code it changes, switched on at run time
#       by MutantSwitch.isOn("id"); ONLY (optional, space-separated ids)
#       limits them. A site's "decl" lines (file-scope declarations its
#       change uses) are added at the end of the file, after the code, for
#       each mutant applied there, and only in this copy: the stage's own
#       file never holds them. An anchor that is missing or not unique: a line on
#       stderr, "<id>\t<problem>", and exit 1 (the others are still applied).
#   awk -v catalogue=FILE -v mode=locate -v plan=FILE -v stage=DIR -f schemata.awk
#       where each planned mutant changes the stage's code, as it is:
#       "id<TAB>file<TAB>line<TAB>column<TAB>end line<TAB>end column<TAB>
#       the line<TAB>the line as the mutant has it<TAB>the code that replaces
#       the anchor" (columns count from 1,
#       the end is the anchor's last character; a mutant that adds a
#       statement has it on a line of its own before the line: the two are
#       joined by the character \037; tabs in code read as spaces)
#
# A site is a "file" line and the lines after it (after, expr|stmt|add, to,
# decl):
# one mutant can have several, for stages whose code differs (a later
# chapter moved the code it changes).
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

function read_catalogue(    line, key, value, lineno, k, i, j, s) {
    n = 0
    while ((getline line < catalogue) > 0) {
        lineno++
        if (line ~ /^[ \t]*#/ || line ~ /^[ \t]*$/) continue
        # A chapter's catalogue also lists the lines its steps add that no mutant changes (see mutants.sh).
        if (line ~ /^(open|quiet)[ \t]/) continue
        if (line ~ /^\[[a-z0-9-]+\][ \t]*$/) {
            n++
            id[n] = substr(line, 2, index(line, "]") - 2)
            at[n] = lineno
            sites[n] = 0
            if (id[n] in seen) problem(catalogue ":" lineno ": mutant " id[n] " is listed twice")
            seen[id[n]] = 1
            continue
        }
        if (n == 0) { problem(catalogue ":" lineno ": expected [mutant-id] before '" line "'"); continue }
        key = line
        sub(/[ \t].*$/, "", key)
        value = trim(substr(line, length(key) + 1))
        if (key == "area" || key == "notice" || key == "hint") {
            field[n, key] = value
        } else if (key == "file") {
            s = ++sites[n]
            site[n, s, "file"] = value
        } else if (key == "decl") {
            s = sites[n]
            if (s == 0) { problem(catalogue ":" lineno ": mutant " id[n] ": 'decl' before its 'file' line"); continue }
            if (value == "") { problem(catalogue ":" lineno ": mutant " id[n] ": an empty 'decl'"); continue }
            site[n, s, "decls"] = site[n, s, "decls"] "\n" value
        } else if (key == "after" || key == "to" || key == "expr" || key == "stmt" || key == "add") {
            s = sites[n]
            if (s == 0) { problem(catalogue ":" lineno ": mutant " id[n] ": '" key "' before its 'file' line"); continue }
            if (key == "after" || key == "to") {
                site[n, s, key] = value
                has[n, s, key] = 1
            } else {
                if ((n, s, "kind") in has) problem(catalogue ":" lineno ": mutant " id[n] " has two anchors in one site")
                site[n, s, "kind"] = key
                site[n, s, "anchor"] = value
                has[n, s, "kind"] = 1
            }
        } else {
            problem(catalogue ":" lineno ": unknown key '" key "' (area, notice, hint, file, after, expr, stmt, add, to, decl)")
        }
    }
    close(catalogue)
    if (lineno == 0) problem(catalogue ": missing or empty")
    split("area notice hint", k, " ")
    for (i = 1; i <= n; i++) {
        for (j = 1; j <= 3; j++) if (field[i, k[j]] == "") problem(catalogue ":" at[i] ": mutant " id[i] " has no " k[j])
        if (sites[i] == 0) problem(catalogue ":" at[i] ": mutant " id[i] " has no file")
        for (s = 1; s <= sites[i]; s++) {
            if (!((i, s, "kind") in has) || site[i, s, "anchor"] == "") problem(catalogue ":" at[i] ": mutant " id[i] ", site " s ": no anchor (expr, stmt or add)")
            if (!((i, s, "to") in has)) problem(catalogue ":" at[i] ": mutant " id[i] ", site " s ": no 'to' line")
            else if (site[i, s, "kind"] != "stmt" && site[i, s, "to"] == "") problem(catalogue ":" at[i] ": mutant " id[i] ", site " s ": an empty 'to' only suits stmt")
            if (site[i, s, "to"] == site[i, s, "anchor"]) problem(catalogue ":" at[i] ": mutant " id[i] ", site " s " changes nothing")
        }
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

# Where site s of mutant i applies in text: its position, or 0 with why in reason.
function locate(i, s, text,    c, start, p, anchor) {
    anchor = site[i, s, "anchor"]
    if ((i, s, "after") in has) {
        c = count(text, site[i, s, "after"])
        if (c != 1) { reason = "'" site[i, s, "after"] "' occurs " c " times in " site[i, s, "file"] " (as 'after' it must occur once)"; return 0 }
        start = index(text, site[i, s, "after"])
        p = index(substr(text, start), anchor)
        if (p == 0) { reason = "no '" anchor "' after '" site[i, s, "after"] "' in " site[i, s, "file"]; return 0 }
        return start + p - 1
    }
    c = count(text, anchor)
    if (c != 1) { reason = "'" anchor "' occurs " c " times in " site[i, s, "file"] " (it must occur once, or name an 'after')"; return 0 }
    return index(text, anchor)
}

function slurp(path,    line, text, first, r) {
    text = ""
    first = 1
    while ((r = (getline line < path)) > 0) { text = text (first ? "" : "\n") line; first = 0 }
    close(path)
    return r < 0 ? "\001missing" : text
}

function switched(i, s, anchor,    on, to) {
    on = "MutantSwitch.isOn(\"" id[i] "\")"
    to = site[i, s, "to"]
    if (site[i, s, "kind"] == "expr") return "(" on " ? (" to ") : (" anchor "))"
    if (site[i, s, "kind"] == "stmt") return "if " on " { " to " } else { " anchor " }"
    return "if " on " { " to " }; " anchor
}

# Site s of mutant i at position p of text: line, column, end line, end
# column, the line and the line as the mutant has it (tab-separated).
function where(i, s, text, p,    replacement, before, line, col, start, rest, stop, whole, anchor, to, changed, indent, endline, endcol, k) {
    anchor = site[i, s, "anchor"]
    to = site[i, s, "to"]
    before = substr(text, 1, p - 1)
    line = 1 + count(before, "\n")
    start = p
    while (start > 1 && substr(text, start - 1, 1) != "\n") start--
    col = p - start + 1
    rest = substr(text, start)
    stop = index(rest, "\n")
    whole = stop > 0 ? substr(rest, 1, stop - 1) : rest
    endline = line + count(anchor, "\n")
    endcol = col + length(anchor) - 1
    if (endline > line) { k = anchor; while ((stop = index(k, "\n")) > 0) k = substr(k, stop + 1); endcol = length(k) }
    if (site[i, s, "kind"] == "add") {
        indent = whole
        sub(/[^ \t].*$/, "", indent)
        changed = indent to "\037" whole
    } else {
        changed = substr(whole, 1, col - 1) to substr(whole, col + length(anchor))
    }
    gsub(/\t/, " ", whole)
    gsub(/\t/, " ", changed)
    replacement = site[i, s, "kind"] == "add" ? to "; " anchor : to
    gsub(/\t/, " ", replacement)
    return line "\t" col "\t" endline "\t" endcol "\t" whole "\t" changed "\t" replacement
}

BEGIN {
    if (catalogue == "") { print "schemata.awk: -v catalogue=FILE is required" > "/dev/stderr"; exit 2 }
    read_catalogue()
    if (mode == "list") {
        for (i = 1; i <= n; i++) printf "%s\t%s\t%s\t%s\t%s\n", id[i], field[i, "area"], field[i, "notice"], field[i, "hint"], site[i, 1, "file"]
        exit failed
    }
    if (failed) exit 1
    if (mode == "plan") {
        for (i = 1; i <= n; i++) {
            chosen = 0
            why = ""
            nm = split(modules, module, " ")
            for (s = 1; s <= sites[i] && !chosen; s++) {
                for (m = 0; m <= nm && !chosen; m++) {
                    f = (m == 0 ? "" : module[m] "/") site[i, s, "file"]
                    text = slurp(stage "/" f)
                    if (text == "\001missing") { if (m == nm) why = why (why == "" ? "" : "; ") "no file " site[i, s, "file"]; continue }
                    if (locate(i, s, text) > 0) { chosen = s; file_of_choice = f }
                    else why = why (why == "" ? "" : "; ") reason
                }
            }
            if (chosen) print id[i] "\t" chosen "\t" file_of_choice
            else problem(id[i] "\tno site fits this stage: " why)
        }
        exit failed
    }
    if (plan == "") { print "schemata.awk: -v plan=FILE is required for mode " mode > "/dev/stderr"; exit 2 }
    while ((getline line < plan) > 0) {
        split(line, part, "\t")
        planned[part[1]] = part[2] + 0
        plannedfile[part[1]] = part[3]
    }
    close(plan)
    if (mode == "files") {
        for (i = 1; i <= n; i++) {
            if (!(id[i] in planned)) continue
            f = plannedfile[id[i]] != "" ? plannedfile[id[i]] : site[i, planned[id[i]], "file"]
            if (!(f in listed)) { listed[f] = 1; print f }
        }
        exit 0
    }
    if (mode == "lines" || mode == "locate") {
        # Where each planned mutant's site stands in the stage's files: lines
        # for the step lines it hits, locate for a missed change's diff.
        for (i = 1; i <= n; i++) {
            if (!(id[i] in planned)) continue
            s = planned[id[i]]
            f = plannedfile[id[i]] != "" ? plannedfile[id[i]] : site[i, s, "file"]
            text = slurp(stage "/" f)
            if (text == "\001missing" || (p = locate(i, s, text)) == 0) continue
            if (mode == "lines") printf "%s\t%d\t%s\n", f, count(substr(text, 1, p - 1), "\n") + 1, id[i]
            else print id[i] "\t" f "\t" where(i, s, text, p)
        }
        exit 0
    }
    if (mode != "apply") { print "schemata.awk: mode must be list, plan, files, lines, locate or apply" > "/dev/stderr"; exit 2 }
    if (only != "") { split(only, wanted, " "); for (w in wanted) keep[wanted[w]] = 1 }
}

{ text = text (NR > 1 ? "\n" : "") $0 }

END {
    if (mode != "apply" || failed) exit failed
    for (i = 1; i <= n; i++) {
        if (!(id[i] in planned)) continue
        s = planned[id[i]]
        if ((plannedfile[id[i]] != "" ? plannedfile[id[i]] : site[i, s, "file"]) != target) continue
        if (only != "" && !(id[i] in keep)) continue
        p = locate(i, s, text)
        if (p == 0) { problem(id[i] "\t" reason); continue }
        anchor = site[i, s, "anchor"]
        text = substr(text, 1, p - 1) switched(i, s, anchor) substr(text, p + length(anchor))
        decls = decls site[i, s, "decls"]
    }
    # What the changes use, at file scope after the code (a type, a stand-in):
    # only in the mutants' copy, never in the stage's own file.
    if (decls != "") text = text "\n\n// Declarations the mutants above use (Scripts/lib/schemata.awk: decl)." decls
    print text
    exit failed
}
