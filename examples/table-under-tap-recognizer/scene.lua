-- Two lists, each inside a screen half with a tap recognizer that dismisses the keyboard.
-- The left one's recognizer cancels the touches in its view (the default, rule G5): the row's
-- touch is cancelled when the tap recognizes, so the table never selects it (L3). The right
-- one sets cancelsTouchesInView = false, the usual fix: the row is selected and the tap runs too.
local function rows(prefix)
  local list = {}
  for i = 0, 9 do list[#list + 1] = cell { name = prefix .. i, height = 60 } end
  return table.unpack(list)
end

local tables = {
  tableDidHighlightRow = function(self, t, c) print(string.format("%.2f %s highlights %s", now(), t.name, c.name)) end,
  tableDidUnhighlightRow = function(self, t, c) print(string.format("%.2f %s unhighlights %s", now(), t.name, c.name)) end,
  tableDidSelectRow = function(self, t, c) print(string.format("%.2f %s selects row %d (%s)", now(), t.name, c.row, c.name)) end,
}

local screen = {
  dismissKeyboard = function(self, g) print(string.format("%.2f %s: tap recognized", now(), self.name)) end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    view { name = "leftHalf", frame = {0, 0, 195, 844}, behaviour = screen,
           gestures = { tap { name = "leftTap", action = "dismissKeyboard" } },
      tableView { name = "left", frame = {0, 0, 195, 844}, behaviour = tables, rows("l") },
    },
    view { name = "rightHalf", frame = {195, 0, 195, 844}, behaviour = screen,
           gestures = { tap { name = "rightTap", action = "dismissKeyboard", cancelsTouchesInView = false } },
      tableView { name = "right", frame = {0, 0, 195, 844}, behaviour = tables, rows("r") },
    },
  },
}
