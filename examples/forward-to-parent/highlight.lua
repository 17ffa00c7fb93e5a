-- highlight: turns a highlight on when a touch begins and off when it ends, then lets
-- the touch go on (self.super: the host default, which forwards to the next responder).
return {
  touchesBegan = function(self, touches, event)
    print(self.name .. " [highlight] touchesBegan: highlight on")
    self.super:touchesBegan(touches, event)
  end,
  touchesEnded = function(self, touches, event)
    print(self.name .. " [highlight] touchesEnded: highlight off")
    self.super:touchesEnded(touches, event)
  end,
}
