local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "e", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self) error(self) end, touchesEnded = function(self) error(nil) end, touchesMoved = function(self, t) error(t[1]) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
