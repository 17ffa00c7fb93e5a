-- A navigation controller whose root view holds a feed controller; deep in the feed is an
-- avatar. Tapping the avatar walks the responder chain to find its view controller.
return app {
  delegate = {},
  window { name = "w",
    controller { name = "nav",
      view { name = "navRoot", frame = {0, 0, 390, 844},
        controller { name = "feed",
          view { name = "feedRoot", frame = {0, 100, 390, 744},
            view { name = "cell", frame = {0, 0, 390, 80},
              view { name = "avatar", frame = {16, 16, 48, 48}, behaviour = "avatar" },
            },
          },
        },
      },
    },
  },
}
