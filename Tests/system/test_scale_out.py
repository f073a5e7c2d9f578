"""Scale-out behind a real load balancer: no failed request when an instance dies or all restart one by one.

Debian's nginx runs deploy/nginx/responder-lab.conf as shipped (only its three upstream addresses and its listening
port replaced) in front of three instances on free loopback ports, while wrk POSTs examples/delete-button.json
through it at 64 connections.

1. SIGKILL: a third of the way into the load one instance is killed; two thirds of the way in it is started again on
   its port.
2. Rolling restart: under the same load, each instance in turn gets SIGTERM (the service's drain), must exit 0, and
   is started again on its port; the next one follows 3 s after it answers GET /healthz (longer than the 2 s
   fail_timeout for which nginx keeps an instance it saw fail out of rotation).

Both phases: every answer 2xx, 0 socket errors, 0 timeouts (a failed request anywhere shows as one of them: nginx
answers 502 or 504 when it cannot retry).

    python3 -m pytest Tests/system/test_scale_out.py -s          12 s of load, then about 20 s (about 40 s in all)
    python3 -m pytest Tests/system/test_scale_out.py -s --full   20 s, then about 28 s

The figures (answers, p99, max per phase) are printed and kept in .build/system-tests/scale-out/summary.txt, beside
the instances' and nginx's logs and wrk's output.
"""

import shutil
import signal
import subprocess
import time
import urllib.request

import pytest

import wrk
from harness import REPO, free_port, out_dir, require

pytestmark = pytest.mark.hardening

CONNECTIONS = 64
KILL_SECONDS = {"ci": 12, "full": 20}
SHIPPED = REPO / "deploy" / "nginx" / "responder-lab.conf"
SHIPPED_ADDRESSES = ["127.0.0.1:8081", "127.0.0.1:8082", "127.0.0.1:8083"]
SHIPPED_LISTEN = "listen 8080;"
SETTLE_SECONDS = 3  # after a restarted instance answers: more than the shipped fail_timeout (2 s)

NGINX_CONF = """daemon off;
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {dir}/temp/body;
    proxy_temp_path {dir}/temp/proxy;
    fastcgi_temp_path {dir}/temp/fastcgi;
    uwsgi_temp_path {dir}/temp/uwsgi;
    scgi_temp_path {dir}/temp/scgi;
    include {dir}/responder-lab.conf;
}}
"""


def answers_healthz(url):
    try:
        with urllib.request.urlopen(url + "/healthz", timeout=1) as answer:
            return answer.status == 200
    except OSError:
        return False


def wait_healthy(url, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if answers_healthz(url):
            return True
        time.sleep(0.1)
    return False


def shipped_configuration(ports, front):
    """deploy/nginx/responder-lab.conf with only the upstream addresses and the listening port replaced."""
    text = SHIPPED.read_text()
    for shipped, port in zip(SHIPPED_ADDRESSES, ports):
        assert text.count(shipped) == 1, f"{SHIPPED} no longer names the upstream {shipped} once"
        text = text.replace(shipped, f"127.0.0.1:{port}")
    assert text.count(SHIPPED_LISTEN) == 1, f"{SHIPPED} no longer says `{SHIPPED_LISTEN}` once"
    return text.replace(SHIPPED_LISTEN, f"listen 127.0.0.1:{front};")


@pytest.fixture
def nginx():
    """A factory: nginx in front of the given instance ports; stopped (SIGQUIT, nginx's graceful stop) at the end."""
    require("nginx", "wrk")
    started = []

    def start(ports):
        directory = out_dir("scale-out") / "nginx"
        shutil.rmtree(directory, ignore_errors=True)
        (directory / "temp").mkdir(parents=True)
        front = free_port()
        (directory / "responder-lab.conf").write_text(shipped_configuration(ports, front))
        (directory / "nginx.conf").write_text(NGINX_CONF.format(dir=directory))
        with open(directory / "stderr.log", "w") as stderr:
            process = subprocess.Popen([shutil.which("nginx"), "-p", str(directory), "-c",
                                        str(directory / "nginx.conf")], stderr=stderr)
        started.append(process)
        url = f"http://127.0.0.1:{front}"
        assert wait_healthy(url), f"nginx did not answer; see {directory}"
        return url

    yield start
    for process in started:
        if process.poll() is None:
            process.send_signal(signal.SIGQUIT)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def verdict(name, result, output):
    """The phase's figures, and its problems (for the assertion)."""
    if result is None:
        return f"{name}: no result", [f"{name}: wrk printed no result; see {output}"]
    line = (f"{name}: {result.requests} answers, {result.non2xx} non-2xx, {result.socket_errors} socket errors, "
            f"{result.timeout} timeouts, p99 {result.p99_ms:g}ms, max {result.max_ms:g}ms")
    return line, [f"{name}: " + ", ".join(result.problems())] if result.problems() else []


def test_no_request_fails_when_an_instance_dies_or_all_restart(start_service, nginx, run_size):
    out = out_dir("scale-out")
    kill_seconds = KILL_SECONDS[run_size]
    ports = [free_port() for _ in range(3)]
    instances = {}

    def start_instance(index):
        instances[index] = start_service(port=ports[index], log=out / f"instance-{index}.log")

    for index in range(3):
        start_instance(index)
    url = nginx(ports)
    problems = []

    # 1. SIGKILL one instance under load, then start it again.
    output = out / "kill-wrk.txt"
    with wrk.start(url, CONNECTIONS, kill_seconds, output=output) as load:
        time.sleep(kill_seconds // 3)
        instances[1].kill()
        time.sleep(kill_seconds // 3)
        start_instance(1)
        kill_line, found = verdict("SIGKILL", load.wait(timeout=kill_seconds + 60), output)
    problems += found

    # 2. Rolling restart: SIGTERM each instance in turn, under load.
    output = out / "restart-wrk.txt"
    exits = []
    with wrk.start(url, CONNECTIONS, kill_seconds + 8, output=output) as load:
        time.sleep(2)
        for index in range(3):
            code = instances[index].stop()
            exits.append(code)
            if code != 0:
                problems.append(f"instance {index} exited with status {code} after SIGTERM")
            start_instance(index)
            wait_healthy(instances[index].url)
            # nginx keeps an instance it saw fail out of rotation for fail_timeout even once it answers again:
            # stopping the next one sooner could leave no instance in rotation ("no live upstreams", 502).
            time.sleep(SETTLE_SECONDS)
        restart_line, found = verdict("rolling restart", load.wait(timeout=kill_seconds + 68), output)
    problems += found

    summary = (f"nginx in front of 3 instances, {CONNECTIONS} connections; {kill_line}; {restart_line} "
               f"(exits {' '.join(map(str, exits))})")
    (out / "summary.txt").write_text(summary + "\n")
    print(f"\nscale-out: {summary}")
    assert not problems, "; ".join(problems) + f" ({summary})"
