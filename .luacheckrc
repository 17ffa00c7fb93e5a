-- luacheck configuration for the bundled behaviours (scripts/) and the examples.
-- The globals are Moonchain's Lua API (see `moonchain types`); all are read-only.
std = "lua54"
max_line_length = false
-- Behaviour methods take (self, touches, event) whether or not they use them.
unused_args = false

local api = { "print", "find", "app", "now", "point", "rect", "require", "dump", "transform",
              -- Constructors at run time (a controller to push, N8): every sandbox has them.
              "controller", "view", "tap", "longPress", "pan", "screenEdgePan", "swipe",
              "pinch", "rotation", "gesture", "control", "button", "switch", "slider",
              "scrollView", "tableView", "cell", "navigation", "textField" }
local scene = { "window" }

read_globals = api
files["**/scene.lua"] = { read_globals = (function()
  local all = {}
  for _, name in ipairs(api) do all[#all + 1] = name end
  for _, name in ipairs(scene) do all[#all + 1] = name end
  return all
end)() }
