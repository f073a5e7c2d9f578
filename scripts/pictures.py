#!/usr/bin/env python3
"""Makes the guides' pictures from the service itself: the Delete-button diagram (`POST /v1/dispatch?format=svg`)
and a screenshot of the playground with that lesson loaded (headless Chromium, 1280x900).

    scripts/pictures.py [BINARY]        # default: .build/release/responder-lab (build it first)

Writes docs/delete-button.svg and docs/playground.png. Tests/system/test_pictures.py checks that the committed
diagram is what the service answers, so rerun this after changing the diagrams or the Delete-button example.
"""

import json
import pathlib
import re
import subprocess
import sys
import time
import urllib.request

REPO = pathlib.Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(REPO / ".build" / "release" / "responder-lab")
    service = subprocess.Popen([binary, "serve", "--port", "0", "--log-level", "error"], stderr=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, text=True)
    try:
        port = None
        while port is None:
            line = service.stderr.readline()
            if not line:
                raise SystemExit("the service did not start")
            match = re.search(r"listening on [^\"]*:(\d+)", line)
            port = int(match.group(1)) if match else None
        base = f"http://127.0.0.1:{port}"
        body = urllib.request.urlopen(f"{base}/v1/examples/delete-button").read()
        request = urllib.request.Request(f"{base}/v1/dispatch?format=svg", data=body,
                                         headers={"Content-Type": "application/json"})
        DOCS.mkdir(exist_ok=True)
        (DOCS / "delete-button.svg").write_bytes(urllib.request.urlopen(request).read())
        screenshot(f"{base}/playground#example=delete-button", DOCS / "playground.png")
    finally:
        service.terminate()
        service.wait()
    print("wrote docs/delete-button.svg and docs/playground.png")


def screenshot(url, path):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service as ChromeService

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--lang=en-US"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=ChromeService(executable_path="/usr/bin/chromedriver"), options=options)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        driver.get(url)
        deadline = time.monotonic() + 30
        # The page draws the diagram once the run is done.
        while time.monotonic() < deadline and not driver.execute_script(
                "return !!document.querySelector('svg.responderlab-diagram .finger')"):
            time.sleep(0.2)
        time.sleep(0.5)
        driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()")
        driver.save_screenshot(str(path))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
