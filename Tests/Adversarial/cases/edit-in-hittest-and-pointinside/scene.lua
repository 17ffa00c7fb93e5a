local alive = { touchesBegan = function(self) print("alive") end }

return app { window { name = "w", frame = {0, 0, 320, 480},
  view { name = "p", frame = {0, 100, 200, 200}, behaviour = { hitTest = function(self, pt, e) for _, s in ipairs(self.subviews) do s:removeFromSuperview() end return self end, touchesBegan = function(self) print("p began " .. #self.subviews) end },
    view { name = "c1", frame = {0, 0, 10, 10}, behaviour = { pointInside = function(self) find("p"):addSubview(find("alive")) return true end } }, view { name = "c2", frame = {0, 0, 10, 10} } },
  view { name = "alive", frame = {0, 0, 50, 50}, behaviour = alive },
}}
