# shellcheck shell=bash
# Ending a command with everything it started: CI's background jobs
# (.ci/run). (The tool's commands do it in Swift: LimitedRun, Reaper.)
#
# SwiftPM starts its helpers (swift-build, the compilers, the test binary) in
# process groups of their own, so killing a command's process group, or the
# command alone, leaves them running: at 100% CPU for a hung test. Every
# command started here therefore carries a mark in its environment
# (WORKBOOK_RUN_MARK for one run of CI), which every process it starts inherits, whatever its group or parent: a
# process is ended when it descends from the command or carries its mark.
#
# A mark may also be carried in WB_MARK_CARRIER, one of the variables SwiftPM
# leaves out of its manifest cache's key (a mark new at every run, in any
# other variable, makes every swift build compile and link Package.swift
# again): such a process is found too.
WB_MARK_CARRIER=HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET

# wb_new_mark: a mark no other run has (pid, time, a random number).
wb_new_mark() {
    printf 'wb%s.%s.%s:end\n' "$$" "$(date +%s)" "$RANDOM"
}

# The pid of the (sub)shell that runs this (bash 3.2 has no $BASHPID).
wb__this_shell() {
    # shellcheck disable=SC2016 # $PPID of that sh is this shell
    sh -c 'echo "$PPID"'
}

# wb__marked_pids NAME=VALUE: the processes (of this user) whose environment
# holds NAME=VALUE, or VALUE in WB_MARK_CARRIER, one pid a line.
wb__marked_pids() {
    local carried=$WB_MARK_CARRIER=${1#*=}
    if [ -r /proc/self/environ ]; then
        grep -l -s -a -F -e "$1" -e "$carried" /proc/[0-9]*/environ 2>/dev/null | sed -n 's|^/proc/\([0-9]*\)/environ$|\1|p' || true
    else
        # macOS: ps -E shows each process's environment after its command.
        ps -A -ww -E -o pid= -o command= 2>/dev/null | awk -v m="$1" -v c="$carried" 'index($0, m) || index($0, c) { print $1 }' || true
    fi
}

# wb__tree_pids ROOT NAME=VALUE: (on one line) ROOT (if alive), its descendants, and the
# processes that carry the mark with theirs; never this shell, its ancestors
# or its own helpers.
wb__tree_pids() {
    local root=$1 self marked
    self=$(wb__this_shell)
    marked=$(wb__marked_pids "$2" | tr '\n' ' ')
    ps -A -o pid= -o ppid= 2>/dev/null | awk -v root="$root" -v self="$self" -v top="$$" -v marked="$marked" '
        { parent[$1] = $2; alive[$1] = 1; kids[$2] = kids[$2] " " $1 }
        END {
            for (p = self; p != "" && p > 1 && !(p in keep); p = parent[p]) keep[p] = 1
            for (p = top; p != "" && p > 1 && !(p in keep); p = parent[p]) keep[p] = 1
            n = 0
            if (root != "" && (root in alive)) queue[n++] = root
            split(marked, m, " ")
            for (i in m) if (m[i] in alive) queue[n++] = m[i]
            for (i = 0; i < n; i++) {
                p = queue[i]
                if (p in seen) continue
                seen[p] = 1
                c = split(kids[p], k, " ")
                for (j = 1; j <= c; j++) queue[n++] = k[j]
            }
            # (nor the helpers this shell runs to find them)
            for (p in seen) if (!(p in keep) && parent[p] != self) printf "%s ", p
        }'
}

# wb_kill_tree ROOT NAME=VALUE: ends ROOT (a pid, or nothing), everything it
# started and every process that carries the mark: stopped, then SIGTERM,
# then SIGKILL for what is left; returns when none is left (or after about
# three seconds of trying).
wb_kill_tree() {
    local round=0 signal=TERM pids
    while [ "$round" -lt 10 ]; do
        pids=$(wb__tree_pids "$1" "$2")
        [ -n "${pids// /}" ] || return 0
        # Stopped first, so that none of them starts another in between.
        # shellcheck disable=SC2086 # one word per pid
        kill -STOP $pids 2>/dev/null || true
        # shellcheck disable=SC2086
        kill -"$signal" $pids 2>/dev/null || true
        # shellcheck disable=SC2086
        kill -CONT $pids 2>/dev/null || true
        signal=KILL
        sleep 0.3
        round=$((round + 1))
    done
}
