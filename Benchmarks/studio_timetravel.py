#!/usr/bin/env python3
"""Time travel's speed: how long a scrub step takes to come back, and whether the live
session's inputs wait for replays.

    python3 Benchmarks/studio_timetravel.py [--moonchain .build/release/moonchain]
                                            [--views 0,2000] [--events 40]

For each scene (0: examples/small-button-hit-area; N: the grid of N views with a Lua
pointInside of studio_large_scene.py): records EVENTS touch events, then
  - steps back one event at a time from the end (each step replays from the scene's load),
    and forward again (each goes on from the kept replay): the `past` answer's wall time;
  - sends touches while a replay of the whole recording runs: their round trip to `update`.
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


def measure(moonchain, views, events):
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
        request, back, forward = 0, [], []
        steps_back = min(10, events - 1)
        for steps, event_range in ((back, range(events - 1, events - 1 - steps_back, -1)),
                                   (forward, range(events - steps_back + 1, events))):
            for event in event_range:
                request += 1
                started = time.perf_counter()
                client.send({"type": "scrub", "event": event, "request": request})
                until_past(client, request)
                steps.append((time.perf_counter() - started) * 1000)
        # Touches while the whole recording is replayed from the start (event 0, then all but one).
        request += 1
        client.send({"type": "scrub", "event": 0, "request": request})
        until_past(client, request)
        request += 1
        client.send({"type": "scrub", "event": events - 1, "request": request})
        times = []
        for i in range(10):
            started = time.perf_counter()
            client.send({"type": "touches", "touches": [{"id": 1000 + i // 2, "phase": "began" if i % 2 == 0 else "ended", "x": x, "y": y}]})
            client.until("update")
            times.append((time.perf_counter() - started) * 1000)
        return pct(back, 50), max(back), pct(forward, 50), pct(times, 50), max(times)
    finally:
        process.terminate()
        process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build/release/moonchain"))
    parser.add_argument("--views", default="0,2000")
    parser.add_argument("--events", type=int, default=40)
    args = parser.parse_args()
    moonchain = os.path.abspath(args.moonchain)
    print(f"{args.events} touch events recorded, {moonchain}")
    for views in [int(v) for v in args.views.split(",")]:
        back50, back_max, forward50, touch50, touch_max = measure(moonchain, views, args.events)
        name = f"{views:,} views" if views else "example"
        print(f"  {name:>12}   step back p50 {back50:8.1f} ms  max {back_max:8.1f} ms   step forward p50 {forward50:7.1f} ms   "
              f"touch->update during a replay p50 {touch50:6.1f} ms  max {touch_max:6.1f} ms")


if __name__ == "__main__":
    main()
