#!/usr/bin/env bash
# Measures ResponderLab against the ceiling of its own HTTP stack (a bare libmicrohttpd responder in C with the
# same threading options, answering a fixed body of the same size), with wrk on loopback.
#
#   benchmarks/run.sh [--duration SECONDS] [--connections N] [--rounds R]
#
# For each input it alternates A (service) and B (ceiling) runs R times and prints medians of requests/s and
# p50/p99 latency, the ratio service/ceiling, and the service's peak RSS. Then the in-process breakdown
# (responder-bench). Figures depend on the machine: compare ratios, not absolute numbers.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=10
connections=64
rounds=3
while [[ $# -gt 0 ]]; do
    case "$1" in
        --duration) duration=$2; shift 2 ;;
        --connections) connections=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        *) echo "usage: $0 [--duration S] [--connections N] [--rounds R]" >&2; exit 64 ;;
    esac
done

bash scripts/bootstrap.sh
# libmicrohttpd 1.0.1 as scripts/bootstrap.sh installs it (scripts/libmicrohttpd.sh).
export PKG_CONFIG_PATH="/opt/libmicrohttpd/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
for tool in wrk valgrind hyperfine; do
    command -v "$tool" >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$tool" >/dev/null; }
done

echo "building (release)..." >&2
swift build -c release --product responder-lab >&2
swift build -c release --product responder-bench >&2
out=benchmarks/out
mkdir -p "$out"
cc -O2 -o "$out/ceiling" benchmarks/ceiling.c $(pkg-config --cflags --libs libmicrohttpd)

# Inputs: two seed examples and generated grids of 1,000 views (over HTTP) and 10,000 (parsing, below).
cp examples/delete-button.json "$out/delete-button.json"
cp examples/nil-target-no-first-responder.json "$out/nil-target.json"
for rows in 100 1000; do
python3 - "$out/grid-$((rows * 10)).json" "$rows" <<'PY'
import json, sys
rows = []
for r in range(int(sys.argv[2])):
    cells = [{"id": f"b{r}_{c}", "class": "UIButton", "frame": {"x": c * 39, "y": 0, "width": 39, "height": 8},
              "targets": [{"target": "grid", "action": "tap:"}]} for c in range(10)]
    rows.append({"id": f"r{r}", "frame": {"x": 0, "y": r * 8, "width": 390, "height": 8}, "subviews": cells})
request = {"app": {"scenes": [{"windows": [{"rootViewController": {"id": "grid", "actions": {"tap:": True},
           "view": {"id": "gridView", "subviews": rows}}}]}]},
           "event": {"type": "touch", "point": {"x": 5, "y": 1}}}
open(sys.argv[1], "w").write(json.dumps(request, separators=(",", ":")))
PY
done

# Free ports, asked of the kernel (a fixed port fails when something else holds it).
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
service_port=$(free_port)
ceiling_port=$(free_port)
while [[ "$ceiling_port" == "$service_port" ]]; do ceiling_port=$(free_port); done
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

wait_port() {
    for _ in $(seq 100); do
        curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0
        sleep 0.05
    done
    echo "nothing answers on port $1" >&2
    exit 1
}

# CPU seconds (user + system) a process has used so far.
cpu_seconds() {
    awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"
}

# One wrk run against the process PID on PORT; prints "requests_per_second p50_ms p99_ms errors cpu_us_per_request".
measure() {
    local port=$1 body=$2 path=$3 pid=$4
    local before after
    before=$(cpu_seconds "$pid")
    BODY_FILE="$body" wrk -t2 -c"$connections" -d"${duration}s" --latency -s benchmarks/post.lua \
        "http://127.0.0.1:$port$path" > "$out/wrk.txt"
    after=$(cpu_seconds "$pid")
    python3 - "$out/wrk.txt" "$before" "$after" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
cpu = float(sys.argv[3]) - float(sys.argv[2])
def ms(label):
    m = re.search(rf"^\s+{label}\s+([\d.]+)(us|ms|s)\s*$", text, re.M)
    value, unit = float(m.group(1)), m.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
errors = 0
m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
if m: errors += sum(int(x) for x in m.groups())
m = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
if m: errors += int(m.group(1))
requests = int(re.search(r"(\d+) requests in", text).group(1))
print(f"{rps:.0f} {ms('50%'):.3f} {ms('99%'):.3f} {errors} {cpu / max(requests, 1) * 1e6:.1f}")
PY
}

