local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "h", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self, t, e) local function again(v, t, e) v:touchesBegan(t, e) end self.depth = (self.depth or 0) + 1 again(self, t, e) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
