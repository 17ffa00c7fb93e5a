-- A photo that two fingers scale and turn at once: a pinch and a rotation recognizer on one
-- view, allowed to recognize together by the behaviour's gestureShouldRecognizeSimultaneously.
return app {
  window { name = "w",
    view { name = "photo", frame = {0, 0, 390, 844}, behaviour = "photo",
      gestures = {
        pinch { name = "pinch", action = "zoom" },
        rotation { name = "rotation", action = "turn" },
      },
    },
  },
}
