#!/usr/bin/env bash
# Runs every test: the Swift suites (core, model, HTTP over real sockets), the OpenAPI checks against a live
# service, and the container runtime-stage check. This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh --with-checks

echo "== swift format lint (the committed .swift-format)"
swift format lint --strict --recursive Sources Tests
passed=0

echo "== swift test"
swift build --build-tests
swift test --skip-build 2>&1 | tee .build/swift-test.log | grep -E "^(✘|✔ Test run|✘ Test run)|error:|failed" || true
if ! grep -q "✔ Test run with" .build/swift-test.log || grep -q "✘ Test run" .build/swift-test.log; then
    echo "swift test failed; see .build/swift-test.log" >&2
    tail -40 .build/swift-test.log >&2
    exit 1
fi
swift_tests=$(grep -oE "Test run with [0-9]+ tests" .build/swift-test.log | tail -1 | grep -oE "[0-9]+")
passed=$((passed + swift_tests))

echo "== live service: openapi.yaml and the README's transcripts"
# shellcheck source=scripts/lib/service.sh
source scripts/lib/service.sh
start_service  # on a free port
port=$SERVICE_PORT
server=$SERVICE_PID
count() { tail -1 "$1" | grep -oE "^[0-9]+" || echo 0; }
if [[ -f scripts/check-openapi.py ]]; then
    python3 scripts/check-openapi.py "http://127.0.0.1:$port" | tee .build/openapi-check.log
    passed=$((passed + $(count .build/openapi-check.log)))
fi
python3 scripts/check-readme.py "$port" | tee .build/readme-check.log
passed=$((passed + $(count .build/readme-check.log)))
# SIGTERM must stop the service cleanly with exit status 0.
kill -TERM "$server"
wait "$server"
trap - EXIT

echo "== system tests (pytest, the release service on a free port): work budget, playground in Chromium, typed clients, pictures"
swift build -c release --product responder-lab >/dev/null
RESPONDER_LAB_BIN=.build/release/responder-lab python3 -m pytest Tests/system -q -p no:cacheprovider \
    | tee .build/system-tests.log
passed=$((passed + $(grep -oE "^[0-9]+ passed" .build/system-tests.log | grep -oE "^[0-9]+" || echo 0)))

if [[ -f scripts/container-check.sh && "${SKIP_CONTAINER_CHECK:-0}" != 1 ]]; then
    echo "== container runtime stage (debootstrap + chroot)"
    bash scripts/container-check.sh
    passed=$((passed + 1))
fi
if [[ -f scripts/check-kubernetes.py ]]; then
    echo "== deploy/kubernetes.yaml"
    python3 scripts/check-kubernetes.py
    passed=$((passed + 1))
fi
if [[ "${SKIP_HARDENING:-0}" != 1 ]]; then
    echo "== hardening (CI-sized): fuzzing, load, slow clients, valgrind, shutdown"
    HARDENING_STRICT=1 bash scripts/hardening/ci.sh | tee .build/hardening-ci.log
    passed=$((passed + $(count .build/hardening-ci.log)))
fi
echo "== all checks passed"
# The plain closing line CI reads: every Swift test, every OpenAPI check, and the container check.
echo "$passed passed, 0 failed"
