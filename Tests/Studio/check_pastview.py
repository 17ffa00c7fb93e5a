"""Two pages at once while one shows the past (issue #30): page A scrubbed back shows the past's
view tree, a read-only inspector that says it shows the live host (an edit there is not sent),
and its hit map hidden with a note; page B, live, taps the scene and sees its tap; A keeps the
past until Back to live, then sees B's tap, its tree, inspector and hit map live again."""
from selenium.webdriver.common.by import By

from harness import check, make_driver, near, open_page, pixel, prints, tap, wait_for

# A red box that moves 10 points right on each tap and hides the crumb of that tap's number,
# so the tree differs from one tap to the next.
SCENE = """local taps = 0
return app { window { name = "w", backgroundColor = "#ffffff",
  view { name = "box", frame = {20, 40, 40, 40}, backgroundColor = "#ff0000", behaviour = {
    touchesEnded = function(self)
      taps = taps + 1
      self.frame = {20 + taps * 10, 40, 40, 40}
      local crumb = find("c" .. taps)
      if crumb then crumb.hidden = true end
      print("tap " .. taps)
    end,
  } },
  view { name = "c1", frame = {20, 300, 30, 30}, backgroundColor = "#00aa00" },
  view { name = "c2", frame = {60, 300, 30, 30}, backgroundColor = "#00aa00" },
  view { name = "c3", frame = {100, 300, 30, 30}, backgroundColor = "#00aa00" },
} }
"""

RED = [255, 0, 0, 255]  # on A within 60: the selected box is tinted by its outline's fill


def page(driver):
    """What a check reads of one page: past or live, the position, hidden crumbs in the tree,
    the inspector's note and frame field, the hit map's legend, the recorded count."""
    return driver.execute_script("""
        const q = s => document.querySelector(s);
        const frame = q('#inspector input[data-field="frame"]');
        return { past: document.body.classList.contains('past'),
          position: q('#tt-position').textContent,
          hidden: [...document.querySelectorAll('#tree-rows .tree-row.hidden-view')].map(r => r.dataset.view).filter(Boolean).sort(),
          title: (q('#inspector .inspector-title') || {}).textContent || null,
          pastNote: !!q('#inspector .past-note'),
          frameReadOnly: frame ? frame.readOnly : null,
          legendEntries: document.querySelectorAll('#legend .legend-entry').length,
          hitmapPastNote: !!q('#hitmap-past'),
          recorded: q('#recorded-count').textContent };""")


def showing(driver, event):
    s = page(driver)
    return s["past"] and s["position"].startswith(f"event {event} of") and "replaying" not in s["position"]


def run(ctx):
    a = ctx.driver
    studio = ctx.start(ctx.write_scene("pastview", SCENE))
    check("past view: page A connects", open_page(a, studio))
    b = make_driver()
    try:
        check_two_pages(a, b, studio)
    finally:
        b.quit()


