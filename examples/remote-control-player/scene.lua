-- A player controller. Its root view uses the bundled focusable so it can become first
-- responder; remote-control events start there and travel up to the controller, which
-- handles play/pause/toggle/next/previous and passes anything else on to the window.
local windowBehaviour = {
  remoteControlReceived = function(self, event)
    print(self.name .. " got " .. event.subtype .. " (nobody below handled it)")
  end,
}

return app {
  window { name = "w", behaviour = windowBehaviour,
    controller { name = "player", behaviour = "player",
                 props = { tracks = { "Intro", "Verse", "Outro" } },
      view { name = "playerView", frame = {0, 0, 390, 844}, behaviour = "focusable" },
    },
  },
}
