"""Swift 6 language mode with complete concurrency checking, and every escape hatch justified.

Reads files only; builds nothing:
- Package.swift declares swift-tools-version 6.0 or later (so every target defaults to the Swift 6 language mode,
  which implies complete strict-concurrency checking), and nothing takes that back: no swiftLanguageVersions or
  swiftLanguageModes naming 5 or 4, no -swift-version 5, no -strict-concurrency=minimal|targeted, no unsafeFlags;
- every module in a build manifest that exists (.build/debug.yaml, .build/release.yaml) is compiled with
  -swift-version 6;
- every `@unchecked Sendable`, `nonisolated(unsafe)`, `@preconcurrency` and `@_unsafeInheritExecutor` in the Swift
  files of Sources/ and Tests/ has a comment right above it (its doc comment; attributes in between are skipped) or on
  its line that says why it is safe (the comment contains the word "safe").
The last two tests run the checks on small samples, so that the checks themselves cannot silently pass.

    python3 -m pytest Tests/system/test_concurrency.py
"""

import re

import pytest

from harness import REPO

pytestmark = pytest.mark.hardening

HATCH = re.compile(r"@unchecked\s+Sendable|nonisolated\(unsafe\)|@preconcurrency|@_unsafeInheritExecutor")
LOWERED = re.compile(r'swiftLanguage(Versions|Modes)[^\]]*(\.v4|\.v5|"5|"4)|-swift-version[", ]+[45]'
                     r"|strict-concurrency=(minimal|targeted)|unsafeFlags")
MANIFESTS = (".build/debug.yaml", ".build/release.yaml")


def manifest_problems(text):
    """What in a Package.swift keeps it from the Swift 6 language mode, one line each."""
    lines = text.splitlines()
    version = re.search(r"[0-9]+\.[0-9]+", lines[0] if lines else "")
    problems = []
    if version is None or int(version.group().split(".")[0]) < 6:
        problems.append(f"swift-tools-version {version.group() if version else 'missing'} "
                        "(< 6.0: Swift 5 language mode by default)")
    for number, line in enumerate(lines, 1):
        if LOWERED.search(line):
            problems.append(f"Package.swift:{number} lowers the language mode or concurrency checking: "
                            f"{line.strip()}")
    return problems


def module_versions(manifest):
    """Module name -> the -swift-version values of its swiftc commands in a SwiftPM build manifest."""
    versions = {}
    for line in manifest.read_text().splitlines():
        if '"-module-name"' in line and "swiftc" in line:
            name = re.search(r'"-module-name","([^"]+)"', line).group(1)
            versions.setdefault(name, set()).update(re.findall(r'"-swift-version","(\d+)"', line))
    # SwiftPM's own generated modules (the test runner, test discovery) carry no -swift-version.
    return {name: found for name, found in versions.items()
            if not name.endswith(("PackageTests", "PackageDiscoveredTests"))}


def justification(lines, index):
    """The comment block right above line `index` (skipping attribute lines), and the line's own comment."""
    above = index - 1
    while above >= 0 and re.match(r"\s*@", lines[above]):
        above -= 1
    block = []
    while above >= 0 and re.match(r"\s*//", lines[above]):
        block.insert(0, lines[above])
        above -= 1
    inline = re.search(r"//.*", lines[index])
    return " ".join(block) + " " + (inline.group() if inline else "")


def escape_hatches(root, folders=("Sources", "Tests")):
    """[(file:line, justified)] for every escape hatch in the Swift files under `folders` of `root`."""
    found = []
    for folder in folders:
        for path in sorted((root / folder).rglob("*.swift")):
            lines = path.read_text().splitlines()
            for index, line in enumerate(lines):
                if HATCH.search(line) and not re.match(r"\s*//", line):
                    justified = "safe" in justification(lines, index).lower()
                    found.append((f"{path.relative_to(root)}:{index + 1}", justified))
    return found


def test_package_swift_keeps_the_swift_6_language_mode():
    problems = manifest_problems((REPO / "Package.swift").read_text())
    assert not problems, "\n".join(problems)


def test_every_module_in_a_build_manifest_is_compiled_with_swift_version_6():
    manifests = [REPO / name for name in MANIFESTS if (REPO / name).is_file()]
    if not manifests:
        pytest.skip("no build manifest (.build/debug.yaml or .build/release.yaml): nothing has been built here")
    problems = []
    for manifest in manifests:
        versions = module_versions(manifest)
        six = sorted(name for name, found in versions.items() if found == {"6"})
        other = {name: sorted(found) or "none" for name, found in versions.items() if found != {"6"}}
        print(f"{manifest.relative_to(REPO)}: {len(six)} modules with -swift-version 6")
        if other:
            problems.append(f"{manifest.relative_to(REPO)}: compiled without -swift-version 6: {other}")
    assert not problems, "\n".join(problems)


def test_every_escape_hatch_says_why_it_is_safe():
    hatches = escape_hatches(REPO)
    print(f"{len(hatches)} escape hatches: " + ", ".join(where for where, _ in hatches))
    unjustified = [where for where, justified in hatches if not justified]
    assert not unjustified, ("no comment saying why it is safe (a `///` right above the declaration, containing the "
                             "word \"safe\") at:\n" + "\n".join(unjustified))


SAMPLE = """\
/// A handle. This is safe: the pointer never changes.
@usableFromInline
struct Justified: @unchecked Sendable {}

struct Bare: @unchecked Sendable {}

/// A table read by every thread.
nonisolated(unsafe) var undocumented = 0

nonisolated(unsafe) let inline = 1 // safe: written once, before any thread starts

// @preconcurrency import Dispatch (commented out: not a hatch)
@preconcurrency import Foundation
"""


def test_the_check_catches_an_escape_hatch_without_a_safety_comment(tmp_path):
    (tmp_path / "Sources" / "Sample").mkdir(parents=True)
    (tmp_path / "Sources" / "Sample" / "Sample.swift").write_text(SAMPLE)
    (tmp_path / "Tests").mkdir()
    (tmp_path / "Tests" / "notes.py").write_text('HATCH = "@unchecked Sendable"\n')  # not Swift: not read
    hatches = escape_hatches(tmp_path)
    where = "Sources/Sample/Sample.swift"
    assert hatches == [(f"{where}:3", True), (f"{where}:5", False), (f"{where}:8", False), (f"{where}:10", True),
                       (f"{where}:13", False)]


def test_the_check_catches_a_package_that_lowers_the_language_mode():
    assert manifest_problems("// swift-tools-version:5.9\nlet package = Package(name: \"x\")\n") == [
        "swift-tools-version 5.9 (< 6.0: Swift 5 language mode by default)"]
    lowered = manifest_problems('// swift-tools-version:6.0\nlet package = Package(\n    swiftLanguageModes: [.v5]\n)\n'
                                '// unsafeFlags(["-strict-concurrency=minimal"])\n')
    assert [problem.split(" lowers")[0] for problem in lowered] == ["Package.swift:3", "Package.swift:5"]
    assert manifest_problems("// swift-tools-version:6.0\nlet package = Package(name: \"x\")\n") == []
