"""Time travel: scrub back with ← and by dragging the scrubber, see the scene and the console as
they were, resume from there, tap again, save the timeline and replay it with `moonchain run`."""
import os
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, near, open_page, pixel, prints, run_replay, tap, wait_for

# A red box that moves 10 points right on each tap and counts taps in a module variable.
SCENE = """local taps = 0
return app { window { name = "w", backgroundColor = "#ffffff",
  view { name = "box", frame = {20, 40, 40, 40}, backgroundColor = "#ff0000", behaviour = {
    touchesEnded = function(self)
      taps = taps + 1
      self.frame = {20 + taps * 10, 40, 40, 40}
      print("tap " .. taps)
    end,
  } },
} }
"""


def past_prints(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#console-past .entry.print')].map(r => r.dataset.text)")


def state(driver):
    return driver.execute_script("""return { past: document.body.classList.contains('past'),
        position: document.getElementById('tt-position').textContent,
        value: Number(document.getElementById('tt-scrubber').value),
        max: Number(document.getElementById('tt-scrubber').max),
        recorded: document.getElementById('recorded-count').textContent,
        note: document.getElementById('tt-note').hidden ? '' : document.getElementById('tt-note').textContent }""")


def shown(driver, event):
    """Whether the page shows the past after `event` events, replayed (not still asked for)."""
    s = state(driver)
    return s["past"] and s["position"].startswith(f"event {event} of") and "replaying" not in s["position"]


def run(ctx):
    driver = ctx.driver
    scene = ctx.write_scene("timetravel", SCENE)
    folder = os.path.dirname(scene)
    studio = ctx.start(scene)
    check("time travel: the page connects", open_page(driver, studio))

    # Three taps: six events (each began and ended); the box ends at x 50...90.
    for n, x in enumerate([30, 45, 55], start=1):
        tap(driver, x, 60)
        wait_for(lambda: f"tap {n}" in prints(driver), 30)
    check("time travel: three taps print as usual", prints(driver) == ["tap 1", "tap 2", "tap 3"], prints(driver))
    check("time travel: the scrubber counts the events, live", wait_for(lambda: state(driver)["max"] == 6, 20)
          and state(driver)["value"] == 6 and state(driver)["position"].startswith("live"), state(driver))
    check("time travel: live, the box is drawn where the third tap moved it", wait_for(lambda: near(pixel(driver, 85, 60), [255, 0, 0, 255]), 20),
          pixel(driver, 85, 60))

    # ← with focus outside text fields: one event back (the third touch down, not yet up).
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    started = time.time()
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    ok = wait_for(lambda: shown(driver, 5), 30)
    elapsed = time.time() - started
    check("time travel: ← steps one event back and shows it", ok, state(driver))
    check(f"time travel: a step back comes in well under a few seconds ({elapsed * 1000:.0f} ms)", elapsed < 5)
    check("time travel: the past's console has the prints up to that event", past_prints(driver) == ["tap 1", "tap 2"], past_prints(driver))
    check("time travel: the past's scene has the box where it was (x 40...80)",
          wait_for(lambda: not near(pixel(driver, 85, 60), [255, 0, 0, 255]) and near(pixel(driver, 75, 60), [255, 0, 0, 255], 60), 10),
          f"{pixel(driver, 85, 60)} {pixel(driver, 75, 60)}")
    why = driver.execute_script("return [...document.querySelectorAll('#why-past .why-entry h3')].map(h => h.textContent)")
    check("time travel: the past's why panel has the third touch's hit test on top", bool(why) and why[0].startswith("touch 3 at"), why)

    # A touch on the canvas while the past is shown is refused with a note; nothing recorded.
    before = state(driver)["recorded"]
    tap(driver, 75, 60)
    check("time travel: a touch on the past is refused with a note", wait_for(lambda: "looking at the past" in state(driver)["note"], 10), state(driver))
    check("time travel: ... and not recorded", state(driver)["recorded"] == before and state(driver)["past"], state(driver))

    # Dragging the scrubber's thumb towards the start.
    slider = driver.find_element(By.ID, "tt-scrubber")
    width = driver.execute_script("return arguments[0].getBoundingClientRect().width", slider)
    start_x = width * (5 / 6 - 0.5)
    ActionChains(driver).move_to_element_with_offset(slider, start_x, 0).click_and_hold().pause(0.05) \
        .move_by_offset(-width * 0.25, 0).pause(0.05).move_by_offset(-width * 0.22, 0).pause(0.05).release().perform()
    value = state(driver)["value"]
    check("time travel: dragging the scrubber back moves it", 0 < value < 5, state(driver))
    ok = wait_for(lambda: shown(driver, state(driver)["value"]), 30)
    taps = state(driver)["value"] // 2
    check("time travel: the dragged-to event's console is shown", ok and past_prints(driver) == [f"tap {i}" for i in range(1, taps + 1)],
          f"{state(driver)} {past_prints(driver)}")

    # Back to live shows the live session again, nothing dropped.
    driver.find_element(By.ID, "tt-live").click()
    check("time travel: Back to live draws the live scene", wait_for(lambda: not state(driver)["past"] and near(pixel(driver, 85, 60), [255, 0, 0, 255]), 20),
          f"{state(driver)} {pixel(driver, 85, 60)}")

    # To event 4 (two taps) with → from 3, then resume from there.
    driver.execute_script("const s = document.getElementById('tt-scrubber'); s.value = 3; s.dispatchEvent(new Event('input'))")
    wait_for(lambda: shown(driver, 3), 30)
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    check("time travel: → steps one event forward", wait_for(lambda: shown(driver, 4), 30), state(driver))
    driver.find_element(By.ID, "tt-resume").click()
    resumed = wait_for(lambda: not state(driver)["past"] and state(driver)["recorded"] == "4 lines", 30)
    check("time travel: Resume from here drops the later events", resumed, state(driver))
    check("time travel: the console after resuming is that moment's", wait_for(lambda: prints(driver) == ["tap 1", "tap 2"], 10), prints(driver))
    check("time travel: the scrubber is live at the kept events", state(driver)["max"] == 4 and state(driver)["value"] == 4, state(driver))

    # The live session goes on from there: the box is at x 40...80, the next tap is the third.
    tap(driver, 75, 60)
    check("time travel: a tap after resuming goes on from that state", wait_for(lambda: prints(driver) == ["tap 1", "tap 2", "tap 3"], 30), prints(driver))
    driver.find_element(By.ID, "save-name").clear()
    driver.find_element(By.ID, "save-name").send_keys("timetravel")
    driver.find_element(By.ID, "save-timeline").click()
    events = os.path.join(folder, "timetravel.events.txt")
    check("time travel: Save timeline writes the resumed session", wait_for(lambda: os.path.exists(events), 20))
    replay, done = run_replay(ctx.moonchain, folder, "scene.lua", "timetravel.events.txt")
    check("time travel: moonchain run replays the saved timeline to the same prints", replay == ["tap 1", "tap 2", "tap 3"] and done.returncode == 0,
          f"{replay} {done.stderr[-300:]}")
