/// A scene that could not be loaded (exit status 1): the message names file:line and what was expected.
public struct SceneError: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
