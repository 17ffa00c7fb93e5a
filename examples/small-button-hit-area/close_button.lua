-- close_button: the bundled grow_hit_area (pointInside) plus touch handling.
return {
  extends = "grow_hit_area",

  touchesBegan = function(self, touches, event)
    local p = touches[1]:location(self)
    local where = self.bounds:contains(p) and "" or " (outside its bounds)"
    print(string.format("%s touchesBegan at (%g,%g)%s", self.name, p.x, p.y, where))
  end,

  touchesEnded = function(self, touches, event)
    print(self.name .. " tapped")
  end,
}
