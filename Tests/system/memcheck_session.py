"""A scripted run of requests over every endpoint and every error class, for test_valgrind.py.

    steps, unexpected, transcript = memcheck_session.run(port)

Expects the service to run with FLAGS (small limits, so that each 413 is cheap). Speaks raw HTTP/1.1 over sockets, so
that it can also send what an HTTP library will not: malformed request lines, headers and chunked bodies, bodies cut
off mid-way, abandoned answers, pipelined and keep-alive requests, connections over the per-address limit, idle
connections. Each step checks the status it expects (None: the connection was closed without an answer); `run`
returns how many steps there were, the unexpected ones ("NAME: got X, expected Y"), and one line per step.
"""

import json
import re
import socket
import time

FLAGS = ("--threads", "2", "--max-body-bytes", "65536", "--max-nodes", "200", "--max-depth", "40", "--max-events", "5",
         "--max-touches", "3", "--per-ip-connection-limit", "8", "--connection-timeout", "2",
         "--cors-origins", "https://allowed.example")

# Bodies the service must refuse, each sent as JSON and as ?format=text: (name, body, expected status or statuses).
BAD_BODIES = [
    ("400 malformed JSON", b'{"app": {"scenes": [}', 400),
    ("400 empty body", b"", 400),
    ("400 not an object", b"[1, 2, 3]", 400),
    ("400 unknown field", b'{"app": {"scenes": []}, "evnt": {"type": "touch"}}', 400),
    ("400 wrong type", b'{"app": {"scenes": "many"}, "event": {"type": "touch", "point": {"x": 1, "y": 2}}}', 400),
    ("400 unknown enum", b'{"app": {"scenes": [{"windows": [{"id": "w"}]}]}, "event": {"type": "wiggle"}}', 400),
    ("400 invalid UTF-8", b'{"app": {"scenes": [{"windows": [{"id": "\xff\xfe"}]}]}, "event": {"type": "motion"}}',
     400),
    ("400 NUL byte", b'{"app": {"scenes": [{"windows": [{"id": "w\x00"}]}]}}', 400),
    ("400 huge number", b'{"app": {"scenes": [{"windows": [{"id": "w", "frame": {"x": 1e999, "y": 0, "width": 1, '
                        b'"height": 1}}]}]}, "event": {"type": "touch", "point": {"x": 1, "y": 1}}}', 400),
    ("400 lone surrogate", b'{"app": {"scenes": [{"windows": [{"id": "\\ud800"}]}]}, "event": {"type": "motion"}}',
     (400, 422, 200)),
    ("422 unknown reference", b'{"app": {"scenes": [{"windows": [{"id": "w"}]}]}, '
                              b'"event": {"type": "becomeFirstResponder", "responder": "x"}}', 422),
    ("422 duplicate id", b'{"app": {"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "w"}]}]}]}, '
                         b'"event": {"type": "motion"}}', 422),
    ("422 next loop", b'{"app": {"scenes": [{"windows": [{"id": "w"}]}], "objects": [{"id": "a", "next": "b"}, '
                      b'{"id": "b", "next": "a"}]}, "event": {"type": "action", "action": "x:", "walkFrom": "a"}}',
     422),
    ("413 too deep", b'{"app": ' + b'[' * 60 + b']' * 60 + b'}', 413),
    ("413 too many nodes", json.dumps({"app": {"scenes": [{"windows": [{"id": "w", "subviews": [
        {"id": f"v{i}"} for i in range(300)]}]}]}, "event": {"type": "motion"}}).encode(), 413),
    ("413 too many events", json.dumps({"app": {"scenes": [{"windows": [{"id": "w"}]}]},
                                        "events": [{"type": "motion"}] * 8}).encode(), 413),
    ("413 too many touches", json.dumps({"app": {"scenes": [{"windows": [{"id": "w"}]}]}, "event": {
        "type": "touch", "touches": [{"point": {"x": i, "y": i}} for i in range(6)]}}).encode(), (413, 422)),
]

