#!/usr/bin/env bash
# Shutdown under load: SIGTERM while requests are in flight. Every request the service accepted is answered
# completely, and the process exits 0 within --shutdown-grace.
#
#   scripts/hardening/shutdown.sh          4 rounds: SIGTERM after 2, 3.5 and 5 s of load (grace 10 s, the default),
#                                          and one with an idle keep-alive connection (grace 10 s)
#   scripts/hardening/shutdown.sh --ci     2 rounds: SIGTERM after 3 s of load (grace 5 s), and one with an idle
#                                          keep-alive connection (grace 4 s)
#   both end with the listen-backlog round below (a known issue: reported, not a failure unless --strict)
#
# Each round starts the release build (--log-level info, so that every answer the service queues is logged) and
# puts two loads on it: wrk (128 connections from 127.0.0.1, POST examples/delete-button.json) and
# shutdown-client.py (60 threads from 127.0.0.2: keep-alive, new connection per request, a 3,000-view grid with a
# 758 KB answer, and uploads spread over 2 s so that SIGTERM lands mid-body). Checks per round:
#   - the service exits with status 0, no later than the grace period (+1 s of slack) after SIGTERM; with no idle
#     connection it should not need the grace period at all, with one it closes it when the period ends;
#   - no answer was cut short and no reused keep-alive connection was closed before its answer (dropped);
#   - every answer is 200, and every request in flight at SIGTERM (sent, not yet answered) was answered;
#   - answers the service logged == complete answers wrk and the client received (no answer lost after queuing).
# Connections refused after the listening socket closed, and new connections the kernel had queued but the service
# never accepted (reset when the listening socket closes), are counted and reported, not failures: neither reached
# the service. Prints one line per round and a last line "shutdown: ok|FAIL ..."; exits non-zero on failure.
set -euo pipefail
# shellcheck source=scripts/hardening/lib.sh
source "$(dirname "$0")/lib.sh"

ci=0
strict=${HARDENING_STRICT:-0}
for argument in "$@"; do
    case "$argument" in
        --ci) ci=1 ;;
        --strict) strict=1 ;;
        *) echo "shutdown.sh: unknown option $argument" >&2; exit 64 ;;
    esac
done

hl_need_apt wrk curl
hl_build release
trap hl_cleanup EXIT

failures=0
lines=()
shorts=()

