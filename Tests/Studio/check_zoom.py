"""Issue 42 item 7: the zoom level says what the eye sees (100% is one point per CSS pixel),
zooming in shows more than the fitted box, nothing the page lays out (the hit map's legend, a
banner) moves the scene, and a legend of more than 20 views lists only the selected one."""
import os
import time

from selenium.webdriver.common.by import By

from harness import check, open_page, wait_for

SCENE = """local views = {}
for i = 0, 29 do
  views[#views + 1] = view { name = "tile" .. i, frame = {(i % 5) * 70 + 10, (i // 5) * 70 + 100, 60, 60} }
end
return app { window { name = "w", behaviour = "tiles", table.unpack(views) } }
"""
BEHAVIOUR = "return { touchesBegan = function(self, touches, event) print('began') end }\n"


def js(driver, code, *args):
    return driver.execute_script(code, *args)


def origin(driver):
    p = js(driver, "return window.__studioToPage(0, 0)")
    q = js(driver, "return window.__studioToPage(100, 0)")
    return round(p["x"], 1), round(p["y"], 1), round(q["x"] - p["x"], 2)


def run(ctx):
    driver = ctx.driver
    scene = ctx.write_scene("zoom", SCENE)
    behaviour = os.path.join(os.path.dirname(scene), "tiles.lua")
    with open(behaviour, "w") as f:
        f.write(BEHAVIOUR)
    studio = ctx.start(scene)
    check("zoom: the page connects", open_page(driver, studio))
    driver.find_element(By.ID, "zoom-fit").click()
    view = js(driver, "return window.__studioView()")
    label = lambda: driver.find_element(By.ID, "zoom-level").text
    shown = round(view["base"] * view["zoom"] * 100)
    check("zoom: the level shown is CSS pixels per point (Fit shows the whole screen at its real level)",
          label() == f"{shown}%" and abs(origin(driver)[2] - shown) < 1, f"{label()!r} {view} {origin(driver)}")
    driver.find_element(By.ID, "zoom-level").click()
    check("zoom: clicking the level gives 100%, one point per CSS pixel",
          wait_for(lambda: abs(origin(driver)[2] - 100) < 0.5 and label() == "100%"), f"{label()!r} {origin(driver)}")
    for _ in range(3):
        driver.find_element(By.ID, "zoom-in").click()
    size = js(driver, """const c = document.getElementById('scene').getBoundingClientRect(),
        w = document.getElementById('canvas-wrap').getBoundingClientRect(); return [c.width, c.height, w.width, w.height]""")
    check("zoom: zoomed in, the scene fills the stage (not cropped to the fitted box)",
          size[0] >= size[2] - 4 and size[1] >= size[3] - 4, f"canvas and stage {size}")

    driver.find_element(By.ID, "zoom-fit").click()
    before = origin(driver)
    driver.find_element(By.ID, "hitmap-toggle").click()
    legend = lambda: js(driver, "return [...document.querySelectorAll('#legend .legend-entry')].map(e => e.dataset.view)")
    more = lambda: js(driver, "const m = document.querySelector('#legend .legend-more'); return m ? m.textContent : ''")
    wait_for(lambda: more() or len(legend()) > 0, 20)
    time.sleep(0.3)   # a layout the legend caused would have refitted the canvas by now
    check("zoom: turning the hit map on does not move the scene", origin(driver) == before, f"{before} {origin(driver)}")
    check("zoom: a legend of more than 20 views lists none until one is selected, and says how many",
          legend() == [] and "31 views" in more(), f"{legend()} {more()!r}")
    # (The tree re-renders its rows as updates arrive: the row is found and clicked in one go.)
    wait_for(lambda: js(driver, "const r = document.querySelector('#tree-rows .tree-row[data-view=\"tile7\"]');"
                                "if (r) r.click(); return !!r"), 20)
    check("zoom: with a view selected the long legend lists it", wait_for(lambda: legend() == ["tile7"]), f"{legend()}")

    with open(behaviour, "w") as f:
        f.write("return { touchesBegan = function( }\n")
    banner = lambda: js(driver, "const b = document.getElementById('banner'); return b.hidden ? '' : b.textContent")
    up = wait_for(lambda: "tiles.lua" in banner(), 20)
    time.sleep(0.3)
    check("zoom: a banner appearing does not move the scene", up and origin(driver) == before,
          f"{banner()[:80]!r} {before} {origin(driver)}")
    with open(behaviour, "w") as f:
        f.write(BEHAVIOUR)
    wait_for(lambda: banner() == "", 20)
    driver.find_element(By.ID, "hitmap-toggle").click()
