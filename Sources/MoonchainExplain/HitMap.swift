import ResponderKit

/// Which view a touch would reach all over the screen, sampled on a grid, and where every
/// view is. Built by `SceneExplainer.hitMap(step:window:)`; `svg` draws it.
public struct HitMap: Sendable, Equatable {
    /// A view of the scene, placed on the screen.
    public struct ViewBox: Sendable, Equatable {
        /// The view's name.
        public var name: String
        /// "view" or "window".
        public var kind: String
        /// Its bounds in screen coordinates; with a transform on it or above it, the bounding
        /// box of `outline`.
        public var screenFrame: Rect
        /// The four corners of its bounds on the screen, when a transform turns or shears them
        /// out of an axis-aligned rect (rule H8); nil when `screenFrame` is the outline.
        public var outline: [Point]?
        /// Whether it or one of its ancestors is hidden.
        public var hidden: Bool
        /// Its own alpha.
        public var alpha: Double
        /// Nesting depth: 0 for windows.
        public var depth: Int
        /// Its `backgroundColor`, if it has one.
        public var backgroundColor: Color?

        /// A placed view.
        public init(
            name: String, kind: String, screenFrame: Rect, hidden: Bool, alpha: Double, depth: Int,
            outline: [Point]? = nil, backgroundColor: Color? = nil
        ) {
            self.outline = outline
            self.backgroundColor = backgroundColor
            self.name = name
            self.kind = kind
            self.screenFrame = screenFrame
            self.hidden = hidden
            self.alpha = alpha
            self.depth = depth
        }
    }

    /// A view that takes touches somewhere, with its colour on the map.
    public struct Entry: Sendable, Equatable {
        /// The view's name.
        public var name: String
        /// Its fill colour, `#rrggbb`.
        public var color: String
        /// The sample cells it takes.
        public var cells: Int
        /// The share of the screen's area those cells cover (0...1).
        public var areaFraction: Double
        /// Its alpha is below 0.1, yet it takes touches over more than a quarter of the screen.
        public var invisibleButBlocking: Bool

        /// A legend entry.
        public init(name: String, color: String, cells: Int, areaFraction: Double, invisibleButBlocking: Bool) {
            self.name = name
            self.color = color
            self.cells = cells
            self.areaFraction = areaFraction
            self.invisibleButBlocking = invisibleButBlocking
        }
    }

    /// A view with alpha below this that wins touches over more than `blockingArea` of the
    /// screen is "invisible but blocking".
    public static let invisibleAlpha = 0.1
    /// See `invisibleAlpha`.
    public static let blockingArea = 0.25

    /// The screen's size.
    public var screen: Size
    /// The distance between samples, in points.
    public var step: Double
    /// Sample cells per row and rows.
    public var columns: Int, rows: Int
    /// Per cell, row by row: the index in `legend` of the view a touch there reaches (nil: none).
    public var cells: [Int?]
    /// Every view of every window, in tree order (windows front to back, parents first).
    public var views: [ViewBox]
    /// The views that take touches, in tree order.
    public var legend: [Entry]
    /// The window the sampling was restricted to, if any.
    public var restrictedTo: String?

    /// A hit map; `SceneExplainer` builds these.
    public init(
        screen: Size, step: Double, columns: Int, rows: Int, cells: [Int?], views: [ViewBox],
        legend: [Entry], restrictedTo: String?
    ) {
        self.screen = screen
        self.step = step
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.views = views
        self.legend = legend
        self.restrictedTo = restrictedTo
    }

    /// The screen rectangle of the cell at `column`, `row` (the last ones are cut at the screen's edge).
    public func cellRect(column: Int, row: Int) -> Rect {
        let x = Double(column) * step
        let y = Double(row) * step
        return Rect(x: x, y: y, width: min(step, screen.width - x), height: min(step, screen.height - y))
    }

    /// The screen point sampled for a cell: its centre.
    public func samplePoint(column: Int, row: Int) -> Point {
        let rect = cellRect(column: column, row: row)
        return Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    }

    /// The name of the view a touch in the cell reaches, if any.
    public func viewName(column: Int, row: Int) -> String? {
        cells[row * columns + column].map { legend[$0].name }
    }
}
