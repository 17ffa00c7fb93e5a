-- A toolbar with two 20x20 buttons. "close" extends the bundled grow_hit_area (12 points
-- on every side) and handles its touches; "share" uses grow_hit_area by name, wider only
-- (insetX = 20, insetY = 0), and has no touch handlers, so its touches go up to the toolbar.
local toolbar = {
  touchesBegan = function(self, touches, event)
    local t = touches[1]
    local p = t:location(self)
    print(string.format("toolbar touchesBegan at (%g,%g), hit-test view %s", p.x, p.y, t.view.name))
  end,
}

return app {
  window { name = "w",
    view { name = "toolbar", frame = {0, 0, 390, 100}, behaviour = toolbar,
      view { name = "close", frame = {20, 40, 20, 20}, behaviour = "close_button",
             props = { inset = 12 } },
      view { name = "share", frame = {350, 40, 20, 20}, behaviour = "grow_hit_area",
             props = { insetX = 20, insetY = 0 } },
    },
  },
}
