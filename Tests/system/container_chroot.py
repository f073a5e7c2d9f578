"""The Dockerfile's runtime stage in a chroot, for a machine where podman cannot run a container.

What it does, every fact read from the Dockerfile (container_dockerfile.py):
  1. stages the build context as the build stage's COPY instructions and .dockerignore make it (a COPY that is
     missing breaks this as it would break the real build) and runs the build stage's `swift` commands there;
  2. makes (or reuses) a `debootstrap --variant=minbase` root filesystem of the runtime stage's suite with the
     runtime stage's apt-get packages (container_images.rootfs, cached);
  3. on a throw-away overlay of it: replays the runtime stage's other RUN instructions (the useradd), copies the
     binary where COPY --from puts it, makes the root read-only (as deploy/kubernetes.yaml runs it), mounts /proc,
     and runs `ldd` on the binary: a library "not found" is reported with the package that provides it;
  4. starts the service in the chroot as the Dockerfile's USER with its ENV (PORT set to a free port: a chroot
     shares this machine's network), checks GET /healthz, POSTs the example and compares the answer byte for byte
     with `responder-lab eval` run outside, checks the examples are compiled in, runs the HEALTHCHECK command in
     the chroot, then sends the STOPSIGNAL and expects exit 0 within the stop timeout.
Nothing stays mounted and the service never outlives the check.
"""

import contextlib
import glob
import os
import pathlib
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time

from container_checks import (assert_same_answer, example_endpoint, expected_answer, missing_libraries, request,
                              wait_until_healthy)
from container_images import CACHE, DEFAULT_PATH, ContainerError, mounts_under, rootfs
from harness import REPO, free_port


def ignore_patterns(context):
    """.dockerignore as (is an exception, regular expression) in file order; the last match wins, as in Docker."""
    path = context / ".dockerignore"
    patterns = []
    for line in path.read_text().splitlines() if path.is_file() else []:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        exception = line.startswith("!")
        pattern = os.path.normpath(line.lstrip("!").strip()).lstrip("/")
        regex, index = "", 0
        while index < len(pattern):
            if pattern.startswith("**/", index):
                regex, index = regex + "(?:.*/)?", index + 3  # no directory or any number of them
            elif pattern.startswith("**", index):
                regex, index = regex + ".*", index + 2
            else:
                char = pattern[index]
                end = pattern.find("]", index)
                if char == "[" and end > 0:
                    regex, index = regex + pattern[index:end + 1], end + 1
                    continue
                regex += {"*": "[^/]*", "?": "[^/]"}.get(char, re.escape(char))
                index += 1
        patterns.append((exception, re.compile(regex + r"\Z")))
    return patterns


def ignored(relative, patterns):
    """Docker's rule: a pattern matches the path or one of its parent directories."""
    parts = relative.split("/")
    prefixes = ["/".join(parts[:index]) for index in range(1, len(parts) + 1)]
    verdict = False
    for exception, regex in patterns:
        if any(regex.match(prefix) for prefix in prefixes):
            verdict = not exception
    return verdict


def copy_plan(df):
    """{path in the image: path in the context} of everything the build stage's COPY instructions copy."""
    patterns = ignore_patterns(REPO)
    plan = {}

    def add(source, target):
        if ignored(source.relative_to(REPO).as_posix(), patterns):
            return
        plan[target] = source
        if source.is_dir() and not source.is_symlink():
            for child in sorted(source.iterdir()):
                add(child, f"{target}/{child.name}")

    for source_stage, _, sources, destination in df.build.copies():
        if source_stage:
            raise ContainerError(f"COPY --from={source_stage} in the build stage: the chroot check cannot follow it")
        names = [name for pattern in sources
                 for name in (sorted(glob.glob(pattern, root_dir=REPO)) if glob.has_magic(pattern) else [pattern])]
        if not names:
            raise ContainerError(f"COPY {' '.join(sources)}: matches nothing in the build context")
        target = os.path.normpath(os.path.join(df.build.workdir(), destination))
        for name in names:
            source = REPO / name
            if not source.exists() and not source.is_symlink():
                raise ContainerError(f"COPY {name}: not in the build context (the build would fail)")
            if ignored(os.path.normpath(name), patterns):
                raise ContainerError(f"COPY {name}: excluded by .dockerignore (the build would fail)")
            if source.is_dir() and not source.is_symlink():
                for child in sorted(source.iterdir()):
                    add(child, f"{target.rstrip('/')}/{child.name}")
            else:
                into = destination.endswith("/") or destination in (".", "./") or len(names) > 1
                add(source, f"{target.rstrip('/')}/{source.name}" if into else target)
    return plan


