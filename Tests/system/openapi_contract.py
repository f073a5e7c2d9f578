"""What openapi.yaml promises, as cases a test can send: the contract check's reading of the document.

`cases(spec)` walks every operation and yields one `Case` per promise:
  - a request example of an operation, which must validate against the request schema (`kind` "request-example");
  - a response example, sent as the request of the same name (or as its `x-request`: method, path, headers, raw
    body; error answers, preflights), whose answer must have the documented status, media type and headers, equal
    the example (parsed JSON; for problems with an `x-request`, the same `type`, `status` and pointers) and match
    the response schema, closed (an undocumented member fails) (`kind` "answer");
  - a request example with no response example of the same name, which is an error in the document.
GET operations are checked the same way, with path parameters from the parameter example of the same name.
Needs PyYAML and openapi-spec-validator (whose openapi-schema-validator does the schema checks).
"""

from __future__ import annotations

import http.client
import json
import urllib.parse

from openapi_schema_validator import OAS31Validator

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
        root = {**(closed(schema) if strict else schema),
                "components": self.closed_components if strict else self.components}
        validator = OAS31Validator(root)
        found = sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path))
        return [f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in found[:3]]




# ---------------------------------------------------------------------------------------------------- cases


class Case:
    """One promise of the document: its test id, what kind of promise it is, and what is needed to check it."""

    def __init__(self, name, kind, **facts):
        self.name = name
        self.kind = kind
        self.__dict__.update(facts)

    def __repr__(self):
        return self.name


def cases(spec: dict) -> list[Case]:
    found = []
    for path, item in spec.get("paths", {}).items():
        item = resolve(spec, item)
        for method in HTTP_METHODS:
            if method in item:
                found += operation_cases(spec, path, method, resolve(spec, item[method]), item.get("parameters", []))
    return found


def operation_cases(spec, path, method, op, path_parameters) -> list[Case]:
    label = f"{method.upper()} {path}"
    found = []
    request_examples: dict = {}
    if "requestBody" in op:
        body = resolve(spec, op["requestBody"])
        media = body.get("content", {}).get("application/json", {})
        request_schema = media.get("schema")
        request_examples = {name: resolve(spec, ex) for name, ex in media.get("examples", {}).items()}
        for name, example in request_examples.items():
            found.append(Case(f"{label} request '{name}'", "request-example", schema=request_schema,
                              value=example.get("value")))
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

    def answer(name, status, response, media_type, example, method, path, headers, body, chunked=False):
        found.append(Case(name, "answer", status=status, response=response, media_type=media_type, example=example,
                          method=method, path=path, headers=headers, body=body, chunked=chunked))

    paired = set()
    for status, response in op.get("responses", {}).items():
        response = resolve(spec, response)
        if "x-request" in response:  # a response without a body: check status and headers
            request = response["x-request"]
            answer(f"{label} {status}", status, response, None, None, request.get("method", method.upper()),
                   request.get("path", concrete(path, None)), request.get("headers", {}), request_body(request),
                   request.get("chunked", False))
        for media_type, media in response.get("content", {}).items():
            for name, example in media.get("examples", {}).items():
                example = resolve(spec, example)
                check_name = f"{label} {status} {media_type} '{name}'"
                if "x-request" in example:
                    request = example["x-request"]
                    if request.get("bodyExample") and request["bodyExample"] not in request_examples:
                        found.append(Case(check_name, "error", why=f"no request example '{request['bodyExample']}'"))
                        continue
                    answer(check_name, status, response, media_type, example, request.get("method", method.upper()),
                           request.get("path", concrete(path, name)), request.get("headers", {}),
                           request_body(request, request_examples), request.get("chunked", False))
                elif name in request_examples:
                    paired.add(name)
                    answer(check_name, status, response, media_type, example, method.upper(), path,
                           {"Content-Type": "application/json"},
                           json.dumps(request_examples[name].get("value")).encode())
                elif "requestBody" not in op:
                    answer(check_name, status, response, media_type, example, method.upper(), concrete(path, name),
                           {}, b"")
                else:
                    found.append(Case(check_name, "error", why="no request example and no x-request of the same name"))
    for name in request_examples:
        if name not in paired:
            found.append(Case(f"{label} request '{name}' answered", "error",
                              why=f"request example '{name}' has no response example of the same name"))
    return found


def answer_problems(spec: dict, schemas: Schemas, case: Case, base: str, timeout: float = 30) -> list[str]:
    """What is wrong with the service's answer to an "answer" case (empty when it keeps the promise)."""
    answer = send(base, case.method, case.path, case.headers, case.body, case.chunked, timeout)
    problems = []
    if str(answer.status) != str(case.status):
        problems.append(f"status {answer.status}, documented {case.status}")
    for header, spec_header in case.response.get("headers", {}).items():
        spec_header = resolve(spec, spec_header)
        value = answer.header(header)
        if value is None:
            if spec_header.get("required"):
                problems.append(f"header {header} missing")
            continue
        const = spec_header.get("schema", {}).get("const")
        if const is not None and value != const:
            problems.append(f"header {header} is '{value}', documented '{const}'")
        allowed = spec_header.get("schema", {}).get("enum")
        if allowed is not None and value not in allowed:
            problems.append(f"header {header} is '{value}', documented one of {allowed}")
    media_type, example = case.media_type, case.example
    if media_type is not None:
        if answer.media_type != media_type:
            problems.append(f"Content-Type '{answer.header('Content-Type')}', documented {media_type}")
        elif media_type in JSON_TYPES:
            problems += json_problems(schemas, case.response, media_type, example, answer)
        elif "value" in example:
            text = answer.body.decode("utf-8", "replace")
            if example.get("x-excerpt"):
                if not text.startswith(example["value"]):
                    problems.append("the answer does not start with the documented excerpt")
            elif text != example["value"]:
                problems.append("the answer differs from the documented text: " + text_difference(
                    example["value"], text))
    elif answer.body and case.method != "HEAD":
        problems.append(f"documented without a body, answered {len(answer.body)} bytes")
    return problems


def json_problems(schemas, response, media_type, example, answer) -> list[str]:
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


def schema_example_problems(spec: dict, schemas: Schemas) -> tuple[int, list[str]]:
    """How many `example` keywords the component schemas hold, and those that do not validate."""
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
    return count, bad
