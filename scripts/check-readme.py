#!/usr/bin/env python3
"""Runs every ```console block in README.md against a live service and compares the output exactly.

A block holds commands (lines starting with "$ ") each followed by its expected output. Commands run with
bash from the repository root; "localhost:8080" is rewritten to the port given on the command line. Every
```json block must also be accepted by POST /v1/dispatch. Prints one line per check and ends with
"N passed, M failed".
"""
import json
import pathlib
import re
import subprocess
import sys
import urllib.error
import urllib.request

root = pathlib.Path(__file__).resolve().parent.parent
arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
port = arguments[0] if arguments else "8080"
fix = "--fix" in sys.argv  # rewrite the expected outputs with what the service answers now
text = (root / "README.md").read_text()
passed = failed = 0


def report(ok, label, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok    {label}")
    else:
        failed += 1
        print(f"FAIL  {label}\n{detail}")


for block in re.findall(r"```console\n(.*?)```", text, re.S):
    commands = []
    for line in block.splitlines():
        if line.startswith("$ "):
            commands.append([line[2:], []])
        elif commands:
            commands[-1][1].append(line)
    for command, expected in commands:
        run = command.replace("localhost:8080", f"localhost:{port}")
        result = subprocess.run(["bash", "-c", run], cwd=root, capture_output=True, text=True, timeout=60)
        actual = result.stdout.rstrip("\n").splitlines()
        wanted = "\n".join(expected).rstrip("\n").splitlines()
        detail = "\n".join(["  expected:"] + ["    " + l for l in wanted] + ["  actual:"] + ["    " + l for l in actual])
        report(actual == wanted or fix, command[:100], detail)
        if fix and actual != wanted:
            old = "$ " + command + "\n" + "\n".join(expected)
            new = "$ " + command + "\n" + "\n".join(actual) + ("\n" if expected and expected[-1] == "" else "")
            text = text.replace(old, new, 1)

for index, block in enumerate(re.findall(r"```json\n(.*?)```", text, re.S)):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/v1/dispatch", data=block.encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            body = json.load(response)
            report(response.status == 200 and "results" in body, f"README json block {index} is accepted")
    except urllib.error.HTTPError as error:
        report(False, f"README json block {index} is accepted", error.read().decode()[:400])

if fix:
    (root / "README.md").write_text(text)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
