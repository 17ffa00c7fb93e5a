-- delaysContentTouches = false: a button hears of a touch at once (rule S4: touchDown with
-- no delay), and the scroll view's touchesShouldCancel decides whether a drag may take it
-- back (S5). UIKit's default says no for controls (the right list); the left list overrides
-- it to say yes, as apps with rows of buttons do, so a drag that starts on a button scrolls.
local log = {}
for _, event in ipairs({ "touchDown", "touchUpInside", "touchCancel" }) do
  log[event] = function(self, sender) print(string.format("%.2f %s %s", now(), sender.name, event)) end
end
local function to(event) return { event, target = "log" } end
local function actions() return { touchDown = to("touchDown"), touchUpInside = to("touchUpInside"), touchCancel = to("touchCancel") } end

local keen = {
  touchesShouldCancel = function(self, view)
    print(string.format("%.2f %s: may a drag take %s's touch? yes", now(), self.name, view.name))
    return true
  end,
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f %s drags", now(), sv.name)) end,
}
local plain = {
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f %s drags", now(), sv.name)) end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    view { name = "log", frame = {0, 0, 1, 1}, behaviour = log },
    scrollView { name = "keen", frame = {0, 0, 195, 844}, contentSize = {195, 2000},
                 delaysContentTouches = false, behaviour = keen,
      button { name = "left", frame = {20, 300, 150, 44}, actions = actions() },
    },
    scrollView { name = "plain", frame = {195, 0, 195, 844}, contentSize = {195, 2000},
                 delaysContentTouches = false, behaviour = plain,
      button { name = "right", frame = {20, 300, 150, 44}, actions = actions() },
    },
  },
}
