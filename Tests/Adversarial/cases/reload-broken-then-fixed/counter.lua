return { touchesBegan = function(self) self.n = (self.n or 0) + 1 print("count " .. self.n) end }
