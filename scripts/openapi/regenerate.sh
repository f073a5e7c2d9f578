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
# shellcheck source=scripts/lib/service.sh
source scripts/lib/service.sh
start_service
port=$SERVICE_PORT
server=$SERVICE_PID

python3 scripts/openapi/generate.py "http://127.0.0.1:$port"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true

openapi-spec-validator openapi.yaml
bash scripts/check-openapi.sh
