/// The swipe state of one table (rules W3–W6), as a state machine: each input returns the
/// actions the table must carry out, in order (delegate calls, trace records, an animation's
/// end to schedule), and the machine itself calls nothing. Its state is private; the table
/// reads what it needs through the computed properties.
///
/// Phases: idle → dragging (the `swipeActions` pan began) → at lift opening → open, or
/// performing (a full swipe), or closing → idle. While opening, open or performing the row is
/// open: the next touch in the table is consumed (W5). Every change of phase that makes a
/// pending animation end or a pending `complete` stale bumps `generation`, so a stale one does
/// nothing (W6: `complete` called twice, or after the row closed).
struct RowSwipe {
    /// An action's button width (W4, I).
    static let buttonWidth = 74.0
    /// How long opening and closing animate (W4).
    static let animationDuration = 0.25
    /// The fraction of the row's width past which a lift performs the first action (W4).
    static let fullSwipeFraction = 0.6

    /// What the table must do.
    enum Effect: Equatable {
        case trace(SwipeEvent, Cell, reason: String)
        case willBeginEditing(Cell)
        case didEndEditing(Cell)
        /// Run `action` on `cell`; its completion carries `generation`.
        case perform(SwipeAction, Cell, generation: Int)
        /// Call ``animationEnded(generation:now:)`` after ``RowSwipe/animationDuration``.
        case scheduleAnimationEnd(generation: Int)

        static func == (a: Effect, b: Effect) -> Bool {
            switch (a, b) {
            case (.trace(let e1, let c1, let r1), .trace(let e2, let c2, let r2)): e1 == e2 && c1 === c2 && r1 == r2
            case (.willBeginEditing(let c1), .willBeginEditing(let c2)): c1 === c2
            case (.didEndEditing(let c1), .didEndEditing(let c2)): c1 === c2
            case (.perform(let a1, let c1, let g1), .perform(let a2, let c2, let g2)): a1 == a2 && c1 === c2 && g1 == g2
            case (.scheduleAnimationEnd(let g1), .scheduleAnimationEnd(let g2)): g1 == g2
            default: false
            }
        }
    }

    private enum Phase: Equatable { case idle, dragging, opening, open, performing, closing }

    private var phase = Phase.idle
    private var cell: Cell?
    private var edge = SwipeEdge.trailing
    private var configuration = SwipeActionsConfiguration.empty
    /// The offset animates from `from` at `start` to `to` (a drag sets both ends).
    private var from = 0.0
    private var to = 0.0
    private var start = -Double.infinity
    private var generation = 0
    /// The button a consumed touch began on (W5), if any.
    private var pressedButton: Int?

    /// The table reads true (W3) from the swipe's beginning until the close ends.
    var isEditing: Bool { phase != .idle }
    /// The row being swiped, open, or closing.
    var swipedCell: Cell? { cell }
    /// The open row (opening, open, or waiting for its action's `complete`), if any.
    var openCell: Cell? { isOpen ? cell : nil }
    /// W5: the next touch in the table is consumed.
    var isOpen: Bool { phase == .opening || phase == .open || phase == .performing }
    /// The side being swiped or shown.
    var openEdge: SwipeEdge { edge }
    /// The actions being shown.
    var actions: [SwipeAction] { configuration.actions }

    /// The row's horizontal offset at `now`: negative when the trailing side shows.
    func offset(of row: Cell, at now: Double) -> Double {
        guard row === cell else { return 0 }
        let t = (now - start) / Self.animationDuration
        if !(t < 1) { return to }
        if t <= 0 { return from }
        return from + (to - from) * t
    }

    /// Whether the row's offset moves at `now`: opening, closing, or a full swipe running out
    /// (W4). A drag is not an animation: the row follows the finger.
    func isAnimating(at now: Double) -> Bool {
        guard cell != nil, from != to else { return false }
        let t = (now - start) / Self.animationDuration
        return t >= 0 && t < 1
    }

    /// The total width of the buttons shown (W4).
    var buttonsWidth: Double { Double(configuration.actions.count) * Self.buttonWidth }

    // MARK: - Inputs

    /// The `swipeActions` pan began on `row` toward `edge` (W3). A row still closing finishes
    /// its close first.
    mutating func begin(row: Cell, edge: SwipeEdge, configuration: SwipeActionsConfiguration, now: Double)
        -> [Effect]
    {
        var effects = phase == .idle ? [] : finish(reason: "newSwipe")
        phase = .dragging
        cell = row
        self.edge = edge
        self.configuration = configuration
        from = 0
        to = 0
        start = -.infinity
        generation += 1
        effects += [.trace(.begin, row, reason: edge == .trailing ? "dragLeft" : "dragRight"), .willBeginEditing(row)]
        return effects
    }

    /// The finger moved `dx` points horizontally since the touch began: the row follows it,
    /// toward the side being opened only.
    mutating func drag(dx: Double) {
        guard phase == .dragging, dx.isFinite else { return }
        let offset = edge == .trailing ? min(0, dx) : max(0, dx)
        from = offset
        to = offset
    }

