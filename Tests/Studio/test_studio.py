#!/usr/bin/env python3
"""End-to-end test of `moonchain studio` in headless Chromium (Selenium).

    python3 Tests/Studio/test_studio.py [--moonchain PATH] [--screenshot docs/studio.png]

Starts the studio on temporary copies of two examples, on free loopback ports, and drives the
page as a person would: clicks, drags, edits a behaviour file, saves a timeline and a test,
then replays them with `moonchain run`. Prints one line per check and `N passed, M failed`.
"""
import argparse
import importlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import (ROOT, Context, Studio, built_binary, check, click_button, drag, has_lines, make_driver, near,
                     open_page, pixel, prints, results, run_replay, scene_offset, tap, upgrade_status, wait_for)


COLOUR_SCENE = """return app {
  window { name = "w", backgroundColor = "#ffffff",
    view { name = "red", frame = {20, 100, 100, 100}, backgroundColor = "#ff0000" },
    view { name = "bar", frame = {200, 300, 160, 40}, transform = transform.rotation(math.pi / 2),
           backgroundColor = {0, 0, 1, 1} },
  },
}
"""


def check_colours_and_transforms(driver, moonchain, work, studios):
    """backgroundColor is painted; a turned view is drawn turned, not axis-aligned."""
    ctx = Context(driver, moonchain, work, studios)
    studio = ctx.start(ctx.write_scene("colours", COLOUR_SCENE))
    check("the colour scene's page connects", open_page(driver, studio))
    red = wait_for(lambda: near(pixel(driver, 70, 150), [255, 0, 0, 255]) and pixel(driver, 70, 150))
    check("a view's backgroundColor fills its rect", bool(red), f"pixel {pixel(driver, 70, 150)}")
    check("a window's backgroundColor fills the screen around its views", near(pixel(driver, 300, 700), [255, 255, 255, 255]),
          f"pixel {pixel(driver, 300, 700)}")
    # The bar is 160x40 at (200, 300) turned a quarter about its centre (280, 320): it covers
    # x 260...300, y 240...400 on screen (its label runs down from the corner at (300, 240)).
    check("a turned view is filled where the turn puts it", near(pixel(driver, 280, 380), [0, 0, 255, 255]),
          f"pixel {pixel(driver, 280, 380)}")
    check("a turned view is not drawn axis-aligned", near(pixel(driver, 215, 320), [255, 255, 255, 255]),
          f"pixel {pixel(driver, 215, 320)}")

    # A scene that does not load still starts the studio; fixing the file loads it.
    scene = ctx.write_scene("broken", COLOUR_SCENE.replace('"#ff0000"', '"red"'))
    studio = ctx.start(scene)
    check("a scene that does not load still starts the studio", open_page(driver, studio))
    banner = lambda: driver.execute_script("const b = document.getElementById('banner'); return b.hidden ? '' : b.textContent")
    check("the page says why the scene did not load", wait_for(lambda: "nothing running" in banner() and "scene.lua:3" in banner()), banner())
    with open(scene, "w") as f:
        f.write(COLOUR_SCENE)
    loaded = wait_for(lambda: banner() == "" and near(pixel(driver, 70, 150), [255, 0, 0, 255]))
    check("the scene loads once its file is fixed", loaded, f"banner {banner()!r}, pixel {pixel(driver, 70, 150)}")


SCROLL_SCENE = """local report = {
  scrollViewDidEndDragging = function(self, sv, decelerate)
    print(string.format("dragged to %.1f", sv.contentOffset.y))
  end,
  scrollViewDidEndDecelerating = function(self, sv) print(string.format("rests at %.1f", sv.contentOffset.y)) end,
  tableDidSelectRow = function(self, t, c) print("selects " .. c.name) end,
}
local rows = {}
for i = 0, 19 do rows[#rows + 1] = cell { name = "row" .. i, height = 50, backgroundColor = i == 0 and "#ff0000" or nil } end
return app {
  window { name = "w", backgroundColor = "#ffffff",
    tableView { name = "list", frame = {0, 100, 390, 400}, behaviour = report, table.unpack(rows) },
  },
}
"""


