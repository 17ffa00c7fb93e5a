-- A paging carousel narrower than the screen: each page is 300 points, the neighbours peek
-- in at the sides (clipsToBounds = false). A touch in the side margins is outside the scroll
-- view (H2), so the container overrides hitTest to hand such touches to the scroll view,
-- whose pan then pages it (S7).
local container = {
  hitTest = function(self, point, event)
    local hit = self.super:hitTest(point, event)
    if hit == self then return find("pager") end
    return hit
  end,
}
local pager = {
  scrollViewDidEndDecelerating = function(self, sv)
    print(string.format("%.2f settled on page %d (x=%g)", now(), math.floor(sv.contentOffset.x / 300 + 0.5), sv.contentOffset.x))
  end,
}
return app {
  window { name = "w", frame = {0, 0, 390, 844},
    view { name = "container", frame = {0, 200, 390, 400}, behaviour = container,
      scrollView { name = "pager", frame = {45, 0, 300, 400}, contentSize = {1500, 400},
                   pagingEnabled = true, clipsToBounds = false, behaviour = pager },
    },
  },
}
