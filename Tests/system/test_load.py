"""Load and soak, and no connection stalls, against the release service with its defaults.

Load: wrk at 256 connections POSTs examples/delete-button.json to /v1/dispatch, first a warm-up and then N more
requests in the same continuous run. Every answer is 2xx, no socket error (connect, read, write) and no timeout; the
service's VmRSS after the N requests is less than 5% above its VmRSS right after the warm-up; the service still
answers GET /healthz and exits 0 on SIGTERM. Both RSS figures are taken under the same full load (data/wrk-post.lua
marks the moment every wrk thread passed its share of the warm-up, and the moment the first met its share of the
total), so that buffers in flight are in both; the idle RSS after the run and the peak are reported too.

Stalls, part 1: wrk runs back to back against one service with the default limits, each opening 256 fresh
connections right after the previous run closed its 256, which is exactly the per-address limit. Every run has 0
socket errors, 0 timeouts, every answer 2xx; and the service logs no error (a refused connection is logged).
Part 2, every connection timed: wrk reports only the latency of answered requests, so a request never answered
shows up in none of its figures. A client keeps 256 fresh connections busy per round (half the requests in one
write, half as headers and body in two) and fails when any waited more than 2 s for an answer, failed, or was
never answered; against one worker thread (with libmicrohttpd's epoll mode, used until the server accepted
connections itself, the first round stalled for 30 s in nearly every run) and against the defaults.

    python3 -m pytest Tests/system/test_load.py          load: 100,000 warm-up + 200,000; stalls: 4 runs of 5 s
    python3 -m pytest Tests/system/test_load.py --full   load: 200,000 warm-up + 1,000,000; stalls: 20 runs of 10 s

Logs, wrk's output, the RSS samples and a summary per check: .build/system-tests/load/ and .../stall/.
"""

import asyncio
import random
import shutil
import time

import pytest

import wrk
from harness import established, out_dir

pytestmark = pytest.mark.hardening

LOAD = {"ci": {"warmup": 100_000, "requests": 200_000}, "full": {"warmup": 200_000, "requests": 1_000_000}}
CONNECTIONS = 256  # the service's default per-address limit, which wrk's connections reach exactly
WRK_THREADS = 2
MAX_GROWTH_PERCENT = 5
MAX_LOAD_SECONDS = 1800  # the cap of the wrk run
STALL = {"ci": {"runs": 4, "seconds": 5}, "full": {"runs": 20, "seconds": 10}}
ROUNDS, ROUND_SECONDS, MAX_WAIT = 3, 4, 2.0


def markers_count(directory, name):
    return len(list(directory.glob(f"{name}-*")))


def follow(run, service, markers, started):
    """Samples the service's RSS every second while wrk runs, and at its milestones (every wrk thread past its share
    of the warm-up, the first one at its quota); stops wrk once every thread met its quota.

    Returns (RSS after the warm-up, RSS at the end, when the warm-up ended, the samples).
    """
    rss_before = rss_after = warm_at = None
    samples = []
    tick = 0
    while run.running():
        if tick % 5 == 0:
            status = service.status()
            samples.append((time.monotonic() - started, status["VmRSS"], status["VmHWM"]))
        tick += 1
        if rss_before is None and markers_count(markers, "warm") >= WRK_THREADS:
            rss_before = service.status()["VmRSS"]
            warm_at = time.monotonic()
            print(f"load: warm-up done after {warm_at - started:.0f}s; VmRSS {rss_before} kB")
        if rss_after is None and markers_count(markers, "done") >= 1:
            rss_after = service.status()["VmRSS"]
        if markers_count(markers, "done") >= WRK_THREADS:
            run.stop()
            break
        time.sleep(0.2)
    return rss_before, rss_after, warm_at, samples


