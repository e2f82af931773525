# shellcheck shell=bash
# cp: macOS cp has -a -c -f -H -i -L -n -P -p -R -r -v -X -x; no -l, -s, -u, -b, -d, -t, -T or long options.
scan_options '-*[lsubdtT]*' "a GNU-only option" "" "$@"
exec "$REAL" "$@"
