# shellcheck shell=bash
# ln: BSD ln has -s -f -n -h -i -v -F -w; no -r (relative), -t, -T or long options.
scan_options '-*[rtT]*' "a GNU-only option" "" "$@"
exec "$REAL" "$@"
