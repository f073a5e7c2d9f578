#!/usr/bin/env bash
# Regenerates openapi.yaml from a service built from this tree, then checks it (see scripts/openapi/README.md).
#
#   scripts/openapi/regenerate.sh
#
# Builds, starts the service on a free port, runs the generator against it, stops it, rebuilds (the binary embeds
# openapi.yaml) and runs Tests/system/test_openapi.py against the new binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
# libmicrohttpd 1.0.1 as scripts/bootstrap.sh installs it (scripts/libmicrohttpd.sh).
export PKG_CONFIG_PATH="/opt/libmicrohttpd/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

swift build --product responder-lab >&2
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
[[ -n "$port" ]] || { echo "the service did not report its port" >&2; exit 1; }

python3 scripts/openapi/generate.py "http://127.0.0.1:$port"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true

swift build --product responder-lab >&2
RESPONDER_LAB_BIN=.build/debug/responder-lab python3 -m pytest Tests/system/test_openapi.py -q
