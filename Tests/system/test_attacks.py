"""The attack catalogue: hostile requests an attacker tried on the release service, each sent as they sent it.

Every shape is posted over loopback to `responder-lab serve` at its default settings, under a 4 GiB address-space
cap (prlimit --as), and checked for its answer's status and size, the service's peak resident memory while it was
answered (VmHWM, reset through /proc/PID/clear_refs before each request and sampled meanwhile, so each figure is that
request's even when the service dies), the CPU the request cost (/proc/PID/stat) and that the service answers
/healthz within a second afterwards. Each test gathers all its failed checks before it fails, so one run says
everything that is wrong. The figures (one line per request: shape, status, answer bytes, peak RSS MiB, CPU s) are
printed (`-s`) and written to .build/system-tests/attacks/figures.json, for the README.

    RESPONDER_LAB_BIN=.build/release/responder-lab python3 -m pytest Tests/system/test_attacks.py -q -s
"""

import http.client
import json
import re
import threading
import time

import pytest

import adversarial
import attacks
from harness import REPO, Service, out_dir, require, status_kb

pytestmark = pytest.mark.hardening

ADDRESS_SPACE = 4 << 30  # RLIMIT_AS of the service under attack
MEMORY_LIMIT_KB = 256 * 1024  # deploy/kubernetes.yaml: resources.limits.memory
ANSWER_LIMIT = 4_194_304  # --max-answer-bytes
ANSWER_SLACK = 16 * 1024  # "plus a few KB": the answer-size check runs as each object closes
SMALL_ANSWER = 64 * 1024
LISTED_PROBLEMS = 50  # most problems a problem answer lists
SUGGESTED_PROBLEMS = 10  # most unknown references that carry a did-you-mean suggestion
CPU_LIMIT = 0.5  # the README promises about a quarter of a second of CPU per request within the limits; 2x margin
HEALTH_WITHIN = 1.0
HEAVY_TIMEOUT = 25  # seconds a heavy request may take before the check gives up on it
ORIGIN = "https://lessons.example"
EXAMPLES = REPO / "examples"
DELETE_BUTTON = (EXAMPLES / "delete-button.json").read_bytes()
DELETE_BUTTON_CHAIN = (EXAMPLES / "delete-button-chain.json").read_bytes()
AUDIT_SCREEN = (REPO / "docs" / "audit-settings-screen.json").read_bytes()
FIGURES = []


# Measuring one request.

class Answer:
    """One request's answer (or why there was none) and what it cost the service."""

    def __init__(self, status=None, headers=None, body=b"", error=None, cpu=0.0, peak_kb=0, alive=True):
        self.status, self.headers, self.body, self.error = status, headers, body, error
        self.cpu, self.peak_kb, self.alive = cpu, peak_kb, alive

    @property
    def content_type(self):
        return self.headers.get("Content-Type", "") if self.headers else ""

    def header_values(self, name):
        """Every value of a header, split at commas, lowercased."""
        values = self.headers.get_all(name) if self.headers else None
        return [token.strip().lower() for value in values or [] for token in value.split(",") if token.strip()]

    def json(self):
        return json.loads(self.body)

    def text(self):
        return self.body.decode("utf-8")

    def outcome(self):
        return str(self.status) if self.status is not None else f"no answer ({self.error})"


class Sampler(threading.Thread):
    """Reads the service's VmHWM and CPU every 10 ms, so a request that kills the service still has figures."""

    def __init__(self, service):
        super().__init__(daemon=True)
        self.service, self.peak_kb, self.cpu = service, 0, None
        self.done = threading.Event()

    def run(self):
        while not self.done.is_set():
            self.sample()
            self.done.wait(0.01)

    def sample(self):
        try:
            self.peak_kb = max(self.peak_kb, status_kb(self.service.pid)["VmHWM"])
            self.cpu = self.service.cpu_seconds()
        except (OSError, KeyError, ValueError, IndexError):
            pass

    def stop(self):
        self.done.set()
        self.join()
        self.sample()


def reset_peak(service):
    """Resets the service's VmHWM to its current VmRSS (Linux: 5 > /proc/PID/clear_refs)."""
    with open(f"/proc/{service.pid}/clear_refs", "w") as clear:
        clear.write("5")


def send(service, method, path, body=None, headers=None, timeout=HEAVY_TIMEOUT):
    """The request's answer, with its CPU and the service's peak RSS while it was answered."""
    reset_peak(service)
    sampler = Sampler(service)
    sampler.sample()
    cpu_before = sampler.cpu
    sampler.start()
    answer = Answer()
    connection = http.client.HTTPConnection("127.0.0.1", service.port, timeout=timeout)
    try:
        all_headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=body, headers={**all_headers, **(headers or {})})
        response = connection.getresponse()
        answer.status, answer.headers, answer.body = response.status, response.msg, response.read()
    except (OSError, http.client.HTTPException) as error:
        answer.error = f"{type(error).__name__}: {error}"
    finally:
        connection.close()
        sampler.stop()
    answer.alive = service.process.poll() is None
    answer.cpu = (sampler.cpu or 0) - (cpu_before or 0)
    answer.peak_kb = sampler.peak_kb
    return answer


