-- iOS 26: "swiping right on a message to reply now goes back instead". The row's reply
-- gesture is a swipe, which needs 50 points; the navigation's contentPop is a pan that begins
-- after 10 points anywhere in the content (N4), so it begins first and the swipe fails (G3).
-- Disabling contentPop alone gives the row its swipe back and keeps the edge swipe (N1, N3).
local function appearance(name)
  return {
    viewDidAppear = function(self, animated) print(name .. " appeared") end,
    viewDidDisappear = function(self, animated) print(name .. " disappeared") end,
  }
end

return app {
  window { name = "w",
    navigation { name = "nav", contentPop = true,
      controller { name = "chats", behaviour = appearance("chats"),
        view { name = "chatsView", frame = {0, 0, 390, 844} },
      },
      controller { name = "thread", behaviour = appearance("thread"),
        view { name = "threadView", frame = {0, 0, 390, 844},
          view { name = "message", frame = {0, 300, 390, 60},
                 behaviour = { reply = function(self, g) print("reply to message") end },
                 gestures = { swipe { name = "replySwipe", direction = "right", action = "reply" } } },
        },
      },
    },
  },
}
