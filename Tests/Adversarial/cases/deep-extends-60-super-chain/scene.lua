local alive = { touchesBegan = function(self) print("alive") end }
local b = { touchesBegan = function(self, t, e) print("base") end }
for i = 1, 60 do local parent = b; b = { extends = parent, touchesBegan = function(self, t, e) self.super:touchesBegan(t, e) end } end
return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "v", frame = {0, 100, 100, 100}, behaviour = b },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
