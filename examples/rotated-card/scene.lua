-- A table with a card on it, turned 30 degrees. The card's frame {95, 310, 200, 120} places
-- it before the turn (center (195, 370), size 200x120); the transform turns it about that
-- center, clockwise on screen.
local tableTop = {
  touchesBegan = function(self, touches, event)
    local p = touches[1]:location(self)
    print(string.format("table touched at (%g, %g)", p.x, p.y))
  end,
}

return app {
  window { name = "w",
    view { name = "table", frame = {0, 0, 390, 844}, behaviour = tableTop,
      view { name = "card", frame = {95, 310, 200, 120}, transform = transform.rotation(math.rad(30)),
             behaviour = "card", gestures = { pan { name = "drag", action = "dragged" } } },
    },
  },
}
