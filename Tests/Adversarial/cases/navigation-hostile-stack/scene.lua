-- Hostile use of a navigation: pushes of itself, of a view, of a controller already on the
-- stack, NaN and strings for `animated`, a gestureShouldBegin that raises (N2's guard
-- answers), a push during a pop's animation, and the navigation removed mid-transition.
return app {
  window { name = "w",
    navigation { name = "nav",
      behaviour = { gestureShouldBegin = function(self, g) error("delegate broke") end },
      controller { name = "a", view { name = "aView", frame = {0, 0, 390, 844} } },
      controller { name = "b", behaviour = { viewDidAppear = function(self) print("b appeared") end },
        view { name = "bView", frame = {0, 0, 390, 844} } },
    },
    view { name = "probe", frame = {0, 0, 1, 1},
      behaviour = { touchesBegan = function(self) print("still answering") end } },
  },
}
