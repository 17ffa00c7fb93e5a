#!/usr/bin/env python3
"""What the browser itself does for each click's `update` on the studio page: a Chrome trace.

    python3 Benchmarks/studio_page_trace.py [--moonchain .build/release/moonchain]
                                            [--views 2000] [--clicks 60] [--no-hitmap]
                                            [--save trace.json] [--read trace.json]

The clicks are those of studio_page_latency.py (the 2,000-view grid, the hit map on, press and
release with a random pause of 0-300 ms). The browser is traced through its DevTools endpoint
(chromedriver's `debuggerAddress`, `Tracing.start`), and the page marks each `update` with
`performance.mark` (a script injected before the page loads; nothing the page does changes).

For each update, from its arrival to the painted frame after it (the page part that
studio_page_latency.py prints as handled -> frame), the renderer's main thread work is summed by
kind: the update's handler and other script, style recalculation, layout, pre-paint, paint,
layerize and commit, hit tests, parsing. Per kind: median and worst over the updates, in wall
time (`dur`) and in the thread's own CPU time (`tdur`, which does not grow when the machine is
loaded and the thread waits for a core). Also per input (press or release, to the next input):
how many frames the renderer drew and what its main thread, the compositor, raster workers and
the GPU process's viz thread did.

Then the tail: per update, the median / p95 / max of arrival -> painted frame, of the main
thread's busy CPU, of the update's handler and of garbage collection (V8's scavenges and
mark-compacts, Oilpan's); and for the slowest 5% of updates (at least 3) what their window held:
the messages that came in it (type and size: every message is marked), the frames begun, the
compositor's, raster workers' and viz thread's busy time, and each main-thread task of 1 ms or
more with the trace events that took most of its CPU and the functions, timers and animation
frames that ran in it.

`MOONCHAIN_STUDIO_PAGE` (a folder) is passed on to the studio: a page from disk, without a build.
"""
import argparse
import json
import os
import random
import statistics
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "Studio"))
from studio_roundtrip import ROOT  # noqa: E402
from studio_page_latency import click_through, open_grid_page  # noqa: E402
from machine_stalls import percentile  # noqa: E402
import websocket  # noqa: E402  (websocket-client)

# As studio_page_latency.py's, plus a user-timing mark at each update's arrival, its handler's
# end and its painted frame (the trace's clock), and at each pointer input.
INSTRUMENT = r"""
(() => {
  const marks = window.__latency = { inputs: [], messages: [] };
  let updates = 0, inputs = 0, messages = 0;
  for (const kind of ['pointerdown', 'pointerup']) {
    addEventListener(kind, e => {
      if (e.target && e.target.id === 'scene') { marks.inputs.push({ kind, t: e.timeStamp }); performance.mark(`input:${inputs++}`); }
    }, true);
  }
  const Native = WebSocket;
  window.WebSocket = class extends Native {
    set onmessage(handler) {
      super.onmessage = event => {
        const head = typeof event.data === 'string' ? event.data.slice(0, 40) : '';
        const type = (/"type":"(\w+)"/.exec(head) || [])[1] || '?';
        performance.mark(`message:${messages++}:${type}:${event.data.length || 0}`);
        const isUpdate = type === 'update';
        const n = isUpdate ? updates++ : -1;
        if (isUpdate) performance.mark(`update:${n}:start`);
        handler(event);
        if (!isUpdate) return;
        performance.mark(`update:${n}:end`);
        const record = { type: 'update', frame: null };
        marks.messages.push(record);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            performance.mark(`update:${n}:frame`);
            record.frame = performance.now();
            const waiting = marks.waiting;
            marks.waiting = null;
            if (waiting) waiting();
          };
          channel.port2.postMessage(0);
        });
      };
    }
    get onmessage() { return super.onmessage; }
  };
})();
"""

CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "toplevel",
              "disabled-by-default-devtools.timeline.frame", "v8.execute", "blink", "cc", "viz"]


class Browser:
    """The browser target's DevTools socket (the page's is chromedriver's)."""

    def __init__(self, driver):
        self.events = []
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/version") as r:
            url = json.load(r)["webSocketDebuggerUrl"]
        self.ws = websocket.create_connection(url, timeout=900, suppress_origin=True)
        self.next = 0

    def call(self, method, **params):
        self.next += 1
        ident = self.next
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            m = json.loads(self.ws.recv())
            if m.get("id") == ident:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def until(self, method):
        for i, m in enumerate(self.events):
            if m.get("method") == method:
                return self.events.pop(i)
        while True:
            m = json.loads(self.ws.recv())
            if m.get("method") == method:
                return m
            self.events.append(m)


