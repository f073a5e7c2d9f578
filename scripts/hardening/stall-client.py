#!/usr/bin/env python3
"""Keeps N connections busy and reports the longest time any of them waited for an answer (for stall.sh).

    scripts/hardening/stall-client.py PORT [--connections 256] [--seconds 4] [--rounds 3] [--max-wait 2.0]

Each round opens N fresh connections to 127.0.0.1:PORT at once (as a load generator starting a run does) and POSTs
examples/delete-button.json on every one of them, back to back, for --seconds; half the requests go out in one write,
the other half as headers and body in two writes. wrk only reports the latency of requests that were answered, so a
request that is never answered shows up nowhere in its figures; this client times every request, answered or not,
and remembers each connection's longest wait. A round ends by closing every connection, and the next opens N new
ones straight away.

Prints one line per round and a last line "stall-client: ok|FAIL ..."; exits 1 when a connection failed (reset,
closed, a status other than 200), a wait exceeded --max-wait, or a connection was never answered in a round.
"""

import argparse
import asyncio
import os
import random
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BODY = open(os.path.join(REPO, "examples", "delete-button.json"), "rb").read()
HEAD = (b"POST /v1/dispatch HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: " + str(len(BODY)).encode() + b"\r\n\r\n")


async def connection(port, seconds, rng, stats):
    """One connection: requests until the round's end; records answers, the longest wait and failures."""
    answered, longest, failure = 0, 0.0, None
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 30)
    except (OSError, asyncio.TimeoutError) as error:
        stats.append((0, 0.0, f"connect: {error!r}"))
        return
    end = time.monotonic() + seconds
    try:
        while time.monotonic() < end:
            started = time.monotonic()
            if rng.random() < 0.5:
                writer.write(HEAD + BODY)
            else:
                writer.write(HEAD)
                await writer.drain()
                await asyncio.sleep(0)
                writer.write(BODY)
            await writer.drain()
            # The wait for an answer is bounded only by the round's end plus a margin: a stalled request must show
            # up as a long wait, not as a timeout of this client.
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), seconds + 30)
            status = int(head.split(b" ", 2)[1])
            length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
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


async def round_(port, connections, seconds, seed):
    stats = []
    rng = random.Random(seed)
    await asyncio.gather(*(connection(port, seconds, random.Random(rng.random()), stats) for _ in range(connections)))
    return stats


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", type=int)
    parser.add_argument("--connections", type=int, default=256)
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--max-wait", type=float, default=2.0)
    parser.add_argument("--label", default="")
    args = parser.parse_args()

    problems, total, worst = [], 0, 0.0
    for number in range(1, args.rounds + 1):
        stats = asyncio.run(round_(args.port, args.connections, args.seconds, number))
        answered = sum(s[0] for s in stats)
        longest = max(s[1] for s in stats)
        failures = [s[2] for s in stats if s[2]]
        silent = sum(1 for s in stats if s[0] == 0 and not s[2])
        slow = sum(1 for s in stats if s[1] > args.max_wait)
        total += answered
        worst = max(worst, longest)
        print(f"round {number}: {answered} answers on {len(stats)} connections, longest wait {longest * 1000:.0f}ms, "
              f"{slow} connections waited over {args.max_wait:g}s, {silent} never answered, "
              f"{len(failures)} failed{(': ' + '; '.join(sorted(set(failures))[:3])) if failures else ''}",
              flush=True)
        if failures:
            problems.append(f"round {number}: {len(failures)} connections failed")
        if slow:
            problems.append(f"round {number}: {slow} connections waited over {args.max_wait:g}s")
        if silent:
            problems.append(f"round {number}: {silent} connections never answered")
    label = f"{args.label}: " if args.label else ""
    summary = (f"{label}{args.rounds} rounds x {args.connections} fresh connections x {args.seconds:g}s, "
               f"{total} answers, longest wait {worst * 1000:.0f}ms")
    if problems:
        print(f"stall-client: FAIL {summary}; {'; '.join(problems)}")
        sys.exit(1)
    print(f"stall-client: ok {summary}")


if __name__ == "__main__":
    main()
