import LuaVM
import MoonchainFormats
import ResponderKit

/// The hardware keyboard's part of the seam (rules K2, K3): a behaviour's
/// `keyCommands(self) -> { COMMAND, ... }` read into `KeyCommand`s, and a command's action run
/// as `METHOD(self, command)`.
extension ScriptedBehaviour {
    func keyCommands(responder: Responder) -> Answer<[KeyCommand]> {
        guard let impl = impl(.keyCommands) else { return .failed }
        let host = self.host
        let binding = self.binding
        guard host.call(impl, on: binding, method: "keyCommands", results: 1, { _ in 0 }) else { return .failed }
        let stack = host.stack
        defer { stack.pop() }
        let location = impl.location(on: stack)
        let doing = host.doing("keyCommands", on: binding)
        if stack.type(at: -1) == .nil { return .answered([]) }
        guard stack.type(at: -1) == .table else {
            host.reportMisuse(
                "keyCommands must return a list of COMMAND tables, got \(host.typeName(at: -1, on: stack))",
                at: location, doing: doing)
            return .failed
        }
        var commands: [KeyCommand] = []
        let count = stack.rawLength(at: -1)
        if count > 0 {
            for index in 1...count {
                stack.rawGet(index, from: -1)
                defer { stack.pop() }
                switch KeyCommandReader.read(at: stack.top, on: stack, typeName: { host.typeName(at: $0, on: stack) }) {
                case .success(let command): commands.append(command)
                case .failure(let problem):
                    host.reportMisuse(
                        "keyCommands: COMMAND #\(index) skipped: \(problem.message)", at: location, doing: doing)
                }
            }
        }
        return .answered(commands)
    }

    func canPerformAction(_ action: String, command: KeyCommand, responder: Responder) -> Answer<Bool> {
        guard let impl = impl(.canPerformAction) else { return .failed }
        let host = self.host
        guard
            let value = host.callForBool(
                impl, on: binding, method: "canPerformAction",
                { stack in
                    stack.push(action)
                    KeyCommandReader.push(command, on: stack)
                    return 2
                })
        else { return .failed }
        return .answered(value)
    }

    func performKeyCommand(_ command: KeyCommand, responder: Responder) {
        host.callNamed(command.action, on: binding) { stack in
            KeyCommandReader.push(command, on: stack)
            return 1
        }
    }
}

/// A COMMAND table read into a `KeyCommand`, and a `KeyCommand` pushed back as one.
enum KeyCommandReader {
    struct Problem: Error {
        let message: String
    }

    static let fields = ["input", "modifiers", "action", "title", "wantsPriorityOverSystemBehavior", "repeatBehavior"]

