"""The accounting client of test_shutdown.py: parallel clients that keep requests in flight while the service is
told to stop, and count what became of every request.

    python3 Tests/system/shutdown_client.py PORT [--source 127.0.0.2] [--seconds 30] [--idle-connection]
                                                 [--sigterm-file PATH]

It runs in a process of its own, so that its 60 threads do not share an interpreter lock with the test.

Workers (threads; each from --source so that they do not share wrk's per-address connection budget):
  keep-alive  32  POST examples/delete-button.json again and again on one connection (a new one after
                  `Connection: close`)
  fresh       16  the same on a new connection per request
  heavy        4  POST a 3,000-view grid (288 KB in, 758 KB out, ~25 ms of work) on a new connection
  slow upload  8  POST the example's body in 10 pieces over 2 seconds, so that SIGTERM lands mid-upload
and with --idle-connection one connection that gets one answer and then stays idle (keep-alive).

A worker stops once one of its connection attempts is refused (the listening socket is closed) or after --seconds;
until then keep-alive workers go on sending on their open connections. Every request is counted once:
  completed      a complete answer (status line, headers, Content-Length bytes); by status
  refused        connect() refused: never reached the service
  reset_fresh    a new connection that was reset or closed before any answer byte (a connection the kernel had
                 queued but the service never accepted: the listening socket was closed with it in the backlog)
  dropped        a reused keep-alive connection closed or reset before any answer byte
  truncated      part of an answer, then the connection ended
  slow_inflight  slow uploads whose headers were sent before the first refusal, and how many of them completed
With --sigterm-file (the caller writes the time it sent SIGTERM there, as seconds since the epoch), `in_flight`
counts the requests sent before that moment and not yet answered then, by what became of them.
Prints one JSON object on standard output.
"""

import argparse
import json
import os
import pathlib
import re
import socket
import threading
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
BODY = (REPO / "examples" / "delete-button.json").read_bytes()