def record(moonchain, views, clicks, hitmap, seed=1):
    rng = random.Random(seed)
    studio, driver = open_grid_page(moonchain, views, hitmap, INSTRUMENT, "studio-page-trace-")
    try:
        time.sleep(1.0)
        browser = Browser(driver)
        browser.call("Tracing.start", transferMode="ReturnAsStream",
                     traceConfig={"recordMode": "recordAsMuchAsPossible", "includedCategories": CATEGORIES})
        click_through(driver, clicks, rng, "window.__latency.messages.filter(m => m.frame !== null).length")
        time.sleep(0.5)
        browser.call("Tracing.end")
        stream = browser.until("Tracing.tracingComplete")["params"]["stream"]
        chunks = []
        while True:
            part = browser.call("IO.read", handle=stream, size=1 << 22)
            chunks.append(part["data"])
            if part.get("eof"):
                break
        browser.call("IO.close", handle=stream)
        text = "".join(chunks)
        data = json.loads(text)
        return data["traceEvents"] if isinstance(data, dict) else data
    finally:
        driver.quit()
        studio.stop()


# The renderer main thread's work by kind: an event's self time (its duration less its
# children's) goes to the first kind its name is in.
KINDS = [
    ("handler", None),  # everything in the task that handles the update (by the marks)
    ("script", {"FunctionCall", "EvaluateScript", "v8.execute", "TimerFire", "FireAnimationFrame",
                "RunMicrotasks", "V8.Execute", "v8.run", "EventDispatch", "v8.callFunction", "V8.GCScavenger",
                "MinorGC", "MajorGC", "V8.GC_SCAVENGER", "BlinkGC.AtomicPhase", "V8.BytecodeBudgetInterrupt",
                "V8.HandleInterrupts", "BlinkScheduler_PerformMicrotaskCheckpoint", "AsyncTask Run"}),
    ("style", {"UpdateLayoutTree", "RecalculateStyles", "ScheduleStyleRecalculation", "ParseAuthorStyleSheet",
               "Document::updateStyle", "Document::recalcStyle", "Document::rebuildLayoutTree"}),
    ("layout", {"Layout", "UpdateLayout", "LocalFrameView::performLayout", "InlineNode::ShapeTextIncludingFirstLine",
                "LocalFrameView::UpdateStyleAndLayout", "Document::UpdateStyleAndLayout",
                "Blink.ForcedStyleAndLayout.UpdateTime", "LocalFrameView::NotifyResizeObservers"}),
    ("intersections", {"IntersectionObserverController::computeIntersections"}),
    ("prepaint", {"PrePaint", "Blink.PrePaint.UpdateTime", "CullRectUpdate", "LocalFrameView::RunPrePaintLifecyclePhase"}),
    ("paint", {"Paint", "PaintImage", "Decode Image", "Draw LazyPixelRef", "UpdateLayer", "PaintSetup",
               "Blink.Paint.UpdateTime", "LocalFrameView::RunPaintLifecyclePhase"}),
    ("canvas", {"Canvas2DResourceProvider::ProduceCanvasResource", "CanvasRenderingContext2D::FinalizeFrame"}),
    ("layerize", {"Layerize", "UpdateLayerTree", "PaintArtifactCompositor::Update", "Blink.CompositingInputs.UpdateTime",
                  "LayerTreeHost::DoUpdateLayers", "LocalFrameView::RunCompositingInputsLifecyclePhase"}),
    ("commit", {"Commit", "ProxyMain::BeginMainFrame::commit", "CompositeLayers"}),
    ("hittest", {"HitTest", "LayoutView::HitTest", "EventHandler::handleMouseMoveEvent"}),
    ("parse", {"ParseHTML"}),
]
KIND_OF = {name: kind for kind, names in KINDS if names for name in names}


def threads(events):
    names = {}
    for e in events:
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
    return names


def complete(events, key):
    """The thread's duration events as (start, end, tstart, tend, name, event), B/E pairs joined."""
    out, stack = [], []
    for e in sorted((e for e in events if (e.get("pid"), e.get("tid")) == key and e.get("ph") in ("X", "B", "E")),
                    key=lambda e: (e["ts"], 0 if e["ph"] == "E" else 1)):
        if e["ph"] == "X":
            dur = e.get("dur", 0)
            tts = e.get("tts")
            tdur = e.get("tdur")
            out.append((e["ts"], e["ts"] + dur, tts, None if tts is None or tdur is None else tts + tdur, e["name"], e))
        elif e["ph"] == "B":
            stack.append(e)
        elif stack:
            b = stack.pop()
            out.append((b["ts"], e["ts"], b.get("tts"), e.get("tts"), b["name"], b))
    out.sort(key=lambda x: (x[0], -(x[1] - x[0])))
    return out


