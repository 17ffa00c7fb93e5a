"""Seeing the scene: zoom and pan, the hover card, drawn fingers and gesture states, dark
mode, Shift-click held fingers, pencil touches from the menu, file:line links, and a slider's
thumb dragged in the page."""
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.mouse_button import MouseButton
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from harness import check, drag, near, open_page, pixel, prints, run_replay, scene_offset, tap, wait_for

SCENE = """-- Two 20-point buttons side by side, a pad with a three-finger pan, a slider, a bomb.
return app {
  window { name = "w", backgroundColor = "#ffffff",
    view { name = "tiny", frame = {180, 60, 20, 20}, backgroundColor = "#ff0000", behaviour = "probe" },
    view { name = "near", frame = {204, 60, 20, 20}, backgroundColor = "#00aa00", behaviour = "probe" },
    view { name = "bomb", frame = {300, 60, 60, 40}, behaviour = "bomb" },
    view { name = "pad", frame = {20, 200, 350, 300}, behaviour = "pad",
      gestures = { pan { name = "threeFingerPan", minimumTouches = 3, action = "panned" } } },
    view { name = "panel", frame = {0, 560, 390, 120}, behaviour = "panel",
      slider { name = "volume", frame = {81, 40, 228, 40}, value = 0.5, actions = { valueChanged = "volumeChanged" } },
    },
  },
}
"""

FILES = {
    "probe.lua": """return {
  touchesBegan = function(self, touches, event)
    for _, t in ipairs(touches) do print(self.name .. " began " .. t.type) end
  end,
}
""",
    "bomb.lua": """return {
  touchesBegan = function(self, touches, event)
    error("boom")
  end,
}
""",
    "pad.lua": """return {
  panned = function(self, g)
    if g.state == "began" then print("threeFingerPan began with " .. g.numberOfTouches .. " touches") end
  end,
}
""",
    "panel.lua": """return {
  volumeChanged = function(self, sender) print(string.format("volume %.2f", sender.value)) end,
}
""",
}


def js(driver, code, *args):
    return driver.execute_script(code, *args)


def timeline(driver):
    return js(driver, "return document.getElementById('timeline').textContent")


