#!/usr/bin/env python3
"""Click → page latency of the studio, measured in the browser: from the pointer event to the
page having drawn the `update` it causes, with the hit map on.

    python3 Benchmarks/studio_page_latency.py [--moonchain .build/release/moonchain]
                                              [--views 2000] [--clicks 100] [--no-hitmap]

Starts `moonchain studio` on the grid of studio_large_scene.py (N views, each with a Lua
pointInside), opens the page in headless Chromium (Selenium, as Tests/Studio does), turns the
hit map on and clicks a view with real pointer input (press, wait, release, wait; a random
pause of 0–300 ms between inputs, so inputs land anywhere in a map being sampled: the page asks
for a new map after every update). The page is the shipped one: a script injected before it
loads (Chrome DevTools Protocol) only timestamps, it changes nothing:

  - input: the pointer event's own `timeStamp` (when the browser got the input);
  - received: the `update` message's arrival (its MessageEvent's `timeStamp`);
  - drawn: the page's message handler returned (the canvas is drawn, panels updated);
  - frame: the next animation frame after that has run and its paint task is done (a
    MessageChannel task queued from requestAnimationFrame: what the user sees).

Prints p50 / p99 / max of input → received, input → drawn and input → frame, the page's own
part (received → frame), what the median and the worst 2% of inputs spent in each part (the
server and network, waiting for the page's main thread, the update's handler, handled → painted
frame), and how long the page's handlers take per message type (update, why, trace, hitmap, ...).

With `--stalls`, machine_stalls.StallWatch runs beside the clicks (~2% of one core) and the
inputs are split into those whose input → frame overlapped one of the machine's slow spells
(the CPU running the same instructions several times slower for 10–110 ms) and those that did
not, with the percentiles of each.
"""
import argparse
import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "Studio"))
from studio_large_scene import write_scene  # noqa: E402
from studio_roundtrip import ROOT  # noqa: E402
from machine_stalls import StallWatch, overlapping, percentile  # noqa: E402
from harness import Studio, make_driver, open_page, scene_offset, wait_for  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

# Runs before the page's own modules: wraps the WebSocket's onmessage to time each handler and
# listens (capturing) to pointer events. Nothing the page does changes.
INSTRUMENT = r"""
(() => {
  const marks = window.__latency = { inputs: [], messages: [] };
  for (const kind of ['pointerdown', 'pointerup']) {
    addEventListener(kind, e => { if (e.target && e.target.id === 'scene') marks.inputs.push({ kind, t: e.timeStamp }); }, true);
  }
  const Native = WebSocket;
  window.WebSocket = class extends Native {
    set onmessage(handler) {
      super.onmessage = event => {
        const start = performance.now();
        handler(event);
        const end = performance.now();
        const head = typeof event.data === 'string' ? event.data.slice(0, 40) : '';
        const match = /"type":"(\w+)"/.exec(head);
        const record = { type: match ? match[1] : '?', received: event.timeStamp, start, end, frame: null };
        marks.messages.push(record);
        if (record.type === 'update') {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              record.frame = performance.now();
              const waiting = marks.waiting;
              marks.waiting = null;
              if (waiting) waiting();
            };
            channel.port2.postMessage(0);
          });
        }
      };
    }
    get onmessage() { return super.onmessage; }
  };
})();
"""


def open_grid_page(moonchain, views, hitmap, instrument, prefix):
    """Starts `moonchain studio` on the grid of `views` views and opens the page with `instrument`
    injected before it loads, the hit map on (when `hitmap`) and the pointer resting on a view.
    Returns the studio and the driver (the caller quits and stops them)."""
    studio = Studio(moonchain, write_scene(views, tempfile.mkdtemp(prefix=prefix)))
    driver = make_driver()
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": instrument})
        if not wait_for(lambda: open_page(driver, studio), 120):
            raise RuntimeError("the studio page did not connect")
        if hitmap:
            driver.find_element(By.ID, "hitmap-toggle").click()
            shown = wait_for(lambda: driver.execute_script(
                "return document.querySelectorAll('#legend .legend-entry, #legend .legend-more').length") > 0, 120, 0.1)
            if not shown:
                raise RuntimeError("the hit map was not shown")
        canvas, dx, dy = scene_offset(driver, 30, 140)
        ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).perform()
    except BaseException:
        driver.quit()
        studio.stop()
        raise
    return studio, driver