median() { python3 -c 'import statistics,sys; print(statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }

# $rounds runs of `measure` against one process; prints the medians "requests_per_second p99_ms cpu_us_per_request".
measure_rounds() {
    local r_rps=() r_p99=() r_cpu=() rps p50 p99 err cpu
    for _ in $(seq "$rounds"); do
        read -r rps p50 p99 err cpu < <(measure "$@")
        r_rps+=("$rps"); r_p99+=("$p99"); r_cpu+=("$cpu")
    done
    echo "$(median "${r_rps[@]}") $(median "${r_p99[@]}") $(median "${r_cpu[@]}")"
}

.build/release/responder-lab serve --port "$service_port" --log-level error &
service=$!
pids+=("$service")
wait_port "$service_port"

echo
echo "wrk -t2 -c$connections -d${duration}s, $rounds alternating rounds (A = service, B = ceiling), medians"
echo
echo "| input | answer bytes | service req/s | ceiling req/s | ratio | service p50 / p99 | ceiling p50 / p99 | service CPU per request | errors |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for input in delete-button nil-target grid-1000; do
    body="$out/$input.json"
    size=$(curl -s --data-binary @"$body" "http://127.0.0.1:$service_port/v1/dispatch" | wc -c)
    "$out/ceiling" "$ceiling_port" "$size" &
    ceiling=$!
    pids+=("$ceiling")
    wait_port "$ceiling_port"
    a_rps=(); a_p50=(); a_p99=(); a_cpu=(); b_rps=(); b_p50=(); b_p99=(); errors=0
    for _ in $(seq "$rounds"); do
        read -r rps p50 p99 err cpu < <(measure "$service_port" "$body" /v1/dispatch "$service")
        a_rps+=("$rps"); a_p50+=("$p50"); a_p99+=("$p99"); a_cpu+=("$cpu"); errors=$((errors + err))
        read -r rps p50 p99 err cpu < <(measure "$ceiling_port" "$body" /v1/dispatch "$ceiling")
        b_rps+=("$rps"); b_p50+=("$p50"); b_p99+=("$p99"); errors=$((errors + err))
    done
    kill "$ceiling"; wait "$ceiling" 2>/dev/null || true
    sa=$(median "${a_rps[@]}"); sb=$(median "${b_rps[@]}")
    ratio=$(python3 -c "print(f'{$sa / $sb * 100:.1f} %')")
    printf '| %s | %s | %.0f | %.0f | %s | %.2f / %.2f ms | %.2f / %.2f ms | %.0f µs | %s |\n' "$input" "$size" "$sa" "$sb" \
        "$ratio" "$(median "${a_p50[@]}")" "$(median "${a_p99[@]}")" "$(median "${b_p50[@]}")" "$(median "${b_p99[@]}")" \
        "$(median "${a_cpu[@]}")" "$errors"
done
echo
echo "The Delete-button example as plain JSON, with include=layout, and as a diagram (format=svg), $rounds rounds, medians;"
echo "the target is at most twice the plain answer's cost:"
echo
echo "| answer | bytes | req/s | CPU per request | CPU ratio to plain JSON |"
echo "| --- | ---: | ---: | ---: | ---: |"
plain_cpu=""
for query in "" "?include=layout" "?format=svg"; do
    body="$out/delete-button.json"
    size=$(curl -s --data-binary @"$body" "http://127.0.0.1:$service_port/v1/dispatch$query" | wc -c)
    read -r rps p99 cpu < <(measure_rounds "$service_port" "$body" "/v1/dispatch$query" "$service")
    plain_cpu=${plain_cpu:-$cpu}
    printf '| /v1/dispatch%s | %s | %.0f | %.0f µs | %s |\n' "$query" "$size" "$rps" "$cpu" \
        "$(python3 -c "print(f'{$cpu / $plain_cpu:.2f}')")"
done
rss=$(grep -E "VmHWM|VmRSS" "/proc/$service/status" | awk '{printf "%s %s %s  ", $1, $2, $3}')
echo
echo "service memory after the load: $rss"
kill -TERM "$service"; wait "$service" || true

# More threads than cores, as a container that sees its host's cores ran before the default counted the cores the
# process may use: the CPU a request costs should stay about what it costs with a thread a core.
cores=$(nproc)
echo
echo "The Delete-button example with --threads from 1 to 4 times the $cores cores, $rounds rounds, medians:"
echo
echo "| --threads | req/s | p99 | CPU per request | CPU ratio to --threads $cores |"
echo "| ---: | ---: | ---: | ---: | ---: |"
base_cpu=""
for threads in "$cores" 1 $((cores * 2)) $((cores * 4)); do
    port=$(free_port)
    .build/release/responder-lab serve --port "$port" --threads "$threads" --log-level error &
    threaded=$!
    pids+=("$threaded")
    wait_port "$port"
    read -r rps p99 cpu < <(measure_rounds "$port" "$out/delete-button.json" /v1/dispatch "$threaded")
    kill -TERM "$threaded"; wait "$threaded" || true
    base_cpu=${base_cpu:-$cpu}
    printf '| %s | %.0f | %.2f ms | %.0f µs | %s |\n' "$threads" "$rps" "$p99" "$cpu" \
        "$(python3 -c "print(f'{$cpu / $base_cpu:.2f}')")"
done

echo
echo "In-process breakdown per request (responder-bench pipeline):"
echo
.build/release/responder-bench pipeline

echo
echo "Auditing whole apps (responder-bench audit; POST /v1/audit in-process, medians):"
echo
.build/release/responder-bench audit
echo
echo "Importing debugger dumps (responder-bench import; POST /v1/import in-process, medians):"
echo
.build/release/responder-bench import

echo
echo "Parsing the 10,000-view request ($(wc -c < "$out/grid-10000.json") bytes), median of 21 runs each:"
ours=$(RESPONDER_BENCH_RUNS=21 .build/release/responder-bench loop decode "$out/grid-10000.json" | awk '{print $(NF-3), $(NF-2)}')
python=$(python3 - "$out/grid-10000.json" <<'PY'
import json, statistics, sys, time
data = open(sys.argv[1], "rb").read()
samples = []
for _ in range(21):
    start = time.perf_counter()
    json.loads(data)
    samples.append(time.perf_counter() - start)
print(f"{statistics.median(samples) * 1e3:.2f} ms")
PY
)
echo "  the service's reader, into the request types: $ours"
echo "  Python's json.loads, into dicts and lists:    $python"

# The whole offline path: a process that reads the file once, evaluates the tap and writes the answer. The request
# is over the default 1 MiB body limit, so eval is given the service's own --max-body-bytes.
hyperfine -N -w 3 -r 21 --export-json "$out/eval.json" \
    ".build/release/responder-lab eval $out/grid-10000.json --max-body-bytes=2000000" >/dev/null 2>&1
evaluated=$(python3 -c 'import json, sys; print("%.1f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1e3))' "$out/eval.json")
echo "  responder-lab eval, the whole process:       $evaluated ms ($(python3 -c "print(f'{$evaluated / ${python% ms}:.2f}')") x json.loads)"

echo
echo "Instructions per in-process request (valgrind --tool=callgrind; the same on every run, unlike the times):"
export SWIFT_DETERMINISTIC_HASHING=1  # Swift seeds hashing per process; fixed, the counts repeat
# STAGE INPUT: (21 runs - 11 runs) / 10. Both counts are past the first runs, which pay once for what a process
# sets up on first use (type metadata, Foundation's number formatting): with one run as the base, a stage could
# count up to 50,000 instructions more than it costs.
instructions() {
    local counts=()
    for runs in 11 21; do
        counts+=("$(RESPONDER_BENCH_RUNS=$runs valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            .build/release/responder-bench loop "$1" "$2" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')")
    done
    echo $(((counts[1] - counts[0]) / 10))
}
echo
echo "| example | whole request | decode | map + validate | evaluate (core) | encode |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for example in delete-button nil-target-no-first-responder; do
    row="| $example"
    for stage in all decode map core encode; do row+=" | $(instructions "$stage" "$example")"; done
    echo "$row |"
done

echo
echo "The same count for the Delete-button request answered three ways (format=svg is the evaluation with a full"
echo "trace and the drawing; the last column is the drawing alone):"
echo
echo "| example | plain JSON | include=layout | format=svg | drawing alone | format=svg / plain |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
plain=$(instructions all delete-button)
layout=$(instructions layout delete-button)
svg=$(instructions svg delete-button)
draw=$(instructions draw delete-button)
echo "| delete-button | $plain | $layout | $svg | $draw | $(python3 -c "print(f'{$svg / $plain:.2f}')") |"
