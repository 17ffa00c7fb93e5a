-- "Swipe to delete does nothing in my paged tabs": the inbox is a table inside a horizontal
-- pager. By default a table's swipeActions pan waits for the pans of enclosing horizontally
-- scrollable scroll views to fail (W7), so a leftward drag on a row pages instead. The known
-- fix makes the pager's pan require the swipe to fail: the row swipes, and the pager pages
-- only when the swipe fails (a vertical start, or a row with no actions).
local function rows(prefix)
  local list = {}
  for i = 0, 9 do list[#list + 1] = cell { name = prefix .. i, height = 50 } end
  return table.unpack(list)
end

local pager = {
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f pager drags", now())) end,
  scrollViewDidEndDecelerating = function(self, sv)
    print(string.format("%.2f pager rests at x=%g", now(), sv.contentOffset.x))
  end,
}

local inbox = {
  -- No tableTrailingSwipeActions: tableCommitDelete alone gives the default Delete (W1).
  tableCommitDelete = function(self, t, c)
    print(string.format("%.2f delete %s", now(), c.name))
    c:removeFromSuperview()
  end,
  tableWillBeginEditingRow = function(self, t, c) print(string.format("%.2f swiping %s", now(), c.name)) end,
  tableDidEndEditingRow = function(self, t, c)
    print(string.format("%.2f %s closed, editing=%s", now(), c.name, tostring(t.editing)))
  end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    scrollView { name = "pager", frame = {0, 0, 390, 844}, contentSize = {780, 844}, pagingEnabled = true,
                 behaviour = pager,
      tableView { name = "inbox", frame = {0, 0, 390, 844}, behaviour = inbox, rows("mail") },
      tableView { name = "archive", frame = {390, 0, 390, 844}, rows("old") },
    },
  },
}
