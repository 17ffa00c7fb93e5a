"""Editor links and the view tree's keyboard.

Links: behaviours outside the scene's folder (a module in a subfolder, and one found through a
`--plugins` path given relative, `../…/shared_behaviours`) are linked to their real absolute
files from the why panel, the console and the inspector, while the text shows the short name.
Keyboard: with the tree focused, ↑/↓/←/→/Home/End move, open and close rows, select views as a
click does (the inspector follows), the tree has tree ARIA, and ← in the tree does not step
time travel."""
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, open_page, prints, tap, wait_for

SCENE = """local items = {}
for i = 1, 200 do items[i] = view { name = "item" .. i, frame = {0, (i - 1) * 2, 390, 2} } end
return app { window { name = "w",
  view { name = "panel", frame = {0, 0, 390, 300},
    view { name = "near", frame = {20, 20, 100, 100}, behaviour = "ui.near" },
    view { name = "far", frame = {200, 20, 100, 100}, behaviour = "far" },
  },
  view { name = "list", frame = {0, 400, 390, 400}, table.unpack(items) },
} }
"""

NEAR = """return {
  touchesBegan = function(self, touches, event) print("near began") end,
}
"""

FAR = """return {
  touchesBegan = function(self, touches, event) print("far began") end,
  touchesEnded = function(self, touches, event) error("far broke") end,
}
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return os.path.abspath(path)


def links(driver, box):
    """The links in `box` (an element id): their text, href and path."""
    return driver.execute_script(
        "return [...document.querySelectorAll(`#${arguments[0]} a.file-link`)].map(a => "
        "({ text: a.textContent, href: a.getAttribute('href'), path: a.dataset.path }))", box)


def link_to(driver, box, label, path):
    return any(l["text"].startswith(label) and l["path"] == path and l["href"] == f"vscode://file{path}:{l['text'].split(':')[-1]}"
               for l in links(driver, box))


def tree_state(driver):
    return driver.execute_script("""
        const t = document.getElementById('tree');
        const sel = document.querySelector('#tree-rows .tree-row.selected');
        const title = document.querySelector('#inspector .inspector-title');
        const active = t.getAttribute('aria-activedescendant');
        return { selected: sel && sel.dataset.view, inspector: title && title.dataset.view,
                 focused: document.activeElement === t, role: t.getAttribute('role'),
                 active: active && document.getElementById(active) && (document.getElementById(active).dataset.view || document.getElementById(active).dataset.key),
                 rows: [...document.querySelectorAll('#tree-rows .tree-row')].map(r => r.dataset.view || r.dataset.key),
                 aria: Object.fromEntries([...document.querySelectorAll('#tree-rows .tree-row')].map(r => [r.dataset.view || r.dataset.key,
                   { role: r.getAttribute('role'), level: r.getAttribute('aria-level'), expanded: r.getAttribute('aria-expanded'),
                     selected: r.getAttribute('aria-selected') }])),
                 scrubber: document.getElementById('tt-scrubber').value, past: document.body.classList.contains('past') }""")


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


def run(ctx):
    driver = ctx.driver
    scene = ctx.write_scene(os.path.join("links", "app"), SCENE)
    app = os.path.dirname(scene)
    near = write(os.path.join(app, "ui", "near.lua"), NEAR)
    far = write(os.path.join(os.path.dirname(app), "shared_behaviours", "far.lua"), FAR)
    plugins = os.path.relpath(os.path.dirname(far), os.getcwd())
    studio = ctx.start(scene, "--plugins", plugins)
    check("links: the page connects (plugins given as %s)" % plugins, open_page(driver, studio) and plugins.startswith(".."))

    # A behaviour in a subfolder of the scene's folder.
    tap(driver, 70, 70)
    wait_for(lambda: "near began" in prints(driver), 30)
    check("links: the why panel links near.lua (app/ui/) to its real file, showing the short name",
          wait_for(lambda: link_to(driver, "why", "near.lua:2", near), 20), links(driver, "why"))
    # A behaviour outside the scene's folder, found through a relative --plugins path.
    tap(driver, 250, 70)
    wait_for(lambda: "far began" in prints(driver), 30)
    check("links: the why panel links far.lua (../shared_behaviours) to its real file, not the scene's folder",
          wait_for(lambda: link_to(driver, "why", "far.lua:2", far), 20), links(driver, "why"))
    check("links: the console's error in far.lua links to its real file",
          wait_for(lambda: any(l["path"] == far and l["text"].endswith("far.lua:3") for l in links(driver, "console")), 20),
          links(driver, "console"))
    check("links: no link goes to a far.lua beside the scene",
          not any(l["path"] == os.path.join(app, "far.lua") for box in ["why", "console"] for l in links(driver, box)))

    # The inspector's methods.
    driver.find_element(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="far"]').click()
    check("links: the inspector links far's methods to its real file",
          wait_for(lambda: link_to(driver, "inspector", "far.lua:2", far) and link_to(driver, "inspector", "far.lua:3", far), 20),
          links(driver, "inspector"))

    check_keys(ctx)


def check_keys(ctx):
    driver = ctx.driver
    driver.find_element(By.CSS_SELECTOR, '#tree-rows .tree-row[data-view="panel"]').click()
    s = wait_for(lambda: (lambda t: t if t["inspector"] == "panel" else None)(tree_state(driver)), 20) or tree_state(driver)
    check("tree keys: a click selects panel and focuses the tree", s["selected"] == "panel" and s["focused"], s)
    check("tree keys: the tree has tree ARIA (role=tree, treeitem, level, expanded, selected)",
          s["role"] == "tree" and s["aria"]["panel"] == {"role": "treeitem", "level": s["aria"]["panel"]["level"], "expanded": "true", "selected": "true"}
          and s["aria"]["near"]["level"] == str(int(s["aria"]["panel"]["level"]) + 1) and s["aria"]["near"]["selected"] == "false"
          and s["aria"]["near"]["expanded"] is None and s["active"] == "panel", s["aria"])
    scrubber = s["scrubber"]

    def after(key, view, timeout=20):
        press(driver, key)
        return wait_for(lambda: (lambda t: t if t["selected"] == view and t["inspector"] == view else None)(tree_state(driver)), timeout)

    check("tree keys: ↓ selects the next row (near) and the inspector shows it", after(Keys.ARROW_DOWN, "near"), tree_state(driver))
    check("tree keys: ↓ again selects far", after(Keys.ARROW_DOWN, "far"), tree_state(driver))
    check("tree keys: ↑ goes back to near", after(Keys.ARROW_UP, "near"), tree_state(driver))
    s = after(Keys.ARROW_LEFT, "panel")
    check("tree keys: ← on a leaf moves to its parent (panel)", s, tree_state(driver))
    check("tree keys: ← in the tree does not step time travel",
          s and not s["past"] and s["scrubber"] == scrubber, tree_state(driver))
    press(driver, Keys.ARROW_LEFT)
    s = wait_for(lambda: (lambda t: t if "near" not in t["rows"] else None)(tree_state(driver)), 10) or tree_state(driver)
    check("tree keys: ← on an open row closes it (its children leave the tree, aria-expanded false)",
          "near" not in s["rows"] and s["aria"].get("panel", {}).get("expanded") == "false" and s["selected"] == "panel", s)
    check("tree keys: still no step of time travel", not s["past"] and s["scrubber"] == scrubber, s)
    press(driver, Keys.ARROW_RIGHT)
    s = wait_for(lambda: (lambda t: t if "near" in t["rows"] else None)(tree_state(driver)), 10) or tree_state(driver)
    check("tree keys: → on a closed row opens it and keeps it selected", "near" in s["rows"] and s["selected"] == "panel"
          and s["aria"]["panel"]["expanded"] == "true", s)
    check("tree keys: → on an open row moves to its first child", after(Keys.ARROW_RIGHT, "near"), tree_state(driver))
    s = after(Keys.END, "item200")
    check("tree keys: End selects the last row, scrolled into view in the lazily rendered list",
          s and "item200" in s["rows"] and driver.execute_script(
              "const r = document.querySelector('#tree-rows .tree-row[data-view=\"item200\"]').getBoundingClientRect(),"
              " t = document.getElementById('tree').getBoundingClientRect(); return r.top >= t.top - 1 && r.bottom <= t.bottom + 1"),
          tree_state(driver))
    press(driver, Keys.HOME)
    check("tree keys: Home goes back to the first row",
          wait_for(lambda: (lambda t: bool(t["rows"]) and t["active"] == t["rows"][0] and "item200" not in t["rows"])(tree_state(driver)), 10),
          tree_state(driver))
    # Away from the tree, ← is time travel's again.
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    press(driver, Keys.ARROW_LEFT)
    check("tree keys: with the tree not focused, ← steps time travel back", wait_for(lambda: tree_state(driver)["past"], 20), tree_state(driver))
    driver.find_element(By.ID, "tt-live").click()
    wait_for(lambda: not tree_state(driver)["past"], 20)
