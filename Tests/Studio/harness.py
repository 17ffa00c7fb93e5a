#!/usr/bin/env python3
"""What every studio check uses: the studio process, the driver, pointer actions and page reads.

Feature checks live in `check_*.py` beside this file; each has `run(ctx)` and is run by
test_studio.py after its own checks (see `Context`).
"""
import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
results = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(f"{'ok  ' if ok else 'FAIL'} {name}" + (f"\n     {detail}" if detail and not ok else ""), flush=True)
    return ok


def wait_for(predicate, timeout=10.0, interval=0.05):
    end = time.time() + timeout
    while time.time() < end:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    return predicate()


class Studio:
    """A `moonchain studio` process on a free loopback port."""

    def __init__(self, moonchain, scene, *extra):
        self.process = subprocess.Popen([moonchain, "studio", scene, "--port", "0", *extra], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.url = None
        end = time.time() + 60
        while time.time() < end and self.url is None:
            line = self.process.stderr.readline()
            if not line:
                break
            match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
            if match:
                self.url = match.group(1)
        if self.url is None:
            raise RuntimeError("moonchain studio did not print its URL")

    @property
    def port(self):
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def make_driver():
    options = Options()
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900"]:
        options.add_argument(arg)
    for binary in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]:
        if os.path.exists(binary):
            options.binary_location = binary
            break
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(driver_path), options=options)


def open_page(driver, studio):
    driver.get(studio.url)
    live = wait_for(lambda: driver.execute_script(
        "return document.getElementById('status').textContent === 'live' && document.getElementById('scene').width > 0"), 20)
    # STUDIO_TEST_ZOOM runs every check with the canvas zoomed (the whole screen still in view
    # below 1): pointers and pixels go through the page's own mapping, so they still land.
    zoom = os.environ.get("STUDIO_TEST_ZOOM")
    if live and zoom:
        driver.execute_script("const s = window.__studioScreen || [390, 844];"
                              "window.__studioSetView(arguments[0], s[0] / 2, s[1] / 2)", float(zoom))
    return live


def prints(driver):
    """The console's print lines since the last rebuild marker (what a replay prints)."""
    return driver.execute_script("""
        const rows = [...document.querySelectorAll('#console .entry')];
        let start = 0;
        rows.forEach((r, i) => { if (r.classList.contains('marker') && r.dataset.text.startsWith('rebuild')) start = i + 1; });
        return rows.slice(start).filter(r => r.classList.contains('print')).map(r => r.dataset.text);
    """)


def scene_offset(driver, x, y):
    """The offset from the canvas's centre (Selenium's origin) of scene point (x, y), through
    the page's own scene-to-page mapping (its zoom and pan included)."""
    canvas = driver.find_element(By.ID, "scene")
    dx, dy = driver.execute_script("""
        const r = arguments[0].getBoundingClientRect(), p = window.__studioToPage(arguments[1], arguments[2]);
        return [p.x - (r.left + r.width / 2), p.y - (r.top + r.height / 2)];
    """, canvas, x, y)
    return canvas, dx, dy


def tap(driver, x, y):
    canvas, dx, dy = scene_offset(driver, x, y)
    ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).click_and_hold().pause(0.08).release().perform()


def drag(driver, x, y, to_x, to_y, steps=8):
    canvas, dx, dy = scene_offset(driver, x, y)
    _, ex, ey = scene_offset(driver, to_x, to_y)
    chain = ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).click_and_hold().pause(0.05)
    for i in range(1, steps + 1):
        chain = chain.move_by_offset((ex - dx) / steps, (ey - dy) / steps).pause(0.03)
    chain.release().perform()


def has_lines(driver, wanted):
    return lambda: all(line in prints(driver) for line in wanted)


def click_button(driver, element_id):
    driver.find_element(By.ID, element_id).click()


def run_replay(moonchain, folder, scene, events):
    done = subprocess.run([moonchain, "run", scene, "--events", events], cwd=folder, capture_output=True, text=True, timeout=60)
    return done.stdout.splitlines(), done


