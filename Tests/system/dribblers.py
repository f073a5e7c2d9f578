"""Slow clients for test_slow_clients.py: connections that send a request one byte at a time.

Run in a process of their own, so that their event loop does not take the normal client's interpreter lock:

    python3 Tests/system/dribblers.py PORT INTERVAL < specs.json > outcomes.json

specs.json is a list of [source address, kind]: kind "header" sends the request line and headers byte by byte,
"body" sends the headers at once and then the body byte by byte; each waits INTERVAL seconds between bytes, then
reads the answer. outcomes.json is a list, in the same order, of each connection's status (an int) or what happened
instead ("connect: ...", "closed: ...", "no answer within 30 s").
"""

import asyncio
import json
import re
import subprocess
import sys

HEADER_REQUEST = (b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow-client\r\n"
                  b"Accept: application/json\r\n\r\n")
CHAIN_BODY = (b'{"app": {"scenes": [{"windows": [{"id": "w", "subviews": [{"id": "v"}]}]}]}, "from": "v", '
              b'"title": "slow"}')
BODY_HEAD = (b"POST /v1/chain HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
             b"Content-Length: " + str(len(CHAIN_BODY)).encode() + b"\r\n\r\n")


async def dribble(port, source, prefix, payload, interval):
    """Sends `prefix` at once, then `payload` one byte per `interval`; returns the answer's status or what happened."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    except OSError as error:
        return f"connect: {error}"
    try:
        if prefix:
            writer.write(prefix)
        for index in range(len(payload)):
            writer.write(payload[index:index + 1])
            await writer.drain()
            await asyncio.sleep(interval)
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
        status = int(head.split(b" ", 2)[1])
        length = re.search(rb"(?i)content-length: *(\d+)", head)
        if length:
            await asyncio.wait_for(reader.readexactly(int(length.group(1))), 30)
        return status
    except (asyncio.IncompleteReadError, ConnectionError, OSError) as error:
        return f"closed: {type(error).__name__}"
    except TimeoutError:
        return "no answer within 30 s"
    finally:
        writer.close()


async def dribble_all(port, specs, interval):
    return await asyncio.gather(*[
        dribble(port, source, b"", HEADER_REQUEST, interval) if kind == "header"
        else dribble(port, source, BODY_HEAD, CHAIN_BODY, interval)
        for source, kind in specs])


def start(port, specs, interval):
    """Starts the dribblers in a new process; `finish(process)` returns their outcomes."""
    process = subprocess.Popen([sys.executable, __file__, str(port), str(interval)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    process.stdin.write(json.dumps(specs))
    process.stdin.close()
    process.stdin = None  # written and closed: communicate() only reads
    return process


def finish(process, timeout):
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise AssertionError(f"the slow clients did not finish within {timeout:.0f} s") from None
    if process.returncode != 0 or not output:
        raise AssertionError(f"the slow clients' process exited with status {process.returncode}")
    return json.loads(output)


if __name__ == "__main__":
    outcomes = asyncio.run(dribble_all(int(sys.argv[1]), json.load(sys.stdin), float(sys.argv[2])))
    json.dump(outcomes, sys.stdout)
