local alive = { touchesBegan = function(self) print("alive") end }
local iv = view { name = "iv0", frame = {0, 0, 10, 10} }
for i = 1, 60 do iv = view { name = "iv" .. i, frame = {0, 0, 10, 10}, inputView = iv } end
return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "field", frame = {0, 100, 100, 100}, inputView = iv, behaviour = { canBecomeFirstResponder = function() return true end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
