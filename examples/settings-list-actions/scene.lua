-- A settings list: rows stacked like table cells, each holding a switch or a button. The
-- controls send nil-targeted actions (no target): with no first responder, the walk starts
-- at the control itself (E3) and climbs the chain - row, list, the controller's root view,
-- the controller (R1) - to the first responder that can perform it. The second row handles
-- "toggled" itself, so its switch never reaches the controller.
local settingsController = {
  toggled = function(self, sender, event)
    print(string.format("settings: %s is now %s", sender.name, sender.on and "on" or "off"))
  end,
  signOut = function(self, sender, event)
    print("settings: sign out, sent by " .. sender.name)
  end,
}

local lockedRow = {
  -- This row answers the switch's action before the controller can (R1: row first).
  toggled = function(self, sender)
    print(self.name .. ": " .. sender.name .. " is locked; turning it back")
    sender.on = not sender.on  -- a programmatic change sends no action (C4)
  end,
}

local function row(name, y, behaviour, control)
  return view { name = name, frame = {0, y, 390, 44}, behaviour = behaviour, control }
end

return app {
  window { name = "w",
    controller { name = "settings", behaviour = settingsController,
      view { name = "list", frame = {0, 0, 390, 844},
        row("wifiRow", 100, nil, switch { name = "wifi", frame = {323, 6, 51, 31}, actions = { valueChanged = "toggled" } }),
        row("lockRow", 144, lockedRow, switch { name = "rotationLock", frame = {323, 6, 51, 31}, on = true,
                                                  actions = { valueChanged = "toggled" } }),
        row("accountRow", 188, nil, button { name = "signOutButton", frame = {16, 0, 200, 44},
                                             actions = { touchUpInside = "signOut" } }),
      },
    },
  },
}
