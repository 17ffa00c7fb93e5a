-- A card on a board that a pan recognizer drags around: the recognizer's action moves the
-- card by the translation so far and sets it back to zero, UIKit's idiom.
return app {
  window { name = "w",
    view { name = "board", frame = {0, 0, 390, 844},
      view { name = "card", frame = {95, 300, 200, 120}, behaviour = "card",
        gestures = { pan { name = "drag", action = "dragged" } },
      },
    },
  },
}
