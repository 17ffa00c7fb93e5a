-- pass_through: an overlay that never takes a touch itself but lets its subviews take them.
--
-- What it does: hitTest runs the normal algorithm (self.super:hitTest); when the answer
--   is the overlay itself, it answers nil instead, so hit testing goes on to the views
--   behind the overlay (siblings further back, or the next window).
-- Props: none.
-- Example:
--   view { name = "overlay", frame = {0, 0, 390, 844}, behaviour = "pass_through",
--     view { name = "fab", frame = {310, 744, 56, 56}, behaviour = "log_events" },
--   }
-- UIKit idiom: the "pass-through view":
--   override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
--     let v = super.hitTest(p, with: e); return v == self ? nil : v }

return {
  hitTest = function(self, point, event)
    local hit = self.super:hitTest(point, event)
    -- names are unique in a scene, so comparing them is comparing the views
    if hit ~= nil and hit.name == self.name then
      return nil
    end
    return hit
  end,
}
