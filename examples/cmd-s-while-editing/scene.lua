-- A note editor: the note controller offers Cmd-S (save), Down (next note, with priority over
-- the text field) and Up (previous note, without). While the title field edits, it is first
-- responder, so the chain from it reaches the controller (K2, K3): Cmd-S saves without ending
-- editing. Keys that edit text go to the field first (K5, iOS 15 and later): a plain "s" is
-- typed, not a command; Up is the field's (the caret), unless a command asks for priority
-- as Down does. Return asks textFieldShouldReturn, runs the field's editingDidEndOnExit action,
-- then ends editing (X7).
return app {
  window { name = "w",
    controller { name = "note", behaviour = {
        keyCommands = function(self)
          return {
            { input = "s", modifiers = { "cmd" }, action = "save", title = "Save" },
            { input = "down", action = "nextNote", title = "Next Note", wantsPriorityOverSystemBehavior = true },
            { input = "up", action = "previousNote", title = "Previous Note" },
          }
        end,
        save = function(self, command) print(string.format("%.2f saved \"%s\"", now(), find("title").text)) end,
        nextNote = function(self, command) print(string.format("%.2f next note", now())) end,
        previousNote = function(self, command) print(string.format("%.2f previous note", now())) end,
        textFieldShouldReturn = function(self, f)
          print(string.format("%.2f return in %s", now(), f.name))
          return true
        end,
        titleDone = function(self, sender) print(string.format("%.2f title done (Did End On Exit)", now())) end,
        textFieldDidEndEditing = function(self, f) print(string.format("%.2f %s ends editing", now(), f.name)) end,
      },
      view { name = "editor", frame = {0, 0, 390, 844},
        textField { name = "title", frame = {20, 100, 350, 44}, placeholder = "Title", delegate = "note",
                    actions = { editingDidEndOnExit = { "titleDone", target = "note" } } },
      },
    },
  },
}
