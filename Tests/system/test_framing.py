"""Strict HTTP/1.1 framing (RFC 9112) and the in-flight body budget, over raw sockets to the release service.

Framing: every request shape a front proxy could frame otherwise than the service (request smuggling) is refused
with 400 (505 for HTTP/2 in a request line) and its connection closed, and the complete `GET /v1/examples` hidden
after it is never answered as a second request. libmicrohttpd 1.0.1's parser refuses most of them (client
discipline level 1); the bridge refuses repeated `Content-Length`, `Transfer-Encoding` and `Host` lines itself. An
absolute-form target (`GET http://host/healthz`) is answered as its path. HTTP/1.0 without Host and
HTTP/1.2 (served as 1.1, RFC 9110 §2.5) are answered.

Memory: 256 slow uploads from four addresses, each declaring a 1,040,000-byte body and sending all of it but the
last byte, hold at most the in-flight budget (64 MiB by default) of bodies, each address at most a quarter of it:
the service's peak resident memory (VmHWM) stays far under the pod's 256 MiB, a complete upload that does not fit
is answered 503 `server-busy` with `Retry-After`, and once the uploads close the memory is given back (VmRSS near
where it started).

    python3 -m pytest Tests/system/test_framing.py -v        about 10 s
"""

import json
import re
import socket
import time

import pytest

HIDDEN = b"GET /v1/examples HTTP/1.1\r\nHost: x\r\n\r\n"  # answered only if it is read as a second request
JSON = b"Content-Type: application/json\r\n"


def post(headers, body=b""):
    return b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\n" + JSON + headers + b"\r\n" + body


class Exchange:
    """What the service sent back on one connection: status lines, the first answer's headers, whether it closed."""

    def __init__(self, port, raw, seconds=3, quiet=0.5):
        with socket.create_connection(("127.0.0.1", port), timeout=seconds) as client:
            client.sendall(raw)
            data, self.closed = b"", False
            deadline = time.monotonic() + seconds
            client.settimeout(quiet)
            while time.monotonic() < deadline:
                try:
                    chunk = client.recv(65536)
                except socket.timeout:
                    break  # nothing more for `quiet` seconds: the connection is open and idle
                except ConnectionResetError:
                    self.closed = True
                    break
                if not chunk:
                    self.closed = True
                    break
                data += chunk
        self.data, self.statuses, self.headers = data, [], None
        while data:  # one answer after the other, each framed by its Content-Length
            head, _, rest = data.partition(b"\r\n\r\n")
            match = re.match(rb"HTTP/1\.[01] (\d{3}) ", head)
            if not match:
                break
            self.statuses.append(int(match.group(1)))
            lines = head.decode(errors="replace").split("\r\n")[1:]
            headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines)}
            if self.headers is None:
                self.headers, self.body = headers, rest[:int(headers.get("content-length", len(rest)))]
            data = rest[int(headers.get("content-length", len(rest))):]
        self.headers = self.headers or {}

    def __repr__(self):
        return f"statuses {self.statuses}, closed {self.closed}, first bytes {self.data[:200]!r}"


