"""The playground's diagram is legible everywhere, measured in a real browser (headless Chromium through Selenium).

On a phone (390x844 CSS px, a touch screen, the page's meta viewport applied) and on a laptop (1366x768), in every
lesson (GET /v1/examples), in each of its events, and in every language (?lang=), at the default zoom:

    size     every <text> of the diagram is drawn at 11 CSS px or more (its computed font size times the scale of its
             screen CTM);
    finger   every finger is drawn 16 CSS px across or more, opaque (fill-opacity and opacity 1), and after
             everything else the picture draws (nothing but the fingers' own group follows it);
    overlap  no two texts' line boxes intersect by more than 1 px each way;
    covered  no text's line box lies under a finger (by more than 1 px);
    subject  the view the lesson is about (each hit view, the handler, whoever performed an action) and the key
             window have a visible label inside a window of the screen (a later event's picture is drawn as the
             events before it left the app, a paging scroll view on its new page) whose name is unbroken: its id (when the request gave one)
             is in it, and no line of it ends inside a word of the id or of a quoted name (a line may end after
             . _ / - : or before a capital that follows a lower-case letter, as a name breaks well);
    crossed  no line of the screen (a view's or window's outline, a ring, a hit area, the chain's leaders, a label's
             own leader) crosses a label's line box (shrunk by 1 px each way).

A text's line box is each of its lines (a <tspan>, or the <text>): its advance width from where its first character
starts, and from 0.9 em above its baseline to 0.22 em below it, where a Latin capital or descender and a CJK
ideograph are drawn; the font's whole line box (Noto Sans CJK's is 1.45 em) would count the empty room above and
below the glyphs as text.

Once per viewport, the zoom: Zoom in draws the picture 1.25 times as large, and the zoom's buttons are on screen with
the picture right after a lesson loads.

One browser and one page per viewport and language: a lesson is loaded by changing the address's fragment (the page
runs it again), an event by the page's event menu, so the whole run takes about two minutes. Every failure is
counted per lesson, language and viewport and check, and written to .build/system-tests/legibility.json.
"""

import json
import urllib.parse

import pytest

from harness import OUT, Service
from test_playground import CHROMEDRIVER, CHROMIUM, MISSING, api, examples, severe_logs, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.skipif(MISSING is not None, reason=MISSING or "")]

if MISSING is None:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service as ChromeService

VIEWPORTS = {"phone": (390, 844, True), "desktop": (1366, 768, False)}
LANGUAGES = ["en", "ja", "zh-Hans", "ko"]
CHECKS = ["size", "finger", "overlap", "covered", "subject", "crossed"]
SMALLEST_TEXT, SMALLEST_FINGER, TOLERANCE = 11, 16, 1

