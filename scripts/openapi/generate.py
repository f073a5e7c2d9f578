#!/usr/bin/env python3
"""Generates the repository's openapi.yaml; every response example is the live service's real answer.

usage: scripts/openapi/generate.py BASE_URL  (a service built from this tree; see scripts/openapi/README.md)
"""
import json
import pathlib
import sys

import yaml

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from schemas import (REF, apply_wire_fields, check_answer_fields, component_schemas,  # noqa: E402
                     generator_shape_errors)

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "system"))
import openapi_contract as check  # noqa: E402  (what Tests/system/test_openapi.py checks the document with)

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8099"


def live(method, path, headers=None, body=b"", chunked=False):
    return check.send(BASE, method, path, headers or {}, body, chunked)


def example_file(name):
    return json.loads((ROOT / "examples" / f"{name}.json").read_text())


# ------------------------------------------------------------------------------------------------ headers

HEADERS = {
    "AccessControlAllowOrigin": {
        "description": "CORS: `*` (the default, `--cors-origins`), or the request's Origin when it is in the "
                       "configured list (then with `Vary: Origin`); absent for an origin not in the list.",
        "schema": {"type": "string"}, "example": "*"},
    "AccessControlExposeHeaders": {
        "description": "CORS: sent with Access-Control-Allow-Origin.",
        "schema": {"type": "string", "const": "Content-Type, Content-Language, Allow, Retry-After"}},
    "Vary": {"description": "`Origin` on every answer when `--cors-origins` restricts the origins (the answer "
                            "depends on the origin, even for a refused origin or none); `Accept-Language` on an "
                            "answer whose words are in a negotiated language, once more than one language is "
                            "offered (`GET /` lists them); both, in one header, when both hold.",
             "schema": {"type": "string", "enum": ["Origin", "Accept-Language", "Accept-Language, Origin"]}},
    "ContentLanguage": {"description": "The language of the answer's words (see `lang`): English (`en`), Japanese "
                                       "(`ja`), Simplified Chinese (`zh-Hans`) or Korean (`ko`). A problem "
                                       "(`application/problem+json`) is in that language too, the server's own "
                                       "refusals before the request is whole (a body past the limit, a NUL "
                                       "in the target, a repeated Content-Length or Host, no room for the "
                                       "body) included: every problem the service words is in its catalogue.",
                        "schema": {"type": "string", "enum": ["en", "ja", "zh-Hans", "ko"]}, "example": "en"},
    "XContentTypeOptions": {"description": "`nosniff` on every answer the service writes: a browser takes it as "
                                           "the type it is declared, never as a type guessed from its bytes.",
                            "schema": {"type": "string", "const": "nosniff"}},
    "DiagramSecurityPolicy": {"description": "With `?format=svg`: what the diagram may load or run when a browser "
                                             "opens it as a document of this origin: its inline stylesheet only.",
                              "schema": {"type": "string",
                                         "const": "default-src 'none'; style-src 'unsafe-inline'"}},
}
CORS_HEADERS = {
    "Access-Control-Allow-Origin": {"$ref": "#/components/headers/AccessControlAllowOrigin"},
    "Access-Control-Expose-Headers": {"$ref": "#/components/headers/AccessControlExposeHeaders"},
    "Vary": {"$ref": "#/components/headers/Vary"},
    "X-Content-Type-Options": {"$ref": "#/components/headers/XContentTypeOptions"},
}


def headers(**extra):
    out = dict(CORS_HEADERS)
    out.update(extra)
    return out


# A problem names the language of its words, as every answer in words does.
PROBLEM_LANGUAGE = {"Content-Language": {"$ref": "#/components/headers/ContentLanguage"}}


def allow_header(value):
    return {"Allow": {"description": "The methods this path accepts.", "required": True,
                      "schema": {"type": "string", "const": value}}}


# ------------------------------------------------------------------------------------------------ error cases

def text_problem_example(status, summary, path, headers_, body):
    request = {"method": "POST", "path": path, "headers": headers_, "body": body}
    answer = live("POST", path, headers_, body.encode())
    assert answer.status == status and answer.media_type == "text/plain", (summary, answer.status)
    return {"summary": summary, "x-request": request, "value": answer.body.decode()}


def problem_example(status, summary, method, path, headers_=None, body=None, parts=None, chunked=False,
                    description=None):
    request = {"method": method, "path": path}
    if headers_:
        request["headers"] = headers_
    if parts is not None:
        request["bodyParts"] = parts
    elif body is not None:
        request["body"] = body
    if chunked:
        request["chunked"] = True
    answer = live(method, path, headers_, check.request_body(request), chunked)
    assert answer.status == status, (summary, answer.status, answer.body[:300])
    assert answer.media_type == "application/problem+json", (summary, answer.headers)
    value = json.loads(answer.body)
    example = {"summary": summary}
    if description:
        example["description"] = description
    example["x-request"] = request
    example["value"] = value
    return example


JSON = {"Content-Type": "application/json"}
SMALL_APP = ('{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "saveButton", "class": '
             '"UIButton", "frame": {"x": 20, "y": 100, "width": 120, "height": 44}}]}]}]}, ')


def dispatch_errors():
    e = {400: {}, 413: {}, 415: {}, 422: {}}
    p = "/v1/dispatch"
    e[400]["malformed-json"] = problem_example(
        400, "The body is not JSON (here: a missing closing brace)", "POST", p, JSON,
        SMALL_APP + '"event": {"type": "touch", "point": {"x": 40, "y": 120}}',
        description="Foundation's message varies by platform; on Linux it gives no position.")
    e[400]["duplicate-field"] = problem_example(
        400, "A field name twice in one object", "POST", p, JSON,
        '{"app": {"scenes": []}, "event": {"type": "motion"}, "event": {}}',
        description="Refused while the syntax is checked, before decoding, with line, column and byte.")
    e[400]["empty-body"] = problem_example(400, "An empty body", "POST", p, JSON, "")
    e[400]["not-an-object"] = problem_example(400, "A JSON value that is not an object", "POST", p, JSON, "[]")
    e[400]["unknown-field"] = problem_example(
        400, "A typo: `subview` instead of `subviews` (every object refuses unknown fields)", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subview": [{"id": "saveButton", "class": "UIButton"}]}]}]}, '
        '"event": {"type": "touch", "point": {"x": 40, "y": 120}}}')
    e[400]["unknown-event-type"] = problem_example(
        400, "An enum value that does not exist (the message lists the allowed ones)", "POST", p, JSON,
        SMALL_APP + '"event": {"type": "tap", "point": {"x": 40, "y": 120}}}')
    e[400]["field-of-another-event-type"] = problem_example(
        400, "A field another event type has", "POST", p, JSON,
        SMALL_APP + '"event": {"type": "touch", "point": {"x": 40, "y": 120}, "responder": "saveButton"}}')
    e[400]["missing-event"] = problem_example(
        400, "Neither event nor events", "POST", p, JSON, SMALL_APP[:-2] + "}")
    e[400]["event-and-events"] = problem_example(
        400, "Both event and events", "POST", p, JSON,
        SMALL_APP + '"event": {"type": "motion"}, "events": [{"type": "motion"}]}')
    e[400]["wrong-type"] = problem_example(
        400, "A string where a number belongs", "POST", p, JSON,
        SMALL_APP + '"event": {"type": "touch", "point": {"x": "40", "y": 120}}}')
    e[400]["null-required-field"] = problem_example(
        400, "null for a required field", "POST", p, JSON, '{"app": null, "event": {"type": "motion"}}')
    e[400]["not-a-whole-number"] = problem_example(
        400, "A fraction where a whole number belongs", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "gestureRecognizers": [{"type": "tap", '
        '"numberOfTapsRequired": 1.5}]}]}]}, "event": {"type": "touch", "point": {"x": 1, "y": 1}}}')
    e[400]["invalid-value"] = problem_example(
        400, "A value out of range", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "alpha": 1.5}]}]}, "event": {"type": "motion"}}')
    e[400]["point-inside-both-forms"] = problem_example(
        400, "pointInside with both minimumSize and insets", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "pointInside": {"minimumSize": {"width": 44, '
        '"height": 44}, "insets": {"top": -10}}}]}]}, "event": {"type": "motion"}}')
    e[400]["negative-size"] = problem_example(
        400, "A negative width in minimumSize", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "pointInside": {"minimumSize": {"width": -44, '
        '"height": 44}}}]}]}, "event": {"type": "motion"}}')
    e[413]["body-too-large"] = problem_example(
        413, "A body over maxBodyBytes with Content-Length: refused before it is read", "POST", p, JSON,
        parts=[{"text": '{"title": "'}, {"text": "x", "repeat": 1048576}, {"text": '"}'}],
        description="The server answers as soon as it sees Content-Length and closes the connection "
                    "(`Connection: close`).")
    e[413]["body-too-large-chunked"] = problem_example(
        413, "A chunked body that grows past maxBodyBytes", "POST", p, JSON,
        parts=[{"text": '{"title": "'}, {"text": "x", "repeat": 1048576}, {"text": '"}'}], chunked=True)
    e[413]["too-deep"] = problem_example(
        413, "Views nested deeper than maxDepth allows (each nested view adds two JSON levels)", "POST", p, JSON,
        parts=[{"text": '{"app": {"scenes": [{"windows": [{"id": "window"'},
               {"text": ', "subviews": [{"frame": {"width": 10, "height": 10}', "repeat": 100},
               {"text": "}]", "repeat": 100},
               {"text": '}]}]}, "event": {"type": "touch", "point": {"x": 1, "y": 1}}}'}],
        description="Checked on the raw bytes before decoding; the pointer names the container that crosses the "
                    "limit.")
    e[413]["too-many-events"] = problem_example(
        413, "More than maxEvents events", "POST", p, JSON,
        parts=[{"text": '{"app": {"scenes": [{"windows": [{"id": "window"}]}]}, "events": ['},
               {"text": '{"type": "motion"}, ', "repeat": 100}, {"text": '{"type": "motion"}]}'}])
    e[413]["too-many-nodes"] = problem_example(
        413, "More than maxNodes responders (the application and its delegate count)", "POST", p, JSON,
        parts=[{"text": '{"app": {"scenes": [], "objects": ['}, {"text": "{}, ", "repeat": 19999},
               {"text": '{}]}, "event": {"type": "motion"}}'}])
    e[413]["name-too-long"] = problem_example(
        413, "An id longer than maxNameBytes", "POST", p, JSON,
        parts=[{"text": '{"app": {"scenes": [{"windows": [{"id": "'}, {"text": "w", "repeat": 300},
               {"text": '"}]}]}, "event": {"type": "motion"}}'}])
    e[413]["too-much-work"] = problem_example(
        413, "More work than maxWorkSteps: 20 fingers on 5,000 views in each of 100 events", "POST", p, JSON,
        parts=[{"text": '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": ['},
               {"text": '{"frame": {"x": 500, "y": 0, "width": 1, "height": 1}}, ', "repeat": 4999},
               {"text": '{"frame": {"x": 500, "y": 0, "width": 1, "height": 1}}]}]}]}, "events": ['},
               {"text": '{"type": "touch", "touches": [' + '{"point": {"x": 5, "y": 5}}, ' * 19
                        + '{"point": {"x": 5, "y": 5}}]}, ', "repeat": 99},
               {"text": '{"type": "touch", "point": {"x": 5, "y": 5}}]}'}],
        description="The budget is spent while the events are evaluated; the pointer names the event where it ran "
                    "out, `budget` which budget (steps, entries or answerBytes) and `limit` its limit.")
    e[400]["unknown-trace"] = problem_example(
        400, "An unknown `trace` value", "POST", p + "?trace=everything", JSON,
        SMALL_APP + '"event": {"type": "motion"}}')
    e[415]["unsupported-media-type"] = problem_example(
        415, "A body declared as XML", "POST", p, {"Content-Type": "application/xml"}, "<app/>")
    e[422]["unknown-reference"] = problem_example(
        422, "A misspelt id (with a did-you-mean hint)", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "firstResponder": "serchField", "subviews": '
        '[{"id": "searchField", "class": "UITextField", "frame": {"x": 16, "y": 60, "width": 358, "height": 36}}]}]}]}, '
        '"event": {"type": "press", "key": "return"}}')
    e[422]["number-out-of-range"] = problem_example(
        422, "A frame far beyond the range every number of a request lies in", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "banner", '
        '"frame": {"x": -1e22, "y": 0, "width": 1e22, "height": 44}}]}]}]}, "event": {"type": "motion"}}')
    waits = ", ".join(f'"wait{n}"' for n in range(60))
    e[422]["many-problems"] = problem_example(
        422, "More offending fields than one answer lists (the first 50, with total and omitted)", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "board", "gestureRecognizers": '
        '[{"id": "tap", "type": "tap", "requiresToFail": [' + waits + ']}]}]}]}]}, '
        '"event": {"type": "touch", "point": {"x": 1, "y": 1}}}')
    e[422]["unknown-reference-in-event"] = problem_example(
        422, "An event naming an id the app does not have", "POST", p, JSON,
        SMALL_APP + '"event": {"type": "action", "action": "save(_:)", "target": "editorController"}}')
    e[422]["duplicate-id"] = problem_example(
        422, "Two responders with one id", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "card"}, {"id": "card"}]}]}]}, '
        '"event": {"type": "touch", "point": {"x": 1, "y": 1}}}')
    e[422]["cannot-become-first-responder"] = problem_example(
        422, "A first responder whose canBecomeFirstResponder is false", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "firstResponder": "card", "subviews": [{"id": "card"}]}]}]}, '
        '"event": {"type": "motion"}}')
    e[422]["targets-on-a-plain-view"] = problem_example(
        422, "Target-actions on a view that is not a UIControl", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "card", "targets": '
        '[{"action": "open(_:)"}]}]}]}]}, "event": {"type": "touch", "point": {"x": 1, "y": 1}}}')
    e[413]["too-many-touches"] = problem_example(
        413, "More than maxTouches fingers in one touch event (here the second of a sequence)", "POST", p, JSON,
        parts=[{"text": SMALL_APP + '"events": [{"type": "motion"}, {"type": "touch", "touches": ['},
               {"text": '{"point": {"x": 1, "y": 1}}, ', "repeat": 20},
               {"text": '{"point": {"x": 1, "y": 1}}]}]}'}])
    e[422]["is-responder-on-scene-delegate"] = problem_example(
        422, "isResponder on a scene delegate (it applies only to the application's delegate)", "POST", p, JSON,
        '{"app": {"scenes": [{"delegate": {"isResponder": false}, "windows": [{"id": "window"}]}]}, '
        '"event": {"type": "motion"}}')
    body = json.dumps(example_file("delete-button"))
    e[400]["unknown-include"] = problem_example(
        400, "An `include` value the service does not know", "POST", p + "?include=everything", JSON, body)
    e[400]["unknown-format"] = problem_example(
        400, "A `format` value the service does not know", "POST", p + "?format=png", JSON, body)
    e[400]["unknown-lang"] = problem_example(
        400, "A `lang` that names none of the languages", "POST", p + "?lang=zh-TW", JSON, body)
    e[400]["event-out-of-range"] = problem_example(
        400, "`event` past the request's last event (`format=svg`)", "POST", p + "?format=svg&event=3", JSON, body)
    e[("text", 422)] = {"unknown-reference-in-event-text": text_problem_example(
        422, "An unknown id, as plain text (?format=text)", "/v1/dispatch?format=text", JSON,
        SMALL_APP + '"event": {"type": "action", "action": "save(_:)", "target": "saveButon"}}')}
    e[("text", 400)] = {"unknown-field-text": text_problem_example(
        400, "A typo, as plain text (?format=text)", "/v1/dispatch?format=text", JSON,
        SMALL_APP + '"event": {"type": "touch", "pointt": {"x": 40, "y": 120}}}')}
    e[("text", 415)] = {"unsupported-media-type-text": text_problem_example(
        415, "A body declared as HTML, as plain text (?format=text)", "/v1/dispatch?format=text",
        {"Content-Type": "text/html"}, SMALL_APP + '"event": {"type": "motion"}}')}
    e[("text", 413)] = {"name-too-long-text": text_problem_example(
        413, "A name over maxNameBytes, as plain text (?format=text)", "/v1/dispatch?format=text", JSON,
        '{"app": {"scenes": [{"windows": [{"id": "' + "w" * 300 + '"}]}]}, "event": {"type": "motion"}}')}
    return e


