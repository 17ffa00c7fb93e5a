import LuaVM
import ResponderKit

extension ScriptHost {
    /// Advances the virtual clock, firing due timers (recognizer timeouts, delayed deliveries).
    public func advanceClock(to time: Double) {
        application.clock.advance(to: time)
    }

    /// Delivers one touch event and forgets the touches that are over.
    public func sendTouches(_ inputs: [TouchInput]) {
        forgetFinishedTouches()
        application.sendTouches(inputs)
    }

    /// Runs a timeline `lua` line; every line shares one environment, apart from the scene's.
    public func runTimelineLua(_ code: String, file: String, line: Int) {
        let environment = timelineEnvironment.environment(in: vm)
        // Leading newlines make Lua's own messages carry the timeline's line number.
        let source = String(repeating: "\n", count: max(0, line - 1)) + code
        let main = vm.main
        let chunk: LuaRef
        do {
            chunk = try vm.load(source: source, chunkName: file, environment: environment)
        } catch {
            reportScriptError(error, doing: "a lua line of the timeline", definedAt: "\(file):\(line)")
            return
        }
        defer { main.unref(chunk) }
        main.push(chunk)
        if let error = main.pcall(nargs: 0, nresults: 0) {
            reportScriptError(error, doing: "a lua line of the timeline", definedAt: "\(file):\(line)")
        }
    }

    /// A malformed timeline line (exit status 2 at the end of the run).
    public func reportTimelineError(_ message: String) {
        output.diagnostic("error: \(message)")
        trace?.warning(message)
    }
}
