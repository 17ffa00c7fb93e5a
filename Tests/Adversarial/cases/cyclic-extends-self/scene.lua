local alive = { touchesBegan = function(self) print("alive") end }
local a = { touchesBegan = function(self) print("a") end }
a.extends = a
return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "v", frame = {0, 100, 100, 100}, behaviour = a },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
