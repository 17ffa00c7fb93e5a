/// An edge of the screen, as a scene names it.
public enum ScreenEdge: String, Sendable, CaseIterable {
    case left, right, top, bottom
}

/// A pan that must start at an edge of the screen (UIScreenEdgePanGestureRecognizer): every
/// finger must go down within `edgeDistance` points of `edges` on the application's screen,
/// else the recognizer fails at once; after that it is a pan.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How near the edge, in points, a finger must go down.
    public static let edgeDistance = 20.0

    /// The edge the pan starts from (scene field `edges`).
    public var edges: ScreenEdge = .left

    public override var kindName: String { "screenEdgePan" }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        if state == .possible, let screen = view?.application?.screenSize,
            touches.contains(where: { !isNearEdge($0.screenLocation, of: screen) })
        {
            request(.failed, reason: .notAtEdge)
            return
        }
        super.touchesBegan(touches, event: event)
    }

    private func isNearEdge(_ point: Point, of screen: Size) -> Bool {
        switch edges {
        case .left: point.x <= Self.edgeDistance
        case .right: screen.width - point.x <= Self.edgeDistance
        case .top: point.y <= Self.edgeDistance
        case .bottom: screen.height - point.y <= Self.edgeDistance
        }
    }
}
