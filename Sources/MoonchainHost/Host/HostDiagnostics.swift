import LuaVM
import ResponderKit

/// What a host tells people about the run: script errors (file:line, traceback), warnings and
/// authoring warnings, on the host's output and in the trace, and their counts for `--strict`.
///
/// It owns the one piece of state reports need across calls: the first report of a stopped
/// top-level call, held while the nested calls unwind so that it is reported once.
final class HostDiagnostics {
    let output: any HostOutput
    /// Receives every decision for `--trace`; nil when not tracing.
    var trace: TraceWriter?
    /// Script errors reported so far (the `--strict` exit status counts them).
    var scriptErrorCount = 0
    /// Warnings about likely mistakes in scripts; with `--strict` they fail the run too.
    var authoringWarningCount = 0
    /// The first report of a stopped top-level call (budget, time, failure storm), held while
    /// the nested calls unwind so that it is reported once, by the outermost call.
    var pendingStop: (error: LuaError, what: String, location: String?)?
    /// The VM whose call depth tells when the outermost call has returned, and whose limits
    /// the messages name.
    private let vm: LuaState
    private let memoryLimit: Int

    init(output: any HostOutput, vm: LuaState, memoryLimit: Int) {
        self.output = output
        self.vm = vm
        self.memoryLimit = memoryLimit
    }

    /// Reports a script error: file:line and traceback on standard error and in the trace.
    /// The run goes on; `--strict` turns the count into exit status 3.
    ///
    /// A stopped top-level call (budget, time, failure storm) fails every nested call as it
    /// unwinds: only the first of those failures, the innermost one, is reported, once the
    /// outermost call has returned.
    func reportScriptError(_ error: LuaError, doing what: String, definedAt location: String?) {
        if error.stoppedTheCall {
            if pendingStop == nil { pendingStop = (error, what, location) }
            guard vm.callDepth == 0, let first = pendingStop else { return }
            pendingStop = nil
            report(first.error, doing: first.what, definedAt: first.location)
            return
        }
        report(error, doing: what, definedAt: location)
    }

    private func report(_ error: LuaError, doing what: String, definedAt location: String?) {
        scriptErrorCount += 1
        var message = error.message
        switch error.kind {
        case .memory:
            message =
                "\(location ?? "?"): out of memory (the Lua heap is capped at \(memoryLimit >> 20) MB; --memory raises it)"
        case .budget:
            if error.location == nil, let location { message = "\(location): \(message)" }
            message += " (--budget raises it)"
        case .time:
            if error.location == nil, let location { message = "\(location): \(message)" }
            message += " (--timeout raises it)"
        case .storm:
            // The error that unwound the chain may be whatever the next instruction met (even
            // "C stack overflow"); the report says why the chain stopped.
            let place = error.location.map { "\($0.file):\($0.line)" } ?? location ?? "?"
            message =
                "\(place): call chain stopped: more than \(vm.nestedFailureLimit) nested script calls failed in it"
            message += " (each failure above was reported; the rest of the chain was not run)"
        default:
            if error.location == nil, let location { message = "\(location): \(message)" }
        }
        var text = "error: \(message)\n  in \(what)"
        if !error.traceback.isEmpty {
            text += "\n" + error.traceback.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        }
        output.diagnostic(text)
        trace?.scriptError(message: message, what: what, kind: "\(error.kind)")
    }

    /// Reports a script's answer of the wrong type, or another misuse the host caught.
    func reportMisuse(_ message: String, at location: String, doing what: String) {
        reportScriptError(
            LuaError(kind: .runtime, message: "\(location): \(message)"), doing: what, definedAt: location)
    }

    /// A warning that changes nothing about the run (stderr and trace).
    func warn(_ message: String) {
        output.diagnostic("warning: \(message)")
        trace?.warning(message)
    }

    /// A warning about a likely mistake in a script or scene: `--strict` fails the run on it.
    func authoringWarning(_ message: String) {
        authoringWarningCount += 1
        warn(message)
    }
}
