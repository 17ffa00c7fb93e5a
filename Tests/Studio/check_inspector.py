"""The view tree and inspector: select a view in the tree, by Alt-click and in select mode, read
its frame, change it through the inspector (the canvas follows, the edit is a recorded `lua`
line), see a bad value's error, save the timeline and replay it with `moonchain run`, and a
2,000-view tree rendered lazily."""
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, wait_for, open_page, prints, scene_offset, tap, pixel, run_replay

SCENE = """
return app { window { name = "main",
  controller { name = "home", view { name = "root", frame = {0, 0, 390, 844},
    view { name = "card", frame = {20, 100, 100, 100}, backgroundColor = "#00aa00", behaviour = {
      touchesBegan = function(self) print("card touched at " .. tostring(self.frame)) end } },
    view { name = "badge", frame = {200, 600, 80, 80}, backgroundColor = "#aa0000" },
    view { name = "ghost", frame = {10, 700, 40, 40}, hidden = true },
  } },
} }
"""


def inspector_title(driver):
    return driver.execute_script("const t = document.querySelector('#inspector .inspector-title'); return t && t.textContent;")


def field_value(driver, key):
    return driver.execute_script(f"const i = document.querySelector('#inspector input[data-field=\"{key}\"]'); return i && i.value;")


def timeline_lines(driver):
    return driver.execute_script("return document.getElementById('timeline').textContent.split('\\n').filter(l => l.trim());")


def alt_click(driver, x, y):
    canvas, dx, dy = scene_offset(driver, x, y)
    ActionChains(driver).move_to_element_with_offset(canvas, dx, dy).key_down(Keys.ALT).click_and_hold().pause(0.05) \
        .release().key_up(Keys.ALT).perform()


def edit(driver, key, value):
    field = driver.find_element(By.CSS_SELECTOR, f'#inspector input[data-field="{key}"]')
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(value, Keys.ENTER)


def greenish(colour):
    return colour is not None and colour[1] > 120 and colour[0] < 90