def test_memory_stays_flat_under_sustained_load(start_service, run_size):
    out = out_dir("load")
    size = LOAD[run_size]
    warmup, requests = size["warmup"], size["requests"]
    service = start_service(log=out / "service.log")
    rss_start = service.status()["VmRSS"]
    markers = out / "markers"
    shutil.rmtree(markers, ignore_errors=True)
    markers.mkdir()
    print(f"\nload: {warmup} warm-up + {requests} requests, {CONNECTIONS} connections, {WRK_THREADS} wrk threads, "
          f"POST {service.url}/v1/dispatch")
    started = time.monotonic()
    with wrk.start(service.url, CONNECTIONS, MAX_LOAD_SECONDS, threads=WRK_THREADS, quota=warmup + requests,
                   warmup=warmup, markers=markers, output=out / "wrk.txt") as run:
        rss_before, rss_after, warm_at, samples = follow(run, service, markers, started)
        result = run.wait(timeout=60)
    elapsed = time.monotonic() - started
    measured_seconds = time.monotonic() - (warm_at or started)
    (out / "rss.txt").write_text("".join(f"{t:.0f} {rss} {hwm}\n" for t, rss, hwm in samples))

    # Idle: wait for the service to close wrk's connections, then measure again.
    for _ in range(100):
        if established(service.port) == 0:
            break
        time.sleep(0.1)
    time.sleep(1)
    idle = service.status()
    rss_peak = max((rss for _, rss, _ in samples), default=0)
    hwm = max([idle["VmHWM"], *(h for _, _, h in samples)])
    healthy = service.healthy()
    code = service.stop()

    assert result is not None, f"wrk printed no result; see {out / 'wrk.txt'}"
    problems = []
    if rss_before is None or rss_after is None:
        problems.append(f"the run ended before its milestones (warm-up {rss_before or 'not reached'}, "
                        f"end {rss_after or 'not reached'})")
    growth = (rss_after - rss_before) * 100 / rss_before if rss_before and rss_after else float("nan")
    if result.requests < warmup + requests:
        problems.append(f"only {result.requests} of {warmup + requests} requests answered")
    problems += result.problems()
    if not growth < MAX_GROWTH_PERCENT:
        problems.append(f"VmRSS grew {growth:.2f}% (limit {MAX_GROWTH_PERCENT}%)")
    if not healthy:
        problems.append("GET /healthz failed after the run")
    if code != 0:
        problems.append(f"the service exited with status {code} after SIGTERM")
    summary = (f"requests={result.requests} (warm-up {warmup} + measured {result.requests - warmup} in "
               f"{measured_seconds:.0f}s) in {elapsed:.0f}s ({result.rps:.0f}/s) non2xx={result.non2xx} "
               f"socket_errors={result.socket_errors} timeouts={result.timeout} p50={result.p50_ms}ms "
               f"p99={result.p99_ms}ms max={result.max_ms}ms rss_start={rss_start}kB rss_before={rss_before}kB "
               f"rss_after={rss_after}kB growth={growth:.2f}% rss_idle_after={idle['VmRSS']}kB "
               f"rss_peak={rss_peak}kB hwm={hwm}kB exit={code}")
    (out / "summary.txt").write_text(summary + "\n")
    print(f"load: {summary}")
    assert not problems, "; ".join(problems) + f" ({summary})"


def test_wrk_runs_back_to_back_never_stall(start_service, run_size):
    """Part 1: every run opens 256 fresh connections just after the previous run closed its 256."""
    out = out_dir("stall")
    runs, seconds = STALL[run_size]["runs"], STALL[run_size]["seconds"]
    service = start_service(log=out / "service.log")
    problems, lines = [], []
    total, worst_p99, worst_max = 0, 0.0, 0.0
    for number in range(1, runs + 1):
        load = wrk.start(service.url, CONNECTIONS, seconds, output=out / f"wrk-{number}.txt")
        result = load.wait(timeout=seconds + 60)
        if result is None:
            lines.append(f"run {number}: no result: {load.text.strip()[-300:]}")
            problems.append(f"run {number}: wrk printed no result")
            continue
        lines.append(f"run {number}: {result.summary()}")
        total += result.requests
        worst_p99, worst_max = max(worst_p99, result.p99_ms), max(worst_max, result.max_ms)
        if result.problems():
            problems.append(f"run {number}: " + ", ".join(result.problems()))
    (out / "wrk-runs.txt").write_text("\n".join(lines) + "\n")
    code = service.stop()
    errors = [line for line in open(service.log_path) if '"level":"error"' in line]
    if code != 0:
        problems.append(f"the service exited with status {code} after SIGTERM")
    if errors:
        problems.append(f"the service logged {len(errors)} errors, for example: {errors[0].strip()}")
    bad_runs = sum(1 for problem in problems if problem.startswith("run "))
    summary = (f"wrk: {runs} runs x {seconds}s x {CONNECTIONS} connections back to back, {total} answers, "
               f"{bad_runs} runs with errors, worst p99 {worst_p99:g}ms, worst max {worst_max:g}ms")
    (out / "summary-wrk.txt").write_text(summary + "\n")
    print(f"\nstall: {summary}")
    assert not problems, "; ".join(problems) + f" ({summary})"