def self_times(spans):
    """Each span's self time, wall and thread (its length less that of the spans nested in it)."""
    result = []
    stack = []  # indices of open spans
    selfs = [[s[1] - s[0], (s[3] - s[2]) if s[2] is not None and s[3] is not None else None] for s in spans]
    for i, s in enumerate(spans):
        while stack and spans[stack[-1]][1] <= s[0]:
            stack.pop()
        if stack:
            parent = stack[-1]
            if s[1] <= spans[parent][1]:
                selfs[parent][0] -= s[1] - s[0]
                if selfs[parent][1] is not None and selfs[i][1] is not None:
                    selfs[parent][1] -= s[3] - s[2]
        stack.append(i)
    for s, (wall, cpu) in zip(spans, selfs):
        result.append((s[0], s[1], s[4], max(0, wall), None if cpu is None else max(0, cpu), s[5]))
    return result


def marks_of(events):
    out = {}
    for e in events:
        if "blink.user_timing" in e.get("cat", "") and e.get("ph") in ("R", "I", "n", "i", "b"):
            out.setdefault(e["name"], e["ts"])
    return out


def analyse(events):
    names = threads(events)
    marks = marks_of(events)
    # The page's renderer: the main thread that holds the marks.
    mark_event = next(e for e in events if e.get("name", "").startswith("update:") and "user_timing" in e.get("cat", ""))
    renderer = mark_event["pid"]
    main = next(k for k, n in names.items() if k[0] == renderer and n == "CrRendererMain")
    whole = complete(events, main)
    spans = self_times(whole)
    tasks = [x for x in whole if x[4] == "ThreadControllerImpl::RunTask"]
    updates = []
    numbers = sorted(int(k.split(":")[1]) for k in marks if k.startswith("update:") and k.endswith(":start"))
    for n in numbers:
        mark, end, frame = marks[f"update:{n}:start"], marks.get(f"update:{n}:end"), marks.get(f"update:{n}:frame")
        if end is None or frame is None:
            continue
        # From the task that handles the update (its arrival) to the painted frame's task.
        task = next((x for x in tasks if x[0] <= mark <= x[1]), None)
        if task is None:
            continue
        s = task[0]
        row = {k: [0.0, 0.0] for k, _ in KINDS}
        row["other"] = [0.0, 0.0]
        detail = {}
        for start, stop, name, wall, cpu, e in spans:
            if start < s or start >= frame:
                continue
            if stop <= task[1] and name not in ("ThreadControllerImpl::RunTask", "RunTask"):
                kind = "handler"
            else:
                kind = KIND_OF.get(name, "other")
            row[kind][0] += wall / 1000
            row[kind][1] += (cpu if cpu is not None else wall) / 1000
            detail[name] = detail.get(name, 0) + (cpu if cpu is not None else wall) / 1000
        tops = [x for x in tasks if s <= x[0] < frame]
        row["main busy"] = [sum(min(x[1], frame) - x[0] for x in tops) / 1000,
                            sum((x[3] - x[2]) if x[2] is not None and x[3] is not None else 0 for x in tops) / 1000]
        row["arrival -> frame"] = [(frame - s) / 1000, 0.0]
        row["detail"] = detail
        row["window"] = (s, frame, task[1])
        row["n"] = n
        updates.append(row)
    return updates, names, marks, renderer


