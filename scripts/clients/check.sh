#!/usr/bin/env bash
# Typed clients from openapi.yaml (see scripts/openapi/README.md, "Typed clients"): generates the typescript-fetch
# and python clients with openapi-generator and a python client with openapi-python-client into .build/clients/,
# compiles the TypeScript with tsc, and has both Python clients post every example to a live service and read the
# answers into their models. Runs Tests/system/test_typed_clients.py, which also runs standalone and within
# `pytest Tests/system` (scripts/test.sh).
#
#   scripts/clients/check.sh [pytest options]
#
# RESPONDER_LAB_BIN=path tests that binary; otherwise the release build is made (as for every system test).
# The tools come from `bash scripts/bootstrap.sh --with-checks`; a missing one fails the check, unless
# RESPONDER_LAB_CLIENTS_ALLOW_SKIP=1 and it is java or tsc. Prints the time of each step at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

status=0
python3 -m pytest Tests/system/test_typed_clients.py -q -p no:cacheprovider "$@" || status=$?
if [[ -f .build/clients/timings.txt ]]; then
    echo "== typed clients: seconds per step"
    cat .build/clients/timings.txt
fi
exit "$status"
