local alive = { touchesBegan = function(self) print("alive") end }
local v = view { name = "twice", frame = {0, 100, 10, 10} }
return app { window { name = "w", frame = {0, 0, 320, 480},
  v, view { frame = {0, 0, 1, 1}, v },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
