"""The README's and the guides' examples run as written: every ```console block of README.md, CHANGELOG.md and
docs/*.md, against the live release service.

A block holds commands (lines starting with "$ "), each followed by its exact expected output. Each command runs
with bash from the repository root, with "localhost:8080" pointed at the service under test; its standard output
must equal the file's lines. Every ```json block must be accepted by POST /v1/dispatch.

    python3 -m pytest Tests/system/test_readme.py
    RESPONDER_LAB_FIX_README=1 python3 -m pytest Tests/system/test_readme.py   # write today's answers into the files

With RESPONDER_LAB_FIX_README=1 a differing transcript is rewritten in its file (and the test still fails, so the
change is seen and reviewed before it is committed).
"""

import json
import os
import re
import subprocess
import urllib.error
import urllib.request

import pytest

from harness import REPO

README = REPO / "README.md"
# The README a newcomer reads first, the changelog and the guides by reader it points to.
GUIDES = [README, REPO / "CHANGELOG.md", *sorted((REPO / "docs").glob("*.md"))]
TEXT = README.read_text()
FIX = os.environ.get("RESPONDER_LAB_FIX_README") == "1"


def transcripts(text, path=README):
    """(command, expected output lines, the block's indentation, the file) of every console block, in order."""
    found = []
    # A block inside a list item is indented with it: its lines are read without that indentation.
    for indent, block in re.findall(r"^( *)```console\n(.*?)^ *```", text, re.S | re.M):
        commands = []
        for line in block.splitlines():
            line = line[len(indent):] if line.startswith(indent) else line
            if line.startswith("$ "):
                commands.append((line[2:], [], indent, path))
            elif commands:
                commands[-1][1].append(line)
        found += commands
    return found


TRANSCRIPTS = [found for path in GUIDES for found in transcripts(path.read_text(), path)]
JSON_BLOCKS = [block for path in GUIDES for block in re.findall(r"```json\n(.*?)```", path.read_text(), re.S)]


def test_the_readme_has_transcripts():
    assert len(TRANSCRIPTS) >= 10 and len(JSON_BLOCKS) >= 1
    # The README a newcomer reads in ten minutes holds a first request, run as written.
    assert len(transcripts(TEXT)) >= 5
    assert len(TEXT.splitlines()) <= 250, "the README is the ten-minute read; the rest belongs in docs/"


def test_every_guide_is_linked_from_the_readme():
    for path in GUIDES[1:]:
        assert f"({path.relative_to(REPO)})" in TEXT, f"README.md does not link {path.relative_to(REPO)}"


@pytest.mark.parametrize(
    "command, expected, indent, path", TRANSCRIPTS,
    ids=[f"{path.name}: {command[:60]}" for command, _, _, path in TRANSCRIPTS])
def test_transcript(command, expected, indent, path, module_service):
    run = command.replace("localhost:8080", f"localhost:{module_service.port}")
    result = subprocess.run(["bash", "-c", run], cwd=REPO, capture_output=True, text=True, timeout=120)
    actual = result.stdout.rstrip("\n").splitlines()
    wanted = "\n".join(expected).rstrip("\n").splitlines()
    if actual != wanted and FIX:
        text = path.read_text()
        old = "\n".join(indent + line for line in ["$ " + command, *expected])
        new = "\n".join(indent + line for line in ["$ " + command, *actual]) + (
            "\n" if expected and expected[-1] == "" else "")
        path.write_text(text.replace(old, new, 1))
    assert actual == wanted, "\n".join(["expected:", *wanted, "actual:", *actual, "stderr:", result.stderr[-800:]])


@pytest.mark.parametrize("block", JSON_BLOCKS, ids=[f"json block {index}" for index in range(len(JSON_BLOCKS))])
def test_json_block_is_accepted(block, module_service):
    request = urllib.request.Request(f"{module_service.url}/v1/dispatch", data=block.encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 200
            assert "results" in json.load(response)
    except urllib.error.HTTPError as error:
        pytest.fail(f"{error.code}: {error.read().decode()[:400]}", pytrace=False)


def test_the_module_drawing_names_every_target_of_package_swift():
    """docs/how-it-is-built.md draws Sources/ as it is: every non-test target of Package.swift, and nothing else."""
    package = (REPO / "Package.swift").read_text()
    targets = set(re.findall(r"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*\"([^\"]+)\"", package))
    section = (REPO / "docs" / "how-it-is-built.md").read_text().split("# How it is built", 1)[1].split("```", 2)[1]
    drawn = set(re.findall(r"^  ([A-Za-z][\w-]*)/", section, flags=re.MULTILINE))
    assert targets, "no targets found in Package.swift"
    assert drawn == targets, f"drawn but not a target: {sorted(drawn - targets)}; a target not drawn: {sorted(targets - drawn)}"
    on_disk = {path.name for path in (REPO / "Sources").iterdir() if path.is_dir()}
    assert on_disk == targets, f"Sources/ holds {sorted(on_disk ^ targets)} unlike Package.swift"