    /// The COMMAND table at `index` (absolute), or what is wrong with it.
    static func read(at index: Int32, on stack: LuaStack, typeName: (Int32) -> String) -> Result<KeyCommand, Problem> {
        func fail(_ message: String) -> Result<KeyCommand, Problem> { .failure(Problem(message: message)) }
        guard stack.type(at: index) == .table else { return fail("not a table (got \(typeName(index)))") }
        // Unknown fields first: a misspelt `modifiers` would otherwise make a command that
        // silently matches without them.
        stack.pushNil()
        while stack.next(in: index) {
            let key = stack.type(at: -2) == .string ? stack.toString(at: -2) : nil
            guard let key, fields.contains(key) else {
                stack.pop(2)
                guard let key else { return fail("its fields must be named (\(fields.joined(separator: ", ")))") }
                let hint = NameSuggestion.closest(to: key, among: fields).map { " (did you mean '\($0)'?)" } ?? ""
                return fail("unknown field '\(key)'\(hint)")
            }
            stack.pop()
        }
        func string(_ key: String) -> String?? {
            let type = stack.rawGet(key, from: index)
            defer { stack.pop() }
            if type == .nil { return .some(nil) }
            guard type == .string, let value = stack.toString(at: -1) else { return nil }
            return .some(value)
        }
        guard case .some(let input?) = string("input") else {
            return fail("input must be a key: one character or a key name (return, up, f1…)")
        }
        guard let key = KeyboardKey(name: input), key.modifier == [] else {
            let hint =
                NameSuggestion.closest(to: input, among: KeyboardKey.names).map { " (did you mean '\($0)'?)" } ?? ""
            return fail("input '\(input)' is not one character or a key name (return, escape, up, f1…)\(hint)")
        }
        guard case .some(let action?) = string("action"), !action.isEmpty else {
            return fail("action must be the name of a method (a string)")
        }
        guard case .some(let title) = string("title") else { return fail("title must be a string") }
        var flags: ModifierFlags = []
        switch stack.rawGet("modifiers", from: index) {
        case .nil: stack.pop()
        case .table:
            let count = stack.rawLength(at: -1)
            for position in 0..<count {
                stack.rawGet(position + 1, from: -1)
                let name = stack.type(at: -1) == .string ? stack.toString(at: -1) : nil
                stack.pop()
                guard let name, let flag = ModifierFlags(name: name) else {
                    stack.pop()
                    let names = ModifierFlags.named.map(\.name)
                    let hint =
                        name.flatMap { NameSuggestion.closest(to: $0, among: names) }.map { " (did you mean '\($0)'?)" }
                        ?? ""
                    return fail("modifiers: '\(name ?? "?")' is not one of \(names.joined(separator: ", "))\(hint)")
                }
                guard !flags.contains(flag) else {
                    stack.pop()
                    return fail("modifiers: '\(name)' is written twice")
                }
                flags.insert(flag)
            }
            stack.pop()
        default:
            stack.pop()
            return fail("modifiers must be a list of names (cmd, alt, ctrl, shift, alphaShift, numericPad)")
        }
        var priority = false
        switch stack.rawGet("wantsPriorityOverSystemBehavior", from: index) {
        case .nil: break
        case .boolean: priority = stack.toBool(at: -1)
        default:
            stack.pop()
            return fail("wantsPriorityOverSystemBehavior must be true or false")
        }
        stack.pop()
        var repeatBehavior = KeyRepeatBehavior.repeatable
        guard case .some(let repeatName) = string("repeatBehavior") else {
            return fail("repeatBehavior must be \"repeatable\" or \"nonRepeatable\"")
        }
        if let repeatName {
            guard let value = KeyRepeatBehavior(rawValue: repeatName) else {
                return fail("repeatBehavior must be \"repeatable\" or \"nonRepeatable\", got '\(repeatName)'")
            }
            repeatBehavior = value
        }
        return .success(
            KeyCommand(
                input: input, modifierFlags: flags, action: action, title: title ?? "",
                wantsPriorityOverSystemBehavior: priority, repeatBehavior: repeatBehavior))
    }

    /// Pushes `command` as a COMMAND table (what `keyCommands` returns, read back).
    static func push(_ command: KeyCommand, on stack: LuaStack) {
        stack.newTable(hash: 6)
        stack.push(command.input)
        stack.rawSet("input", in: -2)
        ScriptHost.push(command.modifierFlags, on: stack)
        stack.rawSet("modifiers", in: -2)
        stack.push(command.action)
        stack.rawSet("action", in: -2)
        stack.push(command.title)
        stack.rawSet("title", in: -2)
        stack.push(command.wantsPriorityOverSystemBehavior)
        stack.rawSet("wantsPriorityOverSystemBehavior", in: -2)
        stack.push(command.repeatBehavior.rawValue)
        stack.rawSet("repeatBehavior", in: -2)
    }
}

extension ScriptHost {
    /// Pushes `flags` as a list of their names (rules K1, K9).
    static func push(_ flags: ModifierFlags, on stack: LuaStack) {
        // Straight from the static table, no array of names: a key repeat pushes its command
        // again every 0.1 s and allocates nothing (rule K8).
        stack.newTable(array: Int32(flags.rawValue.nonzeroBitCount))
        var position = 0
        for entry in ModifierFlags.named where flags.contains(entry.flag) {
            position += 1
            stack.push(entry.name)
            stack.rawSet(position, in: -2)
        }
    }
}
