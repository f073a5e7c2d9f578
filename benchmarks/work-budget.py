#!/usr/bin/env python3
"""The work budget's figures: what the costliest requests within the default limits cost the release service.

usage: benchmarks/work-budget.py [--rounds N] [--attack-seconds S]   (after `swift build -c release`)

For each request of the adversarial catalogue (Tests/system/adversarial.py) it reports the answer (200, or 413 with
the budget that ran out), the service's CPU time for the request (median of N rounds, from /proc/PID/stat) and the
answer's size. Then two clients send those requests back to back, one per worker thread, while a third sends the
Delete-button example: its latency (p50, p99) is reported against the same client on an idle service, with the
service's peak resident memory (VmHWM). Prints Markdown tables.
"""

import argparse
import json
import pathlib
import statistics
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "system"))
import adversarial  # noqa: E402
from conftest import Service  # noqa: E402

DELETE_BUTTON = (ROOT / "examples" / "delete-button.json").read_bytes()


def outcome(status, body):
    if status == 200:
        return "200"
    try:
        return f"{status} {json.loads(body).get('budget', '')}"
    except ValueError:
        return str(status)


def latencies(service, seconds):
    connection = service.connection()
    out = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        started = time.monotonic()
        status, _, _ = service.request("POST", "/v1/dispatch", DELETE_BUTTON, connection)
        out.append(time.monotonic() - started)
        assert status == 200
    connection.close()
    out.sort()
    return out


def summary(values):
    return (f"{statistics.median(values) * 1000:.2f} ms", f"{values[int(0.99 * (len(values) - 1))] * 1000:.1f} ms",
            f"{values[-1] * 1000:.1f} ms", len(values))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--attack-seconds", type=float, default=20)
    arguments = parser.parse_args()
    service = Service(str(ROOT / ".build" / "release" / "responder-lab"), "--threads", "2")
    try:
        bodies = {name: adversarial.encode(build()) for name, build in adversarial.CATALOGUE.items()}
        print("| request | body | answer | CPU per request (median) | answer bytes |")
        print("| --- | ---: | --- | ---: | ---: |")
        for name, body in bodies.items():
            cpu = []
            for _ in range(arguments.rounds):
                before = service.cpu_seconds()
                status, _, answer = service.request("POST", "/v1/dispatch", body)
                cpu.append(service.cpu_seconds() - before)
            print(f"| {name} | {len(body):,} B | {outcome(status, answer)} | "
                  f"{statistics.median(cpu) * 1000:.0f} ms | {len(answer):,} |")
        idle = latencies(service, arguments.attack_seconds / 2)
        stop = threading.Event()

        def attacker(offset):
            connection = service.connection()
            names = sorted(bodies)
            index = offset
            while not stop.is_set():
                service.request("POST", "/v1/dispatch", bodies[names[index % len(names)]], connection)
                index += 1
            connection.close()

        threads = [threading.Thread(target=attacker, args=(offset,)) for offset in (0, 4)]
        for thread in threads:
            thread.start()
        attacked = latencies(service, arguments.attack_seconds)
        stop.set()
        for thread in threads:
            thread.join()
        print()
        print("| Delete-button example | p50 | p99 | max | requests |")
        print("| --- | ---: | ---: | ---: | ---: |")
        print("| idle service | %s | %s | %s | %d |" % summary(idle))
        print("| both workers busy with the catalogue | %s | %s | %s | %d |" % summary(attacked))
        print()
        print(f"Service peak RSS (VmHWM): {service.status()['VmHWM']:,} kB")
    finally:
        service.stop()


if __name__ == "__main__":
    main()
