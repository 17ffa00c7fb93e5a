-- A "Buy" button lies under a transparent, full-screen scroll view (the scroll view is the
-- later sibling, so it is in front). The scroll view's hitTest hands points inside the
-- button to the button and keeps everything else. Its content is scrolled by 300 points
-- (bounds origin y = 300), so its own coordinates are the content's coordinates.
return app {
  window { name = "w",
    view { name = "screen", frame = {0, 0, 390, 844},
      view { name = "buy", frame = {145, 760, 100, 44}, behaviour = "log_events" },
      view { name = "scroll", frame = {0, 0, 390, 844}, bounds = {0, 300, 390, 844},
             behaviour = "scroll_view", props = { below = "buy" },
        view { name = "content", frame = {0, 0, 390, 1600},
          view { name = "row", frame = {0, 400, 390, 60} },
        },
      },
    },
  },
}
