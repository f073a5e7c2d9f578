"""openapi.yaml's request schemas are the service's own field tables: the same fields, in the same order, and
every field the service requires is documented as required; every field an answer writes is documented; and every
component schema is the one the service's own documents build (`documents`: types, descriptions, defaults,
examples). (The generator builds and checks them that way; this catches a document that was not regenerated after
a field or its doc was added, renamed or reworded.)"""

import json
import subprocess
import sys

import yaml

from harness import REPO

sys.path.insert(0, str(REPO / "scripts" / "openapi"))
from schemas import check_answer_fields, component_schemas, object_schema  # noqa: E402


def wire_fields(binary):
    return json.loads(subprocess.run([binary, "wire-fields"], check=True, capture_output=True).stdout)


def test_every_request_object_is_documented_with_the_fields_the_service_reads(binary):
    tables = wire_fields(binary)["requests"]
    schemas = yaml.safe_load((REPO / "openapi.yaml").read_text())["components"]["schemas"]
    assert len(tables) > 20
    for table in tables:
        schema = object_schema(schemas[table["name"]], schemas)
        assert schema is not None, table["name"]
        assert list(schema["properties"]) == table["fields"], table["name"]
        assert set(table["required"]) <= set(schema.get("required", [])), table["name"]


def test_every_field_an_answer_writes_is_documented(binary):
    answers = wire_fields(binary)["answers"]
    schemas = yaml.safe_load((REPO / "openapi.yaml").read_text())["components"]["schemas"]
    names = {answer["name"] for answer in answers}
    assert {"DispatchResponse", "EventResult", "ChainResponse", "Problem", "ProblemField", "HitTestStep"} <= names
    check_answer_fields(schemas, answers)


def test_every_component_schema_is_built_from_the_service_s_documents(binary):
    built = component_schemas(wire_fields(binary))
    schemas = yaml.safe_load((REPO / "openapi.yaml").read_text())["components"]["schemas"]
    assert len(built) > 90
    assert set(built) == set(schemas)
    for name, schema in built.items():
        assert schemas[name] == schema, name


def test_an_unknown_field_is_refused_with_the_table_as_the_allowed_list(service):
    body = json.dumps({"app": {"scenes": [{"windows": [{"frame": {"x": 0, "y": 0, "width": 10, "height": 10,
                                                                 "depth": 1}}]}]},
                       "event": {"type": "motion"}}).encode()
    status, _, answer = service.request("POST", "/v1/dispatch", body)
    problem = json.loads(answer)
    assert status == 400
    assert problem["problems"][0]["pointer"] == "/app/scenes/0/windows/0/frame/depth"
    assert problem["problems"][0]["message"] == "unknown field 'depth'; allowed here: x, y, width, height"
