"""Answers in the learner's language, over real HTTP: Accept-Language (with q-values) or ?lang= picks among the
offered languages (Language.offered, read from GET /: English, Japanese, Simplified Chinese and Korean; a language
not offered is answered in English and says so); the answer names its language in Content-Language and varies on
Accept-Language; codes, names and selectors stay as they are; English is the default and unchanged by negotiation.
"""

import json
import re
import urllib.parse

import pytest
import yaml

from harness import REPO

EXAMPLE = (REPO / "Sources/ResponderModel/Examples/files/delete-button.json").read_bytes()
KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff]")
HANGUL = re.compile(r"[\uac00-\ud7af]")
SCRIPTS = {"ja": KANA, "zh-Hans": HAN, "ko": HANGUL}


@pytest.fixture(scope="module")
def offered(module_service):
    """The languages the service answers in, as its index lists them (Language.offered)."""
    connection = module_service.connection()
    try:
        connection.request("GET", "/")
        languages = json.loads(connection.getresponse().read())["languages"]
    finally:
        connection.close()
    assert languages[0] == "en" and set(languages) <= {"en", *SCRIPTS}
    return set(languages)


def post(service, path, headers=None, body=EXAMPLE):
    connection = service.connection()
    try:
        connection.request("POST", path, body=body,
                           headers={"Content-Type": "application/json", **(headers or {})})
        response = connection.getresponse()
        return response, response.read()
    finally:
        connection.close()


@pytest.mark.parametrize("headers, path, asked", [
    ({}, "/v1/dispatch", "en"),
    ({"Accept-Language": "ja-JP,ja;q=0.9"}, "/v1/dispatch", "ja"),
    ({"Accept-Language": "zh-TW, zh-CN;q=0.8"}, "/v1/dispatch", "zh-Hans"),
    ({"Accept-Language": "fr, ko-KR;q=0.7"}, "/v1/dispatch", "ko"),
    ({"Accept-Language": "ja"}, "/v1/dispatch?lang=ko", "ko"),
    ({"Accept-Language": "ja"}, "/v1/dispatch?lang=en", "en"),
    ({"Accept-Language": "de, *;q=0.1"}, "/v1/dispatch", "en"),
])
def test_the_language_is_negotiated_and_named(module_service, offered, headers, path, asked):
    language = asked if asked in offered else "en"
    script = SCRIPTS.get(language)
    response, body = post(module_service, path, headers)
    assert response.status == 200, body
    assert response.getheader("Content-Language") == language
    assert response.getheader("Vary") == ("Accept-Language" if len(offered) > 1 else None)
    answer = json.loads(body)
    result = answer["results"][0]
    assert result["outcome"] == "handled" and result["handler"]["id"] == "deleteButton"
    summary = result["summary"]
    assert "deleteButton" in summary
    if script is None:
        assert not (KANA.search(summary) or HAN.search(summary) or HANGUL.search(summary)), summary
    else:
        assert script.search(summary), summary
        for step in result["path"]:
            assert script.search(step["note"]), step["note"]


def test_english_is_byte_for_byte_the_default(module_service):
    _, default = post(module_service, "/v1/dispatch")
    _, english = post(module_service, "/v1/dispatch?lang=en", {"Accept-Language": "ja"})
    _, star = post(module_service, "/v1/dispatch", {"Accept-Language": "*"})
    assert default == english == star


# A window with a control and a controller of the app's own class, as the debugger prints them: the answer's notes,
# the lines' reasons and what to fill are all words (Tests/ResponderImportTests/ImportLanguageTests words each fact).
IMPORT = json.dumps({
    "recursiveDescription": "(lldb) po view.window!.value(forKey: \"recursiveDescription\")!\n"
    "<UIWindow: 0x7fa1d2c0b2c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000318c80>>\n"
    "   | <UIView: 0x7fa1d2d0a480; frame = (0 0; 390 844); layer = <CALayer: 0x60000031c0a0>>\n"
    "   |    | <UIButton: 0x7fa1d2e12d40; frame = (300 10; 80 44); opaque = NO; layer = <CALayer: 0x60000031c2a0>>",
    "printHierarchy": "<MyApp.InboxViewController 0x7fa1d2f15000>, state: appeared, view: <UIView 0x7fa1d2d0a480>",
}).encode()


