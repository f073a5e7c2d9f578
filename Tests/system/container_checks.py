"""What the image must answer, shared by the podman check and its chroot fallback.

The answer to an example is compared byte for byte with `responder-lab eval` of the same file run outside the
image; `ldd`'s "not found" lines are turned into the Debian package to add to the runtime stage.
"""

import difflib
import http.client
import re
import shutil
import subprocess
import time

from harness import REPO


def request(port, method, path, body=None, timeout=10):
    """(status, body bytes) of one request to 127.0.0.1:PORT."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def wait_until_healthy(port, alive, seconds=10):
    """Asks GET /healthz every 0.1 s until it answers 200; False when `alive()` turns false or time runs out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not alive():
            return False
        try:
            if request(port, "GET", "/healthz", timeout=1)[0] == 200:
                return True
        except OSError:
            pass
        time.sleep(0.1)
    return False


def example_endpoint(binary, name):
    """The endpoint `responder-lab examples` lists for the example NAME."""
    listing = subprocess.run([binary, "examples"], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        words = line.split()
        if words[:1] == [name] and len(words) > 1 and words[1].startswith("/"):
            return words[1]
    raise AssertionError(f"'responder-lab examples' does not list {name} with an endpoint")


def expected_answer(binary, name):
    """`responder-lab eval examples/NAME.json` run outside the image (exit 0, or 65 when the example has problems)."""
    path = REPO / "examples" / f"{name}.json"
    assert path.is_file(), f"no example file {path} (CONTAINER_CHECK_EXAMPLE)"
    result = subprocess.run([binary, "eval", str(path)], capture_output=True)
    assert result.returncode in (0, 65), f"responder-lab eval {path} exited {result.returncode}: " \
                                          f"{result.stderr.decode(errors='replace')[-2000:]}"
    return result.stdout


def assert_same_answer(name, endpoint, status, answer, expected):
    """The service's body plus the newline eval ends its output with must be eval's bytes."""
    if answer + b"\n" != expected:
        diff = "\n".join(difflib.unified_diff(expected[:2000].decode(errors="replace").splitlines(),
                                              answer[:2000].decode(errors="replace").splitlines(),
                                              "responder-lab eval", "the service in the image", lineterm=""))
        raise AssertionError(f"POST {endpoint} with examples/{name}.json answered {status} and differs from "
                             f"'responder-lab eval' run outside:\n{diff[:3000]}")


def package_for_library(library):
    """Which Debian package ships a shared library: this machine's dpkg database, then the soname convention."""
    found = subprocess.run(["dpkg", "-S", f"*/{library}"], capture_output=True, text=True)
    if found.returncode == 0 and found.stdout:
        return f"Debian package {found.stdout.split(':', 1)[0]}"
    if re.match(r"lib(swift|Foundation|_Foundation|dispatch\.so|BlocksRuntime\.so)", library):
        return "the Swift runtime: build with --static-swift-stdlib"
    match = re.fullmatch(r"(lib.+)\.so\.(\d+)", library)
    if match and shutil.which("apt-cache"):
        stem, number = match.groups()
        candidate = (f"{stem}-{number}" if stem[-1].isdigit() else f"{stem}{number}").replace("_", "-").lower()
        if subprocess.run(["apt-cache", "show", candidate], capture_output=True).returncode == 0:
            return f"probably Debian package {candidate}"
    return f"Debian package unknown: try 'apt-file search {library}'"


def missing_libraries(ldd_output, suite):
    """Each library (or symbol version) `ldd` could not find, with the package that provides it."""
    missing = []
    for line in ldd_output.splitlines():
        match = re.match(r"\s*(\S+) => not found", line)
        if match:
            missing.append(f"{match.group(1)} ({package_for_library(match.group(1))})")
            continue
        match = re.search(r"([^\s:]+): version `([^']+)' not found", line)
        if match:
            library = match.group(1).rsplit("/", 1)[-1]
            missing.append(f"{match.group(2)} of {library} (a newer {package_for_library(library)} than Debian "
                           f"{suite} has)")
    return missing
