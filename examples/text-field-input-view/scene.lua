-- A text field with a custom keypad (inputView) and a bar above it (inputAccessoryView).
-- The keys are buttons: on touch-up-inside each sends the nil-targeted action
-- "insertText" (sender = the key), which reaches the first responder, the field, and the
-- field (a textField {} extended in Lua) appends sender.props.text. The Done key sends "done".
-- A field with an inputView shows it instead of the system keyboard (X6).
-- Screen: the default {390, 844}.
return app {
  window { name = "w",
    view { name = "form", frame = {0, 0, 390, 844},
      textField { name = "field", frame = {20, 100, 350, 44}, behaviour = "keyboard_field",
        actions = { editingChanged = { "changed", target = "field" } },
        inputView = view { name = "keypad", frame = {0, 0, 390, 216},
          button { name = "keyH", frame = {10, 10, 60, 44}, props = { text = "h" },
                   actions = { touchUpInside = "insertText" } },
          button { name = "keyI", frame = {80, 10, 60, 44}, props = { text = "i" },
                   actions = { touchUpInside = "insertText" } },
        },
        inputAccessoryView = view { name = "accessory", frame = {0, 0, 390, 44},
          button { name = "doneKey", frame = {310, 4, 70, 36}, actions = { touchUpInside = "done" } },
        },
      },
    },
  },
}
