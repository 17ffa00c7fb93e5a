-- docs_controller: handles save, and paste (as "paste a new page") when nobody below does.
local function from(sender)
  if sender == nil then return "nil" end
  return sender.name
end

return {
  save = function(self, sender)
    print(self.name .. " save (sender " .. from(sender) .. ")")
  end,
  paste = function(self, sender)
    print(self.name .. " paste: a new page (sender " .. from(sender) .. ")")
  end,
}
