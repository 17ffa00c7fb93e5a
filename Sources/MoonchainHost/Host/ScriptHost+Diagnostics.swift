import LuaVM
import ResponderKit

extension ScriptHost {
    /// Reports a script error: file:line and traceback on standard error and in the trace.
    /// The run goes on; `--strict` turns the count into exit status 3.
    func reportScriptError(_ error: LuaError, doing what: String, definedAt location: String?) {
        scriptErrorCount += 1
        var message = error.message
        switch error.kind {
        case .memory:
            message = "\(location ?? "?"): out of memory (the Lua heap is capped at \(options.memoryLimit >> 20) MB; --memory raises it)"
        case .budget:
            if error.location == nil, let location { message = "\(location): \(message)" }
            message += " (--budget raises it)"
        default:
            if error.location == nil, let location { message = "\(location): \(message)" }
        }
        var text = "error: \(message)\n  in \(what)"
        if !error.traceback.isEmpty { text += "\n" + error.traceback.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") }
        output.diagnostic(text)
        trace?.scriptError(message: message, what: what, kind: "\(error.kind)")
    }

    /// Reports a script's answer of the wrong type, or another misuse the host caught.
    func reportMisuse(_ message: String, at location: String, doing what: String) {
        reportScriptError(LuaError(kind: .runtime, message: "\(location): \(message)"), doing: what, definedAt: location)
    }

    /// A warning that changes nothing about the run (stderr and trace).
    public func warn(_ message: String) {
        output.diagnostic("warning: \(message)")
        trace?.warning(message)
    }
}
