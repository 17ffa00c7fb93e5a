-- An iPad list: its controller moves the selection with the up and down arrows (rule K2);
-- the rows view is first responder, so the chain from it reaches the controller (R1).
-- Holding a key repeats the command after 0.5 s, then every 0.1 s (K8); Cmd-Down jumps to
-- the end and does not repeat.
return app {
  screen = {820, 1180},
  window { name = "w",
    controller { name = "list", behaviour = {
        didLoad = function(self) self.selected = 1 end,
        keyCommands = function(self)
          return {
            { input = "down", action = "moveDown", title = "Next" },
            { input = "up", action = "moveUp", title = "Previous" },
            { input = "down", modifiers = { "cmd" }, action = "moveToEnd", repeatBehavior = "nonRepeatable" },
          }
        end,
        moveDown = function(self)
          self.selected = math.min(self.selected + 1, 20)
          print(string.format("%.1f row %d", now(), self.selected))
        end,
        moveUp = function(self)
          self.selected = math.max(self.selected - 1, 1)
          print(string.format("%.1f row %d", now(), self.selected))
        end,
        moveToEnd = function(self)
          self.selected = 20
          print(string.format("%.1f row %d (end)", now(), self.selected))
        end,
      },
      view { name = "rows", frame = {0, 0, 820, 1180}, behaviour = "focusable", props = { autofocus = true } },
    },
  },
}