# Every text's line boxes and size, every finger's box, paint and what is drawn after it, and the failures of the
# four checks, for the diagram on the page now.
MEASURE = """
const [smallestText, smallestFinger, tolerance] = arguments;
const svg = document.querySelector('#diagram svg');
if (!svg) return null;
const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const client = (ctm, x, y) => new DOMPoint(x, y).matrixTransform(ctm);
const texts = [];
for (const text of svg.querySelectorAll('text')) {
  if (!shown(text)) continue;
  const ctm = text.getScreenCTM();
  const size = parseFloat(getComputedStyle(text).fontSize);
  const px = size * Math.hypot(ctm.a, ctm.b);
  const parts = text.querySelectorAll('tspan').length ? [...text.querySelectorAll('tspan')] : [text];
  const boxes = [];
  for (const part of parts) {
    if (!part.getNumberOfChars()) continue;
    const start = part.getStartPositionOfChar(0);
    const length = part.getComputedTextLength();
    const corners = [[start.x, start.y - 0.9 * size], [start.x + length, start.y - 0.9 * size],
                     [start.x, start.y + 0.22 * size], [start.x + length, start.y + 0.22 * size]]
      .map(([x, y]) => client(ctm, x, y));
    const xs = corners.map((p) => p.x), ys = corners.map((p) => p.y);
    boxes.push([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]);
  }
  const lines = parts.filter((part) => part.getNumberOfChars()).map((part) => part.textContent);
  texts.push({text: text.textContent.slice(0, 40), px, boxes, lines, element: text});
}
const failures = {size: [], finger: [], overlap: [], covered: [], subject: [], crossed: []};
for (const t of texts) if (t.px < smallestText - 0.01) failures.size.push(`${t.text}: ${t.px.toFixed(1)} px`);
const intersect = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > tolerance
  && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > tolerance;
for (let i = 0; i < texts.length; i++) {
  for (let j = i + 1; j < texts.length; j++) {
    if (texts[i].boxes.some((a) => texts[j].boxes.some((b) => intersect(a, b)))) {
      failures.overlap.push(`${texts[i].text} / ${texts[j].text}`);
    }
  }
}
const graphics = 'circle, ellipse, rect, line, polyline, polygon, path, text, image, use';
const fingers = [...svg.querySelectorAll('circle.finger')].filter((c) => !c.closest('.legend'));
for (const finger of fingers) {
  const box = finger.getBoundingClientRect();
  const style = getComputedStyle(finger);
  let opacity = 1;
  for (let node = finger; node && node !== document; node = node.parentNode) {
    if (node.nodeType === 1) opacity *= parseFloat(getComputedStyle(node).opacity);
  }
  if (box.width < smallestFinger - 0.01) failures.finger.push(`${box.width.toFixed(1)} px across`);
  if (style.fill === 'none' || parseFloat(style.fillOpacity) < 1 || opacity < 1) {
    failures.finger.push(`not opaque (fill ${style.fill}, fill-opacity ${style.fillOpacity}, opacity ${opacity})`);
  }
  const group = finger.closest('.fingers');
  const after = [...svg.querySelectorAll(graphics)].filter((e) => !e.closest('defs, marker')
    && (finger.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) && !(group && group.contains(e)));
  if (after.length) failures.finger.push(`drawn under ${after.length} later elements (${after[0].getAttribute('class')})`);
  const [cx, cy, r] = [box.x + box.width / 2, box.y + box.height / 2, box.width / 2];
  for (const t of texts) {
    for (const b of t.boxes) {
      const dx = Math.max(b[0] - cx, 0, cx - b[2]), dy = Math.max(b[1] - cy, 0, cy - b[3]);
      if (Math.hypot(dx, dy) < r - tolerance) { failures.covered.push(t.text); break; }
    }
  }
}
// A line may end inside a name only where the name breaks well: after . _ / - : or before a capital after a
// lower-case letter.
const cased = (c) => c.toUpperCase() !== c.toLowerCase();
const breaksWell = (before, after) => '._/-:'.includes(before)
  || (cased(before) && before === before.toLowerCase() && cased(after) && after === after.toUpperCase());
// The ranges of `joined` (a label's lines, joined) a break may not fall inside: the id, and each quoted name.
const brokenInside = (lines, id) => {
  const joined = lines.join('');
  const ranges = [];
  const at = id ? joined.indexOf(id.replace(/ /g, '')) : -1;
  if (at >= 0) ranges.push([at, at + id.replace(/ /g, '').length]);
  for (const match of joined.matchAll(/'[^']+'/g)) ranges.push([match.index, match.index + match[0].length]);
  let position = 0;
  for (const line of lines.slice(0, -1)) {
    position += line.length;
    for (const [start, end] of ranges) {
      if (position > start && position < end && !breaksWell(joined[position - 1], joined[position])) {
        return `${joined[position - 1]}|${joined[position]}`;
      }
    }
  }
  return null;
};
// The screen is the windows drawn: a subject's label lies inside one of them.
const screenBoxes = [...svg.querySelectorAll('.screen rect.window-shape')].map((r) => {
  const b = r.getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom];
});
const subjects = svg.querySelectorAll(
  '.screen g.view.hit-view, .screen g.view.handler, .screen g.view.performer, .screen g.window.key-window');
for (const subject of subjects) {
  const id = subject.getAttribute('data-id');
  const label = texts.find((t) => t.element.classList.contains('label') && t.element.closest('.screen')
    && t.element.getAttribute('data-id') === id);
  if (!label) { failures.subject.push(`${id}: no label`); continue; }
  const off = label.boxes.find((b) => !screenBoxes.some((w) => b[0] >= w[0] - tolerance && b[2] <= w[2] + tolerance
    && b[1] >= w[1] - tolerance && b[3] <= w[3] + tolerance));
  if (off) failures.subject.push(`${id}: label off the screen at x ${off[0].toFixed(0)}, y ${off[1].toFixed(0)}`);
  const joined = label.lines.join('').replace(/ /g, '');
  const named = id.startsWith('/') || subject.classList.contains('synthesized')
    || joined.includes(id.replace(/ /g, ''));
  if (!named) failures.subject.push(`${id}: not named in '${label.lines.join(' / ')}'`);
  const broken = brokenInside(label.lines.map((line) => line.replace(/ /g, '')), id);
  if (broken) failures.subject.push(`${id}: broken at ${broken} ('${label.lines.join(' / ')}')`);
}
// Every line of the screen, in client coordinates, against every label's line boxes.
const segments = [];
const drawnLines = '.screen polygon.shape, .screen rect.window-shape, .screen polygon.ring, .screen polygon.hit-area, '
  + '.screen line.label-leader, .ladder line.leader';
for (const shape of svg.querySelectorAll(drawnLines)) {
  if (!shown(shape)) continue;
  const ctm = shape.getScreenCTM();
  let points;
  if (shape.tagName === 'rect') {
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => parseFloat(shape.getAttribute(a)));
    points = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  } else if (shape.tagName === 'line') {
    points = [['x1', 'y1'], ['x2', 'y2']].map(([a, b]) => [parseFloat(shape.getAttribute(a)), parseFloat(shape.getAttribute(b))]);
  } else {
    points = [...shape.points].map((p) => [p.x, p.y]);
  }
  const client_points = points.map(([x, y]) => client(ctm, x, y));
  const closed = shape.tagName !== 'line';
  for (let i = 0; i < client_points.length - (closed ? 0 : 1); i++) {
    segments.push([client_points[i], client_points[(i + 1) % client_points.length], shape.getAttribute('class')]);
  }
}
const crosses = ([a, b], box) => {
  const [minX, minY, maxX, maxY] = [box[0] + tolerance, box[1] + tolerance, box[2] - tolerance, box[3] - tolerance];
  if (maxX <= minX || maxY <= minY) return false;
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  let [enter, leave] = [0, 1];
  for (const [p, q] of [[-dx, a.x - minX], [dx, maxX - a.x], [-dy, a.y - minY], [dy, maxY - a.y]]) {
    if (p === 0) { if (q <= 0) return false; continue; }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t); else leave = Math.min(leave, t);
    if (enter >= leave) return false;
  }
  return enter < leave;
};
for (const t of texts) {
  if (!t.element.classList.contains('label') || !t.element.closest('.screen')) continue;
  const crossing = segments.find((s) => t.boxes.some((box) => crosses(s, box)));
  if (crossing) failures.crossed.push(`${t.text} (${crossing[2]})`);
}
return {failures, texts: texts.length, fingers: fingers.length, event: svg.getAttribute('data-event')};
"""


