"""Typed clients generated from openapi.yaml: they generate, compile, and talk to the live service.

What a teaching tool or a notebook does first: generate a client from the document. Three generators:
openapi-generator (PyPI `openapi-generator-cli`, its jar run by the installed Java) for `typescript-fetch` and
`python`, and openapi-python-client. They write into .build/clients/ (git-ignored, rewritten on every run); the
TypeScript must compile with `tsc -p Tests/system/data/clients/tsconfig.json`, and each Python client lists the
examples (GET /v1/examples), fetches each body (GET /v1/examples/{name}) into its request model, posts it to the example's
endpoint and reads the answer into its response model, which must equal the service's answer to the example's
bytes. The time each step takes is written to .build/clients/timings.txt.

Missing tools fail the test (`bash scripts/bootstrap.sh --with-checks` installs them); only with
RESPONDER_LAB_CLIENTS_ALLOW_SKIP=1 does a machine without java or tsc skip it.

    RESPONDER_LAB_BIN=.build/release/responder-lab python3 -m pytest Tests/system/test_typed_clients.py -q
"""

import importlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

import pytest
import yaml

REPO = pathlib.Path(__file__).resolve().parents[2]
OUT = REPO / ".build" / "clients"
TSCONFIG = REPO / "Tests" / "system" / "data" / "clients" / "tsconfig.json"
SPEC = REPO / "openapi.yaml"
OG_PACKAGE = "responder_lab_openapi"  # openapi-generator's python client
OPC_PACKAGE = "responder_lab_client"  # openapi-python-client's
# openapi-python-client leaves out one response and says so: GET /openapi.yaml is YAML, which it cannot parse.
EXPECTED_OPC_WARNINGS = {"WARNING parsing GET /openapi.yaml within service."}

sys.path.insert(0, str(REPO / "scripts" / "openapi"))
from schemas import generator_shape_errors  # noqa: E402

TIMINGS = {}


def run(step, command, **kwargs):
    """Runs one step, records its time, and fails with its output when it fails."""
    started = time.monotonic()
    done = subprocess.run(command, cwd=REPO, capture_output=True, text=True, **kwargs)
    TIMINGS[step] = time.monotonic() - started
    (OUT / f"{step}.log").write_text(done.stdout + done.stderr)
    assert done.returncode == 0, f"{step} failed ({' '.join(map(str, command))}):\n{done.stdout[-4000:]}" \
                                 f"\n{done.stderr[-4000:]}"
    return done


def write_timings():
    lines = [f"{step}: {seconds:.1f} s" for step, seconds in TIMINGS.items()]
    (OUT / "timings.txt").write_text("\n".join(lines) + "\n")


def require_tools():
    missing = [tool for tool in ("java", "tsc") if shutil.which(tool) is None]
    if missing and os.environ.get("RESPONDER_LAB_CLIENTS_ALLOW_SKIP") == "1":
        pytest.skip(f"typed clients not checked: {', '.join(missing)} not installed "
                    f"(RESPONDER_LAB_CLIENTS_ALLOW_SKIP=1)")
    missing += [tool for tool in ("openapi-generator-cli", "openapi-python-client") if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"typed clients: {', '.join(missing)} not installed; run `bash scripts/bootstrap.sh "
                    f"--with-checks` (or set RESPONDER_LAB_CLIENTS_ALLOW_SKIP=1 to skip without java or tsc)")


@pytest.fixture(scope="module")
def generated():
    """The three clients, generated afresh from openapi.yaml into .build/clients/."""
    require_tools()
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    no_docs = {"apiTests": "false", "modelTests": "false", "apiDocs": "false", "modelDocs": "false"}
    configs = []
    for generator, folder, extra in [("typescript-fetch", "typescript-fetch", {}),
                                     ("python", "python", {"additionalProperties": {"packageName": OG_PACKAGE}})]:
        config = OUT / f"{generator}.json"
        config.write_text(json.dumps({"generatorName": generator, "inputSpec": str(SPEC),
                                      "outputDir": str(OUT / folder), "globalProperties": no_docs, **extra}))
        configs.append(str(config))
    # One JVM for both targets (a JVM start is a good part of each run); the two generate on two threads.
    run("openapi-generator", ["openapi-generator-cli", "batch", "--fail-fast", "--threads", "2", *configs])
    opc_config = OUT / "openapi-python-client.json"
    opc_config.write_text(json.dumps({"project_name_override": "responder-lab-client",
                                      "package_name_override": OPC_PACKAGE}))
    done = run("openapi-python-client", ["openapi-python-client", "generate", "--path", str(SPEC), "--config",
                                         str(opc_config), "--output-path", str(OUT / "openapi-python-client")])
    lines = [line.strip() for line in (done.stdout + done.stderr).splitlines()]
    warnings = {line for line in lines if re.match(r"(WARNING|Unable|Attempted|Error)", line)}
    warnings |= {line for line in lines if line.startswith("Cannot") and "content_type application/yaml" not in line}
    assert warnings <= EXPECTED_OPC_WARNINGS, f"openapi-python-client: {sorted(warnings - EXPECTED_OPC_WARNINGS)}"
    write_timings()
    yield OUT
    write_timings()


