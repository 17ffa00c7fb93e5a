"""Swipe actions in the studio (issue #36): a row swiped open is drawn moved by its swipeOffset,
its action buttons drawn with their titles in the space it reveals (the first outermost,
destructive red, normal grey); a touch elsewhere closes it and the buttons go."""
import os

from harness import check, drag, near, open_page, pixel, prints, tap, wait_for

RED = [255, 59, 48, 255]


def buttons(driver):
    driver.execute_script("window.__studioDrawNow && window.__studioDrawNow()")
    return driver.execute_script("return window.__studioSwipeButtons()")


def shifts(driver):
    driver.execute_script("window.__studioDrawNow && window.__studioDrawNow()")
    return driver.execute_script("return window.__studioShifts()")


def run(ctx):
    driver = ctx.driver
    folder = ctx.example("swipe-actions-list")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("swipe actions: the page connects to the mail list", open_page(driver, studio))
    check("swipe actions: no buttons before a swipe", buttons(driver) == [], buttons(driver))

    # A short swipe left on mail1 (y 60...120): the row stays open with its two buttons.
    drag(driver, 300, 90, 170, 90, steps=10)
    opened = wait_for(lambda: {b["title"] for b in buttons(driver)} == {"Archive", "Flag"}
                      and shifts(driver).get("mail1", 0) < 0, 20)
    check("swipe actions: the swiped row is drawn moved left by its swipeOffset", opened,
          f"{shifts(driver)} {prints(driver)}")
    drawn = {b["title"]: b for b in buttons(driver)}
    ok = (drawn.get("Archive", {}).get("style") == "destructive" and drawn.get("Flag", {}).get("style") == "normal"
          and drawn["Archive"]["x"] > drawn["Flag"]["x"])
    check("swipe actions: Archive (destructive) is outermost at the trailing edge, Flag inside it", ok, drawn)
    # The row opens over 0.25 s of live frames (W4): read it once it has come to rest.
    def revealed():
        return sum(b["width"] for b in buttons(driver)), shifts(driver).get("mail1", 0)

    settled = wait_for(lambda: abs(sum(revealed())) < 0.5, 10)
    check("swipe actions: the buttons fill the revealed space", settled, revealed())
    check("swipe actions: the destructive button is drawn red",
          wait_for(lambda: near(pixel(driver, 380, 70), RED, 30), 5), pixel(driver, 380, 70))

    # A touch elsewhere closes the open row (W5): the buttons go, nothing is drawn moved.
    tap(driver, 200, 500)
    check("swipe actions: a tap elsewhere closes the row and its buttons go",
          wait_for(lambda: buttons(driver) == [] and "mail1" not in shifts(driver), 20),
          f"{buttons(driver)} {prints(driver)}")
    studio.stop()
