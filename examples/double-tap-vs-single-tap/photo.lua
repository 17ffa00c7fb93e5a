-- photo: the two gesture actions print which recognizer fired and the virtual time.
local function report(self, what, g)
  print(string.format("%s %s (%s %s) at %.2f", self.name, what, g.name, g.state, now()))
end

return {
  zoom = function(self, g) report(self, "zoom", g) end,
  toggleChrome = function(self, g) report(self, "toggleChrome", g) end,
}
