"""Issue 42 item 4: an imported screen looks like the app — the text a dump gives a label or a
button's title (`text = '...'`, kept by `moonchain import` in `props.text`) is written in the
view's frame, and its background colour fills it. The dump is the start of a real one (a
Chisel `pviews` of an iOS 9 app: a UIButton whose UIButtonLabel says 'Button'), with a label
and a coloured view in the same format. On the studio before this the text was not drawn."""
from selenium.webdriver.common.by import By

from harness import check, click_button, near, open_page, pixel, wait_for

DUMP = """<UIWindow: 0x136602cd0; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x174050410>; layer = <UIWindowLayer: 0x17422a5c0>>
   | <UIView: 0x17418f970; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer: 0x17422aba0>>
   |    | <UIView: 0x17418fa40; frame = (41 92; 240 128); autoresize = RM+BM; layer = <CALayer: 0x17422ab20>>
   |    |    | <UIButton: 0x136515570; frame = (111 49; 46 30); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x1702266a0>>
   |    |    |    | <UIButtonLabel: 0x1365167a0; frame = (0 6; 46 18); text = 'Button'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x1700867c0>>
   |    | <UILabel: 0x8ab64b0; frame = (20 300; 280 30); text = 'A Story About a Fish'; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x8ab6550>>
   |    | <UIView: 0x8ab7000; frame = (20 400; 100 60); backgroundColor = UIDeviceRGBColorSpace 1 0 0 1; layer = <CALayer: 0x8ab7010>>"""


def dark_pixels(driver, x, y, w, h):
    """How many canvas pixels in the scene rect (x, y, w, h) are dark (text), as drawn now."""
    return driver.execute_script("""
        window.__studioDrawNow && window.__studioDrawNow();
        const c = document.getElementById('scene');
        const a = window.__studioToPixel(arguments[0], arguments[1]);
        const b = window.__studioToPixel(arguments[0] + arguments[2], arguments[1] + arguments[3]);
        const d = c.getContext('2d').getImageData(a.x, a.y, Math.max(1, b.x - a.x), Math.max(1, b.y - a.y)).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 200 && d[i] + d[i + 1] + d[i + 2] < 240) n++;
        return n;
    """, x, y, w, h)


def run(ctx):
    driver = ctx.driver
    folder = ctx.example("small-button-hit-area")
    studio = ctx.start(f"{folder}/scene.lua")
    check("drawn text: the page connects", open_page(driver, studio))
    name = driver.find_element(By.ID, "save-name")
    name.clear()
    name.send_keys("imported-text")
    driver.execute_script("document.getElementById('dump-text').value = arguments[0]", DUMP)
    click_button(driver, "import-dump")
    check("drawn text: the dump runs",
          wait_for(lambda: driver.find_element(By.ID, "scene-name").text == "imported-text.lua", 20))
    texts = lambda: driver.execute_script("window.__studioDrawNow && window.__studioDrawNow(); return window.__studioTexts()")
    wait_for(lambda: "Button" in texts(), 10)
    check("drawn text: a button's title (its UIButtonLabel's text) is drawn", "Button" in texts(), f"{texts()}")
    check("drawn text: a label's text is drawn", "A Story About a Fish" in texts(), f"{texts()}")
    # The title sits in the button label's frame: (41 + 111, 92 + 49 + 6) = (152, 147), 46 × 18.
    check("drawn text: the title's pixels are inside the button label's frame",
          dark_pixels(driver, 152, 147, 46, 18) > 10, f"{dark_pixels(driver, 152, 147, 46, 18)} dark pixels")
    check("drawn text: the label's text is written in its frame",
          dark_pixels(driver, 20, 300, 280, 30) > 40, f"{dark_pixels(driver, 20, 300, 280, 30)} dark pixels")
    check("drawn text: a view's dump background colour fills it", near(pixel(driver, 70, 440), [255, 0, 0, 255]),
          f"{pixel(driver, 70, 440)}")
    check("drawn text: a view with text is not also labelled with its class name over it",
          not any(label.startswith("UILabel") or label.startswith("UIButtonLabel")
                  for label in driver.execute_script("return window.__studioLabels()")),
          f"{driver.execute_script('return window.__studioLabels()')}")
