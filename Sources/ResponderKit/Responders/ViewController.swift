/// A view controller: owns a root view and takes part in the chain after it (UIViewController).
public class ViewController: Responder {
    /// The root view; the controller is its next responder (rule R1).
    public let view: View
    public internal(set) var children: [ViewController] = []
    /// The controller whose `children` hold this one.
    public internal(set) var parent: ViewController? {
        @inlinable get { _parent.object }
        set { _parent = Unretained(newValue) }
    }
    // Performance.md#unretained-references: the parent clears it when the child leaves or the
    // parent goes away.
    @exclusivity(unchecked) @usableFromInline var _parent = Unretained<ViewController>(nil)

    public convenience init(name: String, view: View) {
        self.init(name: name, view: view, kind: .controller)
    }

    /// A controller of `kind`: `.controller`, or `.navigation` for a ``NavigationController``.
    init(name: String, view: View, kind: ResponderKind) {
        self.view = view
        super.init(name: name, kind: kind)
        view.viewController = self
    }

    deinit {
        // The root view and the children may outlive the controller (a script can hold them).
        // A later controller of the same view keeps its claim.
        if view.viewController === self { view.viewController = nil }
        for child in children { child.parent = nil }
    }

    /// Makes `child` a child controller of this one.
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Detaches the controller from its parent controller.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Rule N9: runs `callback` through the behaviour (the seam), with `animated`.
    final func sendAppearance(_ callback: AppearanceCallback, animated: Bool) {
        behavior?.appearance(callback, animated: animated, controller: self)
    }

    public override var application: Application? { view.application }
    public override var windowForFirstResponder: Window? { view.window }
}
