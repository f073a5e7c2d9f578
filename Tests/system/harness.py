"""What every system test shares: the repository, the service under test, free ports, and the tools a check needs.

`Service` starts `responder-lab serve --port 0` and reads the port the kernel gave it from the service's own log
line, so no test ever names a fixed port. conftest.py turns these into fixtures; a test that needs something the
fixtures do not give (a service under valgrind, one with a chosen port for a load balancer) uses them directly.
"""

import http.client
import os
import pathlib
import re
import shutil
import socket
import subprocess
import threading
import time

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
DATA = pathlib.Path(__file__).resolve().parent / "data"
OUT = REPO / ".build" / "system-tests"  # logs and reports a test leaves for a person to read (git-ignored)
PAGE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")
BOOTSTRAP = "bash scripts/bootstrap.sh --with-checks"


def require(*tools):
    """Fails (never skips) when a command the check needs is not installed, and says how to install it."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} not installed: run `{BOOTSTRAP}`", pytrace=False)


def free_port():
    """A loopback port nothing listens on right now (for a program that must be told its port, such as nginx)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def established(port):
    """How many established TCP connections have local port `port` (the service's side), from /proc/net."""
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as lines:
            next(lines)
            for line in lines:
                fields = line.split()
                if fields[3] == "01" and int(fields[1].rsplit(":", 1)[1], 16) == port:
                    count += 1
    return count


def status_kb(pid):
    """A process's /proc status fields, in kB: VmRSS and VmHWM (its peak)."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0])
    return fields


def out_dir(name):
    """.build/system-tests/NAME, made fresh for this run's logs."""
    path = OUT / name
    path.mkdir(parents=True, exist_ok=True)
    return path


class Service:
    """A running `responder-lab serve`: its port, its process, and a keep-alive client.

    `wrap` runs the binary under another program (valgrind); `port` asks for a given port instead of a free one;
    `log` keeps the service's stderr in a file instead of discarding it; `env` adds environment variables.
    """

    def __init__(self, binary, *flags, wrap=(), port=0, log=None, env=None, log_level="error", startup=30):
        command = [*wrap, str(binary), "serve", "--port", str(port), "--log-level", log_level, *flags]
        environment = {**os.environ, **(env or {})}
        self.log_path = log
        self.lines = []
        self.process = subprocess.Popen(command, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                                        env=environment)
        self.port = None
        deadline = time.monotonic() + startup
        while self.port is None and time.monotonic() < deadline:
            line = self.process.stderr.readline()
            if not line:
                break
            self.lines.append(line)
            match = re.search(r"listening on [^\"]*:(\d+)", line)
            if match:
                self.port = int(match.group(1))
        if self.port is None:
            self.process.kill()
            self.process.wait()
            raise RuntimeError("the service did not report its port:\n" + "".join(self.lines[-20:]))
        # Keep draining stderr so the service never blocks on a full pipe (into the log file when there is one).
        self._drain = threading.Thread(target=self._read_log, daemon=True)
        self._drain.start()

    def _read_log(self):
        sink = open(self.log_path, "w") if self.log_path else None
        try:
            if sink:
                sink.writelines(self.lines)
            for line in self.process.stderr:
                if sink:
                    sink.write(line)
                    sink.flush()
        finally:
            if sink:
                sink.close()

    @property
    def pid(self):
        return self.process.pid

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def connection(self, timeout=60):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method, path, body=None, connection=None, headers=None):
        """(status, content type, body bytes) of one request."""
        own = connection is None
        connection = connection or self.connection()
        try:
            connection.request(method, path, body=body,
                               headers={"Content-Type": "application/json", **(headers or {})})
            response = connection.getresponse()
            return response.status, response.getheader("Content-Type"), response.read()
        finally:
            if own:
                connection.close()

    def status(self):
        """The service's /proc status fields, in kB: VmRSS and VmHWM (its peak)."""
        return status_kb(self.process.pid)

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

    def stop(self, timeout=20):
        """SIGTERM, then the exit status (SIGKILL after `timeout` seconds, and then the status is negative)."""
        if self.process.poll() is None:
            self.process.terminate()
        try:
            status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self._drain.join(timeout=5)
        return status

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
        return self.process.wait()
