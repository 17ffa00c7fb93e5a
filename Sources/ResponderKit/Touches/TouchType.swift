/// What made a touch (UITouch.TouchType): a finger on the screen, a touch on a surface that is
/// not the screen, Apple Pencil, or an indirect pointer (a trackpad or mouse).
public enum TouchType: String, Sendable, CaseIterable {
    case direct, indirect, pencil, indirectPointer

    /// The bit of this type in a `TouchTypes` set.
    var bit: UInt8 { 1 << UInt8(index) }

    private var index: Int {
        switch self {
        case .direct: 0
        case .indirect: 1
        case .pencil: 2
        case .indirectPointer: 3
        }
    }
}

/// A set of touch types, one bit each (a recognizer's `allowedTouchTypes`).
public struct TouchTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ type: TouchType) { self.rawValue = type.bit }

    public init(_ types: some Sequence<TouchType>) {
        var raw: UInt8 = 0
        for type in types { raw |= type.bit }
        self.rawValue = raw
    }

    /// Every touch type: UIGestureRecognizer's default `allowedTouchTypes`.
    public static let all = TouchTypes(TouchType.allCases)

    @inline(__always)
    public func contains(_ type: TouchType) -> Bool { rawValue & type.bit != 0 }

    /// The types in the set, in `TouchType.allCases` order.
    public var types: [TouchType] { TouchType.allCases.filter(contains) }
}
