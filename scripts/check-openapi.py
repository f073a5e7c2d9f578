#!/usr/bin/env python3
"""Checks that openapi.yaml tells the truth about a live ResponderLab service.

    scripts/check-openapi.py [BASE_URL] [--spec PATH] [--timeout SECONDS]

BASE_URL defaults to http://127.0.0.1:8080; the spec defaults to the repository's openapi.yaml. The checks:

  (a) the document is a valid OpenAPI 3.1 description (openapi_spec_validator), and every `example` and request
      example in it validates against its schema;
  (b) every request example of an operation is sent to the service; the answer must have the status, media type
      and headers of the response that holds the example of the same name, equal that example exactly (compared
      as parsed JSON) and validate against the response schema (closed: an undocumented member fails);
      GET operations are checked the same way, with path parameters taken from the parameter example of the same
      name;
  (c) every example that carries an `x-request` (method, path, headers, raw body; error answers, preflights) is
      reproduced: same status, media type and documented headers, and for application/problem+json the same
      `type`, `status` and problem pointers;
  (d) GET /openapi.yaml answers this very file, byte for byte (the service embeds it at build time: rebuild
      after editing the file).

Prints one line per check and finally `N passed, M failed`; exits 1 when anything failed (2 for bad usage).
Needs only the standard library plus PyYAML and openapi-spec-validator (whose openapi-schema-validator is used
for the schema checks).
"""

from __future__ import annotations

import argparse
import copy
import http.client
import json
import pathlib
import socket
import sys
import urllib.parse

import yaml
from openapi_spec_validator import validate as validate_spec

try:  # installed with openapi-spec-validator
    from openapi_schema_validator import OAS31Validator
except ImportError:  # pragma: no cover
    OAS31Validator = None

HTTP_METHODS = ["get", "head", "post", "put", "patch", "delete", "options", "trace"]
JSON_TYPES = ("application/json", "application/problem+json")


# ---------------------------------------------------------------------------------------------------- HTTP


class Answer:
    def __init__(self, status: int, headers: list[tuple[str, str]], body: bytes):
        self.status = status
        self.headers = headers
        self.body = body

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    @property
    def media_type(self) -> str:
        return (self.header("Content-Type") or "").split(";")[0].strip().lower()


def request_body(spec: dict, request_examples: dict | None = None) -> bytes:
    """The raw body of an x-request: `body` (text), `bodyParts` ([{text, repeat}]) or `bodyExample` (the name of
    a request example of the operation, sent as JSON)."""
    if "bodyExample" in spec:
        return json.dumps((request_examples or {})[spec["bodyExample"]]["value"]).encode()
    if "bodyParts" in spec:
        return b"".join(part["text"].encode() * int(part.get("repeat", 1)) for part in spec["bodyParts"])
    body = spec.get("body", "")
    return body.encode() if isinstance(body, str) else json.dumps(body).encode()


