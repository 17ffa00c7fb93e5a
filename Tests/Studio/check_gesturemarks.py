"""Issue 42 item 3, a leftover: the gesture timeline's marks do not write over each other.
Transitions close in time (a pan that begins and changes within a few milliseconds, a
delivery's began and its first moved) used to be drawn at nearly the same place, their labels
on top of each other; each mark now goes in the first row of its lane where it clears the one
before, and stays inside the panel."""
from harness import check, drag_pan_wins

# Every mark's box in the lanes, as shown (panel unfolded, scrolled into view).
RECTS = """
const box = document.getElementById('gesture-timeline');
box.open = true;
return [...document.querySelectorAll('#gesture-lanes .gesture-lane')].map(lane => {
  const track = lane.querySelector('.gesture-track').getBoundingClientRect();
  return {
    lane: lane.dataset.recognizer || 'deliveries',
    track: [track.left, track.right + 40],
    marks: [...lane.querySelectorAll('.gesture-mark')].map(m => {
      const r = m.getBoundingClientRect();
      return { text: m.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  };
});
"""


def overlaps(lanes):
    found = []
    for lane in lanes:
        marks = lane["marks"]
        for i, a in enumerate(marks):
            for b in marks[i + 1:]:
                if a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1 \
                        and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1:
                    found.append((lane["lane"], a["text"], b["text"]))
    return found


def run(ctx):
    driver = ctx.driver
    ctx.open_example("slider-in-pager", "gesture marks: the slider-in-pager page connects")
    # A vertical drag from the thumb: the pan begins and changes at once, and the deliveries to
    # the slider (began, moved, cancelled) come within a few milliseconds of each other.
    check("gesture marks: the drag's touch is in the timeline", bool(drag_pan_wins(driver)))
    lanes = driver.execute_script(RECTS)
    marks = sum(len(lane["marks"]) for lane in lanes)
    check("gesture marks: the lanes have several marks", marks >= 4, f"{lanes}")
    check("gesture marks: no two marks of a lane overlap", not overlaps(lanes), f"{overlaps(lanes)}")
    outside = [(lane["lane"], m["text"]) for lane in lanes for m in lane["marks"]
               if m["left"] < lane["track"][0] - 3 or m["right"] > lane["track"][1] + 1]
    check("gesture marks: every mark stays within its lane", not outside, f"{outside}")