def health_seconds(service):
    """How long GET /healthz took to answer 200 {"status":"ok"}, or None when it did not within a second."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", service.port, timeout=HEALTH_WITHIN)
    try:
        connection.request("GET", "/healthz")
        response = connection.getresponse()
        ok = response.status == 200 and response.read() == b'{"status":"ok"}'
    except (OSError, http.client.HTTPException):
        ok = False
    finally:
        connection.close()
    elapsed = time.monotonic() - started
    return elapsed if ok and elapsed <= HEALTH_WITHIN else None


def record(shape, answer, healthy, **extra):
    """Prints the shape's figure line and keeps it for figures.json."""
    figure = {"shape": shape, "status": answer.status, "error": answer.error, "answerBytes": len(answer.body),
              "peakRssMiB": round(answer.peak_kb / 1024, 1), "cpuSeconds": round(answer.cpu, 3),
              "healthyAfter": healthy is not None, **extra}
    FIGURES.append(figure)
    more = "".join(f", {key} {value}" for key, value in extra.items())
    print(f"\nFIGURE {shape}: status {answer.outcome()}, {len(answer.body)} B, peak RSS {figure['peakRssMiB']} MiB, "
          f"CPU {answer.cpu:.3f} s{more}" + ("" if healthy is not None else ", NOT healthy after"))
    return figure


@pytest.fixture(scope="module", autouse=True)
def figures_file():
    """Writes the module's figures to .build/system-tests/attacks/figures.json once its tests have run."""
    FIGURES.clear()
    yield
    path = out_dir("attacks") / "figures.json"
    path.write_text(json.dumps(FIGURES, indent=2) + "\n")
    print(f"\n{len(FIGURES)} figures written to {path}")


class Checks:
    """The failed checks of one test, reported together."""

    def __init__(self, shape):
        self.shape, self.failures = shape, []

    def expect(self, condition, message):
        if not condition:
            self.failures.append(f"{self.shape}: {message}")
        return condition

    def answered(self, answer, healthy):
        """The common checks: an answer came, the service lived and is healthy."""
        self.expect(answer.status is not None, f"no answer: {answer.error}")
        self.expect(answer.alive, "the service died")
        self.expect(healthy is not None, f"/healthz did not answer 200 within {HEALTH_WITHIN} s afterwards")

    def memory(self, answer, limit_kb=MEMORY_LIMIT_KB):
        self.expect(answer.peak_kb < limit_kb, f"peak RSS {answer.peak_kb} kB, limit {limit_kb} kB")

    def too_much_work(self, answer):
        """A 413 must be the work budget's (a 413 for an input limit means the test's body is wrong)."""
        if answer.content_type.startswith("text/plain"):
            return self.expect(answer.body.startswith(b"413 Too much work for one request: "),
                               f"413 is not too-much-work: {answer.body[:200]!r}")
        try:
            problem = answer.json()
        except ValueError:
            return self.expect(False, f"413 is not a JSON problem: {answer.body[:200]!r}")
        return self.expect(problem.get("type") == "urn:responderlab:problem:too-much-work"
                           and problem.get("budget") in ("steps", "entries", "answerBytes"),
                           f"413 is not too-much-work: {answer.body[:300]!r}")

    def done(self):
        assert not self.failures, "\n".join(self.failures)


@pytest.fixture
def attacked(binary):
    """A factory: a fresh release service at default settings under the 4 GiB address-space cap. Each one is stopped
    (SIGKILL when it will not stop) at the end of the test."""
    require("prlimit")
    started = []

    def start(*flags):
        service = Service(binary, *flags, wrap=("prlimit", f"--as={ADDRESS_SPACE}:{ADDRESS_SPACE}", "--"))
        started.append(service)
        return service

    yield start
    for service in started:
        service.stop(timeout=3)


# 1. The audit bomb.

AUDIT_BOMBS = {
    "5000-buttons": attacks.encode(attacks.audit_bomb()),
    "3000-buttons-200-byte-ids": attacks.encode(attacks.audit_bomb(3_000, id_bytes=200)),
}


@pytest.mark.parametrize("query", ["", "?format=text", "?pretty=true", "?witness=event"])
@pytest.mark.parametrize("bomb", list(AUDIT_BOMBS))
def test_an_audit_of_thousands_of_unreachable_buttons_answers_within_the_answer_budget(attacked, bomb, query):
    service = attacked()
    body = AUDIT_BOMBS[bomb]
    answer = send(service, "POST", "/v1/audit" + query, body)
    healthy = health_seconds(service)
    record(f"audit-bomb {bomb}{query}", answer, healthy, bodyBytes=len(body))
    checks = Checks(f"audit bomb {bomb} {query or '(json)'}")
    checks.answered(answer, healthy)
    if checks.expect(answer.status in (200, 413), f"status {answer.outcome()}: {answer.body[:300]!r}") \
            and answer.status == 413:
        checks.too_much_work(answer)
    checks.expect(len(answer.body) <= ANSWER_LIMIT + ANSWER_SLACK,
                  f"answer {len(answer.body)} B, over {ANSWER_LIMIT} + {ANSWER_SLACK}")
    checks.memory(answer)
    checks.done()


# 2. The problem bomb.

PROBLEM_BOMB = attacks.encode(attacks.problem_bomb(attacks.PROBLEM_BOMB_REFERENCES))


