local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},

  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
