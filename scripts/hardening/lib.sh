# shellcheck shell=bash
# Shared helpers for the hardening scripts (sourced, not run).
#
#   hl_need_apt PACKAGE...        apt-get install the Debian packages that are missing (sudo when not root)
#   hl_need_pip MODULE PACKAGE    pip install PACKAGE when python3 cannot import MODULE
#   hl_build release|debug        swift build the responder-lab product; sets RL_BIN
#   hl_start NAME LOG ARGS...     starts `RL_BIN serve --port 0 ARGS...` (or $RL_WRAP RL_BIN ...), stderr to LOG;
#                                 waits for "listening on HOST:PORT"; sets RL_PID and RL_PORT
#   hl_established PORT           prints the number of established connections to local port PORT
#   hl_rss PID                    prints "VmRSS VmHWM" in kB from /proc/PID/status
#   hl_wrk_post URL CONN SECONDS  wrk -t2 POSTs examples/delete-button.json to URL/v1/dispatch (wrk-post.lua, timeout
#                                 5 s); prints wrk's output, whose RESULT line hl_wrk_field reads
#   hl_wrk_field NAME RESULT      prints field NAME (requests, non2xx, connect, read, write, timeout, p99_ms, ...) of
#                                 a RESULT line
#   hl_track PID / hl_untrack PID  remember a process for hl_cleanup / forget it once it has been waited for
#   hl_cleanup                    kills (TERM, then KILL) every process hl_start or hl_track started; run from a trap
#
# Environment:
#   RESPONDER_LAB_BIN   use this binary instead of building one
#   HARDENING_SCRATCH   pass --scratch-path to swift build (a separate build directory, e.g. to keep out of the way of
#                       a concurrent build in .build)
#   HARDENING_OUT       where logs and reports go (default .build/hardening)

HL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$HL_DIR/../.." && pwd)"
HARDENING_OUT="${HARDENING_OUT:-$REPO_ROOT/.build/hardening}"
mkdir -p "$HARDENING_OUT"
HL_PIDS=()

hl_say() { printf '%s\n' "$*" >&2; }

hl_sudo() {
    if [[ $(id -u) -ne 0 ]]; then sudo "$@"; else "$@"; fi
}

hl_need_apt() {
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if ((${#missing[@]})); then
        hl_say "installing ${missing[*]} (apt-get)"
        hl_sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive hl_sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
}

hl_need_pip() {
    local module="$1" package="$2"
    if ! python3 -c "import $module" 2>/dev/null; then
        hl_say "installing $package (pip)"
        python3 -m pip install --quiet --disable-pip-version-check "$package"
    fi
}

hl_build() {
    local configuration="${1:-release}"
    if [[ -n "${RESPONDER_LAB_BIN:-}" ]]; then
        RL_BIN="$RESPONDER_LAB_BIN"
        return
    fi
    local args=(-c "$configuration" --product responder-lab)
    if [[ -n "${HARDENING_SCRATCH:-}" ]]; then args+=(--scratch-path "$HARDENING_SCRATCH"); fi
    local log="$HARDENING_OUT/build-$configuration.log"
    if ! (cd "$REPO_ROOT" && swift build "${args[@]}") >"$log" 2>&1; then
        hl_say "swift build -c $configuration failed; see $log"
        tail -20 "$log" >&2
        return 1
    fi
    RL_BIN="$(cd "$REPO_ROOT" && swift build "${args[@]}" --show-bin-path)/responder-lab"
    if [[ ! -x "$RL_BIN" ]]; then
        hl_say "cannot build $RL_BIN"
        return 1
    fi
}

hl_track() { HL_PIDS+=("$1"); }

# Forgets a process that has been waited for, so that hl_cleanup never signals a reused process id.
hl_untrack() {
    local keep=() pid
    for pid in "${HL_PIDS[@]}"; do [[ "$pid" == "$1" ]] || keep+=("$pid"); done
    HL_PIDS=("${keep[@]}")
}

# Prints "yes" when GET /healthz answers with a 2xx at the base URL $1, "no" otherwise.
hl_healthy() {
    if curl -sf --max-time 5 "$1/healthz" >/dev/null; then echo yes; else echo no; fi
}

# Sends SIGTERM to the service $1 and waits for it; its exit status is left in HL_EXIT. (Not usable inside
# $(...): a subshell cannot wait for the script's own child.)
hl_stop() {
    HL_EXIT=0
    kill -TERM "$1"
    wait "$1" || HL_EXIT=$?
    hl_untrack "$1"
}

hl_start() {
    local name="$1" log="$2"
    shift 2
    : >"$log"
    # shellcheck disable=SC2086
    ${RL_WRAP:-} "$RL_BIN" serve --port 0 "$@" 2>>"$log" &
    RL_PID=$!
    hl_track "$RL_PID"
    RL_PORT=""
    local waited=0
    while ((waited < ${HL_START_TIMEOUT:-300})); do
        RL_PORT=$(grep -m1 -oE '"listening on [^"]*:[0-9]+"' "$log" | grep -oE '[0-9]+"$' | tr -d '"' || true)
        [[ -n "$RL_PORT" ]] && break
        if ! kill -0 "$RL_PID" 2>/dev/null; then
            hl_say "$name: the service exited during start-up; see $log"
            tail -5 "$log" >&2
            return 1
        fi
        sleep 0.1
        waited=$((waited + 1))
    done
    if [[ -z "$RL_PORT" ]]; then
        hl_say "$name: the service did not start; see $log"
        return 1
    fi
}

# Prints how many established TCP connections have local port $1 (the service's side), from /proc/net/tcp{,6}.
hl_established() {
    local hex
    hex=$(printf '%04X' "$1")
    cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | awk -v p=":$hex" '$4 == "01" && substr($2, length($2) - 4) == p {n++} END {print n + 0}'
}

hl_rss() {
    awk '/^VmRSS:/ {rss=$2} /^VmHWM:/ {hwm=$2} END {print rss, hwm}' "/proc/$1/status"
}

hl_wrk_post() {
    WRK_BODY_FILE="$REPO_ROOT/examples/delete-button.json" WRK_PATH=/v1/dispatch WRK_THREADS=2 \
        wrk -t2 -c"$2" -d"$3s" --timeout 5s -s "$HL_DIR/wrk-post.lua" "$1" 2>&1
}

hl_wrk_field() { sed -nE "s/.* $1=([0-9.]+).*/\1/p" <<<"$2"; }

hl_cleanup() {
    local pid
    for pid in "${HL_PIDS[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    for pid in "${HL_PIDS[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$pid" 2>/dev/null || true
    done
    HL_PIDS=()
}
