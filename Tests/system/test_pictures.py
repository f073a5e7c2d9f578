"""The guides' pictures are the service's own: docs/delete-button.svg is exactly what POST /v1/dispatch?format=svg
answers for the Delete-button example, and docs/playground.png is a 1280x900 screenshot (scripts/pictures.py makes
both)."""

import pathlib

import pytest

from harness import Service

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def service(binary):
    running = Service(binary)
    yield running
    assert running.stop() == 0


def test_the_readme_diagram_is_what_the_service_draws(service):
    status, _, body = service.request("GET", "/v1/examples/delete-button")
    assert status == 200
    status, content_type, svg = service.request("POST", "/v1/dispatch?format=svg", body)
    assert status == 200 and content_type.startswith("image/svg+xml")
    committed = (REPO / "docs" / "delete-button.svg").read_bytes()
    assert svg == committed, "docs/delete-button.svg is out of date: run scripts/pictures.py"


def test_the_playground_screenshot_is_a_1280_by_900_png():
    header = (REPO / "docs" / "playground.png").read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (1280, 900)
