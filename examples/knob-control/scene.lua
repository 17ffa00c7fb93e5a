-- A custom control: a volume knob written as a `control {}` whose behaviour overrides
-- continueTracking, as a UIControl subclass does. Dragging up turns it up, dragging down
-- turns it down, a point of travel per unit; it sends valueChanged with sendActions (C4)
-- only when the level changes. It calls self.super:continueTracking so the control's own
-- tracking still runs: touchInside, touchDragExit and the touch-up events keep working (C2, C3).
local knob = {
  didLoad = function(self) self.volume = self.props.volume end,
  beginTracking = function(self, touch, event)
    self.startY = touch:location(self).y
    self.startVolume = self.volume
    return self.super:beginTracking(touch, event)
  end,
  continueTracking = function(self, touch, event)
    local dy = self.startY - touch:location(self).y
    local volume = math.max(0, math.min(11, self.startVolume + math.floor(dy / 10)))
    if volume ~= self.volume then
      self.volume = volume
      self:sendActions("valueChanged")
    end
    return self.super:continueTracking(touch, event)
  end,
  endTracking = function(self, touch, event)
    print("knob released at " .. self.volume)
    self.super:endTracking(touch, event)
  end,
}

local amp = {
  volumeChanged = function(self, sender) print("volume " .. sender.volume) end,
  done = function(self, sender, event) print("done (touchUpOutside)") end,
}

return app {
  window { name = "w", behaviour = amp,
    control { name = "knob", frame = {145, 372, 100, 100}, behaviour = knob, props = { volume = 5 },
              actions = { valueChanged = "volumeChanged", touchUpOutside = "done" } },
  },
}
