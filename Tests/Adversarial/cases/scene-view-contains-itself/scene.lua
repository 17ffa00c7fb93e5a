local alive = { touchesBegan = function(self) print("alive") end }
local v = view { name = "loop", frame = {0, 100, 10, 10} }
v[1] = v
return app { window { name = "w", frame = {0, 0, 320, 480},
  v,
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
