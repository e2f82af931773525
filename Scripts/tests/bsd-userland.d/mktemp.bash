# shellcheck shell=bash
# mktemp: BSD mktemp has -d, -q, -t, -u; no --suffix, --tmpdir or -p.
scan_options '-*p*' "-p (write the folder into the template)" "-t" "$@"
exec "$REAL" "$@"
