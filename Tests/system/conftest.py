"""Fixtures for the system tests: the release (or debug) service, started on a free port, and the run's size.

The tests talk to the real binary over loopback, as a client would. RESPONDER_LAB_BIN (and, for valgrind,
RESPONDER_LAB_DEBUG_BIN) test an existing binary; otherwise the build is made once per run.

Two sizes of run (Tests/system/pytest.ini names the markers):
    python3 -m pytest Tests/system            the CI-sized run: every check, with CI-sized counts and durations
    python3 -m pytest Tests/system --full     also the tests marked `full`, and full-sized counts (`run_size`)
"""

import os
import subprocess

import pytest

from harness import BOOTSTRAP, DATA, OUT, REPO, Service, free_port, require  # noqa: F401  (re-exported)

LIBMICROHTTPD_PKG_CONFIG = "/opt/libmicrohttpd/lib/pkgconfig"


def pytest_addoption(parser):
    parser.addoption("--full", action="store_true", default=os.environ.get("RESPONDER_LAB_FULL") == "1",
                     help="the full-sized run: also tests marked `full`, and full counts (RESPONDER_LAB_FULL=1)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--full"):
        return
    skip = pytest.mark.skip(reason="full run only (--full)")
    for item in items:
        if "full" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def run_size(request):
    """"ci" or "full": which counts and durations a sized check uses."""
    return "full" if request.config.getoption("--full") else "ci"


def build(configuration):
    # libmicrohttpd 1.0.1 as scripts/bootstrap.sh installs it (scripts/libmicrohttpd.sh).
    pkg_config_path = ":".join(filter(None, [LIBMICROHTTPD_PKG_CONFIG, os.environ.get("PKG_CONFIG_PATH")]))
    environment = {**os.environ, "PKG_CONFIG_PATH": pkg_config_path}
    subprocess.run(["swift", "build", "-c", configuration, "--product", "responder-lab"], cwd=REPO, check=True,
                   stdout=subprocess.DEVNULL, env=environment)
    path = subprocess.run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=REPO, check=True,
                          capture_output=True, text=True, env=environment).stdout.strip()
    return os.path.join(path, "responder-lab")


@pytest.fixture(scope="session")
def binary():
    """The release binary."""
    return os.environ.get("RESPONDER_LAB_BIN") or build("release")


@pytest.fixture(scope="session")
def debug_binary():
    """The debug binary (valgrind reads its symbols)."""
    return os.environ.get("RESPONDER_LAB_DEBUG_BIN") or build("debug")


@pytest.fixture
def service(binary):
    """The release service with two worker threads; it must exit 0 on SIGTERM at the end of the test."""
    running = Service(binary, "--threads", "2")
    yield running
    assert running.stop() == 0


@pytest.fixture(scope="module")
def module_service(binary):
    """One release service (two worker threads) for all the tests of a module; it must exit 0 on SIGTERM."""
    running = Service(binary, "--threads", "2")
    yield running
    assert running.stop() == 0, "the service did not exit 0 on SIGTERM"


@pytest.fixture
def start_service(binary):
    """A factory, `start_service(*flags, **options)` (harness.Service's options): every service it started is
    stopped at the end of the test."""
    started = []

    def start(*flags, **options):
        options.setdefault("binary", binary)
        running = Service(options.pop("binary"), *flags, **options)
        started.append(running)
        return running

    yield start
    for running in started:
        running.stop()