# (name, raw request, allowed statuses, must the connection close)
REFUSED = [
    ("two different Content-Length",
     post(b"Content-Length: 7\r\nContent-Length: %d\r\n" % (7 + len(HIDDEN)), b'{"a":1}' + HIDDEN), {400}),
    ("two equal Content-Length", post(b"Content-Length: 7\r\nContent-Length: 7\r\n", b'{"a":1}' + HIDDEN), {400}),
    ("Content-Length with Transfer-Encoding: chunked",
     post(b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", b"0\r\n\r\n" + HIDDEN), {400}),
    ("a space before the colon", post(b"Content-Length : %d\r\n" % len(HIDDEN), HIDDEN), {400}),
    ("a tab before the colon", post(b"Content-Length\t: %d\r\n" % len(HIDDEN), HIDDEN), {400}),
    ("an obs-folded header", post(b"X-Note: a\r\n folded\r\nContent-Length: %d\r\n" % len(HIDDEN), HIDDEN), {400}),
    ("an obs-folded Content-Length", post(b"Content-Length:\r\n %d\r\n" % len(HIDDEN), HIDDEN), {400}),
    ("Transfer-Encoding: xchunked", post(b"Transfer-Encoding: xchunked\r\n", b"0\r\n\r\n" + HIDDEN), {400, 501}),
    ("HTTP/1.1 without Host", b"GET /healthz HTTP/1.1\r\n\r\n" + HIDDEN, {400}),
    ("two Host headers", b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n" + HIDDEN, {400}),
    ("Transfer-Encoding: chunked, then a line Transfer-Encoding: xchunked",
     post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: xchunked\r\n", b"0\r\n\r\n" + HIDDEN), {400}),
    ("Transfer-Encoding: chunked, then a line Transfer-Encoding: identity",
     post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n", b"0\r\n\r\n" + HIDDEN), {400}),
    ("Transfer-Encoding: chunked, then a line Transfer-Encoding: gzip",
     post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n", b"0\r\n\r\n" + HIDDEN), {400}),
    ("Transfer-Encoding: chunked twice on two lines",
     post(b"Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n", b"0\r\n\r\n" + HIDDEN), {400}),
    ("a chunk extension of 100 KB",
     post(b"Transfer-Encoding: chunked\r\n", b"7;" + b"x" * 100_000 + b"\r\n" + b'{"a":1}\r\n0\r\n\r\n' + HIDDEN),
     {400}),
    ("HTTP/2.0 in a request line", b"GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n" + HIDDEN, {505}),
]


@pytest.mark.parametrize("raw,allowed", [case[1:] for case in REFUSED], ids=[case[0] for case in REFUSED])
def test_ambiguous_framing_is_refused_and_the_connection_closed(module_service, raw, allowed):
    exchange = Exchange(module_service.port, raw)
    assert exchange.statuses[:1] and exchange.statuses[0] in allowed, f"expected {sorted(allowed)}: {exchange}"
    assert exchange.statuses == exchange.statuses[:1], f"a second request was read from the body: {exchange}"
    assert exchange.closed, f"the connection stayed open after the refusal: {exchange}"


def test_the_bridge_explains_a_repeated_content_length(module_service):
    exchange = Exchange(module_service.port, post(b"Content-Length: 7\r\nContent-Length: 9\r\n", b'{"a":1}'))
    assert exchange.headers.get("content-type") == "application/problem+json", exchange
    assert exchange.headers.get("connection") == "close", exchange
    problem = json.loads(exchange.body)
    assert problem["type"] == "urn:responderlab:problem:invalid-request"
    assert problem["problems"] == [{"message": "more than one Content-Length header", "pointer": ""}]


@pytest.mark.parametrize("raw,statuses,closed", [
    (b"GET /healthz HTTP/1.0\r\n\r\n", [200], True),  # HTTP/1.0 needs no Host, and closes
    (b"GET /healthz HTTP/1.2\r\nHost: x\r\n\r\n" + HIDDEN, [200, 200], False),  # served as 1.1 (RFC 9110 §2.5)
    (b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n" + HIDDEN, [200, 200], False),  # pipelining stays allowed
    # The absolute form a client sends to a proxy: a server must accept it (RFC 9112 §3.2.2).
    (b"GET http://localhost:8080/healthz HTTP/1.1\r\nHost: x\r\n\r\n" + HIDDEN, [200, 200], False),
], ids=["HTTP/1.0 without Host", "HTTP/1.2 as 1.1", "two pipelined requests", "an absolute-form target"])
def test_well_framed_requests_are_answered(module_service, raw, statuses, closed):
    exchange = Exchange(module_service.port, raw)
    assert (exchange.statuses, exchange.closed) == (statuses, closed), exchange


def kib(value):
    return f"{value:,} kB"


def test_slow_uploads_stay_within_the_body_budget_and_memory_is_given_back(start_service):
    uploads, declared = 256, 1_040_000
    addresses = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]  # each may hold a quarter of the budget
    service = start_service("--threads", "2")
    started, before = time.monotonic(), service.status()
    slow = []
    try:
        for index in range(uploads):  # 64 from each address
            client = socket.create_connection(("127.0.0.1", service.port), timeout=10,
                                              source_address=(addresses[index % len(addresses)], 0))
            client.sendall(post(b"Content-Length: %d\r\n" % declared))
            slow.append(client)
        filler = b" " * 65536
        for client in slow:  # every byte of the body but the last
            left = declared - 1
            while left:
                left -= client.send(filler[:min(left, len(filler))])
        time.sleep(1)
        held = service.status()

        refused = Exchange(service.port, post(b"Content-Length: %d\r\n" % declared, b" " * declared), seconds=10)
        assert refused.statuses[:1] == [503], f"a complete upload while the budget is full: {refused}"
        assert refused.headers.get("retry-after") == "1", refused
        assert json.loads(refused.body)["type"] == "urn:responderlab:problem:server-busy"
    finally:
        for client in slow:
            client.close()
    time.sleep(1.5)
    after = service.status()
    assert service.healthy()
    took = time.monotonic() - started
    print(f"\n{uploads} slow uploads of {declared:,} B: VmRSS {kib(before['VmRSS'])} before, {kib(held['VmRSS'])} "
          f"while held, peak (VmHWM) {kib(after['VmHWM'])}, {kib(after['VmRSS'])} after they closed ({took:.1f} s)")
    # 64 MiB of bodies and about 20 MiB of service; a pod's limit is 256 MiB.
    assert after["VmHWM"] < 160 * 1024, f"peak {kib(after['VmHWM'])}: the body budget did not hold"
    assert after["VmRSS"] - before["VmRSS"] < 16 * 1024, \
        f"{kib(after['VmRSS'])} after the uploads closed, from {kib(before['VmRSS'])}: memory was not given back"
