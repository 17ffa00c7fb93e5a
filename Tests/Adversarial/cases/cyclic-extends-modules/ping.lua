return { extends = "pong", touchesBegan = function(self) print("ping") end }
