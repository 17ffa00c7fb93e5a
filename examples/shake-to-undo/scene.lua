-- An editor controller with a note field. The note (a textField {} whose behaviour adds an
-- undo stack) begins editing when tapped; a shake goes to it first and undoes the last
-- typing; when there is nothing to undo it passes the shake on, up to the controller.
local windowBehaviour = {
  motionEnded = function(self, motion, event)
    print(self.name .. " motionEnded " .. motion)
  end,
}
local editor = {
  motionEnded = function(self, motion, event)
    print(self.name .. " motionEnded " .. motion .. ": nothing left to undo")
  end,
}

return app {
  window { name = "w", behaviour = windowBehaviour,
    controller { name = "editor", behaviour = editor,
      view { name = "canvas", frame = {0, 0, 390, 844},
        textField { name = "note", frame = {20, 100, 350, 44}, behaviour = "undoable_note",
                    actions = { editingChanged = { "changed", target = "note" } } },
      },
    },
  },
}
