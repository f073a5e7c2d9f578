#!/usr/bin/env python3
"""Slow clients must not stop anyone else from being answered, and idle connections must be closed.

    scripts/hardening/slow-clients.py          800 header-dribblers + 100 body-dribblers for about 25 s
    scripts/hardening/slow-clients.py --ci     400 + 50 for about 10 s (about 35 s in all)

Starts the release build on a free port with a short --connection-timeout (3 s), then:

1. baseline: a normal client (from 127.0.0.1) POSTs examples/delete-button.json on a fresh connection every 50 ms
   and records each answer's latency.
2. slow clients: hundreds of connections, from other loopback addresses (127.0.0.2, .3, ..., 100 per address, so
   below the per-address limit of 256, as distinct clients would be), send a GET request one byte at a time, and
   some POST a body one byte at a time; the normal client keeps going. Checks: every normal request is answered 200,
   its p99 latency stays under 250 ms and its worst under 1 s, and every slow client is answered 200 at the end.
3. one address over its limit: 300 dribbling connections from 127.0.0.99; the service keeps at most 256
   (--per-ip-connection-limit), holds each of the rest for up to 1 s in case one of the 256 closes, then closes it
   unanswered; the normal client is still answered promptly.
4. idle connections: a connection that sends nothing, one idle after a keep-alive answer, one that stops mid-header,
   one that stops mid-body, and 200 more that send nothing, are all closed by the service between 3 s and 3 s + 2.5 s
   after their last byte (libmicrohttpd checks timeouts once a second).

Prints one line per check ("ok ..." or "FAIL ...") and a last line "slow-clients: ok|FAIL ..." with the figures; exits
non-zero when a check fails. Environment as for the shell scripts (RESPONDER_LAB_BIN, HARDENING_SCRATCH,
HARDENING_OUT).
"""

import argparse
import asyncio
import http.client
import multiprocessing
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT = os.environ.get("HARDENING_OUT", os.path.join(REPO, ".build", "hardening"))
BODY = open(os.path.join(REPO, "examples", "delete-button.json"), "rb").read()


def build_binary() -> str:
    if os.environ.get("RESPONDER_LAB_BIN"):
        return os.environ["RESPONDER_LAB_BIN"]
    args = ["swift", "build", "-c", "release", "--product", "responder-lab"]
    if os.environ.get("HARDENING_SCRATCH"):
        args += ["--scratch-path", os.environ["HARDENING_SCRATCH"]]
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "build-release.log"), "w") as log:
        if subprocess.call(args, cwd=REPO, stdout=log, stderr=subprocess.STDOUT) != 0:
            sys.exit(f"slow-clients: swift build failed; see {log.name}")
    bin_path = subprocess.check_output(args + ["--show-bin-path"], cwd=REPO, text=True).strip()
    return os.path.join(bin_path, "responder-lab")


class Service:
    """`responder-lab serve --port 0 ...`, stderr to a log file; stopped with SIGTERM."""

    def __init__(self, binary, args, log_name):
        self.log_path = os.path.join(OUT, log_name)
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([binary, "serve", "--port", "0", *args], stderr=self.log)
        deadline = time.time() + 30
        self.port = None
        while time.time() < deadline and self.port is None:
            time.sleep(0.05)
            match = re.search(r'"listening on [^"]*:(\d+)"', open(self.log_path).read())
            if match:
                self.port = int(match.group(1))
            elif self.process.poll() is not None:
                break
        if self.port is None:
            self.process.kill()
            sys.exit(f"slow-clients: the service did not start; see {self.log_path}")

    def stop(self, grace=15):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                return self.process.wait(grace)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                return "killed"
        return self.process.returncode


def established_connections(port):
    """The number of established TCP connections whose local port is `port` (the service's side)."""
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = open(table).read().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == "01" and int(fields[1].rsplit(":", 1)[1], 16) == port:
                count += 1
    return count


# ---------------------------------------------------------------------------------------------------------------
# The normal client


class NormalClient(threading.Thread):
    """POSTs the example on a fresh connection every `pause` seconds until stopped; records (latency, status)."""

    def __init__(self, port, pause=0.05):
        super().__init__(daemon=True)
        self.port = port
        self.pause = pause
        self.results = []  # (seconds, status or error text)
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
            self.halt.wait(self.pause)

    def stop(self):
        self.halt.set()
        self.join()