def kind(path):
    return "link" if path.is_symlink() else "dir" if path.is_dir() else "file"


def stage_context(df, root):
    """Makes ROOT hold exactly what the build stage copies (image paths under ROOT), keeping the WORKDIR's .build.

    Unchanged files are left alone (SwiftPM compares their inode and time), so that swift build stays incremental.
    """
    plan = copy_plan(df)
    keep = f"{df.build.workdir().rstrip('/')}/.build"
    wanted = set(plan)
    for target in plan:
        parent = os.path.dirname(target)
        while parent not in ("/", ""):
            wanted.add(parent)
            parent = os.path.dirname(parent)
    root.mkdir(parents=True, exist_ok=True)
    for directory, dirs, files in os.walk(root):
        image_directory = "/" + os.path.relpath(directory, root) if directory != str(root) else ""
        for name in list(dirs) + files:
            path, image_path = pathlib.Path(directory, name), f"{image_directory}/{name}"
            if image_path == keep:
                dirs.remove(name)
            elif image_path not in wanted or kind(path) != (kind(plan[image_path]) if image_path in plan else "dir"):
                if kind(path) == "dir":
                    shutil.rmtree(path)
                else:
                    path.unlink()
                if name in dirs:
                    dirs.remove(name)
    for target, source in sorted(plan.items()):
        destination = root / target.lstrip("/")
        if kind(source) == "dir":
            destination.mkdir(parents=True, exist_ok=True)
        elif kind(source) == "link":
            if destination.is_symlink() and os.readlink(destination) == os.readlink(source):
                continue
            destination.unlink(missing_ok=True)
            destination.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(os.readlink(source), destination)
        else:
            if destination.is_file():
                mine, theirs = destination.stat(), source.stat()
                if (mine.st_size, mine.st_mtime_ns) == (theirs.st_size, theirs.st_mtime_ns):
                    continue
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, destination)
    for target, source in plan.items():  # Sources/ reaches examples/ through links: their targets must be copied
        destination = root / target.lstrip("/")
        if kind(source) == "link" and not destination.exists():
            raise ContainerError(f"{target} -> {os.readlink(destination)}: the link's target is not copied by the "
                                 "build stage (add a COPY for it, and check .dockerignore)")
    return root / df.build.workdir().lstrip("/")


def build(df, log):
    """The build stage's swift commands in the staged context; the path of the binary."""
    workdir = stage_context(df, CACHE / "build")
    for words in df.build.swift_commands():
        with open(log, "a") as sink:
            sink.write(f"$ {shlex.join(words)}\n")
            sink.flush()
            code = subprocess.run(words, cwd=workdir, stdout=sink, stderr=subprocess.STDOUT, timeout=3600).returncode
        if code != 0:
            tail = "\n".join(pathlib.Path(log).read_text().splitlines()[-40:])
            raise ContainerError(f"build stage: '{shlex.join(words)}' exited {code}:\n{tail}")
    bin_path = subprocess.run([*df.build_command(), "--show-bin-path"], cwd=workdir, capture_output=True, text=True,
                              check=True).stdout.strip().splitlines()[-1]
    binary = pathlib.Path(bin_path) / "responder-lab"
    if not binary.is_file():
        raise ContainerError(f"the build stage's swift build made no {binary}")
    return binary


def run(command, log, **options):
    with open(log, "a") as sink:
        sink.write(f"$ {shlex.join(map(str, command))}\n")
        sink.flush()
        return subprocess.run(command, stdout=sink, stderr=subprocess.STDOUT, **options).returncode


