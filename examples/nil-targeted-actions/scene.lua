-- A document screen: the editor (first responder) handles copy and paste but refuses paste
-- while its clipboard is empty; the docs controller handles save and paste. The Save
-- button sends "save" on touch-up-inside with a nil target (rule E3).
return app {
  window { name = "w",
    controller { name = "docs", behaviour = "docs_controller",
      view { name = "page", frame = {0, 0, 390, 844},
        view { name = "editor", frame = {20, 100, 350, 400}, behaviour = "editor",
               props = { text = "Hello" } },
        button { name = "saveButton", frame = {20, 760, 100, 44}, actions = { touchUpInside = "save" } },
      },
    },
  },
}
