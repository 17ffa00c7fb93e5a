-- scroll_view: a full-screen scroll view that lets the view named props.below (lying under
-- it) take the touches that fall inside that view; it keeps every other touch.
local function log(self, method, touches)
  local t = touches[1]
  local p = t:location(self)
  print(string.format("%s %s at (%g,%g) on %s", self.name, method, p.x, p.y, t.view.name))
end

return {
  hitTest = function(self, point, event)
    local props = self.props or {}
    local below = props.below and find(props.below)
    if below ~= nil then
      local hit = below:hitTest(self:convertPointTo(point, below), event)
      if hit ~= nil then return hit end
    end
    return self.super:hitTest(point, event)
  end,

  touchesBegan = function(self, touches, event) log(self, "touchesBegan", touches) end,
  touchesMoved = function(self, touches, event) log(self, "touchesMoved", touches) end,
  touchesEnded = function(self, touches, event) log(self, "touchesEnded", touches) end,
  touchesCancelled = function(self, touches, event) log(self, "touchesCancelled", touches) end,
}
