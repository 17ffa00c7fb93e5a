local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "f", frame = {0, 100, 100, 100}, behaviour = { canBecomeFirstResponder = function() error("no") end, touchesBegan = function(self) for i = 1, 1e6 do self:becomeFirstResponder() self:resignFirstResponder() end end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
