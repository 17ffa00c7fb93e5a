-- Two bars with a subview sticking out of them:
--   topBar (plain UIKit behaviour): its badge hangs 20 points below the bar;
--   tabBar (bundled hit_outside_bounds): its raised centre button sticks 20 points above it.
-- The content behind both logs what falls through.
return app {
  window { name = "w",
    view { name = "content", frame = {0, 0, 390, 844}, behaviour = "log_events" },
    view { name = "topBar", frame = {0, 0, 390, 50},
      view { name = "badge", frame = {340, 30, 40, 40}, behaviour = "log_events" },
    },
    view { name = "tabBar", frame = {0, 794, 390, 50}, behaviour = "hit_outside_bounds",
      view { name = "raised", frame = {165, -20, 60, 60}, behaviour = "log_events" },
    },
  },
}
