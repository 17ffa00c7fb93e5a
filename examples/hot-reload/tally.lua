-- tally: counts a card's taps and follows a drag. Run the scene with --watch and edit this
-- file: the next event runs the new code. `self.taps`, `self.dragging` and `self.reloads` are
-- instance state (fields a script sets on self), so they survive every reload.
local VERSION = "v1" -- change me while it runs

return {
  label = function(self) return self.name end,

  touchesBegan = function(self, touches, event)
    self.taps = (self.taps or 0) + 1
    self.dragging = true
    print(string.format("%s %s: touch %d began", VERSION, self:label(), self.taps))
  end,

  touchesMoved = function(self, touches, event)
    local p = touches[1]:location(self)
    print(string.format("%s %s: dragging at (%g, %g)", VERSION, self:label(), p.x, p.y))
  end,

  touchesEnded = function(self, touches, event)
    self.dragging = false
    print(string.format("%s %s: touch %d ended", VERSION, self:label(), self.taps))
  end,

  -- Runs after every reload of this file, on every responder using it (or extending it),
  -- once the new methods are in place.
  didReload = function(self)
    self.reloads = (self.reloads or 0) + 1
    print(string.format("%s %s: reloaded (%d), taps=%d, dragging=%s", VERSION, self:label(),
      self.reloads, self.taps or 0, tostring(self.dragging == true)))
  end,
}
