"""The connection and body attacks of the attack catalogue: clients that trickle, wait or hold connections open, each
run against the release service at its default settings (with a probes port), with its figures.

Each shape runs for a few seconds while a normal client from another address posts the Delete-button example and a
probe asks `/healthz` on the probes' own port (`--health-port`), and once on the main port. Checked: the normal
client's POSTs are answered 200, every probe within a second, during the attack and after it, and the service's
peak RSS and CPU stay small. The figures (shape, normal client's answers, slowest probe, peak RSS, CPU) are printed
(`-s`) and written to .build/system-tests/starvation/figures.json, for the README's attack catalogue.

    RESPONDER_LAB_BIN=.build/release/responder-lab python3 -m pytest Tests/system/test_starvation.py -q -s

The shapes, as an attacker tried them before these defences:
- 65 connections from one address that each declare a 1 MiB body and send one byte a second: the declared length was
  reserved in the 64 MiB in-flight budget, so every other client's POST got 503 for as long as they trickled. Now a
  body is charged as it arrives, and one address holds at most a quarter of the budget.
- the same with `Expect: 100-continue`, sending nothing.
- 1,150 connections from five addresses sending a header byte every 2.5 s: every byte restarted the idle timeout and
  there was no deadline for the headers, so `/healthz` went unanswered. Now a request's headers have 10 s, however
  they trickle in, and at the connection limit the oldest of them makes room for a new client.
- 1,024 idle keep-alive connections from four addresses: `/healthz` waited 30 s for an idle timeout. Now the idlest
  keep-alive connection makes room for a new client at once.
"""

import contextlib
import http.client
import json
import socket
import threading
import time

import pytest

import dribblers
from harness import REPO, Service, out_dir

pytestmark = pytest.mark.hardening

DELETE_BUTTON = (REPO / "examples" / "delete-button.json").read_bytes()
WITHIN = 1.0
FIGURES = []


def health_port(service):
    for line in service.lines:
        if "probes (/healthz, /readyz) on" in line:
            return int(line.rsplit(":", 1)[1].split('"')[0])
    raise AssertionError("the service did not report its probes' port")


def probe(port, path="/healthz", source="127.0.0.9"):
    """(seconds, status) of one GET on a fresh connection from `source`; status None when it did not answer."""
    started = time.monotonic()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
        connection.request("GET", path)
        status = connection.getresponse().status
        connection.close()
    except OSError:
        status = None
    return time.monotonic() - started, status


