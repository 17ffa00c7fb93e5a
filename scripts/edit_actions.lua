-- edit_actions: a responder that handles the standard edit actions by printing them.
--
-- What it does: defines the actions cut, copy, paste, delete, selectAll, undo and redo.
--   Each prints "NAME ACTION" plus " from SENDER" when a sender responder is given, e.g.
--   "editor copy" or "editor paste from pasteButton". canPerformAction limits them to
--   props.actions when that list is given (so an action left out travels on up the chain,
--   rule E3); otherwise it keeps the default (true for every action defined here).
--   canBecomeFirstResponder is true when props.focusable is true, so it can be the start
--   of a nil-targeted action's walk.
-- Props:
--   actions   (array of strings, default: all of the above)  the actions it accepts
--   focusable (boolean, default false)  canBecomeFirstResponder
-- Example:
--   view { name = "editor", frame = {0, 0, 390, 400}, behaviour = "edit_actions",
--          props = { actions = { "copy", "selectAll" }, focusable = true } }
-- UIKit idiom: UIResponderStandardEditActions with canPerformAction(_:withSender:)
--   deciding which menu items an editor supports.

local behaviour = {}

local function handler(action)
  return function(self, sender)
    local from = ""
    if sender ~= nil and sender.name ~= nil then from = " from " .. sender.name end
    print(self.name .. " " .. action .. from)
  end
end

for _, action in ipairs({ "cut", "copy", "paste", "delete", "selectAll", "undo", "redo" }) do
  behaviour[action] = handler(action)
end

behaviour.canBecomeFirstResponder = function(self)
  local props = self.props or {}
  return props.focusable == true
end

behaviour.canPerformAction = function(self, action, sender)
  local props = self.props or {}
  if props.actions ~= nil then
    for _, allowed in ipairs(props.actions) do
      if allowed == action then return self.super:canPerformAction(action, sender) end
    end
    return false
  end
  return self.super:canPerformAction(action, sender)
end

return behaviour
