"""What issue 30 says an iOS engineer must be able to do, in one go, on a bundled example with
a behaviour file of its own: select a view, change its frame, scrub back a step, resume from
there and save the session as a test of their own files — a test `moonchain test` passes, and
fails once their behaviour file changes."""
import os
import shutil
import subprocess

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import ROOT, check, open_page, prints, tap, wait_for
from check_inspector import edit, field_value, inspector_title, timeline_lines
from check_timetravel import past_prints, shown, state


def step_back(driver):
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()


def run(ctx):
    driver = ctx.driver
    # A copy of its own: other checks edit their copy of this example's behaviour file.
    folder = os.path.join(ctx.work, "workflow-button")
    shutil.copytree(os.path.join(ROOT, "examples", "small-button-hit-area"), folder)
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("workflow: the page connects", open_page(driver, studio))

    # Select the close button in the tree and move it 80 points right through the inspector.
    row = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="close"]'), 20)
    row[0].click()
    check("workflow: the tree selects the close button", wait_for(lambda: inspector_title(driver) == "close", 20),
          f"{inspector_title(driver)!r}")
    edit(driver, "frame", "{100, 40, 20, 20}")
    check("workflow: the inspector moves it", wait_for(lambda: field_value(driver, "frame") == "{100, 40, 20, 20}", 20),
          f"{field_value(driver, 'frame')!r}")

    # A tap where it is now, then one where it was (the toolbar's now).
    tap(driver, 110, 50)
    is_moved_tap = lambda lines: (len(lines) == 2 and lines[0].startswith("close touchesBegan at (")
                                  and "outside" not in lines[0] and lines[1] == "close tapped")
    check("workflow: a tap on the moved button reaches it", wait_for(lambda: is_moved_tap(prints(driver)), 30), f"{prints(driver)}")
    moved = prints(driver)
    tap(driver, 30, 50)
    check("workflow: a tap where it was reaches the toolbar",
          wait_for(lambda: len(prints(driver)) == 3 and prints(driver)[2].startswith("toolbar touchesBegan"), 30), f"{prints(driver)}")

    # Scrub back two steps (the toolbar's touch up, then down): the past is the moved button's tap.
    events = wait_for(lambda: state(driver)["max"] >= 5 and state(driver)["max"], 20)
    step_back(driver)
    check("workflow: ← scrubs back a step", wait_for(lambda: shown(driver, events - 1), 30), f"{state(driver)}")
    step_back(driver)
    check("workflow: a second ← goes back before the toolbar's touch",
          wait_for(lambda: shown(driver, events - 2) and past_prints(driver) == moved, 30), f"{state(driver)} {past_prints(driver)}")
    driver.find_element(By.ID, "tt-resume").click()
    check("workflow: Resume from here drops the toolbar's touch", wait_for(
        lambda: not state(driver)["past"] and prints(driver) == moved and state(driver)["max"] == events - 2, 30),
        f"{state(driver)} {prints(driver)}")

    # Save as test, in place: the case names the example's scene and runs its behaviour file.
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("moved-close")
    if driver.find_element(By.ID, "save-snapshot").is_selected():
        driver.find_element(By.ID, "save-snapshot").click()
    driver.find_element(By.ID, "save-test").click()
    case = os.path.join(folder, "moved-close")
    saved = wait_for(lambda: os.path.exists(os.path.join(case, "expected.txt")) and "test" in driver.find_element(By.ID, "saved").text, 20)
    check("workflow: Save as test writes the case beside the scene", saved, driver.find_element(By.ID, "saved").text)
    with open(os.path.join(case, "events.txt")) as f:
        case_events = f.read()
    check("workflow: the saved case holds the frame edit and not the dropped touch",
          'lua find("close").frame = {100, 40, 20, 20}' in case_events and "touch 2" not in case_events
          and case_events.splitlines()[:3] == timeline_lines(driver),
          f"{case_events}\n     page timeline {timeline_lines(driver)}")
    suite = subprocess.run([ctx.moonchain, "test", case], capture_output=True, text=True, timeout=60)
    check("workflow: moonchain test passes the saved case", suite.returncode == 0
          and suite.stdout.splitlines()[-1:] == ["1 passed, 0 failed"], f"status {suite.returncode}\n     {suite.stdout[-600:]}")

    # The case tests the user's own behaviour file: changing it fails the case.
    behaviour = os.path.join(folder, "close_button.lua")
    with open(behaviour) as f:
        text = f.read()
    with open(behaviour, "w") as f:
        f.write(text.replace('" tapped"', '" tapped twice"'))
    suite = subprocess.run([ctx.moonchain, "test", case], capture_output=True, text=True, timeout=60)
    check("workflow: after the behaviour file changes, moonchain test fails the case", suite.returncode == 1
          and suite.stdout.splitlines()[-1:] == ["0 passed, 1 failed"], f"status {suite.returncode}\n     {suite.stdout[-600:]}")