def click_through(driver, clicks, rng, framed_updates):
    """Presses and releases `clicks` times with real pointer input, a random pause of 0-300 ms
    after each input, each input waiting for its update's frame; `framed_updates` is the page
    expression counting the updates whose frame is painted (the instrument's)."""
    count = lambda: driver.execute_script(f"return {framed_updates}")
    # Waits in the page for the next update's frame (polling from here would run scripts on
    # the page's main thread while it draws, and be measured). The count is looked at again in
    # the same script that installs the waiter: a frame painted between the look from here and
    # the waiter would otherwise be missed (with the map off the update comes soon enough for
    # that, and the wait ran into its timeout).
    next_frame = ("const done = arguments[arguments.length - 1];"
                  f"if (({framed_updates}) > arguments[0]) {{ done(true); return; }}"
                  "window.__latency.waiting = () => done(true); setTimeout(() => done(false), 20000);")
    driver.set_script_timeout(30)
    for i in range(clicks * 2):
        before = count()
        chain = ActionChains(driver)
        (chain.click_and_hold() if i % 2 == 0 else chain.release()).perform()
        if count() == before and not driver.execute_async_script(next_frame, before):
            raise RuntimeError(f"input {i} got no update")
        time.sleep(rng.uniform(0, 0.3))


def spell_of(watch, found, start, end):
    """How the machine's watch saw the input's window [start, end] (epoch seconds):
    ("spell", (start, end, slowdown)) for the spell it overlapped; ("unseen", gap) when the watch
    went more than 5 ms without a chunk in it; ("clear", None) otherwise; None when nothing
    watched."""
    if watch is None:
        return None
    spell = overlapping(found, start, end)
    if spell is not None:
        return ("spell", spell)
    gap = watch.gap(start, end)
    if gap > 0.005:
        return ("unseen", gap)
    return ("clear", None)


