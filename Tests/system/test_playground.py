"""The playground at GET /playground, in a real browser (headless Chromium through Selenium).

It loads without console errors or Content-Security-Policy violations, every ES module it imports served as
JavaScript; every lesson draws the service's diagram with the responders the layout answer lists; clicking the
diagram moves the finger and the hit view changes as UIKit would; a finger that moves (every such lesson) is named
in the event menu with where it lands and lifts, its path drawn over the diagram, and a click moves the whole path;
each lesson's note points at panels, rows and responders the page shows; a malformed edit is shown at its line;
after a refused request the previous answer stays, dimmed and marked stale, until a good one; a copied link restores
the state in a fresh browser; on a 390x844 phone every lesson fits the width with its picture and current step on
screen together; Predict, then reveal hides the answer until the student picks a handler and then says "Right" or
"Not quite" with what was picked beside the truth, and every lesson in every language, opened with it, poses its
question with nothing on the page (the editor, titles, attributes) telling the answer until Reveal; the keyboard alternatives (every declared shortcut) work; text has a contrast of at least 4.5:1; on a
1400 px page every text of every lesson's diagram is drawn at 11 px or more; dumps pasted from the debugger become
the editor's app, drawn, with what they cannot show listed, and an unreadable dump is shown at its line and column.
In Japanese, Simplified Chinese and Korean (?lang=) every lesson's page is in the language, drawn with a CJK font
(DevTools names the font Chromium used), every diagram text 11 px or more and inside the picture. The diagram's zoom
draws it larger, scrolling, and clicks still land; the teaching guide's embedding snippet runs on a page of another
origin.

Runs against the release service from conftest (RESPONDER_LAB_BIN), or against PLAYGROUND_BASE_URL when set (a dev
server that serves the page under the same CSP and forwards the API). Screenshots go to .build/screenshots/
(git-ignored), among them playground.png: the delete-button lesson at 1280x900.
"""

import http.server
import json
import os
import re
import shutil
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from harness import REPO, Service

CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")
SHOTS = REPO / ".build" / "screenshots"
WIDTH, HEIGHT = 1280, 900
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data: blob:; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def _browser_missing():
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed for this python3 (scripts/bootstrap.sh --with-checks installs it)"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not (os.path.exists(path) or shutil.which(path)):
            return f"{path} is missing (scripts/bootstrap.sh --with-checks installs chromium and chromium-driver)"
    return None


MISSING = _browser_missing()
if MISSING and os.environ.get("CI"):
    raise RuntimeError(MISSING)  # CI must run these tests, never skip them
pytestmark = [pytest.mark.browser, pytest.mark.skipif(MISSING is not None, reason=MISSING or "")]

if MISSING is None:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service as ChromeService
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select


# ---- fixtures ----------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def base_url(request):
    given = os.environ.get("PLAYGROUND_BASE_URL")
    if given:
        yield given.rstrip("/")
        return
    running = Service(request.getfixturevalue("binary"), "--threads", "2")
    try:
        yield f"http://127.0.0.1:{running.port}"
    finally:
        assert running.stop() == 0


def new_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={WIDTH},{HEIGHT}", "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=ChromeService(executable_path=CHROMEDRIVER), options=options)
    # The viewport itself is 1280x900 (the window size would include the browser's frame).
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    driver.set_script_timeout(30)
    return driver


@pytest.fixture(scope="module")
def driver():
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser = new_driver()
    yield browser
    browser.quit()


# ---- helpers -----------------------------------------------------------------------------------------------------

def api(base, method, path, body=None):
    request = urllib.request.Request(base + path, data=body.encode() if isinstance(body, str) else body,
                                     method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.headers, response.read()


def examples(base):
    return json.loads(api(base, "GET", "/v1/examples")[2])["examples"]


def example_body(base, name):
    return api(base, "GET", "/v1/examples/" + urllib.parse.quote(name))[2].decode()


def api_problem(base, method, path, body):
    """The status and problem+json of a request the service refuses."""
    with pytest.raises(urllib.error.HTTPError) as refused:
        api(base, method, path, body)
    return refused.value.code, json.loads(refused.value.read())


def sample_dumps():
    """ResponderService.sampleDumps, read from its Swift source: each multi-line literal without the indentation of
    its closing quotes, as Swift reads it. The same dumps the model tests import."""
    source = (REPO / "Sources/ResponderService/Pipeline/ResponderService+Import.swift").read_text()
    dumps = {}
    for key, text, indent in re.findall(r'"(recursiveDescription|printHierarchy)": """\n(.*?)\n( *)"""', source, re.S):
        dumps[key] = "\n".join(line[len(indent):] for line in text.split("\n"))
    assert set(dumps) == {"recursiveDescription", "printHierarchy"}, dumps.keys()
    return dumps


def imports(driver):
    return int(driver.execute_script("return Number(document.body.dataset.imports || 0)"))


def paste_and_import(driver, views, controllers=""):
    """Opens Paste from the debugger, pastes the dumps, presses Import and waits for the import (and, when it
    succeeds, the run of the imported app) to finish; answers the import's state."""
    details = driver.find_element(By.ID, "import-details")
    if not details.get_attribute("open"):
        driver.find_element(By.CSS_SELECTOR, "#import-details summary").click()
    driver.execute_script("""
        for (const [id, text] of [['import-views', arguments[0]], ['import-controllers', arguments[1]]]) {
            const area = document.getElementById(id);
            area.value = text;
            area.dispatchEvent(new Event('input'));
        }""", views, controllers)
    before_imports, before_runs = imports(driver), runs(driver)
    driver.find_element(By.ID, "import-run").click()
    wait_for(driver, f"const b = document.body.dataset; return Number(b.imports || 0) > {before_imports}"
             " && ['done', 'problem', 'error'].includes(b.import) ? b.import : null", message="the import")
    state = driver.execute_script("return document.body.dataset.import")
    if state == "done":
        assert wait_idle(driver, before_runs) == "done"
    return state


def drawn_ids(driver):
    """The ids of the windows and views the diagram draws, in order."""
    return driver.execute_script(
        "return [...document.querySelectorAll('#diagram svg g.window[data-id], #diagram svg g.view[data-id]')]"
        ".filter(g => !g.closest('.legend')).map(g => g.dataset.id)")


def layout_of(base, endpoint, body):
    return json.loads(api(base, "POST", endpoint + "?include=layout", body)[2])["layout"]


def severe_logs(driver, allow=()):
    """SEVERE browser-console entries (errors, CSP violations), less those whose message contains an allowed text."""
    return [entry for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and not any(text in entry["message"] for text in allow)]


def wait_for(driver, script, timeout=20, message="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {message}: {script}")


def runs(driver):
    return int(driver.execute_script("return Number(document.body.dataset.runs || 0)"))


def wait_idle(driver, after=None):
    """Waits until the page finished a run (after the given run count, when given); answers its state."""
    condition = "const b = document.body.dataset; return ['done', 'problem', 'error'].includes(b.state)"
    if after is not None:
        condition += f" && Number(b.runs || 0) > {after}"
    wait_for(driver, condition + " ? b.state : null", message="the run to finish")
    return driver.execute_script("return document.body.dataset.state")


def open_page(driver, base, fragment=""):
    """A fresh load of the playground (about:blank first, so a fragment-only change still reloads)."""
    driver.get("about:blank")
    driver.get(base + "/playground" + fragment)
    return wait_idle(driver)


def editor_text(driver):
    return driver.execute_script("return document.getElementById('editor').value")


def summary(driver):
    return driver.execute_script("const d = document.getElementById('summary').dataset;"
                                 "return {handler: d.handler, hitView: d.hitView, outcome: d.outcome, from: d.from}")


def finger(driver):
    return driver.execute_script(
        "const c = document.querySelector('#diagram svg circle.finger[data-touch=\"0\"]');"
        "return c ? [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))] : null")


def request_point(driver):
    body = json.loads(editor_text(driver))
    event = body["event"] if "event" in body else body["events"][0]
    return event["point"]["x"], event["point"]["y"]


def click_screen_point(driver, x, y):
    """Clicks the diagram where the screen point (x, y) in points is drawn: the SVG's user units are screen points,
    so getScreenCTM() maps the point to the viewport (the panel scrolled to bring it to its middle, as a student
    pans a zoomed picture); a real pointer then clicks there."""
    driver.execute_script("document.querySelector('#diagram svg').scrollIntoView({block: 'center'})")
    driver.execute_script(
        "const svg = document.querySelector('#diagram svg'), panel = document.getElementById('diagram');"
        "const p = new DOMPoint(arguments[0], arguments[1]).matrixTransform(svg.getScreenCTM());"
        "const b = panel.getBoundingClientRect();"
        "panel.scrollLeft += p.x - (b.left + panel.clientWidth / 2);"
        "panel.scrollTop += p.y - (b.top + panel.clientHeight / 2);", x, y)
    client = driver.execute_script(
        "const svg = document.querySelector('#diagram svg');"
        "const p = new DOMPoint(arguments[0], arguments[1]).matrixTransform(svg.getScreenCTM());"
        "const hit = document.elementFromPoint(p.x, p.y);"
        "return [p.x, p.y, !!hit && svg.contains(hit)]", x, y)
    assert client[2], f"the screen point ({x}, {y}) is not on the drawn diagram"
    before = runs(driver)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(round(client[0]), round(client[1]))
    actions.pointer_action.click()
    actions.perform()
    return wait_idle(driver, before)


def inside(polygon, x, y):
    """Point in a convex or concave polygon (ray casting); points on the edge count as inside enough here."""
    result = False
    for i, a in enumerate(polygon):
        b = polygon[i - 1]
        if (a["y"] > y) != (b["y"] > y):
            crossing = (b["x"] - a["x"]) * (y - a["y"]) / (b["y"] - a["y"]) + a["x"]
            if x < crossing:
                result = not result
    return result


def expected_hit_view(layout, x, y):
    """UIKit's answer for an untransformed, unclipped-by-override hierarchy: the frontmost view that receives touches
    whose hit area, and every ancestor's, contains the point (window coordinates = screen for a window at 0,0)."""
    views = {view["id"]: view for view in layout["views"]}
    windows = {window["id"]: window for window in layout["windows"]}

    def contains(view, wx, wy):
        area = view["hitArea"].get("corners") or view["corners"]
        return view.get("receivesTouches", True) and not view.get("blockedBy") and inside(area, wx, wy)

    best = None
    for view in layout["views"]:
        window = windows[view["window"]]
        wx, wy = x - window["frame"]["x"], y - window["frame"]["y"]
        chain, node = [], view
        while node is not None:
            chain.append(node)
            node = views.get(node["parent"])
        if all(contains(node, wx, wy) for node in chain):
            if best is None or (window["zOrder"], view["zOrder"]) > best[0]:
                best = ((window["zOrder"], view["zOrder"]), view["id"])
    return best[1] if best else None


def center(view):
    frame = view["frame"]
    return frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2


# ---- tests -------------------------------------------------------------------------------------------------------

def test_page_loads_without_console_errors_under_its_csp(driver, base_url):
    status, headers, body = api(base_url, "GET", "/playground")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert headers["Content-Security-Policy"] == CSP
    html = body.decode()
    assert "<style" not in html and " style=" not in html and " onclick=" not in html
    assert "<script type=\"module\" src=\"/playground/playground.js\"" in html and "<script>" not in html

    assert open_page(driver, base_url) == "done"
    assert driver.title == "ResponderLab playground"
    lessons = driver.find_elements(By.CSS_SELECTOR, "#lesson-list button")
    assert len(lessons) == len(examples(base_url))
    assert driver.execute_script("return !!document.querySelector('#diagram svg.responderlab-diagram[role=img] title')")
    assert driver.execute_script("return document.querySelectorAll('#diagram svg style').length") == 0
    # Landmarks, labelled controls and a live region.
    for selector in ("header", "nav", "main", "[aria-live]"):
        assert driver.find_elements(By.CSS_SELECTOR, selector), selector
    unlabelled = driver.execute_script("""
        return [...document.querySelectorAll('input, select, textarea, button')].filter(e => {
            const name = (e.labels && [...e.labels].map(l => l.textContent).join('')) || e.getAttribute('aria-label')
                || (e.getAttribute('aria-labelledby') || '').split(' ').map(id => document.getElementById(id))
                       .filter(Boolean).map(n => n.textContent).join('')
                || (e.tagName === 'BUTTON' ? e.textContent : '');
            return !name.trim();
        }).map(e => e.id || e.outerHTML.slice(0, 80));""")
    assert unlabelled == []
    driver.save_screenshot(str(SHOTS / "playground-first-lesson.png"))
    assert severe_logs(driver) == []


def test_every_module_the_page_imports_is_served_as_javascript_and_loads_without_errors(driver, base_url):
    """The page's script is ES modules with no build step: every module reached by following the imports from
    playground.js is served as JavaScript under the page's policy, the browser loads exactly those, and the page
    runs with no console error (an import of a module the service does not serve would be one)."""
    served, waiting = set(), ["playground.js"]
    while waiting:
        name = waiting.pop()
        if name in served:
            continue
        served.add(name)
        status, headers, body = api(base_url, "GET", "/playground/" + name)
        assert status == 200 and headers["Content-Type"] == "text/javascript; charset=utf-8", name
        assert headers["Content-Security-Policy"] == CSP, name
        text = body.decode()
        imported = re.findall(r"^import [^;]*? from '(.*?)';$", text, re.M)
        assert all(re.fullmatch(r"\./[a-z-]+\.js", path) for path in imported), (name, imported)
        assert text.count("import ") >= len(imported) and "import(" not in text, name
        waiting += [path[2:] for path in imported]
    assert {"playground.js", "words.js", "json-text.js", "body-codec.js"} < served and len(served) > 10, served

    assert open_page(driver, base_url) == "done"
    loaded = driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => new URL(e.name))"
        ".filter((u) => u.pathname.endsWith('.js')).map((u) => u.pathname)")
    assert sorted(set(loaded)) == sorted("/playground/" + name for name in served)
    assert severe_logs(driver) == []


