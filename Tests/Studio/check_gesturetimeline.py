"""Issue 42 item 3: the gesture timeline — for the selected touch, each recognizer a lane over
virtual time (possible → began → … → ended/failed/cancelled), the touch's deliveries beside
them, who won and why in the server's words (with rule ids), a click on a mark scrubbing the
session to that moment and showing the timeline line. On the studio before this there was no
such timeline."""
from selenium.webdriver.common.by import By

from harness import check, drag, drag_pan_wins, wait_for
from harness import gesture_timeline as timeline


def run(ctx):
    driver = ctx.driver
    ctx.open_example("slider-in-pager", "gesture timeline: the slider-in-pager page connects")

    # A vertical drag from the thumb: the pager's pan is let through and wins (C6, G5).
    got = drag_pan_wins(driver)
    check("gesture timeline: the vertical drag's touch says the pager's pan won", bool(got), f"{timeline(driver)}")
    if not got:
        return
    lane = next((l for l in got["lanes"] if l["recognizer"] == "pagerPan"), None)
    check("gesture timeline: the pan's lane goes possible → began → changed → ended",
          bool(lane) and lane["segments"][:3] == ["possible", "began", "changed"]
          and any(m["text"] == "ended" for m in lane["marks"]), f"{lane}")
    check("gesture timeline: a transition says why in words with its rule id",
          bool(lane) and any("(G" in m["title"] or "(C" in m["title"] for m in lane["marks"]), f"{lane}")
    deliveries = next((l for l in got["lanes"] if l["recognizer"] is None), None)
    check("gesture timeline: the deliveries to the slider are beside the lanes, and its cancellation",
          bool(deliveries) and any("Began → volume" in m["text"] for m in deliveries["marks"])
          and any("cancel" in m["text"].lower() for m in deliveries["marks"]), f"{deliveries}")

    # A click on the pan's "began" mark scrubs the session there and shows the timeline line.
    marks = driver.find_elements(By.CSS_SELECTOR, '#gesture-lanes .gesture-lane[data-recognizer="pagerPan"] .gesture-mark')
    began = next((m for m in marks if m.text == "began"), None)
    if began:
        driver.execute_script("arguments[0].click()", began)
    position = lambda: driver.find_element(By.ID, "tt-position").text
    check("gesture timeline: a click on a mark scrubs to that moment",
          wait_for(lambda: position().startswith("event "), 10), position())
    detail = driver.find_element(By.CSS_SELECTOR, "#gesture-lanes .gesture-detail").text
    check("gesture timeline: the mark's timeline line is shown", "timeline:" in detail and "touch" in detail, detail)
    driver.find_element(By.ID, "tt-live").click()

    # A horizontal drag from the thumb: the slider refuses the pan (C6), which fails.
    drag(driver, 195, 420, 300, 424)
    failed = lambda: (lambda t: t if t and "no recognizer won" in t["title"] else None)(timeline(driver))
    got = wait_for(failed, 15)
    check("gesture timeline: a horizontal drag's touch shows the pan failed and no recognizer won", bool(got)
          and any(m["text"] in ("failed", "refused") for lane in got["lanes"] for m in lane["marks"]), f"{timeline(driver)}")
