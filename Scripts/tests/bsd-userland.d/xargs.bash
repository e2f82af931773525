# shellcheck shell=bash
# xargs: BSD xargs has no -r, -d, -a, -i or long options.
scan_options '-[rdai]*' "a GNU-only option" "-I -n -P -L -s -E -J -R" "$@"
exec "$REAL" "$@"
