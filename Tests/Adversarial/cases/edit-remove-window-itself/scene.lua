local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "k", frame = {0, 100, 200, 200}, behaviour = { touchesBegan = function(self) print(pcall(function() self.window:removeFromSuperview() end)) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
