import ResponderKit

extension ScriptHost {
    /// Why `child` cannot become a subview of `parent` by `method` (nil when it can): its
    /// subtree would reach deeper than `View.maximumDepth` below the root of `parent`'s tree.
    /// Scripts build trees in loops; past the limit, walks of the tree (hit testing with
    /// scripts calling `super`, explain, teardown) would run out of native stack.
    func nestingProblem(adding child: View, to parent: View, in method: String) -> String? {
        let depth = parent.depth(afterAdding: child)
        guard depth > View.maximumDepth else { return nil }
        return
            "\(method): adding \(child.name) to \(parent.name) would nest views \(depth) levels deep; views nest at most \(View.maximumDepth) levels"
    }
}