def chain_errors():
    e = {400: {}, 413: {}, 415: {}, 422: {}}
    p = "/v1/chain"
    chain_app = ('{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "badge", "class": '
                 '"BadgeView", "superclass": "UIView"}]}]}]}')
    e[400]["missing-from"] = problem_example(400, "No `from`", "POST", p, JSON, chain_app + "}")
    e[400]["event-on-chain"] = problem_example(
        400, "An event (chain requests have none)", "POST", p, JSON,
        chain_app + ', "from": "badge", "event": {"type": "motion"}}')
    e[413]["body-too-large"] = problem_example(
        413, "A body over maxBodyBytes", "POST", p, JSON,
        parts=[{"text": '{"title": "'}, {"text": "x", "repeat": 1048576}, {"text": '"}'}])
    e[413]["too-deep"] = problem_example(
        413, "JSON nested deeper than maxDepth", "POST", p, JSON,
        parts=[{"text": "[", "repeat": 201}, {"text": "]", "repeat": 201}])
    e[415]["unsupported-media-type"] = problem_example(
        415, "A body declared as HTML", "POST", p, {"Content-Type": "text/html"}, chain_app + ', "from": "badge"}')
    e[422]["unknown-from"] = problem_example(
        422, "`from` names no responder (with a did-you-mean hint when an id is within two edits)", "POST", p,
        JSON, chain_app + ', "from": "bagde"}')
    e[422]["next-loop"] = problem_example(
        422, "Overridden `next` properties that form a loop", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "a", "next": "b"}, '
        '{"id": "b", "next": "a"}]}]}]}, "from": "a"}')
    e[400]["unknown-include"] = problem_example(
        400, "An `include` value the service does not know", "POST", p + "?include=layout,style", JSON,
        chain_app + ', "from": "badge"}')
    e[("text", 422)] = {"unknown-from-text": text_problem_example(
        422, "An unknown `from`, as plain text (?format=text)", "/v1/chain?format=text", JSON,
        chain_app + ', "from": "bagde"}')}
    e[("text", 400)] = {"missing-from-text": text_problem_example(
        400, "No `from`, as plain text (?format=text)", "/v1/chain?format=text", JSON, chain_app + "}")}
    e[("text", 415)] = {"unsupported-media-type-text": text_problem_example(
        415, "A body declared as HTML, as plain text (?format=text)", "/v1/chain?format=text",
        {"Content-Type": "text/html"}, chain_app + ', "from": "badge"}')}
    e[("text", 413)] = {"name-too-long-text": text_problem_example(
        413, "A name over maxNameBytes, as plain text (?format=text)", "/v1/chain?format=text", JSON,
        '{"app": {"scenes": [{"windows": [{"id": "' + "w" * 300 + '"}]}]}, "from": "window"}')}
    return e


# ------------------------------------------------------------------------------------------------ responses

def problem_responses(errors, path, not_allowed_method, allow):
    out = {}
    descriptions = {
        400: "Malformed JSON (`malformed-json`: a syntax error, or a field name twice in one object) or valid "
             "JSON of the wrong shape (`invalid-request`): a wrong type, a missing, unknown or null required field, "
             "an unknown enum value, a value out of range, an empty body. The pointer names the field.",
        413: "A limit was crossed: `body-too-large` (maxBodyBytes), `too-deep` (maxDepth), `too-many-events` "
             "(maxEvents), `too-many-nodes` (maxNodes), `too-many-touches` (maxTouches), `name-too-long` "
             "(maxNameBytes), or the work budget ran out: `too-much-work` (maxWorkSteps, maxAnswerEntries, "
             "maxAnswerBytes; `budget` names which). See `x-limits`.",
        415: "The body is declared with a Content-Type that is not JSON. Accepted: no Content-Type, "
             "`application/json`, any `*/*+json`, and the types browsers and curl send by default "
             "(`application/x-www-form-urlencoded`, `text/plain`, `*/*`); parameters such as charset are "
             "ignored.",
        422: "Well-formed, but impossible: `unknown-reference` (every problem is an unknown id) or "
             "`impossible-app` (duplicate ids, a class in the wrong role, an impossible first responder, a `next` "
             "loop, an id of the wrong kind, `isResponder` on a scene delegate or an `objects` entry). Every problem "
             "found is listed.",
    }
    for status in (400, 413, 415, 422):
        if not errors.get(status):
            continue
        response = {"description": descriptions[status],
                    "headers": headers(**PROBLEM_LANGUAGE, **({"Connection": {
                        "description": "`close` when the server refused the body itself (`body-too-large`).",
                        "schema": {"type": "string", "const": "close"}}} if status == 413 else {})),
                    "content": {"application/problem+json": {"schema": REF("Problem"),
                                                             "examples": errors[status]}}}
        if errors.get(("text", status)):
            response["content"]["text/plain"] = {
                "schema": {"type": "string", "description": "With `?format=text`: the status and title, the "
                                                            "detail, then one line per problem."},
                "examples": errors[("text", status)]}
        out[str(status)] = response
    out["405"] = method_not_allowed(path, not_allowed_method, allow)
    return dict(sorted(out.items()))


