"""Issue 42, item 1: the why panel says every decision in words with its rule id.

On the studio before the fix, a tap on `buy` in button-under-scroll-view showed the scroll
view's decisions as raw JSON (`{"type":"scroll.contentTouchesHeld",...}`), and gesture reasons
as codes; these checks fail there and hold now.
"""
import os

from selenium.webdriver.common.action_chains import ActionChains

from harness import check, open_page, scene_offset, tap, wait_for


def run(ctx):
    driver = ctx.driver
    folder = ctx.example("button-under-scroll-view")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("words: the button-under-scroll-view page connects", open_page(driver, studio))
    items = lambda: driver.execute_script(
        "return [...document.querySelectorAll('#why .why-entry li')].map(l => l.textContent)")
    tap(driver, 195, 320)
    held = wait_for(lambda: any("holds buy's touch back" in i and "(S4)" in i for i in items()), 20)
    check("words: the scroll view holding the button's touch reads as a sentence with S4", held, f"{items()[:12]}")
    check("words: no why line is raw JSON", not any('{"type"' in i for i in items()), f"{items()[:12]}")
    # A held row, then a drag: the row gets its touch after the delay (S4), then the list takes
    # it (S5) and scrolls. (A quick drag never lets the row have it: the pan wins first, G6.)
    canvas, dx, dy = scene_offset(driver, 195, 520)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).click_and_hold().pause(0.5)
    for _ in range(6):
        chain = chain.move_by_offset(0, -15).pause(0.03)
    chain.release().perform()
    taken = wait_for(lambda: any("takes the touch from" in i and "(S5)" in i for i in items()), 20)
    check("words: a drag that scrolls says the list took the row's touch (S5)", taken, f"{items()[:16]}")
    check("words: still no why line is raw JSON or a bare record type",
          not any('{"type"' in i or i.startswith("scroll.") for i in items()), f"{items()[:16]}")
