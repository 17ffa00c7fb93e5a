local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "root", frame = {0, 100, 200, 200}, behaviour = { touchesBegan = function(self) self:removeFromSuperview() print("root gone") end, touchesEnded = function(self) print("root ended") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
