-- Imported by `moonchain import` from dump.txt: 13 view records of -[UIView recursiveDescription] (13 lines).
-- The root is not a window: it is placed, at its frame, in a window named "window" the size of the screen.
-- Screen: 375 x 812 (--screen). Key window: window. 14 nodes below.
-- Skipped: 0 sublayer lines ((layer)), 13 layer fields, 0 lines that are not view records.
-- Fields not modelled: autoresize x4, opaque x2, adjustedContentInset x1.
-- Each view's props give the dump's class, address and line (props.class, props.address, props.line).
-- Warnings (3):
--   line 10: transform [0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 0, 0] turns the view by 45° (or squashes it) so the printed frame does not determine its bounds size: assumed square, [40] × [40]
--   line 2: a dump prints only `gestureRecognizers = <NSArray…>`, not which recognizers; none were imported, so touches these views' recognizers would take or delay are delivered as if they had none: UITableView#1
--   line 10: a dump does not print whether a control is enabled (a disabled control takes no touches); every control was imported enabled: UIButton#1
return app { screen = {375, 812},
  window { name = "window", frame = {0, 0, 375, 812}, key = true,
    view { name = "UIView#1", frame = {0, 0, 375, 812}, backgroundColor = "#ffffffff", props = { class = "UIView", line = 1 },
      scrollView { name = "UITableView#1", frame = {0, 0, 375, 812}, contentOffset = {0, 600}, contentSize = {375, 1320}, props = { class = "UITableView", line = 2 },
        view { name = "UITableViewCell#1", frame = {0, 616, 375, 88}, props = { class = "UITableViewCell", line = 3, text = "Don't miss this" },
          view { name = "UITableViewCellContentView#1", frame = {0, 0, 375, 88}, props = { class = "UITableViewCellContentView", line = 4 },
            view { name = "UILabel#1", frame = {16, 8, 343, 72}, userInteractionEnabled = false, props = { class = "UILabel", line = 5, text = "Don't miss this" } } },
          view { name = "_UITableViewCellSeparatorView#1", frame = {16, 87.5, 359, 0.5}, props = { class = "_UITableViewCellSeparatorView", line = 6 } } },
        view { name = "UITableViewCell#2", frame = {0, 704, 375, 88}, props = { class = "UITableViewCell", line = 7, text = "Second story" },
          view { name = "UITableViewCellContentView#2", frame = {0, 0, 375, 88}, props = { class = "UITableViewCellContentView", line = 8 },
            view { name = "UILabel#2", frame = {16, 8, 343, 72}, userInteractionEnabled = false, props = { class = "UILabel", line = 9, text = "Second story" } } } } },
      button { name = "UIButton#1", frame = {304, 716, 40, 40}, transform = {0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 0, 0}, backgroundColor = "#007affff", props = { class = "UIButton", line = 10 },
        view { name = "UIImageView#1", frame = {8, 8, 24, 24}, userInteractionEnabled = false, props = { class = "UIImageView", line = 11 } } },
      view { name = "ToastView#1", frame = {16, 60, 343, 50}, alpha = 0, props = { class = "ToastView", line = 12 },
        view { name = "UILabel#3", frame = {12, 14, 319, 22}, userInteractionEnabled = false, props = { class = "UILabel", line = 13, text = "Saved" } } } } },
}
