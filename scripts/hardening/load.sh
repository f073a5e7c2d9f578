#!/usr/bin/env bash
# Load and soak: wrk at 256 connections POSTs a seed example (examples/delete-button.json) to /v1/dispatch, first a
# warm-up and then N more requests in the same continuous run. Checks: every answer is 2xx; no socket error (connect,
# read, write) and no timeout; the service's VmRSS (from /proc/PID/status) after the N requests is less than 5% above
# its VmRSS right after the warm-up; the service still answers GET /healthz and exits 0 on SIGTERM.
#
#   scripts/hardening/load.sh              1,000,000 requests after a 200,000-request warm-up (about 4 minutes on 2 cores)
#   scripts/hardening/load.sh --ci         200,000 requests after a 100,000-request warm-up (about 1 minute)
#   options: --requests N --warmup N --connections N --threads N --timeout SECONDS --body FILE --path PATH
#            --max-growth PERCENT (default 5) --max-seconds N (cap of the wrk run, default 1800)
#
# Both RSS figures are taken under the same full load (wrk marks the moment every thread passed its share of the
# warm-up, and the moment the first thread met its share of the total), so that buffers in flight are in both; the
# idle RSS after the run (connections closed) and the peak are reported too. The service runs the release build
# with its defaults (worker threads = cores; 256 connections per client address, which wrk's 256 connections reach
# exactly) and --log-level error. Prints one line starting "load:"; exits non-zero when a check fails. Logs and the
# RSS samples (one per second): .build/hardening/load-*.
set -euo pipefail
# shellcheck source=scripts/hardening/lib.sh
source "$(dirname "$0")/lib.sh"

requests=1000000
warmup=200000
connections=256
threads=2
timeout=5
body="$REPO_ROOT/examples/delete-button.json"
path=/v1/dispatch
max_growth=5
max_seconds=1800
while (($#)); do
    case "$1" in
        --ci) requests=200000; warmup=100000 ;;
        --requests) requests="$2"; shift ;;
        --warmup) warmup="$2"; shift ;;
        --connections) connections="$2"; shift ;;
        --threads) threads="$2"; shift ;;
        --timeout) timeout="$2"; shift ;;
        --body) body="$2"; shift ;;
        --path) path="$2"; shift ;;
        --max-growth) max_growth="$2"; shift ;;
        --max-seconds) max_seconds="$2"; shift ;;
        *) echo "load.sh: unknown option $1" >&2; exit 64 ;;
    esac
    shift
done

hl_need_apt wrk curl
hl_build release
trap hl_cleanup EXIT

log="$HARDENING_OUT/load-service.log"
hl_start load "$log" --log-level error
pid=$RL_PID
port=$RL_PORT
url="http://127.0.0.1:$port"
read -r rss_start _ < <(hl_rss "$pid")

samples="$HARDENING_OUT/load-rss.txt"
: >"$samples"
markers="$HARDENING_OUT/load-markers"
rm -rf "$markers" && mkdir -p "$markers"
out="$HARDENING_OUT/load-wrk.txt"
count() { find "$markers" -name "$1-*" | wc -l; }

echo "load: $warmup warm-up + $requests requests, $connections connections, $threads wrk threads, POST $url$path" >&2
started=$SECONDS
WRK_BODY_FILE="$body" WRK_PATH="$path" WRK_QUOTA=$((warmup + requests)) WRK_WARMUP="$warmup" WRK_THREADS="$threads" \
    WRK_MARKER_DIR="$markers" \
    wrk -t"$threads" -c"$connections" -d"${max_seconds}s" --timeout "${timeout}s" -s "$HL_DIR/wrk-post.lua" "$url" \
    >"$out" 2>&1 &
wrk_pid=$!
hl_track "$wrk_pid"