def send(base: str, method: str, path: str, headers: dict | None = None, body: bytes = b"",
         chunked: bool = False, timeout: float = 30) -> Answer:
    """Sends one request with http.client (exact headers, any method, optional chunked body) and reads the answer.

    A server may answer (413) and close before it has read the whole body; the answer is still read then.
    """
    url = urllib.parse.urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=timeout)
    headers = dict(headers or {})
    try:
        try:
            conn.putrequest(method, path, skip_accept_encoding=True)
            for name, value in headers.items():
                conn.putheader(name, value)
            if chunked:
                conn.putheader("Transfer-Encoding", "chunked")
                conn.endheaders()
                step = 64 * 1024
                for offset in range(0, len(body), step):
                    chunk = body[offset:offset + step]
                    conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                conn.send(b"0\r\n\r\n")
            else:
                if body or method in ("POST", "PUT", "PATCH"):
                    conn.putheader("Content-Length", str(len(body)))
                conn.endheaders()
                if body:
                    conn.send(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered early; read what it said
        response = conn.getresponse()
        data = response.read()
        return Answer(response.status, list(response.getheaders()), data)
    finally:
        conn.close()


# ---------------------------------------------------------------------------------------------------- helpers


def resolve(spec: dict, node):
    """Follows local $refs (`#/components/...`)."""
    seen = 0
    while isinstance(node, dict) and "$ref" in node and len(node) == 1:
        ref = node["$ref"]
        if not ref.startswith("#/"):
            raise ValueError(f"only local $refs are supported: {ref}")
        node = spec
        for token in ref[2:].split("/"):
            node = node[token.replace("~1", "/").replace("~0", "~")]
        seen += 1
        if seen > 50:
            raise ValueError(f"$ref loop at {ref}")
    return node


def first_difference(expected, actual, where: str = "") -> str | None:
    """The JSON Pointer of the first difference (booleans and numbers are different types), or None."""
    def kind(value):
        if isinstance(value, bool):
            return "boolean"
        if isinstance(value, (int, float)):
            return "number"
        if value is None:
            return "null"
        return type(value).__name__

    if kind(expected) != kind(actual):
        return f"{where or '/'}: expected {kind(expected)} {json.dumps(expected)[:80]}, got {kind(actual)} " \
               f"{json.dumps(actual)[:80]}"
    if isinstance(expected, dict):
        for key in expected:
            if key not in actual:
                return f"{where}/{key}: missing in the answer"
        for key in actual:
            if key not in expected:
                return f"{where}/{key}: not in the documented example ({json.dumps(actual[key])[:80]})"
        for key in expected:
            found = first_difference(expected[key], actual[key], f"{where}/{key}")
            if found:
                return found
        return None
    if isinstance(expected, list):
        for index, (one, two) in enumerate(zip(expected, actual)):
            found = first_difference(one, two, f"{where}/{index}")
            if found:
                return found
        if len(expected) != len(actual):
            return f"{where or '/'}: {len(expected)} items documented, {len(actual)} answered"
        return None
    if expected != actual:
        return f"{where or '/'}: expected {json.dumps(expected)[:120]}, got {json.dumps(actual)[:120]}"
    return None


def text_difference(expected: str, actual: str) -> str:
    lines, live = expected.splitlines(), actual.splitlines()
    for number, (one, two) in enumerate(zip(lines, live), 1):
        if one != two:
            return f"line {number}: documented {one!r}, answered {two!r}"
    return f"{len(lines)} lines documented, {len(live)} answered"


def closed(schema):
    """A copy of a schema where every `type: object` schema with `properties` refuses undocumented members."""
    if isinstance(schema, dict):
        out = {key: closed(value) for key, value in schema.items()}
        if (out.get("type") == "object" and "properties" in out and "additionalProperties" not in out
                and "unevaluatedProperties" not in out):
            out["additionalProperties"] = False
        return out
    if isinstance(schema, list):
        return [closed(item) for item in schema]
    return schema


class Schemas:
    """Validates values against schemas of the document (with its components), open or closed."""

    def __init__(self, spec: dict):
        self.components = spec.get("components", {})
        self.closed_components = closed(self.components)

    def errors(self, schema: dict, value, strict: bool = False) -> list[str]:
        if OAS31Validator is None:
            return []
        root = {**(closed(schema) if strict else schema),
                "components": self.closed_components if strict else self.components}
        validator = OAS31Validator(root)
        found = sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path))
        return [f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in found[:3]]


# ---------------------------------------------------------------------------------------------------- checker


