-- focusable: a responder that can become first responder, and does when tapped.
--
-- What it does: canBecomeFirstResponder is true (unless props.refuse). A touch that ends
--   inside the bounds makes it first responder; the touch is then passed on to super (the
--   host default forwards it up the chain), as are all other touch phases. With
--   props.autofocus it becomes first responder in didLoad. Prints nothing, so motion,
--   press, remote-control and action handling can be added with `extends = "focusable"`.
-- Props:
--   autofocus (boolean, default false)  become first responder when the scene loads
--   refuse    (boolean, default false)  canBecomeFirstResponder answers false
--   locked    (boolean, default false)  canResignFirstResponder answers false
-- Example:
--   view { name = "playerView", frame = {0, 0, 390, 844}, behaviour = "focusable",
--          props = { autofocus = true } }
-- UIKit idiom: `override var canBecomeFirstResponder: Bool { true }` plus
--   `becomeFirstResponder()` in viewDidAppear or on tap, the prerequisite for receiving
--   shake, press and remote-control events first.

return {
  didLoad = function(self)
    local props = self.props or {}
    if props.autofocus then self:becomeFirstResponder() end
  end,

  canBecomeFirstResponder = function(self)
    local props = self.props or {}
    return not props.refuse
  end,

  canResignFirstResponder = function(self)
    local props = self.props or {}
    return not props.locked
  end,

  touchesEnded = function(self, touches, event)
    local p = touches[1]:location(self)
    if self.bounds:contains(p) and not self:isFirstResponder() then
      self:becomeFirstResponder()
    end
    self.super:touchesEnded(touches, event)
  end,
}