def per_input(events, names, marks, renderer):
    """Per input (to the next one): frames drawn and each thread family's busy time (RunTask)."""
    inputs = sorted(v for k, v in marks.items() if k.startswith("input:"))
    if len(inputs) < 2:
        return None
    families = {}
    for key, name in names.items():
        if key[0] == renderer and name == "CrRendererMain":
            fam = "renderer main"
        elif key[0] == renderer and name == "Compositor":
            fam = "renderer compositor"
        elif key[0] == renderer and name.startswith("CompositorTileWorker"):
            fam = "raster workers"
        elif name == "VizCompositorThread":
            fam = "viz compositor"
        elif name == "CrGpuMain":
            fam = "gpu main"
        else:
            continue
        families.setdefault(fam, []).append(key)
    first, last = inputs[0], inputs[-1]
    totals = {}
    for fam, keys in families.items():
        wall = cpu = 0
        for key in keys:
            for x in complete(events, key):
                if x[4] in ("ThreadControllerImpl::RunTask",) and first <= x[0] < last:
                    wall += x[1] - x[0]
                    if x[2] is not None and x[3] is not None:
                        cpu += x[3] - x[2]
        totals[fam] = (wall / 1000 / (len(inputs) - 1), cpu / 1000 / (len(inputs) - 1))
    # The main thread's own CPU per input by kind, over every task (the panels' frames too).
    main = next(k for k, n in names.items() if k[0] == renderer and n == "CrRendererMain")
    kinds = {}
    for start, stop, name, wall, cpu, e in self_times(complete(events, main)):
        if first <= start < last and name not in ("ThreadControllerImpl::RunTask", "RunTask"):
            kind = KIND_OF.get(name, "other")
            kinds[kind] = kinds.get(kind, 0) + (cpu if cpu is not None else wall) / 1000 / (len(inputs) - 1)
    totals["renderer main, by kind (cpu)"] = kinds
    frames = sum(1 for e in events if e.get("pid") == renderer and e.get("name") == "ProxyMain::BeginMainFrame"
                 and e.get("ph") in ("X", "B") and first <= e["ts"] < last)
    return totals, frames / (len(inputs) - 1), len(inputs)


GC = ("GC", "Scavenge", "MarkCompact", "Sweep")  # V8's and Oilpan's collections, by name


def task_label(task, spans):
    """What a main-thread task was: the names with the most self time inside it (CPU), with the
    function or timer that ran when the task is script."""
    inside = {}
    for start, stop, name, wall, cpu, e in spans:
        if task[0] <= start < task[1] and name not in ("ThreadControllerImpl::RunTask", "RunTask"):
            inside[name] = inside.get(name, 0) + (cpu if cpu is not None else wall) / 1000
            data = (e.get("args") or {}).get("data") or {}
            if name in ("FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch") and data:
                what = data.get("functionName") or data.get("type") or data.get("timerId") or data.get("id")
                if what is not None:
                    inside.setdefault(f"{name}({what})", 0)
    top = sorted(((v, k) for k, v in inside.items() if v >= 0.3), reverse=True)[:4]
    calls = sorted(k for k, v in inside.items() if "(" in k)[:3]
    return ", ".join(f"{k} {v:.1f}" for v, k in top) + (f" [{', '.join(calls)}]" if calls else "")