def check_problem_list(checks, problem, expected_type):
    """At most 50 problems listed; `total` and `omitted` when the list was cut, and the detail says how many."""
    checks.expect(problem.get("type") == expected_type, f"type {problem.get('type')}")
    listed = problem.get("problems", [])
    checks.expect(len(listed) <= LISTED_PROBLEMS, f"{len(listed)} problems listed, at most {LISTED_PROBLEMS}")
    total, omitted = problem.get("total"), problem.get("omitted")
    if checks.expect(isinstance(total, int) and isinstance(omitted, int),
                     f"no integer total and omitted (total {total!r}, omitted {omitted!r})"):
        checks.expect(total > LISTED_PROBLEMS, f"total {total}: the list was cut, so more were found")
        checks.expect(omitted == total - len(listed), f"omitted {omitted} is not total {total} - {len(listed)} listed")
        detail = problem.get("detail", "")
        checks.expect(str(omitted) in detail or f"{omitted:,}" in detail,
                      f"the detail does not say that {omitted} were left out: {detail[:300]!r}")


@pytest.mark.parametrize("query", ["", "?format=text"])
def test_a_body_with_250000_unknown_references_lists_50_problems_and_counts_the_rest(attacked, query):
    service = attacked()
    answer = send(service, "POST", "/v1/dispatch" + query, PROBLEM_BOMB)
    healthy = health_seconds(service)
    figure = record(f"problem-bomb{query}", answer, healthy, bodyBytes=len(PROBLEM_BOMB))
    checks = Checks(f"problem bomb {query or '(json)'}")
    checks.answered(answer, healthy)
    checks.expect(answer.status == 422, f"status {answer.outcome()}")
    checks.expect(len(answer.body) < SMALL_ANSWER, f"answer {len(answer.body)} B, at most {SMALL_ANSWER}")
    checks.memory(answer)
    if answer.status == 422 and len(answer.body) < SMALL_ANSWER and not query:
        problem = answer.json()
        figure.update(total=problem.get("total"), omitted=problem.get("omitted"))
        check_problem_list(checks, problem, "urn:responderlab:problem:unknown-reference")
    if answer.status == 422 and query:
        text = answer.text()
        checks.expect(answer.content_type.startswith("text/plain"), f"content type {answer.content_type}")
        listed = [line for line in text.splitlines() if line.startswith("  at ")]
        checks.expect(len(listed) <= LISTED_PROBLEMS, f"{len(listed)} problems listed, at most {LISTED_PROBLEMS}")
        left_out = attacks.PROBLEM_BOMB_REFERENCES - len(listed)
        checks.expect(str(left_out) in text or f"{left_out:,}" in text,
                      f"the text does not say that {left_out} were left out: {text[:300]!r}")
    checks.done()


# 3. The did-you-mean bomb.

DID_YOU_MEAN_BOMB = attacks.encode(attacks.did_you_mean_bomb())


def test_5000_unknown_recognizer_ids_get_10_suggestions_in_well_under_a_second(attacked):
    service = attacked()
    answer = send(service, "POST", "/v1/dispatch", DID_YOU_MEAN_BOMB)
    healthy = health_seconds(service)
    figure = record("did-you-mean-bomb", answer, healthy, bodyBytes=len(DID_YOU_MEAN_BOMB))
    checks = Checks("did-you-mean bomb")
    checks.answered(answer, healthy)
    checks.expect(answer.status == 422, f"status {answer.outcome()}")
    checks.expect(answer.cpu <= CPU_LIMIT, f"{answer.cpu:.2f} s of CPU, at most {CPU_LIMIT}")
    checks.memory(answer)
    if answer.status == 422:
        problem = answer.json()
        listed = problem["problems"]
        suggested = [index for index, field in enumerate(listed) if "suggestion" in field]
        figure.update(listed=len(listed), suggested=len(suggested), total=problem.get("total"))
        checks.expect(suggested == list(range(SUGGESTED_PROBLEMS)),
                      f"problems {suggested[:20]}{'...' if len(suggested) > 20 else ''} carry a suggestion "
                      f"({len(suggested)} of {len(listed)} listed); only the first {SUGGESTED_PROBLEMS} should")
        later = [field["message"] for field in listed[SUGGESTED_PROBLEMS:] if "did you mean" in field["message"]]
        checks.expect(not later, f"{len(later)} later messages still say 'did you mean', e.g. {later[:1]}")
        checks.expect(len(listed) <= LISTED_PROBLEMS, f"{len(listed)} problems listed, at most {LISTED_PROBLEMS}")
    checks.done()


