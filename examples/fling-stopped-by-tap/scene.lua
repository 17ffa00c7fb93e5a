-- A fling keeps the list decelerating after the finger lifts (rule S6). A tap while it moves
-- only stops it (S8): the row under the finger is not tapped.
local list = {
  scrollViewDidEndDragging = function(self, sv, decelerate)
    print(string.format("%.2f lifted at y=%.1f, decelerate=%s", now(), sv.contentOffset.y, tostring(decelerate)))
  end,
  scrollViewDidEndDecelerating = function(self, sv)
    print(string.format("%.2f came to rest at y=%.1f", now(), sv.contentOffset.y))
  end,
}
local row = {
  touchesEnded = function(self) print(string.format("%.2f %s tapped", now(), self.name)) end,
}
return app {
  window { name = "w", frame = {0, 0, 390, 844},
    scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 5000}, behaviour = list,
      view { name = "row", frame = {0, 0, 390, 5000}, behaviour = row },
    },
  },
}