def method_not_allowed(path, method, allow):
    concrete = path.replace("{name}", "delete-button").replace("{file}", "playground.js")
    return {
        "description": f"Any other method on this path. `Allow` lists the accepted ones ({allow}).",
        "headers": headers(**allow_header(allow), **PROBLEM_LANGUAGE),
        "content": {"application/problem+json": {"schema": REF("Problem"), "examples": {
            "method-not-allowed": problem_example(405, f"{method} {concrete}", method, concrete)}}},
    }


def not_found(path):
    return {
        "description": "No example of that name, whatever the method (a known name answers other methods "
                       "with 405). Any path this document does not list answers the same way (`not-found`, with "
                       "`GET /` pointed to).",
        "headers": headers(**PROBLEM_LANGUAGE),
        "content": {"application/problem+json": {"schema": REF("Problem"), "examples": {
            "unknown-example": problem_example(404, "An example that does not exist", "GET",
                                               "/v1/examples/delete-buton"),
            "unknown-example-delete": problem_example(
                404, "An unknown example with another method: still 404, not 405", "DELETE",
                "/v1/examples/delete-buton"),
            "unknown-path": problem_example(404, "A path that does not exist (paths are case-sensitive)",
                                            "GET", "/v1/Dispatch"),
        }}},
    }


# A free-form query value: anything but a NUL (refused before routing, see NUL_DESCRIPTION).
NO_NUL = "^[^\\u0000]*$"
# A BCP 47 tag naming one of the four languages, as Language(tag:) reads it: `en`, `ja` or `ko` (any ASCII case) with
# any subtags; `zh` with any subtags unless one of them is `Hant`, `TW`, `HK` or `MO` (Traditional Chinese), and a
# `Hans` subtag wins over those. A subtag is what lies between two `-`. The end is `(?![\s\S])`, not `$`, which
# some regex engines also match before a final newline.
_END = "(?![\\s\\S])"
_SUBTAG = "-[^-\\u0000]*"
LANG_TAG = ("^(?:[eE][nN]|[jJ][aA]|[kK][oO]|[zZ][hH](?:(?=(?:" + _SUBTAG + ")*-[hH][aA][nN][sS](?:-|" + _END + "))|"
            "(?!(?:" + _SUBTAG + ")*-(?:[hH][aA][nN][tT]|[tT][wW]|[hH][kK]|[mM][oO])(?:-|" + _END + "))))(?:"
            + _SUBTAG + ")*" + _END)
NUL_DESCRIPTION = ("A percent-encoded NUL (`%00`) in the path or in a query value, on any path and with any method: "
                   "refused before routing (decoded, it would cut the path or the value short and reach another "
                   "route or setting).")


def nul_example(method, path):
    """A replayed example of the NUL refusal on `path` (a NUL in the example's name, or in a query value)."""
    if "{name}" in path:
        return problem_example(400, "A NUL in the example's name", method, path.replace("{name}", "%00x"))
    headers_ = {"Origin": "https://example.com", "Access-Control-Request-Method": "GET"} if method == "OPTIONS" \
        else None
    return problem_example(400, "A NUL in a query value", method, f"{path}?pretty=%00", headers_)


def nul_in_target(method, path):
    if method == "HEAD":
        concrete = path.replace("{name}", "%00x") if "{name}" in path else f"{path}?pretty=%00"
        return {"description": NUL_DESCRIPTION + " (As GET, without the body.)", "headers": headers(),
                "x-request": {"method": "HEAD", "path": concrete}}
    return {"description": NUL_DESCRIPTION, "headers": headers(),
            "content": {"application/problem+json": {"schema": REF("Problem"), "examples": {
                "nul-in-target": nul_example(method, path)}}}}


def json_ok(description, schema, examples):
    return {"description": description, "headers": headers(),
            "content": {"application/json": {"schema": REF(schema), "examples": examples}}}


def live_json(method, path, body=None):
    answer = live(method, path, JSON if body is not None else {}, body or b"")
    assert answer.status == 200, (path, answer.status, answer.body[:300])
    return json.loads(answer.body)


def head_op(path, summary, tag):
    responses = {"200": {"description": "As GET, without the body.", "headers": headers(),
                         "x-request": {"method": "HEAD", "path": path.replace("{name}", "delete-button")
                                       .replace("{file}", "playground.js")}}}
    if "{name}" in path:
        responses["404"] = {"description": "No example of that name (as GET, without the body).",
                            "headers": headers(),
                            "x-request": {"method": "HEAD", "path": path.replace("{name}", "no-such-example")}}
    if "{file}" in path:
        responses["404"] = {"description": "No such file (as GET, without the body).", "headers": headers(),
                            "x-request": {"method": "HEAD", "path": path.replace("{file}", "missing.js")}}
    responses["400"] = nul_in_target("HEAD", path)
    return {
        "tags": [tag], "summary": f"Headers of GET {path}", "operationId": summary,
        "description": "Like GET, without a body.", "responses": responses}


PREFLIGHT_IDS = {"/": "preflightIndex", "/healthz": "preflightHealth", "/openapi.yaml": "preflightOpenAPI",
                 "/v1/examples": "preflightExamples", "/v1/examples/{name}": "preflightExample",
                 "/v1/classes": "preflightClasses", "/v1/dispatch": "preflightDispatch", "/v1/chain": "preflightChain",
                 "/v1/audit": "preflightAudit", "/v1/import": "preflightImport",
                 "/playground": "preflightPlayground", "/playground/{file}": "preflightPlaygroundFile"}
POST_PATHS = ("/v1/dispatch", "/v1/chain", "/v1/audit", "/v1/import")


def options_op(path, tag):
    concrete = path.replace("{name}", "delete-button").replace("{file}", "playground.js")
    methods = "POST, OPTIONS" if path in POST_PATHS else "GET, HEAD, OPTIONS"
    requested = "POST" if path in POST_PATHS else "GET"
    responses = {"204": {
        "description": f"The preflight answer: this path's methods ({methods}).",
        "headers": {
            "Allow": {"required": True, "description": "This path's methods plus OPTIONS.",
                      "schema": {"type": "string", "const": methods}},
            "Access-Control-Allow-Methods": {"required": True, "description": "The same list as `Allow`.",
                                             "schema": {"type": "string", "const": methods}},
            "Access-Control-Allow-Headers": {"required": True, "description": "The one request header the API reads "
                                                                              "that a page needs leave to send, "
                                                                              "whatever the page asked for.",
                                             "schema": {"type": "string", "const": "Content-Type"}},
            "Access-Control-Max-Age": {"required": True, "description": "Seconds a browser may cache the "
                                                                        "answer (86400; no flag changes it).",
                                       "schema": {"type": "string", "const": "86400"}},
            **CORS_HEADERS,
        },
        "x-request": {"method": "OPTIONS", "path": concrete,
                      "headers": {"Origin": "https://example.com", "Access-Control-Request-Method": requested,
                                  "Access-Control-Request-Headers": "Content-Type"}},
    }}
    if "{name}" in path:
        responses["404"] = {
            "description": "No example of that name (OPTIONS on any path this document does not list is 404 "
                           "too).",
            "headers": headers(),
            "content": {"application/problem+json": {"schema": REF("Problem"), "examples": {
                "unknown-example": problem_example(
                    404, "A preflight for an example that does not exist", "OPTIONS", "/v1/examples/delete-buton",
                    {"Origin": "https://example.com", "Access-Control-Request-Method": "GET"}),
                "unknown-path": problem_example(
                    404, "A preflight for a path that does not exist", "OPTIONS", "/v1/dispatch/extra",
                    {"Origin": "https://example.com", "Access-Control-Request-Method": "POST"}),
            }}}}
    if "{file}" in path:
        responses["404"] = {
            "description": "No such file.", "headers": headers(),
            "content": {"application/problem+json": {"schema": REF("Problem"), "examples": {
                "unknown-file": problem_example(
                    404, "A preflight for a file the playground does not have", "OPTIONS", "/playground/missing.js",
                    {"Origin": "https://example.com", "Access-Control-Request-Method": "GET"})}}}}
    responses["400"] = nul_in_target("OPTIONS", path)
    return {
        "tags": [tag], "summary": "CORS preflight", "operationId": PREFLIGHT_IDS[path],
        "description": f"A CORS preflight: 204 with `Allow` and `Access-Control-Allow-Methods` listing exactly "
                       f"this path's methods plus OPTIONS (`{methods}`). OPTIONS on a path this document does "
                       f"not list (or an unknown example name) is 404. For an Origin not in `--cors-origins` "
                       f"only `Allow` is sent.",
        "parameters": [
            {"name": "Origin", "in": "header", "schema": {"type": "string"}, "example": "https://example.com"},
            {"name": "Access-Control-Request-Method", "in": "header", "schema": {"type": "string"},
             "example": requested},
            {"name": "Access-Control-Request-Headers", "in": "header", "schema": {"type": "string"},
             "description": "Not echoed: Access-Control-Allow-Headers is always `Content-Type`.",
             "example": "Content-Type"},
        ],
        "responses": responses,
    }


PRETTY = {"$ref": "#/components/parameters/Pretty"}

# The examples whose complete, real answers this document carries. At most eight in all (dispatch and chain
# together), to keep openapi.yaml under 500 KB: answers are never shortened by hand, so the way to a smaller
# document is fewer examples. Every example stays available from GET /v1/examples.
DISPATCH_EXAMPLES = [
    "delete-button", "badge-swallows-touches", "search-field-viewdidload", "copy-paste-menu",
    "focus-shake-action-sequence", "scene-delegate-spliced",
]
CHAIN_EXAMPLES = ["delete-button-chain", "delete-button-documented"]
MAX_REQUEST_EXAMPLES = 8
assert len(DISPATCH_EXAMPLES) + len(CHAIN_EXAMPLES) <= MAX_REQUEST_EXAMPLES


SVG_DESCRIPTION = (
    "An SVG 1.1 document in screen coordinates (points): every window (`g.window`, translated to its place on the "
    "screen) and view (`g.view`, a polygon through its four corners, so rotated views are drawn rotated), labelled "
    "with class and id in one font size (a view UIKit inserted by what it belongs to: `UITabBarButton of 'feed'`), "
    "long names wrapped rather than cut and no label over another (left out on "
    "views too small to label; every element keeps its `<title>`); a window or view "
    "whose outline is one already drawn (a root view filling its window, a wrapper and what it wraps) is drawn a few "
    "points inside it, and the labels of views sharing a corner make a list down from it, each `text.label` with "
    "its responder's `data-id`. Every element "
    "that stands for a responder carries `data-id`, `data-pointer` (its object in the request, as in "
    "`?include=layout`) and classes for its roles: `hit-view`, `handler`, `swallowed`, `starved`, `diagnosed`, "
    "`in-chain`, `no-touches`, `hidden`, `synthesized`, and `outcome-<hit-test outcome>` for every view "
    "hit-testing asked. A view's `polygon.hit-area` outlines its effective hit area where it differs from its "
    "frame; `circle.finger` marks each finger (`data-touch`); the responder chain is drawn as a ladder beside the "
    "screen (`g.ladder`): one numbered `g.rung` per link, in order (`data-link`, from 1; the link's rule in its "
    "`<title>`), each rung of a view or window joined to its outline by a `line.leader` (responders that are not "
    "views have none and carry `off-screen`), and short `line.chain-link` arrows (`data-link`, `data-rule`, the "
    "rule in `<title>`) from each rung to the next. Every element of a responder that takes part in steps of the "
    "event's `path` carries `data-step`, those steps' indices (`data-step=\"0 3\"`: a page highlights step 3 with "
    "`[data-step~=\"3\"]`). Each role has one colour: a shape carries the "
    "class of its first role (`role-handler`, `role-contains-hit`), a ring (`ring-hit-view`) for each further role "
    "in the event, and the dash of its state (`dash-synthesized`). An embedded stylesheet styles every class (a page "
    "may remove it and style the classes itself); a legend lists exactly the roles drawn. The same request always "
    "gives the same bytes.")


