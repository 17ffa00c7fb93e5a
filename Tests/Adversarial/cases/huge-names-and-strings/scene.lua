local alive = { touchesBegan = function(self) print("alive") end }
local big = string.rep("n", 1000000)
return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = big, frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self) print(#self.name) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