def upgrade_status(port, origin, host):
    """The status line the server answers a WebSocket upgrade with."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        request = (f"GET /ws HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n")
        s.sendall(request.encode())
        return s.recv(200).decode(errors="replace").split("\r\n")[0]


def built_binary():
    """The moonchain `swift build` made, wherever SwiftPM puts it (platform, configuration)."""
    try:
        path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=120).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        path = ""
    return os.path.join(path, "moonchain") if path else os.path.join(ROOT, ".build/debug/moonchain")



def pixel(driver, x, y):
    """The canvas's colour [r, g, b, a] at scene point (x, y), as the next frame shows it (the page
    draws the server's messages at the next animation frame: a pending drawing is done first)."""
    return driver.execute_script("""
        window.__studioDrawNow && window.__studioDrawNow();
        const c = document.getElementById('scene'), p = window.__studioToPixel(arguments[0], arguments[1]);
        const d = c.getContext('2d').getImageData(p.x, p.y, 1, 1).data;
        return [d[0], d[1], d[2], d[3]];
    """, x, y)


def near(colour, wanted, slack=40):
    return colour is not None and all(abs(a - b) <= slack for a, b in zip(colour, wanted))


# Steps several checks share: a text field's state, the timeline's text, Save as test, and the
# gesture timeline after a drag the pager's pan wins.

def text_fields(driver):
    """The scene's text fields as drawn, by name (`__studioTextFields`: text, editing, placeholder)."""
    driver.execute_script("window.__studioDrawNow && window.__studioDrawNow()")
    return {f["name"]: f for f in driver.execute_script("return window.__studioTextFields()")}


def timeline_text(driver):
    """The timeline panel's lines, as one text."""
    return driver.find_element(By.ID, "timeline").text


def tap_to_edit(driver, x, y, field):
    """Taps scene point (x, y) and waits for text field `field` to edit; truthy when it does."""
    tap(driver, x, y)
    return wait_for(lambda: text_fields(driver).get(field, {}).get("editing"), 20)


def save_as_test(driver, folder, name, label):
    """Save as test under `name`; checks the case is written and returns its folder."""
    field = driver.find_element(By.ID, "save-name")
    field.clear()
    field.send_keys(name)
    driver.find_element(By.ID, "save-test").click()
    case = os.path.join(folder, name)
    check(f"{label}: Save as test writes the case",
          wait_for(lambda: os.path.exists(os.path.join(case, "expected.txt")), 20))
    return case


def check_case_passes(moonchain, case, label):
    """Checks that `moonchain test` passes a saved case."""
    suite = subprocess.run([moonchain, "test", case], capture_output=True, text=True, timeout=60)
    check(f"{label}: moonchain test passes the saved case", suite.returncode == 0, suite.stdout[-600:])


def gesture_timeline(driver):
    """The gesture timeline of the selected touch (`__studioGestureTimeline`), or None."""
    return driver.execute_script("return window.__studioGestureTimeline ? window.__studioGestureTimeline() : null")


def drag_pan_wins(driver):
    """On slider-in-pager, a vertical drag from the slider's thumb: the pager's pan is let through
    and wins (C6, G5). Returns the gesture timeline once it says so and the pan's own lane has
    ended (the slider's lane shows its cancellation first, and the pan's last record may come
    in a later message), or None."""
    drag(driver, 195, 420, 195, 300)

    def won():
        t = gesture_timeline(driver)
        if not t or "pagerPan won" not in t["title"]:
            return None
        pan = next((l for l in t["lanes"] if l["recognizer"] == "pagerPan"), None)
        return t if pan and any(m["text"] in ("ended", "cancelled") for m in pan["marks"]) else None
    return wait_for(won, 15)


class Context:
    """What a `check_*.py` module's `run(ctx)` gets: the shared driver and a place to work.

    Studios started with `ctx.start` are stopped at the end of the run; `ctx.example` copies a
    bundled example into the temporary folder so a check may edit its files.
    """

    def __init__(self, driver, moonchain, work, studios):
        self.driver, self.moonchain, self.work, self.studios = driver, moonchain, work, studios

    def example(self, name):
        folder = os.path.join(self.work, name)
        if not os.path.exists(folder):
            shutil.copytree(os.path.join(ROOT, "examples", name), folder)
        return folder

    def write_scene(self, name, text):
        folder = os.path.join(self.work, name)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "scene.lua")
        with open(path, "w") as f:
            f.write(text)
        return path

    def start(self, scene, *extra):
        studio = Studio(self.moonchain, scene, *extra)
        self.studios.append(studio)
        return studio

    def open_example(self, name, connects):
        """Copies example `name`, starts a studio on its scene and opens the page; `connects` names
        the check that the page went live. Returns the example's folder and the studio."""
        folder = self.example(name)
        studio = self.start(os.path.join(folder, "scene.lua"))
        check(connects, open_page(self.driver, studio))
        return folder, studio
