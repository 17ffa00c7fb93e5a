local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "p", frame = {0, 100, 200, 200},
    view { name = "h", frame = {0, 0, 100, 100}, behaviour = { touchesBegan = function(self) self.superview:removeFromSuperview() print("removed parent") end, touchesEnded = function(self) print("ended") end } } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
