-- A horizontal pager of two vertical lists (a common "tabs you can swipe" screen). The
-- lists' pans come first (the innermost scroll view, S9), but a list cannot scroll sideways:
-- its pan refuses a drag whose first movement is horizontal (S3), so the pager takes it.
local function rows(prefix)
  local list = {}
  for i = 0, 29 do list[#list + 1] = cell { name = prefix .. i, height = 50 } end
  return table.unpack(list)
end
local report = {
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f %s drags", now(), sv.name)) end,
  scrollViewDidEndDecelerating = function(self, sv)
    print(string.format("%.2f %s rests at (%g, %.1f)", now(), sv.name, sv.contentOffset.x, sv.contentOffset.y))
  end,
  tableDidSelectRow = function(self, t, c) print(string.format("%.2f %s selects %s", now(), t.name, c.name)) end,
}
return app {
  window { name = "w", frame = {0, 0, 390, 844},
    scrollView { name = "pager", frame = {0, 0, 390, 844}, contentSize = {780, 844}, pagingEnabled = true, behaviour = report,
      tableView { name = "inbox", frame = {0, 0, 390, 844}, behaviour = report, rows("mail") },
      tableView { name = "archive", frame = {390, 0, 390, 844}, behaviour = report, rows("old") },
    },
  },
}