@contextlib.contextmanager
def work_directory():
    """A temporary directory; everything mounted under it is unmounted at the end, deepest first."""
    work = pathlib.Path(tempfile.mkdtemp(prefix="responder-lab-chroot."))
    try:
        yield work
    finally:
        for point in sorted(mounts_under(work), reverse=True):
            if subprocess.run(["umount", point], capture_output=True).returncode != 0:
                subprocess.run(["umount", "-l", point], capture_output=True)
        if not mounts_under(work):
            shutil.rmtree(work, ignore_errors=True)


def assemble(df, base, binary, work, log):
    """The runtime stage on an overlay of BASE at WORK/root; the binary's path inside it."""
    root = work / "root"
    for directory in (root, work / "upper", work / "overlay-work"):
        directory.mkdir()
    overlay = f"lowerdir={base},upperdir={work / 'upper'},workdir={work / 'overlay-work'}"
    if subprocess.run(["mount", "-t", "overlay", "overlay", "-o", overlay, str(root)], capture_output=True).returncode:
        shutil.copytree(base, root, symlinks=True, dirs_exist_ok=True)  # overlayfs unavailable: a copy
    for device in ("null", "zero", "random", "urandom"):
        node = root / "dev" / device
        if not node.is_char_device():
            node.touch()
            subprocess.run(["mount", "--bind", f"/dev/{device}", str(node)], check=True)
    for command, commands in df.runtime.runs():
        if any(words[:1] in (["apt-get"], ["apt"]) for words in commands):
            continue  # what debootstrap --include installed
        code = run(["chroot", str(root), "/usr/bin/env", "-i", f"PATH={DEFAULT_PATH}", "HOME=/root", "/bin/sh", "-c",
                    command], log)
        if code != 0:
            raise ContainerError(f"runtime stage: RUN {' '.join(command.split())!r} failed in the root filesystem "
                                 f"(see {log})")
    inside = None
    for source_stage, chown, sources, destination in df.runtime.copies():
        if not source_stage or [os.path.basename(path) for path in sources] != [binary.name]:
            raise ContainerError(f"COPY {' '.join(sources)} {destination}: the chroot check only reproduces the "
                                 f"copy of the {binary.name} binary from the build stage")
        inside = destination + binary.name if destination.endswith("/") else destination
        target = root / inside.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(binary, target)
        if chown:
            subprocess.run(["chroot", str(root), "chown", chown, inside], check=True)
    uid, gid = df.user()
    name = df.accounts()[uid][0]
    account = subprocess.run(["chroot", str(root), "getent", "passwd", str(uid)], capture_output=True, text=True)
    if not account.stdout.startswith(f"{name}:x:{uid}:{gid}:"):
        raise ContainerError(f"runtime stage: after its RUN instructions, uid {uid} is "
                             f"{account.stdout.strip() or 'nobody'!r}, not {name} with gid {gid}")
    # Read-only from here on, as deploy/kubernetes.yaml runs it; /proc as every container has it (the Swift runtime
    # reads its arguments from /proc/self/cmdline).
    if not os.path.ismount(root):
        subprocess.run(["mount", "--bind", str(root), str(root)], check=True)
    if subprocess.run(["mount", "-o", "remount,bind,ro", str(root)], capture_output=True).returncode:
        subprocess.run(["mount", "-o", "remount,ro", str(root)], check=True)
    if run(["touch", str(root / ".write-test")], log) == 0:
        raise ContainerError("could not make the root filesystem read-only for the run")
    subprocess.run(["mount", "-t", "proc", "proc", str(root / "proc")], check=True)
    return root, inside, account.stdout.split(":")[5]


