-- avatar: on tap, finds its view controller by walking self:nextResponder() until a
-- responder of kind "controller", then prints the whole chain.
local MAX_HOPS = 100 -- a nextResponder override could make a cycle (rule R5)

local function findViewController(view)
  local r = view:nextResponder()
  local hop = 0
  while r ~= nil and hop < MAX_HOPS do
    hop = hop + 1
    print(string.format("hop %d: %s (%s)", hop, r.name, r.kind))
    if r.kind == "controller" then return r end
    r = r:nextResponder()
  end
  return nil
end

return {
  touchesBegan = function(self, touches, event) end,

  touchesEnded = function(self, touches, event)
    print(self.name .. " looks for its view controller")
    local vc = findViewController(self)
    if vc ~= nil then
      print(string.format("found %s; its root view is %s", vc.name, vc.view.name))
    else
      print("no view controller")
    end

    local chain = {}
    local r = self
    while r ~= nil and #chain < MAX_HOPS do
      chain[#chain + 1] = string.format("%s(%s)", r.name, r.kind)
      r = r:nextResponder()
    end
    print("whole chain: " .. table.concat(chain, " > "))
  end,
}
