"""Issue 42, item 1: the why panel says every decision in words with its rule id.

On the studio before the fix, a tap on `buy` in button-under-scroll-view showed the scroll
view's decisions as raw JSON (`{"type":"scroll.contentTouchesHeld",...}`), and gesture reasons
as codes; these checks fail there and hold now.
"""
import os

from harness import check, drag, open_page, tap, wait_for


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
    # A drag on a plain row: the list takes the row's touch (S5) and scrolls (S6).
    drag(driver, 195, 520, 195, 430)
    taken = wait_for(lambda: any("takes the touch from" in i and "(S5)" in i for i in items()), 20)
    check("words: a drag that scrolls says the list took the row's touch (S5)", taken, f"{items()[:16]}")
    check("words: still no why line is raw JSON or a bare record type",
          not any('{"type"' in i or i.startswith("scroll.") for i in items()), f"{items()[:16]}")
