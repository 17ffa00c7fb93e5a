#!/usr/bin/env python3
"""The studio on large scenes: a grid of N views, each with a Lua pointInside.

    python3 Benchmarks/studio_large_scene.py [--moonchain .build/release/moonchain]
                                             [--views 100,2000,10000] [--touches 60]
    python3 Benchmarks/studio_large_scene.py --write 2000 DIR    # only write DIR/scene.lua

For each size: starts `moonchain studio` on the generated scene, connects as the page does,
and measures
  - a touch event's round trip to its `update` (p50, p99), the hit map on and being sampled;
  - the bytes of every message one touch event produces (update, why, trace, console, ...);
  - how long a `hitmap` request takes to come back (step 4), while nothing else happens;
  - the size of that map message (whole), and of the largest map a page holding the last one
    is sent after a touch (the changes from it), over 10 touches;
  - how long `moonchain hitmap` takes on the same scene (step 4), the whole process.
Uses the WebSocket client of studio_roundtrip.py (standard library only).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_roundtrip import Client, ROOT, start  # noqa: E402


def grid_scene(views):
    """A 390x844 screen tiled with `views` square views, each growing its hit area by one
    point through a Lua pointInside and dimming while touched."""
    columns = max(1, int((views * 390 / 724) ** 0.5))
    side = 390 / columns
    rows = []
    for i in range(views):
        x, y = (i % columns) * side, 120 + (i // columns) * side
        rows.append(f'    view {{ name = "v{i}", frame = {{{x:.2f}, {y:.2f}, {side - 1:.2f}, {side - 1:.2f}}}, behaviour = cell }},')
    return ("local cell = {\n"
            "  pointInside = function(self, p) local b = self.bounds\n"
            "    return p.x >= -1 and p.y >= -1 and p.x < b.width + 1 and p.y < b.height + 1 end,\n"
            "  touchesBegan = function(self) self.alpha = 0.5 end,\n"
            "  touchesEnded = function(self) self.alpha = 1 print(self.name .. ' tapped') end,\n"
            "}\n"
            "return app {\n  window { name = \"w\",\n" + "\n".join(rows) + "\n  },\n}\n")


def write_scene(views, folder):
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "scene.lua")
    with open(path, "w") as f:
        f.write(grid_scene(views))
    return path


def drain(client, seconds):
    """Every message that arrives within `seconds` (the socket waits that long for each)."""
    client.sock.settimeout(seconds)
    messages = []
    try:
        while True:
            messages.append(client.receive())
    except (TimeoutError, OSError):
        pass
    finally:
        client.sock.settimeout(None)
    return messages


def measure(moonchain, views, touches):
    folder = tempfile.mkdtemp(prefix="studio-large-")
    process, port = start(moonchain, write_scene(views, folder))
    try:
        client = Client(port)
        client.until("update")
        drain(client, 0.5)
        # The hit map alone.
        started = time.perf_counter()
        client.send({"type": "hitmap", "step": 4})
        whole_map = len(client.until("hitmap").encode())
        hitmap_seconds = time.perf_counter() - started
        # Touches with a map under way: each touch restarts it, so it is always sampling.
        client.send({"type": "hitmap", "step": 4})
        times, sizes = [], []
        for i in range(touches):
            phase = "began" if i % 2 == 0 else "ended"
            started = time.perf_counter()
            client.send({"type": "touches", "touches": [{"id": 1, "phase": phase, "x": 30, "y": 140}]})
            first = client.until("update")
            times.append((time.perf_counter() - started) * 1000)
            rest = drain(client, 0.03)
            sizes.append(len(first.encode()) + sum(len(m.encode()) for m in rest if json.loads(m)["type"] != "hitmap"))
        # The map a page is sent after a touch (it asks again after each update, holding the
        # last one): whole the first time, then the changes from it.
        drain(client, 1.0)
        client.send({"type": "hitmap", "step": 4})
        held = json.loads(client.until("hitmap"))["id"]
        map_sizes = []
        for i in range(10):
            phase = "began" if i % 2 == 0 else "ended"
            client.send({"type": "touches", "touches": [{"id": 1, "phase": phase, "x": 30, "y": 140}]})
            client.until("update")
            client.send({"type": "hitmap", "step": 4, "have": held})
            message = client.until("hitmap")
            held = json.loads(message)["id"]
            map_sizes.append(len(message.encode()))
        times.sort()
        def pct(p):
            return times[min(len(times) - 1, int(round(p / 100 * (len(times) - 1))))]
        return pct(50), pct(99), max(sizes), hitmap_seconds, whole_map, max(map_sizes)
    finally:
        process.terminate()
        process.wait(timeout=10)


def cli_hitmap(moonchain, views):
    """Seconds `moonchain hitmap` takes on the grid of `views` (step 4), start to exit."""
    folder = tempfile.mkdtemp(prefix="studio-large-")
    scene = write_scene(views, folder)
    started = time.perf_counter()
    subprocess.run([moonchain, "hitmap", scene, "-o", os.path.join(folder, "map.svg")], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=1800)
    return time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build/release/moonchain"))
    parser.add_argument("--views", default="100,2000,10000")
    parser.add_argument("--touches", type=int, default=60)
    parser.add_argument("--write", nargs=2, metavar=("VIEWS", "DIR"))
    args = parser.parse_args()
    if args.write:
        print(write_scene(int(args.write[0]), args.write[1]))
        return
    moonchain = os.path.abspath(args.moonchain)
    print(f"grid of N views with a Lua pointInside, {args.touches} touch events each, {moonchain}")
    for views in [int(v) for v in args.views.split(",")]:
        p50, p99, size, hitmap, whole_map, map_after_touch = measure(moonchain, views, args.touches)
        cli = cli_hitmap(moonchain, views)
        print(f"  {views:>6,} views   touch->update p50 {p50:7.2f} ms  p99 {p99:7.2f} ms   "
              f"bytes per touch {size:>8,}   hit map {hitmap:6.2f} s (page)  {cli:6.2f} s (moonchain hitmap)   "
              f"map message whole {whole_map:,} B, after a touch {map_after_touch:,} B", flush=True)


if __name__ == "__main__":
    main()
