/// Swipe actions on a table's rows (rules W1–W8): the table carries out what its
/// ``RowSwipe`` state machine decides, with the delegate and the virtual clock.
extension TableView {
    /// W3: true from a swipe's beginning until its row has closed.
    public var isEditing: Bool { swipe.isEditing }

    /// The open row (opening, open, or waiting for its action's `complete`), or nil.
    public func openSwipeRow() -> Cell? { swipe.openCell }

    /// Closes a swiped row, animated over 0.25 s or at once; `tableDidEndEditingRow` when it
    /// has closed. Nothing when no row is swiped.
    public func closeSwipeRow(animated: Bool) {
        run(swipe.close(reason: "closeSwipeRow", animated: animated, now: swipeNow))
    }

    /// How far `cell`'s content is moved by a swipe now, in points: negative when the trailing
    /// side shows, 0 for a row that is not swiped.
    public func swipeOffset(of cell: Cell) -> Double {
        swipe.offset(of: cell, at: swipeNow)
    }

    /// Whether a swiped row's offset is animating now (opening, closing or a full swipe, over
    /// 0.25 s on the virtual clock, W4), so a viewer drawing it should ask for frames meanwhile.
    public var isSwipeAnimating: Bool { swipe.isAnimating(at: swipeNow) }

    /// The actions being shown or swiped (the open row's side), first outermost.
    public var shownSwipeActions: (edge: SwipeEdge, actions: [SwipeAction])? {
        swipe.swipedCell == nil ? nil : (swipe.openEdge, swipe.actions)
    }

    private var swipeNow: Double { application?.clock.now ?? 0 }

    /// W1: the delegate's configuration for `edge` of `cell`; for the trailing edge, a nil or
    /// failed answer (or none) gives the default Delete when the delegate commits deletes. An
    /// empty configuration disables that edge.
    func swipeConfiguration(for cell: Cell, edge: SwipeEdge) -> SwipeActionsConfiguration {
        let delegate = self.delegate
        let answer =
            edge == .trailing
            ? delegate?.tableTrailingSwipeActions(self, cell: cell)
            : delegate?.tableLeadingSwipeActions(self, cell: cell)
        if case .answered(let configuration?)? = answer { return configuration }
        if edge == .trailing, self.delegate?.tableCommitsDelete(self) == true { return .defaultDelete }
        return .empty
    }

    /// W7: by default `swipeActions` waits for the pans of enclosing horizontally scrollable
    /// scroll views to fail, unless such a pan requires `swipeActions` to fail (the known fix).
    /// A touch consumed by an open row (W5) waits for nothing.
    func swipeWaits(for other: GestureRecognizer) -> Bool {
        let swipe = swipeActionsGestureRecognizer
        guard !swipe.consumesTouch else { return false }
        // N10: inside the back-swipe band the enclosing navigation's edgePop wins; it fails at
        // once outside the band or on a first movement that is not rightward, so a swipe there
        // waits only as long as a touch takes to show which it is.
        if let pop = other as? NavigationPopGestureRecognizer, pop.style == .edge, pop.isEnabled,
            let navigationView = pop.view, isDescendant(of: navigationView)
        {
            return !pop.requiredToFail.contains { $0 === swipe }
        }
        guard let pan = other as? ScrollPanGestureRecognizer,
            let outer = pan.view as? ScrollView, outer !== self, isDescendant(of: outer), outer.scrollsHorizontally
        else { return false }
        return !pan.requiredToFail.contains { $0 === swipe }
    }

    /// The `swipeActions` recognizer's action (G9: after the event's deliveries).
    func handleSwipe(_ state: GestureState) {
        let recognizer = swipeActionsGestureRecognizer
        let now = swipeNow
        if recognizer.consumesTouch {
            switch state {
            case .began: run(swipe.touchBegan(atRowX: openRowX(of: recognizer), width: openRowWidth, now: now))
            case .ended: run(swipe.touchEnded(atRowX: openRowX(of: recognizer), width: openRowWidth, now: now))
            case .cancelled, .failed: run(swipe.touchEnded(atRowX: nil, width: openRowWidth, now: now))
            case .changed, .possible: break
            }
            return
        }
        switch state {
        case .began:
            guard let candidate = recognizer.candidate, candidate.cell.superview === self else { return }
            run(
                swipe.begin(row: candidate.cell, edge: candidate.edge, configuration: candidate.configuration, now: now)
            )
        case .changed:
            swipe.drag(dx: recognizer.horizontalDistance(in: self))
        case .ended:
            let width = swipe.swipedCell?.bounds.size.width ?? 0
            run(swipe.lift(dx: recognizer.horizontalDistance(in: self), width: width, now: now))
        case .cancelled, .failed:
            run(swipe.cancel(now: now))
        case .possible:
            break
        }
    }

    private var openRowWidth: Double { swipe.openCell?.bounds.size.width ?? 0 }

    /// The x of the consumed touch in the open row, when it is on that row.
    private func openRowX(of recognizer: SwipeActionsGestureRecognizer) -> Double? {
        guard let cell = swipe.openCell, let touch = recognizer.firstTouch else { return nil }
        let point = cell.convertFromScreen(touch.screenLocation)
        let size = cell.bounds.size
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return nil }
        return point.x
    }

    /// W6: the completion of the action performed as `generation` (``SwipeCompletion/generation``):
    /// closes the row if it still waits for that completion, else does nothing.
    public func completeSwipeAction(generation: Int, performed: Bool) {
        completeSwipe(generation: generation, performed: performed)
    }

    /// W6: an action's completion.
    func completeSwipe(generation: Int, performed: Bool) {
        run(swipe.complete(generation: generation, performed: performed, now: swipeNow))
    }

    /// A cell left the table: a swipe on it ends at once.
    func swipedRowRemoved(_ cell: Cell) {
        guard swipe.swipedCell === cell else { return }
        run(swipe.rowRemoved(cell))
    }

    private func run(_ effects: [RowSwipe.Effect]) {
        for effect in effects {
            switch effect {
            case .trace(let event, let cell, let reason):
                application?.trace(.swipe(table: self, event: event, cell: cell, reason: reason))
            case .willBeginEditing(let cell):
                delegate?.tableWillBeginEditingRow(self, cell: cell)
            case .didEndEditing(let cell):
                delegate?.tableDidEndEditingRow(self, cell: cell)
            case .perform(let action, let cell, let generation):
                perform(action, on: cell, generation: generation)
            case .scheduleAnimationEnd(let generation):
                guard let clock = application?.clock else {
                    // Out of a window no time passes: the animation ends at once.
                    run(swipe.animationEnded(generation: generation, now: swipeNow))
                    continue
                }
                clock.schedule(after: RowSwipe.animationDuration) { [weak self] in
                    guard let self else { return }
                    self.run(self.swipe.animationEnded(generation: generation, now: self.swipeNow))
                }
            }
        }
    }

    /// W6: the default Delete calls `tableCommitDelete` and the row then closes; another
    /// action's handler gets a completion that closes the row when called.
    private func perform(_ action: SwipeAction, on cell: Cell, generation: Int) {
        switch action.handler {
        case .commitDelete:
            delegate?.tableCommitDelete(self, cell: cell)
            completeSwipe(generation: generation, performed: true)
        case .method:
            guard let delegate else { return completeSwipe(generation: generation, performed: false) }
            delegate.tablePerformSwipeAction(
                self, action: action, cell: cell, completion: SwipeCompletion(table: self, generation: generation))
        }
    }
}