@pytest.fixture(scope="module")
def base_url(binary):
    running = Service(binary, "--threads", "2")
    try:
        yield f"http://127.0.0.1:{running.port}"
    finally:
        assert running.stop() == 0


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1366,768", "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=ChromeService(executable_path=CHROMEDRIVER), options=options)
    driver.set_script_timeout(30)
    yield driver
    driver.quit()


def emulate(driver, viewport):
    width, height, mobile = VIEWPORTS[viewport]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5})


def runs(driver):
    return int(driver.execute_script("return Number(document.body.dataset.runs || 0)"))


def settled(driver, after):
    wait_for(driver, f"const b = document.body.dataset; return Number(b.runs || 0) > {after}"
             " && ['done', 'problem', 'error'].includes(b.state) ? b.state : null", message="the run to finish")
    return driver.execute_script("return document.body.dataset.state")


def open_lesson(driver, name):
    before = runs(driver)
    driver.execute_script("location.hash = arguments[0]", "#example=" + urllib.parse.quote(name))
    return settled(driver, before)


def choose_event(driver, index):
    driver.execute_script("""
        const select = document.getElementById('event-select');
        select.value = String(arguments[0]);
        select.dispatchEvent(new Event('change'));""", index)
    wait_for(driver, "const svg = document.querySelector('#diagram svg');"
             f" return svg && svg.getAttribute('data-event') === '{index}'", message=f"event {index}'s diagram")


