-- editor: can be first responder; copy fills its clipboard, paste needs a full clipboard.
return {
  canBecomeFirstResponder = function(self) return true end,

  canPerformAction = function(self, action, sender)
    if action == "paste" then
      local ok = self.clipboard ~= nil
      print(self.name .. " canPerformAction paste? " .. tostring(ok))
      return ok
    end
    -- the default: true for the actions this behaviour defines (copy, paste)
    return self.super:canPerformAction(action, sender)
  end,

  copy = function(self, sender)
    local props = self.props or {}
    self.clipboard = props.text or ""
    print(string.format('%s copy: clipboard = "%s"', self.name, self.clipboard))
  end,

  paste = function(self, sender)
    print(string.format('%s paste "%s"', self.name, self.clipboard))
  end,
}