def slow_frames(events, names, marks, renderer, updates, share=5):
    """The slowest updates (arrival -> painted frame, the worst `share` percent, at least 3) and
    what their windows held: the main thread's tasks, garbage collection, the messages handled,
    the frames begun, and the other threads' busy time."""
    main = next(k for k, n in names.items() if k[0] == renderer and n == "CrRendererMain")
    whole = complete(events, main)
    spans = self_times(whole)
    tasks = [x for x in whole if x[4] == "ThreadControllerImpl::RunTask"]
    others = {}
    for key, name in names.items():
        if key[0] == renderer and name == "Compositor":
            others.setdefault("compositor", []).append(key)
        elif key[0] == renderer and name.startswith("CompositorTileWorker"):
            others.setdefault("raster", []).append(key)
        elif name == "VizCompositorThread":
            others.setdefault("viz", []).append(key)
    other_tasks = {fam: [x for key in keys for x in complete(events, key) if x[4] == "ThreadControllerImpl::RunTask"]
                   for fam, keys in others.items()}
    messages = sorted((ts, name.split(":")[2], int(name.split(":")[3])) for name, ts in marks.items()
                      if name.startswith("message:") and name.count(":") == 3)
    frames = sorted(e["ts"] for e in events if e.get("pid") == renderer and e.get("name") == "ProxyMain::BeginMainFrame"
                    and e.get("ph") in ("X", "B"))
    for u in updates:
        s, frame, _ = u["window"]
        gc = [(cpu if cpu is not None else wall) / 1000 for start, stop, name, wall, cpu, e in spans
              if s <= start < frame and any(g in name for g in GC)]
        u["gc"] = sum(gc)
    busy = [u["main busy"][1] for u in updates]
    wall = [u["arrival -> frame"][0] for u in updates]
    gcs = [u["gc"] for u in updates]
    handler = [u["handler"][1] for u in updates]
    print(f"per update ({len(updates)}), ms:        median      p95      max")
    for label, values in (("arrival -> frame (wall)", wall), ("main thread busy (cpu)", busy),
                          ("update handler (cpu)", handler), ("garbage collection (cpu)", gcs)):
        print(f"  {label:<24} {statistics.median(values):8.2f} {percentile(values, 95):8.2f} {max(values):8.2f}")
    allgc = [(cpu if cpu is not None else wall) / 1000 for start, stop, name, wall, cpu, e in spans
             if any(g in name for g in GC)]
    print(f"  whole trace: {len(allgc)} GC spans, {sum(allgc):.1f} ms CPU; by name: "
          + ", ".join(f"{k} {v:.1f}" for k, v in sorted(
              _sum_by_name(spans, GC).items(), key=lambda kv: -kv[1])[:6]))
    worst = sorted(updates, key=lambda u: -u["arrival -> frame"][0])[:max(3, len(updates) * share // 100)]
    print(f"the slowest {len(worst)} updates (arrival -> painted frame):")
    for u in worst:
        s, frame, handled = u["window"]
        print(f"  update {u['n']}: {(frame - s) / 1000:.1f} ms wall, main busy {u['main busy'][0]:.1f} wall /"
              f" {u['main busy'][1]:.1f} cpu, handler {(handled - s) / 1000:.1f}, GC {u['gc']:.1f},"
              f" {sum(1 for f in frames if s <= f < frame)} frames begun")
        seen = [f"{t}({size // 1024}k)" if size >= 1024 else t for ts, t, size in messages if s <= ts < frame]
        print(f"    messages that came: {', '.join(seen) or '-'}")
        for fam, xs in sorted(other_tasks.items()):
            b = sum(min(x[1], frame) - max(x[0], s) for x in xs if x[1] > s and x[0] < frame) / 1000
            print(f"    {fam} busy {b:.1f} ms", end="")
        print()
        for x in tasks:
            if s <= x[0] < frame and x[1] - x[0] >= 1000:
                cpu = (x[3] - x[2]) / 1000 if x[2] is not None and x[3] is not None else 0
                print(f"    +{(x[0] - s) / 1000:5.1f} task {(x[1] - x[0]) / 1000:5.1f} wall {cpu:5.1f} cpu: "
                      f"{task_label(x, spans)}")


def _sum_by_name(spans, needles):
    out = {}
    for start, stop, name, wall, cpu, e in spans:
        if any(g in name for g in needles):
            out[name] = out.get(name, 0) + (cpu if cpu is not None else wall) / 1000
    return out


def report(updates, inputs_summary):
    keys = [k for k, _ in KINDS] + ["other", "main busy", "arrival -> frame"]
    print(f"{len(updates)} updates: renderer main thread, arrival of the update -> its painted frame, ms")
    print(f"  {'kind':<17} {'wall median':>11} {'wall worst':>11} {'cpu median':>11} {'cpu worst':>10}")
    for k in keys:
        wall = [u[k][0] for u in updates]
        cpu = [u[k][1] for u in updates]
        if k == "arrival -> frame":
            print(f"  {k:<17} {statistics.median(wall):11.2f} {max(wall):11.2f}")
            continue
        print(f"  {k:<17} {statistics.median(wall):11.2f} {max(wall):11.2f} {statistics.median(cpu):11.2f} {max(cpu):10.2f}")
    if inputs_summary:
        totals, frames, n = inputs_summary
        print(f"per input ({n} inputs): {frames:.1f} renderer frames; busy per input (RunTask), wall / cpu ms:")
        kinds = totals.pop("renderer main, by kind (cpu)")
        for fam, (wall, cpu) in sorted(totals.items()):
            print(f"  {fam:<20} {wall:7.2f} / {cpu:7.2f}")
        print("  renderer main's own CPU per input by kind, ms: "
              + ", ".join(f"{k} {v:.2f}" for k, v in sorted(kinds.items(), key=lambda kv: -kv[1])))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build/release/moonchain"))
    parser.add_argument("--views", type=int, default=2000)
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--no-hitmap", action="store_true")
    parser.add_argument("--save", help="write the trace's events here (JSON)")
    parser.add_argument("--read", help="analyse a saved trace instead of recording one")
    args = parser.parse_args()
    if args.read:
        with open(args.read) as f:
            events = json.load(f)
    else:
        load = os.getloadavg()[0]
        events = record(os.path.abspath(args.moonchain), args.views, args.clicks, not args.no_hitmap)
        print(f"{args.views:,} views, {args.clicks} clicks, hit map {'off' if args.no_hitmap else 'on'}, "
              f"load {load:.1f} at the start, page {os.environ.get('MOONCHAIN_STUDIO_PAGE', '(built in)')}")
        if args.save:
            with open(args.save, "w") as f:
                json.dump(events, f)
    updates, names, marks, renderer = analyse(events)
    report(updates, per_input(events, names, marks, renderer))
    slow_frames(events, names, marks, renderer, updates)


if __name__ == "__main__":
    main()
