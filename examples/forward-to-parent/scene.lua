-- card holds two children that pass their touches to it:
--   chip extends highlight (both files beside this scene): touchesBegan goes on with
--     self.super (highlight's touchesBegan runs first), touchesEnded with
--     self:nextResponder() (straight to card: highlight's touchesEnded is skipped);
--   tag uses the bundled forward_touches with trace on.
local card = {
  touchesBegan = function(self, touches, event)
    print(self.name .. " touchesBegan (touch on " .. touches[1].view.name .. ")")
  end,
  touchesEnded = function(self, touches, event)
    print(self.name .. " touchesEnded (touch on " .. touches[1].view.name .. ")")
  end,
}

return app {
  window { name = "w",
    view { name = "card", frame = {20, 100, 350, 200}, behaviour = card,
      view { name = "chip", frame = {10, 10, 100, 40}, behaviour = "chip" },
      view { name = "tag", frame = {120, 10, 100, 40}, behaviour = "forward_touches",
             props = { trace = true } },
    },
  },
}
