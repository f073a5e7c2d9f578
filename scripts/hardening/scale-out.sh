#!/usr/bin/env bash
# Scale-out behind a real load balancer: Debian's nginx, with deploy/nginx/responder-lab.conf as shipped (only its
# addresses and port replaced), in front of three instances on loopback ports, under wrk load.
#
#   scripts/hardening/scale-out.sh          kill: 20 s of load; rolling restart: about 30 s
#   scripts/hardening/scale-out.sh --ci     kill: 12 s of load; rolling restart: about 20 s (about 40 s in all)
#   options: --connections N (default 64) --kill-seconds N
#
# 1. kill: wrk POSTs examples/delete-button.json through nginx; a third of the way in, one instance is killed with
#    SIGKILL; two thirds of the way in, it is started again on its port.
# 2. rolling restart: under the same load, each instance in turn gets SIGTERM (the service's drain), must exit 0,
#    and is started again on its port; the next one follows 3 s after it answers GET /healthz (longer than the
#    fail_timeout for which nginx keeps an instance it saw fail out of rotation).
# Checks for both: every answer 2xx, 0 socket errors, 0 timeouts (a failed request anywhere would show as one of
# them: nginx answers 502/504 when it cannot retry); and, for the restart, every instance exits 0 after SIGTERM.
# Prints one line starting "scale-out:"; exits non-zero when a check fails. Logs: .build/hardening/scale-out-*.
set -euo pipefail
# shellcheck source=scripts/hardening/lib.sh
source "$(dirname "$0")/lib.sh"

connections=64
kill_seconds=20
while (($#)); do
    case "$1" in
        --ci) kill_seconds=12 ;;
        --connections) connections="$2"; shift ;;
        --kill-seconds) kill_seconds="$2"; shift ;;
        *) echo "scale-out.sh: unknown option $1" >&2; exit 64 ;;
    esac
    shift
done

hl_need_apt nginx wrk curl
hl_build release
trap hl_cleanup EXIT
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

ports=("$(free_port)" "$(free_port)" "$(free_port)")
front=$(free_port)
pids=()
start_instance() { # index
    local index=$1
    hl_start "scale-out" "$HARDENING_OUT/scale-out-instance-$index.log" --port "${ports[$index]}" --log-level error
    pids[index]=$RL_PID
}
for index in 0 1 2; do start_instance "$index"; done

# nginx, with the shipped configuration: only the three upstream addresses and the listening port differ.
dir="$HARDENING_OUT/scale-out-nginx"
rm -rf "$dir" && mkdir -p "$dir/temp"
sed -e "s/127\.0\.0\.1:8081/127.0.0.1:${ports[0]}/" -e "s/127\.0\.0\.1:8082/127.0.0.1:${ports[1]}/" \
    -e "s/127\.0\.0\.1:8083/127.0.0.1:${ports[2]}/" -e "s/listen 8080;/listen 127.0.0.1:$front;/" \
    "$REPO_ROOT/deploy/nginx/responder-lab.conf" >"$dir/responder-lab.conf"
cat >"$dir/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $dir/temp/body;
    proxy_temp_path $dir/temp/proxy;
    fastcgi_temp_path $dir/temp/fastcgi;
    uwsgi_temp_path $dir/temp/uwsgi;
    scgi_temp_path $dir/temp/scgi;
    include $dir/responder-lab.conf;
}
CONF
"$NGINX" -p "$dir" -c "$dir/nginx.conf" 2>"$dir/stderr.log" &
nginx_pid=$!
hl_track "$nginx_pid"
url="http://127.0.0.1:$front"
for _ in $(seq 100); do
    curl -sf --max-time 1 "$url/healthz" >/dev/null && break
    sleep 0.1
done
[[ $(hl_healthy "$url") == yes ]] || { echo "scale-out: FAIL nginx did not answer; see $dir"; exit 1; }

failures=()
load() { hl_wrk_post "$url" "$connections" "$1" >"$2"; } # seconds output
verdict() { # name output: sets VERDICT to the run's figures and adds to failures (not usable inside $(...))
    local name=$1 result
    result=$(grep '^RESULT' "$2" || true)
    field() { hl_wrk_field "$1" "$result"; }
    if [[ -z "$result" ]]; then
        failures+=("$name: wrk printed no result")
        VERDICT="$name: no result"
        return
    fi
    local errors=$(($(field connect) + $(field read) + $(field write)))
    if ((errors > 0 || $(field timeout) > 0 || $(field non2xx) > 0)); then
        failures+=("$name: $(field non2xx) non-2xx, $errors socket errors, $(field timeout) timeouts")
    fi
    VERDICT="$name: $(field requests) answers, $(field non2xx) non-2xx, $errors socket errors, $(field timeout) timeouts, p99 $(field p99_ms)ms, max $(field max_ms)ms"
}

# 1. SIGKILL one instance under load, then start it again.
out="$HARDENING_OUT/scale-out-kill-wrk.txt"
load "$kill_seconds" "$out" &
wrk_pid=$!
sleep $((kill_seconds / 3))
kill -KILL "${pids[1]}"
wait "${pids[1]}" 2>/dev/null || true
hl_untrack "${pids[1]}"
sleep $((kill_seconds / 3))
start_instance 1
wait "$wrk_pid" || true
verdict "SIGKILL" "$out"
kill_line=$VERDICT

# 2. Rolling restart: SIGTERM each instance in turn, under load.
out="$HARDENING_OUT/scale-out-restart-wrk.txt"
load $((kill_seconds + 8)) "$out" &
wrk_pid=$!
sleep 2
exits=()
for index in 0 1 2; do
    hl_stop "${pids[$index]}"
    exits+=("$HL_EXIT")
    ((HL_EXIT == 0)) || failures+=("instance $index exited with status $HL_EXIT after SIGTERM")
    start_instance "$index"
    for _ in $(seq 100); do
        curl -sf --max-time 1 "http://127.0.0.1:${ports[$index]}/healthz" >/dev/null && break
        sleep 0.1
    done
    # nginx keeps an instance it saw fail out of rotation for fail_timeout (2 s in the shipped file) even once it
    # answers again: stopping the next one sooner could leave no instance in rotation ("no live upstreams", 502).
    sleep 3
done
wait "$wrk_pid" || true
verdict "rolling restart" "$out"
restart_line=$VERDICT

for index in 0 1 2; do hl_stop "${pids[$index]}"; done
kill -QUIT "$nginx_pid" 2>/dev/null || true
wait "$nginx_pid" 2>/dev/null || true
hl_untrack "$nginx_pid"

summary="nginx in front of 3 instances, $connections connections; $kill_line; $restart_line (exits ${exits[*]})"
echo "$summary" >"$HARDENING_OUT/scale-out-summary.txt"
if ((${#failures[@]})); then
    echo "scale-out: FAIL $summary; $(IFS=';'; echo "${failures[*]}")"
    exit 1
fi
echo "scale-out: ok $summary"
