-- "My button still fires when I drag off it": UIControl counts a touch as inside while it is
-- within 70 points of the bounds (C2, measured), so a finger that slides a little off the
-- button and lifts still sends touchUpInside; only past the 70 points does it send
-- touchDragExit, and lifting there sends touchUpOutside (C3).
local log = {}
for _, event in ipairs({ "touchDown", "touchDragExit", "touchDragEnter", "touchUpInside", "touchUpOutside" }) do
  log[event] = function(self, sender, event_)
    print(string.format("%s: highlighted=%s touchInside=%s", event, tostring(sender.highlighted), tostring(sender.touchInside)))
  end
end

local function to(event) return { event, target = "log" } end

return app {
  window { name = "w",
    view { name = "log", frame = {0, 0, 1, 1}, behaviour = log },
    -- 100x44 at (145, 400): the grown rect is x 75..315 and y 330..514 (max edges excluded).
    button { name = "buy", frame = {145, 400, 100, 44}, actions = {
      touchDown = to("touchDown"), touchDragExit = to("touchDragExit"), touchDragEnter = to("touchDragEnter"),
      touchUpInside = to("touchUpInside"), touchUpOutside = to("touchUpOutside") } },
  },
}
