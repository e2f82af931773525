# shellcheck shell=bash
# touch: no GNU long options (--date, --reference).
scan_options '--never--' "" "-r -t -d" "$@"
exec "$REAL" "$@"
