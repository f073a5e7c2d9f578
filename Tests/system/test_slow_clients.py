"""Slow clients must not stop anyone else from being answered, and idle connections must be closed.

One release service with a short --connection-timeout (3 s) goes through four phases, in order:

1. baseline: a normal client (from 127.0.0.1) POSTs examples/delete-button.json on a fresh connection every 50 ms.
2. slow clients: hundreds of connections from other loopback addresses (127.0.0.2, .3, ..., 100 per address, so below
   the per-address limit of 256, as distinct clients would be) send a GET one byte at a time, and some POST a body
   one byte at a time (dribblers.py), while the normal client keeps going. Every normal request is answered 200, its
   p99 latency stays under 250 ms and its worst under 1 s, and every slow client is answered 200 at the end.
3. one address over its limit: 300 dribbling connections from 127.0.0.99; the service keeps at most 256
   (--per-ip-connection-limit), holds each of the rest for up to 1 s in case one of the 256 closes, then closes it
   unanswered; the normal client is still answered promptly.
4. idle connections: a connection that sends nothing, one idle after a keep-alive answer, one that stops mid-header,
   one that stops mid-body, and 200 more that send nothing, are all closed by the service between 3 s - 0.5 s and
   3 s + 2.5 s after their last byte (libmicrohttpd checks timeouts once a second).
Then the service is still healthy and exits 0 on SIGTERM.

    python3 -m pytest Tests/system/test_slow_clients.py           400 header- + 50 body-dribblers for 10 s (~30 s)
    python3 -m pytest Tests/system/test_slow_clients.py --full    800 + 100 for 25 s (~50 s)

The figures are in .build/system-tests/slow-clients/summary.txt.
"""

import http.client
import socket
import statistics
import threading
import time

import pytest

import dribblers
from harness import REPO, Service, established, out_dir

pytestmark = pytest.mark.hardening

BODY = (REPO / "examples" / "delete-button.json").read_bytes()
TIMEOUT = 3  # --connection-timeout
SIZES = {"ci": (400, 50, 10.0), "full": (800, 100, 25.0)}  # header-dribblers, body-dribblers, seconds each takes
P99_MS = 250.0
MAX_MS = 1000.0
PER_ADDRESS_LIMIT = 256


@pytest.fixture(scope="module")
def slow_service(binary):
    # The header deadline (10 s by default, test_starvation.py) is set past the slowest dribbler here (25 s): these are
    # slow clients that must still be answered, not ones that must be cut off.
    running = Service(binary, "--connection-timeout", str(TIMEOUT), "--header-timeout", "60",
                      log=out_dir("slow-clients") / "service.log")
    yield running
    running.stop()


@pytest.fixture(scope="module")
def summary():
    lines = []
    yield lines
    (out_dir("slow-clients") / "summary.txt").write_text("\n".join(lines) + "\n")


class NormalClient(threading.Thread):
    """POSTs the example on a fresh connection every 50 ms until stopped; records (seconds, status or error)."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.port = port
        self.results = []
        self.halt = threading.Event()

    def one(self):
        started = time.perf_counter()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10,
                                                    source_address=("127.0.0.1", 0))
            connection.request("POST", "/v1/dispatch", body=BODY, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            data = response.read()
            connection.close()
            status = response.status if b'"results"' in data else f"{response.status} without results"
        except Exception as error:  # noqa: BLE001 - every failure is a finding
            status = f"{type(error).__name__}: {error}"
        self.results.append((time.perf_counter() - started, status))

    def run(self):
        while not self.halt.is_set():
            self.one()
            self.halt.wait(0.05)

    def stop(self):
        self.halt.set()
        self.join()
        return Latency(self.results)


class Latency:
    """The normal client's answers: how many, which failed, and p50/p99/max in milliseconds."""

    def __init__(self, results):
        latencies = sorted(seconds * 1000 for seconds, _ in results)
        self.n = len(latencies)
        self.failures = [status for _, status in results if status != 200]
        self.p50 = statistics.median(latencies) if latencies else 0
        self.p99 = latencies[min(self.n - 1, round(0.99 * (self.n - 1)))] if latencies else 0
        self.max = latencies[-1] if latencies else 0

    def prompt(self):
        return self.p99 <= P99_MS and self.max <= MAX_MS

    def __str__(self):
        failed = f", {len(self.failures)} failed (first: {self.failures[:3]})" if self.failures else ""
        return f"n={self.n} p50={self.p50:.1f}ms p99={self.p99:.1f}ms max={self.max:.1f}ms{failed}"