def test_every_lesson_draws_the_layouts_responders_in_order(driver, base_url):
    listed = examples(base_url)
    assert len(listed) >= 10
    for example in listed:
        name = example["name"]
        body = example_body(base_url, name)
        layout = layout_of(base_url, example["endpoint"], body)
        state = open_page(driver, base_url, "#example=" + urllib.parse.quote(name))
        assert state == "done", name
        drawn = driver.execute_script("""
            const svg = document.querySelector('#diagram svg');
            if (!svg) return null;
            return {windows: [...svg.querySelectorAll('g.window[data-id]')].map(g => g.dataset.id),
                    views: [...svg.querySelectorAll('g.view[data-id]')].map(g => g.dataset.id),
                    styles: svg.querySelectorAll('style').length,
                    current: document.querySelector('#lesson-list [aria-current=true]')?.dataset.example,
                    editor: document.getElementById('editor').value};""")
        assert drawn is not None, name
        assert drawn["windows"] == [window["id"] for window in layout["windows"]], name
        assert drawn["views"] == [view["id"] for view in layout["views"]], name
        assert drawn["styles"] == 0
        assert drawn["current"] == name
        assert drawn["editor"] == body, name
        assert severe_logs(driver) == [], name


def test_every_lessons_labels_are_readable_on_a_1400_pixel_page(driver, base_url):
    """On a 1400x900 page every text of every lesson's diagram (view labels, rungs, step numbers, legend) is drawn at
    11 px or more: its font size in the SVG's user units times the scale the page draws the SVG at."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    try:
        for example in examples(base_url):
            name = example["name"]
            assert open_page(driver, base_url, "#example=" + urllib.parse.quote(name)) == "done", name
            drawn = driver.execute_script("""
                const svg = document.querySelector('#diagram svg');
                const scale = svg.getScreenCTM().a;
                return [...svg.querySelectorAll('text')].map(t => [t.textContent,
                    parseFloat(getComputedStyle(t).fontSize) * scale]);""")
            assert drawn, name
            smallest = min(drawn, key=lambda text: text[1])
            assert smallest[1] >= 11, (name, smallest)
        driver.save_screenshot(str(SHOTS / "labels-at-1400.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})


# What a lesson's note calls a part of the page (as its headings and rows name it), and the element that shows it.
NOTE_PARTS = {
    "Hit-test trace": "#panel-trace", "Responder chain": "#panel-chain", "Gesture recognizers": "#panel-recognizers",
    "Touch deliveries": "#panel-deliveries", "Actions": "#panel-actions", "Edit menu": "#panel-menu",
    "Diagnostics": "#panel-diagnostics", "Path, step by step": "#panel-path", "the steps": "#panel-path",
    "summary": "#summary", "diagram": "#diagram svg", "Event menu": "#event-row", "editor": "#editor",
    "Profile": "#profile", "Disabled controls": "#set-disabledControlTouches",
}
# Rows of the summary a note names.
NOTE_ROWS = ("Aimed at", "Row selection", "Keyboard", "Each window after", "First responder", "Chain starts at",
             "Outcome")


def test_every_lessons_note_points_at_what_the_page_shows(driver, base_url):
    """Each lesson's "Look at" note is shown with the lesson, and what it points at is on the page for some event of
    the lesson: the panels and rows it names are shown, and every responder it names is drawn or listed."""
    for example in examples(base_url):
        name, note = example["name"], example["lookAt"]
        assert open_page(driver, base_url, "#example=" + urllib.parse.quote(name)) == "done", name
        assert driver.find_element(By.ID, "lesson-lookat").text == "Look at: " + note
        parts = [part for part in NOTE_PARTS if part in note]
        rows = [row for row in NOTE_ROWS if row in note]
        responders = set(re.findall(r"\b[A-Za-z_][A-Za-z0-9_]* '([^']+)'", note))
        assert parts, (name, note)
        seen = {"parts": set(), "rows": set(), "ids": set()}
        count = max(1, len(driver.find_elements(By.CSS_SELECTOR, "#event-select option")))
        for index in range(count):
            if index:
                Select(driver.find_element(By.ID, "event-select")).select_by_value(str(index))
                wait_for(driver, "return document.querySelector('#diagram svg') &&"
                         f" document.querySelector('#status').textContent.startsWith('Event {index}')",
                         message=f"event {index} of {name}")
            shown = driver.execute_script("""
                const visible = (e) => !!e && !e.closest('[hidden]') && e.getClientRects().length > 0;
                return {parts: arguments[0].filter(([_, sel]) => visible(document.querySelector(sel))).map(([p]) => p),
                        rows: [...document.querySelectorAll('#summary dt')].map(dt => dt.textContent),
                        ids: [...document.querySelectorAll('#diagram svg [data-id], .pg-results [data-id]')]
                                 .map(e => e.dataset.id)
                             .concat([document.querySelector('.pg-results').textContent])};""",
                [[part, NOTE_PARTS[part]] for part in parts])
            seen["parts"].update(shown["parts"])
            seen["rows"].update(row for row in rows if any(dt.startswith(row) for dt in shown["rows"]))
            seen["ids"].update(rid for rid in responders
                               if rid in shown["ids"] or any(f"'{rid}'" in text for text in shown["ids"]))
        assert seen["parts"] == set(parts), (name, set(parts) - seen["parts"])
        assert seen["rows"] == set(rows), (name, set(rows) - seen["rows"])
        assert seen["ids"] == responders, (name, responders - seen["ids"])
        assert severe_logs(driver) == [], name


@pytest.mark.parametrize("name", ["delete-button", "close-button-44pt"])
def test_clicking_the_diagram_moves_the_finger_and_the_hit_view_follows_uikit(driver, base_url, name):
    body = example_body(base_url, name)
    layout = layout_of(base_url, "/v1/dispatch", body)
    views = {view["id"]: view for view in layout["views"]}
    assert open_page(driver, base_url, "#example=" + name) == "done"

    if name == "delete-button":
        button = views["deleteButton"]["frame"]
        cell = views["cell"]["frame"]
        points = [(button["x"] + button["width"] * 0.3, button["y"] + button["height"] * 0.7),
                  (cell["x"] + 60, cell["y"] + cell["height"] / 2)]
    else:
        # CloseButton's hit area reaches beyond its drawn frame; a tap there still hits it, and a tap beyond
        # the hit area hits the sheet.
        area = views["closeButton"]["hitArea"]["corners"]
        frame = views["closeButton"]["frame"]
        xs, ys = [c["x"] for c in area], [c["y"] for c in area]
        points = [(min(xs) + 3, max(ys) - 3), (min(xs) - 12, frame["y"] + frame["height"] / 2)]
        assert not (frame["x"] <= points[0][0] <= frame["x"] + frame["width"])

    seen = []
    for index, (x, y) in enumerate(points):
        expected = expected_hit_view(layout, x, y)
        assert click_screen_point(driver, x, y) == "done"
        got = summary(driver)
        px, py = request_point(driver)
        assert abs(px - x) <= 1.5 and abs(py - y) <= 1.5, (px, py, x, y)  # a pixel is about 1.5 points here
        assert finger(driver) == [px, py]
        assert got["hitView"] == expected, (x, y, got)
        seen.append(got["hitView"])
        driver.save_screenshot(str(SHOTS / f"click-{name}-{index}.png"))
    assert seen[0] != seen[1]
    if name == "delete-button":
        assert seen[0] == "deleteButton" and summary(driver)["handler"] != "deleteButton"
    else:
        assert seen[0] == "closeButton" and seen[1] == "sheetView"
    assert severe_logs(driver) == []


def moving_fingers():
    """(lesson, event index, event) of every event in the lessons with a finger that moves: a touch whose path (the
    event's own, or one of its touches') has more than one point. Read from examples/, the files the service embeds."""
    found = []
    for path in sorted((REPO / "examples").glob("*.json")):
        body = json.loads(path.read_text())
        for index, event in enumerate(body.get("events") or [body.get("event")]):
            if not event or event.get("type") != "touch":
                continue
            fingers = event.get("touches") or [event]
            if any(len(finger.get("path") or []) > 1 for finger in fingers):
                found.append((path.stem, index, event))
    return found


MOVING = moving_fingers()


def finger_paths(event):
    """Each finger's points, from where it lands to where it lifts."""
    return [finger.get("path") or [finger["point"]] for finger in (event.get("touches") or [event])]