def post_op(path, op_id, summary, description, request_schema, response_schema, names, errors, text_names,
            essential_names=()):
    request_examples, response_examples = {}, {}
    for name in names:
        body = example_file(name)
        if "from" in body:
            assert path == "/v1/chain", name
        request_examples[name] = {"summary": body.get("title", name), "value": body}
        response_examples[name] = {"summary": body.get("title", name),
                                   "value": live_json("POST", path, json.dumps(body).encode())}
    text_examples = {}
    for name in text_names:
        answer = live("POST", f"{path}?format=text", JSON, json.dumps(example_file(name)).encode())
        assert answer.status == 200 and answer.media_type == "text/plain", (name, answer.status)
        text_examples[f"{name}-text"] = {
            "summary": f"{example_file(name)['title']} (?format=text)",
            "x-request": {"method": "POST", "path": f"{path}?format=text", "headers": JSON, "bodyExample": name},
            "value": answer.body.decode()}
    for name in essential_names:
        answer = live("POST", f"{path}?fields=essentials", JSON, json.dumps(example_file(name)).encode())
        assert answer.status == 200, name
        response_examples[f"{name}-essentials"] = {
            "summary": f"{example_file(name)['title']} (?fields=essentials)",
            "x-request": {"method": "POST", "path": f"{path}?fields=essentials", "headers": JSON,
                          "bodyExample": name},
            "value": json.loads(answer.body)}
    layout_name = names[0]
    answer = live("POST", f"{path}?include=layout", JSON, json.dumps(example_file(layout_name)).encode())
    assert answer.status == 200, layout_name
    response_examples[f"{layout_name}-layout"] = {
        "summary": f"{example_file(layout_name)['title']} (?include=layout)",
        "x-request": {"method": "POST", "path": f"{path}?include=layout", "headers": JSON,
                      "bodyExample": layout_name},
        "value": json.loads(answer.body)}
    if path == "/v1/dispatch":
        # include=svg: the diagram in the JSON answer, so that one request serves a page (with the essentials, to
        # keep the example short).
        with_svg = f"{path}?fields=essentials&include=svg"
        answer = live("POST", with_svg, JSON, json.dumps(example_file(layout_name)).encode())
        assert answer.status == 200 and json.loads(answer.body)["svg"].startswith("<?xml"), layout_name
        response_examples[f"{layout_name}-with-svg"] = {
            "summary": f"{example_file(layout_name)['title']} (?fields=essentials&include=svg: the diagram as `svg`)",
            "x-request": {"method": "POST", "path": with_svg, "headers": JSON, "bodyExample": layout_name},
            "value": json.loads(answer.body)}
    answer = live("POST", f"{path}?format=svg", JSON, json.dumps(example_file(layout_name)).encode())
    assert answer.status == 200 and answer.media_type == "image/svg+xml", (layout_name, answer.status)
    svg_examples = {f"{layout_name}-svg": {
        "summary": f"{example_file(layout_name)['title']} (?format=svg)",
        "x-request": {"method": "POST", "path": f"{path}?format=svg", "headers": JSON, "bodyExample": layout_name},
        "value": answer.body.decode()}}
    ok = json_ok("The evaluation.", response_schema, response_examples)
    ok["content"]["text/plain"] = {
        "schema": {"type": "string"},
        "examples": text_examples}
    ok["content"]["image/svg+xml"] = {
        "schema": {"type": "string", "description": SVG_DESCRIPTION},
        "examples": svg_examples}
    ok["headers"] = {**ok.get("headers", headers()),
                     "Content-Security-Policy": {"$ref": "#/components/headers/DiagramSecurityPolicy"},
                     "Content-Language": {"$ref": "#/components/headers/ContentLanguage"}}
    ok["description"] = ("The evaluation: JSON, or with `?format=text` a plain-text report (`text/plain; "
                         "charset=utf-8`)" + (": per event the outcome, summary, path and diagnostics"
                                              if path == "/v1/dispatch" else ": the links, numbered, and the end")
                         + ", or with `?format=svg` a diagram (`image/svg+xml; charset=utf-8`)"
                         + (" of one event (`event=N`)" if path == "/v1/dispatch" else " of the chain")
                         + "; with `?include=svg`, the JSON answer holds that diagram as `svg`.")
    responses = {"200": ok}
    responses.update(problem_responses(errors, path, "GET", "POST, OPTIONS"))
    responses["400"]["description"] += " " + NUL_DESCRIPTION
    responses["400"]["content"]["application/problem+json"]["examples"]["nul-in-target"] = nul_example("POST", path)
    return {
        "tags": ["evaluation"], "summary": summary, "operationId": op_id, "description": description,
        "parameters": [PRETTY, {"$ref": "#/components/parameters/Format"},
                       {"$ref": "#/components/parameters/Include"}, {"$ref": "#/components/parameters/Lang"},
                       {"$ref": "#/components/parameters/AcceptLanguage"}] + (
            [{"$ref": "#/components/parameters/Fields"}, {"$ref": "#/components/parameters/Trace"},
             {"$ref": "#/components/parameters/Event"}, {"$ref": "#/components/parameters/Fixes"}]
            if path == "/v1/dispatch" else []),
        "requestBody": {"required": True, "description": "JSON (see 415 for the accepted Content-Types).",
                        "content": {"application/json": {"schema": REF(request_schema),
                                                         "examples": request_examples}}},
        "responses": responses,
    }


def get_op(path, op_id, summary, description, tag, schema, examples, extra_responses=None, parameters=None):
    responses = {"200": json_ok(summary, schema, examples) if schema else examples}
    responses.update(extra_responses or {})
    responses["400"] = nul_in_target("GET", path)
    responses["405"] = method_not_allowed(path, "POST", "GET, HEAD, OPTIONS")
    op = {"tags": [tag], "summary": summary, "operationId": op_id, "description": description}
    if parameters:
        op["parameters"] = parameters
    op["responses"] = dict(sorted(responses.items()))
    return op


def seed_note(path):
    names = [e["name"] for e in live_json("GET", "/v1/examples")["examples"] if e["endpoint"] == path]
    shown = DISPATCH_EXAMPLES if path == "/v1/dispatch" else CHAIN_EXAMPLES
    assert set(shown) <= set(names), (path, set(shown) - set(names))
    if len(shown) == len(names):
        return ""
    return (f" The examples below are {len(shown)} of the {len(names)} examples for this endpoint, with their "
            f"complete answers; `GET /v1/examples` lists all of them.")