def check_scrolling(driver, moonchain, work, studios):
    """A drag in a table scrolls it (its rows drawn at the offset, cut to its bounds), and a
    tap on a row selects it (the row is filled)."""
    ctx = Context(driver, moonchain, work, studios)
    studio = ctx.start(ctx.write_scene("scrolling", SCROLL_SCENE))
    check("the table scene's page connects", open_page(driver, studio))
    check("the first row is drawn at the table's top", bool(wait_for(lambda: near(pixel(driver, 300, 125), [255, 0, 0, 255]))),
          f"pixel {pixel(driver, 300, 125)}")
    drag(driver, 200, 450, 200, 250)
    ok = wait_for(lambda: any(l.startswith("rests at ") for l in prints(driver)))
    dragged = [float(l.split()[-1]) for l in prints(driver) if l.startswith("dragged to ")]
    check("a drag in the page scrolls the table, which then decelerates", ok and dragged and dragged[0] > 100, f"console: {prints(driver)}")
    check("the scrolled-away first row is no longer drawn (clipped at the table's top)",
          not near(pixel(driver, 300, 125), [255, 0, 0, 255]) and not near(pixel(driver, 300, 95), [255, 0, 0, 255]),
          f"pixels {pixel(driver, 300, 125)} {pixel(driver, 300, 95)}")
    before = pixel(driver, 300, 312)
    tap(driver, 300, 312)
    selected = wait_for(lambda: any(l.startswith("selects row") for l in prints(driver)))
    filled = wait_for(lambda: not near(pixel(driver, 300, 312), before, 10) and pixel(driver, 300, 312)[0] > pixel(driver, 300, 312)[2])
    check("a tap on a row selects it and the page fills it", selected and filled,
          f"console: {prints(driver)}, pixel before {before}, after {pixel(driver, 300, 312)}")