def run(ctx):
    driver = ctx.driver
    scene = ctx.write_scene("inspector", SCENE)
    folder = os.path.dirname(scene)
    studio = ctx.start(scene)
    check("inspector: the page connects", open_page(driver, studio))

    # The tree: the window, the controller above its root view, views with their kind, hidden dimmed.
    rows = wait_for(lambda: driver.execute_script(
        "return [...document.querySelectorAll('#tree-rows .tree-row')].map(r => "
        "r.querySelector('.row-name').textContent + ' ' + r.querySelector('.row-kind').textContent)"), 20)
    check("inspector: the tree lists the window, the controller above its root view, and the views with their kind",
          (rows or [])[:4] == ["main window", "home controller", "root view", "card view"], f"rows: {rows}")
    check("inspector: a hidden view is dimmed in the tree", driver.execute_script(
        "const r = document.querySelector('#tree-rows .tree-row[data-view=\"ghost\"]'); return !!r && r.classList.contains('hidden-view')"))

    # Select in the tree.
    driver.find_element(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="card"]').click()
    ok = wait_for(lambda: inspector_title(driver) == "card" and field_value(driver, "frame") == "{20, 100, 100, 100}", 20)
    check("inspector: a tree row selects its view and shows its frame", ok,
          f"title {inspector_title(driver)!r}, frame {field_value(driver, 'frame')!r}")
    behaviour = driver.execute_script("return document.getElementById('inspector').textContent")
    check("inspector: it shows the behaviour's method with file:line and the responder chain",
          "touchesBegan — scene.lua:5" in behaviour and "home (controller)" in behaviour, behaviour[-400:])

    # Alt-click in the scene selects, and sends no touch.
    before = len(timeline_lines(driver))
    alt_click(driver, 240, 640)
    ok = wait_for(lambda: inspector_title(driver) == "badge", 20)
    check("inspector: an Alt-click selects the view under it", ok, f"title {inspector_title(driver)!r}")
    check("inspector: the selected row is highlighted in the tree", driver.execute_script(
        "const r = document.querySelector('#tree-rows .tree-row.selected'); return r && r.dataset.view") == "badge")
    check("inspector: an Alt-click sends no touch", len(timeline_lines(driver)) == before, f"timeline: {timeline_lines(driver)}")

    # Select mode: a click selects too (trackpads), and touches nothing.
    driver.find_element(By.ID, "select-mode").click()
    tap(driver, 60, 140)
    ok = wait_for(lambda: inspector_title(driver) == "card", 20)
    driver.find_element(By.ID, "select-mode").click()
    check("inspector: in select mode a click selects without touching", ok and len(timeline_lines(driver)) == before
          and not any("card touched" in p for p in prints(driver)), f"title {inspector_title(driver)!r}, prints {prints(driver)}")

    # Edit the frame: the canvas follows, the edit is a recorded lua line.
    check("inspector: the new place is empty before the edit", not greenish(pixel(driver, 250, 350)), f"{pixel(driver, 250, 350)}")
    edit(driver, "frame", "{200, 300, 100, 100}")
    ok = wait_for(lambda: field_value(driver, "frame") == "{200, 300, 100, 100}", 20)
    check("inspector: an edited frame is applied and shown", ok, f"frame {field_value(driver, 'frame')!r}")
    check("inspector: the canvas draws the view at its new frame", wait_for(lambda: greenish(pixel(driver, 250, 350)), 20)
          and not greenish(pixel(driver, 70, 150)), f"{pixel(driver, 250, 350)} {pixel(driver, 70, 150)}")
    check("inspector: the edit is recorded as a lua line", wait_for(lambda: any(
        'lua find("card").frame = {200, 300, 100, 100}' in l for l in timeline_lines(driver)), 20), f"{timeline_lines(driver)}")

    # A bad value: the console's message beside the field; nothing changes.
    edit(driver, "frame", "true")
    error = wait_for(lambda: driver.execute_script(
        "const e = document.querySelector('#inspector .field-error'); return e && e.textContent"), 20)
    check("inspector: a bad value shows the host's error beside the field", bool(error) and "frame must be a rect" in error, f"{error!r}")
    check("inspector: a bad value leaves the frame as it was", field_value(driver, "frame") == "{200, 300, 100, 100}")

    # Touch the card where it now is, save the timeline, replay it with moonchain run.
    tap(driver, 250, 350)
    wanted = ["card touched at {200, 300, 100, 100}"]
    check("inspector: the moved card gets the touch", wait_for(lambda: prints(driver) == wanted, 20), f"{prints(driver)}")
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("inspected")
    driver.find_element(By.ID, "save-timeline").click()
    events = os.path.join(folder, "inspected.events.txt")
    check("inspector: the timeline is saved", wait_for(lambda: os.path.exists(events), 20))
    lines, done = run_replay(ctx.moonchain, folder, scene, events)
    check("inspector: moonchain run replays the saved session to the same output", lines == prints(driver) == wanted,
          f"replay {lines} (stderr {done.stderr!r}), page {prints(driver)}")

    check_large_tree(ctx)


def check_large_tree(ctx):
    """2,000 views: the tree lists them all but only the rows in sight are elements."""
    driver = ctx.driver
    views = "\n".join(f'    view {{ name = "v{i}", frame = {{{(i % 20) * 19}, {(i // 20) * 8}, 18, 7}} }},' for i in range(2000))
    scene = ctx.write_scene("inspector-large", f'return app {{ window {{ name = "main",\n  view {{ name = "grid", frame = {{0, 0, 390, 844}},\n{views}\n  }},\n}} }}\n')
    studio = ctx.start(scene)
    check("inspector: the 2,000-view page connects", open_page(driver, studio))
    count = wait_for(lambda: driver.execute_script("return document.getElementById('tree-count').textContent"), 30)
    elements = driver.execute_script("return document.querySelectorAll('#tree-rows .tree-row').length")
    check("inspector: the tree counts 2,002 views and renders under 150 rows", count == "2002 views" and 0 < elements < 150,
          f"count {count!r}, row elements {elements}")
    # Scroll to the end: the last view's row is rendered there.
    driver.execute_script("const t = document.getElementById('tree'); t.scrollTop = t.scrollHeight;")
    last = wait_for(lambda: driver.execute_script(
        "return !!document.querySelector('#tree-rows .tree-row[data-view=\"v1999\"]')"), 10)
    check("inspector: scrolling the tree renders the rows that come into sight", last)
    # Collapsing the grid hides its 2,000 rows.
    driver.execute_script("const t = document.getElementById('tree'); t.scrollTop = 0;")
    toggle = wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="grid"] .toggle'), 10)
    if toggle:
        toggle[0].click()
    rows = wait_for(lambda: driver.execute_script("return document.querySelectorAll('#tree-rows .tree-row').length") == 2, 10)
    check("inspector: collapsing a view hides the rows below it", rows)