def tally(outcomes):
    counts = {}
    for outcome in outcomes:
        counts[str(outcome)] = counts.get(str(outcome), 0) + 1
    return counts


def test_a_normal_client_alone_is_answered(slow_service, summary):
    client = NormalClient(slow_service.port)
    client.start()
    time.sleep(3)
    baseline = client.stop()
    summary.append(f"baseline normal client: {baseline}")
    assert baseline.n > 0 and not baseline.failures, f"baseline normal client: {baseline}"


def test_slow_clients_from_many_addresses_do_not_hold_up_a_normal_client(slow_service, summary, run_size):
    headers, bodies, seconds = SIZES[run_size]
    specs = [(f"127.0.0.{2 + i // 100}", "header") for i in range(headers)]
    specs += [(f"127.0.1.{1 + i // 100}", "body") for i in range(bodies)]
    interval = seconds / len(dribblers.HEADER_REQUEST)
    process = dribblers.start(slow_service.port, specs, interval)
    client = NormalClient(slow_service.port)
    time.sleep(1.0)  # let the dribblers connect
    held = established(slow_service.port)
    client.start()
    outcomes = dribblers.finish(process, timeout=seconds * 4 + 60)
    under = client.stop()
    answered = outcomes.count(200)
    others = tally(outcome for outcome in outcomes if outcome != 200)
    summary.append(f"{headers}+{bodies} slow clients (one byte every {interval * 1000:.0f} ms), {held} "
                   f"connections held open; normal client {under}; slow clients answered {answered} of {len(specs)}")
    problems = []
    if held < headers + bodies - 5:
        problems.append(f"only {held} connections held open by {headers} header- and {bodies} body-dribblers")
    if under.n == 0 or under.failures:
        problems.append(f"normal client not always answered during the slow clients: {under}")
    if not under.prompt():
        problems.append(f"normal client too slow under slow clients: {under} (limits p99 {P99_MS:.0f}ms, "
                        f"max {MAX_MS:.0f}ms)")
    if answered != len(specs):
        problems.append(f"slow clients answered 200: {answered} of {len(specs)}; others: {others}")
    assert not problems, "\n".join(problems)


def test_one_address_over_its_limit_is_turned_away_and_others_still_answered(slow_service, summary):
    flood = [("127.0.0.99", "header")] * 300
    process = dribblers.start(slow_service.port, flood, 4.0 / len(dribblers.HEADER_REQUEST))
    client = NormalClient(slow_service.port)
    time.sleep(0.5)
    client.start()
    outcomes = dribblers.finish(process, timeout=120)
    normal = client.stop()
    served = outcomes.count(200)
    refused = sum(1 for outcome in outcomes if str(outcome).startswith(("closed", "connect")))
    summary.append(f"300 dribblers from one address: {served} served, {refused} closed; normal client {normal}")
    problems = []
    if not (200 <= served <= PER_ADDRESS_LIMIT and served + refused == 300):
        problems.append(f"300 dribblers from one address: {served} served (limit {PER_ADDRESS_LIMIT}, at least 200 "
                        f"expected), {refused} closed by the service; all outcomes: {tally(outcomes)}")
    if normal.n == 0 or normal.failures or not normal.prompt():
        problems.append(f"normal client while one address is at its limit: {normal} (limits p99 {P99_MS:.0f}ms, "
                        f"max {MAX_MS:.0f}ms)")
    assert not problems, "\n".join(problems)


def closed_after(sock, timeout):
    """Waits for the peer to close `sock`; (seconds, bytes received), seconds None when it stayed open."""
    started = time.perf_counter()
    received = b""
    sock.settimeout(0.05)
    while time.perf_counter() - started < timeout:
        try:
            chunk = sock.recv(65536)
        except TimeoutError:
            continue
        except ConnectionError:
            return time.perf_counter() - started, received
        if not chunk:
            return time.perf_counter() - started, received
        received += chunk
    return None, received


def connect(port, source="127.0.0.1"):
    return socket.create_connection(("127.0.0.1", port), source_address=(source, 0))


def silent(port):
    return connect(port)


