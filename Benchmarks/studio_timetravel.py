#!/usr/bin/env python3
"""Time travel's speed: how long a scrub step takes to come back, whether the live
session's inputs wait for replays, and what the parked replays cost in memory.

    python3 Benchmarks/studio_timetravel.py [--moonchain .build/release/moonchain]
                                            [--views 0,2000] [--events 40] [--grid-events 20]
                                            [--pause 0.5] [--steps 15]

For each scene (0: examples/small-button-hit-area with EVENTS touch events; N: the grid of
N views with a Lua pointInside of studio_large_scene.py, with GRID_EVENTS): records the
events, then times the `past` answer to a `scrub` (from sending it to its answer):
  - back, no pause: STEPS steps back one event at a time from the end, each sent as soon as
    the one before is answered (the replay thread has no idle time to prepare anything);
  - back, paused: the same, waiting PAUSE seconds before each step (a user pressing <- now
    and then: the replay thread prepares replays further back meanwhile);
  - back by 5, paused: scrubs back five events at a time, PAUSE seconds apart;
  - forward: steps forward one event at a time (each goes on from the kept replay);
  - touches sent while a replay of the whole recording runs: their round trip to `update`;
  - the studio's resident memory (VmRSS) after recording, and after a paused step back
    (the replays parked by then).
Uses the WebSocket client of studio_roundtrip.py (standard library only).
"""
import argparse
import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_roundtrip import Client, ROOT, start  # noqa: E402
from studio_large_scene import drain, write_scene  # noqa: E402


def until_past(client, request):
    while True:
        message = json.loads(client.receive())
        if message["type"] == "past" and message["request"] == request:
            return message


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def rss_mb(process):
    with open(f"/proc/{process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


class Scrubber:
    def __init__(self, client):
        self.client, self.request = client, 0

    def scrub(self, event):
        """The `past` answer's wall time in ms."""
        self.request += 1
        started = time.perf_counter()
        self.client.send({"type": "scrub", "event": event, "request": self.request})
        until_past(self.client, self.request)
        return (time.perf_counter() - started) * 1000

    def walk(self, start, stride, steps, pause):
        """Answers `start`, then `steps` scrubs `stride` events apart, `pause` s before each."""
        self.scrub(start)
        times, event = [], start
        for _ in range(steps):
            event = max(0, min(event + stride, start if stride < 0 else 10 ** 9))
            time.sleep(pause)
            times.append(self.scrub(event))
        return times


def measure(moonchain, views, events, pause, steps):
    if views:
        scene, (x, y) = write_scene(views, tempfile.mkdtemp(prefix="studio-tt-")), (30, 140)
    else:
        scene, (x, y) = os.path.join(ROOT, "examples/small-button-hit-area/scene.lua"), (30, 50)
    process, port = start(moonchain, scene)
    try:
        client = Client(port)
        client.until("update")
        drain(client, 0.5)
        for i in range(events):
            client.send({"type": "touches", "touches": [{"id": i // 2 + 1, "phase": "began" if i % 2 == 0 else "ended", "x": x, "y": y}]})
            client.until("update")
        drain(client, 0.3)
        rss_before = rss_mb(process)
        scrubber = Scrubber(client)
        steps = min(steps, events - 1)
        result = {}
        result["back"] = scrubber.walk(events, -1, steps, 0)
        result["back paused"] = scrubber.walk(events, -1, steps, pause)
        time.sleep(pause)
        rss_after = rss_mb(process)
        result["back 5 paused"] = scrubber.walk(events, -5, max(1, min(steps, (events - 1) // 5)), pause)
        result["forward"] = scrubber.walk(events - steps, 1, steps, 0)
        # Touches while the whole recording is replayed from the start (event 0, then all but one).
        scrubber.scrub(0)
        scrubber.request += 1
        client.send({"type": "scrub", "event": events - 1, "request": scrubber.request})
        times = []
        for i in range(10):
            started = time.perf_counter()
            client.send({"type": "touches", "touches": [{"id": 1000 + i // 2, "phase": "began" if i % 2 == 0 else "ended", "x": x, "y": y}]})
            client.until("update")
            times.append((time.perf_counter() - started) * 1000)
        result["touch during replay"] = times
        return result, rss_before, rss_after
    finally:
        process.terminate()
        process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build/release/moonchain"))
    parser.add_argument("--views", default="0,2000")
    parser.add_argument("--events", type=int, default=40, help="touch events recorded on the example")
    parser.add_argument("--grid-events", type=int, default=20, help="touch events recorded on the grid")
    parser.add_argument("--pause", type=float, default=0.5, help="seconds between paused steps")
    parser.add_argument("--steps", type=int, default=15)
    args = parser.parse_args()
    moonchain = os.path.abspath(args.moonchain)
    print(f"{moonchain}, pause {args.pause} s")
    for views in [int(v) for v in args.views.split(",")]:
        events = args.grid_events if views else args.events
        result, rss_before, rss_after = measure(moonchain, views, events, args.pause, args.steps)
        name = f"{views:,} views" if views else "example"
        print(f"  {name}, {events} events; RSS {rss_before:.0f} MB after recording, {rss_after:.0f} MB after paused steps back")
        for label, times in result.items():
            print(f"    {label:>20}: p50 {pct(times, 50):8.1f} ms  p99 {pct(times, 99):8.1f} ms  ({len(times)} samples)")


if __name__ == "__main__":
    main()
