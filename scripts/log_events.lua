-- log_events: prints one line for every event the responder receives, then passes it on.
--
-- What it does: each touch, press, motion and remote-control handler prints a line and then
--   calls self.super (the host default forwards to the next responder), so a logged view
--   behaves exactly like an unlogged one and the logger composes in chains and with
--   `extends = "log_events"`. With props.swallow the event stops here instead.
-- Output formats (LABEL is props.label or the responder's name; numbers use %g):
--   touches: LABEL METHOD COUNT [ID@(X,Y) ID@(X,Y) ...]
--            e.g. "card touchesBegan 1 [1@(20,20)]"; X,Y is touch:location(self), the
--            touches in the order the event lists them, separated by one space
--   presses: LABEL METHOD COUNT [TYPE:PHASE ...], a key press as key(CHARS):PHASE
--            e.g. "field pressesBegan 1 [key(a):began]", "menu pressesEnded 1 [select:ended]"
--   motion:  LABEL METHOD MOTION          e.g. "form motionBegan motionShake"
--   remote:  LABEL remoteControlReceived SUBTYPE
--            e.g. "player remoteControlReceived remoteControlPlay"
-- Props:
--   swallow (boolean, default false)  do not forward after logging
--   label   (string, default self.name)  the first word of every line
-- Example:
--   view { name = "card", frame = {0, 0, 320, 480}, behaviour = "log_events" }
--   -- in a behaviour file:  return { extends = "log_events", pointInside = ... }
-- UIKit idiom: the print-in-every-handler-then-call-super subclass used to see which
--   responder an event reaches.

local function label(self)
  local props = self.props or {}
  return props.label or self.name
end

local function swallows(self)
  local props = self.props or {}
  return props.swallow == true
end

local function idText(id)
  if type(id) == "number" then return string.format("%g", id) end
  return tostring(id)
end

local function touchList(self, touches)
  local parts = {}
  for _, t in ipairs(touches) do
    local p = t:location(self)
    parts[#parts + 1] = string.format("%s@(%g,%g)", idText(t.id), p.x, p.y)
  end
  return "[" .. table.concat(parts, " ") .. "]"
end

local function pressList(presses)
  local parts = {}
  for _, p in ipairs(presses) do
    local kind = p.type
    if p.key ~= nil and p.key ~= "" then
      kind = kind .. "(" .. p.key .. ")"
    end
    parts[#parts + 1] = kind .. ":" .. tostring(p.phase)
  end
  return "[" .. table.concat(parts, " ") .. "]"
end

local function touchHandler(method)
  return function(self, touches, event)
    print(string.format("%s %s %d %s", label(self), method, #touches, touchList(self, touches)))
    if not swallows(self) then
      local super = self.super
      super[method](super, touches, event)
    end
  end
end

local function pressHandler(method)
  return function(self, presses, event)
    print(string.format("%s %s %d %s", label(self), method, #presses, pressList(presses)))
    if not swallows(self) then
      local super = self.super
      super[method](super, presses, event)
    end
  end
end

local function motionHandler(method)
  return function(self, motion, event)
    print(label(self) .. " " .. method .. " " .. tostring(motion))
    if not swallows(self) then
      local super = self.super
      super[method](super, motion, event)
    end
  end
end

return {
  touchesBegan = touchHandler("touchesBegan"),
  touchesMoved = touchHandler("touchesMoved"),
  touchesEnded = touchHandler("touchesEnded"),
  touchesCancelled = touchHandler("touchesCancelled"),

  pressesBegan = pressHandler("pressesBegan"),
  pressesChanged = pressHandler("pressesChanged"),
  pressesEnded = pressHandler("pressesEnded"),
  pressesCancelled = pressHandler("pressesCancelled"),

  motionBegan = motionHandler("motionBegan"),
  motionEnded = motionHandler("motionEnded"),
  motionCancelled = motionHandler("motionCancelled"),

  remoteControlReceived = function(self, event)
    print(label(self) .. " remoteControlReceived " .. tostring(event.subtype))
    if not swallows(self) then
      self.super:remoteControlReceived(event)
    end
  end,
}
