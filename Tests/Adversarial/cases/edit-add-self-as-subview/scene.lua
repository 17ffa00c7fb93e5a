local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "s", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self) print(pcall(self.addSubview, self, self)) print(self.superview.name, #self.subviews) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