def measure(moonchain, views, clicks, hitmap, seed=1, stalls=False):
    """Rows of (input → received, input → drawn, input → frame, received → frame, the parts of
    input → frame, how the machine's watch saw the input: `spell_of`), and the page's handler times
    per message type."""
    rng = random.Random(seed)
    studio, driver = open_grid_page(moonchain, views, hitmap, INSTRUMENT, "studio-page-latency-")
    watch = None
    try:
        watch = StallWatch() if stalls else None
        click_through(driver, clicks, rng,
                      "window.__latency.messages.filter(m => m.type === 'update' && m.frame !== null).length")
        marks = driver.execute_script("return window.__latency")
        origin = driver.execute_script("return performance.timeOrigin") / 1000
    finally:
        found = watch.stop() if watch else []
        driver.quit()
        studio.stop()
    updates = [m for m in marks["messages"] if m["type"] == "update"]
    rows = []
    for event in marks["inputs"]:
        after = next((m for m in updates if m["received"] >= event["t"]), None)
        if after is None or after["frame"] is None:
            continue
        rows.append((after["received"] - event["t"], after["end"] - event["t"], after["frame"] - event["t"],
                     after["frame"] - after["received"],
                     # The parts of input -> frame: the server and the network, the wait for the
                     # page's main thread, the update's handler, and from there to the painted frame.
                     (after["received"] - event["t"], after["start"] - after["received"],
                      after["end"] - after["start"], after["frame"] - after["end"]),
                     spell_of(watch, found, origin + event["t"] / 1000, origin + after["frame"] / 1000)))
    handlers = {}
    for m in marks["messages"]:
        handlers.setdefault(m["type"], []).append(m["end"] - m["start"])
    return rows, handlers


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.path.join(ROOT, ".build/release/moonchain"))
    parser.add_argument("--views", type=int, default=2000)
    parser.add_argument("--clicks", type=int, default=100)
    parser.add_argument("--no-hitmap", action="store_true")
    parser.add_argument("--stalls", action="store_true",
                        help="watch for the machine's slow spells and split the inputs by them")
    args = parser.parse_args()
    moonchain = os.path.abspath(args.moonchain)
    rows, handlers = measure(moonchain, args.views, args.clicks, not args.no_hitmap, stalls=args.stalls)
    print(f"{args.views:,} views, {len(rows)} inputs ({args.clicks} clicks), hit map "
          f"{'off' if args.no_hitmap else 'on'}, {moonchain}")
    for index, name in enumerate(["input -> received", "input -> drawn", "input -> frame", "received -> frame"]):
        values = [r[index] for r in rows]
        print(f"  {name:<17}  p50 {percentile(values, 50):7.1f} ms   p99 {percentile(values, 99):7.1f} ms"
              f"   max {max(values):7.1f} ms")
    # What the slowest inputs' time is made of (the worst 2%, at least two), beside the median's.
    ordered = sorted(rows, key=lambda r: r[2])
    worst = ordered[-max(2, len(ordered) // 50):]
    middle = ordered[len(ordered) // 2 - 2:len(ordered) // 2 + 3]
    for label, part in (("median inputs", middle), ("worst 2% inputs", worst)):
        means = [statistics.mean(r[4][i] for r in part) for i in range(4)]
        print(f"  {label:<16} input -> received {means[0]:6.1f} ms, waiting for the page {means[1]:6.1f} ms, "
              f"update handler {means[2]:5.1f} ms, handled -> frame {means[3]:6.1f} ms")
    if args.stalls:
        seen = lambda r: r[5][0]
        clear = [r[2] for r in rows if seen(r) == "clear"]
        hit = sorted((r for r in rows if seen(r) == "spell"), key=lambda r: -r[2])
        unseen = sorted((r for r in rows if seen(r) == "unseen"), key=lambda r: -r[2])
        print(f"  input -> frame, inputs clear of the machine's slow spells: n={len(clear)}"
              + (f"  p50 {percentile(clear, 50):.1f} ms  p99 {percentile(clear, 99):.1f} ms  max {max(clear):.1f} ms"
                 if clear else ""))
        print(f"  input -> frame, inputs overlapping a spell: n={len(hit)}"
              + (f"  p50 {percentile([r[2] for r in hit], 50):.1f} ms  max {hit[0][2]:.1f} ms" if hit else ""))
        for r in hit[:5]:
            s, e, slowdown = r[5][1]
            print(f"    {r[2]:6.1f} ms, in a spell of {1000 * (e - s):5.1f} ms at {slowdown:.1f}x slower")
        print(f"  input -> frame, inputs the watch did not see through (a gap over 5 ms): n={len(unseen)}"
              + (f"  max {unseen[0][2]:.1f} ms" if unseen else ""))
        for r in unseen[:3]:
            print(f"    {r[2]:6.1f} ms, the watch's gap {1000 * r[5][1]:5.1f} ms")
        over = [seen(r) for r in rows if r[2] > 50]
        print(f"  inputs over 50 ms: {len(over)}: in a spell {over.count('spell')}, unseen {over.count('unseen')}, "
              f"clear {over.count('clear')}")
    print("  page handler time per message:")
    for kind, times in sorted(handlers.items()):
        print(f"    {kind:<10} n={len(times):<5} median {statistics.median(times):6.2f} ms   max {max(times):7.2f} ms")


if __name__ == "__main__":
    main()
