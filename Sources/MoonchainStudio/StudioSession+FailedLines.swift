import Foundation

extension StudioSession {
    /// After a console `lua` line: when it raised, takes it back out of the recording (a replay
    /// or a saved test would raise it again, and a saved test would expect the error) and says
    /// why in one message; a `find("NAME")` of a name the scene does not have is named, as Lua's
    /// own message ("attempt to index a nil value") does not say which lookup came back nil.
    func unrecordIfRaised(since before: Int, code: String) -> String? {
        guard output.pending.dropFirst(before).contains(where: { $0.kind == .error }) else { return nil }
        recorded.dropLast()
        let missing = Self.foundNames(in: code).filter { host.responder(named: $0) == nil }
        let reason = missing.isEmpty ? "" : missing.map { "no view named \($0)" }.joined(separator: ", ") + "; "
        return "lua: \(reason)the line raised an error, so it is not recorded (a replay would raise it again)"
    }

    /// The names in `find("…")` / `find('…')` calls with a plain string literal, in order.
    static func foundNames(in code: String) -> [String] {
        var names: [String] = []
        var rest = Substring(code)
        while let call = rest.range(of: "find(") {
            rest = rest[call.upperBound...].drop { $0 == " " }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let body = rest.dropFirst()
            guard let end = body.firstIndex(of: quote) else { break }
            let name = String(body[..<end])
            if !name.contains("\\"), !names.contains(name) { names.append(name) }
            rest = body[body.index(after: end)...]
        }
        return names
    }
}
