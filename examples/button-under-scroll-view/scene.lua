-- A "Buy" button inside a real scroll view. The scroll view holds every new touch on its
-- content for 0.15 s (rule S4) while it decides whether the finger is scrolling; a control
-- keeps a touch that starts to drag (touchesShouldCancel is false for controls, S5), so the
-- list does not scroll from a drag that starts on the button.
local log = {}
for _, event in ipairs({ "touchDown", "touchUpInside", "touchCancel" }) do
  log[event] = function(self, sender) print(string.format("%.2f buy %s", now(), event)) end
end
local function to(event) return { event, target = "log" } end

local list = {
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f list starts dragging", now())) end,
}
local row = {
  touchesBegan = function(self) print(string.format("%.2f row began", now())) end,
  touchesCancelled = function(self) print(string.format("%.2f row cancelled", now())) end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    view { name = "log", frame = {0, 0, 1, 1}, behaviour = log },
    scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 2000}, behaviour = list,
      button { name = "buy", frame = {145, 300, 100, 44},
               actions = { touchDown = to("touchDown"), touchUpInside = to("touchUpInside"), touchCancel = to("touchCancel") } },
      view { name = "row", frame = {0, 500, 390, 60}, behaviour = row },
    },
  },
}
