"""Every number a request can carry, through every endpoint and format: never a crash, never a 5xx.

A request's numbers (frames, bounds, points, transforms, content sizes, insets, window levels, alpha) lie in one
range: finite, at most 1e9 in magnitude (NumberRange in the Swift core, `coordinate()` in the OpenAPI generator).
A number outside it is refused with 422 `number-out-of-range` and the JSON Pointer to it (a whole number with a
range of its own, such as `tapCount`, with 400 and that range); one inside it is
accepted and evaluated by every format (JSON, text, SVG, the layout), even where what it computes leaves the range
(a transform scaling a large frame, transforms nested many deep reach infinity). A debugger dump that prints a number
outside the range is refused with a 422 naming its line.

The property test takes every numeric field of several of the examples and sends, in each, the edges
(±greatestFiniteMagnitude, ±1e22, ±(1e9 + 1), ±1e9, the smallest subnormal, -0) and random finite doubles of every
magnitude (a fixed seed, so runs repeat), each through /v1/dispatch as JSON, text, SVG and with the layout and
diagram included, and the app alone through /v1/chain?format=svg and /v1/audit. Before this range, one 224-byte
request with `{"x": -1e22, "width": 1e22}` ended the service (SIGILL in the diagram's label planner).

    python3 -m pytest Tests/system/test_numbers.py           about 1,900 requests (CI)
    python3 -m pytest Tests/system/test_numbers.py --full    about 9,000
"""

import json
import random
import sys

import pytest

from harness import REPO

EXAMPLES = ["delete-button", "button-outside-parent", "scroll-view-keeps-button-touch", "hit-test-redirect",
            "two-finger-tap-on-a-board", "raised-tab-bar-button", "close-button-44pt", "drag-off-button-cancels"]
LIMIT = 1e9
LENGTHS = {"width", "height"}  # also refused (400) when negative
# Whole numbers with a range of their own (1 to 10 taps, …): refused with 400 and the range outside it.
WHOLE_NUMBERS = {"numberOfTapsRequired", "numberOfTouchesRequired", "tapCount", "selectedIndex"}
EDGES = [sys.float_info.max, -sys.float_info.max, 1e22, -1e22, 1.2e21, LIMIT + 1, -LIMIT - 1, LIMIT, -LIMIT,
         5e-324, -5e-324, 2.2250738585072014e-308, -0.0, 0.0, 1e-9, 123456789.125]
FORMATS = ["/v1/dispatch", "/v1/dispatch?format=text", "/v1/dispatch?format=svg",
           "/v1/dispatch?include=layout,svg&fields=essentials"]
RANDOM_VALUES = {"ci": 3, "full": 16}
SEED = 20261206