rss_before="" rss_after="" warm_at="" tick=0
while kill -0 "$wrk_pid" 2>/dev/null; do
    if ((tick % 5 == 0)); then
        echo "$((SECONDS - started)) $(hl_rss "$pid")" >>"$samples"
    fi
    tick=$((tick + 1))
    if [[ -z "$rss_before" ]] && (($(count "warm") >= threads)); then
        read -r rss_before _ < <(hl_rss "$pid")
        warm_at=$SECONDS
        echo "load: warm-up done after $((SECONDS - started))s; VmRSS ${rss_before} kB" >&2
    fi
    if [[ -z "$rss_after" ]] && (($(count "done") >= 1)); then
        read -r rss_after _ < <(hl_rss "$pid")
    fi
    if (($(count "done") >= threads)); then
        kill -INT "$wrk_pid" 2>/dev/null || true
        break
    fi
    sleep 0.2
done
wait "$wrk_pid" || true
hl_untrack "$wrk_pid"
elapsed=$((SECONDS - started))
measured_seconds=$((SECONDS - ${warm_at:-$started}))

# Idle: wait for the service to close wrk's connections, then measure again.
for _ in $(seq 100); do
    [[ $(hl_established "$port") -eq 0 ]] && break
    sleep 0.1
done
sleep 1
read -r rss_idle hwm < <(hl_rss "$pid")
rss_peak=$(awk 'BEGIN {m=0} {if ($2 > m) m=$2} END {print m}' "$samples")
hwm=$(awk -v h="$hwm" 'BEGIN {m=h} {if ($3 > m) m=$3} END {print m}' "$samples")
healthy=$(hl_healthy "$url")
hl_stop "$pid"
exit_code=$HL_EXIT

result=$(grep '^RESULT' "$out" || true)
field() { sed -nE "s/.* $1=([0-9.]+).*/\1/p" <<<"$result"; }
failures=()
if [[ -z "$result" ]]; then
    echo "load: FAIL wrk printed no result; see $out"
    cat "$out" >&2
    exit 1
fi
answered=$(field requests)
non2xx=$(field non2xx)
socket_errors=$(($(field connect) + $(field read) + $(field write)))
timeouts=$(field timeout)
if [[ -z "$rss_before" || -z "$rss_after" ]]; then
    failures+=("the run ended before its milestones (warm-up ${rss_before:-not reached}, end ${rss_after:-not reached})")
    rss_before=${rss_before:-0} rss_after=${rss_after:-0}
fi
growth=$(awk -v a="$rss_before" -v b="$rss_after" 'BEGIN {if (a > 0) printf "%.2f", (b - a) * 100 / a; else print "nan"}')
((answered >= warmup + requests)) || failures+=("only $answered of $((warmup + requests)) requests answered")
((non2xx == 0)) || failures+=("$non2xx non-2xx answers")
((socket_errors == 0)) || failures+=("$socket_errors socket errors (connect $(field connect), read $(field read), write $(field write))")
((timeouts == 0)) || failures+=("$timeouts timeouts")
awk -v g="$growth" -v m="$max_growth" 'BEGIN {exit !(g + 0 < m + 0 && g != "nan")}' ||
    failures+=("VmRSS grew ${growth}% (limit ${max_growth}%)")
[[ $healthy == yes ]] || failures+=("GET /healthz failed after the run")
((exit_code == 0)) || failures+=("the service exited with status $exit_code after SIGTERM")

summary="requests=$answered (warm-up $warmup + measured $((answered - warmup)) in ${measured_seconds}s) in ${elapsed}s ($(field rps)/s)"
summary+=" non2xx=$non2xx socket_errors=$socket_errors timeouts=$timeouts p50=$(field p50_ms)ms p99=$(field p99_ms)ms"
summary+=" max=$(field max_ms)ms rss_start=${rss_start}kB rss_before=${rss_before}kB rss_after=${rss_after}kB"
summary+=" growth=${growth}% rss_idle_after=${rss_idle}kB rss_peak=${rss_peak}kB hwm=${hwm}kB exit=$exit_code"
echo "$summary" >"$HARDENING_OUT/load-summary.txt"
if ((${#failures[@]})); then
    echo "load: FAIL $summary; $(IFS=';'; echo "${failures[*]}")"
    exit 1
fi
echo "load: ok $summary"
