-- card: follows the finger while the pan lasts (its frame at the start plus the translation
-- so far) and says where it came to rest.
return {
  dragged = function(self, g)
    local f = self.frame
    if g.state == "began" then self.start = { x = f.x, y = f.y } end
    local t = g:translation(self.superview)
    self.frame = { self.start.x + t.x, self.start.y + t.y, f.width, f.height }
    if g.state ~= "changed" then
      print(string.format("%.2f card %s at (%g,%g)", now(), g.state, self.frame.x, self.frame.y))
    end
  end,
}