def numeric_paths(value, path=()):
    """The paths of every number in a JSON value (booleans are not numbers)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from numeric_paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from numeric_paths(item, path + (index,))
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield path


def replaced(body, path, number):
    copy = json.loads(json.dumps(body))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = number
    return copy


def pointer(path):
    return "".join("/" + str(key).replace("~", "~0").replace("/", "~1") for key in path)


def encoded(body):
    # Python writes -0.0 and 5e-324 as JSON numbers; never Infinity or NaN (allow_nan=False guards it).
    return json.dumps(body, allow_nan=False).encode()


def random_doubles(generator, count):
    """Finite doubles of every magnitude, both signs: a random mantissa times ten to a random power."""
    return [generator.choice([-1, 1]) * generator.random() * 10 ** generator.randint(-320, 308) for _ in range(count)]


def expect_survived(service, method, path, body, number, field_pointer, checked):
    status, _, answer = service.request(method, path, body)
    assert status < 500, f"{path} with {number!r} at {field_pointer}: {status} {answer[:300]!r}"
    assert status in (200, 400, 413, 422), f"{path} with {number!r} at {field_pointer}: {status}"
    if status == 422 and path.startswith("/v1/dispatch") and "format=text" not in path:
        problem = json.loads(answer)
        if problem["type"].endswith("number-out-of-range"):
            assert problem["problems"][0]["pointer"] == field_pointer, problem
    checked.append(status)
    return status, answer


def in_range(number, key):
    if key in LENGTHS and number < 0:
        return False
    return abs(number) <= LIMIT


def test_every_numeric_field_takes_any_double_without_a_crash(module_service, run_size):
    generator = random.Random(SEED)
    checked = []
    for name in EXAMPLES:
        body = json.loads((REPO / "examples" / f"{name}.json").read_text())
        for path in numeric_paths(body):
            numbers = EDGES + random_doubles(generator, RANDOM_VALUES[run_size])
            if run_size == "ci":
                # The CI-sized run: each field gets four edges and its random values (about 1,900 requests).
                numbers = generator.sample(EDGES, 4) + numbers[len(EDGES):]
            for number in numbers:
                changed = replaced(body, path, number)
                field = pointer(path)
                for format_path in FORMATS if path[0] == "app" else FORMATS[:1]:
                    status, answer = expect_survived(
                        module_service, "POST", format_path, encoded(changed), number, field, checked)
                    if format_path != "/v1/dispatch":
                        continue
                    if path[-1] in WHOLE_NUMBERS:
                        continue
                    if abs(number) > LIMIT:
                        assert status == 422, f"{number!r} at {field}: {status}"
                        assert json.loads(answer)["type"] == "urn:responderlab:problem:number-out-of-range"
                    elif in_range(number, path[-1]) and status == 422:
                        problem = json.loads(answer)
                        assert not problem["type"].endswith("number-out-of-range"), (field, number, problem)
                if path[0] == "app":
                    app = encoded({"app": changed["app"]})
                    expect_survived(module_service, "POST", "/v1/chain?format=svg", app, number, field, checked)
                    expect_survived(module_service, "POST", "/v1/audit", app, number, field, checked)
    assert module_service.healthy()
    assert module_service.process.poll() is None
    assert len(checked) > 1000, len(checked)


def nested(depth, transform, frame):
    view = {"id": f"v{depth}", "frame": frame, "transform": transform}
    for level in range(depth - 1, 0, -1):
        view = {"id": f"v{level}", "frame": frame, "transform": transform, "subviews": [view]}
    return view


@pytest.mark.parametrize("transform", [
    {"a": LIMIT, "d": LIMIT, "tx": LIMIT, "ty": -LIMIT},
    {"scale": LIMIT, "rotation": 45},
    {"a": -LIMIT, "b": LIMIT, "c": LIMIT, "d": -LIMIT},
    {"scale": 5e-324},
])
def test_numbers_in_range_that_compound_past_any_range_are_answered_in_every_format(module_service, transform):
    """Thirty nested views, each with a transform at the range's edge: coordinates reach 1e270 and then infinity
    inside the service, and every format still answers."""
    frame = {"x": -LIMIT, "y": LIMIT, "width": LIMIT, "height": LIMIT}
    body = {
        "app": {"scenes": [{"windows": [{"id": "window", "frame": {"width": 390, "height": 844},
                                         "rootViewController": {"id": "root", "view": {
                                             "id": "root.view", "frame": {"width": 390, "height": 844},
                                             "subviews": [nested(30, transform, frame)]}}}]}]},
        "events": [{"type": "touch", "point": {"x": 100, "y": 100}},
                   {"type": "touch", "on": "v30"}],
    }
    for path in FORMATS:
        status, _, answer = module_service.request("POST", path, encoded(body))
        assert status in (200, 400, 413, 422), f"{path}: {status} {answer[:300]!r}"
    app = encoded({"app": body["app"]})
    for path in ["/v1/chain?format=svg", "/v1/audit", "/v1/audit?format=text"]:
        status, _, answer = module_service.request("POST", path, app)
        assert status in (200, 400, 413, 422), f"{path}: {status} {answer[:300]!r}"
    assert module_service.healthy()


@pytest.mark.parametrize("frame", ["(1e308 0; 100 100)", "(0 0; 1e22 44)", "(0 -1000000001; 10 10)"])
def test_a_dump_that_prints_a_number_out_of_range_is_refused_naming_its_line(module_service, frame):
    dump = ("<UIWindow: 0x7f8a; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x1>>\n"
            f"   | <UIButton: 0x7f9b; frame = {frame}; opaque = NO; layer = <CALayer: 0x2>>\n")
    status, _, answer = module_service.request("POST", "/v1/import", encoded({"recursiveDescription": dump}))
    assert status == 422, answer[:300]
    problem = json.loads(answer)
    assert problem["type"] == "urn:responderlab:problem:unreadable-dump", problem
    assert problem["problems"][0].get("line") == 2 or "line 2" in problem["detail"], problem
    assert "1000000000" in problem["detail"], problem
