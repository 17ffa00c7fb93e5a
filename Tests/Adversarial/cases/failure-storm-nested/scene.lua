local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "f", frame = {0, 100, 100, 100}, behaviour = { canResignFirstResponder = function(self) self:becomeFirstResponder() error("nope") end, canBecomeFirstResponder = function(self) self:resignFirstResponder() return true end, touchesBegan = function(self) for i = 1, 1e5 do self:becomeFirstResponder() end end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
