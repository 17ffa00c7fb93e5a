-- A document screen: the document controller offers Cmd-S (rule K2) and handles save; the
-- first responder is a view three levels down inside its root view. Cmd-S walks the chain
-- from there (K3) and runs on the controller; plain S matches nothing and goes as a press (K6).
return app {
  window { name = "w",
    controller { name = "document", behaviour = {
        keyCommands = function(self)
          return {
            { input = "s", modifiers = { "cmd" }, action = "save", title = "Save" },
            { input = "s", modifiers = { "cmd", "shift" }, action = "saveAs", title = "Save As…" },
          }
        end,
        save = function(self, command) print("document: " .. command.title .. " (" .. now() .. ")") end,
        saveAs = function(self, command) print("document: " .. command.title .. " (" .. now() .. ")") end,
      },
      view { name = "page", frame = {0, 0, 390, 844},
        view { name = "section", frame = {0, 100, 390, 600},
          view { name = "paragraph", frame = {20, 20, 350, 200}, behaviour = {
              extends = "focusable",
              pressesBegan = function(self, presses)
                print("paragraph got key " .. presses[1].key .. " [" .. table.concat(presses[1].modifierFlags, "+") .. "]")
              end,
            }, props = { autofocus = true } },
        },
      },
    },
  },
}
