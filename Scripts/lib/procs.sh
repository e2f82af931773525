# shellcheck shell=bash
# The processes a script starts: a time limit for one command, and ending a
# command with everything it started.
#
# SwiftPM starts its helpers (swift-build, the compilers, the test binary) in
# process groups of their own, so killing a command's process group, or the
# command alone, leaves them running: at 100% CPU for a hung test. Every
# command started here therefore carries a mark in its environment
# (WORKBOOK_RUN_MARK for one run of check, WORKBOOK_STAGE_MARK for one stage),
# which every process it starts inherits, whatever its group or parent: a
# process is ended when it descends from the command or carries its mark.
#
# What wb_run_limited starts carries the mark in WB_MARK_CARRIER instead, one
# of the variables SwiftPM leaves out of its manifest cache's key (it lists
# those that change from run to run for reasons of no concern to a build): a
# mark new at every run, in any other variable, makes every swift build
# compile and link Package.swift again (measured: 0.6-1.4 s and 0.5 s of CPU
# a build, on 2 busy cores). Should SwiftPM stop leaving it out, builds are
# slower, not wrong: the marks are still found.
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

# wb__marked_cpu_ticks NAME=VALUE: the CPU time, in clock ticks, that the
# processes carrying the mark (wb__marked_pids) have used so far, with their
# children that ended (proc(5): utime, stime, cutime, cstime); Linux only.
wb__marked_cpu_ticks() {
    local pids
    pids=$(wb__marked_pids "$1" | sed 's|.*|/proc/&/stat|')
    # (A process that ended meanwhile is passed over; the command name, in parentheses, may hold spaces.)
    # shellcheck disable=SC2086 # one word per file
    { [ -z "$pids" ] || cat $pids 2>/dev/null; } | awk '{ sub(/^.*\) /, ""); ticks += $12 + $13 + $14 + $15 } END { print ticks + 0 }'
}

# wb__any_marked NAME=VALUE: true when some process (of this user) carries
# the mark as wb__marked_pids finds it; one program started on Linux.
wb__any_marked() {
    if [ -r /proc/self/environ ]; then
        grep -q -s -a -F -e "$1" -e "$WB_MARK_CARRIER=${1#*=}" /proc/[0-9]*/environ 2>/dev/null
    else
        [ -n "$(wb__marked_pids "$1")" ]
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

# wb_run_limited SECONDS LOG MARK command…: runs the command with its output
# (stdout and stderr) in LOG, stdin from /dev/null, and MARK in its
# environment (in WB_MARK_CARRIER, the marks of the scripts' own processes
# left out: the command's environment is then the same from run to run, but
# for what SwiftPM disregards). Found as WORKBOOK_STAGE_MARK=MARK, and by any
# mark MARK starts with (WORKBOOK_RUN_MARK). Returns its exit status, or 124
# when it ran for more than SECONDS, or 125 when LOG grew past WB_LOG_LIMIT
# bytes (it printed without end): then it, and everything it started, has been
# ended. Whatever it left running when it ended is ended too.
#
# Bash reports a job that dies of a signal ("Illegal instruction (core
# dumped)", "Killed") on its own stderr whenever it reaps it, redirected or
# not, and a crash is the test's result, not a message for the learner: so
# the jobs are started, and reaped, by a subshell whose own stderr goes nowhere
# (the command's output goes to LOG as before).
wb_run_limited() {
    ( wb__run_limited "$@" ) 2>/dev/null
}

# How much a command's log may hold (32 MB, StageRun.floodLimit in the model).
WB_LOG_LIMIT=${WB_LOG_LIMIT:-33554432}

wb__run_limited() {
    local limit=$1 log=$2 mark=$3 pid watchdog flood rc=0
    shift 3
    rm -f "$log.timeout"
    (
        # (OLDPWD: where check was started, which is no concern of the build's either.)
        unset WORKBOOK_RUN_MARK WORKBOOK_STAGE_MARK OLDPWD
        export "$WB_MARK_CARRIER=$mark"
        exec "$@"
    ) >"$log" 2>&1 </dev/null &
    pid=$!
    (
        sleeper=
        trap '[ -z "$sleeper" ] || kill "$sleeper" 2>/dev/null; exit 0' TERM
        sleep "$limit" &
        sleeper=$!
        wait "$sleeper"
        : >"$log.timeout"
        wb_kill_tree "$pid" "WORKBOOK_STAGE_MARK=$mark"
    ) </dev/null >/dev/null 2>&1 &
    watchdog=$!
    # A command that prints without end (a test's endless loop of print) would fill the
    # disk and the reader's memory: past WB_LOG_LIMIT bytes of LOG it is ended (125).
    (
        trap 'exit 0' TERM
        while kill -0 "$pid" 2>/dev/null; do
            sleep 0.5
            if [ "$(wc -c <"$log" 2>/dev/null || echo 0)" -gt "$WB_LOG_LIMIT" ]; then
                : >"$log.flooded"
                wb_kill_tree "$pid" "WORKBOOK_STAGE_MARK=$mark"
                exit 0
            fi
        done
    ) </dev/null >/dev/null 2>&1 &
    flood=$!
    wait "$pid" || rc=$?
    kill "$watchdog" "$flood" 2>/dev/null || true
    wait "$watchdog" 2>/dev/null || true
    wait "$flood" 2>/dev/null || true
    wb_kill_tree "" "WORKBOOK_STAGE_MARK=$mark"
    if [ -f "$log.flooded" ]; then
        rm -f "$log.flooded" "$log.timeout"
        # What it printed between the last look and its end is cut off: the log holds the limit.
        head -c "$WB_LOG_LIMIT" "$log" >"$log.cut" 2>/dev/null && mv -f "$log.cut" "$log"
        return 125
    fi
    if [ -f "$log.timeout" ]; then
        rm -f "$log.timeout"
        return 124
    fi
    return "$rc"
}
