extension View {
    /// How many levels of views may nest: a view is at most this many superviews below the root
    /// of its tree (a window's subviews are at depth 1). Every walk of the tree (hit testing
    /// with scripts calling `super`, tracing, explain, teardown) then stays within a bounded
    /// native stack; hosts refuse edits that would go deeper (see ``depth(afterAdding:)``).
    public static let maximumDepth = 256

    /// The number of superviews above this view (0 for a window or a view with no superview).
    public var depth: Int {
        var count = 0
        var view = superview
        while let current = view {
            count += 1
            view = current.superview
        }
        return count
    }

    /// The number of levels below this view: 0 with no subviews, 1 with subviews only, and so on.
    /// Walks the subtree with a list of its own, not the native stack.
    public var height: Int {
        var deepest = 0
        var pending: [(View, Int)] = [(self, 0)]
        while let (view, level) = pending.popLast() {
            deepest = max(deepest, level)
            for subview in view.subviews { pending.append((subview, level + 1)) }
        }
        return deepest
    }

    /// The depth the deepest view of `view`'s subtree would have once `view` is a subview of
    /// this one: compare it with ``maximumDepth`` before `addSubview`/`insertSubview`.
    public func depth(afterAdding view: View) -> Int {
        depth + 1 + view.height
    }
}