# $1 name, $2 seconds of load before SIGTERM, $3 grace, $4 "idle" for an idle keep-alive connection
round() {
    local name="$1" before="$2" grace="$3" idle="${4:-}"
    local log="$HARDENING_OUT/shutdown-$name-service.log"
    local wrk_out="$HARDENING_OUT/shutdown-$name-wrk.txt" client_out="$HARDENING_OUT/shutdown-$name-client.json"
    local term_file="$HARDENING_OUT/shutdown-$name-sigterm"
    rm -f "$term_file"
    hl_start "shutdown-$name" "$log" --log-level info --shutdown-grace "$grace"
    local pid=$RL_PID port=$RL_PORT
    WRK_BODY_FILE="$REPO_ROOT/examples/delete-button.json" WRK_THREADS=1 \
        wrk -t1 -c128 -d120s --timeout 10s -s "$HL_DIR/wrk-post.lua" "http://127.0.0.1:$port" >"$wrk_out" 2>&1 &
    local wrk_pid=$!
    hl_track "$wrk_pid"
    python3 "$HL_DIR/shutdown-client.py" "$port" --seconds $((${before%.*} + grace + 30)) --sigterm-file "$term_file" \
        ${idle:+--idle-connection} >"$client_out" 2>"$client_out.err" &
    local client_pid=$!
    hl_track "$client_pid"
    sleep "$before"
    local t0
    t0=$(date +%s.%N)
    kill -TERM "$pid"
    echo "$t0" >"$term_file"
    while kill -0 "$pid" 2>/dev/null; do
        sleep 0.02
        if awk -v a="$t0" -v b="$(date +%s.%N)" -v g="$grace" 'BEGIN {exit !(b - a > g + 20)}'; then
            kill -KILL "$pid"
        fi
    done
    local t1
    t1=$(date +%s.%N)
    local code=0
    wait "$pid" || code=$?
    hl_untrack "$pid"
    kill -INT "$wrk_pid" 2>/dev/null || true
    wait "$wrk_pid" || true
    hl_untrack "$wrk_pid"
    wait "$client_pid" || true
    hl_untrack "$client_pid"

    local seconds
    seconds=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.2f", b - a}')
    local logged
    logged=$(grep -c '"status":' "$log" || true)
    local wrk_result
    wrk_result=$(grep '^RESULT' "$wrk_out" || echo "RESULT requests=0 read=0 connect=0 write=0 timeout=0 non2xx=0")
    wfield() { sed -nE "s/.* $1=([0-9]+).*/\1/p" <<<"$wrk_result"; }
    local verdict
    verdict=$(python3 - "$client_out" "$logged" "$(wfield requests)" "$(wfield non2xx)" "$(wfield read)" \
        "$(wfield timeout)" "$(wfield connect)" "$code" "$seconds" "$grace" "$idle" <<'PY'
import json, sys
path, logged, wrk_answered, wrk_non2xx, wrk_read, wrk_timeout, wrk_connect, code, seconds, grace, idle = sys.argv[1:]
try:
    c = json.load(open(path))
except Exception as error:
    print(f"FAIL|the accounting client printed no result ({error})")
    sys.exit()
logged, wrk_answered, code = int(logged), int(wrk_answered), int(code)
seconds, grace = float(seconds), float(grace)
completed = sum(c["completed"].values())
problems = []
if code != 0:
    problems.append(f"exit status {code}")
if seconds > grace + 1:
    problems.append(f"exited {seconds:.2f}s after SIGTERM (grace {grace:.0f}s)")
if c["truncated"]:
    problems.append(f"{c['truncated']} answers cut short")
if c["dropped"]:
    problems.append(f"{c['dropped']} reused connections closed before their answer")
if set(c["completed"]) - {"200"}:
    problems.append(f"answers other than 200: {c['completed']}")
if int(wrk_non2xx):
    problems.append(f"wrk saw {wrk_non2xx} non-2xx answers")
if int(wrk_timeout):
    problems.append(f"wrk saw {wrk_timeout} timeouts")
in_flight = c.get("in_flight", {})
lost = {k: v for k, v in in_flight.items() if k != "answered 200" and k != "reset_fresh"}
if lost:
    problems.append(f"requests in flight at SIGTERM not answered: {lost}")
if c["slow_inflight_completed"] != c["slow_inflight"]:
    problems.append(f"slow uploads: {c['slow_inflight_completed']} of {c['slow_inflight']} answered")
if logged != completed + wrk_answered:
    problems.append(f"the service logged {logged} answers, clients received {completed + wrk_answered}")
if idle and not c.get("idle_connection_closed"):
    problems.append("the idle keep-alive connection was not closed")
summary = (f"exit {code} after {seconds:.2f}s (grace {grace:.0f}s); answered {completed + wrk_answered} "
           f"(client {completed}, wrk {wrk_answered}) = logged {logged}; in flight at SIGTERM "
           f"{sum(in_flight.values())} -> {in_flight.get('answered 200', 0)} answered"
           f"{', ' + str(in_flight.get('reset_fresh')) + ' never accepted' if in_flight.get('reset_fresh') else ''}; "
           f"slow uploads {c['slow_inflight_completed']}/{c['slow_inflight']}; truncated {c['truncated']}, dropped "
           f"{c['dropped']}; not accepted: refused {c['refused']} + {int(wrk_connect)} (wrk), reset in backlog "
           f"{c['reset_fresh']} + wrk read errors {wrk_read}")
short = (f"exit {code} in {seconds:.2f}s/{grace:.0f}s, {completed + wrk_answered} answered = logged, in flight "
         f"{sum(in_flight.values())}->{in_flight.get('answered 200', 0)} answered"
         + (f" (+{in_flight['reset_fresh']} never accepted)" if in_flight.get("reset_fresh") else "")
         + f", truncated {c['truncated']}, dropped {c['dropped']}")
print(("FAIL|" if problems else "ok|") + short + "|" + summary + ("; " + "; ".join(problems) if problems else ""))
PY
)
    local status="${verdict%%|*}" rest="${verdict#*|}"
    local short="${rest%%|*}" text="${rest#*|}"
    lines+=("$name: $text")
    shorts+=("$name: $short")
    if [[ "$status" == ok ]]; then
        echo "ok   shutdown $name: $text"
    else
        echo "FAIL shutdown $name: $text"
        failures=$((failures + 1))
    fi
}

