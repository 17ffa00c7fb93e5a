local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "n", frame = {0/0, 1/0, -1/0, 1e300}, bounds = {0/0, 0/0, 0/0, 0/0}, behaviour = { touchesBegan = function(self) print("n") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
