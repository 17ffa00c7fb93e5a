local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "h", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self, t, e) print(#string.format("%s%s", string.rep("x", 1e6), string.rep("y", 1e6))) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