def drawn_paths(driver):
    """The paths the page draws over the diagram: {touch index: [(x, y), …]}."""
    drawn = driver.execute_script(
        "return [...document.querySelectorAll('#diagram svg .pg-touch-path')].map(g => [Number(g.dataset.touch),"
        " g.querySelector('polyline').getAttribute('points')])")
    return {touch: [tuple(float(n) for n in pair.split(",")) for pair in points.split()] for touch, points in drawn}


def event_options(driver):
    return driver.execute_script("return [...document.getElementById('event-select').options].map(o => o.textContent)")


def test_the_lessons_with_moving_fingers_are_found():
    names = sorted({name for name, _, _ in MOVING})
    assert names == ["drag-from-button-scrolls-table", "drag-off-button-cancels", "long-press-lifts-table-row",
                     "paging-scroll-view-turns-pages", "pull-to-refresh-short-content",
                     "scroll-view-keeps-button-touch", "sheet-pan-steals-slider", "slider-keeps-drag-should-receive",
                     "swipe-back-blocked-by-carousel", "swipe-back-carousel-waits"], names


@pytest.mark.parametrize("name, index, event", MOVING, ids=[f"{name}-{index}" for name, index, _ in MOVING])
def test_a_moving_finger_is_named_drawn_and_moved_by_a_click_keeping_its_path(driver, base_url, name, index, event):
    """A lesson whose finger moves: the event menu names the gesture and where the finger lands and lifts, the path is
    drawn over the diagram and listed below it, and a click on the diagram moves where the finger lands, the whole
    path with it (the same shape), and runs again without a problem."""
    assert open_page(driver, base_url, "#example=" + name) == "done"
    if index:
        Select(driver.find_element(By.ID, "event-select")).select_by_value(str(index))
        # The event's own diagram (the first event's, drawn before, has a path too).
        wait_for(driver, "const svg = document.querySelector('#diagram svg');"
                 f" return svg && svg.getAttribute('data-event') === '{index}'", message=f"event {index}'s diagram")
    paths = finger_paths(event)
    moving = {touch: [(p["x"], p["y"]) for p in points] for touch, points in enumerate(paths) if len(points) > 1}
    wait_for(driver, f"return document.querySelectorAll('#diagram svg .pg-touch-path').length === {len(moving)}",
             message="the drawn paths")
    assert drawn_paths(driver) == moving

    gesture = {"pan": "pan", "swipe": "swipe", "longPress": "long press"}.get(event.get("gesture"), "drag")
    start, end = paths[0][0], paths[0][-1]
    option = event_options(driver)[index]
    assert option == f"{index}: {gesture} ({start['x']:g}, {start['y']:g}) → ({end['x']:g}, {end['y']:g})", option
    listed = driver.execute_script("return [...document.querySelectorAll('#touch-moves li')].map(li => li.textContent)")
    assert listed == [f"The finger lands at ({start['x']:g}, {start['y']:g}) and lifts at ({end['x']:g}, {end['y']:g}),"
                      f" after {len(paths[0]) - 1} move{'' if len(paths[0]) == 2 else 's'}."], listed
    assert finger(driver) == [start["x"], start["y"]]
    fields = driver.execute_script("return [document.getElementById('finger-x').value,"
                                   " document.getElementById('finger-y').value]")
    assert fields == [f"{start['x']:g}", f"{start['y']:g}"]

    # A click puts the finger down elsewhere: the whole path moves by the same amount.
    x, y = start["x"] + 23, start["y"] + 17
    assert click_screen_point(driver, x, y) == "done"
    body = json.loads(editor_text(driver))
    moved = (body.get("events") or [body.get("event")])[index]
    new = [(p["x"], p["y"]) for p in moved["path"]]
    old = moving[0]
    dx, dy = new[0][0] - old[0][0], new[0][1] - old[0][1]
    assert dx == pytest.approx(23, abs=1.5) and dy == pytest.approx(17, abs=1.5), (dx, dy)
    assert new == [(pytest.approx(ox + dx, abs=0.051), pytest.approx(oy + dy, abs=0.051)) for ox, oy in old]
    assert {key: value for key, value in moved.items() if key != "path"} == \
        {key: value for key, value in event.items() if key != "path"}
    assert finger(driver) == list(new[0])
    wait_for(driver, "const p = document.querySelector('#diagram svg .pg-touch-path polyline');"
             f" return p && p.getAttribute('points').startsWith('{new[0][0]:g},{new[0][1]:g} ')",
             message="the new path")
    assert drawn_paths(driver) == {0: new}
    assert event_options(driver)[index] == \
        f"{index}: {gesture} ({new[0][0]:g}, {new[0][1]:g}) → ({new[-1][0]:g}, {new[-1][1]:g})"
    assert driver.execute_script("return document.getElementById('problem').hidden")
    assert "same path" in driver.find_element(By.ID, "status").text
    driver.save_screenshot(str(SHOTS / f"moving-{name}-{index}.png"))
    assert severe_logs(driver) == []


def test_a_touch_aimed_at_a_view_is_named_and_a_click_gives_it_a_point(driver, base_url):
    """An aimed touch has no point: the menu names its view, and a click replaces the aim with the point clicked."""
    assert open_page(driver, base_url, "#example=follow-button-unreachable") == "done"
    assert event_options(driver) == ["0: tap aimed at 'followButton'"]
    assert "aimed at 'followButton'" in driver.find_element(By.ID, "finger-note").text
    assert click_screen_point(driver, 120, 300) == "done"
    event = json.loads(editor_text(driver))["event"]
    assert "on" not in event and request_point(driver) == pytest.approx((120, 300), abs=1.5)
    assert event_options(driver)[0].startswith("0: tap at (")
    assert severe_logs(driver) == []


