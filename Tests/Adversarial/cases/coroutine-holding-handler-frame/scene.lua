local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "y", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self, t, e) self.held = coroutine.create(function() local me, touch = self, t[1] coroutine.yield() print("resumed " .. me.name .. " " .. touch.phase .. " " .. tostring(touch.view and touch.view.name)) end) coroutine.resume(self.held) end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
