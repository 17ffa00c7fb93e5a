/// The side of a row a swipe shows actions on (rule W2): dragging right opens the leading
/// side, dragging left the trailing side.
public enum SwipeEdge: String, Sendable, CaseIterable {
    case leading, trailing
}

/// How an action's button looks (UIContextualAction.Style).
public enum SwipeActionStyle: String, Sendable, CaseIterable {
    case normal, destructive
}

/// One action of a swipe (UIContextualAction): a button with a title, and what it does.
public struct SwipeAction: Sendable, Equatable {
    /// What running the action calls.
    public enum Handler: Sendable, Equatable {
        /// The delegate's `tablePerformSwipeAction` with this method name (a behaviour's
        /// `METHOD(self, action, cell, complete)`).
        case method(String)
        /// The default Delete of rule W1: the delegate's `tableCommitDelete`, then the row closes.
        case commitDelete
    }

    /// The button's title.
    public var title: String
    /// How the button looks; it changes nothing of what the action does.
    public var style: SwipeActionStyle
    /// What running the action calls.
    public var handler: Handler

    /// An action titled `title` that calls `handler`.
    public init(title: String, style: SwipeActionStyle = .normal, handler: Handler) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// UIKit's default Delete action (W1), given when `tableCommitDelete` is defined and the
    /// trailing configuration is nil.
    public static let delete = SwipeAction(title: "Delete", style: .destructive, handler: .commitDelete)
}

/// The actions of one side of one row (UISwipeActionsConfiguration). No actions disables that
/// side (W1).
public struct SwipeActionsConfiguration: Sendable, Equatable {
    /// The actions, the first one outermost (at the row's edge, W4).
    public var actions: [SwipeAction]
    /// W4: a drag past 60% of the row's width performs the first action.
    public var performsFirstActionWithFullSwipe: Bool

    /// The actions of one side, the first outermost.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// A side with no actions (W1: it cannot be swiped).
    public static let empty = SwipeActionsConfiguration(actions: [])

    /// The default trailing configuration: one Delete (W1).
    public static let defaultDelete = SwipeActionsConfiguration(actions: [.delete])
}

/// What a `swipe.*` trace record reports.
public enum SwipeEvent: String, Sendable, CaseIterable {
    /// W2, W3: the swipe began on a row.
    case begin
    /// W4: the row stays open showing its buttons.
    case open
    /// W4, W5: an action runs (a full swipe, or a tap on its button).
    case perform
    /// W4–W6: the row closes.
    case close
}
