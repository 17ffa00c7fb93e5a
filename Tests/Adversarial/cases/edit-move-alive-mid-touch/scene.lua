local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "m", frame = {0, 100, 100, 100}, behaviour = { touchesMoved = function(self) find("alive"):addSubview(self) print("moved into alive") end, touchesEnded = function(self) print("ended in " .. self.superview.name) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
