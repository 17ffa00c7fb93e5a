-- long_press_button: extends a `button {}` control in Lua: a press held long enough also
-- sends a second action, as a UIButton subclass overriding beginTracking/endTracking would.
--
-- What it does:
--   * beginTracking: notes when the touch went down, then asks the button's own
--     beginTracking (self.super), so the button still tracks and sends touchDown.
--   * endTracking: runs the button's own endTracking, then, when the touch is still inside
--     the grown tracking rect (self.touchInside) and was held at least props.minimumDuration,
--     sends props.longAction (nil-targeted, rule E3, starting at the button when there is no
--     first responder). The button's touchUpInside and primaryActionTriggered follow as usual.
-- Props:
--   longAction      (string, no default)   the action a long press sends; nothing when nil
--   minimumDuration (number, default 0.5)  seconds the touch must be held
-- Example:
--   button { name = "record", frame = {20, 760, 100, 44}, behaviour = "long_press_button",
--            props = { longAction = "startRecording" }, actions = { touchUpInside = "takePhoto" } }
-- UIKit idiom: subclassing UIButton and overriding `beginTracking(_:with:)` and
--   `endTracking(_:with:)`, calling super, to add a gesture-like behaviour to a control.

return {
  beginTracking = function(self, touch, event)
    self.downAt = now()
    return self.super:beginTracking(touch, event)
  end,

  endTracking = function(self, touch, event)
    self.super:endTracking(touch, event)
    local props = self.props or {}
    local minimum = tonumber(props.minimumDuration) or 0.5
    if props.longAction ~= nil and self.touchInside and self.downAt ~= nil
        and now() - self.downAt >= minimum then
      self:sendAction(props.longAction, nil, event)
    end
  end,
}
