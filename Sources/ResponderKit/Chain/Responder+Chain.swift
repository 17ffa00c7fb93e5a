extension Responder {
    /// The next responder, as the behaviour's override (rule R5) or UIKit's rule decides.
    public final func nextResponder() -> Responder? {
        if let behavior = overridden(.nextResponder) {
            if case .answered(let next) = behavior.nextResponder(of: self) { return next }
            application?.trace(.overrideFailed(responder: self, method: .nextResponder))
        }
        return defaultNextResponder()
    }

    /// UIKit's rule: a root view's controller, else the superview (R1); a controller's root view's
    /// superview, else its parent controller, and a window's root controller the window (R2);
    /// a window's application (R3); the application's delegate (R4).
    public final func defaultNextResponder() -> Responder? {
        defaultNextResponderUnretained().object
    }

    /// ``defaultNextResponder()``, not retained: every answer is a back-pointer its target
    /// clears before it goes (Performance.md#unretained-references) or the application's
    /// delegate, which the application holds. The caller must use it before anything can edit
    /// the tree, or take a strong reference (`object`).
    @inline(__always)
    final func defaultNextResponderUnretained() -> Unretained<Responder> {
        // `kind` names the class exactly (each class's initializer sets it and none can be
        // subclassed outside the module): switching on it spares a dynamic cast per step of
        // every chain walk.
        switch kind {
        case .window:
            return unsafeDowncast(self, to: Window.self).unretainedOwner.asResponder
        case .view, .scrollView, .tableView, .cell:
            let view = unsafeDowncast(self, to: View.self)
            if view._viewController.reference != nil { return view._viewController.asResponder }
            return view._superview.asResponder
        case .controller, .navigation:
            let controller = unsafeDowncast(self, to: ViewController.self)
            let superview = controller.view._superview
            if superview.reference != nil { return superview.asResponder }
            if controller._parent.reference != nil { return controller._parent.asResponder }
            return Unretained(controller.view.window)
        case .application:
            return Unretained(unsafeDowncast(self, to: Application.self)._delegate)
        case .delegate:
            return Unretained(nil)
        }
    }

    /// The chain from this responder to its end: this responder first. A responder met twice
    /// ends the walk (rule R5) and, when `application` is given, is reported.
    public final func responderChain() -> [Responder] {
        var chain: [Responder] = [self]
        var current: Responder = self
        while let next = current.nextResponder() {
            if chain.contains(where: { $0 === next }) {
                (application ?? next.application)?.trace(.chainCycle(at: current, next: next))
                break
            }
            chain.append(next)
            current = next
        }
        return chain
    }
}
