/// What a responder is, as scripts see it in `self.kind`.
public enum ResponderKind: String, Sendable {
    case view, window, controller, application, delegate
    /// A ``ScrollView``, a ``TableView`` and a table's ``Cell``: views, with their own kind name.
    case scrollView, tableView, cell
    /// A ``NavigationController``: a controller, with its own kind name.
    case navigation
}
