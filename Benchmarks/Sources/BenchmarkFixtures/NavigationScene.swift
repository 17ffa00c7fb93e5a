import MoonchainHost
import ResponderKit

/// The `navSwipeSequence` scenarios' scene (issue 36's speed rule): a touch sequence on a plain
/// view (the leaf, with its parent's, as `touchSequence`'s scripted handlers) inside a table
/// row with swipe actions on both sides (W1, W2) in the top controller of a navigation with
/// both pop recognizers live (two controllers, `contentPop = true`: N1, N2).
public final class NavigationScene: BenchScene {
    /// What surrounds the leaf and its parent.
    public enum Layout: Sendable {
        /// The navigation with both pops live around a table whose rows have swipe actions.
        case features
        /// The same navigation and table with the features off: `contentPop = false`, `edgePop`
        /// disabled, no swipe actions. What the features themselves add is the difference.
        case featuresOff
        /// The same leaf and parent at the same depth and place in plain views.
        case plain
    }

    /// Inside the leaf.
    public let point = Point(x: 150, y: 150)

    public init(_ layout: Layout) {
        let row = """
            view { name = "parent", frame = {0, 0, 390, 100}, behaviour = parent,
              view { name = "leaf", frame = {100, 20, 100, 60}, behaviour = child } }
            """
        let content: String
        switch layout {
        case .features, .featuresOff:
            let on = layout == .features
            content = """
                navigation { name = "nav", contentPop = \(on),
                  controller { name = "home", view { name = "homeView", frame = {0, 0, 390, 844} } },
                  controller { name = "list", view { name = "listView", frame = {0, 0, 390, 844},
                    tableView { name = "table", frame = {0, 0, 390, 844}, delaysContentTouches = false,
                                behaviour = \(on ? "swipes" : "nil"),
                      cell { name = "row0", height = 100 },
                      cell { name = "row1", height = 100, \(row) } } } } }
                """
        case .plain:
            content = """
                controller { name = "list", view { name = "listView", frame = {0, 0, 390, 844},
                  view { name = "table", frame = {0, 0, 390, 844},
                    view { name = "row0", frame = {0, 0, 390, 100} },
                    view { name = "row1", frame = {0, 100, 390, 100}, \(row) } } } }
                """
        }
        let source = """
            \(scriptedTouchHandlers)
            local swipes = {
              tableTrailingSwipeActions = function(self, t, c) return { { title = "Delete", handler = "delete" } } end,
              tableLeadingSwipeActions = function(self, t, c) return { { title = "Pin", handler = "delete" } } end,
              delete = function(self, action, c, complete) complete(true) end,
            }
            return app { window { name = "w", frame = {0, 0, 390, 844},
              \(content) } }
            """
        super.init(source: source)
        if layout == .featuresOff {
            guard let navigation = host.responder(named: "nav") as? NavigationController else {
                fatalError("NavigationScene: the scene has no navigation 'nav'")
            }
            navigation.edgePop.isEnabled = false
        }
    }
}
