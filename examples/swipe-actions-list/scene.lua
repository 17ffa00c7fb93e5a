-- A mail list with custom swipe actions (W1–W6): Archive and Flag on the trailing side
-- (Archive outermost), Pin on the leading side. A full swipe left performs Archive; a shorter
-- one leaves the buttons showing; the next touch anywhere closes an open row.
local function rows()
  local list = {}
  for i = 0, 9 do list[#list + 1] = cell { name = "mail" .. i, height = 60 } end
  return table.unpack(list)
end

local mail = {
  tableTrailingSwipeActions = function(self, t, c)
    return {
      { title = "Archive", style = "destructive", handler = "archive" },
      { title = "Flag", handler = "flag" },
    }
  end,
  tableLeadingSwipeActions = function(self, t, c)
    return { { title = "Pin", handler = "pin" }, performsFirstActionWithFullSwipe = false }
  end,
  archive = function(self, action, c, complete)
    print(string.format("%.2f %s %s", now(), action.title, c.name))
    c:removeFromSuperview()
    complete(true)
  end,
  flag = function(self, action, c, complete)
    print(string.format("%.2f %s %s", now(), action.title, c.name))
    complete(true)
    complete(true) -- a second call does nothing (W6)
  end,
  pin = function(self, action, c, complete)
    print(string.format("%.2f %s %s", now(), action.title, c.name))
    complete(false)
  end,
  tableWillBeginEditingRow = function(self, t, c) print(string.format("%.2f swiping %s", now(), c.name)) end,
  tableDidEndEditingRow = function(self, t, c) print(string.format("%.2f %s closed", now(), c.name)) end,
  tableDidSelectRow = function(self, t, c) print(string.format("%.2f select %s", now(), c.name)) end,
}

return app {
  window { name = "w", frame = {0, 0, 390, 844},
    tableView { name = "mail", frame = {0, 0, 390, 844}, behaviour = mail, rows() },
  },
}