def paths():
    out = {}
    browser = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}
    answer = live("GET", "/", browser)
    assert answer.status == 303 and answer.header("Location") == "/playground", answer.status
    out["/"] = {
        "get": get_op("/", "getIndex", "Index of the endpoints",
                      "The service's name and its endpoints. A browser (an `Accept` header that lists `text/html` "
                      "before any JSON type) is sent to the playground instead (303).",
                      "service", "Index", {"index": {"summary": "The index", "value": live_json("GET", "/")}},
                      parameters=[PRETTY], extra_responses={"303": {
                          "description": "A browser asked for a page: see the playground.",
                          "headers": {"Location": {"description": "The playground.", "required": True,
                                                   "schema": {"type": "string", "const": "/playground"}}},
                          "x-request": {"method": "GET", "path": "/", "headers": browser}}}),
        "head": head_op("/", "headIndex", "service"), "options": options_op("/", "service")}
    csp = {"Content-Security-Policy": {
        "description": "Only this service: no inline script or style, no other origin, no frames.", "required": True,
        "schema": {"type": "string", "const": live("GET", "/playground").header("Content-Security-Policy")}}}
    page = live("GET", "/playground").body.decode()
    out["/playground"] = {
        "get": get_op("/playground", "getPlayground", "The playground",
                      "A teaching page (HTML, with its script and stylesheet under /playground/): it lists the "
                      "examples in lesson order, runs one from an editor, and shows the diagram beside the hit-test "
                      "trace, the chain with its rules, the path step by step and the diagnostics. Clicking the "
                      "diagram moves the finger; the state lives in the URL fragment, so a link can be shared.",
                      "service", None, {
                          "description": "The page.", "headers": {**headers(), **csp},
                          "content": {"text/html": {"examples": {"page": {
                              "summary": "The page (its first line)", "x-excerpt": True,
                              "value": page.split("\n", 1)[0] + "\n"}}}}}),
        "head": head_op("/playground", "headPlayground", "service"),
        "options": options_op("/playground", "service")}
    files = {}
    for name, media in [("playground.js", "text/javascript"), ("playground.css", "text/css"),
                        ("diagram.css", "text/css")]:
        body = live("GET", f"/playground/{name}").body.decode()
        files[name] = (media, body.split("\n", 1)[0] + "\n")
    out["/playground/{file}"] = {
        "parameters": [{"name": "file", "in": "path", "required": True,
                        "description": "`playground.js`, `playground.css`, or `diagram.css` (the diagrams' own "
                                       "stylesheet, for a page whose policy refuses their inline `<style>`).",
                        "schema": {"type": "string", "enum": list(files)},
                        "examples": {name: {"value": name} for name in files}}],
        "get": get_op("/playground/{file}", "getPlaygroundFile", "The playground's script or a stylesheet",
                      "Served with the same Content-Security-Policy as the page.", "service", None, {
                          "description": "The file.", "headers": {**headers(), **csp},
                          "content": {media: {"examples": {
                              name: {"summary": f"{name} (its first line)", "x-excerpt": True, "value": first}
                              for name, (kind, first) in files.items() if kind == media}}
                              for media in dict.fromkeys(kind for kind, _ in files.values())}},
                      extra_responses={"404": {
                          "description": "No such file.", "headers": headers(),
                          "content": {"application/problem+json": {"schema": REF("Problem"), "examples": {
                              "unknown-file": problem_example(404, "A file the playground does not have", "GET",
                                                              "/playground/missing.js")}}}}}),
        "head": head_op("/playground/{file}", "headPlaygroundFile", "service"),
        "options": options_op("/playground/{file}", "service")}
    out["/healthz"] = {
        "get": get_op("/healthz", "getHealth", "Liveness", "Always `{\"status\":\"ok\"}` while the server runs "
                      "(`responder-lab healthcheck` calls it). Ignores `pretty`.", "service", "Health",
                      {"ok": {"summary": "Healthy", "value": live_json("GET", "/healthz")}}),
        "head": head_op("/healthz", "headHealth", "service"), "options": options_op("/healthz", "service")}
    spec_excerpt = "openapi: 3.1.0\n"
    out["/openapi.yaml"] = {
        "get": get_op("/openapi.yaml", "getOpenAPI", "This document",
                      "The repository's openapi.yaml, compiled into the binary at build time and served byte for "
                      "byte.", "service", None, {
                          "description": "This document.", "headers": headers(),
                          "content": {"application/yaml": {
                              "examples": {"document": {"summary": "The document (its first line)",
                                                        "x-excerpt": True, "value": spec_excerpt}}}}}),
        "head": head_op("/openapi.yaml", "headOpenAPI", "service"),
        "options": options_op("/openapi.yaml", "service")}
    examples = get_op("/v1/examples", "listExamples", "The examples",
                      "Every example with the endpoint it is for; `href` gives its ready-to-POST body. Each "
                      "lesson's `title`, `description` and `lookAt` are in the language `lang` or "
                      "`Accept-Language` asks for, read as the POST endpoints read them and named in "
                      "`Content-Language`; names, endpoints and bodies are the same in every language (the bodies "
                      "keep their English `title` and `description`).",
                      "examples", "ExampleList",
                      {"all": {"summary": "Every example", "value": live_json("GET", "/v1/examples")}},
                      parameters=[PRETTY, {"$ref": "#/components/parameters/Lang"},
                                  {"$ref": "#/components/parameters/AcceptLanguage"}])
    ok = examples["responses"]["200"]
    ok["headers"] = {**ok["headers"], "Content-Language": {"$ref": "#/components/headers/ContentLanguage"}}
    refused = examples["responses"]["400"]
    refused["description"] = ("A `lang` that names none of the languages: 400 `invalid-request` naming the "
                              "parameter and the values it takes, as on the POST endpoints (the other query "
                              "parameters of the POST endpoints do not apply here). " + refused["description"])
    refused["content"]["application/problem+json"]["examples"]["unknown-lang"] = problem_example(
        400, "A `lang` that names none of the languages", "GET", "/v1/examples?lang=zh-TW")
    out["/v1/examples"] = {
        "get": examples,
        "head": head_op("/v1/examples", "headExamples", "examples"),
        "options": options_op("/v1/examples", "examples")}
    one = {}
    for name in ["delete-button", "delete-button-chain"]:
        value = live_json("GET", f"/v1/examples/{name}")
        assert value == example_file(name)
        one[name] = {"summary": value["title"], "value": value}
    out["/v1/examples/{name}"] = {
        "parameters": [{"name": "name", "in": "path", "required": True, "description": "An example's name "
                        "(GET /v1/examples lists them).", "schema": {"type": "string"},
                        "examples": {n: {"value": n} for n in one}}],
        "get": get_op("/v1/examples/{name}", "getExample", "One example's request body",
                      "The request body of one example, byte for byte as `examples/<name>.json` (its own "
                      "formatting; `pretty` does not apply). POST it to the example's endpoint: a DispatchRequest "
                      "for `/v1/dispatch`, a ChainRequest (it has `from`) for `/v1/chain`.", "examples", None,
                      {"description": "The request body.", "headers": headers(),
                       "content": {"application/json": {
                           "schema": REF("ExampleRequest"), "examples": one}}},
                      extra_responses={"404": not_found("/v1/examples/{name}")}),
        "head": head_op("/v1/examples/{name}", "headExample", "examples"),
        "options": options_op("/v1/examples/{name}", "examples")}
    out["/v1/classes"] = {
        "get": get_op("/v1/classes", "listClasses", "The UIKit class catalogue",
                      "Every built-in class the service knows, with the defaults an instance starts with. A "
                      "`class` in an app description that is one of these picks up its defaults; a custom class "
                      "names one as `superclass`.", "examples", "ClassList",
                      {"all": {"summary": "The catalogue", "value": live_json("GET", "/v1/classes")}},
                      parameters=[PRETTY]),
        "head": head_op("/v1/classes", "headClasses", "examples"),
        "options": options_op("/v1/classes", "examples")}
    out["/v1/dispatch"] = {
        "post": post_op(
            "/v1/dispatch", "dispatch", "Evaluate events against an app",
            "Builds the described app (UIKit defaults applied, private wrappers synthesized in the runtime "
            "profile), then evaluates each event in order: hit-testing, gesture recognizers, every responder-"
            "chain walk, actions, first-responder changes and the edit menu, with diagnostics explaining what "
            "went wrong and how to fix it. Each event sees the state the previous one left." + seed_note("/v1/dispatch"),
            "DispatchRequest", "DispatchResponse", DISPATCH_EXAMPLES, dispatch_errors(),
            ["delete-button", "search-field-viewdidload"], ["badge-swallows-touches"]),
        "options": options_op("/v1/dispatch", "evaluation")}
    out["/v1/chain"] = {
        "post": post_op(
            "/v1/chain", "chain", "The responder chain from a responder",
            "The chain `next` by `next` from one responder, with the UIKit rule behind every link and why it "
            "ends." + seed_note("/v1/chain"), "ChainRequest", "ChainResponse", CHAIN_EXAMPLES, chain_errors(), ["delete-button-chain"]),
        "options": options_op("/v1/chain", "evaluation")}
    out["/v1/audit"] = {"post": audit_op(), "options": options_op("/v1/audit", "evaluation")}
    out["/v1/import"] = {"post": import_op(), "options": options_op("/v1/import", "evaluation")}
    return out


# The examples audited in this document: each example's app and settings without its event.
AUDIT_EXAMPLES = ["clear-overlay-covers-button", "explicit-target-crash"]


def audit_body(name):
    body = example_file(name)
    return {k: v for k, v in body.items() if k in ("title", "description", "profile", "settings", "app")}


def audit_errors():
    e = {400: {}, 413: {}, 415: {}, 422: {}}
    p = "/v1/audit"
    app = '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "save", "class": "UIButton"}]}]}]}'
    e[400]["event-in-audit"] = problem_example(
        400, "An event (an audit finds the events itself)", "POST", p, JSON,
        app[:-1] + ', "event": {"type": "touch", "point": {"x": 1, "y": 1}}}')
    e[400]["svg-audit"] = problem_example(
        400, "format=svg (an audit answers JSON or text)", "POST", p + "?format=svg", JSON, app)
    e[400]["unknown-witness"] = problem_example(
        400, "A `witness` value the service does not know", "POST", p + "?witness=none", JSON, app)
    e[413]["too-deep"] = problem_example(
        413, "JSON nested deeper than maxDepth", "POST", p, JSON,
        parts=[{"text": "[", "repeat": 201}, {"text": "]", "repeat": 201}])
    e[415]["unsupported-media-type"] = problem_example(
        415, "A body declared as HTML", "POST", p, {"Content-Type": "text/html"}, app)
    e[422]["duplicate-id"] = problem_example(
        422, "Two responders with one id", "POST", p, JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "card"}, {"id": "card"}]}]}]}}')
    e[("text", 400)] = {"event-in-audit-text": text_problem_example(
        400, "An event, as plain text (?format=text)", "/v1/audit?format=text", JSON,
        app[:-1] + ', "event": {"type": "motion"}}')}
    e[("text", 415)] = {"unsupported-media-type-text": text_problem_example(
        415, "A body declared as HTML, as plain text (?format=text)", "/v1/audit?format=text",
        {"Content-Type": "text/html"}, app)}
    e[("text", 422)] = {"duplicate-id-text": text_problem_example(
        422, "Two responders with one id, as plain text (?format=text)", "/v1/audit?format=text", JSON,
        '{"app": {"scenes": [{"windows": [{"id": "window", "subviews": [{"id": "card"}, {"id": "card"}]}]}]}}')}
    e[("text", 413)] = {"name-too-long-text": text_problem_example(
        413, "A name over maxNameBytes, as plain text (?format=text)", "/v1/audit?format=text", JSON,
        '{"app": {"scenes": [{"windows": [{"id": "' + "w" * 300 + '"}]}]}}')}
    return e


def audit_op():
    path = "/v1/audit"
    request_examples, response_examples, text_examples = {}, {}, {}
    for name in AUDIT_EXAMPLES:
        body = audit_body(name)
        request_examples[name] = {"summary": body.get("title", name), "value": body}
        response_examples[name] = {"summary": body.get("title", name),
                                   "value": live_json("POST", path, json.dumps(body).encode())}
    name = AUDIT_EXAMPLES[0]
    answer = live("POST", f"{path}?witness=event", JSON, json.dumps(audit_body(name)).encode())
    assert answer.status == 200, name
    response_examples[f"{name}-witness-event"] = {
        "summary": f"{audit_body(name)['title']} (?witness=event)",
        "x-request": {"method": "POST", "path": f"{path}?witness=event", "headers": JSON, "bodyExample": name},
        "value": json.loads(answer.body)}
    answer = live("POST", f"{path}?format=text", JSON, json.dumps(audit_body(name)).encode())
    assert answer.status == 200 and answer.media_type == "text/plain", (name, answer.status)
    text_examples[f"{name}-text"] = {
        "summary": f"{audit_body(name)['title']} (?format=text)",
        "x-request": {"method": "POST", "path": f"{path}?format=text", "headers": JSON, "bodyExample": name},
        "value": answer.body.decode()}
    ok = json_ok("The findings.", "AuditResponse", response_examples)
    ok["content"]["text/plain"] = {"schema": {"type": "string"}, "examples": text_examples}
    ok["headers"] = {**ok["headers"], "Content-Language": {"$ref": "#/components/headers/ContentLanguage"}}
    ok["description"] = ("The findings: JSON, or with `?format=text` a plain-text report (`text/plain; "
                         "charset=utf-8`): a count line, then each finding with its hint and witness.")
    responses = {"200": ok}
    responses.update(problem_responses(audit_errors(), path, "GET", "POST, OPTIONS"))
    responses["400"]["description"] += " " + NUL_DESCRIPTION
    responses["400"]["content"]["application/problem+json"]["examples"]["nul-in-target"] = nul_example("POST", path)
    return {
        "tags": ["evaluation"], "summary": "Audit an app for latent event-delivery bugs", "operationId": "audit",
        "description": (
            "Finds, without being given an event, everything in the described app that will not receive the "
            "events it is built for: interactive views no touch can reach (drawn outside a superview, covered, "
            "blocked by an ancestor, of zero size, off the window) or can reach only in part, tap targets under 44 "
            "points, recognizers on views that get no touches, touch overrides that starve responders above, tap "
            "recognizers that cancel cells' touches, explicit targets that crash, nil-targeted actions no chain "
            "can deliver, overridden `next` properties that skip responders, text inputs that never become first "
            "responder and keyboards in windows that are not key. Reachability is decided by hit-testing sample "
            "points across each interactive view's hit area, at most 22 points apart (so no 44 × 44 region is "
            "missed), exactly as a touch is hit-tested. Each finding has a witness: an event that, put in the "
            "answer's `witnessBase` (the same app, once for all findings), is a `/v1/dispatch` request whose answer "
            "shows the bug, and what it shows. Findings come "
            "errors first, then warnings, then infos, in tree order; the same request always gives the same "
            "answer. The app takes the same limits and gets the same problems as on `/v1/dispatch`; the audit "
            "counts against the same work budget (one step per view each sample's hit-test asks)."),
        "parameters": [PRETTY, {"$ref": "#/components/parameters/AuditFormat"},
                       {"$ref": "#/components/parameters/Witness"}, {"$ref": "#/components/parameters/Lang"},
                       {"$ref": "#/components/parameters/AcceptLanguage"}, {"$ref": "#/components/parameters/Fixes"}],
        "requestBody": {"required": True, "description": "JSON (see 415 for the accepted Content-Types).",
                        "content": {"application/json": {"schema": REF("AuditRequest"),
                                                         "examples": request_examples}}},
        "responses": responses,
    }


