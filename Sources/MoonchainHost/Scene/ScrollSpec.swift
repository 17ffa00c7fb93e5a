import ResponderKit

/// The fields of a `scrollView { ... }`, `tableView { ... }` or `cell { ... }` beyond a view's,
/// read and checked. Boxed: a scene of plain views pays one word per view for it.
final class ScrollSpec {
    /// "scrollView", "tableView" or "cell".
    let viewClass: String
    var contentSize: Size?
    var contentOffset: Point?
    var contentInset: EdgeInsets?
    /// The true/false fields the scene gives, by name (see ``SceneFields/scrollBools``).
    var flags: [String: Bool] = [:]
    var decelerationRate: Double?
    var minimumZoomScale: Double?
    var maximumZoomScale: Double?
    var zoomScale: Double?
    /// `delegate = "NAME"`: the responder whose behaviour answers the delegate methods.
    var delegate: String?
    var rowHeight: Double?
    /// A cell's `height` and `selected`.
    var height: Double?
    var selected: Bool?

    init(viewClass: String) { self.viewClass = viewClass }
}

extension SceneFields {
    /// The scroll-view constructors, beside `view`.
    static let scrollClasses = ["scrollView", "tableView", "cell"]
    /// A scroll view's true/false fields.
    static let scrollBools = [
        "scrollEnabled", "pagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "directionalLockEnabled", "delaysContentTouches", "canCancelContentTouches", "scrollsToTop",
    ]
    /// The fields each scroll-view constructor takes beyond a view's.
    static func scrollFields(_ viewClass: String) -> Set<String> {
        let scroll = Set(scrollBools + ["contentSize", "contentOffset", "contentInset", "decelerationRate",
                                        "minimumZoomScale", "maximumZoomScale", "zoomScale", "delegate"])
        switch viewClass {
        case "scrollView": return scroll
        case "tableView": return scroll.union(["rowHeight", "allowsSelection", "allowsMultipleSelection"])
        case "cell": return ["height", "selected"]
        default: return []
        }
    }
}
