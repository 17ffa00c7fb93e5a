/// The names a scene writes for its windows, controllers and views: each at most once, and
/// none of the names scripts reach the application's own objects by.
enum SceneNames {
    /// Names scripts reach the application's own objects by, and what each is.
    static let reserved = ["app": "application", "delegate": "app delegate", "inputWindow": "input window"]

    /// The names written, with where; throws at the second use of a name (in tree order: a
    /// view, then its input views, then its children) or at a reserved one.
    @discardableResult
    static func check(_ spec: SceneSpec) throws(SourceError) -> [String: FileLine] {
        var names: [String: FileLine] = [:]
        for window in spec.windows { try visit(window.view, into: &names) }
        return names
    }

    private static func note(_ name: String?, at place: FileLine, into names: inout [String: FileLine]) throws(SourceError) {
        guard let name else { return }
        if let first = names[name] {
            throw SourceError(at: place, "duplicate name '\(name)' (already used at \(first)); names are unique in a scene")
        }
        if let owner = reserved[name] {
            throw SourceError(at: place, "the name '\(name)' is reserved for the \(owner)")
        }
        names[name] = place
    }

    private static func visit(_ view: ViewSpec, into names: inout [String: FileLine]) throws(SourceError) {
        try note(view.name, at: view.place, into: &names)
        for input in view.inputViews { try visit(input.view, into: &names) }
        for child in view.children {
            switch child {
            case let .view(child): try visit(child, into: &names)
            case let .controller(controller):
                try note(controller.name, at: controller.place, into: &names)
                try visit(controller.root, into: &names)
            case .invalid: return
            }
        }
    }
}
