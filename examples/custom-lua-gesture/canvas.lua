-- canvas: logs the touches it receives and the recognizer's action.
-- (touchesMoved keeps the default: forwarded up the chain, where nobody prints.)
local function at(self, touches)
  local p = touches[1]:location(self)
  return string.format("at (%g,%g)", p.x, p.y)
end

return {
  touchesBegan = function(self, touches, event)
    print(self.name .. " touchesBegan " .. at(self, touches))
  end,
  touchesEnded = function(self, touches, event)
    print(self.name .. " touchesEnded " .. at(self, touches))
  end,
  touchesCancelled = function(self, touches, event)
    print(self.name .. " touchesCancelled " .. #touches)
  end,
  checked = function(self, g)
    print(self.name .. " checked (" .. g.name .. " " .. g.state .. ")")
  end,
}
