/// Every responder method a behaviour may override. The core calls each of them through its
/// responder, so an override anywhere (Lua, or Swift in an embedding toolkit) is honoured.
public enum ResponderMethod: Int, CaseIterable, Sendable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case touchesEstimatedPropertiesUpdated
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    case motionBegan, motionEnded, motionCancelled
    case remoteControlReceived
    case pointInside, hitTest
    case nextResponder
    case canBecomeFirstResponder, canResignFirstResponder, becomeFirstResponder, resignFirstResponder
    case canPerformAction
    case gestureRecognizerShouldBegin
    case beginTracking, continueTracking, endTracking, cancelTracking, trackRect, thumbRect
    case touchesShouldBegin, touchesShouldCancel
    // Hardware keyboard (rule K2).
    case keyCommands

    /// The method's name as a script writes it.
    public var name: String {
        switch self {
        case .touchesBegan: "touchesBegan"
        case .touchesMoved: "touchesMoved"
        case .touchesEnded: "touchesEnded"
        case .touchesCancelled: "touchesCancelled"
        case .touchesEstimatedPropertiesUpdated: "touchesEstimatedPropertiesUpdated"
        case .pressesBegan: "pressesBegan"
        case .pressesChanged: "pressesChanged"
        case .pressesEnded: "pressesEnded"
        case .pressesCancelled: "pressesCancelled"
        case .motionBegan: "motionBegan"
        case .motionEnded: "motionEnded"
        case .motionCancelled: "motionCancelled"
        case .remoteControlReceived: "remoteControlReceived"
        case .pointInside: "pointInside"
        case .hitTest: "hitTest"
        case .nextResponder: "nextResponder"
        case .canBecomeFirstResponder: "canBecomeFirstResponder"
        case .canResignFirstResponder: "canResignFirstResponder"
        case .becomeFirstResponder: "becomeFirstResponder"
        case .resignFirstResponder: "resignFirstResponder"
        case .canPerformAction: "canPerformAction"
        case .gestureRecognizerShouldBegin: "gestureRecognizerShouldBegin"
        case .beginTracking: "beginTracking"
        case .continueTracking: "continueTracking"
        case .endTracking: "endTracking"
        case .cancelTracking: "cancelTracking"
        case .trackRect: "trackRect"
        case .thumbRect: "thumbRect"
        case .touchesShouldBegin: "touchesShouldBegin"
        case .touchesShouldCancel: "touchesShouldCancel"
        case .keyCommands: "keyCommands"
        }
    }

    /// The method named `name`, if it is one a behaviour may override.
    public init?(name: String) {
        // A plain loop over the raw values: `allCases` would build an array on every call.
        var raw = 0
        while let method = ResponderMethod(rawValue: raw) {
            if method.name == name {
                self = method
                return
            }
            raw += 1
        }
        return nil
    }
}

/// A set of `ResponderMethod`s as one bit each, so "is this overridden?" costs one test.
public struct ResponderMethods: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public init(_ method: ResponderMethod) {
        self.rawValue = 1 << UInt32(method.rawValue)
    }

    /// The set of `methods`: `ResponderMethods([.pointInside, .touchesBegan])`, as an
    /// embedder writes a Swift behaviour's `overrides`.
    public init(_ methods: some Sequence<ResponderMethod>) {
        self.rawValue = methods.reduce(0) { $0 | 1 << UInt32($1.rawValue) }
    }

    @inlinable
    public func contains(_ method: ResponderMethod) -> Bool {
        rawValue & (1 << UInt32(method.rawValue)) != 0
    }

    public mutating func insert(_ method: ResponderMethod) {
        formUnion(ResponderMethods(method))
    }
}
