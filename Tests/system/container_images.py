"""podman as this machine runs it, and local stand-ins for the Dockerfile's base images.

No registry can be reached from here, so the two FROM images are made locally, once, and kept:
  - debian:SUITE-slim: a `debootstrap --variant=minbase` root filesystem of the suite, imported with `podman import`;
  - swift:X.Y-SUITE: the same plus the packages the official Swift image installs (swiftlang/swift-docker's
    Debian 12 Dockerfile) and the Swift toolchain found on PATH here, merged into /usr as the official image has it.
Each stand-in is tagged with the exact name its FROM line uses and labelled `responder-lab.stand-in` with a key of
its inputs (suite, architecture, mirror, packages, toolchain version): a later run reuses it while the key matches
and it is younger than CONTAINER_CHECK_MAX_AGE_DAYS. An image of that name without the label is a real one (pulled
while a registry was reachable) and is used as it is.

The .debs are cached under CONTAINER_CHECK_CACHE (default /var/cache/responder-lab), and so is the chroot check's
root filesystem (a stand-in's is removed once it is imported). The Debian mirror is the one this machine's apt uses
(CONTAINER_CHECK_MIRROR overrides it). podman reads data/container/containers.conf (CONTAINERS_CONF): runc,
cgroupfs, and no default ulimits (a sandbox may refuse to raise RLIMIT_NOFILE and RLIMIT_NPROC). Images live in
podman's own storage (/var/lib/containers/storage, overlay where the kernel has it).
"""

import calendar
import contextlib
import fcntl
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time

from harness import DATA

CACHE = pathlib.Path(os.environ.get("CONTAINER_CHECK_CACHE", "/var/cache/responder-lab"))
MAX_AGE_DAYS = int(os.environ.get("CONTAINER_CHECK_MAX_AGE_DAYS", "30"))
CONTAINERS_CONF = DATA / "container" / "containers.conf"
LABEL = "responder-lab.stand-in"
DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
# What swiftlang/swift-docker's Debian 12 image installs before it unpacks the toolchain.
SWIFT_IMAGE_PACKAGES = ["binutils", "gcc", "git", "libcurl4-openssl-dev", "libedit-dev", "libicu-dev",
                        "libncurses-dev", "libpython3-dev", "libsqlite3-dev", "libstdc++-12-dev", "libxml2-dev",
                        "pkg-config", "tzdata", "uuid-dev"]


class ContainerError(Exception):
    """Something the check needs that this machine cannot give, with what to do about it."""


def podman_environment():
    return {**os.environ, "CONTAINERS_CONF": str(CONTAINERS_CONF)}


def podman(*arguments, timeout=120, check=True, log=None, stdin=None):
    """Runs `podman ARGUMENTS` with the check's containers.conf; its output goes to LOG when given."""
    command = ["podman", *map(str, arguments)]
    if log is not None:
        with open(log, "a") as sink:
            sink.write(f"$ {' '.join(command)}\n")
            sink.flush()
            result = subprocess.run(command, stdout=sink, stderr=subprocess.STDOUT, stdin=stdin, text=True,
                                    timeout=timeout, env=podman_environment())
    else:
        result = subprocess.run(command, capture_output=True, stdin=stdin, text=True, timeout=timeout,
                                env=podman_environment())
    if check and result.returncode != 0:
        detail = f"(see {log})" if log is not None else (result.stderr or result.stdout).strip()[-2000:]
        raise ContainerError(f"`{' '.join(command)}` exited {result.returncode}: {detail}")
    return result


def podman_cannot_run(image):
    """Why podman cannot run a container here (None when it can): `podman info`, then a container of IMAGE."""
    info = podman("info", "--format", "json", check=False, timeout=60)
    if info.returncode != 0:
        return f"`podman info` fails: {info.stderr.strip()[-500:]}"
    probe = podman("run", "--rm", "--network", "none", image, "true", check=False, timeout=120)
    if probe.returncode != 0:
        return f"`podman run {image} true` fails: {probe.stderr.strip()[-500:]}"
    return None


