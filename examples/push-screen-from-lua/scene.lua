-- "Open the detail screen when a row is tapped": the inbox's behaviour makes the detail
-- controller at run time with controller { ... } and pushes it (N8); its view fills the
-- navigation (N1). The back swipe from the edge band pops it (N3), and the popped screen stays
-- findable by name.
local function appearance(name)
  return {
    viewWillAppear = function(self, animated) print(name .. " viewWillAppear " .. tostring(animated)) end,
    viewDidAppear = function(self, animated) print(name .. " viewDidAppear " .. tostring(animated)) end,
    viewWillDisappear = function(self, animated) print(name .. " viewWillDisappear " .. tostring(animated)) end,
    viewDidDisappear = function(self, animated) print(name .. " viewDidDisappear " .. tostring(animated)) end,
  }
end

local inbox = appearance("inbox")
inbox.open = function(self, sender, event)
  local detail = appearance("detail")
  detail.didLoad = function(c) print("detail didLoad, root view " .. c.view.name) end
  find("nav"):push(controller { name = "detail", behaviour = detail,
    view { name = "detailView", frame = {0, 0, 390, 844},
      button { name = "reply", frame = {20, 100, 120, 44} } } }, true)
end

return app {
  window { name = "w",
    navigation { name = "nav",
      controller { name = "inbox", behaviour = inbox,
        view { name = "inboxView", frame = {0, 0, 390, 844},
          button { name = "row", frame = {0, 100, 390, 60},
                   actions = { touchUpInside = { { "open", target = "inbox" } } } } } },
    },
  },
}
