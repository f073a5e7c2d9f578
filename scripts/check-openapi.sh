#!/usr/bin/env bash
# Checks openapi.yaml against a live service (see scripts/check-openapi.py for what is checked).
#
#   scripts/check-openapi.sh URL    check the service already running at URL
#   scripts/check-openapi.sh        build, start the service on a free port, check it, stop it
#
# The service embeds openapi.yaml when it is built, so the second form (which runs `swift build` first) is the one
# to use after editing the file. Exits with the check's status.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ge 1 ]]; then
    exec python3 scripts/check-openapi.py "$@"
fi

swift build >&2
log=$(mktemp)
.build/debug/responder-lab serve --port 0 --log-level error 2>"$log" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT

port=""
for _ in $(seq 100); do
    port=$(grep -oE 'listening on [^"]*:[0-9]+' "$log" | grep -oE '[0-9]+$' | head -n 1 || true)
    [[ -n "$port" ]] && break
    kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
    sleep 0.1
done
if [[ -z "$port" ]]; then
    echo "check-openapi.sh: the service did not report its port" >&2
    exit 1
fi

python3 scripts/check-openapi.py "http://127.0.0.1:$port"
