"""Issue 42 item 8: numbers as UIKit's `po` prints them (at most 3 decimals), a header clock
that moves with the virtual clock, console filters, and a switch and a slider drawn at UIKit's
proportions (a capsule with its knob inside; a thin track with the label off the thumb)."""
import re
import time

from selenium.webdriver.common.by import By

from harness import check, near, open_page, pixel, tap, wait_for

SCENE = """return app {
  window { name = "w", backgroundColor = "#ffffff",
    view { name = "offset", frame = {0.1, 0.2, 300, 60} },
    scrollView { name = "list", frame = {0, 300, 390, 200}, contentSize = {390, 2000},
                 contentOffset = {0, 791.3725490195927} },
    switch { name = "toggle", frame = {20, 100, 60, 60} },
    slider { name = "level", frame = {100, 100, 200, 60} },
  },
}
"""
NOISE = re.compile(r"\d\.\d{4,}")


def js(driver, code, *args):
    return driver.execute_script(code, *args)


def run(ctx):
    driver = ctx.driver
    studio = ctx.start(ctx.write_scene("polish", SCENE))
    check("polish: the page connects", open_page(driver, studio))

    # A touch at (50.3, 30.7) is at (50.199999999999996, 30.5) in `offset`: shown as 50.2.
    tap(driver, 50.3, 30.7)
    why = lambda: driver.find_element(By.ID, "why").text
    wait_for(lambda: "offset" in why() and "touchesEnded" in why())
    check("polish: the why panel prints no float noise (at most 3 decimals)",
          "offset" in why() and not NOISE.search(why()), f"{NOISE.findall(why())[:3]} {why()[:300]!r}")
    row = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="list"]'), 20)
    row[0].click()
    field = lambda: js(driver, "const i = document.querySelector('#inspector input[data-field=\"contentOffset\"]'); return i ? i.value : ''")
    wait_for(lambda: field() != "", 20)
    check("polish: the inspector shows contentOffset as po would ({0, 791.373})", field() == "{0, 791.373}", repr(field()))

    # The clock moves with the virtual clock, not only when an event arrives.
    clock = lambda: driver.find_element(By.ID, "clock").text
    first = clock()
    time.sleep(1.0)
    check("polish: the header clock moves while nothing happens", clock() != first, f"{first!r} then {clock()!r}")

    # Console filters: markers unticked hide the markers, prints stay.
    js(driver, "document.getElementById('lua').value = ''")
    box = driver.find_element(By.ID, "lua")
    box.click()
    box.send_keys('print("hello")\n')
    wait_for(lambda: js(driver, "return [...document.querySelectorAll('#console .entry.print')].some(e => e.dataset.text === 'hello')"))
    shown = lambda kind: js(driver, f"return [...document.querySelectorAll('#console .entry.{kind}')].filter(e => e.offsetParent !== null).length")
    before = (shown("print"), shown("marker"))
    driver.find_element(By.ID, "filter-marker").click()
    check("polish: unticking markers hides them and keeps prints",
          before[1] > 0 and shown("marker") == 0 and shown("print") == before[0], f"{before} -> {shown('print'), shown('marker')}")
    driver.find_element(By.ID, "filter-marker").click()
    driver.find_element(By.ID, "filter-print").click()
    check("polish: unticking prints hides them", shown("print") == 0 and shown("marker") == before[1])
    driver.find_element(By.ID, "filter-print").click()

    # The switch is a 51 x 31 capsule at its frame's corner: below it the frame is empty.
    below = pixel(driver, 50, 150)
    corner = pixel(driver, 21, 101)
    check("polish: a switch is drawn as UIKit's 51 x 31 capsule, not a filled square",
          near(below, [255, 255, 255, 255], 12) and near(corner, [255, 255, 255, 255], 40), f"below {below} corner {corner}")
    # The slider's track is 4 points thick: 12 points above its middle, right of the thumb, is empty.
    above = pixel(driver, 250, 118)
    check("polish: a slider's track is drawn thin (4 points), not as a filled box", near(above, [255, 255, 255, 255], 12),
          f"{above}")
