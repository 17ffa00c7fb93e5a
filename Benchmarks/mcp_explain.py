#!/usr/bin/env python3
"""`explain` through `moonchain mcp` on the 2,000-view grid, once the scene is loaded.

    python3 Benchmarks/mcp_explain.py [--moonchain .build/release/moonchain] [--calls 20]
                                      [--views 2000] [--budget-ms 100]

Starts the server with the official MCP Python SDK (as Tests/MCP/check_mcp.py does), writes
the grid of Benchmarks/studio_large_scene.py (each view with a Lua pointInside) under the
repository root, calls `explain` once (the load) and then --calls times at the first view,
the last one a front-to-back hit test reaches (2,000 pointInside calls; the 1,999 cells missed
are one run in the result), and prints the first call and, for the calls after it, the
server's CPU time per call (from /proc: it holds better than wall times on a loaded machine),
p50, p99 and max of the answer (request sent to response parsed, as the server's latency) and
of the whole `call_tool` (plus the client's jsonschema validation of the result against the
tool's output schema, which grows with the result and is the client's own cost). With
--budget-ms, exits 1 when the answer's p50 is over it (issue #40: under 100 ms for a release
binary).
"""
import argparse
import asyncio
import json
import os
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_large_scene import grid_scene  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


async def measure(binary, views, calls):
    name = f"mcp-explain-grid-{os.getpid()}.lua"
    path = os.path.join(ROOT, name)
    with open(path, "w") as f:
        f.write(grid_scene(views))
    try:
        params = StdioServerParameters(command=binary, args=["mcp", "--root", ROOT], cwd=ROOT)
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                await session.list_tools()  # the client validates results against these schemas
                validating = []
                validate = session.validate_tool_result

                async def timed_validate(name, result):
                    start = time.perf_counter()
                    await validate(name, result)
                    validating.append((time.perf_counter() - start) * 1000)

                session.validate_tool_result = timed_validate
                arguments = {"scene": name, "x": 3, "y": 123}
                start = time.perf_counter()
                first = await session.call_tool("explain", arguments)
                load_ms = (time.perf_counter() - start) * 1000
                if first.is_error or first.structured_content["hit"]["view"] != "v0":
                    sys.exit(f"mcp_explain: unexpected first answer: {first.content}")
                size = len(json.dumps(first.structured_content, separators=(",", ":")))
                server = server_cpu_seconds()
                answers, rounds = [], []
                for _ in range(calls):
                    validating.clear()
                    start = time.perf_counter()
                    result = await session.call_tool("explain", arguments)
                    rounds.append((time.perf_counter() - start) * 1000)
                    answers.append(rounds[-1] - sum(validating))
                    if result.is_error:
                        sys.exit("mcp_explain: explain on the loaded grid failed")
                cpu_ms = (server_cpu_seconds() - server) * 1000 / calls
                answers.sort()
                rounds.sort()
                return load_ms, answers, rounds, size, cpu_ms
    finally:
        os.remove(path)


def server_cpu_seconds():
    """User and system CPU time of this process's children that are still running (the
    server), from /proc: a figure that holds on a loaded machine, where wall times do not."""
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == os.getpid():  # the parent's pid
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build", "release", "moonchain"))
    parser.add_argument("--views", type=int, default=2000)
    parser.add_argument("--calls", type=int, default=20)
    parser.add_argument("--budget-ms", type=float)
    args = parser.parse_args()
    load_ms, answers, rounds, size, cpu_ms = asyncio.run(measure(args.moonchain, args.views, args.calls))
    p50 = answers[len(answers) // 2]
    p99 = answers[min(len(answers) - 1, -(-len(answers) * 99 // 100) - 1)]
    print(f"explain via MCP, {args.views}-view grid, structured result {size / 1000:.0f} KB; "
          f"first call (load) {load_ms:.0f} ms; over {args.calls} calls after it:\n"
          f"  server CPU time per call {cpu_ms:.1f} ms\n"
          f"  answer (request to parsed response) p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {answers[-1]:.1f} ms\n"
          f"  with the client's output-schema validation p50 {rounds[len(rounds) // 2]:.1f} ms, "
          f"max {rounds[-1]:.1f} ms")
    if args.budget_ms is not None and p50 > args.budget_ms:
        print(f"mcp_explain: p50 {p50:.1f} ms is over the budget of {args.budget_ms:.0f} ms")
        sys.exit(1)


if __name__ == "__main__":
    main()
