# shellcheck shell=bash
# du: BSD du has no -b (bytes) or long options.
scan_options '-*b*' "-b (bytes)" "-d" "$@"
exec "$REAL" "$@"
