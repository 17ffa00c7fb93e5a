/// A rectangular area in a window that can receive touches (UIView).
public class View: Responder {
    // Every hit-test visit reads the stored fields here: Performance.md#unchecked-exclusivity.
    // The public ones are computed over `_`-prefixed storage, read through inlinable getters.

    /// Where the view sits in its superview: the origin its frame would have with no transform,
    /// i.e. `center` minus half the bounds' size. Stored rather than `center` so a frame set
    /// without a transform reads back exactly.
    @exclusivity(unchecked) @usableFromInline var frameOrigin: Point
    /// The view's own coordinate space: a non-zero origin scrolls the content (rule H4).
    /// Changing its size keeps `center` where it is, as UIKit does. On a scroll view the origin
    /// is the content offset (S1): every change of it, whoever writes it, calls
    /// `scrollViewDidScroll` once (S11), here and nowhere else.
    public final var bounds: Rect {
        @inlinable get { _bounds }
        set {
            let oldSize = _bounds.size
            let moved = newValue.origin != _bounds.origin
            _bounds = newValue
            if newValue.size != oldSize {
                frameOrigin.x -= (newValue.size.width - oldSize.width) / 2
                frameOrigin.y -= (newValue.size.height - oldSize.height) / 2
            }
            noteGeometryChange()
            // One compare of the kind, no cast, for the plain views (a hit-test tree's many).
            if moved, kind == .scrollView || kind == .tableView {
                unsafeDowncast(self, to: ScrollView.self).offsetDidChange()
            }
        }
    }
    @exclusivity(unchecked) @usableFromInline var _bounds: Rect
    /// Whether `transform` is anything but the identity: the one test the conversions and the
    /// hit test make, so views without a transform cost what they did before transforms existed.
    @exclusivity(unchecked) @usableFromInline private(set) var hasTransform = false
    /// Whether the hit test must leave its plain path for this view: a window (it keeps its own
    /// application) or a view with a transform. One stored test in the hit test's loop, in
    /// place of the window test it replaces, so views without a transform cost what they did.
    @exclusivity(unchecked) @usableFromInline private(set) var leavesPlainHitPath: Bool
    /// The inverse of `transform`; nil when it has none (a transform that squashes the view flat).
    @usableFromInline private(set) var inverseTransform: Transform? = .identity
    /// The view's transform, applied about its center (UIKit's default anchor point, rule H8).
    public final var transform: Transform {
        @inlinable get { _transform }
        set {
            _transform = newValue
            hasTransform = !newValue.isIdentity
            inverseTransform = newValue.inverted()
            leavesPlainHitPath = kind == .window || hasTransform
            noteGeometryChange()
        }
    }
    // The studio's scene read and its why recorder read it of every view per update.
    @exclusivity(unchecked) @usableFromInline var _transform: Transform = .identity
    public final var isHidden: Bool {
        @inlinable get { _isHidden }
        set { _isHidden = newValue }
    }
    public final var alpha: Double {
        @inlinable get { _alpha }
        set { _alpha = newValue }
    }
    public final var isUserInteractionEnabled: Bool {
        @inlinable get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }
    @exclusivity(unchecked) @usableFromInline var _isHidden = false
    @exclusivity(unchecked) @usableFromInline var _alpha = 1.0
    @exclusivity(unchecked) @usableFromInline var _isUserInteractionEnabled = true
    /// Set by a ``Control`` whose `isEnabled` is false: the hit test skips it (rule C4) with one
    /// stored test, as it does a view with `userInteractionEnabled` false.
    @exclusivity(unchecked) @usableFromInline var _isDisabledControl = false
    /// This view as a ``Control``, when it is one: a class-level answer (one virtual call, no
    /// dynamic cast) for the defaults that differ for controls (touch handling, rule C1, and
    /// `gestureRecognizerShouldBegin`, rule C6).
    public var asControl: Control? { nil }
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    public final var clipsToBounds: Bool {
        @inlinable get { _clipsToBounds }
        set { _clipsToBounds = newValue }
    }
    /// What the view's rect is filled with when drawn (UIView's `backgroundColor`); nil draws
    /// nothing (transparent). No event rule reads it.
    public final var backgroundColor: Color? {
        @inlinable get { _backgroundColor }
        set { _backgroundColor = newValue }
    }
    // Read of every view for each studio update (issue 41: a 2,000-view scene per click).
    @exclusivity(unchecked) @usableFromInline var _clipsToBounds = false
    @exclusivity(unchecked) @usableFromInline var _backgroundColor: Color?

    public internal(set) final var subviews: [View] {
        @inlinable get { _subviews }
        _modify { yield &_subviews }
    }
    @exclusivity(unchecked) @usableFromInline var _subviews: [View] = []
    // The back-pointers are Unretained (Performance.md#unretained-references). A view is its
    // superview's only while in its `subviews`, which hold it, and the superview clears the
    // pointer when the view leaves (`removeFromSuperview`, `insertSubview` elsewhere) or the
    // superview goes away (`deinit`); a controller clears its root view's in its `deinit`.