def grid(views=3000):
    """A window whose root view holds `views` buttons in rows of ten; a touch at (5, 5)."""
    subviews = ",".join('{"id":"b%d","class":"UIButton","frame":{"x":%d,"y":%d,"width":28,"height":28}}'
                        % (i, (i % 10) * 30, (i // 10) * 30) for i in range(views))
    return ('{"app":{"scenes":[{"windows":[{"id":"w","rootViewController":{"id":"vc","view":{"id":"root",'
            '"subviews":[' + subviews + ']}}}]}]},"event":{"type":"touch","point":{"x":5,"y":5}}}').encode()


HEAVY = grid()


def request_bytes(body, path="/v1/dispatch"):
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


class Counts:
    def __init__(self):
        self.lock = threading.Lock()
        self.data = {"completed": {}, "refused": 0, "reset_fresh": 0, "dropped": 0, "truncated": 0,
                     "sent": 0, "slow_inflight": 0, "slow_inflight_completed": 0, "errors": []}

        self.timeline = []  # (started, ended, outcome)

    def record(self, started, outcome):
        with self.lock:
            self.timeline.append((started, time.time(), outcome))

    def add(self, key, status=None):
        with self.lock:
            if key == "completed":
                self.data["completed"][str(status)] = self.data["completed"].get(str(status), 0) + 1
            else:
                self.data[key] += 1

    def note(self, text):
        with self.lock:
            if len(self.data["errors"]) < 20:
                self.data["errors"].append(text)


class Ended(Exception):
    """The connection ended; `received` says how many answer bytes had arrived."""

    def __init__(self, received):
        super().__init__(received)
        self.received = received


def read_answer(sock):
    """Reads one complete answer; returns (status, keep_alive). Raises Ended when the connection ends first."""
    data = b""
    while b"\r\n\r\n" not in data:
        try:
            chunk = sock.recv(65536)
        except (TimeoutError, ConnectionError, OSError):
            raise Ended(len(data)) from None
        if not chunk:
            raise Ended(len(data))
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    match = re.search(rb"(?im)^content-length: *(\d+)", head)
    length = int(match.group(1)) if match else 0
    while len(rest) < length:
        try:
            chunk = sock.recv(min(1 << 20, length - len(rest)))
        except (TimeoutError, ConnectionError, OSError):
            raise Ended(len(head) + len(rest) + 4) from None
        if not chunk:
            raise Ended(len(head) + len(rest) + 4)
        rest += chunk
    keep_alive = not re.search(rb"(?im)^connection: *close", head)
    return status, keep_alive


class Worker(threading.Thread):
    def __init__(self, kind, port, source, counts, refused, deadline):
        super().__init__(daemon=True)
        self.kind, self.port, self.source = kind, port, source
        self.counts, self.refused, self.deadline = counts, refused, deadline

    def connect(self):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.settimeout(30)
        sock.bind((self.source, 0))
        sock.connect(("127.0.0.1", self.port))
        return sock

    def run(self):
        sock = None
        reused = False
        payload = request_bytes(HEAVY if self.kind == "heavy" else BODY)
        while time.time() < self.deadline:
            if sock is None:
                try:
                    sock = self.connect()
                    reused = False
                except ConnectionRefusedError:
                    self.counts.add("refused")
                    self.refused.set()
                    return
                except OSError as error:
                    self.counts.note(f"connect: {error}")
                    self.counts.add("refused")
                    self.refused.set()
                    return
            slow_counted = False
            started = time.time()
            try:
                if self.kind == "slow":
                    head, body = payload.split(b"\r\n\r\n", 1)
                    sock.sendall(head + b"\r\n\r\n")
                    if not self.refused.is_set():  # started before the service stopped accepting
                        self.counts.add("slow_inflight")
                        slow_counted = True
                    step = (len(body) + 9) // 10
                    for index in range(0, len(body), step):
                        sock.sendall(body[index:index + step])
                        time.sleep(0.2)
                else:
                    sock.sendall(payload)
                self.counts.add("sent")
                status, keep_alive = read_answer(sock)
                self.counts.add("completed", status)
                self.counts.record(started, f"answered {status}")
                if slow_counted:
                    self.counts.add("slow_inflight_completed")
                if self.kind in ("keep-alive",) and keep_alive:
                    reused = True
                else:
                    sock.close()
                    sock = None
            except Ended as ended:
                self.counts.record(started, "truncated" if ended.received else "dropped" if reused else "reset_fresh")
                if ended.received:
                    self.counts.add("truncated")
                    self.counts.note(f"{self.kind}: answer cut after {ended.received} bytes")
                elif reused:
                    self.counts.add("dropped")
                    self.counts.note(f"{self.kind}: reused connection ended before an answer")
                else:
                    self.counts.add("reset_fresh")
                sock.close()
                sock = None
            except (ConnectionError, OSError) as error:
                # Writing failed: the service closed or reset the connection before reading the request.
                self.counts.record(started, "dropped" if reused else "reset_fresh")
                if reused:
                    self.counts.add("dropped")
                    self.counts.note(f"{self.kind}: reused connection failed on write: {error}")
                else:
                    self.counts.add("reset_fresh")
                sock.close()
                sock = None
        if sock is not None:
            sock.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("--source", default="127.0.0.2")
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--idle-connection", action="store_true")
    parser.add_argument("--sigterm-file")
    args = parser.parse_args()
    counts = Counts()
    refused = threading.Event()
    deadline = time.time() + args.seconds
    idle = None
    if args.idle_connection:
        idle = socket.create_connection(("127.0.0.1", args.port), source_address=(args.source, 0))
        idle.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        status, _ = read_answer(idle)
        counts.add("completed", status)
    workers = [Worker(kind, args.port, args.source, counts, refused, deadline)
               for kind, n in (("keep-alive", 32), ("fresh", 16), ("heavy", 4), ("slow", 8)) for _ in range(n)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    if idle is not None:
        idle.settimeout(60)
        try:
            counts.data["idle_connection_closed"] = idle.recv(1) == b""
        except OSError:
            counts.data["idle_connection_closed"] = True
        idle.close()
    if args.sigterm_file and os.path.exists(args.sigterm_file):
        with open(args.sigterm_file) as sigterm:
            at = float(sigterm.read().strip())
        in_flight = {}
        for started, ended, outcome in counts.timeline:
            if started < at < ended:
                in_flight[outcome] = in_flight.get(outcome, 0) + 1
        counts.data["in_flight"] = in_flight
    print(json.dumps(counts.data))


if __name__ == "__main__":
    main()
