# shellcheck shell=bash
# readlink: BSD readlink prints a link's target; -f, -e, -m are GNU's (macOS has -f only since 12.3).
scan_options '-*[fem]*' "canonicalizing (use cd and pwd -P)" "" "$@"
exec "$REAL" "$@"
