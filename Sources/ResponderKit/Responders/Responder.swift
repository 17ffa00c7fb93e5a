/// An object that can receive events and take part in the responder chain (UIResponder).
///
/// Every overridable method is called through the responder, which asks its `behavior` when
/// the behaviour overrides that method and runs the host default otherwise.
public class Responder {
    /// A name unique within the application, stable for the responder's life.
    public let name: String
    public let kind: ResponderKind
    /// The scripted (or embedder-supplied) overrides of this responder's methods.
    /// Setting it tells a table whose subview this is (its overrides may change how the view
    /// is hit-tested); so does ``behaviorDidChange()``, for a behaviour whose overrides changed.
    public final var behavior: (any ResponderBehavior)? {
        @inlinable get { _behavior }
        set {
            _behavior = newValue
            behaviorDidChange()
        }
    }
    // Read on every call of an overridable method: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) @usableFromInline var _behavior: (any ResponderBehavior)?

    init(name: String, kind: ResponderKind) {
        self.name = name
        self.kind = kind
        takesKeyInput = self is any KeyInput
    }

    /// Whether this responder's class takes key input (rule K5), asked once: a key's route reads
    /// it at every key down instead of asking the first responder's conformance again.
    @exclusivity(unchecked) private var takesKeyInput = false

    /// Call after the responder's behaviour changed which methods it overrides (a reload):
    /// what the core keeps about those overrides (a table's row index) is worked out again.
    public final func behaviorDidChange() {
        guard let view = self as? View else { return }
        view.takePointInsideShortcut(from: behavior)
        view.noteGeometryChange()
    }

    /// The application this responder belongs to, once it is attached to one.
    public var application: Application? { nil }

    /// The window that holds this responder's first-responder status, if it is in one.
    public var windowForFirstResponder: Window? { nil }

    // MARK: - First-responder hooks a class refines (a text field's editing, X1–X5)

    /// The class's `canBecomeFirstResponder` default: UIResponder's no; a text field's: while
    /// enabled (X1).
    var classCanBecomeFirstResponder: Bool { false }
    /// This responder as text input (rule K5), if its class takes key input.
    final var asKeyInput: (any KeyInput)? { takesKeyInput ? self as? any KeyInput : nil }
    /// Asked by the default `becomeFirstResponder` before the current first responder is asked
    /// to resign (X2, X3: `textFieldShouldBeginEditing`).
    func firstResponderShouldBegin() -> Bool { true }
    /// Asked by the default `resignFirstResponder` (X4: `textFieldShouldEndEditing`).
    func firstResponderShouldEnd() -> Bool { true }
    /// This responder has just become its window's first responder (X2: editing begins).
    func firstResponderDidBegin(in app: Application?) {}
    /// This responder has just stopped being its window's first responder, whatever the cause:
    /// a resign, another responder taking over, leaving the window (X4, X5: editing ends).
    func firstResponderDidEnd(in app: Application?) {}

    @inline(__always)
    final func overridden(_ method: ResponderMethod) -> (any ResponderBehavior)? {
        guard let behavior, behavior.overrides.contains(method) else { return nil }
        return behavior
    }
}

extension Responder: CustomStringConvertible {
    public var description: String { "\(kind.rawValue) \(name)" }
}

/// The application delegate, as a plain responder at the end of the chain (rule R4).
public final class AppDelegate: Responder {
    /// The application the delegate was last given to, while it exists (nil after).
    var owner: Application? {
        get { ownerLink?.application }
        set { ownerLink = newValue?.link }
    }
    private var ownerLink: ApplicationLink?

    public init(name: String = "delegate") {
        super.init(name: name, kind: .delegate)
    }

    public override var application: Application? { owner }
}