def zoom_check(driver):
    """The zoom's buttons on screen with the picture, and Zoom in drawing it 1.25 times as large."""
    shown = driver.execute_script("""
        const on = (e) => { const b = e.getBoundingClientRect();
            return b.width > 0 && b.top >= -0.5 && b.bottom <= innerHeight + 0.5 && b.left >= -0.5
                   && b.right <= innerWidth + 0.5; };
        const svg = document.querySelector('#diagram svg');
        return {zoomIn: on(document.getElementById('zoom-in')), zoomOut: on(document.getElementById('zoom-out')),
                picture: svg.getBoundingClientRect().top < innerHeight && svg.getBoundingClientRect().bottom > 0,
                scale: svg.getScreenCTM().a};""")
    driver.execute_script("document.getElementById('zoom-in').click()")
    zoomed = driver.execute_script("return document.querySelector('#diagram svg').getScreenCTM().a")
    driver.execute_script("document.getElementById('zoom-fit').click()")
    fitted = driver.execute_script("return document.querySelector('#diagram svg').getScreenCTM().a")
    return {**shown, "ratio": zoomed / shown["scale"], "fit": fitted / shown["scale"]}


def test_every_diagram_is_legible_on_a_phone_and_a_laptop_in_every_lesson_language_and_event(browser, base_url):
    lessons = examples(base_url)
    counts = {viewport: {check: 0 for check in CHECKS} for viewport in VIEWPORTS}
    details, zooms = [], {}
    states = 0
    for viewport in VIEWPORTS:
        emulate(browser, viewport)
        for lang in LANGUAGES:
            browser.get("about:blank")
            browser.get(f"{base_url}/playground?lang={lang}#example={urllib.parse.quote(lessons[0]['name'])}")
            wait_for(browser, "return document.body.dataset.state === 'done'", message="the first lesson")
            if lang == "en":
                zooms[viewport] = zoom_check(browser)
            for lesson in lessons:
                name = lesson["name"]
                if name != lessons[0]["name"]:
                    assert open_lesson(browser, name) == "done", (viewport, lang, name)
                body = json.loads(api(base_url, "GET", "/v1/examples/" + urllib.parse.quote(name))[2])
                events = len(body["events"]) if isinstance(body.get("events"), list) else 1
                failed = set()
                for index in range(events):
                    if index:
                        choose_event(browser, index)
                    measured = browser.execute_script(MEASURE, SMALLEST_TEXT, SMALLEST_FINGER, TOLERANCE)
                    assert measured is not None, (viewport, lang, name, index)
                    states += 1
                    for check in CHECKS:
                        if measured["failures"][check]:
                            failed.add(check)
                            details.append({"viewport": viewport, "lang": lang, "lesson": name, "event": index,
                                            "check": check, "examples": measured["failures"][check][:3]})
                for check in failed:
                    counts[viewport][check] += 1
            assert severe_logs(browser) == [], (viewport, lang)
    emulate(browser, "desktop")
    OUT.mkdir(parents=True, exist_ok=True)
    report = {"states": states, "lessons": len(lessons), "failing": counts, "zoom": zooms, "details": details}
    (OUT / "legibility.json").write_text(json.dumps(report, indent=1, ensure_ascii=False))
    print(json.dumps({"states": states, "failing": counts, "zoom": zooms}))
    assert counts == {viewport: {check: 0 for check in CHECKS} for viewport in VIEWPORTS}, \
        (counts, details[:8])
    for viewport, zoom in zooms.items():
        assert zoom["zoomIn"] and zoom["zoomOut"] and zoom["picture"], (viewport, zoom)
        assert abs(zoom["ratio"] - 1.25) < 0.02 and abs(zoom["fit"] - 1) < 0.01, (viewport, zoom)
