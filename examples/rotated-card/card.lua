-- A card turned 30 degrees about its center (rule H8). Touches report where they landed in
-- the card's own, unturned coordinates: (0, 0) is its top-left corner, (200, 120) its
-- bottom-right, wherever the turn puts them on screen. Dragging it (a pan) moves its center.
local function fmt(p) return string.format("(%.1f, %.1f)", p.x, p.y) end
local function box(r) return string.format("{%.1f, %.1f, %.1f, %.1f}", r.x, r.y, r.width, r.height) end

return {
  didLoad = function(self)
    print("card: center " .. fmt(self.center) .. ", bounds " .. box(self.bounds)
      .. ", frame (bounding box) " .. box(self.frame))
  end,

  touchesBegan = function(self, touches, event)
    local t = touches[1]
    print("card touched at " .. fmt(t:location(self)) .. " (screen " .. fmt(t:location(nil)) .. ")")
  end,

  dragged = function(self, g)
    if g.state == "began" or g.state == "ended" then
      print("drag " .. g.state .. ": " .. fmt(g:translation(self)) .. " along the card, "
        .. fmt(g:translation(nil)) .. " on screen")
    end
    if g.state == "ended" then
      local moved = g:translation(nil)
      self.center = self.center:offsetBy(moved.x, moved.y)
      print("card: center " .. fmt(self.center) .. ", frame " .. box(self.frame))
    end
  end,
}
