import Foundation
import MoonchainHost
import MoonchainRunLoop
import ResponderKit

/// The small pieces of output every message handler shares: console entries as JSON, error
/// replies, and numbers written as a timeline writes them.
extension StudioSession {
    func errorReply(_ message: String) -> Outgoing {
        StudioSession.errorReply(message)
    }

    /// An `error` reply, for the asker only (the session's state is not touched).
    static func errorReply(_ message: String) -> Outgoing {
        Outgoing(.error(.init(message: message)), onlyToSender: true)
    }

    /// Seconds or points as a timeline writes them: up to three decimals, no trailing zeros.
    func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
