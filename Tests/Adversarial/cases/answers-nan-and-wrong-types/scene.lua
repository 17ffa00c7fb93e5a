local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "q", frame = {0, 100, 100, 100}, behaviour = { pointInside = function() return 0/0 end, hitTest = function(self) return 1e300 end, canBecomeFirstResponder = function() return 0/0 end, nextResponder = function() return "nope" end, touchesBegan = function(self, t, e) print("q") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
