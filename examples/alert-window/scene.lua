-- A list in the main window, and an alert in a window of its own at a higher level, hidden
-- until shown. Whichever window is key gets the shakes and key presses, at its first
-- responder (rule E1); only a visible window takes touches (H1, H7).
local reporter = {
  extends = "focusable",
  motionEnded = function(self, motion, event) print(self.name .. " got the shake") end,
  pressesBegan = function(self, presses, event) print(self.name .. " got key " .. presses[1].key) end,
  touchesBegan = function(self, touches, event)
    print(self.name .. " touched")
    self.super:touchesBegan(touches, event)
  end,
}

local alert = {
  -- The OK button sends "dismiss" here: hide this window and give the key back to main.
  dismiss = function(self, sender)
    self.hidden = true
    find("main"):makeKeyWindow()
    print("alert dismissed by " .. sender.name)
  end,
}

return app {
  window { name = "main",
    view { name = "list", frame = {0, 0, 390, 844}, behaviour = reporter, props = { autofocus = true } },
  },
  window { name = "alert", level = 1, frame = {45, 300, 300, 200}, hidden = true, behaviour = alert,
    view { name = "code", frame = {20, 20, 260, 44}, behaviour = reporter, props = { autofocus = true } },
    button { name = "ok", frame = {100, 130, 100, 44},
             actions = { touchUpInside = { "dismiss", target = "alert" } } },
  },
}
