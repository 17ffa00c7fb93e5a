local alive = { touchesBegan = function(self) print("alive") end }
local pool = {} for i = 1, 1000 do pool[i] = view { name = "s" .. i, frame = {0, 0, 300, 300} } end
pool[1000] = view { name = "s1000", frame = {0, 0, 300, 300}, behaviour = { touchesBegan = function(self) print("deepest " .. self.superview.name) end } }
return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "top", frame = {0, 100, 300, 300} },
  view { name = "pool", frame = {0, 0, 0, 0}, table.unpack(pool) },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
