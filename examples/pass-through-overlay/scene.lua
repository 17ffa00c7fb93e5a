-- Content fills the screen; a full-screen overlay in front of it (the bundled pass_through)
-- holds a floating action button and a non-interactive banner. Only the button takes
-- touches; everywhere else the touch falls through to the content.
return app {
  window { name = "w",
    view { name = "content", frame = {0, 0, 390, 844}, behaviour = "log_events" },
    view { name = "overlay", frame = {0, 0, 390, 844}, behaviour = "pass_through",
      view { name = "banner", frame = {0, 0, 390, 100}, userInteractionEnabled = false },
      view { name = "fab", frame = {310, 744, 56, 56}, behaviour = "log_events" },
    },
  },
}
