"""openapi.yaml tells the truth about the live service.

  - the document is valid OpenAPI 3.1, and every `example` in its component schemas validates;
  - every request example validates against its operation's request schema;
  - every response example is reproduced by the release service: the request of the same name (or the example's
    `x-request`) gets the documented status, media type, headers and body, and the answer matches the response
    schema closed (an undocumented member fails) (openapi_contract.py says exactly how);
  - GET /openapi.yaml serves this very file, byte for byte (the service embeds it at build time).

    python3 -m pytest Tests/system/test_openapi.py
"""

import pytest
import yaml
from openapi_spec_validator import validate as validate_spec

import openapi_contract
from harness import REPO

SPEC_PATH = REPO / "openapi.yaml"
SPEC = yaml.safe_load(SPEC_PATH.read_bytes())
SCHEMAS = openapi_contract.Schemas(SPEC)
CASES = openapi_contract.cases(SPEC)


def test_the_document_is_valid_openapi():
    assert SPEC["openapi"].startswith("3.1")
    validate_spec(SPEC)


def test_every_schema_example_validates():
    count, bad = openapi_contract.schema_example_problems(SPEC, SCHEMAS)
    assert count > 0, "no schema-level examples found: the walk is broken"
    assert not bad, "\n".join(bad)


def test_the_document_documents_every_operation_with_examples():
    kinds = {case.kind for case in CASES}
    assert {"request-example", "answer"} <= kinds
    assert len([case for case in CASES if case.kind == "answer"]) >= 50


@pytest.mark.parametrize("case", CASES, ids=repr)
def test_promise(case, module_service):
    if case.kind == "error":
        pytest.fail(f"{case.name}: {case.why}", pytrace=False)
    elif case.kind == "request-example":
        errors = SCHEMAS.errors(case.schema, case.value) if case.schema else []
        assert not errors, "; ".join(errors)
    else:
        problems = openapi_contract.answer_problems(SPEC, SCHEMAS, case, module_service.url)
        assert not problems, f"{case.method} {case.path[:80]}: " + "; ".join(problems)


def test_the_service_serves_this_file(module_service):
    answer = openapi_contract.send(module_service.url, "GET", "/openapi.yaml")
    local = SPEC_PATH.read_bytes()
    assert answer.status == 200
    assert answer.body == local, (f"{len(answer.body)} bytes served, {len(local)} in the file: rebuild the service "
                                  "after editing openapi.yaml")


def test_what_users_read_carries_no_internal_words():
    """The API description, the examples and the playground speak of UIKit and its documentation, never of how
    this project is run (the documents it was built from, its work items or its working sessions)."""
    import re

    word = re.compile(r"\b(seeds?|issues?|sessions?)\b", re.IGNORECASE)
    files = [SPEC_PATH, *sorted((REPO / "examples").glob("*.json")),
             *sorted((REPO / "Sources/ResponderService/Playground").glob("*"))]
    assert len(files) > 10, "the examples or the playground were not found"
    found = [f"{path.relative_to(REPO)}:{number}: {line.strip()[:120]}"
             for path in files if path.is_file()
             for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1) if word.search(line)]
    assert not found, "\n".join(found)


def test_include_svg_serves_a_page_its_answer_and_its_diagram(module_service, start_service):
    """Over real HTTP, `?include=svg` (documented above, with an example) answers the JSON answer with the diagram
    `?format=svg` draws as its `svg`; every element of the diagram that carries `data-step` belongs to those steps of
    the answer's path; a text report cannot hold it, and the diagram is held to --max-answer-bytes."""
    import json
    import xml.etree.ElementTree as ElementTree

    status, _, body = module_service.request("GET", "/v1/examples/delete-button")
    assert status == 200
    status, content_type, answer = module_service.request("POST", "/v1/dispatch?include=svg", body)
    assert status == 200 and content_type == "application/json"
    answer = json.loads(answer)
    status, content_type, diagram = module_service.request("POST", "/v1/dispatch?format=svg", body)
    assert status == 200 and content_type.startswith("image/svg+xml")
    assert answer.pop("svg") == diagram.decode()
    assert answer == json.loads(module_service.request("POST", "/v1/dispatch", body)[2])

    path = answer["results"][0]["path"]
    stepped = [node for node in ElementTree.fromstring(diagram).iter() if "data-step" in node.attrib]
    assert stepped
    for node in stepped:
        for index in node.attrib["data-step"].split():
            assert path[int(index)]["responder"]["id"] == node.attrib["data-id"]
    drawn_steps = {int(index) for node in stepped for index in node.attrib["data-step"].split()}
    assert {index for index, step in enumerate(path) if step["responder"]} <= drawn_steps

    status, content_type, refused = module_service.request("POST", "/v1/dispatch?include=svg&format=text", body)
    assert status == 400 and content_type.startswith("text/plain")
    status, _, refused = module_service.request("POST", "/v1/audit?include=svg",
                                                json.dumps({"app": json.loads(body)["app"]}).encode())
    assert status == 400 and json.loads(refused)["problems"][0]["parameter"] == "include"

    # The smallest answer-size limit the service takes, and a hierarchy whose answer fits in it but whose diagram
    # (a polygon and a tooltip per view) does not.
    views = [{"id": f"v{index}", "frame": {"x": index % 39 * 10, "y": index // 39 * 10, "width": 9, "height": 9}}
             for index in range(1_500)]
    grid = json.dumps({"app": {"scenes": [{"windows": [{"id": "window", "subviews": views}]}]},
                       "event": {"type": "touch", "point": {"x": 5, "y": 5}}}).encode()
    small = start_service("--max-answer-bytes", "65536")
    assert small.request("POST", "/v1/dispatch", grid)[0] == 200
    status, _, problem = small.request("POST", "/v1/dispatch?include=svg", grid)
    assert status == 413
    problem = json.loads(problem)
    assert problem["budget"] == "answerBytes" and problem["detail"].startswith("The diagram would be larger")
