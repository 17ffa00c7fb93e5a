import ResponderKit

/// The fields of a `scrollView { ... }`, `tableView { ... }` or `cell { ... }` beyond a view's,
/// read and checked. Boxed: a scene of plain views pays one word per view for it.
package final class ScrollSpec {
    /// "scrollView", "tableView" or "cell".
    package let viewClass: String
    package var contentSize: Size?
    package var contentOffset: Point?
    package var contentInset: EdgeInsets?
    /// The true/false fields the scene gives, by name (see ``ConstructorFields/scrollBools``).
    package var flags: [String: Bool] = [:]
    package var decelerationRate: Double?
    package var minimumZoomScale: Double?
    package var maximumZoomScale: Double?
    package var zoomScale: Double?
    /// `delegate = "NAME"`: the responder whose behaviour answers the delegate methods.
    package var delegate: String?
    package var rowHeight: Double?
    /// `keyboardDismissMode = "none" | "onDrag" | "interactive"` (X9).
    package var keyboardDismissMode: KeyboardDismissMode?
    /// A cell's `height` and `selected`.
    package var height: Double?
    package var selected: Bool?

    package init(viewClass: String) { self.viewClass = viewClass }
}

extension ConstructorFields {
    /// The scroll-view constructors, beside `view`.
    package static let scrollClasses = ["scrollView", "tableView", "cell"]
    /// A scroll view's true/false fields.
    package static let scrollBools = [
        "scrollEnabled", "pagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "directionalLockEnabled", "delaysContentTouches", "canCancelContentTouches", "scrollsToTop",
    ]
    /// The fields each scroll-view constructor takes beyond a view's.
    package static func scrollFields(_ viewClass: String) -> Set<String> {
        let scroll = Set(
            scrollBools + [
                "contentSize", "contentOffset", "contentInset", "decelerationRate",
                "minimumZoomScale", "maximumZoomScale", "zoomScale", "delegate",
                // Text input (X9).
                "keyboardDismissMode",
            ])
        switch viewClass {
        case "scrollView": return scroll
        case "tableView": return scroll.union(["rowHeight", "allowsSelection", "allowsMultipleSelection"])
        case "cell": return ["height", "selected"]
        default: return []
        }
    }
}
