# shellcheck shell=bash
# ps: no GNU long options (--ppid, --sort, --no-headers).
scan_options '--never--' "" "-o -O -p -u -U -t -g -G" "$@"
exec "$REAL" "$@"