def check_small_ones(driver, moonchain, studio, folder):
    """The page's icon is served, a taken port is said plainly, Space and # are key lines, the
    console comes back after a reload, and a broken behaviour is named by a banner."""
    from urllib.request import urlopen
    icon = driver.execute_script("return document.querySelector('link[rel=icon]').href")
    with urlopen(icon, timeout=5) as reply:
        icon_ok = reply.status == 200
    with urlopen(studio.url + "favicon.ico", timeout=5) as reply:
        favicon_ok = reply.status == 200
    check("the page's icon and /favicon.ico are served (no 404)", icon_ok and favicon_ok)

    taken = subprocess.run([moonchain, "studio", os.path.join(folder, "scene.lua"), "--port", str(studio.port)],
                           capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    check("a port in use is said plainly, naming --port", taken.returncode == 1 and "--port" in taken.stderr
          and "in use" in taken.stderr, taken.stderr[-300:])

    driver.find_element(By.ID, "scene").click()
    ActionChains(driver).send_keys(" #").perform()
    timeline = lambda: driver.find_element(By.ID, "timeline").text
    ok = wait_for(lambda: "key down space" in timeline() and "key up space" in timeline() and "key down 3 shift" in timeline())
    check("Space and # are sent as key lines (# as Shift-3)", ok, timeline()[-200:])

    headings = lambda: driver.execute_script("return [...document.querySelectorAll('#why .why-entry h3')].map(h => h.textContent)")
    ok = wait_for(lambda: any(h.startswith("key down 3 shift") for h in headings()))
    check("a key press gets its own heading in the why panel, with its key", ok, f"{headings()[:4]}")
    click_button(driver, "shake")
    ok = wait_for(lambda: headings() and re.fullmatch(r"shake began, ended, t=[\d.]+", headings()[0]))
    check("a shake gets its own heading in the why panel", ok, f"{headings()[:3]}")
    tap(driver, 30, 50)
    def touch_time_matches():
        heading = next((h for h in headings() if h.startswith("touch ")), "")
        match = re.search(r"^touch (\d+) at .*, t=([\d.]+):", heading)
        return match and f"{match.group(2)} touch {match.group(1)} began" in driver.find_element(By.ID, "timeline").text
    check("a touch's why heading has its timeline time", wait_for(touch_time_matches), f"{headings()[:3]}")

    wait_for(lambda: prints(driver) and prints(driver)[-1].startswith("close tapped"))
    time.sleep(0.3)
    before = prints(driver)
    driver.refresh()
    open_page(driver, studio)
    check("a reloaded page gets the console so far", wait_for(lambda: prints(driver) == before and len(before) > 0),
          f"before {before}\n     after {prints(driver)}")

    behaviour = os.path.join(folder, "close_button.lua")
    with open(behaviour) as f:
        good = f.read()
    with open(behaviour, "w") as f:
        f.write(good.replace("touchesEnded = function", "touchesEnded = funktion"))
    banner = lambda: driver.execute_script("const b = document.getElementById('banner'); return b.hidden ? '' : b.textContent")
    shown = wait_for(lambda: "close_button.lua:" in banner())
    errors = driver.execute_script("return [...document.querySelectorAll('#console .entry.error')].filter(e => e.dataset.text.includes('close_button.lua')).length")
    check("a broken behaviour shows one error and an 'old code running' banner", shown and errors == 1, f"banner {banner()!r}, errors {errors}")
    driver.refresh()
    open_page(driver, studio)
    check("the banner is still there after a page reload", wait_for(lambda: "close_button.lua:" in banner()), banner())
    with open(behaviour, "w") as f:
        f.write(good)
    check("the banner goes once the file loads", wait_for(lambda: banner() == ""), banner())
    reloaded = driver.execute_script("return [...document.querySelectorAll('#console .entry')].filter(e => e.dataset.text.startsWith('reloaded close_button')).map(e => e.className)")
    check("a good reload is said as news, not as an error", reloaded and all("error" not in c for c in reloaded), f"{reloaded}")


def check_reload_mid_drag(driver, moonchain, studio, folder):
    """A page reloaded with a finger down has the touch cancelled; the saved timeline replays."""
    # The card rests where the drag before left it, about (145, 374) to (345, 494).
    canvas, dx, dy = scene_offset(driver, 240, 430)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).click_and_hold().pause(0.05)
    for _ in range(4):
        chain = chain.move_by_offset(8, 8).pause(0.03)
    chain.perform()
    wait_for(lambda: " moved " in driver.find_element(By.ID, "timeline").text.split("cancelled")[-1])
    driver.refresh()
    ActionChains(driver).release().perform()
    open_page(driver, studio)
    ok = wait_for(lambda: re.search(r"touch \d+ cancelled", driver.find_element(By.ID, "timeline").text)
                  and any(" card cancelled at " in l for l in prints(driver)))
    check("a page reloaded mid-drag has its touch cancelled (the pan is cancelled)", ok,
          f"timeline {driver.find_element(By.ID, 'timeline').text[-300:]}\n     console {prints(driver)[-3:]}")
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("middrag")
    click_button(driver, "save-timeline")
    saved = os.path.join(folder, "middrag.events.txt")
    wait_for(lambda: os.path.exists(saved))
    replay, done = run_replay(moonchain, folder, "scene.lua", "middrag.events.txt")
    check("the recording with the cancelled touch replays as the session ran", replay == prints(driver) and done.returncode == 0,
          f"replay {replay}\n     session {prints(driver)}\n     {done.stderr[:300]}")


