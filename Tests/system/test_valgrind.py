"""Memory safety of the C bridge: the service under valgrind's memcheck through a scripted run of requests.

memcheck_session.py sends 145 requests over every endpoint and every error class: malformed HTTP, bodies cut
off mid-way, abandoned answers, keep-alive and pipelining, connections over the per-address limit, idle connections
closed by the timeout. Then the service is stopped with SIGTERM and valgrind's report is read. Checks, all reported
together: every request got the answer it expected; the service exited 0 after SIGTERM; no invalid read, write or
free and no use of uninitialised memory (ERROR SUMMARY 0 after the suppressions in data/valgrind.supp, which cover
only Swift runtime noise and say why); "definitely lost" and "indirectly lost" 0 bytes; and every "possibly lost"
block was allocated by the Swift runtime's own metadata and witness-table caches (which keep interior pointers, so
valgrind cannot see them as reachable), never by the bridge or the service.

    python3 -m pytest Tests/system/test_valgrind.py           the debug build (clearer stacks; ~1-2 minutes)
    python3 -m pytest Tests/system/test_valgrind.py --full    also the release build (what ships)

valgrind's report, the service's log and every request's outcome are in .build/system-tests/valgrind/.
"""

import re

import pytest

import memcheck_session
from harness import DATA, Service, out_dir, require

pytestmark = pytest.mark.hardening

ERROR_KINDS = ("Invalid read", "Invalid write", "Invalid free", "Mismatched free", "Conditional jump",
               "Use of uninitialised", "Syscall param", "Source and destination overlap")
# An allocation stack through one of these is the Swift runtime's metadata machinery, not our code.
RUNTIME = re.compile(r"swift_getGenericMetadata|swift_getWitnessTable|ConcurrentReadableHashMap|MetadataCache|"
                     r"swift_getTypeByMangled|swift_getExistentialTypeMetadata|swift_getTupleTypeMetadata|"
                     r"swift_getFunctionTypeMetadata|swift_getForeignTypeMetadata|swift_allocateGenericValueMetadata|"
                     r"swift_getSingletonMetadata|_dl_allocate_tls|swift::TaggedMetadataAllocator|"
                     r"swift_conformsToProtocol|swift::threading_impl::once")


def valgrind_command(log):
    return ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite,indirect,possible",
            "--errors-for-leak-kinds=definite,indirect", "--num-callers=40",
            f"--suppressions={DATA / 'valgrind.supp'}", "--gen-suppressions=all", f"--log-file={log}"]


def lost(body, kind):
    """(bytes, blocks) of a leak kind in the LEAK SUMMARY; none printed means none lost."""
    match = re.search(kind + r": ([\d,]+) bytes in ([\d,]+) blocks", body)
    return (int(match.group(1).replace(",", "")), int(match.group(2).replace(",", ""))) if match else (0, 0)


def memcheck_verdict(text):
    """(summary line, problems) of a memcheck log."""
    body = "\n".join(re.sub(r"^==\d+== ?", "", line) for line in text.splitlines())
    summary = re.search(r"ERROR SUMMARY: (\d+) errors from (\d+) contexts \(suppressed: (\d+) from (\d+)\)", body)
    definite, indirect, possible = (lost(body, kind) for kind in ("definitely lost", "indirectly lost",
                                                                   "possibly lost"))
    kinds = {kind: len(re.findall(r"^" + kind, body, re.MULTILINE)) for kind in ERROR_KINDS}
    records = re.split(r"\n(?=[\d,]+ (?:\([\d,]+ direct, [\d,]+ indirect\) )?bytes in [\d,]+ blocks are )", body)
    foreign = []
    for record in records:
        first = record.splitlines()[0] if record.strip() else ""
        if " are possibly lost in loss record" in first:
            stack = record.split("\n\n")[0]
            if not RUNTIME.search(stack):
                foreign.append(stack)
    errors = int(summary.group(1)) if summary else -1
    suppressed = int(summary.group(3)) if summary else 0
    problems = []
    if not summary:
        problems.append("valgrind printed no ERROR SUMMARY")
    if errors > 0:
        problems.append(f"{errors} memcheck errors: " + ", ".join(f"{k} {v}" for k, v in kinds.items() if v))
    if definite[0]:
        problems.append(f"definitely lost {definite[0]} bytes in {definite[1]} blocks")
    if indirect[0]:
        problems.append(f"indirectly lost {indirect[0]} bytes in {indirect[1]} blocks")
    if foreign:
        problems.append(f"{len(foreign)} possibly-lost records not from the Swift runtime's caches; first: "
                        + " | ".join(foreign[0].splitlines()[:6]))
    heap = re.search(r"total heap usage: ([\d,]+) allocs, ([\d,]+) frees", body)
    line = (f"{heap.group(1) if heap else '?'} allocations, {heap.group(2) if heap else '?'} frees; errors {errors} "
            f"(invalid reads {kinds['Invalid read']}, invalid writes {kinds['Invalid write']}, invalid frees "
            f"{kinds['Invalid free']}, uninitialised {kinds['Conditional jump'] + kinds['Use of uninitialised']}), "
            f"{suppressed} suppressed as Swift runtime noise; definitely lost {definite[0]} bytes in {definite[1]} "
            f"blocks, indirectly lost {indirect[0]} bytes, possibly lost {possible[0]} bytes in {possible[1]} blocks "
            f"(all in Swift runtime metadata caches: {'yes' if not foreign else 'no'})")
    return line, problems


