local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "g", frame = {0, 100, 100, 100}, behaviour = { act = function(self, g) print("act " .. g.name) end }, gestures = { tap { name = "t", taps = 1e300, action = "act" }, longPress { name = "l", minimumDuration = 0/0, allowableMovement = -1/0, action = "act" }, pan { name = "p", minimumTouches = 1/0, maximumTouches = -1, action = "act" }, swipe { name = "s", touches = 2^63, action = "act" } } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
