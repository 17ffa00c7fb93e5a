local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "p", frame = {0, 100, 200, 200}, behaviour = { touchesEnded = function(self) print("parent ended") end },
    view { name = "h", frame = {0, 0, 100, 100}, behaviour = { touchesBegan = function(self) print("began") self:removeFromSuperview() end, touchesMoved = function(self) print("moved " .. tostring(self.superview)) end, touchesEnded = function(self) print("ended " .. tostring(self.window)) end } } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
