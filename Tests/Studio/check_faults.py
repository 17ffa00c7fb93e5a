"""Issue 42 item 6: stale state and faults. Held fingers go with Reset; the Why panel forgets
the old scene on an import; one import rebuilds once; a refused import says so; Resume from
here keeps the why entries of the events it keeps; failed console and inspector lines are not
recorded; `find("nosuch")` is named; a drag out of the canvas stays on the screen's edge."""
import os
import re
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, click_button, open_page, scene_offset, tap, wait_for
from check_inspector import edit, inspector_title
from check_timetravel import shown, state
from check_workflow import step_back


def js(driver, code, *args):
    return driver.execute_script(code, *args)


def timeline(driver):
    return driver.find_element(By.ID, "timeline").text


def why_headings(driver):
    return js(driver, "return [...document.querySelectorAll('#why .why-entry h3')].map(h => h.textContent)")


def console_texts(driver, kind):
    return js(driver, f"return [...document.querySelectorAll('#console .entry.{kind}')].map(e => e.dataset.text)")


def lua(driver, code):
    box = driver.find_element(By.ID, "lua")
    box.click()
    box.send_keys(code, Keys.ENTER)


def run(ctx):
    driver = ctx.driver
    folder = ctx.example("small-button-hit-area")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("faults: the page connects", open_page(driver, studio))

    # A held finger, then Reset: the new host never saw it, so the page must not draw it.
    canvas, dx, dy = scene_offset(driver, 200, 400)
    ActionChains(driver).key_down(Keys.SHIFT).move_to_element_with_offset(canvas, dx, dy).click().key_up(Keys.SHIFT).perform()
    fingers = lambda: js(driver, "return window.__studioFingers()")
    held = wait_for(lambda: len(fingers()) == 1 and fingers()[0]["held"])
    click_button(driver, "reset")
    gone = wait_for(lambda: fingers() == [] and timeline(driver) == "", 5)
    check("faults: Reset lifts held fingers with the old scene (no ghost drawn 'held')", held and gone, f"{fingers()}")

    # Console lines that fail are not recorded; find("nosuch") is named.
    tap(driver, 30, 50)
    wait_for(lambda: " touch 1 ended " in timeline(driver))
    recorded = timeline(driver)
    lua(driver, 'find("nosuch").alpha = 0.5')
    named = wait_for(lambda: any("no view named nosuch" in t for t in console_texts(driver, "error")))
    time.sleep(0.3)
    check("faults: find(\"nosuch\") is answered 'no view named nosuch'", named, f"{console_texts(driver, 'error')[-3:]}")
    check("faults: a console line that raised is not recorded", timeline(driver) == recorded,
          f"timeline {timeline(driver)[-200:]!r}")
    lua(driver, 'find("close").alpha = 0.9')
    check("faults: a console line that runs is recorded", wait_for(lambda: 'lua find("close").alpha = 0.9' in timeline(driver)),
          timeline(driver)[-200:])

    # An inspector edit the host refuses is not recorded either.
    row = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="close"]'), 20)
    row[0].click()
    wait_for(lambda: inspector_title(driver) == "close", 20)
    recorded = timeline(driver)
    edit(driver, "frame", "{1, 2}")
    refused = wait_for(lambda: any("frame" in t for t in console_texts(driver, "error")))
    time.sleep(0.3)
    check("faults: an inspector edit the host refuses is not recorded", refused and timeline(driver) == recorded,
          f"timeline {timeline(driver)[-200:]!r}")

    # Resume from here keeps the why entries of the events it keeps.
    tap(driver, 30, 50)
    tap(driver, 360, 50)
    wait_for(lambda: timeline(driver).count(" ended ") >= 3)
    events = wait_for(lambda: state(driver)["max"] >= 5 and state(driver)["max"], 20)
    step_back(driver)
    step_back(driver)
    wait_for(lambda: shown(driver, events - 2), 30)
    driver.find_element(By.ID, "tt-resume").click()
    resumed = wait_for(lambda: not state(driver)["past"] and state(driver)["max"] == events - 2, 30)
    kept = wait_for(lambda: any(h.startswith("touch ") for h in why_headings(driver)), 5)
    check("faults: Resume from here keeps the why entries of the events it keeps", resumed and kept,
          f"{state(driver)} {why_headings(driver)}")

    # A drag out of the canvas: the finger stays on the screen's edge.
    canvas, dx, dy = scene_offset(driver, 300, 400)
    _, ex, ey = scene_offset(driver, 300, 400)
    width = driver.execute_script("return arguments[0].getBoundingClientRect().width", canvas)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).click_and_hold().pause(0.05)
    for _ in range(6):
        chain = chain.move_by_offset(width / 8, 0).pause(0.03)
    chain.release().perform()
    wait_for(lambda: re.search(r"touch \d+ ended", timeline(driver).split(" began ")[-1]))
    screen = js(driver, "return window.__studioScreen")
    xs = [float(m.group(1)) for m in re.finditer(r"touch \d+ (?:moved|ended) (-?[\d.]+) ", timeline(driver))]
    check("faults: a drag out of the canvas stays on the screen's edge (clamped)",
          xs and max(xs) == screen[0], f"x {xs[-4:]}, screen {screen}")

    # An import: one rebuild, the Why panel emptied of the old scene's touches.
    check("faults: the Why panel shows touches before the import", bool(why_headings(driver)), f"{why_headings(driver)}")
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("faults-import")
    dump = driver.find_element(By.ID, "dump-text")
    dump.clear()
    dump.send_keys("<UIView: 0x10; frame = (0 0; 200 100); layer = <CALayer: 0x11>>\n"
                   "   | <UIButton: 0x12; frame = (10 10; 80 30); layer = <CALayer: 0x13>>")
    click_button(driver, "import-dump")
    wait_for(lambda: driver.find_element(By.ID, "scene-name").text == "faults-import.lua")
    time.sleep(1.5)
    rebuilds = [t for t in console_texts(driver, "marker") if t.startswith("rebuild (") and "faults-import" in t]
    check("faults: one import rebuilds the scene once", len(rebuilds) == 1, f"{rebuilds}")
    check("faults: after an import the Why panel has no touch of the previous scene",
          not any(h.startswith("touch ") for h in why_headings(driver)), f"{why_headings(driver)}")

    # A refused import says so on the label (not the last save's "saved").
    dump.clear()
    dump.send_keys("this is not a view hierarchy")
    name.clear()
    name.send_keys("faults-refused")
    click_button(driver, "import-dump")
    label = lambda: driver.find_element(By.ID, "saved").text
    check("faults: a refused import says 'not imported' on the label", wait_for(lambda: label().startswith("not imported:")),
          f"{label()!r}")
