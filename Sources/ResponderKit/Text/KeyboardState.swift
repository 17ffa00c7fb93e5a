/// The system keyboard's bookkeeping (rule X6), owned by the ``Application``.
///
/// A change of first responder inside a larger step (field B taking over from field A, X3)
/// must not hide and show the keyboard in between: such steps run as a transaction, and the
/// keyboard is brought up to date once the outermost one ends.
public final class KeyboardState {
    /// The keyboard's height (I): a portrait iPhone keyboard with its suggestion bar.
    public static let height = 336.0

    /// Whether the keyboard window is shown. Every hit test reads it (the one-window fast
    /// path), so its access is unchecked like `isInputWindowShown`'s: one thread drives an
    /// application, and the check cost a hit test of 10,000 views 5% of its instructions.
    @exclusivity(unchecked) public private(set) var isShown = false
    private var depth = 0
    private var isUpdating = false
    private var needsUpdate = false
    /// Set for the one resign an `endEditing(true)` asks (X5): `shouldEndEditing` is skipped.
    private var forcing = false
    /// Why the editing transition under way happens, for the trace.
    public private(set) var cause: String?

    init() {}

    /// What a transaction replaced, to put back when it ends.
    struct Saved {
        let cause: String?
        let forcing: Bool
    }

    /// Starts a transaction with `cause` as the reason of what it does, unless an outer one
    /// gave one; `force` makes the next `shouldEndEditing` skipped (X5).
    func enter(cause: String, forcing force: Bool) -> Saved {
        let saved = Saved(cause: self.cause, forcing: forcing)
        if self.cause == nil { self.cause = cause }
        if force { forcing = true }
        depth += 1
        return saved
    }

    /// Ends a transaction; returns whether it was the outermost one.
    func exit(_ saved: Saved) -> Bool {
        depth -= 1
        forcing = saved.forcing
        return depth == 0
    }

    /// Puts back the cause an outer step gave (after the outermost update ran with this one).
    func restoreCause(_ saved: Saved) { cause = saved.cause }

    /// Whether this resign is forced (X5); consumed, so a resign it causes is asked normally.
    func takeForcing() -> Bool {
        let value = forcing
        forcing = false
        return value
    }

    /// Whether an update must wait for the transaction under way.
    var isInTransaction: Bool { depth > 0 }

    /// Marks the start of an update; false when one runs already (it will loop once more).
    func beginUpdate() -> Bool {
        if isUpdating {
            needsUpdate = true
            return false
        }
        isUpdating = true
        needsUpdate = false
        return true
    }

    /// Whether another pass is needed (a notification changed the first responder).
    func endPass() -> Bool {
        let again = needsUpdate
        needsUpdate = false
        return again
    }

    func endUpdate() { isUpdating = false }

    func setShown(_ shown: Bool) { isShown = shown }
}
