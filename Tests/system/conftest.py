"""Fixtures for the system tests: the release service, started on a free port, and ways to watch it.

The tests talk to the real binary over loopback, as a client would. Set RESPONDER_LAB_BIN to test an existing
binary; otherwise the release build is made once per run (`swift build -c release --product responder-lab`).
"""

import http.client
import os
import pathlib
import re
import subprocess
import threading
import time

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
PAGE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")


@pytest.fixture(scope="session")
def binary():
    given = os.environ.get("RESPONDER_LAB_BIN")
    if given:
        return given
    subprocess.run(["swift", "build", "-c", "release", "--product", "responder-lab"], cwd=REPO, check=True,
                   stdout=subprocess.DEVNULL)
    return str(REPO / ".build" / "release" / "responder-lab")


class Service:
    """A running `responder-lab serve`: its port, its process, and a keep-alive client."""

    def __init__(self, binary, *flags):
        self.process = subprocess.Popen([binary, "serve", "--port", "0", "--log-level", "error", *flags],
                                        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        self.port = None
        deadline = time.monotonic() + 30
        while self.port is None and time.monotonic() < deadline:
            line = self.process.stderr.readline()
            if not line:
                break
            match = re.search(r"listening on [^\"]*:(\d+)", line)
            if match:
                self.port = int(match.group(1))
        if self.port is None:
            self.process.kill()
            raise RuntimeError("the service did not report its port")
        # Keep draining stderr so the service never blocks on a full pipe.
        threading.Thread(target=self.process.stderr.read, daemon=True).start()

    def connection(self, timeout=60):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method, path, body=None, connection=None):
        """(status, content type, body bytes) of one request."""
        own = connection is None
        connection = connection or self.connection()
        try:
            connection.request(method, path, body=body, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            return response.status, response.getheader("Content-Type"), response.read()
        finally:
            if own:
                connection.close()

    def status(self):
        """The service's /proc status fields, in kB: VmRSS and VmHWM (its peak)."""
        fields = {}
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    fields[key] = int(value.split()[0])
        return fields

    def cpu_seconds(self):
        """User plus system CPU the service has used."""
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

    def healthy(self):
        try:
            status, _, body = self.request("GET", "/healthz")
            return status == 200 and body == b'{"status":"ok"}'
        except OSError:
            return False

    def stop(self):
        self.process.terminate()
        try:
            return self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()


@pytest.fixture
def service(binary):
    running = Service(binary, "--threads", "2")
    yield running
    assert running.stop() == 0
