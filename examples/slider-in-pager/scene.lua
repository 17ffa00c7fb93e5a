-- "My slider won't slide inside a paging scroll view": the pager's pan recognizer sees the
-- slider's touch first (G1). UISlider's gestureRecognizerShouldBegin refuses an ancestor's
-- pan whose touch moved more horizontally than vertically (C6, through G10), so the pan
-- fails and the slider keeps the drag; a vertical drag is let through, and the pan's
-- recognition cancels the slider's tracking (G5, C3).
local pager = {
  paged = function(self, g)
    if g.state == "began" or g.state == "ended" then
      print(string.format("pager %s (dx %g)", g.state, g:translation(self).x))
    end
  end,
}

local settings = {
  volumeChanged = function(self, sender, event)
    print(string.format("volume %.2f", sender.value))
  end,
  volumeCancelled = function(self, sender) print("volume drag cancelled at " .. string.format("%.2f", sender.value)) end,
}

return app {
  window { name = "w",
    controller { name = "settings", behaviour = settings,
      view { name = "pager", frame = {0, 0, 390, 844}, behaviour = pager,
             gestures = { pan { name = "pagerPan", action = "paged" } },
        -- 228 wide: the thumb's centre runs from x = 14 to 214 (200 points of travel).
        slider { name = "volume", frame = {81, 400, 228, 40}, value = 0.5,
                 actions = { valueChanged = "volumeChanged", touchCancel = "volumeCancelled" } },
      },
    },
  },
}
