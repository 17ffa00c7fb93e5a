-- Hostile swipe actions (W1, W6): CONFIGs and ACTIONs of every wrong shape, a handler that
-- loops, one that raises, one that keeps `complete` and calls it much later and twice, a
-- delegate that never returns. Each is reported and the host goes on; the last row still
-- swipes and deletes.
local saved
local shapes = {
  [0] = function() return 42 end,
  [1] = function() return { "Delete" } end,
  [2] = function() return { { title = "X" } } end,
  [3] = function() return { { title = 0/0, handler = "keep" } } end,
  [4] = function() return { { title = "X", handler = "nowhere" } } end,
  [5] = function() return { performsFirstActionWithFullSwipe = 1/0 } end,
  [6] = function() while true do end end,
  [7] = function() return { { title = "Loop", handler = "spin" } } end,
  [8] = function() return { { title = "Raise", handler = "raise" } } end,
  [9] = function() return { { title = "Keep", handler = "keep" } } end,
  [10] = function() return nil end,
}
return app {
  window { name = "w", frame = {0, 0, 390, 844},
    tableView { name = "list", frame = {0, 0, 390, 844}, behaviour = {
        tableTrailingSwipeActions = function(self, t, c) return shapes[c.row]() end,
        tableCommitDelete = function(self, t, c) print("delete " .. c.name) end,
        tableDidEndEditingRow = function(self, t, c) print("closed " .. c.name) end,
        spin = function(self, action, c, complete) while true do end end,
        raise = function(self, action, c, complete) error("handler failed") end,
        keep = function(self, action, c, complete) saved = complete; print("kept complete") end,
        later = function(self) saved(true); saved(true); saved("not a boolean") end,
      },
      cell { name = "r0", height = 40 }, cell { name = "r1", height = 40 }, cell { name = "r2", height = 40 },
      cell { name = "r3", height = 40 }, cell { name = "r4", height = 40 }, cell { name = "r5", height = 40 },
      cell { name = "r6", height = 40 }, cell { name = "r7", height = 40 }, cell { name = "r8", height = 40 },
      cell { name = "r9", height = 40 }, cell { name = "r10", height = 40 },
    },
  },
}
