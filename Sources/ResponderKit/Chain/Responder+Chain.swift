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
        // `kind` names the class exactly (each class's initializer sets it and none can be
        // subclassed outside the module): switching on it spares a dynamic cast per step of
        // every chain walk.
        switch kind {
        case .window:
            return unsafeDowncast(self, to: Window.self).owner
        case .view, .scrollView, .tableView, .cell:
            let view = unsafeDowncast(self, to: View.self)
            if let controller = view.viewController { return controller }
            return view.superview
        case .controller, .navigation:
            let controller = unsafeDowncast(self, to: ViewController.self)
            if let superview = controller.view.superview { return superview }
            if let parent = controller.parent { return parent }
            if let window = controller.view.window { return window }
            return nil
        case .application:
            return unsafeDowncast(self, to: Application.self).delegate
        case .delegate:
            return nil
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