def test_healthz_answers_within_a_second_while_two_did_you_mean_bombs_are_in_flight(attacked):
    service = attacked()
    stop = threading.Event()
    results = []
    sent = threading.Barrier(3)

    def attacker():
        connection = http.client.HTTPConnection("127.0.0.1", service.port, timeout=HEAVY_TIMEOUT)
        first = True
        try:
            while not stop.is_set():
                connection.request("POST", "/v1/dispatch", body=DID_YOU_MEAN_BOMB,
                                   headers={"Content-Type": "application/json"})
                if first:
                    first = False
                    sent.wait(timeout=5)
                response = connection.getresponse()
                response.read()
                results.append(response.status)
        except (OSError, http.client.HTTPException, threading.BrokenBarrierError) as error:
            results.append(f"{type(error).__name__}")
        finally:
            connection.close()

    reset_peak(service)
    cpu_before = service.cpu_seconds()
    threads = [threading.Thread(target=attacker, daemon=True) for _ in range(2)]
    for thread in threads:
        thread.start()
    try:
        sent.wait(timeout=5)
    except threading.BrokenBarrierError:
        pass
    waits = []
    deadline = time.monotonic() + 2.5
    while time.monotonic() < deadline:
        seconds = health_seconds(service)
        waits.append(seconds)
        if seconds is None:
            break
        time.sleep(0.1)
    stop.set()
    for thread in threads:
        thread.join(timeout=3)
    still_busy = any(thread.is_alive() for thread in threads)
    alive = service.process.poll() is None
    answer = Answer(status=422 if results and all(status == 422 for status in results) else None,
                    error=None if results else "none answered within the check",
                    cpu=service.cpu_seconds() - cpu_before if alive else 0.0,
                    peak_kb=status_kb(service.pid)["VmHWM"] if alive else 0, alive=alive)
    answered = [wait for wait in waits if wait is not None]
    record("did-you-mean-bomb x2 + healthz", answer, None if None in waits else max(answered, default=0),
           answersWhileProbing=len(results), healthzProbes=len(waits),
           cpuPerAnswer=round(answer.cpu / max(1, len(results)), 4),
           slowestHealthzSeconds=round(max(answered, default=0), 3))
    checks = Checks("two did-you-mean bombs at once")
    checks.expect(waits and None not in waits,
                  f"/healthz did not answer within {HEALTH_WITHIN} s (probe {len(answered) + 1} of {len(waits)}) "
                  f"while two bombs were in flight")
    checks.expect(alive, "the service died")
    checks.expect(results and all(status == 422 for status in results) and not still_busy,
                  f"the bombs were answered {results or 'not at all'}"
                  + (" and were still in flight when the check ended" if still_busy else ""))
    checks.memory(answer)
    checks.done()


# 4. The costliest requests within the limits.

WORST = {
    # name: (path, body builder, statuses a correct service may answer)
    "grid-20k-100x20-touches": ("/v1/dispatch", lambda: attacks.grid(events=100), (200, 413)),
    "grid-20k-100x20-touches-text": ("/v1/dispatch?format=text", lambda: attacks.grid(events=100), (200, 413)),
    "grid-20k-100x20-touches-full-trace": ("/v1/dispatch?trace=full", lambda: attacks.grid(events=100), (200, 413)),
    "grid-20k-100x20-touches-pretty": ("/v1/dispatch?pretty=true", lambda: attacks.grid(events=100), (200, 413)),
    "grid-20k-tap-layout": ("/v1/dispatch?include=layout", attacks.grid, (200, 413)),
    "grid-20k-tap-svg": ("/v1/dispatch?format=svg&event=0", attacks.grid, (200, 413)),
    "grid-20k-tap-full-trace": ("/v1/dispatch?trace=full", attacks.grid, (200, 413)),
    "grid-20k-tap-essentials": ("/v1/dispatch?fields=essentials", attacks.grid, (200, 413)),
    # A language asked for stays within the same bounds as English (its sentences take more bytes).
    "grid-20k-tap-lang": ("/v1/dispatch?lang=ko&trace=full", attacks.grid, (200, 413)),
    # Every event's warning has a fix to try on a copy of a 14,000-button app, replaying the events before it.
    "fix-bomb-14k-60-events": ("/v1/dispatch", attacks.fix_bomb, (200, 413)),
    "fix-bomb-14k-60-events-text": ("/v1/dispatch?format=text", attacks.fix_bomb, (200, 413)),
    # 2,000 unreachable buttons: 2,000 findings, each with a fix to try on a copy of the app (5,000 are over the
    # audit's entries budget before any fix is tried).
    "audit-2000-unreachable-fixes": ("/v1/audit?witness=event", lambda: attacks.audit_bomb(2_000), (200, 413)),
    "audit-2000-unreachable-fixes-text": ("/v1/audit?format=text", lambda: attacks.audit_bomb(2_000), (200, 413)),
    # 90 nested scroll views with refresh controls around a button with two 5,000-item menus: every pull is judged
    # by each enclosing scroll view (a pull through them once made a warning each, with a fix to verify).
    "nested-pulls-90": ("/v1/dispatch", attacks.nested_pulls, (200, 413)),
    "nested-pulls-90-text": ("/v1/dispatch?format=text", attacks.nested_pulls, (200, 413)),
    "nested-pulls-30-deep-60-pulls-text": (
        "/v1/dispatch?format=text", lambda: attacks.nested_pulls(depth=30, items=50, pulls=60, taps=0), (200, 413)),
    "nested-pulls-45-deep-scrolling-text": (
        "/v1/dispatch?format=text&trace=full",
        lambda: attacks.nested_pulls(depth=45, pulls=60, taps=0, content_height=5_000), (200, 413)),
    # Buttons under a sheet's dimming view: each a finding whose fix is verified on a copy of the app without it
    # (1,000 fit the audit's budget; 6,000, and 40 sheets each presented by the one before, do not).
    "audit-1000-under-a-sheet": ("/v1/audit?witness=event", lambda: attacks.sheet_over_buttons(1_000), (200, 413)),
    "audit-6000-under-40-sheets": (
        "/v1/audit?format=text", lambda: attacks.sheet_over_buttons(6_000, depth=40), (200, 413)),
    "chain-20k-objects": ("/v1/chain", attacks.long_chain, (200, 413)),
    "chain-20k-objects-text": ("/v1/chain?format=text", attacks.long_chain, (200, 413)),
    "chain-20k-objects-layout": ("/v1/chain?include=layout", attacks.long_chain, (200, 413)),
    "chain-20k-objects-svg": ("/v1/chain?format=svg", attacks.long_chain, (200, 413)),
    "chain-95-deep-text": ("/v1/chain?format=text", attacks.deep_chain, (200, 413)),
    "audit-grid-2000": ("/v1/audit", lambda: attacks.audit_grid(2_000), (200, 413)),
    "audit-grid-2000-witness-event": ("/v1/audit?witness=event", lambda: attacks.audit_grid(2_000), (200, 413)),
    "audit-grid-2000-text": ("/v1/audit?format=text", lambda: attacks.audit_grid(2_000), (200, 413)),
    "audit-grid-2000-lang": ("/v1/audit?lang=ja", lambda: attacks.audit_grid(2_000), (200, 413)),
    "audit-grid-13000": ("/v1/audit?witness=event", lambda: attacks.audit_grid(13_000, named=False), (200, 413)),
    "unknown-next-19k": ("/v1/dispatch", attacks.unknown_next_everywhere, (422,)),
    "unknown-next-19k-text": ("/v1/dispatch?format=text", attacks.unknown_next_everywhere, (422,)),
    "duplicate-ids-20k": ("/v1/dispatch", attacks.duplicate_ids_everywhere, (422,)),
    # The most problems one request can have, worded in the languages whose sentences take the most bytes.
    "unknown-next-19k-lang": ("/v1/dispatch?lang=ko", attacks.unknown_next_everywhere, (422,)),
    "duplicate-ids-20k-lang-text": ("/v1/dispatch?lang=ja&format=text", attacks.duplicate_ids_everywhere, (422,)),
    **{f"adversarial-{name}": ("/v1/dispatch", build, (200, 413)) for name, build in adversarial.CATALOGUE.items()},
    "import-7000-buttons": ("/v1/import", attacks.import_wide_dump, (200, 413)),
    "import-7000-buttons-pretty": ("/v1/import?pretty=true", attacks.import_wide_dump, (200, 413)),
    "import-90-deep-long-lines": ("/v1/import", attacks.import_deep_dump, (200, 413)),
    "import-6000-controllers": ("/v1/import", attacks.import_controllers, (200, 413, 422)),
}


