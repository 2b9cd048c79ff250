#!/usr/bin/env bash
# usage: completion_test.sh COMPLETION BINDIR WORKDIR
# Sources the generated bash completion and asks it what a user's Tab would.
set -u
source "$1"
export PATH="$2:$PATH"
mkdir -p "$3" && cd "$3" || exit 1
rm -f q.sqlite
askr-deskctl init q.sqlite >/dev/null || exit 1
askr-deskctl simulate q.sqlite --duration 1 --rate 20 >/dev/null 2>&1
status=0
expect() { # WANT WORD...
    local want=$1; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
    _askr_deskctl
    local got="${COMPREPLY[*]}"
    if [ "$got" != "$want" ]; then echo "FAIL: '${*}' completed to '$got', want '$want'"; status=1; else echo "ok: '${*}' -> '$got'"; fi
}
expect "retry release restore" askr-deskctl re
expect "--queue" askr-deskctl retry q.sqlite --qu
expect "--dry-run" askr-deskctl forget q.sqlite --dr
expect "q.sqlite" askr-deskctl status q.
expect "default" askr-deskctl jobs q.sqlite --queue def
expect "" askr-deskctl jobs q.sqlite --queue zzz
exit $status
