-- button: tracks a touch like UIControl and sends an action on touch-up-inside.
--
-- What it does:
--   * touchesBegan: starts tracking the first touch and highlights.
--   * touchesMoved: the highlight follows whether the touch is inside the bounds grown by
--     props.slop on every side (UIKit's 70-point tracking rect).
--   * touchesEnded: when the touch ends inside that grown rect, sends props.action with
--     app:sendAction(props.action, TARGET, self) -- TARGET is find(props.target) when
--     props.target names a responder, else nil, i.e. a nil-targeted action that starts at the
--     first responder (rule E3). Then it stops tracking.
--   * touchesCancelled (e.g. a gesture recognizer won): unhighlights, sends nothing.
--   Touches are not forwarded, like a UIControl. self.highlighted holds the state.
--   * gestureRecognizerShouldBegin (rule G10): refuses a single-finger single tap
--     (kind "tap", numberOfTapsRequired 1, numberOfTouchesRequired 1) attached to any view
--     other than the button -- an ancestor's -- so the button's own tap wins and sends its
--     action, as UIButton does since iOS 6. Every other recognizer is let through: a tap
--     recognizer on the button itself (it recognizes and the button gets touchesCancelled),
--     double taps, two-finger taps, long presses, pans and swipes on ancestors.
-- Props:
--   action  (string, no default)    the action to send; no action when nil
--   target  (string, default nil)   name of the target responder; nil = nil-targeted
--   slop    (number, default 70)    how far outside the bounds the touch still counts as inside
--   verbose (boolean, default false) print "NAME highlighted", "NAME unhighlighted",
--                                    "NAME sends ACTION: true|false"
-- Example:
--   view { name = "save", frame = {20, 760, 100, 44}, behaviour = "button",
--          props = { action = "save" } }
-- UIKit idiom: UIControl touch tracking and `.touchUpInside` with a nil target
--   (`button.addTarget(nil, action: #selector(save), for: .touchUpInside)`), and UIButton's
--   `gestureRecognizerShouldBegin(_:)` ("Attaching gesture recognizers to UIKit controls":
--   a single-finger single tap on a button goes to the button, not to a tap recognizer on a
--   superview; to take it from the button, attach the recognizer to the button itself).

local function setHighlighted(self, on)
  if self.highlighted == on then return end
  self.highlighted = on
  local props = self.props or {}
  if props.verbose then
    print(self.name .. (on and " highlighted" or " unhighlighted"))
  end
end

local function insideSlop(self, touch)
  local props = self.props or {}
  local slop = tonumber(props.slop) or 70
  return self.bounds:insetBy(-slop, -slop):contains(touch:location(self))
end

local function trackedTouch(self, touches)
  for _, t in ipairs(touches) do
    if t.id == self.trackingId then return t end
  end
  return nil
end

return {
  touchesBegan = function(self, touches, event)
    if self.trackingId ~= nil then return end
    self.trackingId = touches[1].id
    setHighlighted(self, true)
  end,

  touchesMoved = function(self, touches, event)
    local t = trackedTouch(self, touches)
    if t then setHighlighted(self, insideSlop(self, t)) end
  end,

  touchesEnded = function(self, touches, event)
    local t = trackedTouch(self, touches)
    if t == nil then return end
    local inside = insideSlop(self, t)
    self.trackingId = nil
    setHighlighted(self, false)
    local props = self.props or {}
    if inside and props.action ~= nil then
      local target = nil
      if props.target ~= nil then target = find(props.target) end
      local handled = app:sendAction(props.action, target, self)
      if props.verbose then
        print(self.name .. " sends " .. props.action .. ": " .. tostring(handled))
      end
    end
  end,

  touchesCancelled = function(self, touches, event)
    if trackedTouch(self, touches) == nil then return end
    self.trackingId = nil
    setHighlighted(self, false)
  end,

  gestureRecognizerShouldBegin = function(self, g)
    if g.kind == "tap" and g.view ~= self
        and g.numberOfTapsRequired == 1 and g.numberOfTouchesRequired == 1 then
      return false
    end
    return self.super:gestureRecognizerShouldBegin(g)
  end,
}
