local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "a1", frame = {0, 100, 50, 50}, behaviour = { canBecomeFirstResponder = function() return true end, resignFirstResponder = function(self) find("a2"):becomeFirstResponder() return self.super:resignFirstResponder() end } },
  view { name = "a2", frame = {50, 100, 50, 50}, behaviour = { canBecomeFirstResponder = function() return true end, resignFirstResponder = function(self) find("a1"):becomeFirstResponder() return self.super:resignFirstResponder() end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
