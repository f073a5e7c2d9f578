# Sourced by scripts that need a running service: start_service starts `.build/debug/responder-lab serve` on a
# free port with any extra flags, sets SERVICE_PID and SERVICE_PORT, and stops it when the script exits.
start_service() {
    local log
    log=$(mktemp)
    .build/debug/responder-lab serve --port 0 --log-level error "$@" 2>"$log" &
    SERVICE_PID=$!
    # shellcheck disable=SC2064  # expand now: the trap must name this process and log.
    trap "kill $SERVICE_PID 2>/dev/null || true; rm -f '$log'" EXIT
    SERVICE_PORT=""
    for _ in $(seq 100); do
        SERVICE_PORT=$(grep -oE 'listening on [^"]*:[0-9]+' "$log" | grep -oE '[0-9]+$' | head -n 1 || true)
        [[ -n "$SERVICE_PORT" ]] && return 0
        kill -0 "$SERVICE_PID" 2>/dev/null || { cat "$log" >&2; return 1; }
        sleep 0.1
    done
    echo "the service did not report its port" >&2
    return 1
}
