#!/usr/bin/env bash
# Swift 6 language mode with complete concurrency checking, and every escape hatch justified.
#
#   scripts/hardening/concurrency-check.sh
#
# Checks (reads files only; builds nothing):
#   - Package.swift declares swift-tools-version 6.0 or later (so every target defaults to the Swift 6 language mode,
#     which implies complete strict-concurrency checking) and nothing takes that back: no swiftLanguageVersions /
#     swiftLanguageModes naming 5 or 4, no -swift-version 5, no -strict-concurrency=minimal|targeted, no unsafeFlags;
#   - when a build manifest exists (.build/debug.yaml, .build/release.yaml, or under $HARDENING_SCRATCH), every
#     module's compile command says -swift-version 6;
#   - every `@unchecked Sendable`, `nonisolated(unsafe)`, `@preconcurrency` and `@_unsafeInheritExecutor` in Sources/
#     and Tests/ has a comment right above it (the declaration's doc comment) that explains why it is safe (it must
#     contain the word "safe").
# Prints one line "concurrency: ok|FAIL ..." listing what it found.
set -euo pipefail
cd "$(dirname "$0")/../.."

failures=()
tools=$(head -1 Package.swift | grep -oE '[0-9]+\.[0-9]+' || echo 0)
if ! awk -v v="$tools" 'BEGIN {split(v, p, "."); exit !(p[1] >= 6)}'; then
    failures+=("swift-tools-version $tools (< 6.0: Swift 5 language mode by default)")
fi
if grep -nE 'swiftLanguage(Versions|Modes)[^]]*(\.v4|\.v5|"5|"4)|-swift-version[", ]+[45]|strict-concurrency=(minimal|targeted)|unsafeFlags' Package.swift; then
    failures+=("Package.swift lowers the language mode or concurrency checking")
fi

modules=0
for manifest in .build/debug.yaml .build/release.yaml ${HARDENING_SCRATCH:+"$HARDENING_SCRATCH"/debug.yaml "$HARDENING_SCRATCH"/release.yaml}; do
    [[ -f "$manifest" ]] || continue
    read -r six other < <(python3 - "$manifest" <<'PY'
import re, sys
# Module name -> the -swift-version values of its swiftc commands. SwiftPM's own generated modules (the test runner
# and test discovery) and link-only commands carry no -swift-version; a module counts when one of its commands says
# 6 and none says anything else.
versions = {}
for line in open(sys.argv[1]):
    if '"-module-name"' in line and "swiftc" in line:
        name = re.search(r'"-module-name","([^"]+)"', line).group(1)
        versions.setdefault(name, set()).update(re.findall(r'"-swift-version","(\d+)"', line))
generated = [n for n in versions if n.endswith(("PackageTests", "PackageDiscoveredTests"))]
six = sum(1 for n, v in versions.items() if n not in generated and v == {"6"})
other = [n for n, v in versions.items() if n not in generated and v != {"6"}]
print(six, len(other))
PY
)
    modules=$((modules > six ? modules : six))
    ((other == 0)) || failures+=("$manifest: $other modules compiled without -swift-version 6")
done

hatches=0
unjustified=()
where=()
while IFS=: read -r file line _; do
    hatches=$((hatches + 1))
    where+=("$(basename "$file"):$line")
    # The comment block right above the declaration (attributes in between are skipped).
    comment=$(awk -v n="$line" 'NR < n {lines[NR] = $0} END {
        i = n - 1
        while (i > 0 && lines[i] ~ /^[[:space:]]*@/) i--
        text = ""
        while (i > 0 && lines[i] ~ /^[[:space:]]*\/\//) { text = lines[i] " " text; i-- }
        print text
    }' "$file")
    inline=$(sed -n "${line}p" "$file" | grep -oE '//.*' || true)
    if ! grep -qi 'safe' <<<"$comment $inline"; then
        unjustified+=("$file:$line")
    fi
done < <(grep -rnE '@unchecked[[:space:]]+Sendable|nonisolated\(unsafe\)|@preconcurrency|@_unsafeInheritExecutor' Sources Tests |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
((${#unjustified[@]} == 0)) || failures+=("no comment proving safety above: ${unjustified[*]}")

text="swift-tools-version $tools (Swift 6 language mode, complete concurrency checking); $modules modules compiled with -swift-version 6; $hatches escape hatch(es)${where:+ (${where[*]})}, ${#unjustified[@]} without a safety comment"
if ((${#failures[@]})); then
    echo "concurrency: FAIL $text; $(IFS=';'; echo "${failures[*]}")"
    exit 1
fi
echo "concurrency: ok $text"
