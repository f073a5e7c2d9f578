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
# shellcheck source=scripts/lib/service.sh
source scripts/lib/service.sh
start_service
port=$SERVICE_PORT

python3 scripts/check-openapi.py "http://127.0.0.1:$port"