@pytest.mark.parametrize("build", ["debug", pytest.param("release", marks=pytest.mark.full)])
def test_the_service_under_memcheck_answers_every_request_without_a_memory_error(request, build):
    require("valgrind")
    binary = request.getfixturevalue("debug_binary" if build == "debug" else "binary")
    out = out_dir("valgrind")
    report = out / f"{build}-memcheck.log"
    report.unlink(missing_ok=True)
    service = Service(binary, *memcheck_session.FLAGS, wrap=valgrind_command(report), log_level="info",
                      log=out / f"{build}-service.log", startup=1200)
    try:
        steps, unexpected, transcript = memcheck_session.run(service.port, timeout=120)
    finally:
        status = service.stop(timeout=600)
    (out / f"{build}-requests.txt").write_text("\n".join(transcript) + "\n")
    line, problems = memcheck_verdict(report.read_text())
    summary = f"{build} build, {steps} requests, {len(unexpected)} unexpected, exit {status}; {line}"
    (out / f"{build}-summary.txt").write_text(summary + "\n")
    print("\n" + summary)
    problems += [f"unexpected answer: {text}" for text in unexpected]
    if status != 0:
        problems.append(f"the service exited with status {status} after SIGTERM")
    assert not problems, f"{summary}\n" + "\n".join(problems) + f"\n(valgrind's report: {report})"


CLEAN = """\
==1== HEAP SUMMARY:
==1==     in use at exit: 1,024 bytes in 2 blocks
==1==   total heap usage: 10 allocs, 8 frees, 4,096 bytes allocated
==1==
==1== 512 bytes in 1 blocks are possibly lost in loss record 1 of 2
==1==    at 0x1: malloc
==1==    by 0x2: swift_getGenericMetadata
==1==
==1== LEAK SUMMARY:
==1==    definitely lost: 0 bytes in 0 blocks
==1==    indirectly lost: 0 bytes in 0 blocks
==1==      possibly lost: 512 bytes in 1 blocks
==1==
==1== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 3 from 1)
"""

BROKEN = """\
==1== Invalid read of size 8
==1==    at 0x3: bridge_read
==1==
==1== 64 bytes in 1 blocks are possibly lost in loss record 1 of 2
==1==    at 0x1: malloc
==1==    by 0x4: MicroHTTPDDaemon.start
==1==
==1== 32 bytes in 1 blocks are definitely lost in loss record 2 of 2
==1==    at 0x1: malloc
==1==
==1== LEAK SUMMARY:
==1==    definitely lost: 32 bytes in 1 blocks
==1==    indirectly lost: 0 bytes in 0 blocks
==1==      possibly lost: 64 bytes in 1 blocks
==1==
==1== ERROR SUMMARY: 2 errors from 2 contexts (suppressed: 0 from 0)
"""


def test_the_report_reader_finds_errors_leaks_and_foreign_possible_leaks():
    assert memcheck_verdict(CLEAN)[1] == []
    _, problems = memcheck_verdict(BROKEN)
    expected = ["2 memcheck errors: Invalid read 1", "definitely lost 32 bytes in 1 blocks",
                "1 possibly-lost records not from the Swift runtime's caches"]
    assert len(problems) == len(expected) and all(map(str.startswith, problems, expected)), problems
    assert memcheck_verdict("")[1] == ["valgrind printed no ERROR SUMMARY"]
