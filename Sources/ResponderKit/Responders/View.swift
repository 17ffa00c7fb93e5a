/// A rectangular area in a window that can receive touches (UIView).
public class View: Responder {
    // The properties every hit-test visit reads skip the runtime exclusivity check
    // (`@exclusivity(unchecked)`): each check costs more than the visit's own work, and the
    // core never holds an access to them across a call that could reach them again.

    /// The origin of the frame in the superview's coordinates; the size is the bounds' size.
    @exclusivity(unchecked) private var frameOrigin: Point
    /// The view's own coordinate space: a non-zero origin scrolls the content (rule H4).
    @exclusivity(unchecked) public var bounds: Rect
    @exclusivity(unchecked) public var isHidden = false
    @exclusivity(unchecked) public var alpha = 1.0
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    public var clipsToBounds = false

    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    public internal(set) weak var superview: View?
    /// The controller whose root view this is (rule R1).
    public internal(set) weak var viewController: ViewController?

    /// Shown at the bottom of the screen while this view is first responder (rule F3).
    public var inputView: View?
    /// Shown directly above `inputView` while this view is first responder (rule F3).
    public var inputAccessoryView: View?

    /// The recognizers attached to this view, in the order they were added (rule G1).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    public init(name: String, frame: Rect) {
        self.frameOrigin = frame.origin
        self.bounds = Rect(origin: .zero, size: frame.size)
        super.init(name: name, kind: .view)
    }

    init(name: String, frame: Rect, kind: ResponderKind) {
        self.frameOrigin = frame.origin
        self.bounds = Rect(origin: .zero, size: frame.size)
        super.init(name: name, kind: kind)
    }

    /// The view's rectangle in its superview's coordinates (a window's: in screen coordinates).
    /// Setting it keeps the bounds' origin and takes the new size.
    public var frame: Rect {
        get { Rect(origin: frameOrigin, size: bounds.size) }
        set {
            frameOrigin = newValue.origin
            bounds.size = newValue.size
        }
    }

    /// The window this view is in, found by walking up the superviews.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    public override var application: Application? { window?.owner }
    public override var windowForFirstResponder: Window? { window }

    /// Whether UIKit's hit test ignores the view for its opacity (rule H1). UIKit keeps
    /// alpha as a 32-bit float and skips views below 0.01, so 0.01 itself is skipped too.
    public var isTransparentToTouches: Bool {
        Double(Float(alpha)) < 0.01
    }
}
