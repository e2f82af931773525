# shellcheck shell=bash
# sort: no version sort (-V) on older macOS, no GNU long options.
scan_options '-*V*' "-V (version sort)" "-k -t -o -T -S" "$@"
exec "$REAL" "$@"
