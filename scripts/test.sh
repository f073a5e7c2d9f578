#!/usr/bin/env bash
# Runs every test: the Swift suites (`swift test`: core, model, HTTP over real sockets), then the system tests
# (`Tests/system`, pytest against the release service on free ports: the OpenAPI contract, the transcripts of the
# README and docs/, the playground in Chromium, typed clients, pictures, the work budget, the container image built
# and run with podman, the Kubernetes manifest, the guide's recipe for a new diagnostic followed on a throwaway code
# in a copy of the tree, and the CI-sized hardening: fuzzing, load, stalls, scale-out behind nginx, slow clients,
# valgrind, shutdown). This is the README's test command and what CI runs.
#
#   scripts/test.sh [PYTEST OPTIONS]        e.g. --full (the full-sized run), -m "not hardening", -k readme
#
# SKIP_HARDENING=1 and SKIP_CONTAINER=1 leave out the tests marked `hardening` and `container`. Ends with one line,
# "N passed, M failed", counting the Swift tests and the system tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh --with-checks
# libmicrohttpd 1.0.1 as scripts/bootstrap.sh installs it (scripts/libmicrohttpd.sh).
export PKG_CONFIG_PATH="/opt/libmicrohttpd/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
mkdir -p .build

echo "== swift format lint (the committed .swift-format)"
swift format lint --strict --recursive Sources Tests

echo "== swift test"
swift build --build-tests
status=0
swift test --skip-build >.build/swift-test.log 2>&1 || status=$?
grep -E "^✘|^✔ Test run with|error:" .build/swift-test.log || true
swift_passed=$(grep -oE "✔ Test run with [0-9]+ tests" .build/swift-test.log | tail -1 | grep -oE "[0-9]+" || echo 0)
swift_failed=0
if ((status != 0)) || ! grep -q "✔ Test run with" .build/swift-test.log; then
    swift_failed=$(grep -E "^✘ Test " .build/swift-test.log | grep -vc "^✘ Test run" || true)
    ((swift_failed > 0)) || swift_failed=1
    tail -40 .build/swift-test.log >&2
fi

echo "== system tests (pytest, the release service on free ports)"
swift build -c release --product responder-lab >/dev/null
selection=()
marks=()
[[ "${SKIP_HARDENING:-0}" == 1 ]] && marks+=("not hardening")
[[ "${SKIP_CONTAINER:-0}" == 1 ]] && marks+=("not container")
if ((${#marks[@]})); then
    joined=$(printf ' and %s' "${marks[@]}")
    selection=(-m "${joined# and }")
fi
status=0
RESPONDER_LAB_BIN=.build/release/responder-lab RESPONDER_LAB_DEBUG_BIN=.build/debug/responder-lab \
    python3 -m pytest Tests/system -q "${selection[@]}" "$@" 2>&1 | tee .build/system-tests.log || status=$?
summary=$(grep -E "^=*\s*[0-9]+ (passed|failed)|^=+ .*(passed|failed|error)" .build/system-tests.log | tail -1)
pytest_passed=$(grep -oE "[0-9]+ passed" <<<"$summary" | grep -oE "[0-9]+" || echo 0)
pytest_failed=$(($(grep -oE "[0-9]+ failed" <<<"$summary" | grep -oE "[0-9]+" || echo 0) \
    + $(grep -oE "[0-9]+ errors?" <<<"$summary" | grep -oE "[0-9]+" || echo 0)))
if ((status != 0 && pytest_failed == 0)); then
    pytest_failed=1  # pytest itself failed (collection, usage): count it
fi

echo "== swift test: $swift_passed passed, $swift_failed failed; system tests: $summary"
echo "$((swift_passed + pytest_passed)) passed, $((swift_failed + pytest_failed)) failed"
((swift_failed + pytest_failed == 0))
