-- "The back swipe doesn't work on my photo screen": the carousel is a horizontal scroll view
-- along the leading edge. Its pan is deeper than the navigation's edgePop (G1) and begins
-- after the same 10 points, so it takes the drag and edgePop fails (N5). The known fix makes
-- the carousel's pan require edgePop to fail (G4): a drag from the edge band pops, a drag that
-- starts further in scrolls once edgePop has failed.
local function appearance(name)
  return {
    viewWillAppear = function(self, animated) print(name .. " viewWillAppear " .. tostring(animated)) end,
    viewDidAppear = function(self, animated) print(name .. " viewDidAppear " .. tostring(animated)) end,
    viewWillDisappear = function(self, animated) print(name .. " viewWillDisappear " .. tostring(animated)) end,
    viewDidDisappear = function(self, animated) print(name .. " viewDidDisappear " .. tostring(animated)) end,
  }
end

local photos = appearance("photos")
photos.scrollViewWillBeginDragging = function(self, sv) print("carousel drag began") end
photos.scrollViewDidEndDragging = function(self, sv, decelerate) print("carousel drag ended") end

return app {
  window { name = "w",
    navigation { name = "nav",
      controller { name = "album", behaviour = appearance("album"),
        view { name = "albumView", frame = {0, 0, 390, 844} },
      },
      controller { name = "photos", behaviour = photos,
        view { name = "photosView", frame = {0, 0, 390, 844},
          scrollView { name = "carousel", frame = {0, 100, 390, 300}, contentSize = {1170, 300},
                       pagingEnabled = true, delegate = "photos" },
        },
      },
    },
  },
}
