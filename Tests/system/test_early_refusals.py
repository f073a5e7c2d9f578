"""A request refused before its body is read is still answered to every kind of client.

A body over --max-body-bytes, or a %00 in the target, is refused without looking at the body. Answering at once and
closing would reset the connection under a client that writes its whole body before it reads (Python's http.client,
and so urllib3 and requests; browsers' fetch): it would see a broken pipe instead of the problem. The service reads
and discards the body first (up to --lingering-bytes and --lingering-seconds), then answers. These tests send a
2.2 MB body (the limit is 1 MiB) with curl, http.client, requests and Chromium's fetch, and check that each reads the
413 problem.
"""

import http.client
import json
import shutil
import subprocess

import pytest

BIG = b'{"app": "' + b"x" * 2_200_000 + b'"}'


def problem(body):
    answer = json.loads(body)
    assert answer["type"].startswith("urn:responderlab:problem:"), answer
    return answer


def test_http_client_reads_the_413_every_time(service):
    for _ in range(3):
        connection = service.connection(timeout=30)
        connection.request("POST", "/v1/dispatch", body=BIG, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        assert response.status == 413
        assert response.getheader("Content-Type") == "application/problem+json"
        assert problem(response.read())["title"] == "Request body too large"
        connection.close()
    assert service.healthy()


def test_requests_reads_the_413(service):
    requests = pytest.importorskip("requests")
    url = f"http://127.0.0.1:{service.port}/v1/dispatch"
    answer = requests.post(url, data=BIG, headers={"Content-Type": "application/json"}, timeout=30)
    assert answer.status_code == 413
    assert answer.json()["title"] == "Request body too large"

    def chunks():  # chunked, no Content-Length: refused once it crosses the limit, answered at its end
        for _ in range(40):
            yield b"x" * 65_536

    answer = requests.post(url, data=chunks(), headers={"Content-Type": "application/json"}, timeout=30)
    assert answer.status_code == 413
    assert answer.json()["title"] == "Request body too large"


@pytest.mark.parametrize("expect", ["100-continue", ""], ids=["expect-100-continue", "no-expect"])
def test_curl_reads_the_413(service, tmp_path, expect):
    if not shutil.which("curl"):
        pytest.skip("curl is missing")
    body = tmp_path / "big.json"
    body.write_bytes(BIG)
    result = subprocess.run(
        ["curl", "-sS", "-o", "-", "-w", "\n%{http_code}", "-H", "Content-Type: application/json",
         "-H", f"Expect: {expect}", "--data-binary", f"@{body}", f"http://127.0.0.1:{service.port}/v1/dispatch"],
        capture_output=True, timeout=60, check=True)
    text, _, code = result.stdout.rpartition(b"\n")
    assert code == b"413"
    assert problem(text)["title"] == "Request body too large"


def test_nul_in_the_target_of_a_request_with_a_body_is_answered(service):
    connection = service.connection(timeout=30)
    connection.request("POST", "/v1/dispatch%00x", body=b"x" * 500_000, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    assert response.status == 400
    assert "NUL" in problem(response.read())["detail"]


def test_a_declared_body_past_the_lingering_bound_is_refused_at_once(service):
    # 20 MB is more than --lingering-bytes (16 MiB): the service answers from the headers and closes. A client that
    # waits for `100 Continue` reads the answer and never sends the body.
    connection = service.connection(timeout=30)
    connection.putrequest("POST", "/v1/dispatch")
    connection.putheader("Content-Type", "application/json")
    connection.putheader("Content-Length", "20000000")
    connection.putheader("Expect", "100-continue")
    connection.endheaders()
    response = connection.getresponse()
    assert response.status == 413
    assert "20000000 bytes" in problem(response.read())["detail"]


def test_chromium_fetch_reads_the_413(service):
    from test_playground import MISSING
    if MISSING:
        pytest.skip(MISSING)
    from test_playground import new_driver
    driver = new_driver()
    try:
        driver.get(f"http://127.0.0.1:{service.port}/healthz")
        outcome = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const body = '{"app": "' + 'x'.repeat(2200000) + '"}';
            fetch('/v1/dispatch', {method: 'POST', headers: {'Content-Type': 'application/json'}, body})
              .then(async r => done({status: r.status, type: r.headers.get('Content-Type'), body: await r.json()}))
              .catch(e => done({error: String(e)}));
        """)
    finally:
        driver.quit()
    assert "error" not in outcome, outcome
    assert outcome["status"] == 413
    assert outcome["type"] == "application/problem+json"
    assert outcome["body"]["title"] == "Request body too large"
