-- checkmark_gesture: a discrete recognizer for a one-finger checkmark.
--
-- A stroke that goes down at least DOWN points, then turns and goes up at least UP points
-- while moving right at least RIGHT points, recognizes ("ended") when the finger lifts.
-- It fails on a second finger, when the upward leg turns back down or left by more than
-- SLACK points, when the finger lifts too early, or when the touch is cancelled.
-- Usage: gestures = { gesture { name = "checkmark", script = "checkmark_gesture",
--                               action = "checked" } }
-- UIKit idiom: a UIGestureRecognizer subclass (the WWDC "checkmark" recognizer) that sets
-- `state` in touchesBegan/Moved/Ended and clears its tracking in reset().
local DOWN, UP, RIGHT, SLACK = 20, 40, 20, 10

local function loc(self, touches)
  return touches[1]:location(self.view)
end

return {
  touchesBegan = function(self, touches, event)
    if self.stroke ~= nil or #touches > 1 then
      self.state = "failed" -- one finger only
      return
    end
    local p = loc(self, touches)
    self.stroke = { start = p, low = p, last = p, goingUp = false }
  end,

  touchesMoved = function(self, touches, event)
    local s = self.stroke
    if s == nil then return end
    local p = loc(self, touches)
    if not s.goingUp then
      if p.y >= s.low.y then
        s.low = p                     -- still going down
      elseif s.low.y - p.y > SLACK then
        s.goingUp = true              -- turned: the upward leg starts
      end
    elseif p.y > s.last.y + SLACK or p.x < s.last.x - SLACK then
      self.state = "failed"           -- the upward leg went back down or left
      return
    end
    s.last = p
  end,

  touchesEnded = function(self, touches, event)
    local s = self.stroke
    if s == nil then
      self.state = "failed"
      return
    end
    local p = loc(self, touches)
    local ok = s.goingUp
      and s.low.y - s.start.y >= DOWN
      and s.low.y - p.y >= UP
      and p.x - s.low.x >= RIGHT
    self.state = ok and "ended" or "failed"
  end,

  touchesCancelled = function(self, touches, event)
    self.state = "failed"
  end,

  reset = function(self)
    self.stroke = nil
  end,
}
