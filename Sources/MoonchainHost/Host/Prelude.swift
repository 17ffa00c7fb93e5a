/// Lua source run once per host: the value types scripts use. It gets the host's `write`
/// and `point` functions and returns the globals every sandbox shares.
enum Prelude {
    static let source = #"""
        local write, point = ...

        -- The methods of points; the values themselves (immutable, mostly allocation-free) are
        -- made by the host (CMoonchainLua/points.c), which puts this table behind their __index.
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

        -- Affine transforms, as CGAffineTransform: (x, y) maps to (a*x + c*y + tx, b*x + d*y + ty).
        -- Immutable values: each is an empty table whose six numbers live in `store` (weak keys), so
        -- `transform.identity` can be shared and the host reads them with raw accesses.
        local store = setmetatable({}, { __mode = "k" })
        local Transform = { __name = "transform", __metatable = "transform" }
        local TransformMethods = {}
        local fieldIndex = { a = 1, b = 2, c = 3, d = 4, tx = 5, ty = 6 }
        local function makeTransform(a, b, c, d, tx, ty)
          local t = {}
          store[t] = { a, b, c, d, tx, ty }
          return setmetatable(t, Transform)
        end
        local function checkNumbers(what, level, ...)
          for i = 1, select("#", ...) do
            local v = select(i, ...)
            if type(v) ~= "number" or v ~= v or v == math.huge or v == -math.huge then
              error(what .. " expects finite numbers; argument " .. i .. " is " .. tostring(v), level + 1)
            end
          end
        end
        -- Reads a transform value, or a table {a, b, c, d, tx, ty} / {a = ..., ..., ty = ...}.
        local function components(t, what)
          local v = store[t]
          if v then return v[1], v[2], v[3], v[4], v[5], v[6] end
          if type(t) == "table" then
            if t.a ~= nil then return t.a, t.b, t.c, t.d, t.tx, t.ty end
            return t[1], t[2], t[3], t[4], t[5], t[6]
          end
          error(what .. " expects a transform, got " .. type(t), 3)
        end
        Transform.__index = function(t, key)
          local i = fieldIndex[key]
          if i then return store[t][i] end
          return TransformMethods[key]
        end
        Transform.__newindex = function(_, key)
          error("a transform is immutable (cannot set '" .. tostring(key) .. "'); make a new one", 2)
        end
        function Transform.__eq(x, y)
          local p, q = store[x], store[y]
          if not p or not q then return false end
          for i = 1, 6 do if p[i] ~= q[i] then return false end end
          return true
        end
        function Transform.__tostring(t)
          local v = store[t]
          -- Adding 0.0 turns -0 into 0.
          return string.format("[%g, %g, %g, %g, %g, %g]", v[1] + 0.0, v[2] + 0.0, v[3] + 0.0, v[4] + 0.0, v[5] + 0.0, v[6] + 0.0)
        end
        local function snap(v) if math.abs(v) < 1e-15 then return 0.0 end return v end
        local transform = setmetatable({}, {
          __call = function(_, a, b, c, d, tx, ty)
            checkNumbers("transform(a, b, c, d, tx, ty)", 2, a, b, c, d, tx, ty)
            return makeTransform(a, b, c, d, tx, ty)
          end,
          __newindex = function() error("the transform table is read-only", 2) end,
        })
        local identity = makeTransform(1, 0, 0, 1, 0, 0)
        rawset(transform, "identity", identity)
        -- CGAffineTransform(rotationAngle:): radians, clockwise on screen (y points down). A sine or
        -- cosine within 1e-15 of zero counts as zero, so quarter turns are exact.
        rawset(transform, "rotation", function(angle)
          checkNumbers("transform.rotation(angle)", 2, angle)
          local s, c = snap(math.sin(angle)), snap(math.cos(angle))
          return makeTransform(c, s, 0.0 - s, c, 0, 0)
        end)
        rawset(transform, "scale", function(sx, sy)
          if sy == nil then sy = sx end
          checkNumbers("transform.scale(sx, sy)", 2, sx, sy)
          return makeTransform(sx, 0, 0, sy, 0, 0)
        end)
        rawset(transform, "translation", function(tx, ty)
          checkNumbers("transform.translation(tx, ty)", 2, tx, ty)
          return makeTransform(1, 0, 0, 1, tx, ty)
        end)
        local function concat(a1, b1, c1, d1, x1, y1, a2, b2, c2, d2, x2, y2)
          return makeTransform(a1 * a2 + b1 * c2, a1 * b2 + b1 * d2, c1 * a2 + d1 * c2, c1 * b2 + d1 * d2,
            x1 * a2 + y1 * c2 + x2, x1 * b2 + y1 * d2 + y2)
        end
        -- t:concatenating(u): t, then u (CGAffineTransformConcat(t, u)).
        function TransformMethods:concatenating(u)
          local a1, b1, c1, d1, x1, y1 = components(self, "concatenating")
          local a2, b2, c2, d2, x2, y2 = components(u, "concatenating")
          return concat(a1, b1, c1, d1, x1, y1, a2, b2, c2, d2, x2, y2)
        end
        -- The transform that undoes this one; nil when there is none (determinant 0).
        function TransformMethods:inverted()
          local a, b, c, d, tx, ty = components(self, "inverted")
          local det = a * d - b * c
          if det == 0 or det ~= det then return nil end
          local ia, ib, ic, id = d / det, -b / det, -c / det, a / det
          return makeTransform(ia, ib, ic, id, -(tx * ia + ty * ic), -(tx * ib + ty * id))
        end
        -- t:rotated(angle) / scaledBy(sx, sy) / translatedBy(tx, ty): that step first, then t.
        function TransformMethods:rotated(angle) return transform.rotation(angle):concatenating(self) end
        function TransformMethods:scaledBy(sx, sy) return transform.scale(sx, sy):concatenating(self) end
        function TransformMethods:translatedBy(tx, ty) return transform.translation(tx, ty):concatenating(self) end
        -- t:apply(p): the point p.applying(t).
        function TransformMethods:apply(p)
          local a, b, c, d, tx, ty = components(self, "apply")
          local x, y = p.x, p.y
          return point(a * x + c * y + tx, b * x + d * y + ty)
        end
        function TransformMethods:isIdentity() return self == identity end
        function Point:applying(t) return TransformMethods.apply(t, self) end

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

        -- Lists the host hands out (subviews, gestures, touches, presses, a responder chain) print
        -- the names of what they hold: `{close, share}`, `{touch 1 began}`.
        local List = { __name = "list" }
        function List.__tostring(list)
          local parts = {}
          for i = 1, #list do
            local item = list[i]
            parts[i] = type(item) == "userdata" and type(item.name) == "string" and item.name or tostring(item)
          end
          return "{" .. table.concat(parts, ", ") .. "}"
        end

        return { point = point, rect = rect, print = print, Point = Point, Rect = Rect, List = List, next = next,
          transform = transform, Transform = Transform, transformStore = store }
        """#
}
