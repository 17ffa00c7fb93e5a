/// What a ``TraceRecord/navigation(navigation:event:subject:touch:reason:)`` record reports, as
/// the trace's type suffix (`nav.push`, ...).
public enum NavigationEvent: String, Sendable, CaseIterable {
    /// A controller was pushed (programmatically).
    case push
    /// A controller was popped: by `pop`/`popToRoot`, or an interactive pop that completes (N8).
    case pop
    /// An interactive pop was cancelled at lift (N8), or ended early.
    case popCancelled
    /// A new touch arrived while a transition animates: it goes nowhere (N8).
    case ignoredTouch
    /// A pop recognizer began with one controller on the stack (a `gestureShouldBegin` let it,
    /// N2): nothing is popped; UIKit's navigation freezes here.
    case frozenAtRoot
}

/// A view controller's appearance callbacks (rule N9), as a behaviour names them.
public enum AppearanceCallback: String, Sendable, CaseIterable {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// Why a push was refused: UIKit raises for each ("Pushing the same view controller instance
/// more than once is not supported").
public enum NavigationPushError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The controller is on a navigation stack already (this one or another).
    case alreadyOnStack(controller: String, navigation: String)
    /// The controller is the navigation itself or one of its ancestors.
    case pushingAncestor(controller: String)

    public var description: String {
        switch self {
        case .alreadyOnStack(let controller, let navigation):
            "push: \(controller) is already on \(navigation)'s stack; pushing the same view controller instance "
                + "more than once is not supported (UIKit raises)"
        case .pushingAncestor(let controller):
            "push: \(controller) is this navigation or contains it; a navigation cannot push itself "
                + "or an ancestor (UIKit raises)"
        }
    }
}
