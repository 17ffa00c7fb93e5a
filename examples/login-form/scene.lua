-- A login form: email and password text fields, one controller behaviour as their delegate.
-- A tap on the password field while the email field edits moves editing there; the keyboard
-- stays up between the two fields (X3). The log-in button ends editing: the keyboard hides
-- (X5, X6). The delegate refuses spaces in the email (X7). The email field's
-- editingDidEndOnExit action (the "Did End On Exit" idiom) runs on the return key (X7).
local form = {
  textFieldDidBeginEditing = function(self, f) print(string.format("%.2f %s begins editing", now(), f.name)) end,
  textFieldDidEndEditing = function(self, f)
    print(string.format("%.2f %s ends editing with \"%s\"", now(), f.name, f.text))
  end,
  textFieldShouldChangeCharacters = function(self, f, range, s)
    if f.name == "email" and s:find(" ") then
      print(string.format("%.2f email refuses \"%s\" at %d", now(), s, range.location))
      return false
    end
    return true
  end,
  textFieldShouldReturn = function(self, f) return true end,
  keyboardWillShow = function(self, frame) print(string.format("%.2f keyboard shows at y %d", now(), frame.y)) end,
  keyboardWillHide = function(self, frame) print(string.format("%.2f keyboard hides", now())) end,
  nextField = function(self, sender) find("password"):becomeFirstResponder() end,
  logIn = function(self, sender)
    print(string.format("%.2f log in as %s", now(), find("email").text))
    self.view:endEditing(true)
  end,
}

return app {
  window { name = "w",
    controller { name = "login", behaviour = form,
      view { name = "formView", frame = {0, 0, 390, 844},
        textField { name = "email", frame = {20, 100, 350, 44}, placeholder = "Email", delegate = "login",
                    actions = { editingDidEndOnExit = { "nextField", target = "login" } } },
        textField { name = "password", frame = {20, 160, 350, 44}, placeholder = "Password", delegate = "login" },
        button { name = "logInButton", frame = {20, 230, 350, 44},
                 actions = { touchUpInside = { "logIn", target = "login" } } },
      },
    },
  },
}
