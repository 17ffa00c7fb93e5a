"""A navigation in the studio (issue #36): the tree shows the stack (bottom first, the top
marked); an animated push is drawn as it moves (the arriving screen from the right, the leaving
one a third of the width behind); an interactive back swipe is drawn following the finger (the
leaving screen moved by the progress, the arriving one under it); time travel shows the stack
as it was before the pop; Save as test writes a case through the push and pop that passes."""
import os
import subprocess

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from harness import check, open_page, prints, scene_offset, tap, wait_for

SCENE = """return app { window { name = "w",
  navigation { name = "nav",
    controller { name = "list",
      view { name = "listView", frame = {0, 0, 390, 844}, backgroundColor = "#ffffff",
        view { name = "openButton", frame = {20, 100, 350, 60}, backgroundColor = "#3366ff", behaviour = {
          touchesEnded = function(self) find("nav"):push(find("detail"), true) print("pushed") end } },
      } },
    controller { name = "detail",
      behaviour = { viewDidDisappear = function(self) print("detail gone") end },
      view { name = "detailView", frame = {0, 0, 390, 844}, backgroundColor = "#ffcc00",
        view { name = "backButton", frame = {20, 100, 100, 44}, backgroundColor = "#2b8a3e", behaviour = {
          touchesEnded = function(self) find("nav"):pop(true) print("popped") end } },
      } },
  } } }
"""


def nav_row(driver):
    return driver.execute_script("""
        const row = [...document.querySelectorAll('#tree-rows .tree-row.controller')]
          .map(r => r.textContent).find(t => t.includes('nav'));
        return row || null;""")


def shifts(driver):
    driver.execute_script("window.__studioDrawNow && window.__studioDrawNow()")
    return driver.execute_script("return window.__studioShifts()")


def run(ctx):
    driver = ctx.driver
    scene = ctx.write_scene("navigation", SCENE)
    studio = ctx.start(scene)
    check("navigation: the page connects", open_page(driver, studio))
    check("navigation: the tree's navigation row shows its stack bottom first, the top marked",
          wait_for(lambda: "[stack: list › detail (top)]" in (nav_row(driver) or ""), 20), nav_row(driver))

    # An animated pop with the clock paused: a 0.1 s step is drawn part way.
    driver.find_element(By.ID, "pause").click()
    wait_for(lambda: driver.find_element(By.ID, "step").is_enabled(), 10)
    tap(driver, 50, 120)
    check("navigation: the back button pops", wait_for(lambda: "popped" in prints(driver), 20), prints(driver))
    driver.find_element(By.ID, "step").click()
    moving = wait_for(lambda: 50 < shifts(driver).get("detailView", 0) < 300
                      and shifts(driver).get("listView", 0) < 0, 20)
    check("navigation: an animated pop is drawn as it moves (leaving to the right, arriving from the left)",
          moving, shifts(driver))
    check("navigation: mid-pop the tree says the pop and the new stack",
          "pop" in (nav_row(driver) or "") and "[stack: list (top)" in (nav_row(driver) or ""), nav_row(driver))
    driver.find_element(By.ID, "pause").click()  # now "Resume"
    check("navigation: the pop ends with nothing drawn moved",
          wait_for(lambda: shifts(driver) == {} and "detail gone" in prints(driver), 20),
          f"{shifts(driver)} {prints(driver)}")

    # An animated push, live: drawn moving, then the two-screen stack again.
    tap(driver, 100, 130)
    check("navigation: the push ends with the stack list › detail",
          wait_for(lambda: "pushed" in prints(driver) and "[stack: list › detail (top)]" in (nav_row(driver) or "")
                   and shifts(driver) == {}, 20), f"{prints(driver)} {nav_row(driver)} {shifts(driver)}")

    # An interactive back swipe from the left edge, checked while the finger is down.
    canvas, x0, y0 = scene_offset(driver, 3, 400)
    _, x1, _ = scene_offset(driver, 160, 400)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, x0, y0).click_and_hold().pause(0.05)
    for i in range(1, 9):
        chain = chain.move_by_offset((x1 - x0) / 8, 0).pause(0.05)
    chain.perform()
    following = wait_for(lambda: 100 < shifts(driver).get("detailView", 0) < 200
                         and shifts(driver).get("listView", 0) < 0, 20)
    check("navigation: a back swipe is drawn following the finger (leaving screen moved by the progress)",
          following, shifts(driver))
    check("navigation: mid-swipe the tree says the pop", "pop" in (nav_row(driver) or ""), nav_row(driver))
    _, x2, _ = scene_offset(driver, 330, 400)
    ActionChains(driver).move_by_offset(x2 - x1, 0).pause(0.05).release().perform()
    check("navigation: released past half way, the pop completes",
          wait_for(lambda: prints(driver).count("detail gone") == 2
                   and "[stack: list (top)]" in (nav_row(driver) or ""), 20),
          f"{prints(driver)} {nav_row(driver)}")
    check("navigation: after the pop nothing is drawn moved",
          wait_for(lambda: shifts(driver) == {}, 20), shifts(driver))

    # Time travel: the step before the back swipe's first touch shows the two-screen stack.
    events = driver.execute_script("return +document.getElementById('tt-scrubber').max")
    seen = None
    for n in range(events - 1, 0, -1):
        driver.execute_script(
            "const s = document.getElementById('tt-scrubber'); s.value = arguments[0];"
            " s.dispatchEvent(new Event('input'))", n)
        if wait_for(lambda: "list › detail (top)" in (nav_row(driver) or ""), 3):
            seen = n
            break
    check("navigation: scrubbed back, the tree shows the stack before the pop", seen is not None, nav_row(driver))
    driver.find_element(By.ID, "tt-live").click()
    check("navigation: back to live, the stack is the live one",
          wait_for(lambda: "[stack: list (top)]" in (nav_row(driver) or ""), 30), nav_row(driver))

    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("push-and-pop")
    driver.find_element(By.ID, "save-test").click()
    case = os.path.join(os.path.dirname(scene), "push-and-pop")
    check("navigation: Save as test writes the case",
          wait_for(lambda: os.path.exists(os.path.join(case, "expected.txt")), 20))
    with open(os.path.join(case, "expected.txt")) as f:
        expected = f.read()
    check("navigation: the saved expectation has the pop, the push and the swipe's pop",
          "popped" in expected and "pushed" in expected and expected.count("detail gone") == 2, expected)
    suite = subprocess.run([ctx.moonchain, "test", case], capture_output=True, text=True, timeout=60)
    check("navigation: moonchain test passes the saved case", suite.returncode == 0, suite.stdout[-600:])
    studio.stop()