@pytest.fixture(scope="module")
def worst_service(binary):
    """One service for the costliest requests, started again if one killed it or left it busy. VmHWM is reset to the
    current VmRSS before each request, so a case's peak includes what the allocator kept from the cases before it: an
    upper bound of that request's own."""
    require("prlimit")
    holder = []

    def get():
        if not holder or holder[-1].process.poll() is not None:
            holder.append(Service(binary, wrap=("prlimit", f"--as={ADDRESS_SPACE}:{ADDRESS_SPACE}", "--")))
        return holder[-1]

    yield get
    for service in holder:
        service.stop(timeout=3)


@pytest.mark.parametrize("name", list(WORST))
def test_the_costliest_requests_within_the_limits_cost_at_most_half_a_second_of_cpu(worst_service, name):
    path, build, statuses = WORST[name]
    body = attacks.encode(build())
    service = worst_service()
    answer = send(service, "POST", path, body)
    healthy = health_seconds(service)
    record(f"worst {name}", answer, healthy, bodyBytes=len(body))
    if answer.status is None or healthy is None:
        service.kill()  # still busy with this request: the next case gets a fresh service
    checks = Checks(f"worst-case {name}")
    checks.answered(answer, healthy)
    if checks.expect(answer.status in statuses, f"status {answer.outcome()}, expected {statuses}: "
                                                f"{answer.body[:300]!r}") and answer.status == 413:
        checks.too_much_work(answer)
    if answer.status == 422:
        checks.expect(len(answer.body) < SMALL_ANSWER, f"a {len(answer.body)}-byte problem, at most {SMALL_ANSWER}")
        if not answer.content_type.startswith("text/plain") and len(answer.body) < SMALL_ANSWER:
            listed = answer.json().get("problems", [])
            checks.expect(len(listed) <= LISTED_PROBLEMS, f"{len(listed)} problems listed, at most {LISTED_PROBLEMS}")
    checks.expect(answer.cpu <= CPU_LIMIT, f"{answer.cpu:.2f} s of CPU, at most {CPU_LIMIT}")
    checks.expect(len(answer.body) <= ANSWER_LIMIT + ANSWER_SLACK, f"answer {len(answer.body)} B")
    checks.memory(answer)
    checks.done()


# 5. Terminal injection.

HOSTILE = attacks.HOSTILE_ID
HOSTILE_CODE_POINTS = sorted({ord(c) for c in HOSTILE if c in attacks.FORBIDDEN})


SHORT_ESCAPES = {0x09: r"\\t", 0x0D: r"\\r"}


def escape_pattern(code_point):
    r"""The ways a text answer may show a code point visibly: \u{1B} (Swift), \u001B, \x1B or U+001B (and \t, \r)."""
    forms = [rf"\\u\{{0*{code_point:x}\}}", rf"\\u{code_point:04x}", rf"\\x{code_point:02x}", rf"U\+{code_point:04x}"]
    forms += [SHORT_ESCAPES[code_point]] if code_point in SHORT_ESCAPES else []
    return re.compile("|".join(forms), re.IGNORECASE)


def check_text_is_inert(checks, text):
    raw = sorted({f"U+{ord(c):04X}" for c in text if c in attacks.FORBIDDEN})
    checks.expect(not raw, f"the text answer holds raw {', '.join(raw)}")
    missing = [f"U+{cp:04X}" for cp in HOSTILE_CODE_POINTS if not escape_pattern(cp).search(text)]
    checks.expect(not missing, f"the text answer shows no visible escape (such as \\u{{1B}}) for {', '.join(missing)}")


