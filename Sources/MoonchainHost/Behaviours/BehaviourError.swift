/// A behaviour that could not be loaded: the message names file:line and what was expected.
public struct BehaviourError: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
