local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "p", frame = {0, 100, 200, 200},
    view { name = "c", frame = {0, 0, 100, 100}, behaviour = { touchesBegan = function(self) print(pcall(function() self:addSubview(self.superview) end)) print(self.superview.name) end } } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
