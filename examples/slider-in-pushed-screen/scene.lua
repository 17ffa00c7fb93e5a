-- A slider in a pushed screen with iOS 26's content pop on: a horizontal drag that starts on
-- the slider's thumb moves the slider and pops nothing, because a slider refuses an ancestor's
-- horizontal pan (C6), contentPop and edgePop included (N6); the same drag beside it pops.
return app {
  window { name = "w",
    navigation { name = "nav", contentPop = true,
      controller { name = "settings",
        behaviour = { viewDidAppear = function(self) print("settings appeared") end },
        view { name = "settingsView", frame = {0, 0, 390, 844} },
      },
      controller { name = "volumeScreen",
        behaviour = {
          volumeChanged = function(self, sender) print(string.format("volume %.2f", sender.value)) end,
          viewDidDisappear = function(self) print("volume screen gone") end,
        },
        view { name = "volumeView", frame = {0, 0, 390, 844},
          -- 228 wide: the thumb's centre runs from x = 14 to 214 (200 points of travel).
          slider { name = "volume", frame = {81, 400, 228, 40}, value = 0.5,
                   actions = { valueChanged = { "volumeChanged", target = "volumeScreen" } } },
        },
      },
    },
  },
}