def import_sentences(answer):
    """Every sentence of an import answer: its notes, each line's note and reason, and what to fill."""
    sentences = list(answer["notes"])
    for line in answer["lines"]:
        sentences += [line[key] for key in ("note", "leftOut") if key in line]
    return sentences + [item["message"] for item in answer["toFill"]]


@pytest.mark.parametrize("headers, path, asked", [
    ({}, "/v1/import", "en"),
    ({"Accept-Language": "ja-JP,ja;q=0.9"}, "/v1/import", "ja"),
    ({"Accept-Language": "zh-TW, zh-CN;q=0.8"}, "/v1/import", "zh-Hans"),
    ({"Accept-Language": "ja"}, "/v1/import?lang=ko", "ko"),
    ({"Accept-Language": "ja"}, "/v1/import?lang=en", "en"),
])
def test_an_import_is_answered_in_the_negotiated_language_and_names_it(module_service, offered, headers, path, asked):
    language = asked if asked in offered else "en"
    script = SCRIPTS.get(language)
    response, body = post(module_service, path, headers, body=IMPORT)
    assert response.status == 200, body
    assert response.getheader("Content-Language") == language
    assert response.getheader("Vary") == ("Accept-Language" if len(offered) > 1 else None)
    answer = json.loads(body)
    sentences = import_sentences(answer)
    assert len(sentences) >= 3, sentences
    for sentence in sentences:
        if script is None:
            assert not (KANA.search(sentence) or HAN.search(sentence) or HANGUL.search(sentence)), sentence
        else:
            assert script.search(sentence), sentence
    # The app is the same in every language; ids stay as they are in the words.
    _, english = post(module_service, "/v1/import", body=IMPORT)
    assert answer["app"] == json.loads(english)["app"]
    assert any("'button-2d40'" in sentence for sentence in sentences), sentences


@pytest.mark.parametrize("query", ["lang=xx", "lang=zh-TW", "lang="])
def test_an_unknown_lang_is_a_400_naming_it(module_service, query):
    response, body = post(module_service, "/v1/dispatch?" + query)
    assert response.status == 400
    assert response.getheader("Content-Type") == "application/problem+json"
    problem = json.loads(body)
    assert problem["problems"][0]["parameter"] == "lang"
    assert problem["problems"][0]["allowed"] == ["en", "ja", "zh-Hans", "ko"]


@pytest.mark.parametrize("language", sorted(SCRIPTS))
def test_a_language_not_offered_yet_is_answered_in_english_and_says_so(module_service, offered, language):
    if language in offered:
        pytest.skip(f"{language} is offered")
    for fmt in ["json", "text", "svg"]:
        _, expected = post(module_service, f"/v1/dispatch?format={fmt}")
        response, body = post(module_service, f"/v1/dispatch?format={fmt}&lang={language}")
        assert response.status == 200
        assert response.getheader("Content-Language") == "en"
        assert body == expected


def test_a_long_accept_language_is_read_only_as_far_as_it_must(module_service):
    header = ", ".join(f"x{i}" for i in range(2000)) + ", en"
    response, body = post(module_service, "/v1/dispatch", {"Accept-Language": header[:7000]})
    # The ranges past the 32nd are not read: English, at once.
    assert response.status == 200
    assert response.getheader("Content-Language") == "en"


def get(service, path, headers=None):
    connection = service.connection()
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response, response.read()
    finally:
        connection.close()


