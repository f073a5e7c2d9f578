#!/usr/bin/env bash
# No connection stalls under load, and a client that replaces all its connections at once loses none.
#
#   scripts/hardening/stall.sh         20 wrk runs of 10 s back to back, then 3 rounds per service of stall-client.py
#   scripts/hardening/stall.sh --ci    4 wrk runs of 5 s back to back, then 3 rounds of 4 s per service (about 75 s)
#   options: --runs N --seconds N --rounds N --round-seconds N --connections N
#
# Part 1, wrk back to back: one service with the default limits (--log-level error, so refused connections are
# logged); wrk -t2 -c256 --timeout 5s POSTs examples/delete-button.json for the given seconds, run after run. Each run
# opens 256 fresh connections right after the previous run closed its 256, which is exactly the per-address limit.
# Checks for every run: 0 socket errors, 0 timeouts, every answer 2xx; and at the end, that the service logged no
# error (a refused connection is logged).
#
# Part 2, every connection timed (scripts/hardening/stall-client.py): wrk reports only the latency of answered
# requests, so a request that is never answered shows up in none of its figures. The client keeps 256 fresh
# connections busy per round and fails when any waited more than 2 s for an answer, failed, or was never answered.
# It runs against a service with one worker thread (--threads 1: with libmicrohttpd's epoll mode, used until the
# server accepted connections itself, the first round stalled for 30 s in nearly every run) and one with the defaults.
#
# Prints one line starting "stall:"; exits non-zero when a check fails. Logs: .build/hardening/stall-*.
set -euo pipefail
# shellcheck source=scripts/hardening/lib.sh
source "$(dirname "$0")/lib.sh"

runs=20
seconds=10
rounds=3
round_seconds=4
connections=256
while (($#)); do
    case "$1" in
        --ci) runs=4; seconds=5 ;;
        --runs) runs="$2"; shift ;;
        --seconds) seconds="$2"; shift ;;
        --rounds) rounds="$2"; shift ;;
        --round-seconds) round_seconds="$2"; shift ;;
        --connections) connections="$2"; shift ;;
        *) echo "stall.sh: unknown option $1" >&2; exit 64 ;;
    esac
    shift
done

hl_need_apt wrk curl
hl_build release
trap hl_cleanup EXIT

failures=()

# Part 1: wrk, back to back, against one service.
log="$HARDENING_OUT/stall-service.log"
hl_start stall "$log" --log-level error
pid=$RL_PID
url="http://127.0.0.1:$RL_PORT"
runs_log="$HARDENING_OUT/stall-wrk.txt"
: >"$runs_log"
total=0 worst_p99=0 worst_max=0 bad_runs=0
for ((run = 1; run <= runs; run++)); do
    out=$(hl_wrk_post "$url" "$connections" "$seconds" || true)
    result=$(grep '^RESULT' <<<"$out" || true)
    echo "run $run: ${result:-no result: $out}" >>"$runs_log"
    field() { hl_wrk_field "$1" "$result"; }
    if [[ -z "$result" ]]; then
        failures+=("run $run: wrk printed no result")
        bad_runs=$((bad_runs + 1))
        continue
    fi
    errors=$(($(field connect) + $(field read) + $(field write)))
    total=$((total + $(field requests)))
    worst_p99=$(awk -v a="$worst_p99" -v b="$(field p99_ms)" 'BEGIN {print (b > a) ? b : a}')
    worst_max=$(awk -v a="$worst_max" -v b="$(field max_ms)" 'BEGIN {print (b > a) ? b : a}')
    if ((errors > 0 || $(field timeout) > 0 || $(field non2xx) > 0)); then
        bad_runs=$((bad_runs + 1))
        failures+=("run $run: $errors socket errors (connect $(field connect), read $(field read), write $(field write)), $(field timeout) timeouts, $(field non2xx) non-2xx")
    fi
done
hl_stop "$pid"
((HL_EXIT == 0)) || failures+=("the service exited with status $HL_EXIT after SIGTERM")
logged=$(grep -c '"level":"error"' "$log" || true)
((logged == 0)) || failures+=("the service logged $logged errors, for example: $(grep -m1 '"level":"error"' "$log")")
part1="wrk: $runs runs x ${seconds}s x $connections connections back to back, $total answers, $bad_runs runs with errors, worst p99 ${worst_p99}ms, worst max ${worst_max}ms"

# Part 2: every connection timed, one worker thread and the defaults.
part2=()
for setup in "--threads 1" ""; do
    name=${setup:+threads-1}
    name=${name:-defaults}
    log="$HARDENING_OUT/stall-client-$name-service.log"
    # shellcheck disable=SC2086
    hl_start stall "$log" --log-level error $setup
    pid=$RL_PID
    client_log="$HARDENING_OUT/stall-client-$name.txt"
    status=0
    python3 "$HL_DIR/stall-client.py" "$RL_PORT" --connections "$connections" --rounds "$rounds" \
        --seconds "$round_seconds" --label "$name" >"$client_log" 2>&1 || status=$?
    hl_stop "$pid"
    line=$(grep -E '^stall-client: (ok|FAIL)' "$client_log" || tail -1 "$client_log")
    line=${line#stall-client: }
    line=${line#ok }
    line=${line#FAIL }
    part2+=("$line")
    ((status == 0)) || failures+=("$line")
    ((HL_EXIT == 0)) || failures+=("$name: the service exited with status $HL_EXIT after SIGTERM")
done

summary="$part1; every connection timed: ${part2[0]}; ${part2[1]}"
echo "$summary" >"$HARDENING_OUT/stall-summary.txt"
if ((${#failures[@]})); then
    echo "stall: FAIL $summary; $(IFS=';'; echo "${failures[*]}")"
    exit 1
fi
echo "stall: ok $summary"