def post(port, source="127.0.0.8"):
    """The status of the Delete-button POST from `source` (None when it did not answer within 10 s)."""
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
        connection.request("POST", "/v1/dispatch", body=DELETE_BUTTON, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        connection.close()
        return response.status
    except OSError:
        return None


class Meter(threading.Thread):
    """The service's peak RSS (VmHWM) and CPU while an attack runs."""

    def __init__(self, service):
        super().__init__(daemon=True)
        self.service, self.done, self.peak_kb = service, threading.Event(), 0
        self.cpu_before = service.cpu_seconds()
        with open(f"/proc/{service.pid}/clear_refs", "w") as refs:
            refs.write("5")

    def run(self):
        while not self.done.is_set():
            self.peak_kb = max(self.peak_kb, self.service.status()["VmHWM"])
            time.sleep(0.05)

    def stop(self):
        self.done.set()
        self.join()
        return self.peak_kb / 1024, self.service.cpu_seconds() - self.cpu_before


def watch(service, seconds):
    """Normal POSTs and probes for `seconds`: their statuses and the slowest probe on each port."""
    probes, main_probes, posts = [], [], []
    port = health_port(service)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        probes.append(probe(port))
        main_probes.append(probe(service.port))
        posts.append(post(service.port))
        time.sleep(0.2)
    return probes, main_probes, posts


def record(name, probes, main_probes, posts, peak_mib, cpu):
    figure = {"shape": name, "posts": f"{posts.count(200)}/{len(posts)} answered 200",
              "slowest probe (health port)": round(max(t for t, _ in probes), 3),
              "slowest /healthz (main port)": round(max(t for t, _ in main_probes), 3),
              "peak RSS MiB": round(peak_mib, 1), "CPU s": round(cpu, 2)}
    FIGURES.append(figure)
    print("\n" + json.dumps(figure))
    (out_dir("starvation") / "figures.json").write_text(json.dumps(FIGURES, indent=2))


def survive(service, name, attack, seconds):
    """Runs `watch` for `seconds` while `attack` (a context manager: the attack is on inside it) goes on, probes both
    ports once more after it, then records the figures and checks them."""
    meter = Meter(service)
    meter.start()
    with attack:
        probes, main_probes, posts = watch(service, seconds)
    peak, cpu = meter.stop()
    time.sleep(0.5)
    probes.append(probe(health_port(service)))
    main_probes.append(probe(service.port))
    record(name, probes, main_probes, posts, peak, cpu)
    check(name, probes, main_probes, posts)


def check(name, probes, main_probes, posts):
    failures = []
    if any(status != 200 or took > WITHIN for took, status in probes):
        failures.append(f"a probe on the health port was slow or failed: {probes}")
    if any(status != 200 or took > WITHIN for took, status in main_probes):
        failures.append(f"/healthz on the main port was slow or failed: {[p for p in main_probes if p[1] != 200 or p[0] > WITHIN]}")
    if any(status != 200 for status in posts):
        failures.append(f"a normal client's POST was not answered 200: {posts}")
    assert not failures, f"{name}: " + "; ".join(failures)


@pytest.fixture(scope="module")
def attacked(binary):
    running = Service(binary, "--threads", "2", "--health-port", "0", log_level="info")
    yield running
    assert running.stop() == 0, "the service did not exit 0 on SIGTERM"


def open_trickling_bodies(port, count, expect=False):
    clients = []
    for _ in range(count):
        client = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=("127.0.0.2", 0))
        head = (b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 1048576\r\n" + (b"Expect: 100-continue\r\n" if expect else b"") + b"\r\n")
        client.sendall(head)
        clients.append(client)
    return clients


@contextlib.contextmanager
def trickling_bodies(port, count, expect):
    """`count` connections from one address that each declare a 1 MiB body and send one byte a second (with
    `expect`, ask `Expect: 100-continue` and send nothing)."""
    clients = open_trickling_bodies(port, count, expect)
    stop = threading.Event()

    def trickle():
        while not stop.is_set():
            for client in clients:
                try:
                    client.send(b" ")
                except OSError:
                    pass
            stop.wait(1)

    if not expect:
        threading.Thread(target=trickle, daemon=True).start()
    try:
        yield
    finally:
        stop.set()
        for client in clients:
            client.close()


@pytest.mark.parametrize("expect", [False, True], ids=["one byte a second", "Expect: 100-continue, nothing sent"])
def test_65_declared_megabyte_bodies_that_trickle_starve_no_other_client(attacked, expect):
    name = ("65 connections from one address declaring 1 MiB bodies, "
            + ("with Expect: 100-continue, sending nothing" if expect else "each sending one byte a second"))
    survive(attacked, name, trickling_bodies(attacked.port, 65, expect), 4)


def test_a_declared_body_over_the_limit_is_refused_before_any_body_byte(attacked):
    """A client that sends only the headers and waits reads its 413 at once (it used to wait 5 s for a close)."""
    client = socket.create_connection(("127.0.0.1", attacked.port), timeout=5)
    started = time.monotonic()
    client.sendall(b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Content-Length: 2000000\r\n\r\n")
    head = client.recv(65536)
    took = time.monotonic() - started
    client.close()
    assert head.startswith(b"HTTP/1.1 413 "), head[:200]
    assert took < WITHIN, f"the 413 came after {took:.2f} s"


def test_headers_that_trickle_are_cut_off_at_their_deadline(binary):
    """One header byte a second keeps the idle timeout from ever passing; the header deadline does not move."""
    service = Service(binary, "--threads", "2", "--header-timeout", "2")
    try:
        client = socket.create_connection(("127.0.0.1", service.port), timeout=10)
        started, closed = time.monotonic(), None
        request = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100
        for byte in request:
            try:
                client.send(bytes([byte]))
                client.settimeout(0.5)
                if client.recv(1) == b"":
                    closed = time.monotonic() - started
                    break
            except socket.timeout:
                continue
            except OSError:
                closed = time.monotonic() - started
                break
        client.close()
        assert closed is not None and 1.5 < closed < 4.5, f"closed after {closed} s (deadline 2 s)"
    finally:
        assert service.stop() == 0


@contextlib.contextmanager
def slow_headers(port, count, addresses, interval):
    """`count` connections from `addresses` loopback addresses, each sending a header byte every `interval` s."""
    sources = [f"127.0.1.{n}" for n in range(1, addresses + 1)]
    process = dribblers.start(port, [[sources[n % len(sources)], "header"] for n in range(count)], interval)
    try:
        time.sleep(2)  # let them connect
        yield
    finally:
        process.kill()
        process.wait()


def test_1150_connections_sending_a_header_byte_every_two_and_a_half_seconds_leave_probes_answered(attacked):
    name = "1,150 connections from five addresses, one header byte every 2.5 s"
    survive(attacked, name, slow_headers(attacked.port, 1_150, 5, 2.5), 6)


@contextlib.contextmanager
def idle_keep_alive(port, count, addresses):
    """`count` keep-alive connections from `addresses` loopback addresses, each idle after one answer."""
    held = []
    sources = [f"127.0.2.{n}" for n in range(1, addresses + 1)]
    try:
        for index in range(count):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                                    source_address=(sources[index % len(sources)], 0))
            connection.request("GET", "/healthz")
            connection.getresponse().read()
            held.append(connection)
        yield
    finally:
        for connection in held:
            connection.close()


def test_1024_idle_keep_alive_connections_make_room_for_a_new_client(attacked):
    survive(attacked, "1,024 idle keep-alive connections from four addresses",
            idle_keep_alive(attacked.port, 1_024, 4), 3)


def test_the_probes_port_answers_readiness_and_refuses_the_rest(attacked):
    port = health_port(attacked)
    assert probe(port, "/readyz")[1] == 200
    assert probe(port, "/v1/examples")[1] == 404
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("POST", "/healthz", body=b"{}")
    assert connection.getresponse().status == 405
    connection.close()