def test_a_malformed_edit_is_shown_at_its_line(driver, base_url):
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    editor = driver.find_element(By.ID, "editor")
    text = editor_text(driver)
    lines = text.split("\n")

    # A stray comma at the end of line 5.
    end_of_line_5 = sum(len(line) + 1 for line in lines[:4]) + len(lines[4])
    driver.execute_script("const e = arguments[0]; e.focus(); e.setSelectionRange(arguments[1], arguments[1]);",
                          editor, end_of_line_5)
    before = runs(driver)
    editor.send_keys(",")
    editor.send_keys(Keys.CONTROL, Keys.ENTER)
    assert wait_idle(driver, before) == "problem"
    shown = driver.execute_script("""
        const e = document.getElementById('editor'), where = document.querySelector('#problem .pg-where');
        return {visible: !document.getElementById('problem').hidden, text: document.getElementById('problem').textContent,
                line: where && Number(where.dataset.line), column: where && Number(where.dataset.column),
                start: e.selectionStart, end: e.selectionEnd, focused: document.activeElement === e,
                gutter: [...document.querySelectorAll('#gutter .pg-gutter-error')].map(s => Number(s.textContent)),
                status: document.getElementById('status').textContent, invalid: e.getAttribute('aria-invalid')};""")
    assert shown["visible"] and "line 5" in shown["text"], shown
    assert shown["line"] == 5 and shown["gutter"] == [5] and shown["invalid"] == "true"
    assert "line 5" in shown["status"]
    edited = editor_text(driver)
    assert edited.count("\n", 0, shown["start"]) == 4  # the selection is on line 5
    assert shown["focused"] and shown["end"] > shown["start"]
    assert edited[shown["start"]:shown["end"]] == ","  # exactly the stray comma
    driver.save_screenshot(str(SHOTS / "problem-malformed.png"))

    # An unknown field: the problem has only a JSON Pointer, which the page maps to the field's line.
    fixed = text.replace('"frame": {"x": 300', '"frme": {"x": 300')
    assert fixed != text
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));",
                          editor, fixed)
    before = runs(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_idle(driver, before) == "problem"
    line = fixed[:fixed.index('"frme"')].count("\n") + 1
    column = len(fixed[:fixed.index('"frme"')].split("\n")[-1]) + 1
    where = driver.execute_script("const w = document.querySelector('#problem .pg-where');"
                                  "return [Number(w.dataset.line), Number(w.dataset.column), w.textContent]")
    assert where[:2] == [line, column], where
    assert f"line {line}, column {column}" in where[2]
    selected = driver.execute_script("const e = document.getElementById('editor');"
                                     "return e.value.slice(e.selectionStart, e.selectionEnd)")
    assert selected == '"frme"'
    driver.save_screenshot(str(SHOTS / "problem-pointer.png"))
    # Only the service's own 400 answers may appear in the console.
    assert severe_logs(driver, allow=("status of 400",)) == []


def answer_state(driver):
    return driver.execute_script("""
        const results = document.querySelector('.pg-results'), notice = document.getElementById('stale-notice');
        const opacity = (e) => Number(getComputedStyle(e).opacity);
        return {stale: results.classList.contains('pg-stale'), busy: results.getAttribute('aria-busy'),
                notice: notice.hidden ? null : notice.textContent,
                summary: opacity(document.getElementById('summary')),
                path: opacity(document.getElementById('panel-path')),
                status: opacity(document.getElementById('status')),
                diagram: opacity(document.getElementById('diagram')),
                handler: document.getElementById('summary').dataset.handler,
                drawn: !!document.querySelector('#diagram svg.responderlab-diagram')};""")


@pytest.mark.parametrize("edit, status", [
    (('"point"', '"pont"'), 400),  # an unknown field
    (('"target": "inbox"', '"target": "inbx"'), 422),  # a target no object has
], ids=["unknown-field", "unknown-target"])
def test_after_a_refused_request_the_previous_answer_stays_dimmed_until_a_good_one(driver, base_url, edit, status):
    """A request the service refuses leaves the answer to the last good request on the page, dimmed, marked busy
    and stale, with a notice saying why, through further refusals; the next good answer replaces it, undimmed."""
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    good = answer_state(driver)
    assert not good["stale"] and good["busy"] is None and good["notice"] is None
    assert good["summary"] == good["path"] == good["diagram"] == 1 and good["handler"] == "deleteButton"

    text = editor_text(driver)
    bad = text.replace(*edit, 1)
    assert bad != text
    refused = api_problem(base_url, "POST", "/v1/dispatch", bad)[0]
    assert refused == status
    editor = driver.find_element(By.ID, "editor")
    for attempt in range(2):
        driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
                              editor, bad)
        before = runs(driver)
        driver.find_element(By.ID, "run").click()
        assert wait_idle(driver, before) == "problem"
        shown = answer_state(driver)
        assert shown["stale"] and shown["busy"] == "true", (attempt, shown)
        assert shown["notice"] and f"refused ({status})" in shown["notice"] and "earlier request" in shown["notice"]
        assert shown["summary"] < 0.6 and shown["path"] < 0.6 and shown["diagram"] < 0.6, shown
        assert shown["status"] == 1
        assert shown["handler"] == "deleteButton" and shown["drawn"]  # the earlier answer, still there
    driver.find_element(By.ID, "stale-show").click()
    assert driver.execute_script("return document.activeElement.id") == "problem"
    driver.save_screenshot(str(SHOTS / f"stale-{status}.png"))

    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
                          editor, text)
    before = runs(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_idle(driver, before) == "done"
    fresh = answer_state(driver)
    assert not fresh["stale"] and fresh["busy"] is None and fresh["notice"] is None, fresh
    assert fresh["summary"] == fresh["path"] == fresh["diagram"] == 1
    assert severe_logs(driver, allow=(f"status of {status}",)) == []


def test_a_shared_link_restores_the_state_in_a_fresh_browser(driver, base_url):
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    layout = layout_of(base_url, "/v1/dispatch", example_body(base_url, "delete-button"))
    cell = {view["id"]: view for view in layout["views"]}["cell"]["frame"]
    assert click_screen_point(driver, cell["x"] + 100.3, cell["y"] + 21.6) == "done"
    driver.find_element(By.ID, "step-next").click()
    driver.find_element(By.ID, "step-next").click()
    wait_for(driver, "return location.hash.includes('step=2')", message="the step in the fragment")
    href = driver.current_url
    assert "#" in href and "example=delete-button" in href and ("z=" in href or "body=" in href)
    text, point, hit = editor_text(driver), finger(driver), summary(driver)["hitView"]
    current = driver.execute_script("return [...document.querySelectorAll('#diagram svg .pg-current')]"
                                    ".map(e => e.dataset.id)")
    assert current

    fresh = new_driver()
    try:
        fresh.get(href)
        assert wait_idle(fresh) == "done"
        assert editor_text(fresh) == text
        assert finger(fresh) == point
        assert summary(fresh)["hitView"] == hit
        assert fresh.execute_script("return document.querySelector('#path-list li[aria-current=step]').dataset.step") == "2"
        assert fresh.execute_script("return [...document.querySelectorAll('#diagram svg .pg-current')]"
                                    ".map(e => e.dataset.id)") == current
        assert fresh.execute_script("return document.querySelector('#lesson-list [aria-current=true]').dataset.example") \
            == "delete-button"
        fresh.save_screenshot(str(SHOTS / "restored-link.png"))
        assert severe_logs(fresh) == []
    finally:
        fresh.quit()
    assert severe_logs(driver) == []


def test_keyboard_controls_finger_step_through_chain_start_and_profile(driver, base_url):
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    # The finger moves from the keyboard too.
    for field, value in (("finger-x", "20"), ("finger-y", "300")):
        box = driver.find_element(By.ID, field)
        box.clear()
        box.send_keys(value)
    before = runs(driver)
    driver.find_element(By.ID, "finger-y").send_keys(Keys.ENTER)
    assert wait_idle(driver, before) == "done"
    assert request_point(driver) == (20, 300) and finger(driver) == [20, 300]
    assert summary(driver)["hitView"] == "table"

    # Next highlights each path step's responder in the diagram; a step with no responder (the chain ended, the
    # event discarded) lights the ladder's last rung, where the chain ends.
    path = driver.execute_script("return [...document.querySelectorAll('#path-list li')].map(li => li.dataset.id || null)")
    assert len(path) >= 3
    chain_end = driver.execute_script(
        "return [...document.querySelectorAll('#diagram svg .rung.in-chain')].pop().dataset.id")
    for step in range(1, len(path)):
        driver.find_element(By.ID, "step-next").send_keys(Keys.ENTER)
        highlighted = driver.execute_script(
            "return [...new Set([...document.querySelectorAll('#diagram svg .pg-current')].map(e => e.dataset.id))]")
        assert highlighted == [path[step] or chain_end], (step, highlighted)
    assert not driver.find_element(By.ID, "step-next").is_enabled()

    # Focusing a trace row outlines its view; a diagnostic's button selects its responders.
    row = driver.find_element(By.CSS_SELECTOR, "#trace-body tr[data-id='table']")
    driver.execute_script("arguments[0].focus()", row)
    assert driver.execute_script("return [...document.querySelectorAll('#diagram svg .pg-hover')].map(e => e.dataset.id)")[0] == "table"

    # The chain's start is picked from a list of the responders.
    assert open_page(driver, base_url, "#example=delete-button-chain") == "done"
    assert summary(driver)["from"] == "deleteButton"
    options = driver.execute_script("return [...document.getElementById('chain-from').options].map(o => o.value)")
    assert {"window", "table", "cell", "inbox", "application"} <= set(options)
    before = runs(driver)
    Select(driver.find_element(By.ID, "chain-from")).select_by_value("cell")
    assert wait_idle(driver, before) == "done"
    assert summary(driver)["from"] == "cell" and json.loads(editor_text(driver))["from"] == "cell"
    chain = driver.execute_script("return [...document.querySelectorAll('#chain-list li')].map(li => li.dataset.id)")
    assert chain[0] == "cell"

    # The profile switch rewrites the request and runs it: the documented chain has no private wrappers.
    before = runs(driver)
    Select(driver.find_element(By.ID, "profile")).select_by_value("documented")
    assert wait_idle(driver, before) == "done"
    assert json.loads(editor_text(driver))["profile"] == "documented"
    chain = driver.execute_script("return [...document.querySelectorAll('#chain-list li')].map(li => li.dataset.id)")
    assert "inbox.UITransitionView" not in chain and "scene" not in chain
    assert driver.execute_script("return document.getElementById('set-synthesizeWrappers').disabled")
    assert severe_logs(driver) == []


def press(driver, modifier, key):
    """Presses modifier+key on whatever has the focus, as a person would."""
    ActionChains(driver).key_down(modifier).send_keys(key).key_up(modifier).perform()


def current_step(driver):
    return driver.execute_script("""
        const li = document.querySelector('#path-list li[aria-current=step]');
        return [li ? Number(li.dataset.step) : null,
                [...new Set([...document.querySelectorAll('#diagram svg .pg-current')].map(e => e.dataset.id))]];""")


def test_every_declared_keyboard_shortcut_does_what_it_says(driver, base_url):
    """The shortcuts the page declares in aria-keyshortcuts, pressed as keys: Alt+ArrowRight and Alt+ArrowLeft step
    through the path from anywhere but a text field (where they keep their own meaning); Control+Enter and Meta+Enter
    run the request from anywhere, and import in the Paste from the debugger form."""
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    declared = driver.execute_script("return [...document.querySelectorAll('[aria-keyshortcuts]')]"
                                     ".map(e => [e.id, e.getAttribute('aria-keyshortcuts')])")
    assert sorted(declared) == [["import-run", "Control+Enter Meta+Enter"], ["run", "Control+Enter Meta+Enter"],
                                ["step-next", "Alt+ArrowRight"], ["step-prev", "Alt+ArrowLeft"]], declared
    page = driver.current_url.split("#")[0]
    path = driver.execute_script(
        "return [...document.querySelectorAll('#path-list li')].map(li => li.dataset.id || null)")
    assert len(path) >= 3 and current_step(driver)[0] == 0

    # Alt+ArrowRight and Alt+ArrowLeft, from the page, from a button and from a path step.
    driver.execute_script("document.activeElement.blur()")
    for step in range(1, len(path)):
        press(driver, Keys.ALT, Keys.ARROW_RIGHT)
        assert current_step(driver) == [step, [path[step]] if path[step] else []], step
    press(driver, Keys.ALT, Keys.ARROW_RIGHT)
    assert current_step(driver)[0] == len(path) - 1  # the last step stays
    driver.execute_script("document.getElementById('format').focus()")
    press(driver, Keys.ALT, Keys.ARROW_LEFT)
    assert current_step(driver)[0] == len(path) - 2
    driver.execute_script("document.querySelector('#path-list li').focus()")
    press(driver, Keys.ALT, Keys.ARROW_LEFT)
    assert current_step(driver)[0] == len(path) - 3
    assert driver.current_url.split("#")[0] == page  # not taken as Back
    # In the editor, Alt+arrows are the editor's.
    editor = driver.find_element(By.ID, "editor")
    driver.execute_script("arguments[0].focus(); arguments[0].setSelectionRange(5, 5)", editor)
    press(driver, Keys.ALT, Keys.ARROW_RIGHT)
    assert current_step(driver)[0] == len(path) - 3

    # Control+Enter and Meta+Enter run the request, from the editor and from anywhere else but the import form.
    for target, modifier in (("editor", Keys.CONTROL), ("editor", Keys.META), ("format", Keys.CONTROL),
                             ("body", Keys.META), ("step-next", Keys.CONTROL)):
        if target == "body":
            driver.execute_script("document.activeElement.blur()")
        else:
            driver.execute_script("document.getElementById(arguments[0]).focus()", target)
        before = runs(driver)
        press(driver, modifier, Keys.ENTER)
        assert wait_idle(driver, before) == "done", (target, modifier)
    assert editor_text(driver) == example_body(base_url, "delete-button")  # Enter typed nothing

    # In the import form they import: from either text area and from the screen size.
    dumps = sample_dumps()
    driver.find_element(By.CSS_SELECTOR, "#import-details summary").click()
    driver.execute_script("const a = document.getElementById('import-views'); a.value = arguments[0];"
                          " a.dispatchEvent(new Event('input'))", dumps["recursiveDescription"])
    for target, modifier in (("import-views", Keys.CONTROL), ("import-controllers", Keys.META),
                             ("import-width", Keys.CONTROL)):
        driver.execute_script("document.getElementById('import-details').open = true;"
                              " document.getElementById(arguments[0]).focus()", target)
        before_imports, before_runs = imports(driver), runs(driver)
        press(driver, modifier, Keys.ENTER)
        wait_for(driver, f"return Number(document.body.dataset.imports || 0) > {before_imports}"
                 " && document.body.dataset.import === 'done'", message=f"the import from {target}")
        assert wait_idle(driver, before_runs) == "done"
        assert json.loads(editor_text(driver))["title"] == "Imported from the debugger"
        assert driver.execute_script("return document.getElementById(arguments[0]).value", "import-views") \
            == dumps["recursiveDescription"]  # Enter typed nothing
    assert severe_logs(driver) == []


PHONE_WIDTH, PHONE_HEIGHT = 390, 844


@pytest.fixture
def phone(driver):
    """The module's browser as a phone, 390x844 points (a touch screen, the page's meta viewport applied); back to
    1280x900 afterwards."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": PHONE_WIDTH, "height": PHONE_HEIGHT,
                                                                   "deviceScaleFactor": 1, "mobile": True})
    yield driver
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})


def boxes(driver, *selectors):
    """Each element's box in the viewport, and the viewport: {selector: [top, bottom, left, right]}."""
    return driver.execute_script("""
        const out = {viewport: [0, innerHeight, 0, innerWidth], scrollWidth: document.documentElement.scrollWidth};
        for (const selector of arguments[0]) {
            const e = document.querySelector(selector), b = e && e.getBoundingClientRect();
            out[selector] = b && b.width && b.height ? [b.top, b.bottom, b.left, b.right] : null;
        }
        return out;""", list(selectors))


def on_screen(box, viewport):
    return box is not None and box[0] >= -0.5 and box[1] <= viewport[1] + 0.5 and box[2] >= -0.5 \
        and box[3] <= viewport[3] + 0.5


@pytest.mark.parametrize("name", ["delete-button", "row-selects-and-tells-delegate", "swipe-back-carousel-waits"])
def test_on_a_phone_the_picture_and_the_current_step_are_on_screen_together(phone, base_url, name):
    """At 390x844 the page fits the width; right after a lesson loads, the picture's panel (a finger pans the picture
    in it) and the current step (the caption under it) are both on screen, and stay so stepping through with the caption's buttons; further down, the picture
    stays at the top while the steps list scrolls below it, and a step the list's Next picks is shown below it."""
    driver = phone
    assert open_page(driver, base_url, "#example=" + name) == "done"
    assert driver.execute_script("return [innerWidth, innerHeight]") == [PHONE_WIDTH, PHONE_HEIGHT]
    shown = boxes(driver, "#diagram", "#step-caption")
    assert shown["scrollWidth"] <= PHONE_WIDTH, shown  # nothing wider than the phone
    assert on_screen(shown["#diagram"], shown["viewport"]) and on_screen(shown["#step-caption"],
                                                                           shown["viewport"]), shown
    driver.save_screenshot(str(SHOTS / f"phone-{name}.png"))

    count = len(driver.find_elements(By.CSS_SELECTOR, "#path-list li"))
    assert count >= 2
    for step in range(1, min(count, 6)):
        driver.find_element(By.ID, "caption-next").click()
        caption = driver.find_element(By.ID, "caption-text").text
        assert caption.startswith(f"Step {step + 1} of {count}: "), caption
        assert current_step(driver)[0] == step
        shown = boxes(driver, "#diagram", "#step-caption")
        assert on_screen(shown["#diagram"], shown["viewport"]), (step, shown)
        assert on_screen(shown["#step-caption"], shown["viewport"]), (step, shown)
    driver.find_element(By.ID, "caption-prev").click()
    assert current_step(driver)[0] == min(count, 6) - 2

    # Down at the steps list the picture stays on top, and each step Next picks is below it, on screen.
    driver.execute_script("document.getElementById('panel-path').scrollIntoView({block: 'start'})")
    assert driver.execute_script("return scrollY") > 300
    for _ in range(count):
        if not driver.find_element(By.ID, "step-next").is_enabled():
            break
        driver.execute_script("document.getElementById('step-next').click()")
        shown = boxes(driver, "#diagram", ".pg-stage", "#path-list li[aria-current=step]")
        current = shown["#path-list li[aria-current=step]"]
        assert on_screen(shown["#diagram"], shown["viewport"]), shown
        assert on_screen(current, shown["viewport"]) and current[0] >= shown[".pg-stage"][1] - 0.5, shown
    driver.execute_script("document.getElementById('step-prev').click()")
    shown = boxes(driver, "#diagram", ".pg-stage", "#path-list li[aria-current=step]")
    current = shown["#path-list li[aria-current=step]"]
    assert on_screen(current, shown["viewport"]) and current[0] >= shown[".pg-stage"][1] - 0.5, shown
    driver.save_screenshot(str(SHOTS / f"phone-{name}-steps.png"))
    assert severe_logs(driver) == []


def test_on_a_phone_every_lesson_fits_the_width_with_its_picture_and_step_on_screen(phone, base_url):
    """Every lesson at 390x844, right after it loads: nothing is wider than the phone, and the picture's panel and (for
    a lesson with steps) the current step's caption are both on screen."""
    driver = phone
    for example in examples(base_url):
        name = example["name"]
        assert open_page(driver, base_url, "#example=" + urllib.parse.quote(name)) == "done", name
        shown = boxes(driver, "#diagram", "#step-caption")
        assert shown["scrollWidth"] <= PHONE_WIDTH, (name, shown)
        assert on_screen(shown["#diagram"], shown["viewport"]), (name, shown)
        steps = driver.execute_script("return !document.getElementById('panel-path').hidden")
        assert steps == (example["endpoint"] == "/v1/dispatch"), name
        if steps:
            assert on_screen(shown["#step-caption"], shown["viewport"]), (name, shown)
    assert severe_logs(driver) == []


def prediction(driver):
    return driver.execute_script("""
        const shown = (e) => !!e && e.getClientRects().length > 0;
        const svg = document.querySelector('#diagram svg');
        const verdict = document.getElementById('predict-verdict');
        return {mode: document.body.dataset.predict, status: document.getElementById('status').textContent,
                question: document.getElementById('predict-question').textContent,
                choices: [...document.getElementById('predict-pick').options].map(o => o.value),
                pick: document.getElementById('predict-pick').value,
                answer: ['summary', 'panel-path', 'panel-trace', 'panel-diagnostics', 'step-caption', 'lesson-lookat',
                         'lesson-description'].filter(id => shown(document.getElementById(id))),
                raw: shown(document.querySelector('.pg-raw')),
                neutral: !!svg && svg.classList.contains('pg-neutral'),
                tells: svg ? svg.querySelectorAll('.handler, .hit-view, .in-chain, .chain-step, .chain-link, .responder,'
                                                  + ' title, desc').length : null,
                drawn: svg ? [...svg.querySelectorAll('g.view[data-id]')].map(g => g.dataset.id) : [],
                verdict: verdict.hidden ? null : [verdict.dataset.verdict, verdict.textContent],
                handler: [...new Set([...document.querySelectorAll('#diagram svg .pg-handler')].map(e => e.dataset.id))],
                guess: [...new Set([...document.querySelectorAll('#diagram svg .pg-guess')].map(e => e.dataset.id))],
                picked: [...new Set([...document.querySelectorAll('#diagram svg .pg-pick')].map(e => e.dataset.id))]};""")


def test_predict_then_reveal_hides_the_answer_until_a_pick_then_says_right_or_not_quite(driver, base_url):
    """Predict, then reveal, end to end: ticked, the answer, the lesson's description and note and everything in the
    diagram that tells who handles the event are hidden; the student picks a responder in the picture or the list;
    Reveal shows the answer with "Not quite" or "Right" and the true handler outlined. A new run asks again, each
    event of a lesson is its own question, a link keeps the mode, and unticking shows everything."""
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    layout = layout_of(base_url, "/v1/dispatch", example_body(base_url, "delete-button"))
    driver.find_element(By.ID, "predict").click()
    asked = prediction(driver)
    assert asked["mode"] == "guessing" and asked["answer"] == [] and not asked["raw"], asked
    assert asked["neutral"] and asked["tells"] == 0 and "deleteButton" in asked["drawn"], asked
    assert "deleteButton" not in asked["status"] and "Who handles event 0, tap at (340, 184)?" in asked["question"]
    assert {"window", "table", "cell", "deleteButton", "inbox", "application", "appDelegate", "(nobody)"} \
        <= set(asked["choices"]), asked["choices"]
    assert not driver.find_element(By.ID, "predict-reveal").is_enabled()  # nothing picked yet

    # A wrong pick, in the picture: the table, below the cell.
    table = {view["id"]: view for view in layout["views"]}["table"]["frame"]
    x, y = table["x"] + 40, table["y"] + table["height"] - 40
    assert expected_hit_view(layout, x, y) == "table"
    before = runs(driver)
    driver.execute_script("document.querySelector('#diagram svg').scrollIntoView({block: 'center'})")
    client = driver.execute_script(
        "const p = new DOMPoint(arguments[0], arguments[1]).matrixTransform(document.querySelector('#diagram svg')"
        ".getScreenCTM()); return [p.x, p.y]", x, y)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(round(client[0]), round(client[1]))
    actions.pointer_action.click()
    actions.perform()
    picked = prediction(driver)
    assert picked["pick"] == "table" and picked["picked"] == ["table"] and runs(driver) == before, picked
    driver.save_screenshot(str(SHOTS / "predict-asked.png"))
    driver.find_element(By.ID, "predict-reveal").click()
    shown = prediction(driver)
    assert shown["mode"] == "revealed" and shown["verdict"][0] == "not-quite", shown
    assert shown["verdict"][1] == \
        "Not quite: you picked UITableView 'table'; UIKit delivers it to UIButton 'deleteButton'.", shown
    assert {"summary", "panel-path", "lesson-lookat", "lesson-description"} <= set(shown["answer"])
    assert not shown["neutral"] and shown["handler"] == ["deleteButton"] and shown["guess"] == ["table"], shown
    assert summary(driver)["handler"] == "deleteButton"
    assert driver.find_element(By.CSS_SELECTOR, "#summary .pg-true-handler").text.startswith("UIButton")
    driver.save_screenshot(str(SHOTS / "predict-not-quite.png"))

    # A new run is a new question; this time the right pick, from the list.
    before = runs(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_idle(driver, before) == "done"
    assert prediction(driver)["mode"] == "guessing"
    Select(driver.find_element(By.ID, "predict-pick")).select_by_value("deleteButton")
    driver.find_element(By.ID, "predict-reveal").click()
    shown = prediction(driver)
    assert shown["verdict"] == [
        "right", "Right: you picked UIButton 'deleteButton', and UIKit delivers it to UIButton 'deleteButton'."], shown
    assert shown["handler"] == ["deleteButton"] and shown["guess"] == []

    # Each event is its own question, and nobody is an answer too; a link keeps the mode.
    assert open_page(driver, base_url, "#example=row-selects-and-tells-delegate&predict=1") == "done"
    assert prediction(driver)["mode"] == "guessing" and driver.find_element(By.ID, "predict").is_selected()
    Select(driver.find_element(By.ID, "predict-pick")).select_by_value("table")
    driver.find_element(By.ID, "predict-reveal").click()
    assert prediction(driver)["verdict"][0] == "right"
    Select(driver.find_element(By.ID, "event-select")).select_by_value("1")
    wait_for(driver, "return document.querySelector('#diagram svg.pg-neutral')", message="event 1's question")
    asked = prediction(driver)
    assert asked["mode"] == "guessing" and asked["pick"] == "" and "event 1" in asked["question"], asked
    Select(driver.find_element(By.ID, "predict-pick")).select_by_value("(nobody)")
    driver.find_element(By.ID, "predict-reveal").click()
    shown = prediction(driver)
    assert shown["verdict"][0] == "not-quite" and "you picked nobody" in shown["verdict"][1], shown
    assert shown["handler"] == ["wifiSwitch"]
    assert open_page(driver, base_url, "#example=button-in-image-view&predict=1") == "done"
    Select(driver.find_element(By.ID, "predict-pick")).select_by_value("(nobody)")
    driver.find_element(By.ID, "predict-reveal").click()
    assert prediction(driver)["verdict"] == [
        "right", "Right: you picked nobody, and UIKit delivers it to no one: it discards the event."]

    # Unticked, nothing is hidden and nothing asked.
    assert open_page(driver, base_url, "#example=delete-button&predict=1") == "done"
    driver.find_element(By.ID, "predict").click()
    off = prediction(driver)
    assert off["mode"] == "off" and {"summary", "panel-path", "lesson-lookat"} <= set(off["answer"]), off
    assert not off["neutral"] and driver.find_element(By.ID, "panel-predict").is_displayed() is False
    assert "predict=1" not in driver.current_url
    assert severe_logs(driver) == []


def words_before_the_answer(driver):
    """What a student predicting can read on the page, in three parts: `checked`, every text that must not tell the
    answer (the page's visible text, its title, every title, aria-label, alt, placeholder and aria-description
    attribute, the diagram's titles and descriptions, wherever they are); `app`, the parts that must name every
    responder, since they describe the app or ask which responder it is (the editor, the list of choices, the
    diagram's labels, the event as the event menu names it), left out of `checked`; `all`, every one of them; and the
    lesson's heading, the list's entry for it, and the request's title and description as the editor shows them."""
    return driver.execute_script("""
        const LEFT_OUT = '#editor, #predict-pick, #lesson-list, #event-select, #diagram svg text';
        // The visible text with the app's parts taken out: hidden for a moment, so innerText leaves them out.
        const parts = [...document.querySelectorAll(LEFT_OUT)];
        const styles = parts.map(node => node.getAttribute('style'));
        for (const node of parts) node.style.setProperty('display', 'none', 'important');
        let text = document.body.innerText;
        parts.forEach((node, i) => { if (styles[i] === null) node.removeAttribute('style'); else node.setAttribute('style', styles[i]); });
        const select = document.getElementById('event-select');
        const event = select.selectedOptions.length ? select.selectedOptions[0].textContent.replace(/^\\d+: /, '') : '';
        if (event) text = text.split(event).join(' ');
        const checked = [['page text', text], ['page title', document.title]];
        for (const node of document.querySelectorAll('*')) {
            for (const name of ['title', 'aria-label', 'alt', 'placeholder', 'aria-description']) {
                const value = node.getAttribute(name);
                if (value) checked.push([name + ' of ' + node.tagName + (node.id ? '#' + node.id : ''), value]);
            }
        }
        for (const node of document.querySelectorAll('svg title, svg desc')) checked.push([node.tagName, node.textContent]);
        const editor = document.getElementById('editor').value;
        let body = null;
        try { body = JSON.parse(editor); } catch (error) { body = null; }
        const current = document.querySelector('#lesson-list button[aria-current="true"]');
        const app = [['editor', editor], ['choices', document.getElementById('predict-pick').innerText],
                     ['lessons', document.getElementById('lesson-list').innerText], ['event', event]];
        return {checked, app, all: checked.concat(app),
                heading: document.getElementById('lesson-title').textContent,
                listed: current ? current.firstChild.textContent : null,
                requestTitle: body && body.title, requestDescription: body && body.description,
                mode: document.body.dataset.predict};""")


def outcome_sentences(*texts):
    """The sentences of a lesson's outcome-bearing words (its title, description and note), each long enough to be
    its own: none of them may be on the page before the answer."""
    sentences = []
    for text in texts:
        # A sentence ends at a full stop and a space (not at the dots inside an id such as 'a.searchController.b')
        # or at a Japanese or Chinese full stop.
        for piece in re.split(r"(?<=\.)\s+|(?<=。)", text or ""):
            piece = piece.strip()
            if len(piece) >= (6 if CJK.search(piece) else 12):
                sentences.append(piece)
    return sentences


def says_word(text, word):
    """Whether `text` holds `word` with no letter, digit or underscore right before or after it."""
    return re.search(r"(?<![\w])" + re.escape(word) + r"(?![\w])", text) is not None


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hans", "ko"])
def test_every_lesson_with_predict_on_asks_its_question_and_tells_nothing_until_reveal(driver, base_url, lang):
    """For every lesson of POST /v1/dispatch in every language, opened with Predict, then reveal ticked: before Reveal
    the page poses the lesson's question (its heading, its entry in the lesson list, the request's title in the
    editor) and nothing a student can read tells the answer: no sentence of the lesson's title, description or note,
    in the page's language or in the request's own English, is in the visible text, the editor, the page's title, any
    title, aria-label, alt or placeholder, or the diagram's titles; and the handler's id is in none of them but the
    parts that describe the app (the editor, the choices, the diagram's labels, the event itself). After a pick and
    Reveal, the page says what was picked and the responder UIKit delivers the event to, and the lesson's title and
    description are back, in the page and in the editor."""
    words = json.loads(api(base_url, "GET", f"/v1/examples?lang={urllib.parse.quote(lang)}")[2])["examples"]
    english = {example["name"]: example for example in examples(base_url)}
    asked = 0
    for lesson in words:
        name = lesson["name"]
        if lesson["endpoint"] != "/v1/dispatch":
            continue  # a chain has no event to predict
        body = example_body(base_url, name)
        original = json.loads(body)
        answer = json.loads(api(base_url, "POST", f"/v1/dispatch?lang={urllib.parse.quote(lang)}", body)[2])
        handler = answer["results"][0].get("handler")
        fragment = f"?lang={urllib.parse.quote(lang)}#example={urllib.parse.quote(name)}&predict=1"
        assert open_page(driver, base_url, fragment) == "done", (lang, name)
        page = words_before_the_answer(driver)
        assert page["mode"] == "guessing", (lang, name, page["mode"])
        assert page["heading"] == lesson["question"] and page["listed"] == lesson["question"], (lang, name, page)
        assert page["requestTitle"] == lesson["question"], (lang, name, page["requestTitle"])
        assert page["requestDescription"] != original["description"], (lang, name)
        outcome = outcome_sentences(lesson["title"], lesson["description"], lesson["lookAt"],
                                    english[name]["title"], english[name]["description"], english[name]["lookAt"])
        told = [(where, sentence) for where, text in page["all"] for sentence in outcome if sentence in text]
        assert told == [], (lang, name, told[:3])
        if handler:
            said = [(where, text[:200]) for where, text in page["checked"] if says_word(text, handler["id"])]
            assert said == [], (lang, name, handler["id"], said[:3])
            assert not says_word(page["requestTitle"] + " " + (page["requestDescription"] or ""), handler["id"])

        # A pick that is not the answer, then Reveal: what was picked, beside the truth.
        choices = driver.execute_script(
            "return [...document.getElementById('predict-pick').options].filter(o => o.value).map(o => [o.value, o.text])")
        wrong = next((value, text) for value, text in choices if value != (handler["id"] if handler else "(nobody)"))
        Select(driver.find_element(By.ID, "predict-pick")).select_by_value(wrong[0])
        driver.find_element(By.ID, "predict-reveal").click()
        shown = driver.execute_script("""
            const verdict = document.getElementById('predict-verdict');
            const editor = JSON.parse(document.getElementById('editor').value);
            return {mode: document.body.dataset.predict, verdict: verdict.hidden ? null : verdict.textContent,
                    kind: verdict.dataset.verdict, heading: document.getElementById('lesson-title').textContent,
                    description: document.getElementById('lesson-description').textContent,
                    descriptionShown: document.getElementById('lesson-description').getClientRects().length > 0,
                    requestTitle: editor.title, requestDescription: editor.description,
                    tables: window.ResponderLabPage.tables()[window.ResponderLabPage.language()] || {}};""")
        assert shown["mode"] == "revealed" and shown["kind"] == "not-quite", (lang, name, shown["mode"])
        tables = shown["tables"]
        word = lambda english_text: tables.get(english_text, english_text)  # noqa: E731
        assert wrong[1] in shown["verdict"], (lang, name, wrong, shown["verdict"])
        truth = (word("UIKit delivers it to {responder}").replace("{responder}", f"{handler['class']} '{handler['id']}'")
                 if handler else word("UIKit delivers it to no one: it discards the event"))
        assert truth in shown["verdict"], (lang, name, truth, shown["verdict"])
        assert shown["heading"] == lesson["title"] and shown["description"] == lesson["description"], (lang, name)
        assert shown["descriptionShown"], (lang, name)
        assert shown["requestTitle"] == original["title"], (lang, name, shown["requestTitle"])
        assert shown["requestDescription"] == original["description"], (lang, name)
        asked += 1
        assert severe_logs(driver) == [], (lang, name)
    assert asked >= 50, asked


def test_text_contrast_is_at_least_4_5_to_1(driver, base_url):
    assert open_page(driver, base_url, "#example=tap-gesture-vs-button") == "done"
    low = driver.execute_script("""
        const rgba = c => { const p = c.match(/[\\d.]+/g).map(Number); return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; };
        const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
                           return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
        const background = el => {
            const layers = [];
            for (let e = el; e; e = e.parentElement) {
                const c = rgba(getComputedStyle(e).backgroundColor);
                if (c.a > 0) { layers.push(c); if (c.a >= 1) break; }
            }
            let base = {r: 255, g: 255, b: 255};
            for (const c of layers.reverse()) base = {r: c.r * c.a + base.r * (1 - c.a), g: c.g * c.a + base.g * (1 - c.a), b: c.b * c.a + base.b * (1 - c.a)};
            return base;
        };
        const out = [];
        for (const el of document.querySelectorAll('body *')) {
            if (el.closest('svg, option, [hidden], .pg-skip, .pg-visually-hidden') || el.disabled) continue;
            if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
            const style = getComputedStyle(el);
            if (style.visibility === 'hidden' || style.display === 'none' || !el.getClientRects().length) continue;
            const fg = rgba(style.color), bg = background(el);
            const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
            const ratio = (a + 0.05) / (b + 0.05);
            if (ratio < 4.5) out.push([el.tagName, el.className, el.textContent.trim().slice(0, 40), ratio.toFixed(2)]);
        }
        return out;""")
    assert low == []
    assert severe_logs(driver) == []


def test_screenshot_of_the_delete_button_lesson_for_the_readme(driver, base_url):
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
    size = driver.execute_script("return [innerWidth, innerHeight]")
    assert size == [WIDTH, HEIGHT]
    path = SHOTS / "playground.png"
    driver.save_screenshot(str(path))
    with open(path, "rb") as png:
        header = png.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (WIDTH, HEIGHT)
    assert severe_logs(driver) == []


def test_audit_outlines_the_findings_and_runs_a_witness(driver, base_url):
    """The audit panel audits the editor's app, outlines each finding's responder in the diagram, and a finding's
    witness, run from the panel, shows its bug in the answer."""
    assert open_page(driver, base_url, "#example=button-outside-parent") == "done"
    driver.find_element(By.ID, "audit-run").click()
    wait_for(driver, "return document.body.dataset.audit", message="the audit")
    codes = driver.execute_script(
        "return [...document.querySelectorAll('#audit-list li[data-code]')].map(li => li.dataset.code)")
    assert codes == ["outsideSuperviewBounds"], codes
    outlined = driver.execute_script(
        "return [...document.querySelectorAll('#diagram svg .pg-finding')].map(n => n.dataset.id)")
    assert "saveButton" in outlined, outlined
    before = runs(driver)
    driver.find_element(By.CSS_SELECTOR, "#audit-list .pg-witness").click()
    assert wait_idle(driver, before) == "done"
    diagnostics = driver.execute_script(
        "return [...document.querySelectorAll('#diagnostics-list li[data-code]')].map(li => li.dataset.code)")
    assert "outsideSuperviewBounds" in diagnostics, diagnostics
    # The witness replaced the event; the findings stay outlined on the new diagram.
    assert json.loads(editor_text(driver))["event"]["type"] == "touch"
    assert driver.execute_script("return document.querySelectorAll('#diagram svg .pg-finding').length") > 0
    assert severe_logs(driver) == []
    driver.save_screenshot(str(SHOTS / "playground-audit.png"))


def test_a_verified_fix_is_shown_and_applying_it_cures_the_tap(driver, base_url):
    """A warning's fix shows its Swift; "Apply the fix" patches the editor's request and runs it again, and the
    tap the lesson is about now reaches the button, with no warning left."""
    assert open_page(driver, base_url, "#example=button-in-image-view") == "done"
    swift = driver.execute_script(
        "return [...document.querySelectorAll('#diagnostics-list .pg-fix code')].map(c => c.textContent)")
    assert swift == ["artwork.isUserInteractionEnabled = true"], swift
    before = runs(driver)
    driver.find_element(By.CSS_SELECTOR, "#diagnostics-list .pg-apply-fix").click()
    assert wait_idle(driver, before) == "done"
    body = json.loads(editor_text(driver))
    artwork = body["app"]["scenes"][0]["windows"][0]["rootViewController"]["view"]["subviews"][0]
    assert artwork["id"] == "artwork" and artwork["isUserInteractionEnabled"] is True, artwork
    codes = driver.execute_script(
        "return [...document.querySelectorAll('#diagnostics-list li[data-code]')].map(li => li.dataset.code)")
    assert "ancestorInteractionDisabled" not in codes, codes
    # The picture of the tap before the fix is drawn under the cured one, with the outcome it had, and no element
    # id is on the page twice.
    wait_for(driver, "return !document.getElementById('diagram-before').hidden && "
                     "!!document.querySelector('#diagram-before-picture svg') && "
                     "!!document.querySelector('#diagram svg')", message="the picture before the fix")
    title = driver.find_element(By.ID, "diagram-before-title").text
    assert title.startswith("Before the fix: the event was "), title
    assert driver.execute_script(
        "const ids = [...document.querySelectorAll('[id]')].map(n => n.id); return ids.length - new Set(ids).size") == 0
    driver.execute_script("document.getElementById('diagram-before').scrollIntoView()")
    driver.save_screenshot(str(SHOTS / "playground-before-the-fix.png"))
    # Another run draws no picture from before.
    before = runs(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_idle(driver, before) == "done"
    wait_for(driver, "return document.getElementById('diagram-before').hidden", message="the old picture to go")
    assert severe_logs(driver) == []


def test_pasted_dumps_become_the_editors_app_drawn_with_what_to_fill_in_and_undo_brings_the_lesson_back(
        driver, base_url):
    """Paste from the debugger: the sample dumps, imported, replace the editor's app with the service's; the diagram
    draws every imported window and view; the toFill list names the button's missing targets and selects the button;
    the prompt line is listed as left out; Undo last change brings back the lesson's request."""
    dumps = sample_dumps()
    imported = json.loads(api(base_url, "POST", "/v1/import", json.dumps(dumps))[2])
    views = [line["id"] for line in imported["lines"]
             if line["dump"] == "recursiveDescription" and "pointer" in line]
    assert len(views) == imported["summary"]["windows"] + imported["summary"]["views"] == 6

    assert open_page(driver, base_url, "#example=delete-button") == "done"
    before = editor_text(driver)
    assert paste_and_import(driver, dumps["recursiveDescription"], dumps["printHierarchy"]) == "done"

    body = json.loads(editor_text(driver))
    assert body["app"] == imported["app"]
    assert body["event"]["type"] == "touch"
    assert driver.execute_script("return document.querySelector('#lesson-list [aria-current=true]')") is None
    assert sorted(drawn_ids(driver)) == sorted(views)
    for view in views:
        count = driver.execute_script("return [...document.querySelectorAll(`#diagram svg [data-id='${CSS.escape("
                                      "arguments[0])}']`)].filter(n => !n.closest('.legend')).length", view)
        assert count >= 1, view
    assert driver.execute_script("return document.getElementById('undo').disabled") is False
    summary_text = driver.find_element(By.ID, "import-summary").text
    assert "1 window, 5 views and 1 controller" in summary_text, summary_text

    # What the dumps cannot show: the button's targets, among the service's toFill items in its order.
    listed = driver.execute_script(
        "return [...document.querySelectorAll('#import-tofill li[data-field]')].map(li => [li.dataset.field,"
        " li.dataset.pointer, li.textContent])")
    assert [(field, pointer) for field, pointer, _ in listed] == \
        [(item["field"], item["pointer"]) for item in imported["toFill"]]
    targets = [text for field, _, text in listed if field == "targets"]
    assert len(targets) == 1 and "UIButton 'button-2d40'" in targets[0] and "target-actions" in targets[0]
    driver.find_element(By.CSS_SELECTOR, "#import-tofill li[data-field=targets] .pg-fill-select").click()
    selected = driver.execute_script(
        "return [...new Set([...document.querySelectorAll('#diagram svg .pg-selected')].map(n => n.dataset.id))]")
    assert selected == ["button-2d40"], selected
    # The controller's item shows its place in the editor: the object's id, where its actions go.
    driver.find_element(By.CSS_SELECTOR, "#import-tofill li[data-field=actions] .pg-fill-editor").click()
    shown = driver.execute_script("const e = document.getElementById('editor');"
                                  "return [document.activeElement === e, e.value.slice(e.selectionStart, e.selectionEnd)]")
    assert shown == [True, '"id": "inboxViewController-5000"'], shown

    # The lines left out: the lldb prompt, line 1 of the views, selected in its text area when picked.
    left_out = driver.execute_script(
        "return [...document.querySelectorAll('#import-leftout li')].map(li => [li.dataset.dump,"
        " Number(li.dataset.line), li.textContent])")
    assert [(dump, line) for dump, line, _ in left_out] == [("recursiveDescription", 1)]
    assert "prompt" in left_out[0][2]
    driver.find_element(By.CSS_SELECTOR, "#import-leftout li button").click()
    picked = driver.execute_script("const e = document.getElementById('import-views');"
                                   "return [document.activeElement === e, e.value.slice(e.selectionStart, e.selectionEnd)]")
    assert picked == [True, dumps["recursiveDescription"].split("\n")[0]]
    driver.save_screenshot(str(SHOTS / "playground-import.png"))

    # Undo brings back the lesson's request, and the import's lists go.
    before_runs = runs(driver)
    driver.find_element(By.ID, "undo").click()
    assert wait_idle(driver, before_runs) == "done"
    assert editor_text(driver) == before
    assert driver.execute_script("return document.querySelector('#lesson-list [aria-current=true]').dataset.example") \
        == "delete-button"
    assert driver.execute_script("return document.getElementById('import-result').hidden")
    assert "deleteButton" in drawn_ids(driver) and "button-2d40" not in drawn_ids(driver)
    assert severe_logs(driver) == []


def test_an_imported_view_is_tapped_from_the_diagram_and_the_app_audited(driver, base_url):
    """After an import, a click on the button taps it; with its targets typed in where the toFill item shows, the audit
    from the import panel finds the action its controller does not implement (the actions item's warning)."""
    dumps = sample_dumps()
    assert open_page(driver, base_url, "#example=delete-button") == "done"
    assert paste_and_import(driver, dumps["recursiveDescription"], dumps["printHierarchy"]) == "done"
    layout = layout_of(base_url, "/v1/dispatch", editor_text(driver))
    assert expected_hit_view(layout, 340, 135) == "button-2d40"
    assert click_screen_point(driver, 340, 135) == "done"
    assert summary(driver)["hitView"] == "button-2d40"
    assert request_point(driver) == pytest.approx((340, 135), abs=1.5)

    driver.find_element(By.CSS_SELECTOR, "#import-tofill li[data-field=targets] .pg-fill-editor").click()
    editor = driver.find_element(By.ID, "editor")
    driver.execute_script("const e = arguments[0]; e.setSelectionRange(e.selectionStart, e.selectionStart)", editor)
    editor.send_keys('"targets": [{"event": "touchUpInside", "target": "inboxViewController-5000", '
                     '"action": "save(_:)"}], ')
    before = runs(driver)
    editor.send_keys(Keys.CONTROL, Keys.ENTER)
    assert wait_idle(driver, before) == "done"
    assert json.loads(editor_text(driver))["app"]["scenes"][0]["windows"][0]["subviews"][0]["subviews"][0][
        "subviews"][0]["targets"][0]["action"] == "save(_:)"

    driver.find_element(By.ID, "import-audit").click()
    wait_for(driver, "return document.body.dataset.audit", message="the audit")
    codes = driver.execute_script(
        "return [...document.querySelectorAll('#audit-list li[data-code]')].map(li => li.dataset.code)")
    # The error first; the card's recognizers, which no paste describes, are a warning of their own.
    assert codes[0] == "unrecognizedSelector" and set(codes) <= {"unrecognizedSelector", "dependsOnUndescribed"}, codes
    assert "inboxViewController-5000" in driver.execute_script(
        "return [...document.querySelectorAll('#diagram svg .pg-finding')].map(n => n.dataset.id)")
    assert severe_logs(driver) == []


def test_an_unreadable_dump_is_shown_at_its_line_and_column(driver, base_url):
    """A dump cut in the middle of an entry: the service's 422 names the line and column, the page shows them, selects
    that line in the views text area and leaves the editor's request as it was."""
    lines = sample_dumps()["recursiveDescription"].split("\n")
    cut = lines[4].index("; 80 44)")
    bad = "\n".join(lines[:4] + [lines[4][:cut]] + lines[5:])
    status, problem = api_problem(base_url, "POST", "/v1/import", json.dumps({"recursiveDescription": bad}))
    where = problem["problems"][0]
    assert status == 422 and where["pointer"] == "/recursiveDescription" and where["line"] == 5, problem

    assert open_page(driver, base_url, "#example=delete-button") == "done"
    before = editor_text(driver)
    assert paste_and_import(driver, bad) == "problem"
    shown = driver.execute_script("""
        const area = document.getElementById('import-views'), w = document.querySelector('#import-problem .pg-where');
        return {visible: !document.getElementById('import-problem').hidden,
                text: document.getElementById('import-problem').textContent,
                line: w && Number(w.dataset.line), column: w && Number(w.dataset.column), where: w && w.textContent,
                status: document.getElementById('import-status').textContent,
                focused: document.activeElement === area, invalid: area.getAttribute('aria-invalid'),
                selected: area.value.slice(area.selectionStart, area.selectionEnd)};""")
    assert shown["visible"] and problem["detail"] in shown["text"], shown
    assert (shown["line"], shown["column"]) == (where["line"], where["column"])
    place = f"line {where['line']}, column {where['column']}"
    assert place in shown["where"] and place in shown["status"]
    assert shown["focused"] and shown["invalid"] == "true"
    assert shown["selected"] == lines[4][:cut]  # the whole line
    assert editor_text(driver) == before
    driver.save_screenshot(str(SHOTS / "playground-import-problem.png"))
    assert severe_logs(driver, allow=("status of 422",)) == []


# ---- in the learner's language -----------------------------------------------------------------------------------

# fontconfig's name for each language's script, to ask whether a font for it is installed.
FONT_LANG = {"ja": "ja", "zh-Hans": "zh-cn", "ko": "ko"}
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


def written_in(text, lang):
    """Whether a text is in a language's script: kana or kanji for Japanese, Han for Chinese, Hangul for Korean."""
    if lang == "ja":
        return re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text) is not None
    if lang == "zh-Hans":
        return re.search(r"[\u4e00-\u9fff]", text) is not None and re.search(r"[\u3040-\u30ff\uac00-\ud7af]", text) is None
    return re.search(r"[\uac00-\ud7af]", text) is not None


def rendering_fonts(driver, selector):
    """The fonts Chromium drew an element's text with (DevTools' CSS.getPlatformFontsForNode): family names."""
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, selector
    fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    return [font["familyName"] for font in fonts if font["glyphCount"] > 0]


@pytest.mark.parametrize("lang", ["ja", "zh-Hans", "ko"])
def test_every_lesson_in_the_learners_language_is_drawn_in_its_script_readable_and_uncut(driver, base_url, lang):
    """With ?lang= the whole page is in the language (its every static text has its words; the note, the summary
    and the diagram's labels are written in its script), drawn with a CJK font (Debian's fonts-noto-cjk; never a
    missing-glyph box), every diagram text at 11 px or more on a 1400 px page and inside the picture, not cut."""
    installed = subprocess.run(["fc-list", f":lang={FONT_LANG[lang]}", "family"], capture_output=True, text=True)
    assert installed.stdout.strip(), (f"no font for {lang} (scripts/bootstrap.sh --with-checks installs "
                                      "fonts-noto-cjk)")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    try:
        tables = None
        for number, example in enumerate(examples(base_url)):
            name = example["name"]
            state = open_page(driver, base_url, f"?lang={urllib.parse.quote(lang)}#example={urllib.parse.quote(name)}")
            assert state == "done", (lang, name)
            page = driver.execute_script("""
                const page = window.ResponderLabPage;
                const svg = document.querySelector('#diagram svg');
                const box = svg.viewBox.baseVal;
                const scale = svg.getScreenCTM().a;
                const texts = [...svg.querySelectorAll('text')].map(t => {
                    const b = t.getBBox();
                    return {text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale,
                            inside: b.x >= box.x - 0.5 && b.y >= box.y - 0.5 && b.x + b.width <= box.x + box.width + 0.5
                                    && b.y + b.height <= box.y + box.height + 0.5};
                });
                return {language: page.language(), htmlLang: document.documentElement.lang,
                        lookAt: document.getElementById('lesson-lookat').textContent,
                        summary: document.getElementById('summary').textContent, texts,
                        words: [...svg.querySelectorAll('desc, title')].map(e => e.textContent).join(' '),
                        missing: page.staticKeys().filter(k => typeof (page.tables()[arguments[0]] || {})[k] !== 'string')};
            """, lang)
            assert page["language"] == lang and page["htmlLang"] == lang, (name, page["language"], page["htmlLang"])
            assert page["missing"] == [], (lang, page["missing"])
            assert written_in(page["lookAt"], lang), (lang, name, page["lookAt"])
            assert written_in(page["summary"], lang), (lang, name, page["summary"][:200])
            # Its labels (a key command's diagram has only names) or at least its description and tooltips.
            translated = [text for text in page["texts"] if CJK.search(text["text"])]
            assert translated or written_in(page["words"], lang), (lang, name, "no word of the diagram is in it")
            small = [text for text in page["texts"] if text["px"] < 11]
            assert small == [], (lang, name, small[:3])
            cut = [text["text"] for text in page["texts"] if not text["inside"]]
            assert cut == [], (lang, name, cut[:3])
            if number == 0:
                # The first CJK label is drawn with a CJK font, so no glyph is a missing-glyph box.
                driver.execute_script("""
                    const t = [...document.querySelectorAll('#diagram svg text')]
                        .find(t => /[\\u3040-\\u30ff\\u4e00-\\u9fff\\uac00-\\ud7af]/.test(t.textContent));
                    t.setAttribute('data-font-probe', '');""")
                fonts = rendering_fonts(driver, "#diagram svg text[data-font-probe]")
                assert any("CJK" in family for family in fonts), (lang, fonts)
                fonts = rendering_fonts(driver, "#lesson-lookat")
                assert any("CJK" in family for family in fonts), (lang, fonts)
                driver.save_screenshot(str(SHOTS / f"playground-{lang}.png"))
            assert severe_logs(driver) == [], (lang, name)
    finally:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})


