local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "g", frame = {0, 100, 100, 100}, behaviour = { act = function(self, g) print("tapped") end }, gestures = { tap { touches = -3, action = "act" } } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
