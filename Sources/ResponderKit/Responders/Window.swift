/// A window: the root of a view tree, placed on the screen (UIWindow).
public final class Window: View {
    /// Windows with a higher level are in front; among equal levels, later windows are.
    public var level: Double = 0
    // Read by every key and press event's route: Performance.md#unchecked-exclusivity.
    /// The window's first responder (rule F1).
    @exclusivity(unchecked) public internal(set) var firstResponder: Responder?
    /// The controller whose root view the scene placed directly in this window (rule R2).
    public var rootViewController: ViewController?
    /// Set on the input window: a point on none of its subviews passes on to the windows behind.
    public internal(set) var passesTouchesThrough: Bool {
        @inlinable get { _passesTouchesThrough }
        set { _passesTouchesThrough = newValue }
    }
    // Read on every hit test: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) @usableFromInline var _passesTouchesThrough = false

    /// The application the window was last added to, while it exists (nil after).
    var owner: Application? {
        get { ownerLink?.application }
        set { ownerLink = newValue?.link }
    }
    @exclusivity(unchecked) private var ownerLink: ApplicationLink?  // Performance.md#unchecked-exclusivity
    /// `owner`, read without retaining the link or the application (a hot path's trace check).
    final var unretainedOwner: Unretained<Application> {
        @inline(__always) get {
            guard let link = Unretained(ownerLink).reference else { return Unretained(nil) }
            return link._withUnsafeGuaranteedRef { $0.unretainedApplication }
        }
    }

    /// A window whose `frame` is in screen coordinates.
    public override init(name: String, frame: Rect) {
        super.init(name: name, frame: frame, kind: .window)
    }

    public override var application: Application? { owner }
    public override var windowForFirstResponder: Window? { self }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { owner?.keyWindow === self }

    /// Makes this window the key window without changing whether it is shown (UIWindow's
    /// `makeKey`): a hidden window becomes key and stays hidden, so it gets motion, presses,
    /// remote-control events and actions but no touches (rule H1).
    public func makeKey() {
        owner?.makeKey(self)
    }

    /// Shows this window (`isHidden = false`), puts it in front of the other windows of its
    /// level, and makes it the key window (UIWindow's `makeKeyAndVisible`).
    public func makeKeyAndVisible() {
        isHidden = false
        owner?.bringToFrontOfLevel(self)
        owner?.makeKey(self)
    }
}
