-- Imported by `moonchain import` from dump.txt: 19 view records of -[UIView recursiveDescription] (20 lines).
-- Screen: 390 x 844 (the root's far corner, x + width by y + height). Key window: UIWindow@0x7fa1c0d0a2b0. 19 nodes below.
-- Skipped: 1 sublayer line ((layer)), 19 layer fields, 0 lines that are not view records.
-- Fields not modelled: autoresize x6, opaque x3, adjustedContentInset x1.
-- Each view's props give the dump's class, address and line (props.class, props.address, props.line).
-- Warnings (3):
--   line 16: UIKit's private hit-test overrides of navigation, tab and tool bars (a wider touch area for bar buttons, touches passed through empty parts) are not in a dump; these are imported with the default hit test: UINavigationBar@0x7fa1c0e0b7e0
--   line 1: a dump prints only `gestureRecognizers = <NSArray…>`, not which recognizers; none were imported, so touches these views' recognizers would take or delay are delivered as if they had none: UIWindow@0x7fa1c0d0a2b0, UITableView@0x7fa1c1809800, UITableViewCellContentView@0x7fa1c0f0bb40, UITableViewCellContentView@0x7fa1c0f0e740
--   line 8: a dump does not print whether a control is enabled (a disabled control takes no touches); every control was imported enabled: UIButton@0x7fa1c0f0c4c0, UIButton@0x7fa1c0f0f0c0
return app { screen = {390, 844},
  window { name = "UIWindow@0x7fa1c0d0a2b0", frame = {0, 0, 390, 844}, key = true, props = { class = "UIWindow", address = "0x7fa1c0d0a2b0", line = 1 },
    view { name = "UITransitionView@0x7fa1c0e05a10", frame = {0, 0, 390, 844}, props = { class = "UITransitionView", address = "0x7fa1c0e05a10", line = 2 },
      view { name = "UIView@0x7fa1c0e07c30", frame = {0, 0, 390, 844}, backgroundColor = "#ffffffff", props = { class = "UIView", address = "0x7fa1c0e07c30", line = 3 },
        scrollView { name = "UITableView@0x7fa1c1809800", frame = {0, 0, 390, 844}, contentOffset = {0, -91}, contentSize = {390, 176}, backgroundColor = "#f2f2f7ff", props = { class = "UITableView", address = "0x7fa1c1809800", line = 4 },
          view { name = "OrderCell@0x7fa1c0f0b600", frame = {0, 0, 390, 88}, props = { class = "OrderCell", address = "0x7fa1c0f0b600", line = 5 },
            view { name = "UITableViewCellContentView@0x7fa1c0f0bb40", frame = {0, 0, 390, 87.6667}, props = { class = "UITableViewCellContentView", address = "0x7fa1c0f0bb40", line = 6 },
              view { name = "UILabel@0x7fa1c0f0c0e0", frame = {20, 12, 250, 22}, userInteractionEnabled = false, props = { class = "UILabel", address = "0x7fa1c0f0c0e0", line = 7, text = "Order 1042, Chef's table" } },
              button { name = "UIButton@0x7fa1c0f0c4c0", frame = {290, 24, 80, 40}, userInteractionEnabled = false, props = { class = "UIButton", address = "0x7fa1c0f0c4c0", line = 8 },
                view { name = "UIButtonLabel@0x7fa1c0f0c8a0", frame = {14, 10, 52, 20}, userInteractionEnabled = false, props = { class = "UIButtonLabel", address = "0x7fa1c0f0c8a0", line = 9, text = "Track" } } } } },
          view { name = "OrderCell@0x7fa1c0f0e200", frame = {0, 88, 390, 88}, props = { class = "OrderCell", address = "0x7fa1c0f0e200", line = 11 },
            view { name = "UITableViewCellContentView@0x7fa1c0f0e740", frame = {0, 0, 390, 87.6667}, props = { class = "UITableViewCellContentView", address = "0x7fa1c0f0e740", line = 12 },
              view { name = "UILabel@0x7fa1c0f0ece0", frame = {20, 12, 250, 22}, userInteractionEnabled = false, props = { class = "UILabel", address = "0x7fa1c0f0ece0", line = 13, text = "Order 1043, Takeaway" } },
              button { name = "UIButton@0x7fa1c0f0f0c0", frame = {290, 24, 80, 40}, props = { class = "UIButton", address = "0x7fa1c0f0f0c0", line = 14 },
                view { name = "UIButtonLabel@0x7fa1c0f0f4a0", frame = {14, 10, 52, 20}, userInteractionEnabled = false, props = { class = "UIButtonLabel", address = "0x7fa1c0f0f4a0", line = 15, text = "Track" } } } } } },
        view { name = "UINavigationBar@0x7fa1c0e0b7e0", frame = {0, 47, 390, 44}, props = { class = "UINavigationBar", address = "0x7fa1c0e0b7e0", line = 16 },
          view { name = "_UIBarBackground@0x7fa1c0e0bc40", frame = {0, -47, 390, 91}, userInteractionEnabled = false, props = { class = "_UIBarBackground", address = "0x7fa1c0e0bc40", line = 17 } },
          view { name = "_UINavigationBarContentView@0x7fa1c0e0c3a0", frame = {0, 0, 390, 44}, props = { class = "_UINavigationBarContentView", address = "0x7fa1c0e0c3a0", line = 18 } } },
        view { name = "LoadingOverlay@0x7fa1c0e0d000", frame = {0, 0, 390, 844}, hidden = true, backgroundColor = "#00000066", props = { class = "LoadingOverlay", address = "0x7fa1c0e0d000", line = 19 },
          view { name = "UIActivityIndicatorView@0x7fa1c0e0d3e0", frame = {176.667, 403.667, 37, 37}, hidden = true, props = { class = "UIActivityIndicatorView", address = "0x7fa1c0e0d3e0", line = 20 } } } } } },
}
