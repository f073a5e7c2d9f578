"""wrk as the system tests run it: POST one body to one path, and read the figures data/wrk-post.lua prints.

    import wrk
    result = wrk.run(service.url, connections=256, seconds=5)      # blocks; wrk.Result
    assert not result.problems(), result.summary()

    load = wrk.start(url, connections=64, seconds=30, output=path)  # in the background
    ...                                                             # kill an instance, restart it, ...
    result = load.wait()                                            # or load.stop() (SIGINT) first

    with wrk.start(...) as load:                                    # killed on the way out if still running

`start` takes wrk's options: `connections` (-c), `seconds` (-d), `threads` (-t, 2), `timeout` (--timeout, 5 s),
`body` (a file, examples/delete-button.json), `path` (/v1/dispatch), and the script's: `quota` (requests across all
threads, then each thread stops; 0 = none), `warmup` and `markers` (a directory where each thread creates
`warm-<n>` once it has passed its share of `warmup` requests and `done-<n>` once it has met its quota; see
data/wrk-post.lua). `output` keeps wrk's whole output in a file. `Result` has the RESULT line's fields as attributes
(requests, answered, non2xx, connect, read, write, timeout, status, p50_ms, p99_ms, max_ms, rps, seconds);
`parse(text)` gives None when wrk printed no RESULT line (it failed to start, or was killed).
"""

import dataclasses
import os
import re
import signal
import subprocess

from harness import DATA, REPO, require

SCRIPT = DATA / "wrk-post.lua"
EXAMPLE = REPO / "examples" / "delete-button.json"


@dataclasses.dataclass(frozen=True)
class Result:
    """The figures of one wrk run (data/wrk-post.lua's RESULT line); latencies in milliseconds."""

    requests: int
    answered: int
    non2xx: int
    connect: int
    read: int
    write: int
    timeout: int
    status: int
    p50_ms: float
    p99_ms: float
    max_ms: float
    rps: float
    seconds: float

    @property
    def socket_errors(self):
        return self.connect + self.read + self.write

    def problems(self):
        """What went wrong, for an assertion message: non-2xx answers, socket errors, timeouts (empty when none)."""
        found = []
        if self.non2xx:
            found.append(f"{self.non2xx} non-2xx answers")
        if self.socket_errors:
            found.append(f"{self.socket_errors} socket errors (connect {self.connect}, read {self.read}, "
                         f"write {self.write})")
        if self.timeout:
            found.append(f"{self.timeout} timeouts")
        return found

    def summary(self):
        return (f"{self.requests} answers, {self.non2xx} non-2xx, {self.socket_errors} socket errors, "
                f"{self.timeout} timeouts, p99 {self.p99_ms:g}ms, max {self.max_ms:g}ms, {self.rps:.0f}/s")


def parse(text):
    """The Result of wrk's output `text`, or None when it has no RESULT line."""
    match = re.search(r"^RESULT (.*)$", text, re.MULTILINE)
    if not match:
        return None
    fields = dict(pair.split("=", 1) for pair in match.group(1).split())
    return Result(**{field.name: field.type(float(fields[field.name])) for field in dataclasses.fields(Result)})


class Run:
    """A wrk run in the background: `stop()` ends it early (SIGINT, as ^C; wrk still prints its figures), `wait()`
    waits for it (killing it after `timeout` seconds) and gives its Result (None when wrk printed none; `text`, and
    `output` when given, say why). As a context manager it kills wrk on the way out if it is still running."""

    def __init__(self, command, environment, output):
        self.output = output
        self._sink = open(output, "w") if output else subprocess.PIPE
        self.process = subprocess.Popen(command, stdout=self._sink, stderr=subprocess.STDOUT, text=True,
                                        env=environment)
        self.text = None

    def __enter__(self):
        return self

    def __exit__(self, *_):
        if self.running():
            self.process.kill()
        self.wait()

    def running(self):
        return self.process.poll() is None

    def stop(self):
        if self.running():
            self.process.send_signal(signal.SIGINT)

    def wait(self, timeout=None):
        if self.text is None:
            try:
                captured, _ = self.process.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                captured, _ = self.process.communicate()
            if self.output:
                self._sink.close()
                with open(self.output) as written:
                    captured = written.read()
            self.text = captured or ""
        return parse(self.text)


def start(url, connections, seconds, threads=2, timeout=5, body=EXAMPLE, path="/v1/dispatch", quota=0, warmup=0,
          markers=None, output=None):
    """Starts wrk against `url` (see the module's docstring for the options) and returns its Run."""
    require("wrk")
    environment = {**os.environ, "WRK_BODY_FILE": str(body), "WRK_PATH": path, "WRK_THREADS": str(threads),
                   "WRK_QUOTA": str(quota), "WRK_WARMUP": str(warmup)}
    if markers:
        environment["WRK_MARKER_DIR"] = str(markers)
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", f"{timeout}s",
               "-s", str(SCRIPT), url]
    return Run(command, environment, output)


def run(url, connections, seconds, **options):
    """Runs wrk to its end and returns its Result (None when it printed none)."""
    load = start(url, connections, seconds, **options)
    return load.wait(timeout=seconds + 60)