def check(df, outside_binary, example, stop_timeout, logs, refresh=False):
    """Runs the steps in the module's docstring; yields a line per step passed, raises ContainerError on a failure."""
    log = logs / "chroot.log"
    started = time.monotonic()
    binary = build(df, log)
    yield f"chroot: built {binary} with the build stage's swift commands ({time.monotonic() - started:.0f}s)"
    base = rootfs(df.suite(), df.runtime.apt_packages(), log, refresh=refresh)
    for package in df.runtime.apt_packages():
        status = subprocess.run(["chroot", str(base), "dpkg-query", "-W", "-f=${Status}", package],
                                capture_output=True, text=True).stdout
        if status != "install ok installed":
            raise ContainerError(f"the runtime root filesystem {base} lacks {package} although the Dockerfile "
                                 "installs it (CONTAINER_CHECK_REFRESH=1 makes it again)")
    yield f"chroot: Debian {df.suite()} minbase root filesystem with {' '.join(df.runtime.apt_packages())}: {base}"
    with work_directory() as work:
        root, inside, home = assemble(df, base, binary, work, log)
        ldd = subprocess.run(["chroot", str(root), "/usr/bin/ldd", inside], capture_output=True, text=True)
        missing = missing_libraries(ldd.stdout + ldd.stderr, df.suite())
        if missing:
            raise ContainerError(f"the runtime stage lacks shared libraries: {'; '.join(missing)}. Add the "
                                 f"package(s) to the runtime stage's apt-get install in {df.path.name}")
        if "not a dynamic executable" in ldd.stdout + ldd.stderr:
            raise ContainerError(f"ldd cannot read {inside} inside the root filesystem")
        yield f"chroot: ldd: all {ldd.stdout.count('=>')} shared libraries resolve, root read-only"
        uid, gid = df.user()
        port = free_port()
        environment = [f"PATH={DEFAULT_PATH}", "HOSTNAME=responder-lab-check", f"HOME={home}",
                       *(f"{key}={value}" for key, value in df.runtime.env().items()), f"PORT={port}"]
        in_chroot = ["chroot", f"--userspec={uid}:{gid}", str(root), "/usr/bin/env", "-i"]
        if df.runtime.workdir() != "/":
            in_chroot += ["-C", df.runtime.workdir()]
        in_chroot += environment
        with open(logs / "chroot-service.log", "w") as sink:
            server = subprocess.Popen([*in_chroot, *df.command], stdout=sink, stderr=subprocess.STDOUT)
        try:
            if not wait_until_healthy(port, lambda: server.poll() is None):
                tail = (logs / "chroot-service.log").read_text()[-2000:]
                raise ContainerError(f"the service in the chroot did not answer GET /healthz on port {port} within "
                                     f"10 s (exit {server.poll()}):\n{tail}")
            running_as = os.stat(f"/proc/{server.pid}").st_uid
            if running_as != uid:
                raise ContainerError(f"the service runs as uid {running_as}, not the Dockerfile's USER {uid}")
            status, body = request(port, "GET", "/healthz")
            if status != 200:
                raise ContainerError(f"GET /healthz answered {status}")
            endpoint = example_endpoint(outside_binary, example)
            status, answer = request(port, "POST", endpoint, (REPO / "examples" / f"{example}.json").read_bytes())
            try:
                assert_same_answer(example, endpoint, status, answer, expected_answer(outside_binary, example))
            except AssertionError as error:
                raise ContainerError(str(error)) from None
            yield f"chroot: up as uid {uid}, /healthz 200, POST {endpoint} byte-identical to responder-lab eval"
            printed = subprocess.run([*in_chroot, inside, "examples", example], capture_output=True)
            if printed.stdout != (REPO / "examples" / f"{example}.json").read_bytes():
                raise ContainerError(f"'responder-lab examples {example}' in the chroot differs from the file: "
                                     f"{printed.stderr.decode(errors='replace').strip()}")
            options, command = df.healthcheck()
            seconds = float(re.sub(r"s$", "", options.get("timeout", "30s")))
            health = subprocess.run([*in_chroot, *command], capture_output=True, text=True, timeout=seconds)
            if health.returncode != 0:
                raise ContainerError(f"HEALTHCHECK {command} exited {health.returncode} in the chroot: "
                                     f"{(health.stdout + health.stderr).strip()}")
            yield f"chroot: examples compiled in, HEALTHCHECK {' '.join(command)} exit 0"
            server.send_signal(getattr(signal, df.stopsignal()))
            try:
                code = server.wait(timeout=stop_timeout)
            except subprocess.TimeoutExpired:
                raise ContainerError(f"the service was still running {stop_timeout}s after {df.stopsignal()}") \
                    from None
            if code != 0:
                raise ContainerError(f"the service exited {code} after {df.stopsignal()}, not 0")
            yield f"chroot: {df.stopsignal()}: clean exit 0"
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()
