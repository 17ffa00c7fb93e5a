local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "g", frame = {0, 100, 100, 100}, gestures = { tap { action = "act" }, pan { action = "act" } }, behaviour = { act = function(self, g) print("act " .. g.state) self:removeFromSuperview() end, touchesEnded = function() print("g ended") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
