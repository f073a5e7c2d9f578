"""The guide's recipe for a new diagnostic (docs/how-it-is-built.md, "Where a change goes"), followed on a
throwaway code.

recipes/new-diagnostic.patch adds `touchLandedOnWindow` (a warning: a touch whose hit view is a window itself) as the
recipe says, and nothing else: its facts, code and effect (its severity), the rule that reports it, its words in four languages, its row in
the code table and a table test. The test applies it to a copy of this tree and holds the recipe to its promise:

- at most five edited files, one of them the catalogue (Sources/ResponderWords), each one the recipe names;
- the copy builds, and the patch's own tests pass there;
- the service built from the copy answers the new code, worded in every language, and lists it in
  `responder-lab wire-fields`, which is where openapi.yaml's code lists come from (scripts/openapi/regenerate.sh).

When the code the patch touches moves, the patch stops applying and this test fails: update the patch and, if the
recipe changed, the guide, so the two keep telling the truth together.
"""

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

from harness import REPO

PATCH = Path(__file__).parent / "recipes" / "new-diagnostic.patch"
GUIDE = Path(REPO) / "docs" / "how-it-is-built.md"
LIBMICROHTTPD_PKG_CONFIG = "/opt/libmicrohttpd/lib/pkgconfig"

# A window with no view in it, tapped: the hit view is the window itself.
REQUEST = {
    "app": {"scenes": [{"windows": [{"id": "main", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}]}]},
    "event": {"type": "touch", "point": {"x": 10, "y": 10}},
}

# The script each language's words are written in (the code and names are the same in every language).
SCRIPTS = {"en": r"[A-Za-z]", "ja": r"[\u3040-\u30ff]", "zh": r"[\u4e00-\u9fff]", "ko": r"[\uac00-\ud7af]"}


def patched_files():
    numstat = subprocess.run(["git", "apply", "--numstat", str(PATCH)], cwd=REPO, check=True, capture_output=True,
                             text=True).stdout
    return [line.split("\t")[2] for line in numstat.splitlines()]


def recipe():
    """The guide's paragraph for a new diagnostic."""
    text = GUIDE.read_text()
    match = re.search(r"^- \*\*A diagnostic\*\*(.*?)(?=^- \*\*)", text, re.S | re.M)
    assert match, "docs/how-it-is-built.md has no recipe for a diagnostic"
    return match.group(1)


def test_the_recipe_for_a_diagnostic_edits_at_most_five_files_one_of_them_the_catalogue():
    files = patched_files()
    assert len(files) <= 5, files
    assert [f for f in files if f.startswith("Sources/ResponderWords/")], files
    words = recipe()
    for path in files:
        assert Path(path).name in words or f"{Path(path).parent.name}/" in words, \
            f"the recipe does not name {path}"


def copy_of_the_tree(destination):
    """The tracked files of this tree (as they are in the work tree), without its build."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            check=True, capture_output=True).stdout.split(b"\0")
    for name in filter(None, (entry.decode() for entry in listed)):
        source = Path(REPO) / name
        if not source.exists() and not source.is_symlink():
            continue  # deleted in the work tree
        target = destination / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            os.symlink(os.readlink(source), target)
        else:
            shutil.copy2(source, target)


def test_a_throwaway_diagnostic_made_by_the_recipe_is_answered_in_every_language(tmp_path):
    tree = tmp_path / "tree"
    copy_of_the_tree(tree)
    subprocess.run(["git", "apply", str(PATCH)], cwd=tree, check=True)
    pkg_config_path = ":".join(filter(None, [LIBMICROHTTPD_PKG_CONFIG, os.environ.get("PKG_CONFIG_PATH")]))
    environment = {**os.environ, "PKG_CONFIG_PATH": pkg_config_path}

    subprocess.run(["swift", "build", "--build-tests"], cwd=tree, check=True, env=environment,
                   stdout=subprocess.DEVNULL)
    tests = subprocess.run(["swift", "test", "--skip-build", "--filter", "DiagnosticCodeTests|TouchDeliveryTests"],
                           cwd=tree, env=environment, capture_output=True, text=True)
    assert tests.returncode == 0, tests.stdout[-3000:] + tests.stderr[-3000:]
    assert "aTouchOnTheWindowItselfIsNamed" in tests.stdout, "the patch's table test did not run"

    binary = tree / ".build" / "debug" / "responder-lab"
    enums = json.loads(subprocess.run([binary, "wire-fields"], check=True, capture_output=True).stdout)["enums"]
    assert "touchLandedOnWindow" in enums["DIAGNOSTIC_CODE"]

    request = tmp_path / "request.json"
    request.write_text(json.dumps(REQUEST))
    messages = {}
    for language, script in SCRIPTS.items():
        answer = json.loads(subprocess.run([binary, "eval", str(request), f"--lang={language}"], check=True,
                                           capture_output=True).stdout)
        diagnostics = [d for d in answer["results"][0]["diagnostics"] if d["code"] == "touchLandedOnWindow"]
        assert len(diagnostics) == 1, answer["results"][0]["diagnostics"]
        diagnostic = diagnostics[0]
        assert diagnostic["severity"] == "warning"
        assert diagnostic["responders"] == [{"class": "UIWindow", "id": "main"}]
        assert "UIWindow 'main'" in diagnostic["message"] and "(10, 10)" in diagnostic["message"]
        assert re.search(script, diagnostic["message"].replace("UIWindow 'main'", "")), diagnostic["message"]
        assert re.search(script, diagnostic["hint"]), diagnostic["hint"]
        messages[language] = diagnostic["message"]
    assert messages["en"] == "The touch at (10, 10) landed on UIWindow 'main' itself: no view inside it is there."
    assert len(set(messages.values())) == len(SCRIPTS)
