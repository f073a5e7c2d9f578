#!/usr/bin/env bash
# Regenerates openapi.yaml from a service built from this tree, then checks it (see scripts/openapi/README.md).
#
#   scripts/openapi/regenerate.sh
#
# Builds, starts the service on a free port, runs the generator against it, stops it, then runs
# scripts/check-openapi.sh (which rebuilds, because the binary embeds openapi.yaml, and checks a fresh service).
set -euo pipefail
cd "$(dirname "$0")/../.."

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
    echo "regenerate.sh: the service did not report its port" >&2
    exit 1
fi

python3 scripts/openapi/generate.py "http://127.0.0.1:$port"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
trap 'rm -f "$log"' EXIT

openapi-spec-validator openapi.yaml
bash scripts/check-openapi.sh