TEXT_INJECTIONS = {
    "dispatch": ("/v1/dispatch?format=text", attacks.hostile_dispatch, 200),
    "chain": ("/v1/chain?format=text", attacks.hostile_chain, 200),
    "audit": ("/v1/audit?format=text", attacks.hostile_audit, 200),
    "problem": ("/v1/dispatch?format=text", attacks.hostile_problem, 422),
    # Not only ids: the title heads the dispatch report and is not bounded by the name limit.
    "title": ("/v1/dispatch?format=text", lambda: dict(attacks.hostile_dispatch("plainId"), title=HOSTILE), 200),
}


@pytest.mark.parametrize("name", list(TEXT_INJECTIONS))
def test_text_answers_show_terminal_control_characters_in_ids_escaped(attacked, name):
    path, build, status = TEXT_INJECTIONS[name]
    service = attacked()
    answer = send(service, "POST", path, attacks.encode(build()))
    healthy = health_seconds(service)
    record(f"terminal-injection {name}", answer, healthy)
    checks = Checks(f"terminal injection, {name} as text")
    checks.answered(answer, healthy)
    checks.expect(answer.status == status, f"status {answer.outcome()}, expected {status}: {answer.body[:300]!r}")
    checks.expect(answer.content_type.startswith("text/plain"), f"content type {answer.content_type!r}")
    checks.expect(len(answer.body) < SMALL_ANSWER, f"answer {len(answer.body)} B")
    if answer.status == status:
        check_text_is_inert(checks, answer.text())
    checks.done()


JSON_INJECTIONS = {
    "dispatch": ("/v1/dispatch", attacks.hostile_dispatch, 200),
    "chain": ("/v1/chain", attacks.hostile_chain, 200),
    "audit": ("/v1/audit", attacks.hostile_audit, 200),
    "problem": ("/v1/dispatch", attacks.hostile_problem, 422),
}


@pytest.mark.parametrize("name", list(JSON_INJECTIONS))
def test_json_answers_keep_hostile_ids_json_escaped_and_exact(attacked, name):
    path, build, status = JSON_INJECTIONS[name]
    service = attacked()
    answer = send(service, "POST", path, attacks.encode(build()))
    healthy = health_seconds(service)
    record(f"terminal-injection {name} json", answer, healthy)
    checks = Checks(f"terminal injection, {name} as JSON")
    checks.answered(answer, healthy)
    checks.expect(answer.status == status, f"status {answer.outcome()}, expected {status}: {answer.body[:300]!r}")
    raw = sorted({f"0x{byte:02X}" for byte in answer.body if byte < 0x20})
    checks.expect(not raw, f"raw C0 bytes {raw} in JSON (JSON escapes them)")
    if answer.status == status:
        strings = []

        def walk(value):
            if isinstance(value, str):
                strings.append(value)
            elif isinstance(value, dict):
                for item in value.values():
                    walk(item)
            elif isinstance(value, list):
                for item in value:
                    walk(item)

        walk(answer.json())
        checks.expect(any(HOSTILE in value for value in strings), "the hostile id did not come back exactly")
        checks.expect(b"\\u001b" in answer.body.lower(), "ESC is not written as \\u001b")
    checks.done()


# 6. Headers.

BAD_REFERENCE = json.dumps({  # the README's 422: an unknown id with a did-you-mean
    "app": {"scenes": [{"windows": [{"rootViewController": {"view": {"subviews": [
        {"id": "searchField", "class": "UITextField"}]}}}]}]},
    "event": {"type": "becomeFirstResponder", "responder": "serchField"}}).encode()
