local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "y", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self, t, e) local co = coroutine.wrap(function() self:nextResponder():touchesBegan(t, e) coroutine.yield() print("second") end) co() co() print("y done") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