@pytest.mark.parametrize("tags, expected", [
    ("zh-MY", "zh-Hans"),          # Chinese of a region that writes Simplified
    ("zh-TW", "en"),               # Traditional Chinese is not one of the page's languages
    ("ZH-hans-TW", "zh-Hans"),     # the script decides where it is given
    ("ja-JP", "ja"),
    ("fr, ko;q=0.5", "ko"),        # the first one offered
    ("fr", "en"),
])
def test_the_page_speaks_the_language_the_service_chooses(driver, base_url, tags, expected):
    """The page's language is the one the service chooses for the same tags, by its one rule for lang= and
    Accept-Language (the page asks with its first request and reads Content-Language): zh-MY is Simplified
    Chinese, as the service says, where the page's own rule once said English."""
    request = urllib.request.Request(base_url + "/v1/examples", headers={"Accept-Language": tags})
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.headers["Content-Language"] == expected, tags
    assert open_page(driver, base_url, "?lang=" + urllib.parse.quote(tags) + "#example=delete-button") == "done"
    page = driver.execute_script(
        "return [ResponderLabPage.language(), document.documentElement.lang, document.getElementById('lang-picker').value]")
    assert page == [expected, expected, expected], (tags, page)
    assert severe_logs(driver) == [], tags


def test_the_zoom_enlarges_the_diagram_which_then_scrolls_and_still_takes_clicks(driver, base_url):
    """Zoom in draws the diagram larger than the panel (its labels grow with it) and the panel scrolls both ways; a
    click on the zoomed picture still lands where it points; Fit draws it at the panel's width again."""
    assert open_page(driver, base_url, "#example=delete-button") == "done"

    def drawn():
        return driver.execute_script("""
            const svg = document.querySelector('#diagram svg'), panel = document.getElementById('diagram');
            return {scale: svg.getScreenCTM().a, wide: panel.scrollWidth > panel.clientWidth + 1,
                    level: document.getElementById('zoom-level').textContent};""")

    fitted = drawn()
    assert fitted["level"] == "100%" and not fitted["wide"]
    for _ in range(2):
        driver.find_element(By.ID, "zoom-in").click()
    zoomed = drawn()
    assert zoomed["level"] == "150%" and zoomed["wide"]
    assert abs(zoomed["scale"] / fitted["scale"] - 1.5) < 0.02, (zoomed, fitted)
    # The zoom stays while the finger moves, and a click still lands on the screen point it is drawn at.
    assert click_screen_point(driver, 60, 300) == "done"
    assert all(abs(got - wanted) <= 0.5 for got, wanted in zip(finger(driver), [60, 300])), finger(driver)
    assert abs(drawn()["scale"] / fitted["scale"] - 1.5) < 0.02
    for _ in range(4):
        driver.find_element(By.ID, "zoom-out").click()
    small = drawn()
    assert small["level"] == "50%" and not small["wide"]
    assert driver.find_element(By.ID, "zoom-out").get_attribute("disabled") is not None
    driver.find_element(By.ID, "zoom-fit").click()
    assert drawn()["level"] == "100%" and abs(drawn()["scale"] / fitted["scale"] - 1) < 0.01
    assert severe_logs(driver) == []