def run_feature_checks(ctx, only=None, skip=()):
    """Runs each `check_*.py` beside this file (sorted), or just `check_ONLY.py`.

    A feature's check that raises counts as one failure and the next feature still runs.
    """
    here = os.path.dirname(os.path.abspath(__file__))
    names = sorted(f[len("check_"):-3] for f in os.listdir(here) if f.startswith("check_") and f.endswith(".py"))
    for name in names:
        if (only and name != only) or name in skip:
            continue
        try:
            importlib.import_module(f"check_{name}").run(ctx)
        except Exception as error:
            check(f"the {name} checks ran to the end", False, repr(error))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moonchain", default=os.environ.get("MOONCHAIN") or built_binary())
    parser.add_argument("--screenshot", default=os.path.join(ROOT, "docs/studio.png"))
    parser.add_argument("--only-scrolling", action="store_true", help="run only the scroll view checks")
    parser.add_argument("--only", metavar="NAME", help="run only check_NAME.py (after the page connects)")
    parser.add_argument("--skip", metavar="NAME", action="append", default=[], help="leave out check_NAME.py (repeatable)")
    args = parser.parse_args()
    moonchain = os.path.abspath(args.moonchain)
    work = tempfile.mkdtemp(prefix="studio-e2e-")
    button_dir = os.path.join(work, "small-button-hit-area")
    card_dir = os.path.join(work, "drag-a-card")
    shutil.copytree(os.path.join(ROOT, "examples/small-button-hit-area"), button_dir)
    shutil.copytree(os.path.join(ROOT, "examples/drag-a-card"), card_dir)
    pinch_dir = os.path.join(work, "pinch-and-rotate")
    shutil.copytree(os.path.join(ROOT, "examples/pinch-and-rotate"), pinch_dir)
    driver = make_driver()
    studios = []
    try:
        button = Studio(moonchain, os.path.join(button_dir, "scene.lua"))
        studios.append(button)
        check("the page connects and draws the scene", open_page(driver, button))

        if args.only:
            run_feature_checks(Context(driver, moonchain, work, studios), only=args.only)
            print(f"{results['passed']} passed, {results['failed']} failed")
            return 0 if results["failed"] == 0 else 1
        check_scrolling(driver, moonchain, work, studios)
        if args.only_scrolling:
            print(f"{results['passed']} passed, {results['failed']} failed")
            return 0 if results["failed"] == 0 else 1
        check_colours_and_transforms(driver, moonchain, work, studios)
        open_page(driver, button)

        # 1. A click inside the close button's grown hit area, outside its 20x20 frame.
        tap(driver, 12, 35)
        # (12, 35) is 8 points left of and 5 above the 20x20 button; the page rounds a pointer
        # to 0.1 point, so allow a point of slack on the printed location.
        def grown_hit():
            lines = prints(driver)
            began = [l for l in lines if re.fullmatch(r"close touchesBegan at \((-[5-9](\.\d+)?),(-[3-7](\.\d+)?)\) \(outside its bounds\)", l)]
            return began and "close tapped" in lines
        check("a click in the grown hit area reaches the button (console)", wait_for(grown_hit), f"console: {prints(driver)}")
        why = driver.find_element(By.ID, "why").text
        check("the why panel shows the hit-test walk and the delivery", "reaches close" in why and "touchesBegan ran on close" in why, why[:400])

        # 2. A behaviour file rewritten on disk answers the next click.
        path = os.path.join(button_dir, "close_button.lua")
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(text.replace('" tapped"', '" tapped (version 2)"'))
        time.sleep(0.3)
        tap(driver, 30, 50)
        check("a rewritten behaviour answers the next click", wait_for(has_lines(driver, ["close tapped (version 2)"])), f"console: {prints(driver)}")

        # 3. Save a timeline and a test; `moonchain run` replays them with the console's lines.
        click_button(driver, "reset")
        wait_for(lambda: prints(driver) == [])
        for x, y in [(30, 50), (5, 50), (335, 50), (12, 35)]:
            tap(driver, x, y)
            time.sleep(0.05)
        wait_for(lambda: len(prints(driver)) >= 6)
        session_lines = prints(driver)
        name = driver.find_element(By.ID, "save-name")
        name.clear()
        name.send_keys("selenium")
        click_button(driver, "save-timeline")
        saved_timeline = wait_for(lambda: os.path.exists(os.path.join(button_dir, "selenium.events.txt")) and "timeline" in driver.find_element(By.ID, "saved").text)
        click_button(driver, "save-test")
        case_dir = os.path.join(button_dir, "selenium")
        wait_for(lambda: "test" in driver.find_element(By.ID, "saved").text)
        check("Save timeline writes NAME.events.txt beside the scene", saved_timeline)
        replay, done = run_replay(moonchain, button_dir, "scene.lua", "selenium.events.txt")
        check("moonchain run on the saved timeline prints the console's lines exactly", replay == session_lines and len(replay) >= 6,
              f"session {session_lines}\n     replay  {replay}\n     stderr {done.stderr[:300]}")
        with open(os.path.join(case_dir, "scene")) as f:
            scene_pointer = f.read().strip()
        check("Save as test refers to the scene in place through a scene file", scene_pointer == "../scene.lua"
              and not os.path.exists(os.path.join(case_dir, "scene.lua")), scene_pointer)
        replay, done = run_replay(moonchain, case_dir, scene_pointer, "events.txt")
        with open(os.path.join(case_dir, "expected.txt")) as f:
            expected = f.read().splitlines()
        check("the saved test case replays to its expected.txt, the console's lines", replay == expected == session_lines,
              f"expected {expected}\n     replay {replay}")
        suite = subprocess.run([moonchain, "test", case_dir], capture_output=True, text=True, timeout=60)
        check("moonchain test passes the saved test case unchanged", suite.returncode == 0 and suite.stdout.splitlines()[-1:] == ["1 passed, 0 failed"],
              f"status {suite.returncode}\n     {suite.stdout[-600:]}")
        # "with trace": the case asserts why too (where each touch went, how gestures ended).
        name.clear()
        name.send_keys("selenium-why")
        driver.find_element(By.ID, "save-trace").click()
        click_button(driver, "save-test")
        why_dir = os.path.join(button_dir, "selenium-why")
        trace_file = os.path.join(why_dir, "expected-trace.jsonl")
        wait_for(lambda: os.path.exists(trace_file) and os.path.getsize(trace_file) > 0)
        with open(trace_file) as f:
            trace_lines = f.read().splitlines()
        suite = subprocess.run([moonchain, "test", why_dir], capture_output=True, text=True, timeout=60)
        check("Save as test with trace writes touch records and the case passes moonchain test",
              any('"type":"touch.bound"' in line for line in trace_lines) and suite.returncode == 0,
              f"trace {trace_lines[:3]}\n     status {suite.returncode} {suite.stdout[-600:]}")
        name.clear()
        name.send_keys("selenium")
        driver.find_element(By.ID, "save-trace").click()   # off again: the next saves assert output only
        with open(path) as f:
            behaviour = f.read()
        with open(path, "w") as f:
            f.write(behaviour.replace('" tapped (version 2)"', '" tapped (version 3)"'))
        replay, done = run_replay(moonchain, case_dir, scene_pointer, "events.txt")
        check("editing the behaviour afterwards makes the saved test differ (it tests the user's file)",
              replay != expected and "close tapped (version 3)" in replay, f"replay {replay}")
        suite = subprocess.run([moonchain, "test", case_dir], capture_output=True, text=True, timeout=60)
        check("after the edit moonchain test fails the saved case", suite.returncode == 1 and suite.stdout.splitlines()[-1:] == ["0 passed, 1 failed"],
              f"status {suite.returncode}\n     {suite.stdout[-600:]}")
        driver.find_element(By.ID, "save-snapshot").click()
        click_button(driver, "save-test")
        wait_for(lambda: "test" in driver.find_element(By.ID, "saved").text)
        check("a snapshot save copies the scene and its behaviour", os.path.exists(os.path.join(case_dir, "scene.lua"))
              and os.path.exists(os.path.join(case_dir, "close_button.lua")) and not os.path.exists(os.path.join(case_dir, "scene")))
        name.clear()
        name.send_keys("../escape")
        click_button(driver, "save-test")
        failed = wait_for(lambda: "not saved" in driver.find_element(By.ID, "saved").text)
        check("a failed save replaces the last save's label", failed and case_dir not in driver.find_element(By.ID, "saved").text,
              driver.find_element(By.ID, "saved").text)

        # 4. Only the page's own origin may open the WebSocket.
        port = button.port
        check_small_ones(driver, moonchain, button, button_dir)
        check("a foreign Origin is refused", " 101 " not in upgrade_status(port, "http://evil.example", f"127.0.0.1:{port}") + " ")
        check("a rebinding Host is refused", " 101 " not in upgrade_status(port, f"http://evil.example:{port}", f"evil.example:{port}") + " ")
        check("the page's own origin is accepted", " 101 " in upgrade_status(port, f"http://127.0.0.1:{port}", f"127.0.0.1:{port}") + " ")

        # The screenshot for the README: hit map on, a touch explained.
        driver.find_element(By.ID, "hitmap-toggle").click()
        legend = wait_for(lambda: driver.execute_script(
            "return [...document.querySelectorAll('#legend .legend-entry')].map(e => e.dataset.view)"))
        check("the hit map shows a legend of the views a touch reaches", legend and "close" in legend and "share" in legend, f"{legend}")
        tap(driver, 12, 35)
        wait_for(lambda: len(prints(driver)) >= 8)
        time.sleep(0.3)
        os.makedirs(os.path.dirname(os.path.abspath(args.screenshot)), exist_ok=True)
        driver.save_screenshot(args.screenshot)
        check("a screenshot was taken", os.path.getsize(args.screenshot) > 10000, args.screenshot)

        # 4b. Paste a view hierarchy: it is imported as NAME.lua beside the scene and runs.
        name = driver.find_element(By.ID, "save-name")
        name.clear()
        name.send_keys("pasted")
        driver.find_element(By.ID, "dump-text").send_keys(
            "<UIView: 0x10; frame = (0 0; 200 100); layer = <CALayer: 0x11>>\n"
            "   | <UIButton: 0x12; frame = (10 10; 80 30); layer = <CALayer: 0x13>>")
        click_button(driver, "import-dump")
        imported = os.path.join(button_dir, "pasted.lua")
        ok = wait_for(lambda: os.path.exists(imported) and driver.find_element(By.ID, "scene-name").text == "pasted.lua")
        check("Import dump writes NAME.lua beside the scene and runs it", ok,
              f"saved: {driver.find_element(By.ID, 'saved').text!r}, scene: {driver.find_element(By.ID, 'scene-name').text!r}")

        # 5. A drag on the pan example.
        card = Studio(moonchain, os.path.join(card_dir, "scene.lua"))
        studios.append(card)
        check("the pan example's page connects", open_page(driver, card))
        drag(driver, 150, 350, 210, 430)
        ok = wait_for(lambda: any(" card began at " in l for l in prints(driver)) and any(" card ended at " in l for l in prints(driver)))
        check("a drag on the card runs the pan (began, ended)", ok, f"console: {prints(driver)}")
        check_reload_mid_drag(driver, moonchain, card, card_dir)

        # 6. Alt-drag: two fingers mirrored around the press point pinch the photo.
        pinch = Studio(moonchain, os.path.join(pinch_dir, "scene.lua"))
        studios.append(pinch)
        check("the pinch example's page connects", open_page(driver, pinch))
        canvas, dx, dy = scene_offset(driver, 195, 400)
        chain = ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).key_down(Keys.ALT).click_and_hold().pause(0.05)
        for _ in range(8):
            chain = chain.move_by_offset(6, 0).pause(0.03)
        chain.release().key_up(Keys.ALT).perform()
        ok = wait_for(lambda: any(" pinch began: " in l for l in prints(driver)) and any(" pinch ended: " in l for l in prints(driver)))
        check("an Alt-drag pinches with two mirrored fingers", ok, f"console: {prints(driver)}")

        # 7. With the scene focused, a key becomes key lines.
        driver.find_element(By.ID, "scene").click()
        ActionChains(driver).send_keys("a").perform()
        ok = wait_for(lambda: re.search(r"key down a\n.*key up a", driver.find_element(By.ID, "timeline").text))
        check("a key typed on the focused scene is recorded as key down/up", bool(ok), driver.find_element(By.ID, "timeline").text[-200:])

        run_feature_checks(Context(driver, moonchain, work, studios), skip=args.skip)
    except Exception as error:  # a crash of the test itself counts as a failure
        check("the test ran to the end", False, repr(error))
    finally:
        driver.quit()
        for studio in studios:
            studio.stop()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 0 if results["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
