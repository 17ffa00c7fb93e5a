-- undoable_note: a behaviour extending the textField {} class with an undo stack; a shake
-- undoes the last edit. The field's own behaviour answers its delegate questions (it names
-- no delegate), so textFieldShouldChangeCharacters is where each edit is recorded.
return {
  textFieldDidBeginEditing = function(self, f) print(self.name .. " begins editing") end,

  textFieldShouldChangeCharacters = function(self, f, range, string)
    self.history = self.history or {}
    table.insert(self.history, self.text)
    return true
  end,

  -- the editingChanged action (the scene sends it here): the text after each edit
  changed = function(self, sender) print(string.format('%s text "%s"', self.name, self.text)) end,

  motionEnded = function(self, motion, event)
    local history = self.history
    if motion == "motionShake" and history ~= nil and #history > 0 then
      local previous = table.remove(history)
      print(string.format('%s undo: "%s" -> "%s"', self.name, self.text, previous))
      -- writing text asks no delegate and sends no editingChanged (X7)
      self.text = previous
    else
      -- not ours to handle: the default forwards up the chain
      self.super:motionEnded(motion, event)
    end
  end,
}
