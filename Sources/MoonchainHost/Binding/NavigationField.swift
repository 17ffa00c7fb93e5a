/// The fields of a navigation object (the contract's "Navigation in scenes"). Numbered after
/// ``ScrollField``'s in the members table; on a responder of another class they are plain
/// instance state.
package enum NavigationField: Int, CaseIterable {
    case viewControllers = 2000, topViewController, transitioning, edgePop, contentPop
    case navigationBarHidden, customBack

    /// The key a script writes.
    package var key: String { String(describing: self) }

    /// Whether a script may assign it.
    package var isWritable: Bool { self == .navigationBarHidden || self == .customBack }
}