@pytest.mark.parametrize("headers, path, asked", [
    ({}, "/v1/examples", "en"),
    ({"Accept-Language": "ja-JP,ja;q=0.9"}, "/v1/examples", "ja"),
    ({"Accept-Language": "zh-TW, zh-CN;q=0.8"}, "/v1/examples", "zh-Hans"),
    ({"Accept-Language": "fr, ko-KR;q=0.7"}, "/v1/examples", "ko"),
    ({"Accept-Language": "ja"}, "/v1/examples?lang=ko", "ko"),
    ({"Accept-Language": "ja"}, "/v1/examples?lang=en", "en"),
    ({"Accept-Language": "de, *;q=0.1"}, "/v1/examples", "en"),
])
def test_the_lessons_are_in_the_negotiated_language_and_name_it(module_service, offered, headers, path, asked):
    language = asked if asked in offered else "en"
    script = SCRIPTS.get(language)
    response, body = get(module_service, path, headers)
    assert response.status == 200, body
    assert response.getheader("Content-Language") == language
    # Negotiated exactly as the POST endpoints negotiate.
    dispatched, _ = post(module_service, path.replace("/v1/examples", "/v1/dispatch"), headers)
    assert dispatched.getheader("Content-Language") == language
    lessons = json.loads(body)["examples"]
    assert lessons[0]["name"] == "delete-button" and lessons[0]["href"] == "/v1/examples/delete-button"
    for lesson in lessons:
        for key in ["title", "description", "lookAt"]:
            text = lesson[key]
            if script is None:
                assert not (KANA.search(text) or HAN.search(text) or HANGUL.search(text)), (lesson["name"], text)
            else:
                assert script.search(text), (lesson["name"], key, text)
    # Ids and class names stay as they are in every language.
    assert "UIButton 'deleteButton'" in lessons[0]["lookAt"]


def test_the_lessons_in_english_are_byte_for_byte_the_default(module_service, offered):
    _, default = get(module_service, "/v1/examples")
    _, english = get(module_service, "/v1/examples?lang=en", {"Accept-Language": "ja"})
    _, star = get(module_service, "/v1/examples", {"Accept-Language": "*"})
    assert default == english == star
    for language in sorted(set(SCRIPTS) - offered):
        response, body = get(module_service, f"/v1/examples?lang={language}")
        assert response.getheader("Content-Language") == "en"
        assert body == default


@pytest.mark.parametrize("query", ["lang=xx", "lang=zh-TW", "lang="])
def test_an_unknown_lang_on_the_lessons_is_the_400_of_the_post_endpoints(module_service, query):
    response, body = get(module_service, "/v1/examples?" + query)
    _, posted = post(module_service, "/v1/dispatch?" + query)
    assert response.status == 400
    assert response.getheader("Content-Type") == "application/problem+json"
    assert body == posted
    assert json.loads(body)["problems"][0]["parameter"] == "lang"


# Tags at the edges of the rule: case, subtags, Traditional Chinese and what wins over it, empty subtags, a final
# newline, a Kelvin sign that lowercases to `k` outside ASCII.
EDGE_TAGS = ["en", "EN-gb", "ja-", "kO-KR", "zh", "zh-CN", "ZH-hans-TW", "zh-Hant-hans", "zh-TW", "zh-hant", "zh-mo-x",
             "zh-twx", "zh--hk", "en\n", "\u212ao", "e", "eng", "", "*", "ja;q=1", "x-ja"]


def test_the_lang_pattern_of_openapi_yaml_is_the_rule_the_service_follows(module_service):
    """A `lang` that openapi.yaml's pattern takes is answered, and one it refuses is a 400: one rule, two homes."""
    spec = yaml.safe_load((REPO / "openapi.yaml").read_text())
    rule = re.compile(spec["components"]["parameters"]["Lang"]["schema"]["pattern"])
    for tag in EDGE_TAGS:
        response, _ = get(module_service, "/v1/examples?lang=" + urllib.parse.quote(tag))
        assert response.status == (200 if rule.search(tag) else 400), repr(tag)


def test_one_example_is_its_body_whatever_the_language(module_service):
    _, plain = get(module_service, "/v1/examples/delete-button")
    for language in SCRIPTS:
        _, body = get(module_service, f"/v1/examples/delete-button?lang={language}", {"Accept-Language": language})
        assert body == plain == EXAMPLE