def test_document_shape():
    """The rules generate.py enforces (no inline object, a type beside every const, …) hold for the committed
    document, so a hand edit or a stale document is caught without the generators."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    assert generator_shape_errors(yaml.load(SPEC.read_text(), Loader=loader)) == []


def tsc_version():
    return tuple(int(part) for part in re.findall(r"\d+", subprocess.run(
        ["tsc", "--version"], capture_output=True, text=True, check=True).stdout)[:2])


def test_typescript_compiles(generated):
    assert (generated / "typescript-fetch" / "models" / "Event.ts").exists()
    flags = ["--suppressImplicitAnyIndexErrors"] if tsc_version() < (4, 9) else []  # see data/clients/tsconfig.json
    run("tsc", ["tsc", "-p", str(TSCONFIG), *flags])
    write_timings()


def import_client(folder, package):
    path = str(OUT / folder)
    if path not in sys.path:
        sys.path.insert(0, path)
    importlib.invalidate_caches()
    return importlib.import_module(package)


def direct_answer(service, endpoint, body):
    """The service's answer to the example's own bytes, posted without a client."""
    status, _, answer = service.request("POST", endpoint, body)
    assert status == 200, (endpoint, status, answer[:300])
    return json.loads(answer)


def check_answer(answer, expected, endpoint, models):
    """The answer is the response model, its parts are models, and it holds everything the service said."""
    if endpoint == "/v1/dispatch":
        assert isinstance(answer, models.DispatchResponse)
        assert answer.results and all(isinstance(result, models.EventResult) for result in answer.results)
        first = answer.results[0]
        assert str(getattr(first.outcome, "value", first.outcome)) == expected["results"][0]["outcome"]
        assert first.summary == expected["results"][0]["summary"]
        assert all(isinstance(step, models.PathStep) for step in first.path)
    else:
        assert isinstance(answer, models.ChainResponse)
        assert answer.links and all(isinstance(link, models.ChainLink) for link in answer.links)
        assert isinstance(answer.links[0].responder, models.ResponderRef)
        assert answer.links[0].responder.id == expected["links"][0]["responder"]["id"]
    assert answer.to_dict() == expected


def drop_unset_nulls(model):
    """openapi-generator's python from_dict marks every nullable field it did not find as set to None, and to_dict
    then writes `null` for it. The service reads null as absent everywhere except `window` beside `touches` (400, as
    TouchEvent documents), so the request is sent with only the fields the example has."""
    from pydantic import BaseModel
    if isinstance(model, list):
        for item in model:
            drop_unset_nulls(item)
    elif isinstance(model, dict):
        for item in model.values():
            drop_unset_nulls(item)
    elif isinstance(model, BaseModel):
        for name in list(model.model_fields_set):
            value = getattr(model, name)
            if value is None:
                model.model_fields_set.discard(name)
            else:
                drop_unset_nulls(value)


def test_openapi_generator_python_client(generated, service):
    client = import_client("python", OG_PACKAGE)
    # Closed at the end (with): an open keep-alive connection would hold up the service's shutdown.
    with client.ApiClient(client.Configuration(host=f"http://127.0.0.1:{service.port}")) as api:
        check_openapi_generator_python_client(client, api, service)


def check_openapi_generator_python_client(client, api, service):
    examples_api, evaluation = client.ExamplesApi(api), client.EvaluationApi(api)
    listing = examples_api.list_examples()
    assert isinstance(listing, client.ExampleList) and listing.examples
    started = time.monotonic()
    for summary in listing.examples:
        assert isinstance(summary, client.ExampleSummary)
        request = examples_api.get_example(summary.name).actual_instance
        kind = client.DispatchRequest if summary.endpoint == "/v1/dispatch" else client.ChainRequest
        assert isinstance(request, kind), (summary.name, type(request).__name__)
        assert isinstance(request.app, client.AppDescription)
        drop_unset_nulls(request)
        # Not compared with the body: from_dict fills in the schema's defaults, which to_dict then sends.
        _, _, body = service.request("GET", f"/v1/examples/{summary.name}")
        answer = evaluation.dispatch(request) if kind is client.DispatchRequest else evaluation.chain(request)
        check_answer(answer, direct_answer(service, summary.endpoint, body), summary.endpoint, client)
    TIMINGS[f"openapi-generator python: {len(listing.examples)} examples"] = time.monotonic() - started
    write_timings()


def test_openapi_python_client(generated, service):
    client = import_client("openapi-python-client", OPC_PACKAGE)
    models = importlib.import_module(f"{OPC_PACKAGE}.models")
    with client.Client(base_url=f"http://127.0.0.1:{service.port}", raise_on_unexpected_status=True) as http:
        check_openapi_python_client(http, models, service)


def check_openapi_python_client(http, models, service):
    from responder_lab_client.api.evaluation import chain, dispatch
    from responder_lab_client.api.examples import get_example, list_examples
    listing = list_examples.sync(client=http)
    assert isinstance(listing, models.ExampleList) and listing.examples
    started = time.monotonic()
    for summary in listing.examples:
        assert isinstance(summary, models.ExampleSummary)
        endpoint = str(getattr(summary.endpoint, "value", summary.endpoint))
        request = get_example.sync(client=http, name=summary.name)
        kind = models.DispatchRequest if endpoint == "/v1/dispatch" else models.ChainRequest
        assert isinstance(request, kind), (summary.name, type(request).__name__)
        _, _, body = service.request("GET", f"/v1/examples/{summary.name}")
        assert request.to_dict() == json.loads(body), summary.name
        operation = dispatch if kind is models.DispatchRequest else chain
        response = operation.sync_detailed(client=http, body=request)
        assert response.status_code == 200, (summary.name, response.status_code, response.content[:300])
        check_answer(response.parsed, direct_answer(service, endpoint, body), endpoint, models)
    TIMINGS[f"openapi-python-client: {len(listing.examples)} examples"] = time.monotonic() - started
    write_timings()
