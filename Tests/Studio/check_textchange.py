"""Issue 42 item 4, a leftover: a view's text set while the scene runs — a label's
`props.text` changed by a Lua handler, or from the console — is drawn anew at the next update.
On the studio before this, the server read the texts once per scene build, so the label kept
showing its first text."""
from selenium.webdriver.common.by import By

from harness import check, open_page, tap, wait_for

SCENE = """local counter = {
  touchesEnded = function(self)
    self.taps = (self.taps or 0) + 1
    self.props.text = 'Tapped ' .. self.taps
  end,
}
return app {
  window { name = "w", frame = {0, 0, 390, 844},
    view { name = "title", frame = {20, 100, 350, 40}, props = { text = 'Hello' } },
    view { name = "button", frame = {20, 300, 350, 60}, behaviour = counter, props = { text = 'Tap me' } },
  },
}
"""


def run(ctx):
    driver = ctx.driver
    studio = ctx.start(ctx.write_scene("textchange", SCENE))
    check("text change: the page connects", open_page(driver, studio))
    texts = lambda: driver.execute_script(
        "window.__studioDrawNow && window.__studioDrawNow(); return window.__studioTexts()")
    check("text change: the scene's texts are drawn", wait_for(lambda: "Hello" in texts() and "Tap me" in texts(), 10),
          f"{texts()}")

    tap(driver, 195, 330)
    check("text change: a text a handler sets is drawn at the next update",
          wait_for(lambda: "Tapped 1" in texts(), 10), f"{texts()}")
    check("text change: the old text is no longer drawn", "Tap me" not in texts(), f"{texts()}")
    tap(driver, 195, 330)
    check("text change: and again at the next one", wait_for(lambda: "Tapped 2" in texts(), 10), f"{texts()}")

    lua = driver.find_element(By.ID, "lua")
    lua.send_keys("find('title').props.text = 'Set from the console'\n")
    check("text change: a text set from the console is drawn",
          wait_for(lambda: "Set from the console" in texts() and "Hello" not in texts(), 10), f"{texts()}")
    lua.send_keys("find('title').props.text = nil\n")
    check("text change: a text removed is no longer drawn",
          wait_for(lambda: "Set from the console" not in texts(), 10), f"{texts()}")
