#!/usr/bin/env bash
# Memory safety of the C bridge: runs the service under valgrind (memcheck) through a scripted session over every
# endpoint and every error class (scripts/hardening/session.py: ~125 requests, including malformed HTTP, bodies cut
# off mid-way, abandoned answers, keep-alive and pipelining, connections over the per-address limit and idle
# connections closed by the timeout), then stops it with SIGTERM and reads valgrind's summary.
#
#   scripts/hardening/valgrind.sh                 the debug build (clearer stacks)
#   scripts/hardening/valgrind.sh --release       the release build (what ships)
#   scripts/hardening/valgrind.sh --ci            the debug build (same session; valgrind runs take ~1-2 minutes)
#
# Checks: the session got every answer it expected; the service exited 0 after SIGTERM; no invalid read, write or
# free and no use of uninitialised memory (ERROR SUMMARY 0 after the suppressions in valgrind.supp, which cover only
# Swift runtime noise and are explained there); "definitely lost: 0 bytes" and "indirectly lost: 0 bytes"; and every
# "possibly lost" block was allocated by the Swift runtime's own metadata and witness-table caches (which keep
# interior pointers, so valgrind cannot see them as reachable), never by the bridge or the service. Prints one line
# "valgrind: ok|FAIL ..."; the full log is .build/hardening/valgrind.log.
set -euo pipefail
# shellcheck source=scripts/hardening/lib.sh
source "$(dirname "$0")/lib.sh"

configuration=debug
for argument in "$@"; do
    case "$argument" in
        --release) configuration=release ;;
        --ci) ;;
        *) echo "valgrind.sh: unknown option $argument" >&2; exit 64 ;;
    esac
done

hl_need_apt valgrind curl
hl_build "$configuration"
trap hl_cleanup EXIT

vglog="$HARDENING_OUT/valgrind.log"
rm -f "$vglog"
# shellcheck disable=SC2034  # read by hl_start
RL_WRAP="valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible
    --errors-for-leak-kinds=definite,indirect --num-callers=40 --suppressions=$HL_DIR/valgrind.supp
    --gen-suppressions=all --log-file=$vglog"
flags=(--log-level info --threads 2 --max-body-bytes 65536 --max-nodes 200 --max-depth 40 --max-events 5
    --max-touches 3 --per-ip-connection-limit 8 --connection-timeout 2 --cors-origins https://allowed.example)
HL_START_TIMEOUT=1200 hl_start valgrind "$HARDENING_OUT/valgrind-service.log" "${flags[@]}"
unset RL_WRAP
pid=$RL_PID
started=$SECONDS
session_ok=yes
python3 "$HL_DIR/session.py" "$RL_PORT" --timeout 120 >"$HARDENING_OUT/valgrind-session.txt" 2>&1 || session_ok=no
session_line=$(tail -n +1 "$HARDENING_OUT/valgrind-session.txt" | grep '^session:' || echo "session: no summary")
hl_stop "$pid"
exit_code=$HL_EXIT
seconds=$((SECONDS - started))

verdict=$(python3 - "$vglog" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
lines = [re.sub(r"^==\d+== ?", "", line) for line in text.splitlines()]
body = "\n".join(lines)
summary = re.search(r"ERROR SUMMARY: (\d+) errors from (\d+) contexts \(suppressed: (\d+) from (\d+)\)", body)
def lost(kind):
    match = re.search(kind + r": ([\d,]+) bytes in ([\d,]+) blocks", body)
    return (int(match.group(1).replace(",", "")), int(match.group(2).replace(",", ""))) if match else (0, 0)
# No leak summary at all means no block was lost ("All heap blocks were freed").
definite, indirect, possible = lost("definitely lost"), lost("indirectly lost"), lost("possibly lost")
kinds = {}
for kind in ("Invalid read", "Invalid write", "Invalid free", "Mismatched free", "Conditional jump",
             "Use of uninitialised", "Syscall param", "Source and destination overlap"):
    kinds[kind] = len(re.findall(r"^" + kind, body, re.M))
# Every possibly-lost record: the allocation stack must pass through the Swift runtime's metadata machinery.
runtime = re.compile(r"swift_getGenericMetadata|swift_getWitnessTable|ConcurrentReadableHashMap|MetadataCache|"
                     r"swift_getTypeByMangled|swift_getExistentialTypeMetadata|swift_getTupleTypeMetadata|"
                     r"swift_getFunctionTypeMetadata|swift_getForeignTypeMetadata|swift_allocateGenericValueMetadata|"
                     r"swift_getSingletonMetadata|_dl_allocate_tls|swift::TaggedMetadataAllocator|"
                     r"swift_conformsToProtocol|swift::threading_impl::once")
records = re.split(r"\n(?=[\d,]+ (?:\([\d,]+ direct, [\d,]+ indirect\) )?bytes in [\d,]+ blocks are )", body)
foreign = []
for record in records:
    first = record.splitlines()[0] if record.strip() else ""
    if " are possibly lost in loss record" in first:
        stack = record.split("\n\n")[0]
        if not runtime.search(stack):
            foreign.append(stack)
problems = []
if not summary:
    problems.append("valgrind printed no ERROR SUMMARY")
errors = int(summary.group(1)) if summary else -1
suppressed = int(summary.group(3)) if summary else 0
if errors:
    problems.append(f"{errors} errors: " + ", ".join(f"{k} {v}" for k, v in kinds.items() if v))
if definite[0]:
    problems.append(f"definitely lost {definite[0]} bytes")
if indirect[0]:
    problems.append(f"indirectly lost {indirect[0]} bytes")
if foreign:
    problems.append(f"{len(foreign)} possibly-lost records not from the Swift runtime's caches; first: "
                    + " | ".join(foreign[0].splitlines()[:6]))
heap = re.search(r"total heap usage: ([\d,]+) allocs, ([\d,]+) frees", body)
text = (f"{heap.group(1) if heap else '?'} allocations, {heap.group(2) if heap else '?'} frees; "
        f"errors {errors} (invalid reads {kinds['Invalid read']}, invalid writes {kinds['Invalid write']}, "
        f"invalid frees {kinds['Invalid free']}, uninitialised {kinds['Conditional jump'] + kinds['Use of uninitialised']}), "
        f"{suppressed} suppressed as Swift runtime noise; definitely lost {definite[0]} bytes in {definite[1]} blocks, "
        f"indirectly lost {indirect[0]} bytes, possibly lost {possible[0]} bytes in {possible[1]} blocks "
        f"(all in Swift runtime metadata caches: {'yes' if not foreign else 'no'})")
print(("FAIL|" if problems else "ok|") + text + ("; " + "; ".join(problems) if problems else ""))
PY
)
status="${verdict%%|*}"
text="${verdict#*|}"
failures=()
[[ "$status" == ok ]] || failures+=("memcheck")
[[ "$session_ok" == yes ]] || failures+=("session: $(grep -c '^UNEXPECTED' "$HARDENING_OUT/valgrind-session.txt") unexpected answers")
((exit_code == 0)) || failures+=("the service exited with status $exit_code after SIGTERM")
line="$configuration build, ${session_line#session: }, exit $exit_code, ${seconds}s; $text"
echo "$line" >"$HARDENING_OUT/valgrind-summary.txt"
if ((${#failures[@]})); then
    echo "valgrind: FAIL $line; failed: ${failures[*]}"
    grep '^UNEXPECTED' "$HARDENING_OUT/valgrind-session.txt" >&2 || true
    exit 1
fi
echo "valgrind: ok $line"
