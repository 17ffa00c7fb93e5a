local alive = { touchesBegan = function(self) print("alive") end }
local a = view { frame = {0, 100, 10, 10} }
local b = view { a }
a[1] = b
return app { window { name = "w", frame = {0, 0, 320, 480},
  a,
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
