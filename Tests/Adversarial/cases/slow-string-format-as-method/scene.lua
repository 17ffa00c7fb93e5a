local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "h", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self, t, e) local s = ("%s"):rep(1e8):format() end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
