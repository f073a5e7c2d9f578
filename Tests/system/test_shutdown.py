"""Shutdown under load: SIGTERM while requests are in flight. Every request the service accepted is answered
completely, and the process exits 0 within --shutdown-grace.

Each round starts the release build (--log-level info, so that every answer the service queues is logged) and puts
two loads on it: wrk (128 connections from 127.0.0.1, POST examples/delete-button.json) and shutdown_client.py
(60 threads from 127.0.0.2: keep-alive, a new connection per request, a 3,000-view grid with a 758 KB answer, and
uploads spread over 2 s so that SIGTERM lands mid-body). Then SIGTERM. Checks per round, all reported together:
- the service exits with status 0, no later than the grace period (+1 s of slack) after SIGTERM; with no idle
  connection it should not need the grace period at all, with one it closes it when the period ends;
- no answer was cut short, and no reused keep-alive connection was closed before its answer (dropped);
- every answer is 200, wrk saw no non-2xx answer and no timeout, and every request in flight at SIGTERM (sent, not
  yet answered) was answered, slow uploads included;
- answers the service logged == complete answers wrk and the client received (no answer lost after queuing);
- with an idle keep-alive connection, the service closed it.
Connections refused after the listening socket closed, and new connections the kernel had queued but the service
never accepted, are counted and reported, not failures: neither reached the service.

The last test: connections waiting in the listen backlog at SIGTERM (one worker thread busy with a ~1.5 s request,
three clients connected meanwhile) are all answered, and the service exits 0.

    python3 -m pytest Tests/system/test_shutdown.py          2 rounds: SIGTERM after 3 s of load (grace 5 s), and
                                                             one with an idle keep-alive connection (grace 4 s)
    python3 -m pytest Tests/system/test_shutdown.py --full   4 rounds: SIGTERM after 2, 3.5 and 5 s of load (grace
                                                             10 s), and one with an idle connection (grace 10 s)

Logs and each round's figures are in .build/system-tests/shutdown/.
"""

import http.client
import socket
import json
import subprocess
import sys
import threading
import time

import pytest

import shutdown_client
import wrk
from harness import Service, out_dir

pytestmark = pytest.mark.hardening

CLIENT = shutdown_client.__file__
# name, seconds of load before SIGTERM, --shutdown-grace, an idle keep-alive connection
ROUNDS = {
    "ci": [("under-load", 3, 5, False), ("idle-keep-alive", 2, 4, True)],
    "full": [("sigterm-after-2s", 2, 10, False), ("sigterm-after-3.5s", 3.5, 10, False),
             ("sigterm-after-5s", 5, 10, False), ("idle-keep-alive", 3, 10, True)],
}


def pytest_generate_tests(metafunc):
    if "shutdown_round" in metafunc.fixturenames:
        rounds = ROUNDS["full" if metafunc.config.getoption("--full") else "ci"]
        metafunc.parametrize("shutdown_round", rounds, ids=[name for name, *_ in rounds])


def terminate(service, grace, sigterm_file):
    """SIGTERM, its time written to `sigterm_file` at once (the accounting client reads it when it ends); (exit
    status, seconds it took to exit). SIGKILL if it is still running 20 s after the grace period."""
    started = time.time()
    service.process.terminate()
    sigterm_file.write_text(f"{started:.6f}\n")
    try:
        service.process.wait(timeout=grace + 20)
    except subprocess.TimeoutExpired:
        service.process.kill()
        service.process.wait()
    seconds = time.time() - started
    return service.stop(), seconds


def logged_answers(log):
    """How many answers the service logged (one access line, with its status, per answer queued)."""
    return sum(1 for line in log.read_text().splitlines() if '"status":' in line)


