"""The work budget, tried as a hostile client would: the costliest requests within every input limit.

Each is answered 200 within the budget or 413 `too-much-work` naming the budget that ran out; the service stays
healthy; its peak resident memory stays under the 256 MiB that deploy/kubernetes.yaml gives the pod, even while
both worker threads evaluate such requests at once; and an ordinary request is still answered meanwhile.
"""

import json
import pathlib
import statistics
import threading
import time

import pytest

import adversarial

REPO = pathlib.Path(__file__).resolve().parents[2]
MEMORY_LIMIT_KB = 256 * 1024  # deploy/kubernetes.yaml: resources.limits.memory
MODES = {"json": "", "pretty": "?pretty=true", "text": "?format=text", "full-trace": "?trace=full",
         "essentials": "?fields=essentials"}
BODIES = {name: adversarial.encode(build()) for name, build in adversarial.CATALOGUE.items()}
DELETE_BUTTON = (REPO / "examples" / "delete-button.json").read_bytes()


def check_answer(name, mode, status, content_type, body):
    if status == 200:
        return "answered"
    assert status == 413, f"{name} {mode}: status {status}: {body[:300]!r}"
    if mode == "text":
        assert content_type.startswith("text/plain")
        assert body.startswith(b"413 Too much work for one request: "), body[:200]
        return "budget"
    assert content_type == "application/problem+json"
    problem = json.loads(body)
    assert problem["type"] == "urn:responderlab:problem:too-much-work", problem
    assert problem["budget"] in ("steps", "entries", "answerBytes"), problem
    assert isinstance(problem["limit"], int)
    assert problem["problems"][0]["pointer"].startswith(("/event", "/from")), problem
    return problem["budget"]


@pytest.mark.parametrize("name", sorted(BODIES))
def test_every_adversarial_request_is_answered_within_the_budget(service, name):
    with_budget = []
    for mode, query in MODES.items():
        before = service.cpu_seconds()
        status, content_type, body = service.request("POST", "/v1/dispatch" + query, BODIES[name])
        cpu = service.cpu_seconds() - before
        outcome = check_answer(name, mode, status, content_type, body)
        with_budget.append(f"{mode}: {status} {outcome} {len(body)} B {cpu * 1000:.0f} ms CPU")
        assert service.healthy(), f"{name} {mode} left the service unhealthy"
    peak = service.status()["VmHWM"]
    print(f"\n{name} ({len(BODIES[name])} B): " + "; ".join(with_budget) + f"; peak RSS {peak} kB")
    assert peak < MEMORY_LIMIT_KB


def test_a_tap_on_a_large_hierarchy_answers_kilobytes_with_the_summarised_trace(service):
    body = adversarial.encode(dict(adversarial.wide_grid(), events=[
        {"type": "touch", "point": {"x": 2, "y": 2}}]))
    status, _, summarised = service.request("POST", "/v1/dispatch", body)
    assert status == 200
    assert len(summarised) < 32 * 1024, len(summarised)
    trace = json.loads(summarised)["results"][0]["hitTest"][0]["trace"]
    runs = [step for step in trace if step.get("count")]
    assert runs and sum(step["count"] for step in runs) > 8_000
    assert all(step["outcome"] == "pointOutside" and "lastView" in step for step in runs)
    status, _, full = service.request("POST", "/v1/dispatch?trace=full", body)
    assert status == 200
    assert len(json.loads(full)["results"][0]["hitTest"][0]["trace"]) > 9_000
    assert len(full) > 50 * len(summarised)


def test_two_worst_requests_at_once_keep_memory_bounded_and_ordinary_requests_answered(service):
    """Both worker threads busy with the costliest requests while a third client sends the Delete-button example."""
    stop = threading.Event()
    failures = []
    worst = [BODIES[name] for name in sorted(BODIES)]

    def attacker(offset):
        connection = service.connection()
        index = offset
        while not stop.is_set():
            try:
                status, content_type, body = service.request("POST", "/v1/dispatch", worst[index % len(worst)],
                                                             connection)
                check_answer("attack", "json", status, content_type, body)
            except Exception as error:  # noqa: BLE001 - reported below
                failures.append(repr(error))
                connection.close()
                connection = service.connection()
            index += 1
        connection.close()

    attackers = [threading.Thread(target=attacker, args=(offset,)) for offset in (0, 4)]
    for thread in attackers:
        thread.start()
    latencies = []
    peak = 0
    connection = service.connection()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        started = time.monotonic()
        status, _, _ = service.request("POST", "/v1/dispatch", DELETE_BUTTON, connection)
        latencies.append(time.monotonic() - started)
        assert status == 200
        peak = max(peak, service.status()["VmRSS"])
    connection.close()
    stop.set()
    for thread in attackers:
        thread.join(timeout=60)
    assert not failures, failures[:3]
    latencies.sort()
    p50 = statistics.median(latencies)
    p99 = latencies[int(0.99 * (len(latencies) - 1))]
    hwm = service.status()["VmHWM"]
    print(f"\nDelete-button during the attack: {len(latencies)} requests, p50 {p50 * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms, max {latencies[-1] * 1000:.1f} ms; service VmRSS peak seen {peak} kB, "
          f"VmHWM {hwm} kB")
    assert hwm < MEMORY_LIMIT_KB
    assert service.healthy()
