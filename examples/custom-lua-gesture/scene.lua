-- A drawing canvas with a recognizer written in Lua (checkmark_gesture.lua, beside this
-- scene) that recognizes a one-finger checkmark: a stroke down, then up and to the right.
return app {
  window { name = "w",
    view { name = "canvas", frame = {0, 0, 390, 844}, behaviour = "canvas",
      gestures = {
        gesture { name = "checkmark", script = "checkmark_gesture", action = "checked" },
      },
    },
  },
}
