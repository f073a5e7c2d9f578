"""The teaching guide's embedding example, as a teacher would paste it, in a real browser (headless Chromium).

docs/teaching.md shows a lesson page (its ```html block, lesson.html) and its script (its ```js block, lesson.js).
Both are taken from the guide as written, their service address made the test service's, and served from a second
origin (a small Python server on another free port) with a strict Content-Security-Policy: scripts from the page's
own origin only, styles from it and the service, requests to the service only, nothing inline. The page must load
with no console error (no policy violation, no failed import), draw both diagrams in colour (the service's
diagram.css, not the black of an unstyled SVG), give no two elements of the page the same id (each diagram's title,
description and arrow head are its own, and each diagram's aria-labelledby and marker-end name its own), title the
diagrams in the language asked for, and read the answer's Content-Language from another origin.
"""

import http.server
import re
import threading

import pytest

from harness import REPO
from test_playground import MISSING, new_driver, severe_logs, wait_for, written_in

pytestmark = [pytest.mark.browser, pytest.mark.skipif(MISSING is not None, reason=MISSING or "")]

GUIDE = REPO / "docs" / "teaching.md"


def guide_block(language):
    """The guide's one ```language block, without the indentation of the list item it is in."""
    blocks = re.findall(rf"^( *)```{language}\n(.*?)^ *```", GUIDE.read_text(), re.S | re.M)
    assert len(blocks) == 1, f"docs/teaching.md shows one ```{language} block, not {len(blocks)}"
    indent, block = blocks[0]
    return "\n".join(line[len(indent):] if line.startswith(indent) else line for line in block.splitlines()) + "\n"


@pytest.fixture(scope="module")
def service_url(request):
    from harness import Service

    running = Service(request.getfixturevalue("binary"), "--threads", "2")
    try:
        yield f"http://127.0.0.1:{running.port}"
    finally:
        assert running.stop() == 0


@pytest.fixture(scope="module")
def lesson_site(service_url):
    """The guide's page and script, served from another origin than the service's with a strict policy."""
    files = {
        "/lesson.html": ("text/html; charset=utf-8", guide_block("html")),
        "/lesson.js": ("text/javascript; charset=utf-8", guide_block("js")),
    }
    files = {path: (kind, text.replace("http://localhost:8080", service_url).encode())
             for path, (kind, text) in files.items()}
    policy = (f"default-src 'none'; script-src 'self'; style-src 'self' {service_url}; connect-src {service_url}; "
              "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")

    class LessonSite(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            if self.path not in files:
                self.send_error(404)
                return
            kind, body = files[self.path]
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Security-Policy", policy)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), LessonSite)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def driver():
    browser = new_driver()
    yield browser
    browser.quit()


def test_the_guides_snippet_is_a_module_page_that_links_the_diagrams_stylesheet():
    """What the page needs under a strict policy is in the snippet itself: a module script from a file, no inline
    script or style, and the diagrams' stylesheet from the service."""
    page, script = guide_block("html"), guide_block("js")
    assert '<script type="module" src="lesson.js"></script>' in page
    assert "<style" not in page and " style=" not in page and re.search(r"<script>|<script [^>]*>[^<]", page) is None
    assert '<link rel="stylesheet" href="http://localhost:8080/playground/diagram.css">' in page
    assert "await " in script and "Content-Language" in script


def test_the_guides_page_draws_three_diagrams_in_colour_with_their_own_ids_under_a_strict_policy(
        driver, lesson_site, service_url):
    driver.get("about:blank")
    driver.get(lesson_site + "/lesson.html")
    wait_for(driver, "return document.querySelectorAll('#picture figure svg').length === 3"
             " && document.getElementById('summary').textContent !== ''", message="the three diagrams")
    shown = driver.execute_script("""
        const svgs = [...document.querySelectorAll('#picture figure svg.responderlab-diagram')];
        const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
        return {
            ids,
            styles: document.querySelectorAll('#picture style').length,
            figures: [...document.querySelectorAll('#picture figure')].map((f) => f.lang),
            summary: document.getElementById('summary').textContent,
            summaryLang: document.getElementById('summary').lang,
            marked: document.querySelectorAll('#picture figure:first-child .now').length,
            svgs: svgs.map((svg) => ({
                title: svg.querySelector(':scope > title').textContent,
                labelledBy: (svg.getAttribute('aria-labelledby') || '').split(' ')
                    .map((id) => { const e = document.getElementById(id); return !!e && svg.contains(e); }),
                markers: [...svg.querySelectorAll('[marker-end]')].map((e) => {
                    const id = /^url\\(#(.+)\\)$/.exec(e.getAttribute('marker-end'))[1];
                    const marker = document.getElementById(id);
                    return !!marker && svg.contains(marker);
                }),
                window: getComputedStyle(svg.querySelector('.window-shape')).fill,
                view: getComputedStyle(svg.querySelector('.view .shape')).fill,
            })),
        };""")
    # All drawn (the Delete button twice), the page's own <style>-free copy of each, styled by diagram.css: not black,
    # the stylesheet's colours.
    assert len(shown["svgs"]) == 3 and shown["styles"] == 0, shown
    for svg in shown["svgs"]:
        assert svg["window"] == "rgb(237, 242, 247)", svg["window"]
        assert svg["view"] not in ("rgb(0, 0, 0)", "none"), svg["view"]
    # No id twice on the page, not even of the same diagram drawn twice; each diagram's labels and arrow heads are its
    # own.
    assert len(shown["ids"]) == len(set(shown["ids"])), shown["ids"]
    assert len(shown["ids"]) >= 6, shown["ids"]
    for svg in shown["svgs"]:
        assert svg["labelledBy"] == [True, True], svg
        assert svg["markers"] and all(svg["markers"]), svg
    # The answer's language, read from another origin, and the lessons' titles in it.
    assert shown["figures"] == ["ja", "ja", "ja"] and shown["summaryLang"] == "ja", shown
    assert written_in(shown["summary"], "ja"), shown["summary"]
    for svg in shown["svgs"]:
        assert written_in(svg["title"], "ja"), svg["title"]
    assert shown["marked"] > 0
    assert severe_logs(driver) == []
