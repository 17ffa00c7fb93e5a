-- undoable_note: the bundled text_field plus an undo stack; a shake undoes the last edit.
return {
  extends = "text_field",

  pressesBegan = function(self, presses, event)
    local before = self.text or ""
    self.super:pressesBegan(presses, event)
    if (self.text or "") ~= before then
      self.history = self.history or {}
      table.insert(self.history, before)
    end
  end,

  motionEnded = function(self, motion, event)
    local history = self.history
    if motion == "motionShake" and history ~= nil and #history > 0 then
      local previous = table.remove(history)
      print(string.format('%s undo: "%s" -> "%s"', self.name, self.text, previous))
      self.text = previous
    else
      -- not ours to handle: text_field keeps the default, which forwards up the chain
      self.super:motionEnded(motion, event)
    end
  end,
}
