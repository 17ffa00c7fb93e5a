"""Stepping back through time travel again and again: each ← (answered from a replay parked a
few events back, or from the load) shows exactly the scene and console of that event, also
when ← is pressed several times without waiting, and → still steps forward from there."""
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from check_timetravel import SCENE as TIMETRAVEL_SCENE, past_prints, shown, state
from harness import check, near, open_page, pixel, prints, tap, wait_for

# check_timetravel's box (moves 10 points right on each tap, counts taps), blue.
SCENE = TIMETRAVEL_SCENE.replace("#ff0000", "#0000ff")


def taps_at(event):
    """The prints after `event` events of taps (each tap is two events: down, then up)."""
    return [f"tap {i}" for i in range(1, event // 2 + 1)]


def press(driver, key, times=1):
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    chain = ActionChains(driver)
    for _ in range(times):
        chain = chain.send_keys(key)
    chain.perform()


def run(ctx):
    driver = ctx.driver
    studio = ctx.start(ctx.write_scene("scrubback", SCENE))
    check("step back: the page connects", open_page(driver, studio))

    # Five taps at the box wherever it is: ten events, the box ends at x 70...110.
    for n in range(1, 6):
        tap(driver, 40 + (n - 1) * 10, 60)
        wait_for(lambda: f"tap {n}" in prints(driver), 30)
    check("step back: five taps print", prints(driver) == taps_at(10), prints(driver))
    check("step back: the scrubber counts ten events", wait_for(lambda: state(driver)["max"] == 10, 20), state(driver))

    # ← one at a time, with a short pause as a user makes (the server prepares meanwhile).
    wrong = []
    for event in range(9, 3, -1):
        press(driver, Keys.ARROW_LEFT)
        if not wait_for(lambda: shown(driver, event), 30) or past_prints(driver) != taps_at(event):
            wrong.append((event, state(driver), past_prints(driver)))
        time.sleep(0.3)
    check("step back: six ← in a row each show that event's console", not wrong, wrong)
    # At event 4 two taps are done: the box is at x 40...80, no longer at 90.
    check("step back: the scene is the event's (the box at x 40...80)",
          wait_for(lambda: near(pixel(driver, 75, 60), [0, 0, 255, 255], 60) and not near(pixel(driver, 95, 60), [0, 0, 255, 255]), 10),
          f"{pixel(driver, 75, 60)} {pixel(driver, 95, 60)}")

    # Three ← at once: the newest wins and is exact.
    press(driver, Keys.ARROW_LEFT, 3)
    check("step back: three quick ← land on event 1", wait_for(lambda: shown(driver, 1), 30), state(driver))
    check("step back: ... with that event's console (no tap ended yet)", past_prints(driver) == [], past_prints(driver))

    # → goes forward from there.
    press(driver, Keys.ARROW_RIGHT, 2)
    check("step back: two → land on event 3 with one tap printed",
          wait_for(lambda: shown(driver, 3), 30) and past_prints(driver) == taps_at(3), f"{state(driver)} {past_prints(driver)}")
