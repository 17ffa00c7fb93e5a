/// A behaviour's direct path to its `pointInside` override: a C-convention function and the
/// context it is called with, which a view calls in place of
/// ``ResponderBehavior/pointInside(_:event:view:)``.
///
/// The hit test asks `pointInside` of every view it visits, and a view whose behaviour is a
/// script pays for the protocol's dispatch and a retain and release of the behaviour on each
/// visit, about as much as the script's own call (issue 41). The view keeps this pair from the
/// behaviour it holds (``ResponderBehavior/pointInsideShortcut``, read again at every
/// ``Responder/behaviorDidChange()``) and calls it with neither.
public struct PointInsideShortcut {
    /// Called with ``context``, the point (the view's coordinates) and the event (an unretained
    /// `Event`, or nil). Answers ``inside`` or ``outside``; ``failed`` after the behaviour
    /// reported why it could not answer (the default answers then, as for
    /// ``Answer/failed``); ``notOverridden`` when the behaviour no longer overrides
    /// `pointInside` (the default answers, and no failure is traced).
    public typealias Function =
        @convention(c) (
            _ context: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ event: UnsafeMutableRawPointer?
        ) -> Int32

    /// The override answered no.
    public static let outside: Int32 = 0
    /// The override answered yes.
    public static let inside: Int32 = 1
    /// The override could not answer; the behaviour has reported why.
    public static let failed: Int32 = -1
    /// The behaviour does not override `pointInside` (any more).
    public static let notOverridden: Int32 = 2

    /// What the view calls.
    public let function: Function
    /// Passed to ``function`` as it is: the behaviour must keep what it points to alive while
    /// it is a responder's behaviour (the responder holds the behaviour, not the context).
    public let context: UnsafeMutableRawPointer

    /// A shortcut calling `function` with `context`.
    public init(function: Function, context: UnsafeMutableRawPointer) {
        self.function = function
        self.context = context
    }
}