ANSWERS = [  # (kind, method, path, body, extra headers)
    ("index", "GET", "/", None, {}),
    ("healthz", "GET", "/healthz", None, {}),
    ("openapi", "GET", "/openapi.yaml", None, {}),
    ("examples", "GET", "/v1/examples", None, {}),
    ("example", "GET", "/v1/examples/delete-button", None, {}),
    ("classes", "GET", "/v1/classes", None, {}),
    ("playground", "GET", "/playground", None, {}),
    ("HEAD healthz", "HEAD", "/healthz", None, {}),
    ("dispatch json", "POST", "/v1/dispatch", DELETE_BUTTON, {}),
    ("dispatch text", "POST", "/v1/dispatch?format=text", DELETE_BUTTON, {}),
    ("dispatch svg", "POST", "/v1/dispatch?format=svg", DELETE_BUTTON, {}),
    ("dispatch layout", "POST", "/v1/dispatch?include=layout", DELETE_BUTTON, {}),
    ("chain json", "POST", "/v1/chain", DELETE_BUTTON_CHAIN, {}),
    ("chain text", "POST", "/v1/chain?format=text", DELETE_BUTTON_CHAIN, {}),
    ("chain svg", "POST", "/v1/chain?format=svg", DELETE_BUTTON_CHAIN, {}),
    ("audit json", "POST", "/v1/audit", AUDIT_SCREEN, {}),
    ("audit text", "POST", "/v1/audit?format=text", AUDIT_SCREEN, {}),
    ("422 problem", "POST", "/v1/dispatch", BAD_REFERENCE, {}),
    ("422 text", "POST", "/v1/dispatch?format=text", BAD_REFERENCE, {}),
    ("400 malformed", "POST", "/v1/dispatch", b'{"app": {"scenes": [}', {}),
    ("400 query", "POST", "/v1/dispatch?format=nope", DELETE_BUTTON, {}),
    ("415", "POST", "/v1/dispatch", DELETE_BUTTON, {"Content-Type": "application/xml"}),
    ("404", "GET", "/nope", None, {}),
    ("404 example", "GET", "/v1/examples/nope", None, {}),
    ("405", "GET", "/v1/dispatch", None, {}),
    ("400 %00", "GET", "/v1/examples/%00x", None, {}),
    ("413 body", "POST", "/v1/dispatch", b" " * (attacks.MAX_BODY + 1), {}),
]
PREFLIGHT = ("preflight", "OPTIONS", "/v1/dispatch", None,
             {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type, x-evil"})
API_REQUEST_HEADERS = {"content-type", "accept"}  # the request headers the API reads that a browser must be allowed


def send_all(service, requests, origin=None):
    answers = []
    for kind, method, path, body, headers in requests:
        extra = dict(headers, **({"Origin": origin} if origin else {}))
        answers.append((kind, send(service, method, path, body, extra, timeout=30)))
    return answers


def record_headers(shape, service, answers):
    total = Answer(status=sorted({answer.status for _, answer in answers if answer.status}),
                   body=b"".join(answer.body for _, answer in answers),
                   cpu=sum(answer.cpu for _, answer in answers), peak_kb=max(answer.peak_kb for _, answer in answers))
    healthy = health_seconds(service)
    record(shape, total, healthy, answers=len(answers))
    return healthy


def test_every_answer_says_nosniff_and_diagrams_carry_a_csp_that_allows_nothing(attacked):
    service = attacked()
    answers = send_all(service, ANSWERS)
    healthy = record_headers("headers nosniff and csp", service, answers)
    checks = Checks("headers")
    checks.expect(healthy is not None, "/healthz did not answer within a second afterwards")
    for kind, answer in answers:
        if not checks.expect(answer.status is not None, f"{kind}: no answer ({answer.error})"):
            continue
        # Fetch reads the first value; a repeated `nosniff` is harmless.
        options = answer.header_values("X-Content-Type-Options")
        checks.expect(options and set(options) == {"nosniff"},
                      f"{kind} ({answer.status}): X-Content-Type-Options {options}")
        if kind.endswith("svg"):
            checks.expect(answer.status == 200 and answer.content_type.startswith("image/svg+xml"),
                          f"{kind}: {answer.status} {answer.content_type}")
            policy = " ".join(answer.headers.get_all("Content-Security-Policy") or [])
            checks.expect("default-src 'none'" in policy, f"{kind}: Content-Security-Policy {policy!r}")
    checks.done()


def test_with_listed_origins_every_answer_varies_by_origin(attacked):
    service = attacked("--cors-origins", ORIGIN)
    answers = []
    for origin in (ORIGIN, "https://evil.example", None):
        answers += [(f"{kind} from {origin or 'no origin'}", answer)
                    for kind, answer in send_all(service, ANSWERS + [PREFLIGHT], origin)]
    healthy = record_headers("headers vary origin", service, answers)
    checks = Checks("Vary: Origin")
    checks.expect(healthy is not None, "/healthz did not answer within a second afterwards")
    for kind, answer in answers:
        if not checks.expect(answer.status is not None, f"{kind}: no answer ({answer.error})"):
            continue
        checks.expect("origin" in answer.header_values("Vary"),
                      f"{kind} ({answer.status}): Vary {answer.headers.get_all('Vary')}")
    checks.done()


def test_with_listed_origins_every_answer_allows_exactly_the_listed_origin(attacked):
    """openapi.yaml: every answer carries Access-Control-Allow-Origin for a listed origin (so a browser page can read
    even a refusal), and none for another origin."""
    service = attacked("--cors-origins", ORIGIN)
    answers = []
    for origin in (ORIGIN, "https://evil.example"):
        answers += [(f"{kind} from {origin}", answer) for kind, answer in send_all(service, ANSWERS, origin)]
    healthy = record_headers("headers allow origin", service, answers)
    checks = Checks("Access-Control-Allow-Origin")
    checks.expect(healthy is not None, "/healthz did not answer within a second afterwards")
    for kind, answer in answers:
        if not checks.expect(answer.status is not None, f"{kind}: no answer ({answer.error})"):
            continue
        allowed = answer.headers.get_all("Access-Control-Allow-Origin") or []
        expected = [ORIGIN] if kind.endswith(f"from {ORIGIN}") else []
        checks.expect(allowed == expected, f"{kind} ({answer.status}): Access-Control-Allow-Origin {allowed}, "
                                           f"expected {expected}")
    checks.done()


@pytest.mark.parametrize("origins", ["*", ORIGIN])
def test_a_preflight_allows_only_the_request_headers_the_api_reads(attacked, origins):
    service = attacked("--cors-origins", origins)
    _, method, path, body, headers = PREFLIGHT
    answer = send(service, method, path, body, dict(headers, Origin=ORIGIN), timeout=30)
    healthy = health_seconds(service)
    record(f"preflight content-type, x-evil (origins {origins})", answer, healthy)
    checks = Checks(f"preflight with --cors-origins {origins}")
    checks.answered(answer, healthy)
    checks.expect(answer.status == 204, f"status {answer.outcome()}")
    allowed = answer.header_values("Access-Control-Allow-Headers")
    checks.expect("content-type" in allowed, f"Access-Control-Allow-Headers {allowed} does not list content-type")
    checks.expect(set(allowed) <= API_REQUEST_HEADERS,
                  f"Access-Control-Allow-Headers {allowed} lists headers the API does not read "
                  f"({sorted(set(allowed) - API_REQUEST_HEADERS)})")
    checks.done()


# The import shapes, the number that crashed the diagram, and an over-long number literal.

IMPORT_CPU_LIMIT = 0.3  # the worst 1 MiB import, in CPU seconds


# The account of every line is written in the language asked for: Japanese, Chinese and Korean words take three bytes
# a character where English takes one, so each shape is sent in English and in Japanese.
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shape", list(attacks.IMPORT_SHAPES))
def test_the_worst_one_megabyte_imports_cost_at_most_three_tenths_of_a_second(attacked, shape, lang):
    service = attacked()
    body = attacks.IMPORT_SHAPES[shape]()
    answer = send(service, "POST", f"/v1/import?lang={lang}", body)
    healthy = health_seconds(service)
    record(f"import ({lang}): {shape}", answer, healthy, body=len(body))
    checks = Checks(f"import ({lang}): {shape}")
    checks.answered(answer, healthy)
    checks.memory(answer)
    checks.expect(answer.status in (200, 413, 422), f"status {answer.status}: {answer.body[:300]!r}")
    checks.expect(answer.cpu <= IMPORT_CPU_LIMIT, f"CPU {answer.cpu:.3f} s, limit {IMPORT_CPU_LIMIT} s")
    checks.expect(len(answer.body) <= ANSWER_LIMIT + ANSWER_SLACK, f"answer of {len(answer.body)} bytes")
    if answer.status == 422:
        checks.expect(len(answer.body) <= SMALL_ANSWER, f"a problem of {len(answer.body)} bytes quotes too much")
        checks.expect(answer.json()["problems"][0].get("line") is not None, "the problem names no line")
    if answer.status == 200:
        # What the import answers as `app` is taken by the other endpoints.
        app = json.dumps({"app": answer.json()["app"]}).encode()
        for path in ("/v1/audit", "/v1/chain?format=svg"):
            if path.startswith("/v1/chain"):
                first = answer.json()["lines"][0]["id"]
                app = json.dumps({"app": answer.json()["app"], "from": first}).encode()
            other = send(service, "POST", path, app)
            checks.expect(other.status in (200, 413), f"{path} answers the imported app {other.status}")
    checks.done()


@pytest.mark.parametrize("path", ["/v1/dispatch?format=svg", "/v1/dispatch?include=svg", "/v1/chain?format=svg"])
def test_a_frame_at_minus_1e22_is_refused_not_drawn_into_a_crash(attacked, path):
    service = attacked()
    body = attacks.number_bomb()
    if path.startswith("/v1/chain"):
        body = json.dumps({**{k: v for k, v in json.loads(body).items() if k != "event"}, "from": "v"}).encode()
    answer = send(service, "POST", path, body)
    healthy = health_seconds(service)
    record(f"a frame at x = -1e22, {path}", answer, healthy, body=len(body))
    checks = Checks(f"number bomb {path}")
    checks.answered(answer, healthy)
    checks.expect(answer.status == 422 and answer.json()["type"].endswith("number-out-of-range"),
                  f"{answer.status} {answer.body[:200]!r}")
    checks.done()


@pytest.mark.parametrize("path", ["/v1/dispatch", "/v1/dispatch?format=text", "/v1/dispatch?format=svg",
                                  "/v1/dispatch?include=layout", "/v1/audit"])
def test_a_page_too_small_to_count_is_answered_not_a_crash(attacked, path):
    """A paging scroll view 1e-300 points high under 1e9 points of content (every number within the request's
    range): the page count it makes is infinite, and it once reached Int's initializer and ended the service."""
    service = attacked()
    body = json.dumps({"app": {"scenes": [{"windows": [{"subviews": [
        {"id": "pager", "class": "UIScrollView", "isPagingEnabled": True,
         "frame": {"x": 0, "y": 10, "width": 390, "height": 1e-300},
         "contentSize": {"width": 390, "height": 1e9}}]}]}]},
        **({} if path.startswith("/v1/audit") else {"event": {"type": "touch", "gesture": "pan",
                                                             "path": [{"x": 100, "y": 10}, {"x": 100, "y": 600}]}})
    }).encode()
    answer = send(service, "POST", path, body)
    healthy = health_seconds(service)
    record(f"a page too small to count, {path}", answer, healthy, body=len(body))
    checks = Checks(f"page bomb {path}")
    checks.answered(answer, healthy)
    checks.expect(answer.status == 200, f"{answer.status} {answer.body[:200]!r}")
    checks.done()


def test_a_number_literal_of_a_megabyte_is_quoted_as_an_excerpt(attacked):
    service = attacked()
    body = b'{"app": {"scenes": [{"windows": [{"frame": {"width": 1e' + b"9" * 1_000_000 + b', "height": 1}}]}]}}'
    answer = send(service, "POST", "/v1/audit", body)
    healthy = health_seconds(service)
    record("a number literal of a megabyte", answer, healthy, body=len(body))
    checks = Checks("a number literal of a megabyte")
    checks.answered(answer, healthy)
    checks.expect(answer.status == 400, f"status {answer.status}")
    checks.expect(len(answer.body) <= 2_048, f"a problem of {len(answer.body)} bytes quotes the literal")
    checks.done()
