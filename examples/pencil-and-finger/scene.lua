-- A drawing canvas as on iPad: Apple Pencil draws, a finger scrolls. The pan recognizer
-- allows only direct touches, so a pencil touch is never offered to it and goes to the
-- canvas's own touch handlers; a finger's pan cancels the canvas's touches (G5).
return app {
  window { name = "w",
    view { name = "canvas", frame = {0, 0, 390, 844}, behaviour = "canvas",
      gestures = {
        pan { name = "scroll", action = "scrolled", allowedTouchTypes = {"direct"} },
      },
    },
  },
}
