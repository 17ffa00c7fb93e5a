-- keyboard_field: the bundled text_field, plus a report of where its input views are
-- when it becomes first responder, and a "done" action that resigns.

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
  extends = "text_field",

  touchesEnded = function(self, touches, event)
    local was = self:isFirstResponder()
    self.super:touchesEnded(touches, event)
    if not was and self:isFirstResponder() then report(self) end
  end,

  done = function(self, sender)
    print(self.name .. " resigns first responder: " .. tostring(self:resignFirstResponder()))
    print("keypad " .. onScreen(find("keypad")))
  end,
}