def storage_driver():
    info = json.loads(podman("info", "--format", "json", timeout=60).stdout)
    return info["store"]["graphDriverName"], info["store"]["graphRoot"]


def image_labels(name):
    """The labels of a local image, or None when there is none of that name."""
    found = podman("image", "inspect", "--format", "json", name, check=False, timeout=60)
    if found.returncode != 0:
        return None
    return json.loads(found.stdout)[0].get("Labels") or {}


def full_name(image):
    """`swift:6.3-bookworm` -> `localhost/swift:6.3-bookworm`: the name podman gives a short name it tags, and the
    first one it looks up for a short FROM with --pull=never. The stand-ins live there, under no registry's name."""
    first = image.split("/", 1)[0]
    if "/" in image and ("." in first or ":" in first or first == "localhost"):
        return image
    return f"localhost/{image}"


@contextlib.contextmanager
def cache_lock(timeout=900):
    """Holds CACHE/lock, so that two checks on one machine do not make the same cache at once."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / "lock", "w") as lock:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise ContainerError(f"another container check has held {CACHE}/lock for {timeout} s")
                time.sleep(1)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


# ---- the Debian mirror apt uses here --------------------------------------------------------------------------------


def apt_mirror(suite):
    """The first `deb` source of SUITE main in /etc/apt (one-line .list files and deb822 .sources files)."""
    if os.environ.get("CONTAINER_CHECK_MIRROR"):
        return os.environ["CONTAINER_CHECK_MIRROR"]
    entries = []  # (types, uris, suites, components)
    sources = pathlib.Path("/etc/apt/sources.list.d")
    for path in sorted(sources.glob("*.sources")) if sources.is_dir() else []:
        for block in re.split(r"\n\s*\n", path.read_text()):
            fields = {}
            for line in block.splitlines():
                if line.startswith(("#", " ", "\t")) or ":" not in line:
                    continue
                key, _, value = line.partition(":")
                fields[key.strip().lower()] = value.strip()
            if fields.get("enabled", "yes").lower() == "no":
                continue
            entries.append((fields.get("types", "").split(), fields.get("uris", "").split(),
                            fields.get("suites", "").split(), fields.get("components", "").split()))
    lists = [pathlib.Path("/etc/apt/sources.list")] + (sorted(sources.glob("*.list")) if sources.is_dir() else [])
    for path in lists:
        if not path.is_file():
            continue
        for line in path.read_text().splitlines():
            words = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
            if len(words) >= 4:
                entries.append(([words[0]], [words[1]], [words[2]], words[3:]))
    for types, uris, suites, components in entries:
        if "deb" in types and suite in suites and "main" in components and uris:
            return uris[0]
    raise ContainerError(
        f"this machine's apt configuration (/etc/apt/sources.list, /etc/apt/sources.list.d) has no '{suite} main' "
        "Debian source to debootstrap from; add one, or set CONTAINER_CHECK_MIRROR")


# ---- debootstrap root filesystems, cached ---------------------------------------------------------------------------


def architecture():
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def rootfs_key(suite, packages):
    """(key text, short hash): what a root filesystem is made of."""
    text = f"suite={suite} variant=minbase arch={architecture()} mirror={apt_mirror(suite)} " \
           f"packages={' '.join(sorted(set(packages)))}"
    return text, hashlib.sha256(text.encode()).hexdigest()[:12]


def mounts_under(path):
    with open("/proc/self/mounts") as mounts:
        points = [line.split()[1] for line in mounts]
    return [point for point in points if point == str(path) or point.startswith(f"{path}/")]


def rootfs(suite, packages, log, refresh=False):
    """A `debootstrap --variant=minbase --include=PACKAGES` root filesystem of SUITE, from the cache when it is fresh.

    The cache is CACHE/rootfs/SUITE-minbase-KEY (KEY hashes suite, architecture, mirror and packages), with a
    .info file beside it; the .debs stay in CACHE/debs. Root filesystems no run has used for 14 days are removed.
    """
    text, key = rootfs_key(suite, packages)
    path = CACHE / "rootfs" / f"{suite}-minbase-{key}"
    info = pathlib.Path(f"{path}.info")
    fresh = info.is_file() and path.is_dir() and not refresh \
        and time.time() - info.stat().st_mtime < MAX_AGE_DAYS * 86400
    if not fresh:
        partial = pathlib.Path(f"{path}.partial")
        for stale in (path, partial):
            if stale.exists() and not mounts_under(stale):
                shutil.rmtree(stale)
        info.unlink(missing_ok=True)
        (CACHE / "debs").mkdir(parents=True, exist_ok=True)
        command = ["debootstrap", "--variant=minbase", f"--arch={architecture()}", f"--cache-dir={CACHE / 'debs'}"]
        if packages:
            command.append(f"--include={','.join(sorted(set(packages)))}")
        command += [suite, str(partial), apt_mirror(suite)]
        with open(log, "a") as sink:
            sink.write(f"$ {' '.join(command)}\n")
            sink.flush()
            code = subprocess.run(command, stdout=sink, stderr=subprocess.STDOUT, timeout=3600).returncode
        if code != 0:
            errors = [line for line in pathlib.Path(log).read_text().splitlines() if line.startswith("E:")]
            if not mounts_under(partial):
                shutil.rmtree(partial, ignore_errors=True)
            raise ContainerError(f"debootstrap of {suite} exited {code}: {errors[-1] if errors else f'see {log}'}")
        if mounts_under(partial):
            raise ContainerError(f"debootstrap left mounts under {partial}")
        partial.rename(path)
        info.write_text(f"made={time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}\n{text}\n")
    info.touch()
    for other in (CACHE / "rootfs").glob("*.info"):
        unused = time.time() - other.stat().st_mtime > 14 * 86400
        directory = pathlib.Path(str(other)[:-len(".info")])
        if other != info and unused and not mounts_under(directory):
            shutil.rmtree(directory, ignore_errors=True)
            other.unlink()
    return path


# ---- the stand-in base images ---------------------------------------------------------------------------------------


def toolchain():
    """(the directory holding the toolchain's usr/, its version) of the `swift` on PATH."""
    swift = shutil.which("swift")
    if swift is None:
        raise ContainerError("swift is not on PATH: the Swift image's stand-in is made from the toolchain here")
    usr = pathlib.Path(swift).resolve().parents[1]
    if usr.name != "usr" or usr == pathlib.Path("/usr"):
        raise ContainerError(f"the Swift toolchain here is at {usr}: the stand-in copies a toolchain kept in a "
                             "directory of its own (DIR/usr/bin/swift, as swift.org's tarball unpacks)")
    output = subprocess.run([swift, "--version"], capture_output=True, text=True, timeout=120).stdout
    match = re.search(r"Swift version (\S+)", output)
    if not match:
        raise ContainerError(f"cannot read the version from `{swift} --version`: {output.strip()}")
    return usr.parent, match.group(1)


class StandIn:
    """One base image: its FROM name, whether a stand-in was made, reused, or a real image is in storage."""

    def __init__(self, image, state, key):
        self.image, self.state, self.key = image, state, key

    @property
    def is_stand_in(self):
        return self.state != "real"

    def __str__(self):
        return f"{self.image}: {self.state}" + (f" (stand-in {self.key})" if self.is_stand_in else "")


def stand_in(image, suite, packages, log, with_toolchain=False, refresh=False):
    """Makes (or finds) the local image IMAGE; see the module's docstring."""
    name = full_name(image)
    version = toolchain()[1] if with_toolchain else ""
    text, key = rootfs_key(suite, packages)
    key = hashlib.sha256(f"{text} swift={version}".encode()).hexdigest()[:12]
    labels = image_labels(name)
    if labels is not None and LABEL not in labels:
        return StandIn(image, "real", None)
    if labels is not None and labels.get(f"{LABEL}.key") == key and not refresh:
        created = json.loads(podman("image", "inspect", "--format", "json", name).stdout)[0]["Created"]
        made = calendar.timegm(time.strptime(created[:19], "%Y-%m-%dT%H:%M:%S"))
        if time.time() - made < MAX_AGE_DAYS * 86400:
            return StandIn(image, "reused", key)
    root = rootfs(suite, packages, log, refresh=refresh)
    changes = [f"ENV PATH={DEFAULT_PATH}", 'CMD ["bash"]', f"LABEL {LABEL}={image}", f"LABEL {LABEL}.key={key}",
               f"LABEL {LABEL}.inputs=debootstrap {suite} minbase{' swift ' + version if version else ''}"]
    with merged_with_toolchain(root, with_toolchain) as tree:
        tar = ["tar", "--numeric-owner", "-cf", "-", "-C", str(tree), "."]
        with open(log, "a") as sink:
            sink.write(f"$ {' '.join(tar)} | podman import ... - {name}\n")
            sink.flush()
            archive = subprocess.Popen(tar, stdout=subprocess.PIPE, stderr=sink)
            try:
                podman("import", *[argument for change in changes for argument in ("--change", change)],
                       "--message", f"stand-in for {image}, made with debootstrap", "-", name,
                       stdin=archive.stdout, log=log, timeout=3600)
            finally:
                archive.stdout.close()
                code = archive.wait()
    if code != 0:
        raise ContainerError(f"tar of {tree} exited {code} (see {log})")
    # The image holds it now; the .debs stay in the cache, so that making it again needs no download.
    shutil.rmtree(root)
    pathlib.Path(f"{root}.info").unlink()
    return StandIn(image, "made", key)


@contextlib.contextmanager
def merged_with_toolchain(root, with_toolchain):
    """ROOT, or with the toolchain's usr/ over ROOT's /usr (a read-only overlay), as the official image unpacks it."""
    if not with_toolchain:
        yield root
        return
    merged = pathlib.Path(tempfile.mkdtemp(prefix="responder-lab-stand-in."))
    try:
        mounted = subprocess.run(["mount", "-t", "overlay", "overlay", "-o", f"lowerdir={toolchain()[0]}:{root}",
                                  str(merged)], capture_output=True, text=True)
        if mounted.returncode != 0:
            raise ContainerError(f"cannot lay the toolchain over the root filesystem (overlayfs): "
                                 f"{mounted.stderr.strip()}")
        try:
            yield merged
        finally:
            subprocess.run(["umount", str(merged)], check=True)
    finally:
        merged.rmdir()


def prune_stale_images(log):
    """Removes the untagged images built on a stand-in that no tagged image descends from; returns how many.

    Each change under Sources/ leaves a chain of layers behind (the build stage's is ~200 MB); a replaced stand-in
    leaves itself and every layer built on it. Images not built on a stand-in are left alone.
    """
    images = json.loads(podman("images", "--all", "--format", "json", timeout=120).stdout or "[]")
    parents = {image["Id"]: image.get("ParentId") for image in images}
    keep = set()
    tagged = [image["Id"] for image in images if image.get("Names") or image.get("RepoTags")]  # Names in podman 4
    for cursor in tagged:
        while cursor in parents and cursor not in keep:
            keep.add(cursor)
            cursor = parents[cursor]
    stale = [image["Id"] for image in images if image["Id"] not in keep and LABEL in (image.get("Labels") or {})]
    if set(stale) & set(tagged):
        raise ContainerError("refusing to remove tagged images while pruning")  # the walk above went wrong
    if stale:
        podman("rmi", "--force", *stale, check=False, log=log, timeout=600)
    return len(stale)


def disk_use():
    """Bytes podman's images take, and the cache directory's, as `du` counts them."""
    def du(path):
        if not pathlib.Path(path).exists():
            return 0
        return int(subprocess.run(["du", "-sb", str(path)], capture_output=True, text=True).stdout.split()[0])
    return du(storage_driver()[1]), du(CACHE)
