-- A "Buy" button inside a real scroll view. The scroll view holds every new touch on its
-- content for 0.15 s (rule S4) while it decides whether the finger is scrolling.
-- (A plain view stands for the button here: a UIControl keeps its touch when a drag
-- starts, S5, while any other view is cancelled.)
local function logger(name)
  local function log(method)
    return function(self, touches) print(string.format("%.2f %s %s", now(), name, method)) end
  end
  return { touchesBegan = log("began"), touchesEnded = log("ended"), touchesCancelled = log("cancelled") }
end

local list = {
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f list starts dragging", now())) end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 2000}, behaviour = list,
      view { name = "buy", frame = {145, 300, 100, 44}, behaviour = logger("buy") },
    },
  },
}
