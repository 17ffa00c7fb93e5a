-- A photo with two tap recognizers: a double tap zooms; a single tap toggles the chrome,
-- but only once the double tap has failed (requireToFail), so a double tap never also
-- toggles the chrome.
return app {
  window { name = "w",
    view { name = "photo", frame = {0, 0, 390, 844}, behaviour = "photo",
      gestures = {
        tap { name = "doubleTap", taps = 2, action = "zoom" },
        tap { name = "singleTap", taps = 1, requireToFail = "doubleTap", action = "toggleChrome" },
      },
    },
  },
}