# The real dumps this document imports (Tests/ResponderImportTests/Dumps names each one's public source).
DUMPS = ROOT / "Tests" / "ResponderImportTests" / "Dumps"
IMPORT_EXAMPLES = {
    "window-with-controllers": {"recursiveDescription": "lldb-notes-ios13-tabbar-discover",
                                "printHierarchy": "lldb-notes-ios13-tabbar-print-hierarchy"},
    "cycript-window": {"recursiveDescription": "owasp-mastg-cycript-uncrackable"},
    # The debugging guide's run: the sample dumps with a card's tap recognizer and the Save button's targets pasted.
    "pasted-recognizers-and-targets": {"recursiveDescription": "../Pastes/sample-inbox.dump",
                                       "printHierarchy": "../Pastes/sample-inbox.hierarchy",
                                       "gestureRecognizers": "../Pastes/sample-inbox-card-tap.recognizers",
                                       "targets": "../Pastes/sample-inbox-save-button.targets"},
    # The same dumps with what _shortMethodDescription prints for the card and the controller.
    "pasted-method-listings": {"recursiveDescription": "../Pastes/sample-inbox.dump",
                               "printHierarchy": "../Pastes/sample-inbox.hierarchy",
                               "methods": "../Pastes/sample-inbox.methods"},
}


IMPORT_SUMMARIES = {
    "pasted-method-listings":
        "The debugging guide's sample dumps, with what _shortMethodDescription prints for the card and the controller",
    "pasted-recognizers-and-targets":
        "The debugging guide's sample dumps, with a card's tap recognizer and the Save button's targets pasted",
}


def import_body(name):
    return {field: (DUMPS / f"{dump}.txt").read_text() for field, dump in IMPORT_EXAMPLES[name].items()}


def import_errors():
    e = {400: {}, 413: {}, 415: {}, 422: {}}
    p = "/v1/import"
    e[400]["no-dump"] = problem_example(
        400, "Neither dump", "POST", p, JSON, '{"screen": {"width": 390, "height": 844}}')
    e[400]["format-svg"] = problem_example(
        400, "format=svg (an import answers JSON)", "POST", p + "?format=svg", JSON,
        '{"recursiveDescription": "<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>"}')
    e[413]["too-deep"] = problem_example(
        413, "A view nested deeper than an app description may nest", "POST", p, JSON,
        json.dumps({"recursiveDescription": "\n".join(
            "| " * level + f"<UIView: 0x{level + 1:x}; frame = (0 0; 1 1)>" for level in range(120))}))
    e[415]["unsupported-media-type"] = problem_example(
        415, "A body declared as plain text (send JSON)", "POST", p, {"Content-Type": "application/xml"},
        "<UIView: 0x1; frame = (0 0; 10 10)>")
    e[422]["unreadable-line"] = problem_example(
        422, "A line that cannot be read (its line and column, what was expected)", "POST", p, JSON,
        json.dumps({"recursiveDescription": "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
                                            "   | <UIButton: 0x3; frame = (20 100; 80 44)\n"
                                            "   | <UILabel: 0x5; frame = (20 200; 80 44); layer = <CALayer: 0x6>>"}))
    e[422]["number-out-of-range"] = problem_example(
        422, "A frame that prints a number outside the range every number of an app description lies in", "POST", p,
        JSON,
        json.dumps({"recursiveDescription": "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
                                            "   | <UIButton: 0x3; frame = (1e308 100; 80 44); layer = <CALayer: 0x4>>"}))
    e[422]["controllers-as-views"] = problem_example(
        422, "_printHierarchy's text sent as recursiveDescription", "POST", p, JSON,
        json.dumps({"recursiveDescription": "<MyApp.InboxViewController 0x1>, state: appeared, view: <UIView 0x2>"}))
    e[422]["no-entry"] = problem_example(
        422, "A text with no view in it", "POST", p, JSON,
        json.dumps({"recursiveDescription": "(lldb) po view\n"}))
    return e


def import_op():
    path = "/v1/import"
    request_examples, response_examples = {}, {}
    for name in IMPORT_EXAMPLES:
        body = import_body(name)
        summary = (IMPORT_SUMMARIES.get(name) or f"Real dumps: {', '.join(IMPORT_EXAMPLES[name].values())}")
        request_examples[name] = {"summary": summary,
                                  "value": body}
        response_examples[name] = {"summary": request_examples[name]["summary"],
                                   "value": live_json("POST", path, json.dumps(body).encode())}
    ok = json_ok("The app description, every line's account, and what to fill in.", "ImportResponse",
                 response_examples)
    ok["headers"] = {**ok["headers"], "Content-Language": {"$ref": "#/components/headers/ContentLanguage"}}
    responses = {"200": ok}
    responses.update(problem_responses(import_errors(), path, "GET", "POST, OPTIONS"))
    responses["400"]["description"] += " " + NUL_DESCRIPTION
    responses["400"]["content"]["application/problem+json"]["examples"]["nul-in-target"] = nul_example("POST", path)
    return {
        "tags": ["evaluation"], "summary": "Import an app from what UIKit prints in the debugger",
        "operationId": "importDumps",
        "description": (
            "Reads `recursiveDescription` (views: class, address, frame, hidden, alpha, userInteractionEnabled, "
            "clipsToBounds, transform, gesture recognizers present, scroll views' contentOffset and contentSize, "
            "cells' baseClass) and `_printHierarchy` (controllers: class, state, view, children, presented) into "
            "the app description the other endpoints take. Every line is accounted for: the view or controller it "
            "became, with its id and JSON Pointer, or why it was left out. Ids are the class's short name and the "
            "end of the address (`button-69a0`), the same for the same dump. Private wrappers the dump shows "
            "(`UITransitionView`, `UILayoutContainerView`, `UITableViewCellContentView`) are kept as printed; "
            "controllers are found at their views by address (`viewController`), presented ones say who presented "
            "them. A transformed view's printed frame is the box around it: its own size is recovered from the "
            "transform where the box tells it, and the line says so where it does not. A dump of a view, not of a "
            "window, is put in a window of `screen`'s size. `toFill` lists what no dump shows and a request may "
            "need (target-actions, recognizers' kinds, overridden methods, actions, the first responder), with "
            "the pointer where each goes; nothing is invented. The lines' `note` and `leftOut`, the `notes` and "
            "`toFill`'s messages are in the language `lang` or `Accept-Language` asks for, named in "
            "`Content-Language`; class names, ids, fields and the text a dump printed stay as they are. One step of "
            "the work budget per line."),
        "parameters": [PRETTY, {"$ref": "#/components/parameters/Lang"},
                       {"$ref": "#/components/parameters/AcceptLanguage"}],
        "requestBody": {"required": True, "description": "JSON (see 415 for the accepted Content-Types).",
                        "content": {"application/json": {"schema": REF("ImportRequest"),
                                                         "examples": request_examples}}},
        "responses": responses,
    }


# ------------------------------------------------------------------------------------------------ document

