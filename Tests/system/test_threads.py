"""How many threads the service starts when --threads is not given: one libmicrohttpd worker and one evaluating
thread per core the process may use, not per core the machine has.

A container sees all of its host's cores, so with the machine's count a service limited to two cores' worth of time
ran a pair of threads per host core, and every POST paid for their fight over the server's locks. Each check starts
the release build with --log-level info and reads the count from its first log line ("listening on ... with N
threads"):
- under `taskset -c 0` (an affinity mask of one core) it starts 1 thread a side; under `taskset -c 0-1`, 2;
- --threads given explicitly wins over the mask;
- in a cgroup of its own with a CPU quota of half a core (cgroup v1's cpu.cfs_quota_us or v2's cpu.max, whichever
  the machine has; the quota `docker run --cpus 0.5` sets), it starts 1. This one needs to create a cgroup (root,
  a writable /sys/fs/cgroup) and is skipped, saying why, where it cannot.

    python3 -m pytest Tests/system/test_threads.py
"""

import os
import pathlib
import re

import pytest

from harness import Service, require

LISTENING = re.compile(r"listening on \S+ with (\d+) threads")


def threads_started(binary, *flags, wrap=()):
    """The thread count a service started with (its first log line says), after it stopped cleanly."""
    service = Service(binary, *flags, wrap=wrap, log_level="info")
    try:
        counts = [int(m.group(1)) for line in service.lines if (m := LISTENING.search(line))]
    finally:
        assert service.stop() == 0, "the service did not exit 0 on SIGTERM"
    assert counts, "the service logged no 'listening on ... with N threads' line:\n" + "".join(service.lines)
    return counts[0]


def own_quota_cores():
    """The CPU quota of this test's own cgroup, rounded up to cores, or None (as the service reads it)."""
    for line in pathlib.Path("/proc/self/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        if controllers == "":
            cpu_max = pathlib.Path("/sys/fs/cgroup", path.lstrip("/"), "cpu.max")
            if cpu_max.exists():
                quota, period = cpu_max.read_text().split()
                if quota != "max":
                    return -(-int(quota) // int(period))
        elif "cpu" in controllers.split(","):
            quota_file = pathlib.Path("/sys/fs/cgroup/cpu", path.lstrip("/"), "cpu.cfs_quota_us")
            if quota_file.exists():
                quota = int(quota_file.read_text())
                period = int(quota_file.with_name("cpu.cfs_period_us").read_text())
                if quota > 0:
                    return -(-quota // period)
    return None


def test_an_affinity_mask_of_one_core_starts_one_thread(binary):
    require("taskset")
    assert threads_started(binary, wrap=("taskset", "-c", "0")) == 1


def test_an_affinity_mask_of_two_cores_starts_two(binary):
    require("taskset")
    if len(os.sched_getaffinity(0)) < 2 or 0 not in os.sched_getaffinity(0) or 1 not in os.sched_getaffinity(0):
        pytest.skip("this machine does not let this test run on cores 0 and 1")
    quota = own_quota_cores()
    if quota is not None and quota < 2:
        pytest.skip(f"this test's own cgroup allows {quota} core(s)")
    assert threads_started(binary, wrap=("taskset", "-c", "0-1")) == 2


def test_threads_given_win_over_the_mask(binary):
    require("taskset")
    assert threads_started(binary, "--threads", "3", wrap=("taskset", "-c", "0")) == 3


@pytest.fixture
def half_a_core():
    """A new cgroup with a CPU quota of half a core; yields the file a process joins it through."""
    if os.geteuid() != 0:
        pytest.skip("creating a cgroup needs root")
    v1 = pathlib.Path("/sys/fs/cgroup/cpu")
    v2 = pathlib.Path("/sys/fs/cgroup")
    name = f"responder-lab-threads-{os.getpid()}"
    if (v1 / "cpu.cfs_quota_us").exists():
        group = v1 / name
        settings = {"cpu.cfs_period_us": "100000", "cpu.cfs_quota_us": "50000"}
    elif (v2 / "cgroup.controllers").exists() and "cpu" in (v2 / "cgroup.subtree_control").read_text().split():
        group = v2 / name
        settings = {"cpu.max": "50000 100000"}
    else:
        pytest.skip("no cgroup hierarchy with the cpu controller is writable here")
    try:
        group.mkdir()
        for file, value in settings.items():
            (group / file).write_text(value)
    except OSError as error:
        if group.exists():
            group.rmdir()
        pytest.skip(f"cannot create a cgroup with a CPU quota here: {error}")
    try:
        yield group / "cgroup.procs"
    finally:
        group.rmdir()


def test_a_cpu_quota_of_half_a_core_starts_one_thread(binary, half_a_core):
    # The shell joins the cgroup, then becomes the service.
    join = ("sh", "-c", f'echo $$ > {half_a_core} && exec "$@"', "sh")
    assert threads_started(binary, wrap=join) == 1