def check_two_pages(a, b, studio):
    check("past view: page B connects to the same studio", open_page(b, studio))
    # Two taps on A: four events; the box at x 40...80, crumbs c1 and c2 hidden.
    for n, x in enumerate([30, 45], start=1):
        tap(a, x, 60)
        wait_for(lambda: f"tap {n}" in prints(a), 30)
    check("past view: A's two taps print", prints(a) == ["tap 1", "tap 2"], prints(a))
    check("past view: live, A's tree marks c1 and c2 hidden", wait_for(lambda: page(a)["hidden"] == ["c1", "c2"], 20), page(a))
    check("past view: B sees A's taps live", wait_for(lambda: prints(b) == ["tap 1", "tap 2"] and page(b)["hidden"] == ["c1", "c2"], 20),
          f"{prints(b)} {page(b)}")

    # A: the hit map on, and the box selected in the tree (editable while live).
    a.find_element(By.ID, "hitmap-toggle").click()
    check("past view: live, A's hit map has its legend", wait_for(lambda: page(a)["legendEntries"] > 0, 30), page(a))
    # Clicked from the page's side: the tree's rows are rebuilt on every update (no stale element).
    a.execute_script("document.querySelector('#tree-rows .tree-row[data-view=\"box\"]').click()")
    check("past view: live, A's inspector shows the box, editable", wait_for(
        lambda: page(a)["title"] == "box" and page(a)["frameReadOnly"] is False and not page(a)["pastNote"], 20), page(a))

    # A scrubs back to event 2 (after the first tap): the past's scene, tree, inspector, hit map.
    a.execute_script("const s = document.getElementById('tt-scrubber'); s.value = 2; s.dispatchEvent(new Event('input'))")
    check("past view: A shows the past after event 2", wait_for(lambda: showing(a, 2), 30), page(a))
    check("past view: A's tree is the past's (only c1 hidden)", wait_for(lambda: page(a)["hidden"] == ["c1"], 20), page(a))
    check("past view: A's canvas has the box where it was after one tap (x 30...70)",
          wait_for(lambda: near(pixel(a, 35, 60), RED, 60) and not near(pixel(a, 75, 60), RED, 60), 20), f"{pixel(a, 35, 60)} {pixel(a, 75, 60)}")
    check("past view: A's inspector says it shows the live host and is read-only", wait_for(
        lambda: page(a)["pastNote"] and page(a)["frameReadOnly"] is True, 20), page(a))
    check("past view: A's hit map is hidden, its legend says why",
          wait_for(lambda: page(a)["hitmapPastNote"] and page(a)["legendEntries"] == 0, 20), page(a))
    # An edit typed on the past is not sent (it would change the live host, not the past).
    a.execute_script("""const i = document.querySelector('#inspector input[data-field="frame"]');
        i.value = '{200, 500, 40, 40}'; i.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));""")

    # B, live, taps the box (x 40...80): recorded and shown on B.
    recorded_before = page(b)["recorded"]
    tap(b, 60, 60)
    check("past view: B's tap is played live and printed on B", wait_for(lambda: prints(b) == ["tap 1", "tap 2", "tap 3"], 30), prints(b))
    check("past view: B's tap is recorded", wait_for(lambda: page(b)["recorded"] != recorded_before, 20), f"{recorded_before} → {page(b)}")
    check("past view: B draws the box where the third tap moved it (x 50...90)", wait_for(lambda: near(pixel(b, 85, 60), RED), 20), pixel(b, 85, 60))
    check("past view: B's tree marks c3 hidden", wait_for(lambda: page(b)["hidden"] == ["c1", "c2", "c3"], 20), page(b))
    timeline = b.execute_script("return document.getElementById('timeline').textContent")
    check("past view: the edit typed on A's past was not sent (no lua line recorded)", "lua" not in timeline and "200, 500" not in timeline, timeline)

    # A still shows the past: its scrubber counts B's events, the scene and tree stay.
    check("past view: A still shows event 2, now of 6", wait_for(lambda: page(a)["position"] == "event 2 of 6", 20), page(a))
    check("past view: A's tree and canvas still show the past", page(a)["hidden"] == ["c1"] and near(pixel(a, 35, 60), RED, 60)
          and not near(pixel(a, 85, 60), RED, 60), f"{page(a)} {pixel(a, 85, 60)}")

    # Back to live: A sees B's tap; tree, inspector and hit map are live again.
    a.find_element(By.ID, "tt-live").click()
    check("past view: back to live, A's console has B's tap", wait_for(lambda: not page(a)["past"] and prints(a) == ["tap 1", "tap 2", "tap 3"], 30),
          f"{page(a)} {prints(a)}")
    check("past view: back to live, A's tree marks c3 hidden", wait_for(lambda: page(a)["hidden"] == ["c1", "c2", "c3"], 20), page(a))
    check("past view: back to live, A's inspector is editable and shows the live frame", wait_for(
        lambda: page(a)["frameReadOnly"] is False and not page(a)["pastNote"] and a.execute_script(
            "const i = document.querySelector('#inspector input[data-field=\"frame\"]'); return i && i.value") == "{50, 40, 40, 40}", 20),
          page(a))
    check("past view: back to live, A's hit map is back", wait_for(lambda: page(a)["legendEntries"] > 0 and not page(a)["hitmapPastNote"], 30), page(a))
    a.find_element(By.ID, "hitmap-toggle").click()
    check("past view: back to live, A draws the box where B's tap moved it", wait_for(lambda: near(pixel(a, 85, 60), RED, 60), 20), pixel(a, 85, 60))