def round_problems(counts, load, logged, status, seconds, grace, idle):
    """What went wrong in one round, one line each (empty when nothing did)."""
    completed = sum(counts["completed"].values())
    in_flight = counts.get("in_flight", {})
    problems = []
    if status != 0:
        problems.append(f"exit status {status}")
    if seconds > grace + 1:
        problems.append(f"exited {seconds:.2f}s after SIGTERM (grace {grace}s)")
    if counts["truncated"]:
        problems.append(f"{counts['truncated']} answers cut short: {counts['errors']}")
    if counts["dropped"]:
        problems.append(f"{counts['dropped']} reused connections closed before their answer: {counts['errors']}")
    if set(counts["completed"]) - {"200"}:
        problems.append(f"answers other than 200: {counts['completed']}")
    if load is None:
        problems.append("wrk printed no RESULT line")
    elif load.non2xx:
        problems.append(f"wrk saw {load.non2xx} non-2xx answers")
    if load is not None and load.timeout:
        problems.append(f"wrk saw {load.timeout} timeouts")
    lost = {outcome: n for outcome, n in in_flight.items() if outcome not in ("answered 200", "reset_fresh")}
    if lost:
        problems.append(f"requests in flight at SIGTERM not answered: {lost}")
    if counts["slow_inflight_completed"] != counts["slow_inflight"]:
        problems.append(f"slow uploads: {counts['slow_inflight_completed']} of {counts['slow_inflight']} answered")
    received = completed + (load.requests if load else 0)
    if logged != received:
        problems.append(f"the service logged {logged} answers, clients received {received}")
    if idle and not counts.get("idle_connection_closed"):
        problems.append("the idle keep-alive connection was not closed")
    return problems


def round_summary(counts, load, logged, status, seconds, grace):
    completed = sum(counts["completed"].values())
    answered = completed + (load.requests if load else 0)
    in_flight = counts.get("in_flight", {})
    never = f", {in_flight['reset_fresh']} never accepted" if in_flight.get("reset_fresh") else ""
    wrk_figures = f"wrk {load.requests}" if load else "wrk no RESULT"
    return (f"exit {status} after {seconds:.2f}s (grace {grace}s); answered {answered} (client {completed}, "
            f"{wrk_figures}) = logged {logged}; in flight at SIGTERM {sum(in_flight.values())} -> "
            f"{in_flight.get('answered 200', 0)} answered{never}; slow uploads {counts['slow_inflight_completed']}/"
            f"{counts['slow_inflight']}; truncated {counts['truncated']}, dropped {counts['dropped']}; not accepted: "
            f"refused {counts['refused']} + {load.connect if load else '?'} (wrk), reset in backlog "
            f"{counts['reset_fresh']} + wrk read errors {load.read if load else '?'}")


def test_sigterm_under_load_answers_every_request_in_flight(binary, shutdown_round):
    name, before, grace, idle = shutdown_round
    out = out_dir("shutdown")
    log = out / f"{name}-service.log"
    sigterm_file = out / f"{name}-sigterm"
    sigterm_file.unlink(missing_ok=True)
    service = Service(binary, "--shutdown-grace", str(grace), log_level="info", log=log)
    load = wrk.start(service.url, connections=128, seconds=120, threads=1, timeout=10, output=out / f"{name}-wrk.txt")
    command = [sys.executable, CLIENT, str(service.port), "--seconds", str(int(before) + grace + 30),
               "--sigterm-file", str(sigterm_file)] + (["--idle-connection"] if idle else [])
    with open(out / f"{name}-client.err", "w") as errors:
        client = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors, text=True)
        try:
            time.sleep(before)
            status, seconds = terminate(service, grace, sigterm_file)
        finally:
            load.stop()
            result = load.wait(timeout=30)
            output, _ = client.communicate(timeout=int(before) + grace + 120)
    assert output.strip(), f"the accounting client printed no result (see {out / f'{name}-client.err'})"
    counts = json.loads(output)
    logged = logged_answers(log)
    summary = round_summary(counts, result, logged, status, seconds, grace)
    (out / f"{name}-summary.txt").write_text(summary + "\n")
    print(f"\n{name}: {summary}")
    problems = round_problems(counts, result, logged, status, seconds, grace, idle)
    assert not problems, f"{name}: {summary}\n" + "\n".join(problems)