    /// W4: the finger lifted `dx` points from where it began, on a row `width` wide.
    mutating func lift(dx: Double, width: Double, now: Double) -> [Effect] {
        guard phase == .dragging, let row = cell else { return [] }
        drag(dx: dx)
        let distance = edge == .trailing ? -dx : dx
        if configuration.performsFirstActionWithFullSwipe, let first = configuration.actions.first,
            distance > width * Self.fullSwipeFraction
        {
            phase = .performing
            generation += 1
            animate(to: edge == .trailing ? -width : width, now: now)
            return [.trace(.perform, row, reason: "fullSwipe"), .perform(first, row, generation: generation)]
        }
        if distance > buttonsWidth / 2 {
            phase = .opening
            generation += 1
            animate(to: edge == .trailing ? -buttonsWidth : buttonsWidth, now: now)
            return [.trace(.open, row, reason: "pastHalfOfButtons"), .scheduleAnimationEnd(generation: generation)]
        }
        return close(reason: "notPastHalfOfButtons", animated: true, now: now)
    }

    /// The swipe's touch was cancelled (its recognizer cancelled): the row closes.
    mutating func cancel(now: Double) -> [Effect] {
        guard phase == .dragging else { return [] }
        return close(reason: "swipeCancelled", animated: true, now: now)
    }

    /// Closes the row, animated over 0.25 s or at once; `tableDidEndEditingRow` when it has
    /// closed. Nothing when no row is swiped or the row already closes.
    mutating func close(reason: String, animated: Bool, now: Double) -> [Effect] {
        guard let row = cell, phase != .idle else { return [] }
        if phase == .closing {
            return animated ? [] : finish(reason: reason, traced: true)
        }
        guard animated else { return finish(reason: reason) }
        phase = .closing
        generation += 1
        pressedButton = nil
        animate(to: 0, now: now)
        return [.trace(.close, row, reason: reason), .scheduleAnimationEnd(generation: generation)]
    }

    /// An animation scheduled with `generation` ended: opening → open, closing → closed.
    mutating func animationEnded(generation: Int, now: Double) -> [Effect] {
        guard generation == self.generation else { return [] }
        switch phase {
        case .opening:
            phase = .open
            return []
        case .closing:
            return finish(reason: "closed", traced: true)
        default:
            return []
        }
    }

    /// W6: the action's `complete(performed)`; a stale one (called again, or after the row
    /// closed) does nothing.
    mutating func complete(generation: Int, performed: Bool, now: Double) -> [Effect] {
        guard phase == .performing, generation == self.generation else { return [] }
        return close(reason: performed ? "completed" : "completedNotPerformed", animated: true, now: now)
    }

    /// `row` left the table: a swipe on it ends at once.
    mutating func rowRemoved(_ row: Cell) -> [Effect] {
        guard row === cell, phase != .idle else { return [] }
        return finish(reason: "rowRemoved", traced: phase == .closing)
    }

    /// W5: a new touch began in the table while the row is open, at `x` in the open row's
    /// coordinates (nil: not on it). On a shown button it is remembered; anywhere else the row
    /// closes now.
    mutating func touchBegan(atRowX x: Double?, width: Double, now: Double) -> [Effect] {
        guard isOpen else { return [] }
        if phase == .open, let x, let button = button(at: x, width: width) {
            pressedButton = button
            return []
        }
        return close(reason: "touchWhileOpen", animated: true, now: now)
    }

    /// W5: the consumed touch lifted at `x` in the open row (nil: not on it): a tap on the
    /// button it began on runs that action; any other lift closes the row.
    mutating func touchEnded(atRowX x: Double?, width: Double, now: Double) -> [Effect] {
        guard let pressed = pressedButton else { return [] }
        pressedButton = nil
        guard phase == .open, let row = cell else { return [] }
        guard let x, button(at: x, width: width) == pressed else {
            return close(reason: "touchWhileOpen", animated: true, now: now)
        }
        phase = .performing
        generation += 1
        return [
            .trace(.perform, row, reason: "tappedAction"),
            .perform(configuration.actions[pressed], row, generation: generation),
        ]
    }

    /// W4: the button under `x` (the row's own coordinates) while the row is open: the first
    /// action outermost, min edges inclusive, max edges exclusive (as H5).
    func button(at x: Double, width: Double) -> Int? {
        let w = Self.buttonWidth
        let count = Double(configuration.actions.count)
        // Button i spans [width − 74(i+1), width − 74i) on the trailing side, [74i, 74(i+1))
        // on the leading side.
        let index: Double
        switch edge {
        case .trailing:
            guard x < width else { return nil }
            index = ((width - x) / w).rounded(.up) - 1
        case .leading:
            guard x >= 0 else { return nil }
            index = (x / w).rounded(.down)
        }
        guard index >= 0, index < count else { return nil }
        return Int(index)
    }

    // MARK: - Private

    private mutating func animate(to target: Double, now: Double) {
        from = offset(of: cell!, at: now)
        to = target
        start = now
    }

    /// Ends the swipe at once: `swipe.close` (unless traced when the close began), then
    /// `tableDidEndEditingRow`.
    private mutating func finish(reason: String, traced: Bool = false) -> [Effect] {
        guard let row = cell else { return [] }
        phase = .idle
        cell = nil
        pressedButton = nil
        configuration = .empty
        from = 0
        to = 0
        start = -.infinity
        generation += 1
        return traced ? [.didEndEditing(row)] : [.trace(.close, row, reason: reason), .didEndEditing(row)]
    }
}
