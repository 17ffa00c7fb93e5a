"""Text fields and the hardware keyboard in the studio (issue #37): a text field is drawn with
its placeholder, then its text and a caret while it edits; the keyboard window is drawn at the
bottom while shown; typing on the real keyboard with the scene focused sends `key down|up KEY
[MODS]` lines (Shift as a modifier, Shift-3 as `3 shift`, Ctrl held keys that do not type), the
field edits (K5), the why panel shows the key's routing; typing elsewhere on the page is not
sent; time travel shows the text as it was; Save as test keeps the keys and passes."""
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import check, check_case_passes, near, pixel, prints, save_as_test, tap_to_edit, wait_for
from harness import text_fields as fields, timeline_text as timeline

KEYBOARD_GREY = [209, 211, 217, 255]


def keyboards(driver):
    driver.execute_script("window.__studioDrawNow && window.__studioDrawNow()")
    return driver.execute_script("return window.__studioKeyboards()")


def run(ctx):
    driver = ctx.driver
    folder, studio = ctx.open_example("login-form", "text input: the page connects to the login form")

    drawn = wait_for(lambda: fields(driver).get("email", {}).get("placeholder") == "Email", 20)
    check("text input: an empty field is drawn with its placeholder, not editing",
          drawn and not fields(driver)["email"]["editing"] and fields(driver)["password"]["placeholder"] == "Password",
          fields(driver))
    check("text input: no keyboard is drawn before a field edits", keyboards(driver) == [], keyboards(driver))

    check("text input: a tap on the email field makes it edit (caret drawn)", tap_to_edit(driver, 100, 122, "email"),
          fields(driver))
    shown = wait_for(lambda: keyboards(driver), 20)
    check("text input: the keyboard window is drawn at the bottom of the screen",
          shown and abs(shown[0][1] + shown[0][3] - 844) < 1 and shown[0][1] > 400, shown)
    # The gap left of the first row of keys, just under the keyboard's top edge.
    gap = (2.5, shown[0][1] + 2.5) if shown else (2.5, 843)
    check("text input: the keyboard is drawn in its grey", near(pixel(driver, *gap), KEYBOARD_GREY, 12),
          pixel(driver, *gap))

    # Typed on the focused scene: Shift-H, i, Shift-3 ('#'), 1, then Backspace.
    canvas = driver.find_element(By.ID, "scene")
    check("text input: the scene has focus after the tap",
          driver.execute_script("return document.activeElement && document.activeElement.id") == "scene")
    ActionChains(driver).key_down(Keys.SHIFT).send_keys("h").key_up(Keys.SHIFT).send_keys("i") \
        .key_down(Keys.SHIFT).send_keys("3").key_up(Keys.SHIFT).send_keys("12").perform()
    check("text input: the keys typed edit the field (Shift types capitals, Shift-3 a '#')",
          wait_for(lambda: fields(driver)["email"]["text"] == "Hi#12", 20), fields(driver))
    ActionChains(driver).send_keys(Keys.BACKSPACE).perform()
    check("text input: Backspace is the delete key: the last character goes",
          wait_for(lambda: fields(driver)["email"]["text"] == "Hi#1", 20), fields(driver))
    lines = timeline(driver)
    check("text input: the keys are recorded as key down/up lines with their modifiers",
          "key down h shift" in lines and "key up h shift" in lines and "key down 3 shift" in lines
          and "key down i" in lines and "key down delete" in lines and "key down shift" in lines, lines[-600:])
    why = lambda: driver.find_element(By.ID, "why").text
    check("text input: the why panel heads a key with its line and shows where it went (key.text, K5)",
          wait_for(lambda: "key down delete" in why() and "email took the key as text" in why()
                   and "(K5)" in why(), 20),
          why()[:600])

    # Ctrl held: the key goes to the scene with its modifier and types nothing (K5).
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    check("text input: Ctrl-K is sent as key down k ctrl", wait_for(lambda: "key down k ctrl" in timeline(driver), 20),
          timeline(driver)[-300:])
    check("text input: Ctrl-K does not type into the field", fields(driver)["email"]["text"] == "Hi#1", fields(driver))

    # Return: the email field's Did End On Exit moves editing to the password field (X7).
    ActionChains(driver).send_keys(Keys.RETURN).perform()
    check("text input: Return is the return key: editing moves to the password field",
          wait_for(lambda: fields(driver)["password"]["editing"] and not fields(driver)["email"]["editing"], 20)
          and 'email ends editing with "Hi#1"' in " ".join(prints(driver)), f"{fields(driver)} {prints(driver)}")
    ActionChains(driver).send_keys("ok").perform()
    check("text input: typing goes on into the password field",
          wait_for(lambda: fields(driver)["password"]["text"] == "ok", 20), fields(driver))

    # Focus elsewhere on the page: keys are the page's, not the scene's. The field shows "ok" once
    # "key down k" is handled; "key up k" may still be on its way, so wait for it before taking the
    # timeline to compare against.
    wait_for(lambda: timeline(driver).rstrip().endswith("key up k"), 20)
    before = timeline(driver)
    lua = driver.find_element(By.ID, "lua")
    lua.click()
    lua.send_keys("xyz")
    check("text input: typing in the page's Lua box is not sent to the scene",
          lua.get_attribute("value") == "xyz" and timeline(driver) == before
          and fields(driver)["password"]["text"] == "ok",
          f"{lua.get_attribute('value')!r} {timeline(driver)[-200:]}")
    lua.clear()

    # Time travel: back to before the Backspace, the email field shows "Hi#12".
    events = driver.execute_script("return +document.getElementById('tt-scrubber').max")
    target = None
    for n in range(events, 0, -1):
        driver.execute_script(
            "const s = document.getElementById('tt-scrubber'); s.value = arguments[0];"
            " s.dispatchEvent(new Event('input'))", n)
        if wait_for(lambda: fields(driver)["email"]["text"] == "Hi#12", 3):
            target = n
            break
    check("text input: scrubbed back, the past shows the field's text before the Backspace", target is not None,
          fields(driver))
    driver.find_element(By.ID, "tt-live").click()
    check("text input: back to live, the field's text is the live one",
          wait_for(lambda: fields(driver)["password"]["text"] == "ok"
                   and fields(driver)["email"]["text"] == "Hi#1", 30),
          fields(driver))

    # Save as test: the case holds the key lines and passes.
    case = save_as_test(driver, folder, "typed-login", "text input")
    with open(os.path.join(case, "events.txt")) as f:
        saved = f.read()
    check("text input: the saved events hold the key lines",
          "key down 3 shift" in saved and "key down return" in saved, saved[-400:])
    with open(os.path.join(case, "expected.txt")) as f:
        expected = f.read()
    check("text input: the saved expectation has the typed email", 'ends editing with "Hi#1"' in expected, expected)
    check_case_passes(ctx.moonchain, case, "text input")
    studio.stop()
