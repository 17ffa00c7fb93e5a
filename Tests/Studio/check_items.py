"""Issue 30's numbered items, each sub-point the other checks do not tell apart from the code
before the fix (see the issue's "done when every numbered item is fixed with a test that failed
before"). Every condition here failed on the studio at 54958e5 (before #30) and holds now:

- item 1: a touch sent while a 2,000-view hit map is sampled is answered before the map (the old
  server answered it after the map, 40+ s later); a newer map request replaces an older one (the
  old server computed both, ~50 s each); `moonchain hitmap` on that grid is quick (over 30 s before);
- item 2: a turned view is drawn turned, checked on an outline-only view (the colour checks in
  test_studio.py failed before only because backgroundColor did not exist);
- item 3: two pages at once each using touch id 1 get distinct ids, and that recording replays
  without "already down" warnings;
- item 5: a good reload is said once and not as an error; a failed one once, with a banner that
  stays (across a page reload) until the file is fixed;
- item 6: remote, action and Lua-line events get their own why headings; a handler that raised is
  marked;
- item 8: a scene whose behaviour file or scene file has a Lua syntax error (which the old studio
  exited on) still starts the studio, shows why, and loads once the file is fixed.

The bounds are loose on purpose (a loaded 2-core machine, the debug build): each is far from what
the old code did, so the checks still tell the two apart.
"""
import json
import os
import shutil
import subprocess
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from harness import ROOT, check, open_page, prints, tap, wait_for

sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from studio_large_scene import drain, grid_scene  # noqa: E402
from studio_roundtrip import Client  # noqa: E402

VIEWS = 2000
# A touch sent right after a hit map request: answered in 0.04 s (release) while the map is
# sampled; the old server answered only after the map, over 30 s later.
MAX_TOUCH_DURING_MAP_SECONDS = 5.0
# The newer of two map requests: 0.4-1.5 s now; the old server took ~50 s for each.
MAX_SUPERSEDED_MAP_SECONDS = 15.0
# `moonchain hitmap` on the 2,000-view grid: 0.4-1.5 s (release), the debug build a few seconds;
# it was killed after 30 s before (75 s measured in the issue).
MAX_CLI_HITMAP_SECONDS = 15.0


def until(client, kind, seconds, where=None):
    """The first message of `kind` (that `where` accepts) within `seconds`, and every message read
    before it; None when none came (or the server closed the socket)."""
    end = time.time() + seconds
    seen = []
    try:
        while time.time() < end:
            client.sock.settimeout(max(0.01, end - time.time()))
            try:
                text = client.receive()
            except (TimeoutError, OSError, EOFError):
                break
            seen.append(text)
            message = json.loads(text)
            if message["type"] == kind and (where is None or where(message)):
                return message, seen
    finally:
        client.sock.settimeout(None)
    return None, seen


def touch(client, id, phase, x, y):
    client.send({"type": "touches", "touches": [{"id": id, "phase": phase, "x": x, "y": y}]})


def button_example(ctx, name):
    """A fresh copy of the button example in its own folder (test_studio.py edits the shared copy
    `ctx.example` returns, and these checks save files beside the scene)."""
    folder = os.path.join(ctx.work, name)
    shutil.copytree(os.path.join(ROOT, "examples", "small-button-hit-area"), folder)
    return folder


def grid_studio(ctx):
    return ctx.start(ctx.write_scene("items-grid", grid_scene(VIEWS)))


