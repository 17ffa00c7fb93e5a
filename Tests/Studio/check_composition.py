"""Composed text in the studio (issue #37): with a text field editing, a dead key (Option-E then
E gives "é") or an IME's composition reaches the host as the text it composes, a `text` line,
never as the raw keys that composed it; text inserted without a composition (an emoji picker)
is a `text` line too; Save as test keeps the `text` lines and passes. Headless Chromium composes
through CDP (`Input.imeSetComposition`, `Input.insertText`), as an IME does."""
import os

from selenium.webdriver.common.action_chains import ActionChains

from harness import check, check_case_passes, save_as_test, tap_to_edit, wait_for
from harness import text_fields as fields, timeline_text as timeline


def key_event(driver, kind, key, code, modifiers=0, key_code=0):
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {
        "type": kind, "key": key, "code": code, "modifiers": modifiers, "windowsVirtualKeyCode": key_code})


def compose(driver, steps, commit):
    for text in steps:
        driver.execute_cdp_cmd("Input.imeSetComposition",
                               {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
    driver.execute_cdp_cmd("Input.insertText", {"text": commit})


def run(ctx):
    driver = ctx.driver
    folder, studio = ctx.open_example("login-form", "composition: the page connects to the login form")
    check("composition: the browser composes into the scene (EditContext)",
          driver.execute_script("return !!document.getElementById('scene').editContext"))

    check("composition: a tap on the email field makes it edit", tap_to_edit(driver, 100, 122, "email"),
          fields(driver))
    ActionChains(driver).send_keys("caf").perform()
    check("composition: plain keys still go as keys", wait_for(lambda: fields(driver)["email"]["text"] == "caf", 20),
          fields(driver))

    # Option-E (a dead key: the accent), then E: the page composes "é" and sends it as text.
    key_event(driver, "rawKeyDown", "Dead", "KeyE", modifiers=1, key_code=229)
    compose(driver, ["´"], "")
    key_event(driver, "keyUp", "Dead", "KeyE", modifiers=1, key_code=69)
    key_event(driver, "rawKeyDown", "Process", "KeyE", key_code=229)
    compose(driver, ["é"], "é")
    key_event(driver, "keyUp", "e", "KeyE", key_code=69)
    check("composition: the dead key and its letter type one 'é'",
          wait_for(lambda: fields(driver)["email"]["text"] == "café", 20), fields(driver))
    lines = timeline(driver)
    check("composition: recorded as a text line, not the dead key's presses",
          "text é" in lines and "key down e alt" not in lines and "key down e\n" not in lines + "\n"
          and "Dead" not in lines and "´" not in lines, lines[-400:])

    # An IME: a composition updated twice, then committed as two characters.
    compose(driver, ["に", "にほ", "日本"], "日本")
    check("composition: an IME's committed text is typed once, without its intermediate states",
          wait_for(lambda: fields(driver)["email"]["text"] == "café日本", 20), fields(driver))
    # Text with no composition (an emoji picker, dictation).
    driver.execute_cdp_cmd("Input.insertText", {"text": "!"})
    check("composition: text inserted without a composition is typed",
          wait_for(lambda: fields(driver)["email"]["text"] == "café日本!", 20), fields(driver))
    lines = timeline(driver)
    check("composition: each commit is one text line",
          "text 日本" in lines and "text !" in lines and "にほ" not in lines, lines[-400:])

    case = save_as_test(driver, folder, "composed-login", "composition")
    with open(os.path.join(case, "events.txt"), encoding="utf-8") as f:
        saved = f.read()
    check("composition: the saved events hold the text lines",
          " text é\n" in saved and " text 日本\n" in saved and "Dead" not in saved, saved[-400:])
    check_case_passes(ctx.moonchain, case, "composition")
    studio.stop()
