-- A chat screen: a list of messages above a compose field. The list sets
-- keyboardDismissMode = "onDrag" (X9): the moment a drag starts scrolling it, the compose
-- field resigns (forced, without asking its delegate) and the keyboard hides, before the
-- list's scrollViewWillBeginDragging. A tap on a message does not scroll, so it keeps the
-- keyboard; what was typed stays in the field.
local function messages()
  local list = {}
  for i = 1, 30 do list[#list + 1] = cell { name = "message" .. i, height = 50 } end
  return table.unpack(list)
end

local chat = {
  textFieldDidBeginEditing = function(self, f) print(string.format("%.2f %s begins editing", now(), f.name)) end,
  textFieldShouldEndEditing = function(self, f)
    print("never asked: onDrag resigns by force")
    return true
  end,
  textFieldDidEndEditing = function(self, f)
    print(string.format("%.2f %s ends editing with \"%s\"", now(), f.name, f.text))
  end,
  keyboardWillShow = function(self, frame) print(string.format("%.2f keyboard shows at y %d", now(), frame.y)) end,
  keyboardWillHide = function(self, frame) print(string.format("%.2f keyboard hides", now())) end,
  scrollViewWillBeginDragging = function(self, sv) print(string.format("%.2f %s begins dragging", now(), sv.name)) end,
  tableDidSelectRow = function(self, t, c) print(string.format("%.2f %s selected", now(), c.name)) end,
}

return app {
  window { name = "w",
    controller { name = "chat", behaviour = chat,
      view { name = "chatView", frame = {0, 0, 390, 844},
        tableView { name = "messages", frame = {0, 0, 390, 440}, keyboardDismissMode = "onDrag", delegate = "chat",
                    messages() },
        textField { name = "compose", frame = {10, 450, 370, 44}, placeholder = "Message", delegate = "chat" },
      },
    },
  },
}
