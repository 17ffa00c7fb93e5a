-- chip: extends highlight and forwards its touches in the two ways UIKit code does.
return {
  extends = "highlight",

  -- like `super.touchesBegan(touches, with: event)`: the extended behaviour runs first,
  -- and the host default behind it forwards to the next responder
  touchesBegan = function(self, touches, event)
    print(self.name .. " touchesBegan -> self.super")
    self.super:touchesBegan(touches, event)
  end,

  -- like `next?.touchesEnded(touches, with: event)`: goes straight to the next responder,
  -- so highlight's touchesEnded never runs and the highlight stays on
  touchesEnded = function(self, touches, event)
    local nextResponder = self:nextResponder()
    if nextResponder == nil then return end
    print(self.name .. " touchesEnded -> self:nextResponder() = " .. nextResponder.name)
    nextResponder:touchesEnded(touches, event)
  end,
}
