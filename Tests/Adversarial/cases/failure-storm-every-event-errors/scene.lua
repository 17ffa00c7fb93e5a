local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "f", frame = {0, 100, 100, 100}, behaviour = { touchesBegan = function() error("began") end, touchesMoved = function() error("moved") end, touchesEnded = function() error("ended") end } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