LIMITS = {
    "maxBodyBytes": {"default": 1048576, "minimum": 1024, "maximum": 67108864, "flag": "--max-body-bytes",
                     "env": "RESPONDER_LAB_MAX_BODY_BYTES", "status": 413,
                     "problem": "urn:responderlab:problem:body-too-large",
                     "description": "Largest request body in bytes. A larger declared Content-Length is refused "
                                    "from the headers; the refusal is sent at once when the client asked Expect: "
                                    "100-continue, else after the body was read and discarded (see lingeringBytes). "
                                    "A chunked body is refused once it grows past it, answered at its end."},
    "lingeringBytes": {"default": 16777216, "minimum": 0, "maximum": 1073741824, "flag": "--lingering-bytes",
                       "env": "RESPONDER_LAB_LINGERING_BYTES",
                       "description": "Most body bytes of a refused request (413, or 400 for %00) read and discarded "
                                      "before the refusal is sent, so that clients that write the whole body before "
                                      "reading still read it; a declared body larger than this is refused at once, "
                                      "and a body going on past it has its connection closed unanswered. 0: refuse at "
                                      "once and close."},
    "lingeringSeconds": {"default": 30, "minimum": 1, "maximum": 3600, "flag": "--lingering-seconds",
                         "env": "RESPONDER_LAB_LINGERING_SECONDS",
                         "description": "Longest time spent reading and discarding a refused body (at most 5 s "
                                        "without a byte); past it the connection is closed unanswered."},
    "maxNodes": {"default": 20000, "minimum": 1, "maximum": 1000000, "flag": "--max-nodes",
                 "env": "RESPONDER_LAB_MAX_NODES", "status": 413, "problem": "urn:responderlab:problem:too-many-nodes",
                 "description": "Most responders in one app description: application, delegates, scenes, windows, "
                                "controllers, views and objects, the generated ones (the default AppDelegate, "
                                "implicit root views) included; synthesized private wrappers are not counted."},
    "maxDepth": {"default": 200, "minimum": 8, "maximum": 500, "flag": "--max-depth", "env": "RESPONDER_LAB_MAX_DEPTH",
                 "status": 413, "problem": "urn:responderlab:problem:too-deep",
                 "description": "Deepest JSON nesting (objects and arrays); each nested view adds two levels. "
                                "Checked on the raw bytes before decoding."},
    "maxEvents": {"default": 100, "minimum": 1, "maximum": 100000, "flag": "--max-events",
                  "env": "RESPONDER_LAB_MAX_EVENTS", "status": 413, "problem": "urn:responderlab:problem:too-many-events",
                  "description": "Most events in one request (`events`)."},
    "maxTouches": {"default": 20, "minimum": 1, "maximum": 1000, "flag": "--max-touches",
                   "env": "RESPONDER_LAB_MAX_TOUCHES", "status": 413,
                   "problem": "urn:responderlab:problem:too-many-touches",
                   "description": "Most fingers (`touches`) in one touch event; the pointer names the event's "
                                  "`touches` (`/event/touches` or `/events/N/touches`)."},
    "maxNameBytes": {"default": 256, "minimum": 16, "maximum": 65536, "flag": "--max-name-bytes",
                     "env": "RESPONDER_LAB_MAX_NAME_BYTES", "status": 413,
                     "problem": "urn:responderlab:problem:name-too-long",
                     "description": "Longest string or field name in UTF-8 bytes (ids, classes, selectors, reasons), "
                                    "except the top-level `title` and `description`; the pointer names it. Answers "
                                    "repeat names in every step, so a name's length multiplies the answer's size."},
    "maxWorkSteps": {"default": 1000000, "minimum": 1000, "maximum": 1000000000, "flag": "--max-work-steps",
                     "env": "RESPONDER_LAB_MAX_WORK_STEPS", "status": 413,
                     "problem": "urn:responderlab:problem:too-much-work",
                     "description": "Work budget of one request: views hit-testing and the unreachable-view scan "
                                    "ask, responders walked along chains (deliveries, actions, edit-menu searches, "
                                    "recognizers). Spent while evaluating; evaluation stops as soon as it runs out "
                                    "(`budget: steps`, the pointer names the event)."},
    "maxAnswerEntries": {"default": 20000, "minimum": 100, "maximum": 100000000, "flag": "--max-answer-entries",
                         "env": "RESPONDER_LAB_MAX_ANSWER_ENTRIES", "status": 413,
                         "problem": "urn:responderlab:problem:too-much-work",
                         "description": "Work budget of one request: entries its answer would hold (hit-test trace "
                                        "steps, path steps, walk steps, chain links, recognizers, menu items, "
                                        "diagnostics and the responders they name), counted as they are recorded "
                                        "(`budget: entries`)."},
    "maxAnswerBytes": {"default": 4194304, "minimum": 65536, "maximum": 1073741824, "flag": "--max-answer-bytes",
                       "env": "RESPONDER_LAB_MAX_ANSWER_BYTES", "status": 413,
                       "problem": "urn:responderlab:problem:too-much-work",
                       "description": "Largest answer in bytes, of any kind (JSON, text, SVG, audit), enforced "
                                      "while it is written: the writer never holds more (`budget: answerBytes`)."},
    "maxProblems": {"default": 50, "minimum": 1, "maximum": 1000, "flag": "--max-problems",
                    "env": "RESPONDER_LAB_MAX_PROBLEMS",
                    "description": "Most offending fields one problem answer lists; past it the answer gives "
                                   "`total` and `omitted`, and the fields past it are counted, never built."},
    "maxSuggestions": {"default": 10, "minimum": 0, "maximum": 100, "flag": "--max-suggestions",
                       "env": "RESPONDER_LAB_MAX_SUGGESTIONS",
                       "description": "Most unknown ids of one request that get a did-you-mean `suggestion` (each "
                                      "compares the id with every known id once)."},
    "connectionLimit": {"default": 1024, "minimum": 1, "maximum": 65536, "flag": "--connection-limit",
                        "env": "RESPONDER_LAB_CONNECTION_LIMIT",
                        "description": "Most open connections; at the limit no more are accepted (they wait in the kernel's accept queue)."},
    "perIPConnectionLimit": {"default": 256, "minimum": 1, "maximum": 65536, "flag": "--per-ip-connection-limit",
                             "env": "RESPONDER_LAB_PER_IP_CONNECTION_LIMIT",
                             "description": "Most open connections from one client address; one more is held, unanswered, "
                                            "for up to 1 s and admitted when one of them closes, else closed."},
    "connectionTimeoutSeconds": {"default": 30, "minimum": 1, "maximum": 3600, "flag": "--connection-timeout",
                                 "env": "RESPONDER_LAB_CONNECTION_TIMEOUT",
                                 "description": "Seconds an idle connection is kept open."},
}

DESCRIPTION = """\
ResponderLab evaluates UIKit's event dispatch for an app you describe in JSON: hit-testing, gesture
recognizers, the responder chain (`next` by `next`, with the rule behind every link), nil-targeted actions,
first-responder changes and the edit menu, and explains with diagnostics why an event went where it went.

Start with `GET /v1/examples`: each example is a ready-to-POST body (`GET /v1/examples/{name}`).

## Requests

* Bodies are JSON (UTF-8). Decoding is **strict**: every object refuses fields it does not define (400
  `invalid-request`, naming the allowed fields), so a typo such as `subview` is reported instead of ignored.
  Every request schema here says `additionalProperties: false`.
* An optional field given as `null` means the same as leaving it out, everywhere (`overrides`, `actions` and
  the values inside them included). Required fields refuse null.
* Responders are named by `id`, unique across the app; other fields refer to them by id. Every reference must
  resolve (422 `unknown-reference`, with a did-you-mean hint when an id is within two edits; `from` of
  `POST /v1/chain` too).
* Selectors may be written either way: `copy(_:)` or `copy:`; answers use the Objective-C spelling.
* A field name that appears twice in one JSON object is refused (400 `malformed-json`, with line, column and
  byte). Names are compared as written: two spellings of one name (`"id"` and `"\\u0069d"`) are not caught.
* `numberOfTapsRequired` takes a whole number from 1 to 10; all other numbers may be fractional.
* `POST` bodies are checked for their Content-Type (415 lists what is accepted).

## Answers

* JSON with sorted keys, compact; add `?pretty=true` (or `1`, `yes`) for indented output on `/`,
  `/v1/examples`, `/v1/classes`, `/v1/dispatch` and `/v1/chain`, and for every problem the service answers
  (404 and 405 included; only the server's own 413, sent before the request is routed, stays compact).
* `POST /v1/dispatch` and `POST /v1/chain` take `?format=text` for a plain-text report (errors found while
  evaluating then come as plain text too, with the same status); `POST /v1/dispatch` takes
  `?fields=essentials` to keep only `index`, `type`, `outcome`, `summary`, `handler`, `path` and `diagnostics`
  per event (and `aim`, for a touch aimed at a view with `on`). The values of `pretty`, `format` and `fields` are compared without regard to case
  (`format=TEXT` works); anything else gives the full JSON.
* Optional members are omitted when they do not apply (never `null`), except the always-present nullable
  references `handler`, a path step's `responder`, and a state's `keyWindow` and `firstResponder`.
* The class of a responder is under the key `class`.
* Clients should ignore members they do not know.

## Errors

Every error the service answers itself is an RFC 9457 problem (`application/problem+json`): `type`
(`urn:responderlab:problem:<slug>`, a closed set), `title` (fixed per type), `status`, `detail`, and `problems`,
each with an RFC 6901 JSON `pointer` into the request body and a `message`. See the `Problem` schema.
404 answers any path this document does not list, and an unknown example name under `/v1/examples/`, for
every method (OPTIONS included); 405 answers a listed path with another method (with `Allow`). Paths are
case-sensitive; one trailing slash is ignored (`/v1/dispatch/`). A body over maxBodyBytes is refused (413) on
any path, before routing; unless the client asked `Expect: 100-continue`, the body is read and discarded first (up
to lingeringBytes), so that clients that write the whole body before reading get the answer. An answer the service cannot encode is a 500 `internal-error` problem, never a 200.
Malformed HTTP is refused by the HTTP server itself, not with a problem: a bad header line, Content-Length or
chunked encoding gets 400, a request line or header block over 32 KiB 414 or 431, an HTTP version other than 1.0
or 1.1 505 (all with an HTML body), and an unparsable request line a closed connection.

## CORS

Every answer carries `Access-Control-Allow-Origin` (`*` by default; with `--cors-origins a,b` only for those
origins, plus `Vary: Origin`) and `Access-Control-Expose-Headers: Content-Type, Content-Language, Allow, Retry-After`
(so a page of another origin can read the language of the answer's words). `OPTIONS` on a listed
path is a preflight (204) whose `Allow` and `Access-Control-Allow-Methods` list exactly that path's methods plus
OPTIONS (`POST, OPTIONS` on `/v1/dispatch` and `/v1/chain`, `GET, HEAD, OPTIONS` on the others); on any other path
it is 404.

## Limits

Every limit has a default, a flag and an environment variable (flags win; `responder-lab --help` lists them);
the `x-limits` extension of this document lists them too. The first group bounds the input; the work budget
(steps, answer entries, answer size) bounds what evaluating it may cost, because the work grows with the product
of the input's sizes (events × fingers × views), not with any one of them. The budget is spent while the events
are evaluated and the answer is written, one event at a time, so a request that would cost more stops where it
runs out with a 413 `too-much-work` problem that names the budget (`budget`), its `limit`, and the event
(`pointer`); nothing larger than the budget is ever built. `responder-lab eval` applies the same budgets
(`--no-budget` lifts them).

| limit | default | flag | environment | when crossed |
| --- | --- | --- | --- | --- |
| body size | 1048576 bytes (1 MiB; 1024 to 67108864) | `--max-body-bytes` | `RESPONDER_LAB_MAX_BODY_BYTES` | 413 `body-too-large` |
| responders in one app | 20000 (1 to 1000000) | `--max-nodes` | `RESPONDER_LAB_MAX_NODES` | 413 `too-many-nodes` |
| JSON nesting depth | 200 (8 to 500; a nested view adds 2) | `--max-depth` | `RESPONDER_LAB_MAX_DEPTH` | 413 `too-deep` |
| events in one request | 100 (1 to 100000) | `--max-events` | `RESPONDER_LAB_MAX_EVENTS` | 413 `too-many-events` |
| touches in one touch event | 20 (1 to 1000) | `--max-touches` | `RESPONDER_LAB_MAX_TOUCHES` | 413 `too-many-touches` |
| string or field name | 256 bytes (16 to 65536; not the top-level `title` and `description`) | `--max-name-bytes` | `RESPONDER_LAB_MAX_NAME_BYTES` | 413 `name-too-long` |
| work: steps (views asked, responders walked) | 1000000 (1000 to 1000000000) | `--max-work-steps` | `RESPONDER_LAB_MAX_WORK_STEPS` | 413 `too-much-work`, `budget: steps` |
| work: answer entries | 20000 (100 to 100000000) | `--max-answer-entries` | `RESPONDER_LAB_MAX_ANSWER_ENTRIES` | 413 `too-much-work`, `budget: entries` |
| answer size | 4194304 bytes (4 MiB; 65536 to 1073741824) | `--max-answer-bytes` | `RESPONDER_LAB_MAX_ANSWER_BYTES` | 413 `too-much-work`, `budget: answerBytes` |
| problems listed in one answer | 50 (1 to 1000) | `--max-problems` | `RESPONDER_LAB_MAX_PROBLEMS` | the rest counted: `total` and `omitted` |
| unknown ids with a did-you-mean | 10 (0 to 100) | `--max-suggestions` | `RESPONDER_LAB_MAX_SUGGESTIONS` | the rest get no `suggestion` |
| open connections | 1024 (1 to 65536) | `--connection-limit` | `RESPONDER_LAB_CONNECTION_LIMIT` | not accepted: waits in the kernel's accept queue |
| open connections per client | 256 (1 to 65536) | `--per-ip-connection-limit` | `RESPONDER_LAB_PER_IP_CONNECTION_LIMIT` | held up to 1 s for one of them to close, then closed, no answer |
| idle connection timeout | 30 s (1 to 3600) | `--connection-timeout` | `RESPONDER_LAB_CONNECTION_TIMEOUT` | connection closed |
| refused body read and discarded | 16777216 bytes (16 MiB; 0 to 1073741824) | `--lingering-bytes` | `RESPONDER_LAB_LINGERING_BYTES` | a larger declared body: refused at once; a body going on past it: connection closed, no answer |
| time spent discarding a refused body | 30 s (1 to 3600; 5 s without a byte) | `--lingering-seconds` | `RESPONDER_LAB_LINGERING_SECONDS` | connection closed, no answer |

## Checking this document

`Tests/system/test_openapi.py` replays every example of this document against a running service: request
examples must produce the response example of the same name exactly, and each error example carries the request
that produces it in `x-request` (method, path, headers, raw `body`, or `bodyParts` for large bodies, each part
repeated `repeat` times, or `bodyExample`, the name of one of the operation's request examples; `chunked` sends
it with chunked transfer encoding).
"""


class Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True


def str_presenter(dumper, data):
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


Dumper.add_representer(str, str_presenter)


def wire_fields():
    """The service's request field tables, the fields its answers write, every object's document and the
    enumerations (`responder-lab wire-fields`), from the binary built from this tree."""
    import os
    import subprocess
    binary = os.environ.get("RESPONDER_LAB_BIN", str(ROOT / ".build/debug/responder-lab"))
    return json.loads(subprocess.run([binary, "wire-fields"], check=True, capture_output=True).stdout)


def main():
    fields = wire_fields()
    schemas = component_schemas(fields)
    apply_wire_fields(schemas, fields["requests"])
    check_answer_fields(schemas, fields["answers"])
    document = {
        "openapi": "3.1.0",
        "info": {
            "title": "ResponderLab",
            "summary": "UIKit event dispatch, evaluated and explained.",
            "description": DESCRIPTION,
            "version": "1.0.0",
        },
        "servers": [{"url": "http://127.0.0.1:8080", "description": "`responder-lab serve` with its defaults"}],
        "tags": [
            {"name": "evaluation", "description": "Evaluate events and responder chains."},
            {"name": "examples", "description": "Ready-made requests and the UIKit class catalogue."},
            {"name": "service", "description": "Index, health and this document."},
        ],
        "x-limits": LIMITS,
        "paths": paths(),
        "components": {
            "parameters": {"Pretty": {
                "name": "pretty", "in": "query", "required": False,
                "description": "`true`, `1` or `yes` (any case): indent the JSON answer and any problem (404 "
                               "and 405 included; only the server's own 413 stays compact). Ignored by the "
                               "answers of /healthz and /v1/examples/{name}.",
                "schema": {"type": "string", "pattern": NO_NUL}, "example": "true"},
                "Format": {
                    "name": "format", "in": "query", "required": False,
                    "description": "`json` (the default), `text` or `svg` (any case). `text`: a plain-text report "
                                   "for terminals (`text/plain; charset=utf-8`); for /v1/dispatch it implies "
                                   "`fields=essentials`, and errors found while evaluating (400, 413, 415, 422) "
                                   "are then plain text too, with the same status. `svg`: a diagram "
                                   "(`image/svg+xml; charset=utf-8`), of the event `event` picks for "
                                   "/v1/dispatch; errors stay problems. 404, 405 and the server's own 413 are "
                                   "always `application/problem+json`. Any other value: 400 `invalid-request` "
                                   "naming the parameter and the values it takes.",
                    "schema": {"type": "string", "pattern": "^([jJ][sS][oO][nN]|[tT][eE][xX][tT]|[sS][vV][gG])$"},
                    "example": "svg"},
                "AuditFormat": {
                    "name": "format", "in": "query", "required": False,
                    "description": "`json` (the default) or `text` (any case): a plain-text report, and errors as "
                                   "plain text too, with the same status. `svg` is refused on /v1/audit (400): POST "
                                   "a finding's witness to /v1/dispatch to draw it.",
                    "schema": {"type": "string", "pattern": "^([jJ][sS][oO][nN]|[tT][eE][xX][tT])$"},
                    "example": "text"},
                "Lang": {
                    "name": "lang", "in": "query", "required": False,
                    "description": "The language of the answer's words: `en`, `ja`, `zh-Hans` or `ko`, or any BCP 47 "
                                   "tag that names one (`ja-JP`, `zh-CN`, `zh-Hans-TW`, any case; Traditional "
                                   "Chinese, `zh-TW` or `zh-Hant`, is not Simplified Chinese). It wins over "
                                   "`Accept-Language`. Every language `GET /` lists is offered (all four); the answer "
                                   "names its language in `Content-Language`. Codes, "
                                   "field names, class names and selectors are the same in every language. Any "
                                   "other value: 400 `invalid-request` naming the parameter and the values it takes.",
                    "schema": {"type": "string", "pattern": LANG_TAG}, "example": "ja"},
                "AcceptLanguage": {
                    "name": "Accept-Language", "in": "header", "required": False,
                    "description": "Without `lang`: the offered language with the highest q-value (RFC 9110; the "
                                   "earlier on a tie, `q=0` excludes, `*` is English, the first 32 ranges are "
                                   "read); English when none is offered.",
                    "schema": {"type": "string"}, "example": "ja-JP, ja;q=0.9, en;q=0.5"},
                "Witness": {
                    "name": "witness", "in": "query", "required": False,
                    "description": "`full` (the default): the answer's `witnessBase` holds the app as it was sent "
                                   "(once, however many findings), so that each witness's `/v1/dispatch` body is "
                                   "`witnessBase` with the witness's `event` in it. `event` (any case): "
                                   "`witnessBase` leaves the app out (put the app you sent beside it), for apps "
                                   "near maxAnswerBytes. Any other value: 400.",
                    "schema": {"type": "string", "pattern": "^([fF][uU][lL][lL]|[eE][vV][eE][nN][tT])$"},
                    "example": "event"},
                "Include": {
                    "name": "include", "in": "query", "required": False,
                    "description": "A comma-separated list of parts to add to a JSON answer (any case). `layout`: "
                                   "a `layout` member with where every window and view is (see the `Layout` "
                                   "schema; ignored with `format=text` and `format=svg`). `svg`: an `svg` member "
                                   "holding the diagram `format=svg` answers (of the event `event=N` on "
                                   "/v1/dispatch), so that one request serves a page its answer and its picture; "
                                   "the diagram is held to `maxAnswerBytes` as a `format=svg` answer is, and so is "
                                   "the answer that holds it (413 `too-much-work`); with `format=text` or "
                                   "`format=svg`: 400 `invalid-request`. Neither part is available on /v1/audit "
                                   "(400). Any other value: 400 `invalid-request`.",
                    "schema": {"type": "string",
                               "pattern": "^([lL][aA][yY][oO][uU][tT]|[sS][vV][gG])(,([lL][aA][yY][oO][uU][tT]|"
                                          "[sS][vV][gG]))*$"},
                    "example": "layout,svg"},
                "Event": {
                    "name": "event", "in": "query", "required": False,
                    "description": "With `format=svg` or `include=svg`: the index of the event to draw (default "
                                   "0); the events before it are evaluated too, since each starts from the state "
                                   "the one before left. An index past the request's last event, or a value that "
                                   "is not a whole number from 0 to 99: 400 `invalid-request`. Checked with every "
                                   "format, used only for a diagram.",
                    "schema": {"type": "integer", "minimum": 0, "maximum": 99}, "example": 0},
                "Fields": {
                    "name": "fields", "in": "query", "required": False,
                    "description": "`essentials` (any case): each result keeps only `index`, `type`, `outcome`, "
                                   "`summary`, `handler`, `path` and `diagnostics`, and `aim` for a touch `on` a "
                                   "view (no start, chain, hit-test "
                                   "traces, recognizers, deliveries, actions, menu, first-responder change or "
                                   "state). Any other value: everything.",
                    "schema": {"type": "string", "pattern": NO_NUL}, "example": "essentials"},
                "Fixes": {
                    "name": "fixes", "in": "query", "required": False,
                    "description": "`verified` (the default) or `none` (any case). With `verified`, each warning "
                                   "and error (a dispatch's diagnostic, an audit's finding) carries `fix`: the change that cures it, tried on a copy of the app "
                                   "and verified by evaluating the same events again (or null, with `noFix` saying "
                                   "why); `none` leaves them out. Any other value: 400 `invalid-request`.",
                    "schema": {"type": "string", "pattern": "^([vV][eE][rR][iI][fF][iI][eE][dD]|[nN][oO][nN][eE])$"},
                    "example": "none"},
                "Trace": {
                    "name": "trace", "in": "query", "required": False,
                    "description": "`summary` (the default) or `full` (any case). With `summary`, a run of four or "
                                   "more sibling views that hit-testing rejected one after another for the same "
                                   "reason is one trace step with a `count` and a `lastView`, so a tap on a "
                                   "hierarchy of thousands of views answers kilobytes; shorter runs keep a step "
                                   "each. `full` lists every view asked (it counts against maxAnswerEntries). Any "
                                   "other value (an empty one too): 400 `invalid-request`.",
                    "schema": {"type": "string", "pattern": "^([sS][uU][mM][mM][aA][rR][yY]|[fF][uU][lL][lL])$"},
                    "example": "full"}},
            "headers": HEADERS,
            "schemas": schemas,
        },
    }
    errors = generator_shape_errors(document)
    if errors:
        raise SystemExit("openapi.yaml would break client generators (see scripts/openapi/README.md):\n  "
                         + "\n  ".join(errors))
    text = yaml.dump(document, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=120,
                     default_flow_style=None)
    (ROOT / "openapi.yaml").write_text(text)
    print(f"wrote {len(text)} bytes")


if __name__ == "__main__":
    main()
