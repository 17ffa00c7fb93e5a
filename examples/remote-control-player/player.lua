-- player: a tiny media player driven by remote-control events.
return {
  remoteControlReceived = function(self, event)
    local props = self.props or {}
    local tracks = props.tracks or { "Track 1" }
    self.track = self.track or 1
    local s = event.subtype
    if s == "remoteControlPlay" then
      self.playing = true
    elseif s == "remoteControlPause" then
      self.playing = false
    elseif s == "remoteControlTogglePlayPause" then
      self.playing = not self.playing
    elseif s == "remoteControlNextTrack" then
      self.track = self.track % #tracks + 1
    elseif s == "remoteControlPreviousTrack" then
      self.track = (self.track - 2) % #tracks + 1
    else
      print(self.name .. " passes " .. s .. " up the chain")
      self.super:remoteControlReceived(event)
      return
    end
    print(string.format('%s %s -> %s "%s"', self.name, s,
      self.playing and "playing" or "paused", tracks[self.track]))
  end,
}
