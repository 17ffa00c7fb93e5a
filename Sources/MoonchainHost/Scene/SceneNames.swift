/// The names a scene writes for its windows, controllers and views: each at most once, and
/// none of the names scripts reach the application's own objects by.
enum SceneNames {
    /// Names scripts reach the application's own objects by, and what each is.
    static let reserved = ["app": "application", "delegate": "app delegate", "inputWindow": "input window"]

    /// Notes `name` (if any) written at `place`; throws when it is used already or reserved.
    /// The reader notes names in tree order: a view, then its input views, then its children.
    static func note(_ name: String?, at place: FileLine, into names: inout [String: FileLine]) throws(SourceError) {
        guard let name else { return }
        if let first = names[name] {
            throw SourceError(at: place, "duplicate name '\(name)' (already used at \(first)); names are unique in a scene")
        }
        if let owner = reserved[name] {
            throw SourceError(at: place, "the name '\(name)' is reserved for the \(owner)")
        }
        names[name] = place
    }
}
