-- hot-reload: two cards counting taps; `tally.lua` can be edited while the scene runs.
--   moonchain run examples/hot-reload/scene.lua --watch --events -
return app {
  window { name = "w",
    view { name = "left", frame = {20, 100, 170, 100}, behaviour = "tally" },
    -- An inline behaviour extending tally: a reload of tally reaches it too.
    view { name = "right", frame = {200, 100, 170, 100}, behaviour = {
      extends = "tally",
      label = function(self) return "right (extends tally)" end,
    } },
  },
}