def latency_summary(results):
    latencies = sorted(r[0] for r in results)
    failures = [r[1] for r in results if r[1] != 200]
    if not latencies:
        return {"n": 0, "failures": failures, "p50": 0, "p99": 0, "max": 0}
    p99 = latencies[min(len(latencies) - 1, int(round(0.99 * (len(latencies) - 1))))]
    return {"n": len(latencies), "failures": failures, "p50": statistics.median(latencies) * 1000,
            "p99": p99 * 1000, "max": latencies[-1] * 1000}


def fmt(summary):
    return f"n={summary['n']} p50={summary['p50']:.1f}ms p99={summary['p99']:.1f}ms max={summary['max']:.1f}ms"


# ---------------------------------------------------------------------------------------------------------------
# Slow clients (in a separate process, so that their event loop does not steal the normal client's interpreter lock)


HEADER_REQUEST = (b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow-client\r\n"
                  b"Accept: application/json\r\n\r\n")
CHAIN_BODY = b'{"app": {"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "v"}]}]}]}, "from": "v", "title": "slow"}'
BODY_HEAD = (b"POST /v1/chain HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
             b"Content-Length: " + str(len(CHAIN_BODY)).encode() + b"\r\n\r\n")


async def dribble(port, source, prefix, payload, interval, result):
    """Sends `prefix` at once, then `payload` one byte per `interval`, then reads the answer into `result`."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    except OSError as error:
        result["outcome"] = f"connect: {error}"
        return
    try:
        if prefix:
            writer.write(prefix)
        for index in range(len(payload)):
            writer.write(payload[index:index + 1])
            await writer.drain()
            await asyncio.sleep(interval)
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
        status = int(head.split(b" ", 2)[1])
        length = re.search(rb"(?i)content-length: *(\d+)", head)
        if length:
            await asyncio.wait_for(reader.readexactly(int(length.group(1))), 30)
        result["outcome"] = status
    except (asyncio.IncompleteReadError, ConnectionError, OSError) as error:
        result["outcome"] = f"closed: {type(error).__name__}"
    except asyncio.TimeoutError:
        result["outcome"] = "no answer within 30 s"
    finally:
        writer.close()


def slow_process(port, specs, interval, queue):
    """specs: [(source address, kind)], kind 'header' (the request line and headers byte by byte) or 'body' (the
    headers at once, then the body byte by byte); puts the outcomes on `queue`."""

    async def main():
        results = [dict() for _ in specs]
        tasks = []
        for (source, kind), result in zip(specs, results):
            if kind == "header":
                tasks.append(dribble(port, source, b"", HEADER_REQUEST, interval, result))
            else:
                tasks.append(dribble(port, source, BODY_HEAD, CHAIN_BODY, interval, result))
        await asyncio.gather(*tasks)
        return results

    queue.put(asyncio.run(main()))


def run_slow(port, specs, interval):
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=slow_process, args=(port, specs, interval, queue), daemon=True)
    process.start()
    return process, queue


# ---------------------------------------------------------------------------------------------------------------
# Idle connections


def closed_after(sock, timeout):
    """Waits for the peer to close `sock`; returns (seconds, bytes received) or (None, bytes) after `timeout`."""
    started = time.perf_counter()
    received = b""
    sock.settimeout(0.05)
    while time.perf_counter() - started < timeout:
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            continue
        except ConnectionError:
            return time.perf_counter() - started, received
        if not chunk:
            return time.perf_counter() - started, received
        received += chunk
    return None, received


def idle_checks(port, timeout, report):
    limit = timeout + 2.5
    cases = {}

    def connect(source="127.0.0.1"):
        sock = socket.create_connection(("127.0.0.1", port), source_address=(source, 0))
        return sock

    def measure(name, sock, expect_answer=False):
        seconds, received = closed_after(sock, timeout + 10)
        sock.close()
        cases[name] = seconds
        answered = received.startswith(b"HTTP/1.1 ")
        ok = seconds is not None and timeout - 0.5 <= seconds <= limit and (answered or not expect_answer)
        shown = "never" if seconds is None else f"{seconds:.2f}s"
        report(ok, f"idle {name}: closed after {shown} (timeout {timeout}s, limit {limit:.1f}s)"
               + (f", {len(received)} bytes received" if received else ""))

    # Run the single cases in parallel threads; each measures from its own last byte.
    def silent():
        measure("silent connection", connect())

    def keep_alive():
        sock = connect()
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        head = b""
        while b"\r\n\r\n" not in head or not head.endswith(b'"ok"}'):
            chunk = sock.recv(4096)
            if not chunk:
                break
            head += chunk
        measure("keep-alive after an answer", sock)

    def mid_header():
        sock = connect()
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Partial: ")
        measure("mid-header", sock)

    def mid_body():
        sock = connect()
        sock.sendall(b"POST /v1/dispatch HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"app\": ")
        measure("mid-body", sock)

    def dribbler():
        # Not a failure, a documented limit: libmicrohttpd's timeout counts from the last byte received, so a client
        # that sends one header byte just inside every timeout keeps its connection; the per-address limit bounds
        # how many such connections one client address can hold.
        sock = connect()
        payload = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100
        started = time.perf_counter()
        index = 0
        sock.settimeout(0.05)
        alive = True
        while time.perf_counter() - started < 3 * timeout:
            try:
                sock.sendall(payload[index:index + 1])
                index += 1
                if sock.recv(1) == b"":
                    alive = False
                    break
            except socket.timeout:
                pass
            except OSError:
                alive = False
                break
            time.sleep(max(0.2, timeout - 1.0))
        sock.close()
        cases["dribbler"] = alive
        print(f"info idle: a client sending one header byte every {max(0.2, timeout - 1.0):.1f}s is "
              f"{'still connected' if alive else 'disconnected'} after {3 * timeout}s (the per-address limit bounds "
              f"such clients; libmicrohttpd 0.9.75 has no deadline for a whole request)", flush=True)

    threads = [threading.Thread(target=f) for f in (silent, keep_alive, mid_header, mid_body, dribbler)]
    for thread in threads:
        thread.start()

    # 200 silent connections from another address: all must be closed in time.
    many = [connect("127.0.0.50") for _ in range(200)]
    opened = time.perf_counter()
    for sock in many:
        sock.setblocking(False)
    pending = set(range(len(many)))
    closed_at = {}
    while pending and time.perf_counter() - opened < timeout + 10:
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
    for thread in threads:
        thread.join()
    latest = max(closed_at.values()) if closed_at else None
    earliest = min(closed_at.values()) if closed_at else None
    ok = not pending and earliest is not None and earliest >= timeout - 0.5 and latest <= limit
    report(ok, f"idle 200 silent connections: {len(closed_at)} closed, between "
               f"{earliest or 0:.2f}s and {latest or 0:.2f}s; {len(pending)} still open")
    return cases, (earliest, latest, len(closed_at))


# ---------------------------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ci", action="store_true", help="smaller: 400 + 50 slow clients for about 10 s")
    parser.add_argument("--slow", type=int, help="header-dribbling connections (default 800, --ci 400)")
    parser.add_argument("--slow-bodies", type=int, help="body-dribbling connections (default 100, --ci 50)")
    parser.add_argument("--seconds", type=float, help="how long each dribbler takes (default 25, --ci 10)")
    parser.add_argument("--connection-timeout", type=int, default=3)
    parser.add_argument("--p99-ms", type=float, default=250.0, help="allowed p99 of the normal client")
    parser.add_argument("--max-ms", type=float, default=1000.0, help="allowed worst latency of the normal client")
    args = parser.parse_args()
    slow = args.slow or (400 if args.ci else 800)
    slow_bodies = args.slow_bodies if args.slow_bodies is not None else (50 if args.ci else 100)
    seconds = args.seconds or (10.0 if args.ci else 25.0)
    os.makedirs(OUT, exist_ok=True)

    binary = build_binary()
    service = Service(binary, ["--log-level", "error", "--connection-timeout", str(args.connection_timeout)],
                      "slow-clients-service.log")
    failures = []
    lines = []

    def report(ok, text):
        line = ("ok   " if ok else "FAIL ") + text
        print(line, flush=True)
        lines.append(line)
        if not ok:
            failures.append(text)

    figures = {}
    try:
        port = service.port
        # 1. Baseline.
        client = NormalClient(port)
        client.start()
        time.sleep(3)
        client.stop()
        base = latency_summary(client.results)
        report(not base["failures"], f"baseline normal client: {fmt(base)}")
        figures["baseline"] = base

        # 2. Hundreds of slow clients from distinct addresses.
        specs = [(f"127.0.0.{2 + i // 100}", "header") for i in range(slow)]
        specs += [(f"127.0.1.{1 + i // 100}", "body") for i in range(slow_bodies)]
        header_bytes = len(HEADER_REQUEST)
        interval = seconds / header_bytes
        process, queue = run_slow(port, specs, interval)
        client = NormalClient(port)
        time.sleep(1.0)  # let the dribblers connect
        established = established_connections(port)
        client.start()
        outcomes = queue.get(timeout=seconds * 4 + 60)
        client.stop()
        process.join(10)
        under = latency_summary(client.results)
        figures["slow"] = under
        answered = sum(1 for o in outcomes if o.get("outcome") == 200)
        other = {}
        for o in outcomes:
            if o.get("outcome") != 200:
                other[str(o.get("outcome"))] = other.get(str(o.get("outcome")), 0) + 1
        report(established >= slow + slow_bodies - 5,
               f"{established} connections held open by {slow} header- and {slow_bodies} body-dribblers "
               f"(one byte every {interval * 1000:.0f} ms)")
        report(not under["failures"], f"normal client answered during the slow clients: {under['n'] - len(under['failures'])}"
               f" of {under['n']}" + (f" (failures: {under['failures'][:3]})" if under["failures"] else ""))
        report(under["p99"] <= args.p99_ms and under["max"] <= args.max_ms,
               f"normal client latency under slow clients: {fmt(under)} (limits p99 {args.p99_ms:.0f}ms,"
               f" max {args.max_ms:.0f}ms)")
        report(answered == len(specs), f"slow clients answered 200: {answered} of {len(specs)}"
               + (f"; others: {other}" if other else ""))
        figures["slow_answered"] = (answered, len(specs))

        # 3. One address over its per-address limit.
        flood = [("127.0.0.99", "header")] * 300
        process, queue = run_slow(port, flood, 4.0 / header_bytes)
        client = NormalClient(port)
        time.sleep(0.5)
        client.start()
        outcomes = queue.get(timeout=120)
        client.stop()
        process.join(10)
        flood_summary = latency_summary(client.results)
        served = sum(1 for o in outcomes if o.get("outcome") == 200)
        refused = sum(1 for o in outcomes if str(o.get("outcome")).startswith(("closed", "connect")))
        report(served <= 256 and served + refused == 300 and served >= 200,
               f"300 dribblers from one address: {served} served (limit 256), {refused} closed by the service")
        report(not flood_summary["failures"] and flood_summary["p99"] <= args.p99_ms
               and flood_summary["max"] <= args.max_ms,
               f"normal client while one address is at its limit: {fmt(flood_summary)}"
               + (f" failures {flood_summary['failures'][:3]}" if flood_summary["failures"] else ""))
        figures["flood"] = (served, refused, flood_summary)

        # 4. Idle connections.
        cases, many = idle_checks(port, args.connection_timeout, report)
        figures["idle"] = (cases, many)

        # The service is still healthy and stops cleanly.
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/healthz")
            healthy = connection.getresponse().status == 200
        except OSError:
            healthy = False
        report(healthy, "GET /healthz after all phases")
    finally:
        code = service.stop()
    report(code == 0, f"the service exited with status {code} after SIGTERM")

    base, under = figures.get("baseline"), figures.get("slow")
    summary = (f"{slow}+{slow_bodies} slow clients; normal client baseline p99 "
               f"{base['p99']:.1f}ms, under slow clients p50 {under['p50']:.1f}ms p99 {under['p99']:.1f}ms "
               f"max {under['max']:.1f}ms ({under['n']} requests, {len(under['failures'])} failed); "
               f"idle close {figures['idle'][1][0] or 0:.2f}-{figures['idle'][1][1] or 0:.2f}s "
               f"for --connection-timeout {args.connection_timeout}") if base and under and "idle" in figures else ""
    with open(os.path.join(OUT, "slow-clients-summary.txt"), "w") as handle:
        handle.write("\n".join(lines + [summary]) + "\n")
    if failures:
        print(f"slow-clients: FAIL {len(failures)} check(s) failed; {summary}")
        return 1
    print(f"slow-clients: ok {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
