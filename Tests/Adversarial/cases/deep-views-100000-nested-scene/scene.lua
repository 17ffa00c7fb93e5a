local alive = { touchesBegan = function(self) print("alive") end }
local v = view { name = "deepest", frame = {0, 0, 300, 300} }
for i = 1, 100000 do v = view { frame = {0, 0, 300, 300}, v } end
return app { window { name = "w", frame = {0, 0, 320, 480},
  v,
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
