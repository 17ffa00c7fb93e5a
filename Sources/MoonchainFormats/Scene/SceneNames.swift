/// The names a scene writes for its windows, controllers and views: each at most once, and
/// none of the names scripts reach the application's own objects by.
package enum SceneNames {
    /// What a name scripts reach one of the application's own objects by stands for, or nil
    /// for any other name. A `switch`, not a dictionary: every name a scene writes is
    /// checked, and comparing a short string with three literals costs less than hashing it.
    package static func reservedOwner(of name: String) -> String? {
        switch name {
        case "app": "application"
        case "delegate": "app delegate"
        case "inputWindow": "input window"
        default: nil
        }
    }

    /// Notes `name` (if any) written at `place`; throws when it is used already or reserved.
    /// The reader notes names in tree order: a view, then its input views, then its children.
    package static func note(_ name: String?, at place: FileLine, into names: inout [String: FileLine])
        throws(SourceError)
    {
        guard let name else { return }
        // One lookup for both the check and the insertion; a duplicate puts the first back.
        if let first = names.updateValue(place, forKey: name) {
            names[name] = first
            throw SourceError(
                at: place, "duplicate name '\(name)' (already used at \(first)); names are unique in a scene")
        }
        if let owner = reservedOwner(of: name) {
            names[name] = nil
            throw SourceError(at: place, "the name '\(name)' is reserved for the \(owner)")
        }
    }
}
