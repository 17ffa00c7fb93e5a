"""Issue 42 items 4 and 5 in the page: an imported switch flips when tapped (its private
subviews take no touch), and an imported screen is labelled by short class names, only where a
label fits (the full name with its address in the tree's tooltip and the inspector)."""
from selenium.webdriver.common.by import By

from harness import check, click_button, open_page, prints, tap, wait_for

DUMP = """<UIView: 0x100; frame = (0 0; 390 300); layer = <CALayer: 0x101>>
   | <UISwitch: 0x200; frame = (20 40; 51 31); gestureRecognizers = <NSArray: 0x201>; layer = <CALayer: 0x202>>
   |    | <UISwitchModernVisualElement: 0x300; frame = (0 0; 51 31); gestureRecognizers = <NSArray: 0x301>; layer = <CALayer: 0x302>>
   |    |    | <UIView: 0x400; frame = (0 0; 51 31); layer = <CALayer: 0x401>>
   | <UIButton: 0x500; frame = (100 40; 200 40); layer = <CALayer: 0x501>>
   | <UITableViewCellContentView: 0x600; frame = (20 120; 30 20); layer = <CALayer: 0x601>>"""


def js(driver, code, *args):
    return driver.execute_script(code, *args)


def run(ctx):
    driver = ctx.driver
    folder = ctx.example("small-button-hit-area")
    studio = ctx.start(f"{folder}/scene.lua")
    check("imported: the page connects", open_page(driver, studio))
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("imported-switch")
    dump = driver.find_element(By.ID, "dump-text")
    dump.clear()
    js(driver, "document.getElementById('dump-text').value = arguments[0]", DUMP)
    click_button(driver, "import-dump")
    check("imported: the dump runs", wait_for(lambda: driver.find_element(By.ID, "scene-name").text == "imported-switch.lua", 20))

    # Item 5: a tap on the switch flips it (it reached the switch, not UIView@0x400).
    tap(driver, 45, 55)
    why = lambda: driver.find_element(By.ID, "why").text
    flipped = wait_for(lambda: "reaches UISwitch@0x200" in why(), 10)
    sent = wait_for(lambda: "valueChanged" in why(), 10)
    check("imported: a tap on an imported UISwitch reaches the switch and flips it (valueChanged)",
          flipped and sent, why()[:400])

    # Item 4: short class names where they fit, none where they do not.
    js(driver, "document.getElementById('zoom-level').click()")
    labels = lambda: js(driver, "window.__studioDrawNow && window.__studioDrawNow(); return window.__studioLabels()")
    wait_for(lambda: any(l.startswith("UIButton") for l in labels()), 10)
    check("imported: views are labelled by short class names (no address)",
          any(l == "UIButton" for l in labels()) and not any("@0x" in l for l in labels()), f"{labels()}")
    check("imported: a label that does not fit its view is not drawn",
          not any(l.startswith("UITableViewCellContentView") for l in labels()), f"{labels()}")
    title = js(driver, "const r = document.querySelector('#tree-rows .tree-row[data-view=\"UITableViewCellContentView@0x600\"]');"
                       "return r ? r.title : ''")
    check("imported: a tree row's tooltip gives the whole name", "UITableViewCellContentView@0x600" in title, repr(title))
