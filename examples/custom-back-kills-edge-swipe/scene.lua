-- "I replaced the back button and the swipe back stopped working": with a custom back button
-- (or a hidden bar) UIKit disables the pop recognizers (N7). The idiom that restores the
-- swipe enables edgePop again; the root guard (N2) still keeps it from popping the root.
return app {
  window { name = "w",
    navigation { name = "nav", customBack = true,
      behaviour = {
        didLoad = function(self) print("edgePop enabled: " .. tostring(self.edgePop.enabled)) end,
      },
      controller { name = "list",
        behaviour = { viewDidAppear = function(self, animated) print("list appeared, animated " .. tostring(animated)) end },
        view { name = "listView", frame = {0, 0, 390, 844} },
      },
      controller { name = "detail",
        behaviour = { viewWillDisappear = function(self, animated) print("detail leaving") end },
        view { name = "detailView", frame = {0, 0, 390, 844} },
      },
    },
  },
}
