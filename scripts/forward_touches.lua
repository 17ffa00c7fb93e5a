-- forward_touches: hands every touch phase explicitly to the next responder.
--
-- What it does: touchesBegan/Moved/Ended/Cancelled each call the same method on
--   self:nextResponder() (nothing happens at the end of the chain). This is what the host
--   default does too; the explicit version is the base to extend when a view should act on
--   a touch and still pass it on, and with props.trace it shows each hop.
-- Props:
--   trace (boolean, default false)  print "NAME forwards touchesBegan to NEXT" per call
--                                   ("... to nothing" at the end of the chain)
-- Example:
--   view { name = "tag", frame = {120, 10, 100, 40}, behaviour = "forward_touches",
--          props = { trace = true } }
-- UIKit idiom: `override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
--   next?.touchesBegan(t, with: e) }` (forwarding explicitly instead of calling super).

local function forward(method)
  return function(self, touches, event)
    local props = self.props or {}
    local nextResponder = self:nextResponder()
    if props.trace then
      print(self.name .. " forwards " .. method .. " to "
        .. (nextResponder and nextResponder.name or "nothing"))
    end
    if nextResponder ~= nil then
      nextResponder[method](nextResponder, touches, event)
    end
  end
end

return {
  touchesBegan = forward("touchesBegan"),
  touchesMoved = forward("touchesMoved"),
  touchesEnded = forward("touchesEnded"),
  touchesCancelled = forward("touchesCancelled"),
}