# Part 2: every connection timed.

async def timed_connection(port, seconds, body, rng, stats):
    """One connection: requests until the round's end; records answers, the longest wait and any failure."""
    head = (b"POST /v1/dispatch HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n")
    answered, longest, failure = 0, 0.0, None
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 30)
    except (OSError, asyncio.TimeoutError) as error:
        stats.append((0, 0.0, f"connect: {error!r}"))
        return
    end = time.monotonic() + seconds
    started = time.monotonic()
    try:
        while time.monotonic() < end:
            started = time.monotonic()
            if rng.random() < 0.5:
                writer.write(head + body)
            else:
                writer.write(head)
                await writer.drain()
                await asyncio.sleep(0)
                writer.write(body)
            await writer.drain()
            # The wait for an answer is bounded only by the round's end plus a margin: a stalled request must show
            # up as a long wait, not as a timeout of this client.
            answer = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), seconds + 30)
            status = int(answer.split(b" ", 2)[1])
            length = next(int(line.split(b":", 1)[1]) for line in answer.split(b"\r\n")
                          if line.lower().startswith(b"content-length:"))
            await reader.readexactly(length)
            longest = max(longest, time.monotonic() - started)
            if status != 200:
                failure = f"status {status}"
                break
            answered += 1
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, asyncio.TimeoutError,
            StopIteration, ValueError) as error:
        longest = max(longest, time.monotonic() - started)
        failure = repr(error)
    finally:
        writer.close()
    stats.append((answered, longest, failure))


async def timed_round(port, connections, seconds, body, number):
    """N fresh connections at once (as a load generator starting a run), each busy for `seconds`."""
    stats = []
    rng = random.Random(number)
    await asyncio.gather(*(timed_connection(port, seconds, body, random.Random(rng.random()), stats)
                           for _ in range(connections)))
    return stats


@pytest.mark.parametrize("setup", [("--threads", "1"), ()], ids=["threads-1", "defaults"])
def test_every_connection_is_answered_promptly(start_service, setup):
    """Part 2: 3 rounds of 256 fresh connections x 4 s; no wait over 2 s, no failure, every connection answered."""
    name = "threads-1" if setup else "defaults"
    out = out_dir("stall")
    service = start_service(*setup, log=out / f"client-{name}-service.log")
    body = wrk.EXAMPLE.read_bytes()
    problems, lines, total, worst = [], [], 0, 0.0
    for number in range(1, ROUNDS + 1):
        stats = asyncio.run(timed_round(service.port, CONNECTIONS, ROUND_SECONDS, body, number))
        answered = sum(s[0] for s in stats)
        longest = max(s[1] for s in stats)
        failures = [s[2] for s in stats if s[2]]
        silent = sum(1 for s in stats if s[0] == 0 and not s[2])
        slow = sum(1 for s in stats if s[1] > MAX_WAIT)
        total += answered
        worst = max(worst, longest)
        lines.append(f"round {number}: {answered} answers on {len(stats)} connections, longest wait "
                     f"{longest * 1000:.0f}ms, {slow} connections waited over {MAX_WAIT:g}s, {silent} never "
                     f"answered, {len(failures)} failed"
                     + (": " + "; ".join(sorted(set(failures))[:3]) if failures else ""))
        if failures:
            problems.append(f"round {number}: {len(failures)} connections failed")
        if slow:
            problems.append(f"round {number}: {slow} connections waited over {MAX_WAIT:g}s")
        if silent:
            problems.append(f"round {number}: {silent} connections never answered")
    code = service.stop()
    if code != 0:
        problems.append(f"{name}: the service exited with status {code} after SIGTERM")
    summary = (f"{name}: {ROUNDS} rounds x {CONNECTIONS} fresh connections x {ROUND_SECONDS:g}s, {total} answers, "
               f"longest wait {worst * 1000:.0f}ms")
    (out / f"client-{name}.txt").write_text("\n".join(lines + [summary]) + "\n")
    print("\n" + "\n".join(lines) + f"\nstall: every connection timed: {summary}")
    assert not problems, "; ".join(problems) + f" ({summary})"
