local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "y", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function(self) print("before") coroutine.yield(1) print("after") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
