import CLua
import CMoonchainLua

/// A failed load or call, as reported by Lua.
public struct LuaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What stopped the code.
    public enum Kind: Sendable, Equatable {
        /// A runtime error (`error(...)`, a bad operation, stack overflow, ...).
        case runtime
        /// The chunk did not compile.
        case syntax
        /// The heap cap (or the real heap) was exhausted.
        case memory
        /// The instruction budget of the top-level call was spent.
        case budget
        /// The top-level call ran longer than its wall-clock limit (``LuaState/timeLimit``).
        case time
        /// Too many nested calls failed inside the top-level call (``LuaState/nestedFailureLimit``).
        case storm
        /// The message handler itself failed (for example a `__tostring` that errors forever).
        case errorInHandler
    }

    /// Whether the whole top-level call was stopped (budget, time or a failure storm): every
    /// nested call fails with it, so a host reports it once, for the outermost call.
    public var stoppedTheCall: Bool { kind == .budget || kind == .time || kind == .storm }

    /// The category of the failure.
    public var kind: Kind
    /// The error message without the traceback; starts with `file:line:` when Lua
    /// knew where the error happened (e.g. `chunk.lua:3: boom`).
    public var message: String
    /// The `stack traceback:` text Lua produced (empty for syntax and memory errors).
    public var traceback: String

    /// Creates an error value.
    public init(kind: Kind, message: String, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.traceback = traceback
    }

    /// Splits a message-handler result ("message\nstack traceback:\n...") in two.
    init(kind: Kind, handlerOutput text: String) {
        if let range = text.firstRange(of: "\nstack traceback:") {
            self.init(
                kind: kind, message: String(text[..<range.lowerBound]),
                traceback: String(text[text.index(after: range.lowerBound)...]))
        } else {
            self.init(kind: kind, message: text)
        }
    }

    /// Maps a `lua_pcall`/`lua_load` status (or `MOON_ERRBUDGET`) to a kind.
    static func kind(forStatus status: Int32) -> Kind {
        switch status {
        case LUA_ERRSYNTAX: return .syntax
        case LUA_ERRMEM: return .memory
        case LUA_ERRERR: return .errorInHandler
        case MOON_ERRBUDGET: return .budget
        case MOON_ERRTIME: return .time
        case MOON_ERRSTORM: return .storm
        default: return .runtime
        }
    }

    /// The `file` and `line` the message starts with, if any.
    public var location: (file: String, line: Int)? {
        // "file:line: message"; the file part may itself contain colons.
        guard let end = message.firstRange(of: ": ") else { return nil }
        let head = message[..<end.lowerBound]
        guard let colon = head.lastIndex(of: ":"),
            let line = Int(head[head.index(after: colon)...])
        else { return nil }
        return (String(head[..<colon]), line)
    }

    /// The message followed by the traceback, as a host prints it.
    public var description: String {
        traceback.isEmpty ? message : message + "\n" + traceback
    }
}
