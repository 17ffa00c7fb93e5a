"""The hit map after a click that changes where touches go (issue 41): the page asks for the map
again once the click's frame is painted and the server samples it only then, so the map a page
shows after a click must still be the scene's as it is now. One tap moves a view; another
changes only Lua state that a behaviour's `pointInside` reads (no geometry changes: a map kept
because "nothing moved" would be wrong there)."""
import json
import os
import sys

from selenium.webdriver.common.by import By

from harness import ROOT, check, open_page, tap, wait_for

sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from studio_roundtrip import Client  # noqa: E402

SCENE = """local grown = false
return app { screen = {400, 400},
  window { name = "w",
    view { name = "mover", frame = {300, 300, 40, 40}, behaviour = {
      touchesBegan = function(self) self.frame = {20, 300, 40, 40} end } },
    view { name = "pad", frame = {100, 100, 40, 40}, behaviour = {
      pointInside = function(self, p)
        local m = grown and 30 or 0
        return p.x >= -m and p.y >= -m and p.x < self.bounds.width + m and p.y < self.bounds.height + m
      end,
      touchesBegan = function(self) grown = true end } },
  },
}
"""


def whole_map(port):
    """The map a page that holds none is sent: sampled afresh, whole."""
    client = Client(port)
    try:
        client.until("update")
        client.send({"type": "hitmap", "step": 4})
        return json.loads(client.until("hitmap"))
    finally:
        client.sock.close()


def owner(message, x, y):
    """The legend name of the cell holding scene point (x, y), or None."""
    cell = message["cells"][int(y // message["step"]) * message["columns"] + int(x // message["step"])]
    return None if cell < 0 else message["legend"][cell]["name"]


def run(ctx):
    driver = ctx.driver
    studio = ctx.start(ctx.write_scene("hitmapclick", SCENE))
    check("hit map after a click: the page connects", open_page(driver, studio))
    driver.find_element(By.ID, "hitmap-toggle").click()
    shown = lambda: driver.execute_script("return window.__studioHitmap()") or {}
    wait_for(lambda: shown().get("id", 0) > 0, 20)
    for label, x, y, gone, now, name in [
        ("a tap that moves a view", 320, 320, (320, 320), (30, 310), "mover"),
        ("a tap that changes only what a Lua pointInside reads", 120, 120, None, (85, 85), "pad"),
    ]:
        before = shown().get("id", 0)
        tap(driver, x, y)
        newer = wait_for(lambda: shown().get("id", 0) > before, 20)
        # The page asks once after each update; let the release's map come too.
        wait_for(lambda: False, 1.0)
        page = shown()
        whole = whole_map(studio.port)
        right = whole["cells"] == page.get("cells") and owner(whole, *now) == name
        if gone:
            right = right and owner(whole, *gone) != "mover"
        check(f"hit map after a click: {label}, the page's map is the scene's now", bool(newer) and right,
              f"ids {before} -> {page.get('id')}, at {now}: {owner(whole, *now)}, same cells: "
              f"{whole['cells'] == page.get('cells')}")
    driver.find_element(By.ID, "hitmap-toggle").click()
