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
    // The back-pointers are unowned(unsafe), not weak: a weak reference gives its target a side
    // table for good, and every retain and release of an object with one (every view with
    // subviews) takes the runtime's slow path. Their owners keep them valid instead: a view is
    // its superview's only while in its `subviews`, which hold it, and the superview clears the
    // pointer when the view leaves (`removeFromSuperview`, `insertSubview` elsewhere) or the
    // superview goes away (`deinit`); a controller clears its root view's in its `deinit`.

    /// The view whose `subviews` hold this one.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: View?
    /// The controller whose root view this is (rule R1).
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var viewController: ViewController?
    /// The window this view is in (the nearest window among its ancestors), kept up to date by
    /// every tree edit so `window` and `application` need no walk. Never a window itself (a
    /// window's `window` is itself) and nil for a window; cleared for the whole subtree when the
    /// view leaves it or the window goes away.
    @exclusivity(unchecked) private unowned(unsafe) var enclosingWindow: Window?

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

    deinit {
        // The subviews may outlive this view (a script can hold them): they have no superview
        // now, and no window (a view that is not a window had none already, or its superview
        // would still hold it). A subview only this view held goes too: its own subviews are
        // taken over first, so a deep tree is torn down in this loop, not one native frame per
        // level.
        var pending = subviews
        subviews = []
        while var subview = pending.popLast() {
            subview.superview = nil
            if subview.kind != .window, subview.enclosingWindow != nil { subview.setWindow(nil) }
            if isKnownUniquelyReferenced(&subview) {
                pending.append(contentsOf: subview.subviews)
                subview.subviews = []
            }
        }
        // So may its recognizers (a touch or a script can hold them): they have no view now.
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }

    /// The window this view is in: itself for a window, else the nearest window among its
    /// superviews.
    public var window: Window? {
        if kind == .window { return unsafeDowncast(self, to: Window.self) }
        return enclosingWindow
    }

    /// Records that this view, not a window, and its subtree down to any window in it, are now
    /// in `window`.
    final func setWindow(_ window: Window?) {
        // A list of its own rather than recursion: the subtree may be deep.
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.enclosingWindow = window
            for subview in view.subviews where subview.kind != .window { pending.append(subview) }
        }
    }

    public override var application: Application? { window?.owner }
    public override var windowForFirstResponder: Window? { window }

    /// Whether UIKit's hit test ignores the view for its opacity (rule H1). UIKit keeps
    /// alpha as a 32-bit float and skips views below 0.01, so 0.01 itself is skipped too.
    public var isTransparentToTouches: Bool {
        Double(Float(alpha)) < 0.01
    }
}
