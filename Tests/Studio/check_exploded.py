"""Issue 42 item 4: the exploded 3D view — a toggle shows every view as a layer separated by its
depth with CSS 3D transforms (as Xcode's view debugger does), a drag rotates it, Reset turns it
back, a click on a layer selects its view; toggled off, the flat canvas (touches, hit map,
selection) is as before. On the studio before this there was no such toggle."""
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from harness import check, open_page, prints, tap, wait_for


def exploded(driver):
    return driver.execute_script("return window.__studioExploded ? window.__studioExploded() : null")


def run(ctx):
    driver = ctx.driver
    folder = ctx.example("slider-in-pager")
    studio = ctx.start(os.path.join(folder, "scene.lua"))
    check("exploded: the slider-in-pager page connects", open_page(driver, studio))
    driver.find_element(By.ID, "exploded-toggle").click()
    got = wait_for(lambda: (lambda e: e if e and e["shown"] and e["layers"] else None)(exploded(driver)), 10)
    check("exploded: the toggle shows the views as layers", bool(got), f"{got}")
    if not got:
        return
    depth = {layer["view"]: layer["depth"] for layer in got["layers"]}
    z = {layer["view"]: layer["z"] for layer in got["layers"]}
    check("exploded: a subview's layer stands in front of its parent's (translateZ by depth)",
          depth.get("volume", 0) > depth.get("pager", 0) > depth.get("w", -1) and "translateZ" in z.get("volume", ""),
          f"{depth} {z}")
    check("exploded: the 3D box is shown over the canvas",
          driver.execute_script("return !document.getElementById('exploded').hidden"))

    before = got["angle"]
    box = driver.find_element(By.ID, "exploded")
    ActionChains(driver).move_to_element_with_offset(box, -100, 0).click_and_hold().pause(0.05) \
        .move_by_offset(40, 0).pause(0.03).move_by_offset(40, -20).pause(0.03).release().perform()
    after = exploded(driver)["angle"]
    check("exploded: a drag rotates the stack", after["y"] > before["y"] + 10 and after["x"] != before["x"],
          f"{before} -> {after}")
    style = driver.execute_script("return document.querySelector('#exploded .stage3d').style.transform")
    check("exploded: the rotation is a CSS 3D transform", "rotateY" in style and "rotateX" in style, style)
    driver.find_element(By.ID, "exploded-reset").click()
    check("exploded: Reset turns it back", exploded(driver)["angle"] == before, f"{exploded(driver)['angle']}")

    # A click on the slider's layer selects it (the inspector shows it).
    driver.execute_script("""
        const layer = document.querySelector('#exploded .layer3d[data-view="volume"]');
        const r = layer.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
        const box = document.getElementById('exploded');
        for (const type of ['pointerdown', 'pointerup'])
          layer.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0, pointerId: 1 }));
    """)
    selected = wait_for(lambda: driver.execute_script(
        "const r = document.querySelector('#tree-rows .tree-row.selected'); return r && r.dataset.view") == "volume", 10)
    check("exploded: a click on a layer selects its view", selected)

    driver.find_element(By.ID, "exploded-toggle").click()
    check("exploded: the toggle hides it again", not exploded(driver)["shown"]
          and driver.execute_script("return document.getElementById('exploded').hidden"))
    # The flat canvas still takes touches: a drag on the thumb moves the slider.
    tap(driver, 195, 420)
    check("exploded: after it, touches reach the scene in 2D",
          wait_for(lambda: driver.execute_script("return document.querySelectorAll('#why .why-entry').length") > 0, 10))
