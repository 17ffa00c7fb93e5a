/// The touch handling of a `ScriptedGestureRecognizer`: a recognizer written in Lua (or Swift).
public protocol GestureScript: AnyObject {
    /// Called for `touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled`; the script
    /// asks for states with `recognizer.request(...)`.
    func touches(_ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer)
    /// Called when the attempt is over, to clear the script's own state.
    func reset(recognizer: ScriptedGestureRecognizer)
    /// Called when updated values arrive for estimated properties of the attempt's touches.
    func touchesEstimatedPropertiesUpdated(_ touches: [Touch], recognizer: ScriptedGestureRecognizer)
}

extension GestureScript {
    /// UIGestureRecognizer's default: nothing.
    public func touchesEstimatedPropertiesUpdated(_ touches: [Touch], recognizer: ScriptedGestureRecognizer) {}
}

/// A recognizer whose touch handling is a script (UIGestureRecognizer subclassed in Lua).
///
/// The script asks for states with `request(_:)`: "ended" from possible recognizes a discrete
/// gesture; "began" starts a continuous one, then "changed", "ended" or "cancelled"; "failed"
/// gives up. Whatever it does, the arena's rules (G3–G9) apply as to any recognizer; one that
/// asks for nothing fails once its touches are all up.
public final class ScriptedGestureRecognizer: GestureRecognizer {
    /// The script given each touch call and the reset.
    public var script: (any GestureScript)?

    /// How the script last recognized: discrete ("ended" from possible) until it begins one.
    private var recognizedDiscretely = true

    public override var kindName: String { "gesture" }
    /// Whether the script's last recognition was discrete: true until it asks for "began" or
    /// "changed" from possible.
    public override var isDiscrete: Bool { recognizedDiscretely }

    override func willRequest(_ newState: GestureState) {
        // Decided by the first step out of "possible" (a step taken while waiting on a
        // dependency, G4, keeps the first one).
        guard state == .possible, pendingRecognition == nil else { return }
        switch newState {
        case .began, .changed: recognizedDiscretely = false
        case .ended: recognizedDiscretely = true
        default: break
        }
    }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        script?.touches(.touchesBegan, touches, event: event, recognizer: self)
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        script?.touches(.touchesMoved, touches, event: event, recognizer: self)
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        script?.touches(.touchesEnded, touches, event: event, recognizer: self)
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        script?.touches(.touchesCancelled, touches, event: event, recognizer: self)
    }

    public override func touchesEstimatedPropertiesUpdated(_ touches: [Touch]) {
        script?.touchesEstimatedPropertiesUpdated(touches, recognizer: self)
    }

    public override func reset() {
        script?.reset(recognizer: self)
    }
}