def idle_after_an_answer(port):
    sock = connect(port)
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = b""
    while b"\r\n\r\n" not in answer or not answer.endswith(b'"ok"}'):
        chunk = sock.recv(4096)
        if not chunk:
            break
        answer += chunk
    return sock


def mid_header(port):
    sock = connect(port)
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Partial: ")
    return sock


def mid_body(port):
    sock = connect(port)
    sock.sendall(b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"app\": ")
    return sock


IDLE_CASES = {"silent connection": silent, "keep-alive after an answer": idle_after_an_answer,
              "mid-header": mid_header, "mid-body": mid_body}


def dribbler_keeps_its_connection(port):
    """Not a check, a documented limit: the timeout counts from the last byte received, so a client that sends one
    header byte just inside every timeout keeps its connection (the per-address limit bounds how many)."""
    sock = connect(port)
    payload = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100
    pause = max(0.2, TIMEOUT - 1.0)
    started = time.perf_counter()
    sock.settimeout(0.05)
    alive = True
    index = 0
    while alive and time.perf_counter() - started < 3 * TIMEOUT:
        try:
            sock.sendall(payload[index:index + 1])
            index += 1
            alive = sock.recv(1) != b""
        except TimeoutError:
            pass
        except OSError:
            alive = False
        time.sleep(pause)
    sock.close()
    return (f"a client sending one header byte every {pause:.1f}s is {'still' if alive else 'no longer'} connected "
            f"after {3 * TIMEOUT}s (libmicrohttpd has no deadline for a whole request)")


def many_silent_connections(port, count=200):
    """Opens `count` silent connections from 127.0.0.50; (seconds each was closed after, how many stayed open)."""
    many = [connect(port, "127.0.0.50") for _ in range(count)]
    opened = time.perf_counter()
    for sock in many:
        sock.setblocking(False)
    pending = set(range(count))
    closed_at = {}
    while pending and time.perf_counter() - opened < TIMEOUT + 10:
        for index in list(pending):
            try:
                if many[index].recv(4096) == b"":
                    closed_at[index] = time.perf_counter() - opened
                    pending.discard(index)
            except BlockingIOError:
                pass
            except ConnectionError:
                closed_at[index] = time.perf_counter() - opened
                pending.discard(index)
        time.sleep(0.05)
    for sock in many:
        sock.close()
    return sorted(closed_at.values()), len(pending)


def test_idle_connections_are_closed_after_the_connection_timeout(slow_service, summary):
    limit = TIMEOUT + 2.5
    port = slow_service.port
    measured = {}
    notes = []

    def measure(name, opener):
        sock = opener(port)
        measured[name] = closed_after(sock, TIMEOUT + 10)
        sock.close()

    threads = [threading.Thread(target=measure, args=case) for case in IDLE_CASES.items()]
    threads.append(threading.Thread(target=lambda: notes.append(dribbler_keeps_its_connection(port))))
    for thread in threads:
        thread.start()
    closed, still_open = many_silent_connections(port)
    for thread in threads:
        thread.join()
    problems = []
    for name in IDLE_CASES:
        seconds, received = measured[name]
        shown = "never" if seconds is None else f"{seconds:.2f}s"
        line = f"idle {name}: closed after {shown} (timeout {TIMEOUT}s, limit {limit:.1f}s)" + (
            f", {len(received)} bytes received" if received else "")
        summary.append(line)
        if seconds is None or not TIMEOUT - 0.5 <= seconds <= limit:
            problems.append(line)
    line = (f"idle 200 silent connections: {len(closed)} closed, between {closed[0] if closed else 0:.2f}s and "
            f"{closed[-1] if closed else 0:.2f}s; {still_open} still open")
    summary.extend([line] + notes)
    print("\n" + "\n".join(notes))
    if still_open or not closed or closed[0] < TIMEOUT - 0.5 or closed[-1] > limit:
        problems.append(line + f" (expected all closed between {TIMEOUT - 0.5:.1f}s and {limit:.1f}s)")
    assert not problems, "\n".join(problems)


def test_the_service_is_healthy_afterwards_and_exits_0(slow_service):
    assert slow_service.healthy(), "GET /healthz after the slow and idle clients was not answered 200"
    status = slow_service.stop()
    assert status == 0, f"the service exited with status {status} after SIGTERM"