# A known issue, reported: connections the kernel has completed but the service has not accept()ed yet when SIGTERM
# arrives are reset, not answered. One worker thread is kept busy by a ~1.5 s request; three clients connect and send
# GET /healthz meanwhile (they wait in the listen backlog); then SIGTERM. Correct: all three answered (with
# Connection: close). Printed as KNOWN (not a failure) unless --strict or HARDENING_STRICT=1.
backlog_round() {
    local log="$HARDENING_OUT/shutdown-backlog-service.log" heavy="$HARDENING_OUT/shutdown-heavy.json"
    python3 - "$heavy" <<'PY'
import sys
views = 100000
subviews = ",".join('{"id":"b%d","class":"UIButton","frame":{"x":%d,"y":%d,"width":28,"height":28}}'
                    % (i, (i % 10) * 30, (i // 10) * 30) for i in range(views))
open(sys.argv[1], "w").write('{"app":{"scenes":[{"windows":[{"id":"w","rootViewController":{"id":"vc","view":'
                             '{"id":"root","subviews":[' + subviews + ']}}}]}]},"event":{"type":"touch",'
                             '"point":{"x":5,"y":5}}}')
PY
    hl_start shutdown-backlog "$log" --log-level info --threads 1 --shutdown-grace 10 --max-body-bytes 33554432 \
        --max-nodes 200000
    local pid=$RL_PID port=$RL_PORT
    curl -s -o /dev/null -w '%{http_code}' --max-time 30 --data-binary @"$heavy" \
        "http://127.0.0.1:$port/v1/dispatch" >"$HARDENING_OUT/shutdown-backlog-heavy.txt" 2>&1 &
    local heavy_pid=$!
    sleep 0.6
    local queued=() i
    for i in 1 2 3; do
        curl -s -o /dev/null -w '%{http_code} %{errormsg}' --max-time 30 "http://127.0.0.1:$port/healthz" \
            >"$HARDENING_OUT/shutdown-backlog-$i.txt" 2>&1 &
        queued+=($!)
    done
    sleep 0.3
    hl_stop "$pid"
    local code=$HL_EXIT
    wait "$heavy_pid" || true
    for i in "${queued[@]}"; do wait "$i" || true; done
    local answered=0 reset=0 heavy_status
    heavy_status=$(cat "$HARDENING_OUT/shutdown-backlog-heavy.txt")
    for i in 1 2 3; do
        if grep -q '^200' "$HARDENING_OUT/shutdown-backlog-$i.txt"; then answered=$((answered + 1)); else reset=$((reset + 1)); fi
    done
    local conclusive=yes
    # Conclusive only if the heavy request was still being evaluated when SIGTERM arrived.
    if ! awk '/received SIGTERM/ {term = NR} /"status":200/ && /bytesIn":[0-9][0-9][0-9][0-9][0-9][0-9]/ {heavy = NR} END {exit !(term && heavy && term < heavy)}' "$log"; then
        conclusive=no
    fi
    local text
    text="3 connections waiting in the listen backlog at SIGTERM (one worker busy with a ${heavy_status} request): $answered answered, $reset reset ($(sort -u "$HARDENING_OUT"/shutdown-backlog-[123].txt | tr '\n' ';' | sed 's/;$//')); exit $code"
    lines+=("backlog: $text")
    local verdict_word=ok
    [[ $conclusive == no ]] && verdict_word=inconclusive
    ((answered == 3)) || verdict_word=$([[ $conclusive == no ]] && echo inconclusive || echo KNOWN)
    shorts+=("backlog ($verdict_word): $answered of 3 queued connections answered")
    if [[ $conclusive == no ]]; then
        echo "info shutdown backlog: inconclusive (the busy request ended before SIGTERM): $text"
    elif ((answered == 3 && code == 0)); then
        echo "ok   shutdown backlog: $text"
    elif ((strict)); then
        echo "FAIL shutdown backlog: $text"
        failures=$((failures + 1))
    else
        echo "KNOWN shutdown backlog: $text (reported; --strict fails on it)"
    fi
}

if ((ci)); then
    round under-load 3 5
    round idle-keep-alive 2 4 idle
    backlog_round
else
    round sigterm-after-2s 2 10
    round sigterm-after-3.5s 3.5 10
    round sigterm-after-5s 5 10
    round idle-keep-alive 3 10 idle
    backlog_round
fi

joined() {
    local out="" item
    for item in "${shorts[@]}"; do out+="${out:+; }$item"; done
    echo "$out"
}
printf '%s\n' "${lines[@]}" >"$HARDENING_OUT/shutdown-summary.txt"
if ((failures)); then
    echo "shutdown: FAIL $failures of ${#lines[@]} rounds; $(joined)"
    exit 1
fi
echo "shutdown: ok ${#lines[@]} rounds; $(joined)"