def test_the_teaching_guides_embedding_snippet_draws_the_picture_on_a_page_of_another_origin(driver, base_url):
    """The ```js block of docs/teaching.md, run as written (its address made the test service's) on a page of another
    origin: the picture is drawn in the page, its step 3 marked, and the summary is in the language asked for."""
    snippets = re.findall(r"```js\n(.*?)^ *```", (REPO / "docs" / "teaching.md").read_text(), re.S | re.M)
    assert len(snippets) == 1, "docs/teaching.md shows one page snippet"
    code = "\n".join(line[2:] if line.startswith("  ") else line for line in snippets[0].splitlines())
    code = code.replace("http://localhost:8080", base_url)
    page = b"<!doctype html><title>A lesson</title><div id=picture></div><p id=summary></p>"

    class LessonPage(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    # The lesson's own server: another origin (another port) than the service's.
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), LessonPage)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/lesson.html")
        error = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"(async () => {{ {code} }})().then(() => done(null), (e) => done(String(e)));")
    finally:
        server.shutdown()
        server.server_close()
    assert error is None, error
    shown = driver.execute_script("""
        return {svg: !!document.querySelector('#picture svg.responderlab-diagram'),
                marked: document.querySelectorAll('#picture .now').length,
                summary: document.getElementById('summary').textContent};""")
    assert shown["svg"] and shown["marked"] > 0, shown
    assert written_in(shown["summary"], "ja"), shown["summary"]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_a_misspelt_key_is_selected_and_its_suggestion_replaces_the_key_in_every_language(driver, base_url, lang):
    """A misspelt key with a string value ("clas": "UIButton"): the key is selected, not the value, and "Use
    'class'" renames the key, in English and in the languages whose messages say "unknown field" in their own words
    (the page reads the problem's language-free unknownField)."""
    assert open_page(driver, base_url, f"?lang={lang}#example=delete-button") == "done"
    text = editor_text(driver)
    fixed = text.replace('"class": "UIButton"', '"clas": "UIButton"', 1)
    assert fixed != text
    editor = driver.find_element(By.ID, "editor")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));",
                          editor, fixed)
    before = runs(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_idle(driver, before) == "problem"
    selected = driver.execute_script("const e = document.getElementById('editor');"
                                     "return e.value.slice(e.selectionStart, e.selectionEnd)")
    assert selected == '"clas"', (lang, selected)
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, "#problem button") if "'class'" in b.text]
    assert len(buttons) == 1, [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#problem button")]
    button = buttons[0]
    before = runs(driver)
    button.click()
    assert wait_idle(driver, before) == "done"
    assert editor_text(driver) == text
    assert severe_logs(driver, allow=("status of 400",)) == []
