-- A behaviour fills the heap to the cap, catches its own out-of-memory error and keeps all it
-- made. The call machinery of every other script's handler (Lua's CallInfos and stack) must not
-- need headroom it took: the unrelated view's handler, which prints through a helper, runs.
local function fillLarge(list) while true do list[#list + 1] = {} end end
local function fillSmall(list) while true do list.tail = { list.tail } end end

local hoard = { touchesBegan = function(self)
  if self.kept then
    self.kept.more = string.rep("z", 64) .. "more" -- its own further allocation: out of memory
    return
  end
  local kept = {}
  self.kept = kept
  pcall(fillLarge, kept)
  pcall(fillSmall, kept)
  print("hoard full")
end }

local function say(text) print(text) end
local alive = { touchesBegan = function(self) say("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "hoard", frame = {0, 100, 100, 100}, behaviour = hoard },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
