#!/usr/bin/env bash
# The CI-sized hardening checks, in sequence (about 4-6 minutes on 2 cores, most of it the release build when it is
# not built yet):
#
#   build          swift build: release (load, fuzzing, slow clients, shutdown) and debug (valgrind)
#   concurrency    Swift 6 language mode, and a safety comment on every @unchecked Sendable   (concurrency-check.sh)
#   fuzz           schemathesis from openapi.yaml, 30 examples per operation                     (fuzz.sh --ci)
#   load           wrk, 256 connections, 100,000 warm-up + 200,000 requests, RSS growth < 5%      (load.sh --ci)
#   stall        wrk runs back to back, and every connection timed (one worker thread, defaults)  (stall.sh --ci)
#   scale-out    nginx (deploy/nginx) in front of 3 instances: SIGKILL one, restart all, 0 failed   (scale-out.sh --ci)
#   slow-clients   450 byte-by-byte clients vs. a normal client; idle connections closed       (slow-clients.py --ci)
#   valgrind       memcheck through a session over every endpoint and error class              (valgrind.sh --ci)
#   shutdown       SIGTERM under load: every accepted request answered, exit 0 within the grace (shutdown.sh --ci)
#
# Prints one line per check ("ok" or "FAIL", the check's own summary, its duration) and last, exactly,
# "N passed, M failed"; exits 1 when a check failed. Each check's full output is in .build/hardening/ci-NAME.log.
set -uo pipefail
# shellcheck source=scripts/hardening/lib.sh
source "$(dirname "$0")/lib.sh"

passed=0
failed=0
started=$SECONDS

check() {
    local name="$1"
    shift
    local log="$HARDENING_OUT/ci-$name.log" begun=$SECONDS status=0
    "$@" >"$log" 2>&1 || status=$?
    local summary
    summary=$(grep -E "^$name: (ok|FAIL)" "$log" | tail -1 || true)
    summary=${summary#"$name: "}
    summary=${summary#ok }
    summary=${summary#FAIL }
    [[ -n "$summary" ]] || summary=$(tail -1 "$log")
    if ((status == 0)); then
        passed=$((passed + 1))
        printf 'ok   %-13s %s (%ds)\n' "$name" "$summary" $((SECONDS - begun))
    else
        failed=$((failed + 1))
        printf 'FAIL %-13s %s (%ds; see %s)\n' "$name" "$summary" $((SECONDS - begun)) "$log"
    fi
}

build_both() {
    hl_build release && echo "build: ok release $RL_BIN" && hl_build debug && echo "build: ok debug $RL_BIN"
}

check build build_both
check concurrency bash "$HL_DIR/concurrency-check.sh"
check fuzz bash "$HL_DIR/fuzz.sh" --ci
check load bash "$HL_DIR/load.sh" --ci
check stall bash "$HL_DIR/stall.sh" --ci
check scale-out bash "$HL_DIR/scale-out.sh" --ci
check slow-clients python3 "$HL_DIR/slow-clients.py" --ci
check valgrind bash "$HL_DIR/valgrind.sh" --ci
check shutdown bash "$HL_DIR/shutdown.sh" --ci

echo "hardening: $((SECONDS - started))s in all; logs in $HARDENING_OUT"
echo "$passed passed, $failed failed"
((failed == 0))