# Malformed HTTP, answered (or not: None) by libmicrohttpd itself.
MALFORMED = [
    ("garbage request line", b"GARBAGE\r\n\r\n", (None, 400)),
    ("bad header line", b"GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", (400, 200)),
    ("bad Content-Length", b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}", 400),
    ("broken chunked encoding", b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                                b"zz\r\nnope\r\n0\r\n\r\n", (400, None)),
    ("HTTP/2.0 request line", b"GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n", 505),
    ("HTTP/1.0 request", b"GET /healthz HTTP/1.0\r\n\r\n", 200),
    ("header block over 32 KiB", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 40000 + b"\r\n\r\n",
     (431, 413, None)),
    ("request line over 32 KiB", b"GET /" + b"a" * 40000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", (414, None)),
]


def request(method, path, body=None, headers=None):
    """The bytes of one HTTP/1.1 request."""
    headers = dict(headers or {})
    headers.setdefault("Host", "127.0.0.1")
    if body is not None:
        headers.setdefault("Content-Length", str(len(body)))
    lines = [f"{method} {path} HTTP/1.1"] + [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + (body or b"")


class Reader:
    """Answers read one after another from one connection. Bytes past the end of one answer (a pipelined answer
    that arrived in the same read) are kept for the next."""

    def __init__(self, sock):
        self.sock = sock
        self.pending = b""

    def receive(self):
        chunk = self.sock.recv(65536)
        self.pending += chunk
        return chunk

    def answer(self, head_only=False):
        """(status, headers text, body bytes), or (None, '', bytes so far) when the connection closed first."""
        try:
            while b"\r\n\r\n" not in self.pending:
                if not self.receive():
                    return None, "", self.pending
        except (TimeoutError, ConnectionError):
            return None, "", self.pending
        head, _, rest = self.pending.partition(b"\r\n\r\n")
        text = head.decode("latin-1")
        status = int(text.split(" ", 2)[1])
        match = re.search(r"(?im)^content-length: *(\d+)", text)
        length = int(match.group(1)) if match and not head_only else 0
        self.pending = rest
        try:
            while len(self.pending) < length:
                if not self.receive():
                    break
        except (TimeoutError, ConnectionError):
            pass
        body, self.pending = self.pending[:length], self.pending[length:]
        return status, text, body


def read_answer(sock, head_only=False):
    """The one answer expected on `sock` (see Reader.answer)."""
    return Reader(sock).answer(head_only)


class Session:
    """Sends the steps and keeps the record: how many, which were unexpected, one line each."""

    def __init__(self, port, timeout):
        self.port = port
        self.timeout = timeout
        self.steps = 0
        self.unexpected = []
        self.transcript = []

    def connect(self):
        return socket.create_connection(("127.0.0.1", self.port), timeout=self.timeout)

    def exchange(self, raw):
        sock = self.connect()
        try:
            sock.sendall(raw)
        except (ConnectionError, BrokenPipeError):
            sock.close()
            return None, "", b""
        answer = read_answer(sock, head_only=raw.startswith(b"HEAD "))
        sock.close()
        return answer

    def check(self, name, got, expected):
        self.steps += 1
        ok = got in expected if isinstance(expected, (tuple, list, set)) else got == expected
        self.transcript.append(f"{'ok  ' if ok else 'UNEXPECTED'} {name}: {got}")
        if not ok:
            self.unexpected.append(f"{name}: got {got}, expected {expected}")

    def step(self, name, raw, expected):
        status, head, body = self.exchange(raw)
        self.check(name, status, expected)
        return status, head, body


def endpoints(session):
    """Every endpoint, every example, every query parameter; returns the bodies of two examples."""
    step = session.step
    step("GET /", request("GET", "/"), 200)
    step("GET /?pretty=true", request("GET", "/?pretty=true"), 200)
    step("HEAD /", request("HEAD", "/"), 200)
    step("GET /healthz", request("GET", "/healthz"), 200)
    step("HEAD /healthz", request("HEAD", "/healthz"), 200)
    step("GET /openapi.yaml", request("GET", "/openapi.yaml"), 200)
    step("GET /v1/classes", request("GET", "/v1/classes"), 200)
    _, _, listing = step("GET /v1/examples", request("GET", "/v1/examples"), 200)
    step("HEAD /v1/examples/delete-button", request("HEAD", "/v1/examples/delete-button"), 200)
    step("GET /v1/examples/nope", request("GET", "/v1/examples/nope"), 404)
    for example in json.loads(listing)["examples"]:
        _, _, body = session.exchange(request("GET", f"/v1/examples/{example['name']}"))
        endpoint = example.get("endpoint", "/v1/dispatch").split()[-1]
        step(f"POST {endpoint} ({example['name']})",
             request("POST", endpoint, body, {"Content-Type": "application/json"}), 200)
    delete = session.exchange(request("GET", "/v1/examples/delete-button"))[2]
    chain = session.exchange(request("GET", "/v1/examples/delete-button-chain"))[2]
    for query in ("?format=text", "?fields=essentials", "?pretty=true", "?pretty=1&fields=essentials",
                  "?include=layout", "?format=svg", "?format=svg&event=0"):
        step(f"POST /v1/dispatch{query}", request("POST", f"/v1/dispatch{query}", delete), 200)
    # A format, include or event value the service does not take is a 400 naming the parameter.
    for query in ("?format=xml", "?include=style", "?format=svg&event=5"):
        step(f"POST /v1/dispatch{query}", request("POST", f"/v1/dispatch{query}", delete), 400)
    step("POST /v1/chain?format=text", request("POST", "/v1/chain?format=text", chain), 200)
    step("POST /v1/chain?format=svg", request("POST", "/v1/chain?format=svg", chain), 200)
    step("POST /v1/chain?include=layout", request("POST", "/v1/chain?include=layout", chain), 200)
    step("POST /v1/dispatch/ (trailing slash)", request("POST", "/v1/dispatch/", delete), 200)
    step("POST with Content-Type text/plain",
         request("POST", "/v1/dispatch", delete, {"Content-Type": "text/plain"}), 200)
    return delete, chain


def error_classes(session, delete):
    step = session.step
    for name, body, expected in BAD_BODIES:
        step(f"POST /v1/dispatch {name}",
             request("POST", "/v1/dispatch", body, {"Content-Type": "application/json"}), expected)
        step(f"POST /v1/dispatch?format=text {name}", request("POST", "/v1/dispatch?format=text", body), expected)
    step("POST /v1/chain 422 unknown from", request("POST", "/v1/chain", b'{"app": {"scenes": []}, "from": "x"}'),
         (400, 422))
    step("POST /v1/chain 400 unknown field",
         request("POST", "/v1/chain", b'{"app": {"scenes": []}, "form": "x"}'), 400)
    step("404 unknown path", request("GET", "/v2/nothing"), 404)
    # A %00 would cut the decoded path short (GET /v1/examples): refused before routing.
    step("unknown path with a %00 escape", request("GET", "/v1/examples/%00%ff%2e%2e"), 400)
    step("a %00 in a query value", request("GET", "/v1/classes?format=text%00x"), 400)
    step("405 GET /v1/dispatch", request("GET", "/v1/dispatch"), 405)
    step("405 DELETE /healthz", request("DELETE", "/healthz"), 405)
    step("405 POST /openapi.yaml", request("POST", "/openapi.yaml", b"{}"), 405)
    step("415 image/png", request("POST", "/v1/dispatch", delete, {"Content-Type": "image/png"}), 415)
    # A client that waits for `100 Continue` gets the refusal from the headers (one that does not is answered once its
    # body has been read and discarded: the 413 chunked step below, and the one sent whole after it).
    step("413 declared Content-Length over the limit",
         request("GET", "/healthz", None, {"Content-Length": "10000000", "Expect": "100-continue"}), 413)
    step("413 declared Content-Length over the limit, unknown path",
         request("POST", "/nowhere", None, {"Content-Length": "99999999999999999999"}), 413)
    step("413 chunked body over the limit",
         request("POST", "/v1/dispatch", None, {"Transfer-Encoding": "chunked"}) + chunked_over_the_limit(), 413)
    step("413 declared body over the limit, sent whole before reading",
         request("POST", "/v1/dispatch", None, {"Content-Length": "100000"}) + b"x" * 100000, 413)
    pieces = b"".join(b"%x\r\n%s\r\n" % (len(delete[i:i + 100]), delete[i:i + 100]) for i in range(0, len(delete), 100))
    step("200 chunked body",
         request("POST", "/v1/dispatch", None, {"Transfer-Encoding": "chunked"}) + pieces + b"0\r\n\r\n", 200)


def chunked_over_the_limit():
    chunk = b"x" * 30000
    return b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(4)) + b"0\r\n\r\n"


def cors(session, delete):
    step = session.step
    step("OPTIONS preflight, allowed origin",
         request("OPTIONS", "/v1/dispatch", None, {"Origin": "https://allowed.example",
                                                    "Access-Control-Request-Method": "POST",
                                                    "Access-Control-Request-Headers": "Content-Type"}), 204)
    step("OPTIONS preflight, other origin",
         request("OPTIONS", "/v1/dispatch", None, {"Origin": "https://evil.example"}), 204)
    step("OPTIONS preflight, empty Access-Control-Request-Headers",
         request("OPTIONS", "/v1/chain", None, {"Origin": "https://allowed.example",
                                                "Access-Control-Request-Headers": ""}), 204)
    step("OPTIONS unknown path", request("OPTIONS", "/nope"), 404)
    step("OPTIONS unknown example", request("OPTIONS", "/v1/examples/nope"), 404)
    step("POST with allowed origin",
         request("POST", "/v1/dispatch", delete, {"Origin": "https://allowed.example"}), 200)
    step("POST with other origin", request("POST", "/v1/dispatch", delete, {"Origin": "https://evil.example"}), 200)


def malformed_http(session, delete):
    for name, raw, expected in MALFORMED:
        session.step(name, raw, expected)
    session.step("query of 100 arguments",
                 request("POST", "/v1/dispatch?" + "&".join(f"k{i}=v" for i in range(100)), delete), 200)
    # libmicrohttpd keeps every query argument in the connection's 32 KiB pool: 600 arguments get 431 (or a reset, as
    # the client is still sending its body when the connection is closed).
    session.step("query of 600 arguments",
                 request("POST", "/v1/dispatch?" + "&".join(f"k{i}=v" for i in range(600)), delete), (431, None))


def connections(session, delete):
    """Keep-alive, pipelining, aborts, the per-address limit, idle connections."""
    sock = session.connect()
    answers = Reader(sock)
    for index in range(3):
        sock.sendall(request("POST", "/v1/dispatch", delete))
        session.check(f"keep-alive request {index + 1}", answers.answer()[0], 200)
    sock.sendall(request("GET", "/healthz") + request("POST", "/v1/dispatch", delete))
    session.check("pipelined 1", answers.answer()[0], 200)
    session.check("pipelined 2", answers.answer()[0], 200)
    sock.close()

    for name, raw in [
        ("abort mid-body", request("POST", "/v1/dispatch", None, {"Content-Length": "5000"}) + b'{"app": {"sce'),
        ("abort mid-chunked-body",
         request("POST", "/v1/dispatch", None, {"Transfer-Encoding": "chunked"}) + b"10\r\n{\"app"),
        ("abort mid-header", b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nContent-Le"),
        ("abort before reading a large answer", request("GET", "/openapi.yaml")),
        ("abort after a chunked body crossed the limit",
         request("POST", "/v1/dispatch", None, {"Transfer-Encoding": "chunked"}) + chunked_over_the_limit()[:70000]),
    ]:
        sock = session.connect()
        sock.sendall(raw)
        time.sleep(0.3)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")  # reset on close
        sock.close()
        session.check(name, "sent and reset", "sent and reset")

    # Over the per-address limit (8): of 12 connections, 8 are answered and 4 closed unanswered after waiting 1 s for
    # one of the 8 to close.
    time.sleep(1.0)  # let the service finish closing the connections of the steps above
    opened = [session.connect() for _ in range(12)]
    time.sleep(0.5)
    answered = closed = 0
    for sock in opened:
        try:
            sock.sendall(request("GET", "/healthz"))
            if read_answer(sock)[0] == 200:
                answered += 1
            else:
                closed += 1
        except (ConnectionError, BrokenPipeError):
            closed += 1
    for sock in opened:
        sock.close()
    session.check("12 connections with a per-address limit of 8: answered, closed", (answered, closed), [(8, 4)])
    time.sleep(0.5)

    # Idle connections (timeout 2 s): one silent, one mid-body; both closed by the service.
    idle = [session.connect(), session.connect()]
    idle[1].sendall(request("POST", "/v1/dispatch", None, {"Content-Length": "100"}) + b'{"app"')
    for index, sock in enumerate(idle):
        session.check(f"idle connection {index + 1} closed by the timeout", read_answer(sock)[0], None)
        sock.close()


def run(port, timeout=120.0):
    """Runs every step against the service on `port`; (steps, unexpected, transcript)."""
    session = Session(port, timeout)
    delete, _ = endpoints(session)
    error_classes(session, delete)
    cors(session, delete)
    malformed_http(session, delete)
    connections(session, delete)
    session.step("GET /healthz at the end", request("GET", "/healthz"), 200)
    return session.steps, session.unexpected, session.transcript
