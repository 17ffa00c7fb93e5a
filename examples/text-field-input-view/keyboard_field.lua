-- keyboard_field: a behaviour extending the textField {} class: a report of where its input
-- views are when it begins editing, the keypad's "insertText" action, and a "done" action
-- that resigns.

-- a view's rect in screen coordinates: its origin converted into its window, plus the
-- window's own origin on the screen
local function onScreen(v)
  local w = v.window
  if w == nil then return "not in any window" end
  local o = v:convertPointTo(point(0, 0), w)
  return string.format("on screen at (%g,%g) size %gx%g",
    w.frame.x + o.x, w.frame.y + o.y, v.bounds.width, v.bounds.height)
end

local function report(self)
  local keypad, accessory = find("keypad"), find("accessory")
  print("keypad " .. onScreen(keypad))
  print("accessory " .. onScreen(accessory))
  if keypad.window ~= nil and accessory.window ~= nil then
    print("keypad and accessory share a window: "
      .. tostring(keypad.window.name == accessory.window.name))
    print("that window is not the field's window: "
      .. tostring(keypad.window.name ~= self.window.name))
  end
end

return {
  textFieldDidBeginEditing = function(self, f)
    print(self.name .. " begins editing")
    report(self)
  end,

  -- the keypad's keys send this nil-targeted action; the editing field is first responder
  insertText = function(self, sender)
    self.text = self.text .. sender.props.text
    print(string.format('%s text "%s"', self.name, self.text))
  end,

  -- hardware keys are typed by the field itself (K5); editingChanged reports them
  changed = function(self, sender) print(string.format('%s text "%s"', self.name, self.text)) end,

  done = function(self, sender)
    print(self.name .. " resigns first responder: " .. tostring(self:resignFirstResponder()))
    print("keypad " .. onScreen(find("keypad")))
  end,
}