    /// The view whose `subviews` hold this one.
    public internal(set) final var superview: View? {
        @inlinable get { _superview.object }
        set { _superview = Unretained(newValue) }
    }
    @exclusivity(unchecked) @usableFromInline var _superview = Unretained<View>(nil)
    /// The controller whose root view this is (rule R1).
    public internal(set) final var viewController: ViewController? {
        @inlinable get { _viewController.object }
        set { _viewController = Unretained(newValue) }
    }
    @exclusivity(unchecked) @usableFromInline var _viewController = Unretained<ViewController>(nil)
    /// The window this view is in (the nearest window among its ancestors), kept up to date by
    /// every tree edit so `window` and `application` need no walk. Never a window itself (a
    /// window's `window` is itself) and nil for a window; cleared for the whole subtree when the
    /// view leaves it or the window goes away.
    private var enclosingWindow: Window? {
        get { _enclosingWindow.object }
        set { _enclosingWindow = Unretained(newValue) }
    }
    @exclusivity(unchecked) private var _enclosingWindow = Unretained<Window>(nil)
    /// The behaviour's direct path to its `pointInside` override, when it offers one and
    /// overrides `pointInside` (issue 41): the hit test calls it without the protocol's dispatch
    /// or a retain of the behaviour. Taken again whenever the behaviour changes.
    @exclusivity(unchecked) private(set) var pointInsideShortcut: PointInsideShortcut?

    /// Shown at the bottom of the screen while this view is first responder (rule F3).
    public var inputView: View?
    /// Shown directly above `inputView` while this view is first responder (rule F3).
    public var inputAccessoryView: View?

    /// Whether this view shows the system keyboard when it becomes first responder without an
    /// `inputView` (X6): a text field, or a UIKeyInput view (the scene's `keyboard = true`).
    public var showsKeyboard = false

    /// The recognizers attached to this view, in the order they were added (rule G1).
    public internal(set) final var gestureRecognizers: [GestureRecognizer] {
        @inlinable get { _gestureRecognizers }
        _modify { yield &_gestureRecognizers }
    }
    /// Read for every ancestor of a new touch's view: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) @usableFromInline var _gestureRecognizers: [GestureRecognizer] = []

    public init(name: String, frame: Rect) {
        self.frameOrigin = frame.origin
        _bounds = Rect(origin: .zero, size: frame.size)
        self.leavesPlainHitPath = false
        super.init(name: name, kind: .view)
    }

    init(name: String, frame: Rect, kind: ResponderKind) {
        self.frameOrigin = frame.origin
        _bounds = Rect(origin: .zero, size: frame.size)
        self.leavesPlainHitPath = kind == .window
        super.init(name: name, kind: kind)
    }

    /// The view's rectangle in its superview's coordinates (a window's: in screen coordinates).
    /// With a transform, the smallest axis-aligned rect holding the transformed bounds (rule H8).
    /// Setting it keeps the bounds' origin and takes the new size; with a transform (where UIKit
    /// leaves the result undefined) it sets `center` to the rect's middle and the bounds' size to
    /// its size, and the transform then applies to that.
    public var frame: Rect {
        get {
            guard hasTransform else { return Rect(origin: frameOrigin, size: bounds.size) }
            return Rect.boundingBox(of: bounds.corners.map { transformedToSuperview($0) })
        }
        set {
            bounds.size = newValue.size
            if hasTransform {
                center = Point(x: newValue.midX, y: newValue.midY)
            } else {
                frameOrigin = newValue.origin
                noteGeometryChange()
            }
        }
    }

    /// The view's center in its superview's coordinates (a window's: the screen's); the
    /// transform turns and scales the view about it.
    public var center: Point {
        get { Point(x: frameOrigin.x + bounds.size.width / 2, y: frameOrigin.y + bounds.size.height / 2) }
        set {
            frameOrigin = Point(x: newValue.x - bounds.size.width / 2, y: newValue.y - bounds.size.height / 2)
            noteGeometryChange()
        }
    }

    /// Takes `behavior`'s `pointInside` shortcut, if it overrides `pointInside` and offers one.
    final func takePointInsideShortcut(from behavior: (any ResponderBehavior)?) {
        guard let behavior, behavior.overrides.contains(.pointInside) else {
            pointInsideShortcut = nil
            return
        }
        pointInsideShortcut = behavior.pointInsideShortcut
    }

    /// Tells a table this view is a subview of that the view moved, resized or changed how it
    /// is hit-tested: the table's row index (and its stacking) no longer hold as they were.
    @inline(__always)
    final func noteGeometryChange() {
        // No retain of the superview (its subviews hold this view, so it is alive): a scroll
        // view's every frame of motion sets its bounds. Performance.md#guaranteed-references.
        guard _superview.reference != nil else { return }
        _superview.withObject { parent in
            if parent.kind == .tableView { unsafeDowncast(parent, to: TableView.self).subviewDidChange() }
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
    /// `application`, read without a retain of the window, its link or the application: for a
    /// hot path that only traces (Performance.md#unretained-references: the application
    /// outlives every call into a behaviour of its views).
    final var unretainedApplication: Unretained<Application> {
        @inline(__always) get {
            if kind == .window { return unsafeDowncast(self, to: Window.self).unretainedOwner }
            guard let window = _enclosingWindow.reference else { return Unretained(nil) }
            return window._withUnsafeGuaranteedRef { $0.unretainedOwner }
        }
    }
    public override var windowForFirstResponder: Window? { window }

    /// Whether UIKit's hit test ignores the view for its opacity (rule H1). UIKit keeps
    /// alpha as a 32-bit float and skips views below 0.01, so 0.01 itself is skipped too.
    public var isTransparentToTouches: Bool {
        Double(Float(alpha)) < 0.01
    }
}
