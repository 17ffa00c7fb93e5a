local alive = { touchesBegan = function(self) print("alive") end }

return app { screen = {0/0, 1/0}, window { name = "w2", level = 1e300, frame = {0, 0, 0, 0} }, window { name = "w3", level = 0/0, frame = {0, 0, 0, 0} }, window { name = "w", frame = {0, 0, 320, 480},
  view { name = "x", frame = {0, 100, 10, 10}, alpha = 0/0 },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
