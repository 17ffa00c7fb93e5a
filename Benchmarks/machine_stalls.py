#!/usr/bin/env python3
"""The machine's own slow spells: how often, for how long and how much slower the CPU runs the
same instructions, with nothing else running.

    python3 Benchmarks/machine_stalls.py [--seconds 20] [--work 6 20]

Runs one fixed piece of integer arithmetic (a chunk of ~0.1 ms, no allocation, no system call,
everything in registers and L1) back to back for `--seconds`, and times each chunk. On a machine
that gives this process a steady CPU every chunk takes the same time. A spell is a run of chunks
more than 2.5 times the median (gaps under 10 ms merged); for each it prints when it started, how
long it lasted and how much slower the chunks ran. Then it replays the trace to say how long a
piece of work that needs `--work` milliseconds on a steady CPU takes when started at any moment
(p50 / p99 / max): a studio click needs about 20 ms of CPU (the host's press and the page's frame).

`studio_page_latency.py --stalls` runs `StallWatch` (a light version: one chunk every 2 ms at a
real-time priority, ~2% of one core) beside its clicks and says which inputs overlapped a spell.
"""
import argparse
import bisect
import os
import statistics
import subprocess
import sys
import time

CHUNK = 400  # loop turns per chunk: ~0.07 ms in CPython on this machine's CPU
SLOW = 2.5   # a chunk this many times the median is in a spell
MERGE = 0.010  # slow chunks closer than this (seconds) are one spell


def chunk(turns=CHUNK):
    """The fixed work: the same integer operations every call."""
    a = 1
    for _ in range(turns):
        a = (a * 1103515245 + 12345) & 0xFFFFFFFF
    return a


def timed_chunk(offset):
    """One chunk: (start, end) in epoch seconds and the CPU time the thread spent in it. The CPU
    time is what tells a slow spell (the same instructions taking longer on the CPU) from this
    process merely waiting for a core that something else is using."""
    start, cpu = time.perf_counter(), time.thread_time()
    chunk()
    return (start + offset, time.perf_counter() + offset, time.thread_time() - cpu)


def trace(seconds):
    """Chunks back to back for `seconds`: [(start, end, cpu)] in time.time() seconds (the epoch,
    to compare with a browser's timeOrigin)."""
    offset = time.time() - time.perf_counter()
    out = []
    stop = time.perf_counter() + seconds
    while time.perf_counter() < stop:
        out.append(timed_chunk(offset))
    return out


def spells(chunks, least=1):
    """Runs of chunks whose CPU time is over SLOW times the median: [(start, end, slowdown)],
    slowdown being the run's CPU time over what its chunks take at the median. Runs of fewer than
    `least` slow chunks are left out."""
    if not chunks:
        return []
    median = statistics.median(c for _, _, c in chunks)
    found = []
    for start, end, cpu in chunks:
        if cpu <= SLOW * median:
            continue
        if found and start - found[-1][1] < MERGE:
            found[-1][1] = end
            found[-1][2] += cpu
            found[-1][3] += median
            found[-1][4] += 1
        else:
            found.append([start, end, cpu, median, 1])
    return [(s, e, busy / ideal) for s, e, busy, ideal, n in found if n >= least]


def work_times(chunks, needed):
    """Replays a back-to-back trace: for each chunk as a start, the wall time until `needed`
    seconds of steady-CPU work (chunks at the median's speed) are done."""
    median = statistics.median(e - s for s, e, _ in chunks)
    per = int(round(needed / median))
    return [chunks[i + per - 1][1] - chunks[i][0] for i in range(len(chunks) - per)]


class StallWatch:
    """Watches for spells in the background while something else is measured: a child process
    runs one chunk every 2 ms. `stop()` returns the spells as (start, end, slowdown) in epoch
    seconds; `gap(start, end)` then says how long the watch went without a chunk in a window (a
    watch that did not run there cannot say the window was clear)."""

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--watch"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        # Watching from the first input on: the child says when its chunks begin.
        if self.process.stdout.readline().strip() != "watching":
            raise RuntimeError("machine_stalls: the watch did not start")

    def stop(self):
        out, _ = self.process.communicate("stop\n", timeout=60)
        chunks = [tuple(map(float, line.split())) for line in out.splitlines() if line.strip()]
        self.starts = [c[0] for c in chunks]
        # A chunk every 2 ms sees a spell of 10 ms or more several times; one slow chunk alone
        # is as likely an interrupt landing in it.
        return spells(chunks, least=2)

    def gap(self, start, end):
        """The longest time in [start, end] (epoch seconds) with no chunk of the watch begun."""
        i = bisect.bisect_left(self.starts, start)
        times = [start] + self.starts[i:bisect.bisect_right(self.starts, end)] + [end]
        return max(b - a for a, b in zip(times, times[1:]))


def watch():
    """The child of StallWatch: chunks every 2 ms until a line arrives on stdin. It asks for a
    real-time priority (root only; else a higher nice) so that a busy machine still runs it the
    moment its sleep ends: a gap in its chunks is then the machine's, not a wait for a core. Its
    chunks are ~2% of one core."""
    import select
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
    except (OSError, AttributeError):
        try:
            os.nice(-10)
        except OSError:
            pass
    lines = []
    offset = time.time() - time.perf_counter()
    print("watching", flush=True)
    while not select.select([sys.stdin], [], [], 0.002)[0]:
        lines.append("%.6f %.6f %.7f" % timed_chunk(offset))
    sys.stdout.write("\n".join(lines) + "\n")


def overlapping(spells_found, start, end):
    """The first spell that overlaps [start, end] (epoch seconds), or None."""
    starts = [s for s, _, _ in spells_found]
    i = bisect.bisect_right(starts, end)
    for s, e, slowdown in reversed(spells_found[max(0, i - 3):i]):
        if e >= start:
            return (s, e, slowdown)
    return None


def percentile(values, p):
    """The value at `p` percent of the sorted values (nearest rank); the studio benchmarks use it."""
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main():
    if sys.argv[1:] == ["--watch"]:
        watch()
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--work", type=float, nargs="*", default=[6, 20], metavar="MS")
    args = parser.parse_args()
    chunks = trace(args.seconds)
    durations = [c for _, _, c in chunks]
    median = statistics.median(durations)
    found = spells(chunks)
    total = chunks[-1][1] - chunks[0][0]
    slow_time = sum(e - s for s, e, _ in found)
    print(f"{len(chunks):,} chunks of fixed work in {total:.1f} s; median chunk {median * 1000:.3f} ms")
    print(f"{len(found)} spells with chunks over {SLOW}x the median, {slow_time * 1000:.0f} ms in all "
          f"({100 * slow_time / total:.1f}% of the time)")
    for s, e, slowdown in found:
        if e - s >= 0.005:
            print(f"  at {s - chunks[0][0]:7.3f} s: {1000 * (e - s):6.1f} ms long, {slowdown:4.1f}x slower")
    for ms in args.work:
        times = [t * 1000 for t in work_times(chunks, ms / 1000)]
        print(f"work of {ms:g} ms on a steady CPU, started at any moment: p50 {percentile(times, 50):.1f} ms, "
              f"p99 {percentile(times, 99):.1f} ms, max {max(times):.1f} ms")


if __name__ == "__main__":
    main()