class Checker:
    def __init__(self, base: str, spec_path: pathlib.Path, timeout: float):
        self.base = base.rstrip("/")
        self.spec_path = spec_path
        self.timeout = timeout
        self.passed = 0
        self.failed = 0

    def report(self, ok: bool, name: str, why: str = "") -> None:
        if ok:
            self.passed += 1
            print(f"PASS  {name}")
        else:
            self.failed += 1
            print(f"FAIL  {name}: {why}")
        sys.stdout.flush()

    # (a)
    def check_document(self) -> dict | None:
        raw = self.spec_path.read_bytes()
        try:
            spec = yaml.safe_load(raw)
        except yaml.YAMLError as error:
            self.report(False, "spec parses as YAML", str(error))
            return None
        try:
            validate_spec(spec)
            self.report(True, f"spec {self.spec_path.name} is valid OpenAPI {spec.get('openapi')}")
        except Exception as error:  # noqa: BLE001 - any validation failure is a failed check
            self.report(False, "spec is valid OpenAPI", str(error).splitlines()[0])
        return spec

    def check_schema_examples(self, spec: dict, schemas: Schemas) -> None:
        """Every `example` keyword inside a component schema validates against that schema."""
        bad = []
        count = 0

        def walk(node, where):
            nonlocal count
            if isinstance(node, dict):
                if "example" in node and isinstance(node.get("example"), (dict, list, str, int, float, bool)):
                    schema = {k: v for k, v in node.items() if k != "example"}
                    if any(k in schema for k in ("type", "properties", "oneOf", "anyOf", "$ref", "const", "enum")):
                        count += 1
                        errors = schemas.errors(schema, node["example"])
                        if errors:
                            bad.append(f"{where}: {errors[0]}")
                for key, value in node.items():
                    if key != "example":
                        walk(value, f"{where}/{key}")
            elif isinstance(node, list):
                for index, value in enumerate(node):
                    walk(value, f"{where}/{index}")

        walk(spec.get("components", {}).get("schemas", {}), "#/components/schemas")
        self.report(not bad, f"{count} schema-level examples validate against their schemas", "; ".join(bad[:3]))

    # (b) and (c)
    def check_operations(self, spec: dict, schemas: Schemas) -> None:
        for path, item in spec.get("paths", {}).items():
            item = resolve(spec, item)
            for method in HTTP_METHODS:
                if method in item:
                    self.check_operation(spec, schemas, path, method, resolve(spec, item[method]),
                                         item.get("parameters", []))

    def check_operation(self, spec, schemas, path, method, op, path_parameters) -> None:
        label = f"{method.upper()} {path}"
        request_examples: dict = {}
        request_schema = None
        if "requestBody" in op:
            body = resolve(spec, op["requestBody"])
            media = body.get("content", {}).get("application/json", {})
            request_schema = media.get("schema")
            request_examples = {name: resolve(spec, ex) for name, ex in media.get("examples", {}).items()}
            for name, example in request_examples.items():
                errors = schemas.errors(request_schema, example.get("value")) if request_schema else []
                self.report(not errors, f"{label} request example '{name}' validates against the request schema",
                            "; ".join(errors))
        parameter_examples: dict = {}
        for parameter in list(path_parameters) + list(op.get("parameters", [])):
            parameter = resolve(spec, parameter)
            if parameter.get("in") == "path":
                parameter_examples[parameter["name"]] = {
                    name: resolve(spec, ex).get("value") for name, ex in parameter.get("examples", {}).items()}

        def concrete(template: str, name: str | None) -> str:
            for parameter, examples in parameter_examples.items():
                if not examples:
                    continue
                value = examples.get(name) if name in examples else next(iter(examples.values()))
                template = template.replace("{" + parameter + "}", urllib.parse.quote(str(value), safe=""))
            return template

        paired = set()
        for status, response in op.get("responses", {}).items():
            response = resolve(spec, response)
            if "x-request" in response:  # a response without a body: check status and headers
                request = response["x-request"]
                self.run(spec, schemas, f"{label} {status}", status, response, None, None,
                         request.get("method", method.upper()), request.get("path", concrete(path, None)),
                         request.get("headers", {}), request_body(request), request.get("chunked", False))
            for media_type, media in response.get("content", {}).items():
                for name, example in media.get("examples", {}).items():
                    example = resolve(spec, example)
                    check_name = f"{label} {status} {media_type} '{name}'"
                    if "x-request" in example:
                        request = example["x-request"]
                        if request.get("bodyExample") and request["bodyExample"] not in request_examples:
                            self.report(False, check_name, f"no request example '{request['bodyExample']}'")
                            continue
                        self.run(spec, schemas, check_name, status, response, media_type, example,
                                 request.get("method", method.upper()), request.get("path", concrete(path, name)),
                                 request.get("headers", {}), request_body(request, request_examples),
                                 request.get("chunked", False))
                    elif name in request_examples:
                        paired.add(name)
                        value = request_examples[name].get("value")
                        self.run(spec, schemas, check_name, status, response, media_type, example,
                                 method.upper(), path, {"Content-Type": "application/json"},
                                 json.dumps(value).encode(), False)
                    elif "requestBody" not in op:
                        self.run(spec, schemas, check_name, status, response, media_type, example,
                                 method.upper(), concrete(path, name), {}, b"", False)
                    else:
                        self.report(False, check_name, "no request example and no x-request of the same name")
        for name in request_examples:
            if name not in paired:
                self.report(False, f"{label} request example '{name}'", "no response example of the same name")

    def run(self, spec, schemas, name, status, response, media_type, example, method, path, headers, body,
            chunked) -> None:
        try:
            answer = send(self.base, method, path, headers, body, chunked, self.timeout)
        except (OSError, http.client.HTTPException) as error:
            self.report(False, name, f"{method} {path}: {error}")
            return
        problems = []
        if str(answer.status) != str(status):
            problems.append(f"status {answer.status}, documented {status}")
        for header, spec_header in response.get("headers", {}).items():
            spec_header = resolve(spec, spec_header)
            value = answer.header(header)
            if value is None:
                if spec_header.get("required"):
                    problems.append(f"header {header} missing")
                continue
            const = spec_header.get("schema", {}).get("const")
            if const is not None and value != const:
                problems.append(f"header {header} is '{value}', documented '{const}'")
        if media_type is not None:
            if answer.media_type != media_type:
                problems.append(f"Content-Type '{answer.header('Content-Type')}', documented {media_type}")
            elif media_type in JSON_TYPES:
                problems += self.compare_json(spec, schemas, response, media_type, example, answer)
            elif "value" in example:
                text = answer.body.decode("utf-8", "replace")
                if example.get("x-excerpt"):
                    if not text.startswith(example["value"]):
                        problems.append("the answer does not start with the documented excerpt")
                elif text != example["value"]:
                    problems.append("the answer differs from the documented text: " + text_difference(
                        example["value"], text))
        elif answer.body and method != "HEAD":
            problems.append(f"documented without a body, answered {len(answer.body)} bytes")
        self.report(not problems, f"{name} ({method} {path[:60]})", "; ".join(problems))

    def compare_json(self, spec, schemas, response, media_type, example, answer) -> list[str]:
        try:
            live = json.loads(answer.body)
        except ValueError as error:
            return [f"the answer is not JSON: {error}"]
        problems = []
        expected = example.get("value")
        if media_type == "application/problem+json" and "x-request" in example:
            for member in ("type", "status"):
                if live.get(member) != expected.get(member):
                    problems.append(f"{member} '{live.get(member)}', documented '{expected.get(member)}'")
            pointers = [field.get("pointer") for field in live.get("problems", [])]
            documented = [field.get("pointer") for field in expected.get("problems", [])]
            if pointers != documented:
                problems.append(f"pointers {pointers}, documented {documented}")
        else:
            difference = first_difference(expected, live)
            if difference:
                problems.append(f"answer differs from the example at {difference}")
        schema = response["content"][media_type].get("schema")
        if schema:
            errors = schemas.errors(schema, live, strict=True)
            if errors:
                problems.append("answer does not match the schema: " + "; ".join(errors))
            errors = schemas.errors(schema, expected, strict=True)
            if errors:
                problems.append("example does not match the schema: " + "; ".join(errors))
        return problems

    # (d)
    def check_served_spec(self) -> None:
        try:
            answer = send(self.base, "GET", "/openapi.yaml", timeout=self.timeout)
        except (OSError, http.client.HTTPException) as error:
            self.report(False, "GET /openapi.yaml", str(error))
            return
        local = self.spec_path.read_bytes()
        if answer.status == 200 and answer.body == local:
            self.report(True, f"GET /openapi.yaml is {self.spec_path.name} byte for byte ({len(local)} bytes)")
        else:
            why = f"status {answer.status}, {len(answer.body)} bytes served, {len(local)} bytes in the file"
            if answer.status == 200:
                why += " (rebuild with `swift build` after editing openapi.yaml)"
            self.report(False, "GET /openapi.yaml is the repository file byte for byte", why)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base_url", nargs="?", default="http://127.0.0.1:8080")
    parser.add_argument("--spec", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent / "openapi.yaml")
    parser.add_argument("--timeout", type=float, default=30)
    args = parser.parse_args(argv)
    checker = Checker(args.base_url, args.spec, args.timeout)
    try:
        send(checker.base, "GET", "/healthz", timeout=args.timeout)
    except (OSError, http.client.HTTPException, socket.timeout) as error:
        checker.report(False, f"service reachable at {checker.base}", str(error))
        print(f"{checker.passed} passed, {checker.failed} failed")
        return 1
    spec = checker.check_document()
    if spec is not None:
        schemas = Schemas(spec)
        if OAS31Validator is None:
            print("note: openapi_schema_validator is not importable; schema validation of answers is skipped")
        checker.check_schema_examples(spec, schemas)
        checker.check_operations(spec, schemas)
    checker.check_served_spec()
    print(f"{checker.passed} passed, {checker.failed} failed")
    return 0 if checker.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
