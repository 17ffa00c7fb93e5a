-- grow_hit_area: a view whose touchable area is larger (or smaller) than its bounds.
--
-- What it does: pointInside answers true for points within the bounds grown by an inset
--   on every side, so hit testing picks the view for near misses around it.
--   Only pointInside is defined; touches, presses etc. keep the host defaults (forward up
--   the chain), so extend this behaviour to handle them.
-- Props:
--   inset  (number, default 10)  points added on every side; negative shrinks the area
--   insetX (number, default inset) points added on the left and right only
--   insetY (number, default inset) points added on the top and bottom only
-- Example:
--   view { name = "close", frame = {20, 40, 20, 20}, behaviour = "grow_hit_area",
--          props = { inset = 12 } }
--   -- or, handling touches too:  return { extends = "grow_hit_area", touchesEnded = ... }
-- UIKit idiom: overriding `point(inside:with:)` to give a small button a 44x44 hit area.
-- Note: the grown area still has to lie inside every ancestor's hit area (rule H2).

return {
  pointInside = function(self, point, event)
    local props = self.props or {}
    local inset = tonumber(props.inset) or 10
    local dx = tonumber(props.insetX) or inset
    local dy = tonumber(props.insetY) or inset
    return self.bounds:insetBy(-dx, -dy):contains(point)
  end,
}
