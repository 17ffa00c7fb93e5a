-- delaysContentTouches = false: the content hears of a touch at once (rule S4), and the
-- scroll view's touchesShouldCancel decides whether a drag may take it back (S5). Here it
-- answers true for every view, as apps do so that a list of buttons still scrolls.
local function logger(name)
  local function log(method)
    return function(self, touches) print(string.format("%.2f %s %s", now(), name, method)) end
  end
  return { touchesBegan = log("began"), touchesEnded = log("ended"), touchesCancelled = log("cancelled") }
end

local keen = {
  touchesShouldCancel = function(self, view)
    print(string.format("%.2f %s asked about %s", now(), self.name, view.name))
    return true
  end,
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f %s drags", now(), sv.name)) end,
}

local stubborn = {
  touchesShouldCancel = function(self, view) return false end,
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f %s drags", now(), sv.name)) end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    scrollView { name = "keen", frame = {0, 0, 195, 844}, contentSize = {195, 2000},
                 delaysContentTouches = false, behaviour = keen,
      view { name = "left", frame = {20, 300, 150, 44}, behaviour = logger("left") },
    },
    scrollView { name = "stubborn", frame = {195, 0, 195, 844}, contentSize = {195, 2000},
                 delaysContentTouches = false, behaviour = stubborn,
      view { name = "right", frame = {20, 300, 150, 44}, behaviour = logger("right") },
    },
  },
}
