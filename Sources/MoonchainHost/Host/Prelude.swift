/// Lua source run once per host: the value types scripts use. It gets the host's `write`
/// and `point` functions and returns the globals every sandbox shares.
enum Prelude {
    static let source = #"""
local write, point = ...

-- The methods of points; the values themselves (immutable, mostly allocation-free) are
-- made by the host (CLua/points.h), which puts this table behind their __index.
local Point = {}
function Point:offsetBy(dx, dy) return point(self.x + dx, self.y + dy) end
function Point:distanceTo(p) local dx, dy = p.x - self.x, p.y - self.y return math.sqrt(dx * dx + dy * dy) end

local Rect = { __name = "rect" }
Rect.__index = Rect
local function rect(x, y, w, h)
  if type(x) ~= "number" or type(y) ~= "number" or type(w) ~= "number" or type(h) ~= "number" then
    error("rect(x, y, width, height) expects four numbers", 2)
  end
  return setmetatable({ x = x, y = y, width = w, height = h }, Rect)
end
function Rect.__tostring(r) return string.format("{%g, %g, %g, %g}", r.x, r.y, r.width, r.height) end
function Rect.__eq(a, b) return a.x == b.x and a.y == b.y and a.width == b.width and a.height == b.height end
-- Min edges inclusive, max edges exclusive, as UIKit's CGRectContainsPoint (rule H5).
function Rect:contains(p)
  local x, y = p.x, p.y
  return x >= self.x and x < self.x + self.width and y >= self.y and y < self.y + self.height
end
function Rect:insetBy(dx, dy)
  return rect(self.x + dx, self.y + dy, math.max(0, self.width - 2 * dx), math.max(0, self.height - 2 * dy))
end
function Rect:offsetBy(dx, dy) return rect(self.x + dx, self.y + dy, self.width, self.height) end
function Rect:intersects(r)
  return self.x < r.x + r.width and r.x < self.x + self.width and self.y < r.y + r.height and r.y < self.y + self.height
end
function Rect:center() return point(self.x + self.width / 2, self.y + self.height / 2) end

local function print(...)
  local n = select("#", ...)
  if n == 1 then write(tostring((...))) return end
  local parts = {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  write(table.concat(parts, "\t"))
end

-- Rects are plain tables: hide their shared metatable (getmetatable answers false) so no
-- script can rewrite rect methods for every other script.
Rect.__metatable = false

return { point = point, rect = rect, print = print, Point = Point, Rect = Rect }
"""#
}
