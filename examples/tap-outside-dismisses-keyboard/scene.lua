-- Two search screens side by side, each a search field over a list of results, each with the
-- tap-outside idiom: a tap recognizer on the screen whose action calls endEditing(true) (X8).
-- The left screen keeps the default cancelsTouchesInView: a tap on a row dismisses the
-- keyboard, but the recognizer cancels the row's touch (G5), so the row is never selected
-- (L3): "my rows stopped responding". The right screen sets cancelsTouchesInView = false,
-- the fix: the row is selected, then the recognizer's action dismisses the keyboard (G9).
-- A tap on a field still begins editing: the field refuses the screen's tap (X1).
local function rows(prefix)
  local list = {}
  for i = 0, 5 do list[#list + 1] = cell { name = prefix .. i, height = 60 } end
  return table.unpack(list)
end

local results = {
  tableDidSelectRow = function(self, t, c) print(string.format("%.2f %s selects %s", now(), t.name, c.name)) end,
}

local screen = {
  dismissKeyboard = function(self, g)
    print(string.format("%.2f %s: tap outside, endEditing -> %s", now(), self.name, tostring(self:endEditing(true))))
  end,
  textFieldDidBeginEditing = function(self, f) print(string.format("%.2f %s begins editing", now(), f.name)) end,
  textFieldDidEndEditing = function(self, f) print(string.format("%.2f %s ends editing", now(), f.name)) end,
  keyboardWillShow = function(self, frame)
    if self.name == "leftScreen" then print(string.format("%.2f keyboard shows", now())) end
  end,
  keyboardWillHide = function(self, frame)
    if self.name == "leftScreen" then print(string.format("%.2f keyboard hides", now())) end
  end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    view { name = "leftScreen", frame = {0, 0, 195, 844}, behaviour = screen,
           gestures = { tap { name = "leftTap", action = "dismissKeyboard" } },
      textField { name = "leftSearch", frame = {10, 20, 175, 40}, placeholder = "Search", delegate = "leftScreen" },
      tableView { name = "leftResults", frame = {0, 80, 195, 420}, behaviour = results, rows("left") },
    },
    view { name = "rightScreen", frame = {195, 0, 195, 844}, behaviour = screen,
           gestures = { tap { name = "rightTap", action = "dismissKeyboard", cancelsTouchesInView = false } },
      textField { name = "rightSearch", frame = {10, 20, 175, 40}, placeholder = "Search", delegate = "rightScreen" },
      tableView { name = "rightResults", frame = {0, 80, 195, 420}, behaviour = results, rows("right") },
    },
  },
}
