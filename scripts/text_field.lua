-- text_field: a minimal editable field that becomes first responder when tapped.
--
-- What it does:
--   * canBecomeFirstResponder is true; canResignFirstResponder is true unless props.locked.
--   * Takes its touches (does not forward them, like a UIControl). When a touch ends inside
--     its bounds and it is not first responder yet, it calls becomeFirstResponder and prints
--     "NAME becomes first responder" (or "NAME cannot become first responder" when refused,
--     e.g. because the current first responder will not resign).
--   * Keeps its text in self.text (starts as props.text or ""). Every change prints
--     NAME text "TEXT"   e.g.  field text "hi"
--   * pressesBegan: each press of type "key" appends press.key. Presses of type "key" are
--     consumed in every phase; presses of other types (arrows, select, menu, ...) go to super.
--   * Actions (nil-targeted, reach it while it is first responder):
--       insertText(sender)    appends sender.props.text (what a keyboard key sends)
--       deleteBackward(sender) removes the last character
--   Motion and remote-control events keep the defaults (forwarded up the chain).
-- Props:
--   text   (string, default "")      initial text
--   locked (boolean, default false)  refuse to resign first responder
--   quiet  (boolean, default false)  print nothing
-- Example:
--   view { name = "field", frame = {20, 100, 350, 44}, behaviour = "text_field",
--          props = { text = "" }, inputView = view { name = "keypad", frame = {0, 0, 390, 216} } }
-- UIKit idiom: UITextField/UIKeyInput: canBecomeFirstResponder, tap-to-focus, insertText,
--   deleteBackward, and `canResignFirstResponder` returning false to keep focus.

local function say(self, line)
  local props = self.props or {}
  if not props.quiet then print(line) end
end

local function currentText(self)
  if self.text == nil then
    local props = self.props or {}
    self.text = tostring(props.text or "")
  end
  return self.text
end

local function setText(self, text)
  if text ~= currentText(self) then
    self.text = text
    say(self, string.format('%s text "%s"', self.name, text))
  end
end

local function hasKeyPress(presses)
  for _, p in ipairs(presses) do
    if p.type == "key" then return true end
  end
  return false
end

local function consumeKeys(method)
  return function(self, presses, event)
    if not hasKeyPress(presses) then
      local super = self.super
      super[method](super, presses, event)
    end
  end
end

return {
  didLoad = function(self)
    currentText(self)
  end,

  canBecomeFirstResponder = function(self)
    return true
  end,

  canResignFirstResponder = function(self)
    local props = self.props or {}
    return not props.locked
  end,

  touchesBegan = function(self, touches, event) end,
  touchesMoved = function(self, touches, event) end,
  touchesCancelled = function(self, touches, event) end,
  touchesEnded = function(self, touches, event)
    if self:isFirstResponder() then return end
    local p = touches[1]:location(self)
    if not self.bounds:contains(p) then return end
    if self:becomeFirstResponder() then
      say(self, self.name .. " becomes first responder")
    else
      say(self, self.name .. " cannot become first responder")
    end
  end,

  pressesBegan = function(self, presses, event)
    if not hasKeyPress(presses) then
      self.super:pressesBegan(presses, event)
      return
    end
    local text = currentText(self)
    for _, p in ipairs(presses) do
      if p.type == "key" and p.key ~= nil then
        text = text .. p.key
      end
    end
    setText(self, text)
  end,
  pressesChanged = consumeKeys("pressesChanged"),
  pressesEnded = consumeKeys("pressesEnded"),
  pressesCancelled = consumeKeys("pressesCancelled"),

  insertText = function(self, sender)
    local props = sender and sender.props or {}
    setText(self, currentText(self) .. tostring(props.text or ""))
  end,

  deleteBackward = function(self, sender)
    local text = currentText(self)
    local last = utf8.offset(text, -1)
    if last then setText(self, text:sub(1, last - 1)) end
  end,
}