def luminance(css):
    """Relative luminance of an `rgb(...)`/`rgba(...)` colour."""
    parts = [float(p) for p in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in parts)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def run(ctx):
    driver = ctx.driver
    scene = ctx.write_scene("canvas", SCENE)
    folder = os.path.dirname(scene)
    for name, text in FILES.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    studio = ctx.start(scene, "--editor-url", "myeditor://open?file={path}&line={line}")
    check("canvas: the page connects", open_page(driver, studio))
    js(driver, "window.__studioSetView(1, 195, 422)")   # whatever STUDIO_TEST_ZOOM set: fit

    # Zoom: the buttons, the level shown, Ctrl+wheel around the pointer, a plain wheel pans.
    view = lambda: js(driver, "return window.__studioView()")
    for _ in range(5):
        driver.find_element(By.ID, "zoom-in").click()
    check("canvas: + zooms in (five steps of 1.25)", abs(view()["zoom"] - 1.25 ** 5) < 0.01, str(view()))
    level = f"{round(view()['base'] * view()['zoom'] * 100)}%"
    check("canvas: the zoom level is shown (CSS pixels per point)", driver.find_element(By.ID, "zoom-level").text == level,
          f"{driver.find_element(By.ID, 'zoom-level').text} {level}")
    driver.find_element(By.ID, "zoom-fit").click()
    check("canvas: Fit shows the whole screen again", view()["zoom"] == 1 and view()["fitted"], str(view()))
    before = js(driver, "return window.__studioToPage(100, 300)")
    canvas, dx, dy = scene_offset(driver, 100, 300)
    # (A trackpad pinch reaches the page the same way: a wheel event with ctrlKey set.)
    ActionChains(driver).key_down(Keys.CONTROL).scroll_from_origin(ScrollOrigin.from_element(canvas, int(dx), int(dy)), 0, -200) \
        .key_up(Keys.CONTROL).perform()
    zoomed = wait_for(lambda: view()["zoom"] > 1.2)
    after = js(driver, "return window.__studioToPage(100, 300)")
    check("canvas: Ctrl+wheel zooms around the pointer (the point under it stays)",
          zoomed and abs(after["x"] - before["x"]) < 2 and abs(after["y"] - before["y"]) < 2, f"{view()} {before} {after}")
    pan_before = view()["panY"]
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(canvas, int(dx), int(dy)), 0, 120).perform()
    check("canvas: a plain wheel pans", wait_for(lambda: abs(view()["panY"] - (pan_before - 120)) < 1), str(view()))

    # Space-drag and middle-drag pan; neither is a touch. Space, already down, goes up.
    lines = len(timeline(driver).splitlines())
    start = view()
    js(driver, "document.getElementById('scene').focus()")
    ActionChains(driver).key_down(Keys.SPACE).move_to_element_with_offset(canvas, dx, dy).click_and_hold() \
        .move_by_offset(40, 30).release().key_up(Keys.SPACE).perform()
    moved = wait_for(lambda: abs(view()["panX"] - start["panX"] - 40) < 1 and abs(view()["panY"] - start["panY"] - 30) < 1)
    check("canvas: a drag with Space held pans", moved, f"{start} {view()}")
    added = lambda: timeline(driver).splitlines()[lines:]
    check("canvas: a Space-drag is no touch, and the Space key it put down goes up",
          wait_for(lambda: any(l.endswith("key up space") for l in added()))
          and not any(" touch " in l for l in added()), str(added()))
    start = view()
    middle = ActionBuilder(driver)
    middle.pointer_action.move_to(canvas, int(dx), int(dy)).pointer_down(MouseButton.MIDDLE).move_by(-25, 15) \
        .pointer_up(MouseButton.MIDDLE)
    middle.perform()
    moved = wait_for(lambda: abs(view()["panX"] - start["panX"] + 25) < 1 and abs(view()["panY"] - start["panY"] - 15) < 1)
    check("canvas: a middle-button drag pans, and is no touch", moved and not any(" touch " in l for l in added()), f"{start} {view()} {added()}")

    # A tap at zoom 3 lands on the 20-point view under it, not its neighbour 4 points away.
    js(driver, "window.__studioSetView(3, 202, 70)")
    width = js(driver, "return window.__studioToPage(200, 0).x - window.__studioToPage(180, 0).x")
    check("canvas: at zoom 3 a 20-point view is drawn 3x as wide", abs(width - 20 * 3 * view()["base"]) < 0.5, str(width))
    check("canvas: zoomed drawing is where the mapping says (tiny red, near green)",
          near(pixel(driver, 190, 75), [255, 0, 0, 255]) and near(pixel(driver, 214, 75), [0, 170, 0, 255]),
          f"{pixel(driver, 190, 75)} {pixel(driver, 214, 75)}")
    # 3 points either side of the 4-point gap between them (a pointer lands within a pixel).
    tap(driver, 197, 70)
    tap(driver, 207, 70)
    check("canvas: taps at zoom 3 land on the right views",
          wait_for(lambda: prints(driver)[-2:] == ["tiny began direct", "near began direct"], 20), str(prints(driver)))
    began = [l.split()[-2:] for l in timeline(driver).splitlines() if " touch " in l and " began " in l]
    check("canvas: the touches were recorded at their scene points",
          len(began) == 2 and all(abs(float(b[0]) - x) < 1 and abs(float(b[1]) - 70) < 1 for b, x in zip(began, (197, 207))),
          timeline(driver)[-300:])

    # Crisp at any density: the backing store follows devicePixelRatio.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 900, "deviceScaleFactor": 2, "mobile": False})
    try:
        open_page(driver, studio)
        sizes = js(driver, "const c = document.getElementById('scene'); return [c.width, c.getBoundingClientRect().width, window.devicePixelRatio]")
        check("canvas: at devicePixelRatio 2 the canvas has two pixels per CSS pixel",
              sizes[2] == 2 and abs(sizes[0] - 2 * sizes[1]) <= 2, str(sizes))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    open_page(driver, studio)
    js(driver, "window.__studioSetView(1, 195, 422)")

    # Hover: the card says where a touch would go; nothing is recorded; newer hovers win.
    recorded = timeline(driver)
    canvas, dx, dy = scene_offset(driver, 190, 70)
    _, nx, ny = scene_offset(driver, 214, 70)
    ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).perform()
    card = wait_for(lambda: (js(driver, "return window.__studioHoverCard()") or {}).get("hit") == "tiny"
                    and js(driver, "return window.__studioHoverCard()"))
    check("hover: the card names the view a touch would reach, its chain and why",
          card and "chain" in card["text"] and "tiny" in card["text"] and "chosen" in card["text"], str(card))
    ActionChains(driver).move_to_element_with_offset(canvas, dx, dy + 40).move_to_element_with_offset(canvas, nx, ny).perform()
    card = wait_for(lambda: (js(driver, "return window.__studioHoverCard()") or {}).get("hit") == "near")
    check("hover: a newer position supersedes an older one", bool(card), str(js(driver, "return window.__studioHoverCard()")))
    check("hover: nothing is recorded in the timeline", timeline(driver) == recorded, timeline(driver)[-200:])

    # Three fingers: two held by Shift-click, the third dragged: the pan recognizes, drawn.
    canvas, ax, ay = scene_offset(driver, 80, 300)
    _, bx, by = scene_offset(driver, 140, 300)
    ActionChains(driver).key_down(Keys.SHIFT).move_to_element_with_offset(canvas, ax, ay).click() \
        .move_to_element_with_offset(canvas, bx, by).click().key_up(Keys.SHIFT).perform()
    held = wait_for(lambda: len([f for f in js(driver, "return window.__studioFingers()") if f["held"]]) == 2
                    and js(driver, "return window.__studioFingers()"))
    check("multitouch: Shift-click puts down fingers that stay (drawn with id and phase)",
          held and all(f["phase"] == "began" for f in held), str(held))
    # Drawn under the timeline's ids (the page counts from 1 again after its reload above).
    held = wait_for(lambda: all(f["touch"] for f in js(driver, "return window.__studioFingers()")) and js(driver, "return window.__studioFingers()"))
    check("fingers: each is labelled with the id the timeline gives it",
          held and all(f" touch {f['touch']} began {f['x']:g} {f['y']:g}" in timeline(driver) for f in held), f"{held} {timeline(driver)[-200:]}")
    _, cx, cy = scene_offset(driver, 200, 300)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, cx, cy).click_and_hold().pause(0.05)
    for _ in range(6):
        chain = chain.move_by_offset(0, 12).pause(0.05)
    chain.perform()
    began = wait_for(lambda: any(l.startswith("threeFingerPan began with 3") for l in prints(driver)), 20)
    check("multitouch: a three-finger pan recognizes with two held fingers and the pointer", began, str(prints(driver)))
    labels = wait_for(lambda: [g for g in js(driver, "return window.__studioGestureLabels()") if g["view"] == "pad"])
    check("gestures: the active recognizer's state is drawn on its view",
          labels and labels[0]["text"] in ("threeFingerPan (pan): began", "threeFingerPan (pan): changed"), str(labels))
    moving = [f for f in js(driver, "return window.__studioFingers()") if not f["held"]]
    check("fingers: the moving finger is drawn with its phase", len(moving) == 1 and moving[0]["phase"] == "moved", str(moving))
    ActionChains(driver).release().perform()
    ActionChains(driver).move_to_element_with_offset(canvas, ax, ay).click().perform()
    left = wait_for(lambda: [f["id"] for f in js(driver, "return window.__studioFingers()")] == [held[1]["id"]]
                    and js(driver, "return window.__studioFingers()"))
    check("multitouch: a click on a held finger lifts it", bool(left), str(js(driver, "return window.__studioFingers()")))
    driver.find_element(By.ID, "scene").send_keys(Keys.ESCAPE)
    check("multitouch: Esc lifts the held fingers", wait_for(lambda: js(driver, "return window.__studioFingers()") == []),
          str(js(driver, "return window.__studioFingers()")))
    check("multitouch: the lifted fingers end in the timeline (no menu press)",
          wait_for(lambda: timeline(driver).count(" ended ") >= 5 and "key down escape" not in timeline(driver)), timeline(driver)[-400:])
    check("gestures: nothing is drawn once the gesture is over",
          wait_for(lambda: js(driver, "return window.__studioGestureLabels()") == []), str(js(driver, "return window.__studioGestureLabels()")))

    # Pencil from the menu: the touch is a pencil in the scene and in the timeline.
    Select(driver.find_element(By.ID, "touch-type")).select_by_value("pencil")
    tap(driver, 190, 70)
    check("touch types: the menu's pencil reaches the scene as a pencil",
          wait_for(lambda: prints(driver)[-1:] == ["tiny began pencil"], 20), str(prints(driver)[-3:]))
    check("touch types: the pencil is recorded as type=pencil", "type=pencil" in timeline(driver), timeline(driver)[-200:])
    Select(driver.find_element(By.ID, "touch-type")).select_by_value("finger")
    # The session so far (held fingers, a cancelled Space, a pencil) replays as it ran.
    session = prints(driver)
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("canvas")
    driver.find_element(By.ID, "save-timeline").click()
    saved = os.path.join(folder, "canvas.events.txt")
    wait_for(lambda: os.path.exists(saved) and "timeline" in driver.find_element(By.ID, "saved").text, 20)
    replay, done = run_replay(ctx.moonchain, folder, "scene.lua", "canvas.events.txt")
    check("touch types: the saved session replays with its pencil and held fingers, printing the same",
          replay == session and "tiny began pencil" in replay, f"session {session}\n     replay {replay}\n     {done.stderr[:300]}")

    # file:line links: the error's location opens the editor template, path absolute.
    tap(driver, 330, 80)
    want = f"myeditor://open?file={folder}/bomb.lua&line=3"
    hrefs = lambda box: js(driver, f"return [...document.querySelectorAll('#{box} a.file-link')].map(a => a.getAttribute('href'))")
    check("links: the console's file:line opens the editor URL with the absolute path",
          wait_for(lambda: want in hrefs("console"), 20), str(hrefs("console")))
    check("links: the why panel's handler location is a link too", wait_for(lambda: any("bomb.lua" in h for h in hrefs("why"))),
          str(hrefs("why")))
    check("links: each link has a copy button",
          js(driver, "const a = document.querySelector('#console a.file-link'); return !!a && a.nextElementSibling.classList.contains('copy-link')"))

    # Dark mode: the toggle switches, and both themes keep text readable.
    def colours():
        return js(driver, """
            const cs = e => getComputedStyle(e);
            const panel = document.querySelector('.panel'), entry = document.querySelector('#console .entry.print') || panel;
            return [document.documentElement.dataset.theme, cs(document.body).backgroundColor, cs(document.body).color,
                    cs(panel).backgroundColor, cs(entry).color];""")
    start = colours()
    driver.find_element(By.ID, "theme-toggle").click()
    dark = wait_for(lambda: colours()[0] != start[0] and colours())
    check("dark mode: the toggle switches the theme", bool(dark) and {start[0], dark[0]} == {"light", "dark"}, f"{start} {dark}")
    light_c, dark_c = (start, dark) if start[0] == "light" else (dark, start)
    check("dark mode: the dark page is dark, the light page light",
          luminance(dark_c[1]) < 0.05 and luminance(light_c[1]) > 0.8, f"{light_c} {dark_c}")
    check("dark mode: text is readable in both (contrast >= 4.5)",
          all(contrast(c[1], c[2]) >= 4.5 and contrast(c[3], c[4]) >= 4.5 for c in (light_c, dark_c)), f"{light_c} {dark_c}")
    driver.find_element(By.ID, "theme-toggle").click()
    wait_for(lambda: colours()[0] == start[0])

    # A slider's thumb dragged in the page: the value follows the pointer.
    # The thumb's centre runs from x = 81 + 14 to 81 + 214; at 0.5 it is at 195, y = 620.
    # (The pointer moves in whole pixels, so the 50 points come out a few points short.)
    drag(driver, 195, 620, 245, 620, steps=5)
    values = lambda: [float(l.split()[1]) for l in prints(driver) if l.startswith("volume ")]
    moved = wait_for(lambda: values() and values()[-1] > 0.65 and values(), 20)
    check("slider: dragging the thumb in the page changes its value", bool(moved) and 0.65 < moved[-1] <= 0.76, str(values()))