# ---- item 1 ------------------------------------------------------------------------------------
def item1(ctx):
    studio = grid_studio(ctx)
    scene = os.path.join(ctx.work, "items-grid", "scene.lua")
    client = Client(studio.port)
    try:
        client.until("update")
        drain(client, 0.5)
        client.send({"type": "hitmap", "step": 4})
        sent = time.perf_counter()
        touch(client, 1, "began", 30, 140)
        update, seen = until(client, "update", 60)
        waited = time.perf_counter() - sent
        map_first = any(json.loads(m)["type"] == "hitmap" for m in seen)
        check(f"item 1: a touch sent right after a 2,000-view hit map request is answered within "
              f"{MAX_TOUCH_DURING_MAP_SECONDS:.0f} s, before the map (the page never waits on the map)",
              update is not None and waited < MAX_TOUCH_DURING_MAP_SECONDS and not map_first,
              f"update {'came' if update else 'had not come'} {waited:.2f} s after the touch; map before it: {map_first}")
        touch(client, 1, "ended", 30, 140)
    finally:
        client.sock.close()

    # Two requests back to back (as a page sends when the step changes): only the newer is answered.
    # A studio of its own: on the first one a map of step 4 may be under way or done already.
    studio.stop()
    studio = grid_studio(ctx)
    client = Client(studio.port)
    try:
        client.until("update")
        drain(client, 0.5)
        client.send({"type": "hitmap", "step": 4})
        client.send({"type": "hitmap", "step": 8})
        started = time.perf_counter()
        steps = []
        newer, _ = until(client, "hitmap", MAX_SUPERSEDED_MAP_SECONDS)
        elapsed = time.perf_counter() - started
        if newer is not None:
            steps.append(newer.get("step"))
            # Anything the older request would still send comes soon after; a map takes ~1 s.
            later, _ = until(client, "hitmap", 3)
            if later is not None:
                steps.append(later.get("step"))
        check(f"item 1: a newer hit map request replaces an older one (2,000 views: one map, step 8, within "
              f"{MAX_SUPERSEDED_MAP_SECONDS:.0f} s)", steps == [8], f"maps at steps {steps}, the first after {elapsed:.1f} s")
    finally:
        client.sock.close()

    started = time.perf_counter()
    try:
        done = subprocess.run([ctx.moonchain, "hitmap", scene, "-o", os.path.join(ctx.work, "items-grid", "map.svg")],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
        elapsed = time.perf_counter() - started
        check(f"item 1: moonchain hitmap draws the 2,000-view grid within {MAX_CLI_HITMAP_SECONDS:.0f} s",
              done.returncode == 0 and elapsed < MAX_CLI_HITMAP_SECONDS,
              f"exit {done.returncode} after {elapsed:.1f} s: {done.stderr.strip()[:200]}")
    except subprocess.TimeoutExpired:
        check(f"item 1: moonchain hitmap draws the 2,000-view grid within {MAX_CLI_HITMAP_SECONDS:.0f} s", False,
              "killed after 60 s")
    studio.stop()   # frees the cores for the next checks


# ---- item 2 ------------------------------------------------------------------------------------
# A 160x40 bar at (200, 300) turned a quarter about its centre (280, 320), no colours (drawn as an
# outline): on screen it covers x 260...300, y 240...400. Drawn axis-aligned, as its unturned frame
# (200, 300, 160, 40) or as the old studio sent it (unturned size at the turned corner:
# (300, 240, 160, 40)), it would have ink right of x 300.
TURNED = """return app { window { name = "w",
  view { name = "bar", frame = {200, 300, 160, 40}, transform = transform.rotation(math.pi / 2) },
} }
"""


def ink(driver, x0, y0, x1, y1):
    """Pixels of the scene rect (x0, y0)-(x1, y1) that differ from the canvas at a blank point,
    as the next frame shows them."""
    return driver.execute_script("""
        window.__studioDrawNow && window.__studioDrawNow();
        const c = document.getElementById('scene'), g = c.getContext('2d');
        const a = window.__studioToPixel(arguments[0], arguments[1]), b = window.__studioToPixel(arguments[2], arguments[3]);
        const r = window.__studioToPixel(100, 700);
        const ref = g.getImageData(r.x, r.y, 1, 1).data;
        const d = g.getImageData(a.x, a.y, Math.max(1, b.x - a.x), Math.max(1, b.y - a.y)).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4)
            if (Math.abs(d[i] - ref[0]) + Math.abs(d[i + 1] - ref[1]) + Math.abs(d[i + 2] - ref[2]) + Math.abs(d[i + 3] - ref[3]) > 60) n++;
        return n;
    """, x0, y0, x1, y1)


def item2(ctx):
    driver = ctx.driver
    studio = ctx.start(ctx.write_scene("items-turned", TURNED))
    check("item 2: the turned-outline page connects", open_page(driver, studio))
    # The turned outline's left edge (below any axis-aligned box), then the area right of the
    # turned rect, where either axis-aligned box would have its edges.
    turned_edge = wait_for(lambda: ink(driver, 256, 350, 264, 395), 20)
    check("item 2: a turned outline-only view is drawn where the turn puts it (left edge x≈260, y 350…395)",
          turned_edge > 0, f"{turned_edge} inked pixels there")
    axis_edge = ink(driver, 310, 236, 385, 344)
    check("item 2: nothing is drawn right of the turned outline (x 310…385, y 236…344), where an axis-aligned box would be",
          axis_edge == 0, f"{axis_edge} inked pixels there")


# ---- item 3 ------------------------------------------------------------------------------------
def item3(ctx):
    folder = button_example(ctx, "items-two-pages")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    a, b = Client(studio.port), Client(studio.port)
    try:
        for c in (a, b):
            c.until("update")
        drain(a, 0.3), drain(b, 0.3)
        # Each touch waits for its own recorded line (every page is told every line), so the four
        # happen in this order even when the machine is loaded: two fingers down at once, one from
        # each page.
        for client, phase, x in ((a, "began", 30), (b, "began", 200), (a, "ended", 30), (b, "ended", 200)):
            touch(client, 1, phase, x, 50)
            until(client, "recorded", 15, lambda m: any(line.endswith(f" touch {line.split()[2]} {phase} {x} 50")
                                                        for line in m.get("lines", []) if len(line.split()) > 2))
        a.send({"type": "saveTimeline", "name": "twopages"})
        path = os.path.join(folder, "twopages.events.txt")

        def touch_lines():
            if not os.path.exists(path):
                return []
            with open(path) as f:
                return [line for line in f.read().splitlines() if " touch " in line]
        lines = wait_for(lambda: len(touch_lines()) >= 4 and touch_lines(), 20) or touch_lines()
        ids = {line.split()[2] for line in lines}
        check("item 3: two pages at once, each using touch id 1, get distinct touch ids in the session",
              len(lines) == 4 and len(ids) == 2, f"timeline {lines}")
        done = subprocess.run([ctx.moonchain, "run", "scene.lua", "--events", "twopages.events.txt"], cwd=folder,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
        check("item 3: the two-page recording replays with no warning (no touch 'already down')",
              os.path.exists(path) and done.returncode == 0 and not done.stderr.strip(),
              f"exit {done.returncode}, stderr {done.stderr.strip()[:300]!r}")
    finally:
        a.sock.close()
        b.sock.close()


# ---- item 5 ------------------------------------------------------------------------------------
def settled(driver, word):
    """Runs `print(word)` as a console Lua line and waits for it: what the session said before
    that line has reached the page by then."""
    driver.find_element(By.ID, "lua").send_keys(f"print('{word}')", Keys.ENTER)
    wait_for(lambda: word in prints(driver), 20)


def item5(ctx):
    driver = ctx.driver
    folder = button_example(ctx, "items-reloads")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("item 5: the button page connects", open_page(driver, studio))
    # Read as '' when the page has no #banner (the old page had none), so the condition is judged.
    banner = lambda: driver.execute_script("const b = document.getElementById('banner'); return !b || b.hidden ? '' : b.textContent")
    entries = lambda: driver.execute_script(
        "return [...document.querySelectorAll('#console .entry')].map(e => [e.className, e.dataset.text || e.textContent])")
    naming = lambda: [e for e in entries() if "close_button" in e[1]]
    behaviour = os.path.join(folder, "close_button.lua")
    with open(behaviour) as f:
        good = f.read()
    # Not an assertion: the new file's time must differ from the one the studio saw at load.
    time.sleep(1.0)
    with open(behaviour, "w") as f:
        f.write(good.replace('" tapped"', '" tapped (version 2)"'))
    # A Lua line run after the reload: its print comes after everything the reload said.
    wait_for(lambda: naming(), 20)
    settled(driver, "after the good reload")
    reloaded = naming()
    check("item 5: a good reload is said once, as news (not styled as an error)",
          len(reloaded) == 1 and "error" not in reloaded[0][0], f"console entries naming close_button: {reloaded}")

    before = len(reloaded)
    with open(behaviour, "w") as f:
        f.write(good.replace("touchesEnded = function", "touchesEnded = funktion"))
    shown = wait_for(lambda: "close_button.lua:" in banner(), 20)
    settled(driver, "after the failed reload")
    errors = [e for e in naming()[before:] if "error" in e[0]]
    check("item 5: a failed reload is said once, as an error", len(errors) == 1, f"{naming()[before:]}")
    check("item 5: a failed reload shows an 'old code running' banner", shown and "old code running" in banner(), f"banner {banner()!r}")
    open_page(driver, studio)
    check("item 5: the banner stays after a page reload", wait_for(lambda: "close_button.lua:" in banner(), 20), f"banner {banner()!r}")
    with open(behaviour, "w") as f:
        f.write(good)
    check("item 5: the banner goes once the file is fixed", wait_for(lambda: banner() == "", 20), f"banner {banner()!r}")


# ---- item 6 ------------------------------------------------------------------------------------
BOMB_SCENE = """return app { window { name = "w",
  view { name = "bomb", frame = {0, 100, 390, 300}, behaviour = {
    touchesBegan = function(self) error("boom") end,
  } },
} }
"""


def item6(ctx):
    driver = ctx.driver
    folder = button_example(ctx, "items-why")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("item 6: the button page connects", open_page(driver, studio))
    headings = lambda: driver.execute_script("return [...document.querySelectorAll('#why .why-entry h3')].map(h => h.textContent)")
    top = lambda prefix: lambda: (headings() or [""])[0].startswith(prefix)
    tap(driver, 30, 50)
    wait_for(lambda: any(h.startswith("touch ") for h in headings()), 20)
    Select(driver.find_element(By.ID, "remote")).select_by_value("play")
    driver.find_element(By.ID, "send-remote").click()
    check("item 6: a remote event gets its own heading in the why panel", wait_for(top("remote play"), 20), f"{headings()[:3]}")
    field = driver.find_element(By.ID, "action-name")
    field.clear()
    field.send_keys("copy")
    driver.find_element(By.ID, "send-action").click()
    check("item 6: an action gets its own heading in the why panel", wait_for(top("action copy"), 20), f"{headings()[:3]}")
    driver.find_element(By.ID, "lua").send_keys("print('from lua')", Keys.ENTER)
    check("item 6: a Lua line gets its own heading in the why panel", wait_for(top("lua print('from lua')"), 20), f"{headings()[:3]}")

    studio = ctx.start(ctx.write_scene("items-bomb", BOMB_SCENE))
    check("item 6: the bomb page connects", open_page(driver, studio))
    tap(driver, 200, 250)
    items = lambda: driver.execute_script(
        "return [...document.querySelectorAll('#why .why-entry li')].map(l => l.className + ' | ' + l.textContent)")
    check("item 6: the why panel marks the handler that raised an error",
          wait_for(lambda: any("raised" in r and "boom" in r for r in items()), 20), f"why items {items()[:6]}")


# ---- item 8 ------------------------------------------------------------------------------------
BROKEN_SCENE = """return app { window { name = "w",
  view { name = "b", frame = {0, 100, 200, 200}, behaviour = "say" },
} }
"""
SAY = "return { touchesEnded = function(self) print('said hi') end }\n"


def item8_case(ctx, what, name, broken_file, broken, fixed):
    """A scene whose `broken_file` (in folder `name`) has a Lua syntax error: the studio starts,
    the page says why, and the scene loads once the file is fixed."""
    driver = ctx.driver
    scene = ctx.write_scene(name, BROKEN_SCENE)
    with open(os.path.join(os.path.dirname(scene), "say.lua"), "w") as f:
        f.write(SAY)
    path = os.path.join(os.path.dirname(scene), broken_file)
    with open(path, "w") as f:
        f.write(broken)
    try:
        studio = ctx.start(scene)
    except RuntimeError as error:   # the old studio exited on the file: no URL
        check(f"item 8: a scene whose {what} has a Lua syntax error still starts the studio", False, repr(error))
        return
    check(f"item 8: a scene whose {what} has a Lua syntax error still starts the studio", open_page(driver, studio))
    banner = lambda: driver.execute_script("const b = document.getElementById('banner'); return !b || b.hidden ? '' : b.textContent")
    check(f"item 8: the page says why the scene with the broken {what} did not load",
          wait_for(lambda: "nothing running" in banner() and f"{broken_file}:" in banner(), 20), f"banner {banner()!r}")
    time.sleep(1.0)   # not an assertion: the fixed file's time must differ from the broken one's
    with open(path, "w") as f:
        f.write(fixed)
    loaded = wait_for(lambda: banner() == "", 20)
    tap(driver, 100, 200)
    said = wait_for(lambda: "said hi" in prints(driver), 20)
    check(f"item 8: the scene loads once its {what} is fixed (a tap runs the behaviour)", loaded and said,
          f"banner {banner()!r}, console {prints(driver)}")


def item8(ctx):
    item8_case(ctx, "behaviour file", "items-broken-behaviour", "say.lua",
               "return { touchesEnded = function(self) print('said hi' end }\n", SAY)
    item8_case(ctx, "scene file", "items-broken-scene", "scene.lua",
               BROKEN_SCENE.replace('name = "b",', 'name = "b"'), BROKEN_SCENE)


def run(ctx):
    for item in (item1, item2, item3, item5, item6, item8):
        try:
            item(ctx)
        except Exception as error:   # one item that raises still lets the others run
            check(f"the {item.__name__} checks ran to the end", False, repr(error).splitlines()[0][:300])
