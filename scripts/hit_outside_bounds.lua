-- hit_outside_bounds: lets subviews that stick out of this view's bounds receive touches.
--
-- What it does: hitTest keeps the UIKit rules for the view itself (hidden,
--   userInteractionEnabled == false or alpha <= 0.01 answer nil) but asks the subviews
--   first, frontmost to backmost, each with the point converted into its coordinates, even
--   when the point is outside this view's bounds; only then does it answer self when
--   pointInside is true. The default algorithm (rule H2) never reaches a subview for a point
--   outside the parent, whatever clipsToBounds says.
-- Props: none.
-- Example:
--   view { name = "tabBar", frame = {0, 794, 390, 50}, behaviour = "hit_outside_bounds",
--     view { name = "raised", frame = {165, -20, 60, 60}, behaviour = "log_events" },
--   }
-- UIKit idiom: the "subview outside its superview's bounds doesn't get touches" fix
--   (a raised tab-bar button, a badge, a popover arrow): override hitTest(_:with:) and
--   try `subview.hitTest(convert(point, to: subview), with: event)` for each subview.

return {
  hitTest = function(self, point, event)
    if self.hidden or not self.userInteractionEnabled or self.alpha <= 0.01 then
      return nil
    end
    local subviews = self.subviews or {}
    for i = #subviews, 1, -1 do
      local sub = subviews[i]
      local hit = sub:hitTest(self:convertPointTo(point, sub), event)
      if hit ~= nil then return hit end
    end
    if self:pointInside(point, event) then return self end
    return nil
  end,
}