def backlog_attempt(binary, out, heavy):
    """One worker busy with `heavy`, three GET /healthz waiting in the listen backlog, then SIGTERM.
    (conclusive, heavy request's outcome, the queued requests' outcomes, exit status)."""
    log = out / "backlog-service.log"
    service = Service(binary, "--threads", "1", "--shutdown-grace", "10", "--max-body-bytes", "33554432",
                      "--max-nodes", "200000", log_level="info", log=log)
    outcomes = {}
    sent = threading.Event()

    def send(key, method, path, body=None):
        connection = service.connection(timeout=30)
        try:
            connection.request(method, path, body=body, headers={"Content-Type": "application/json"})
            sent.set()
            outcomes[key] = connection.getresponse().status
        except (OSError, http.client.HTTPException) as error:
            outcomes[key] = f"{type(error).__name__}: {error}"
        finally:
            connection.close()

    threads = [threading.Thread(target=send, args=("heavy", "POST", "/v1/dispatch", heavy))]
    threads[0].start()
    sent.wait(timeout=30)  # the whole body is on its way: the worker is about to evaluate it (0.4-0.6 s)
    time.sleep(0.05)
    for index in range(3):
        threads.append(threading.Thread(target=send, args=(index, "GET", "/healthz")))
        threads[-1].start()
    time.sleep(0.15)
    status = service.stop(timeout=40)
    for thread in threads:
        thread.join(timeout=40)
    lines = log.read_text().splitlines()
    sigterm = max((n for n, line in enumerate(lines) if "received SIGTERM" in line), default=None)
    answered_heavy = max((n for n, line in enumerate(lines)
                          if '"status":200' in line and '"bytesIn":' in line
                          and len(line.split('"bytesIn":')[1].split(",")[0]) >= 6), default=None)
    # Conclusive only if the heavy request was still being evaluated when SIGTERM arrived.
    conclusive = sigterm is not None and answered_heavy is not None and sigterm < answered_heavy
    return conclusive, outcomes.get("heavy"), [outcomes.get(index) for index in range(3)], status


def test_connections_waiting_in_the_listen_backlog_at_sigterm_are_answered(binary):
    out = out_dir("shutdown")
    heavy = shutdown_client.grid(100_000)
    tried = []
    for _ in range(3):
        conclusive, heavy_outcome, queued, status = backlog_attempt(binary, out, heavy)
        text = (f"3 connections waiting in the listen backlog at SIGTERM (one worker busy with a request answered "
                f"{heavy_outcome}): {queued.count(200)} answered, outcomes {queued}; exit {status}")
        (out / "backlog-summary.txt").write_text(text + "\n")
        if conclusive:
            print("\n" + text)
            assert queued == [200, 200, 200] and status == 0, text
            return
        tried.append(text)
    pytest.skip("inconclusive 3 times (the busy request ended before SIGTERM): " + "; ".join(tried))


def test_sigterm_after_many_connections_exits_0_and_connections_stay_cheap(binary):
    """60,000 connections opened and closed one after another, then SIGTERM: exit 0, and the last 10,000 cost about
    what the first 10,000 did. (The hand-over of a connection to libmicrohttpd once grew by a wrapper per
    connection: each cost more than the one before, 60,000 took 38 s, and freeing the wrappers at shutdown
    overflowed the stack, a SIGSEGV instead of exit 0.)"""
    service = Service(binary, "--threads", "2")
    chunk, chunks = 10_000, 6
    seconds = []
    try:
        for _ in range(chunks):
            begun = time.monotonic()
            for _ in range(chunk):
                socket.create_connection(("127.0.0.1", service.port), timeout=10).close()
            seconds.append(time.monotonic() - begun)
        assert service.healthy(), "the service stopped answering after the connections"
    finally:
        status = service.stop(timeout=30)
    figures = ", ".join(f"{value:.2f}" for value in seconds)
    (out_dir("shutdown") / "many-connections.txt").write_text(f"seconds per {chunk} connections: {figures}\n"
                                                              f"exit status {status}\n")
    assert status == 0, f"exit status {status} after {chunk * chunks} connections (negative: killed by a signal)"
    assert seconds[-1] < 4 * seconds[0] + 0.5, f"connections grew dearer: seconds per {chunk}: {figures}"
