/// The `complete(performed)` an action's handler gets (W6): calling it closes the row. Only
/// the first call counts, and only while the row still waits for it: a second call, or one
/// after the row closed (by a touch, `closeSwipeRow`, or its removal), does nothing.
public final class SwipeCompletion {
    private weak var table: TableView?
    /// Which perform of its table this completion belongs to (a host passes it back to
    /// ``TableView/completeSwipeAction(generation:performed:)``).
    public let generation: Int
    /// Whether it was called (once is enough).
    public private(set) var isCalled = false

    init(table: TableView, generation: Int) {
        self.table = table
        self.generation = generation
    }

    /// Closes the row (animated, 0.25 s), if it still waits for this completion.
    public func complete(performed: Bool) {
        guard !isCalled else { return }
        isCalled = true
        table?.completeSwipe(generation: generation, performed: performed)
    }
}
