-- photo: keeps its own total scale and angle. Each action applies the recognizer's value and
-- sets it back to its resting value (scale 1, rotation 0), UIKit's idiom, so the next
-- change is relative to what was applied.
return {
  didLoad = function(self)
    self.totalScale, self.totalAngle = 1, 0
  end,

  -- Without this the first recognizer to begin would make the other fail (rule G3).
  gestureShouldRecognizeSimultaneously = function(self, g, other)
    return true
  end,

  zoom = function(self, g)
    self.totalScale = self.totalScale * g.scale
    print(string.format("%.2f pinch %s: scale %.2f, photo at %.2fx", now(), g.state, g.scale, self.totalScale))
    g.scale = 1
  end,

  turn = function(self, g)
    self.totalAngle = self.totalAngle + g.rotation
    print(string.format("%.2f rotation %s: %+.1f deg, photo at %+.1f deg", now(), g.state,
                        math.deg(g.rotation), math.deg(self.totalAngle)))
    g.rotation = 0
  end,
}
