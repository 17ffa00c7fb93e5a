-- Draws with the pencil: every coalesced sample becomes a stroke point with its force, and a
-- sample whose force is an estimate is kept by its estimationUpdateIndex until the update
-- arrives (touchesEstimatedPropertiesUpdated). A finger only scrolls, through the pan.

local function num(n) return string.format("%.2f", n) end
local function pt(p) return "(" .. num(p.x) .. ", " .. num(p.y) .. ")" end

-- Adds the samples of one delivery to the stroke; remembers the estimated ones.
local function addSamples(self, samples)
  for _, s in ipairs(samples) do
    local point = { at = s:location(self), force = s.force }
    table.insert(self.stroke, point)
    if s.estimationUpdateIndex then self.estimates[s.estimationUpdateIndex] = point end
  end
  return #samples
end

return {
  touchesBegan = function(self, touches, event)
    for _, t in ipairs(touches) do
      if t.type == "pencil" then
        self.stroke, self.estimates = {}, {}
        addSamples(self, event:coalescedTouches(t))
        print(("pencil down at %s: force %s of %s, altitude %s, azimuth %s, radius %s, estimated {%s} #%s"):format(
          pt(t:location(self)), num(t.force), num(t.maximumPossibleForce), num(t.altitudeAngle),
          num(t:azimuthAngle(self)), num(t.majorRadius), table.concat(t.estimatedProperties, ","),
          tostring(t.estimationUpdateIndex)))
        print("  offered to " .. #t.gestureRecognizers .. " recognizer(s)")
      else
        print(("finger down at %s: force %s, radius %s, altitude %s; offered to %s"):format(
          pt(t:location(self)), num(t.force), num(t.majorRadius), num(t.altitudeAngle),
          t.gestureRecognizers[1].name))
      end
    end
  end,

  touchesMoved = function(self, touches, event)
    for _, t in ipairs(touches) do
      if t.type == "pencil" then
        local samples = event:coalescedTouches(t)
        local count = addSamples(self, samples)
        local predicted = event:predictedTouches(t)
        print(("pencil moved to %s with %d samples (first %s at %.4f s), force %s; predicted next %s"):format(
          pt(t:location(self)), count, pt(samples[1]:location(self)), samples[1].timestamp,
          num(t.force), predicted[1] and pt(predicted[1]:location(self)) or "none"))
      end
    end
  end,

  touchesEnded = function(self, touches, event)
    for _, t in ipairs(touches) do
      if t.type == "pencil" then
        addSamples(self, event:coalescedTouches(t))
        print(("pencil up: a stroke of %d points"):format(#self.stroke))
      end
    end
  end,

  touchesCancelled = function(self, touches, event)
    print("finger touch cancelled in the canvas: the pan took it")
  end,

  touchesEstimatedPropertiesUpdated = function(self, touches)
    for _, t in ipairs(touches) do
      local point = self.estimates[t.estimationUpdateIndex]
      print(("update #%d: force %s -> %s, still expecting {%s}"):format(
        t.estimationUpdateIndex, point and num(point.force) or "?", num(t.force),
        table.concat(t.estimatedPropertiesExpectingUpdates, ",")))
      if point then point.force = t.force end
    end
    self.super:touchesEstimatedPropertiesUpdated(touches)
  end,

  scrolled = function(self, g)
    print(("scroll %s by %s"):format(g.state, pt(g:translation(self))))
  end,
}
