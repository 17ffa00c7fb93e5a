/// One node of an imported scene: a dump record read into the fields a scene models (or the
/// window the importer adds around a root that is not one).
public struct ImportedNode: Sendable {
    /// The scene constructor the record becomes (the contract's mapping).
    public enum Kind: String, Sendable {
        case window, scrollView, button, `switch`, slider, control, view
        // v3: a UITableView holding UITableViewCell records (TableImport).
        case tableView, cell
        // v3: a UINavigationController's view (NavigationImport) and a UITextField.
        case navigation, controller, textField
    }

    public var kind: Kind
    /// The scene name: `CLASS@ADDRESS`, `CLASS#N`, with `~2`… when it would repeat.
    public var name: String
    /// The class as printed; nil for the window the importer added.
    public var className: String?
    public var baseClass: String?
    public var address: String?
    /// The dump line the record is on; nil for the window the importer added.
    public var line: Int?
    /// The frame a scene gives: the untransformed rectangle centred where the view is.
    public var frame: ImportRect
    /// The frame as the dump printed it (the transformed bounding box when there is a transform).
    public var printedFrame: ImportRect
    public var transform: ImportTransform?
    /// The bounds origin: a scroll view's `contentOffset`, else (0, 0).
    public var boundsOrigin: (x: Double, y: Double) = (0, 0)
    public var contentOffset: (x: Double, y: Double)?
    public var contentSize: (width: Double, height: Double)?
    public var hidden = false
    public var alpha = 1.0
    public var userInteractionEnabled = true
    public var clipsToBounds = false
    public var tag: Int?
    public var text: String?
    public var backgroundColor: RGBA?
    /// A slider's `value:`.
    public var value: Double?
    /// True when `gestureRecognizers = <NSArray…>` was printed.
    public var hasGestureRecognizers = false
    /// The index of the superview in ``ImportedScene/nodes``; nil for the root window.
    public var parent: Int?
    public var children: [Int] = []

    public init(kind: Kind, name: String, frame: ImportRect) {
        self.kind = kind
        self.name = name
        self.frame = frame
        self.printedFrame = frame
    }

    /// The bounds: origin from the content offset, size from the (solved) frame.
    public var bounds: ImportRect {
        ImportRect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height)
    }
}
