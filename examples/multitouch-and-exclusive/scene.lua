-- Four logged views (bundled log_events; their forwarded touches reach root, w and app,
-- which print nothing):
--   multi     (top)          multipleTouchEnabled = true
--   single    (middle)       the default, multipleTouchEnabled = false
--   exclusive (bottom left)  exclusiveTouch = true
--   other     (bottom right) an ordinary neighbour
return app {
  window { name = "w",
    view { name = "root", frame = {0, 0, 390, 844},
      view { name = "multi", frame = {0, 0, 390, 300}, multipleTouchEnabled = true,
             behaviour = "log_events" },
      view { name = "single", frame = {0, 300, 390, 300}, behaviour = "log_events" },
      view { name = "exclusive", frame = {0, 600, 195, 244}, exclusiveTouch = true,
             behaviour = "log_events" },
      view { name = "other", frame = {195, 600, 195, 244}, behaviour = "log_events" },
    },
  },
}
