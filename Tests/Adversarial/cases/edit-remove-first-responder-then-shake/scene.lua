local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "f", frame = {0, 100, 100, 100}, behaviour = { canBecomeFirstResponder = function() return true end, motionBegan = function(self) print("f shake") end, touchesBegan = function(self) print(self:becomeFirstResponder()) self:removeFromSuperview() end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
