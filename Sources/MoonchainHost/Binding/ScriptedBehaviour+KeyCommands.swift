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

    /// A field's value as the walk found it: absent, a string, or a value of another type.
    private enum Slot {
        case absent
        case string(String)
        case other
    }

    /// The COMMAND table at `index` (absolute), or what is wrong with it. One walk over the
    /// table's keys reads every field (rule K2 asks `keyCommands` at every key down, so this
    /// runs at every key down); the checks then run in a fixed order, so a message does not
    /// depend on the table's key order.
    static func read(at index: Int32, on stack: LuaStack, typeName: (Int32) -> String) -> Result<KeyCommand, Problem> {
        func fail(_ message: String) -> Result<KeyCommand, Problem> { .failure(Problem(message: message)) }
        guard stack.type(at: index) == .table else { return fail("not a table (got \(typeName(index)))") }
        var input = Slot.absent
        var action = Slot.absent
        var title = Slot.absent
        var repeatName = Slot.absent
        var modifiers: Result<ModifierFlags, Problem> = .success([])
        var priority: Bool?? = .some(nil)
        func slot() -> Slot {
            guard stack.type(at: -1) == .string, let value = stack.toString(at: -1) else { return .other }
            return .string(value)
        }
        stack.pushNil()
        while stack.next(in: index) {
            // Unknown fields fail first: a misspelt `modifiers` would otherwise make a command
            // that silently matches without them.
            guard stack.type(at: -2) == .string, let key = stack.toString(at: -2) else {
                stack.pop(2)
                return fail("its fields must be named (\(fields.joined(separator: ", ")))")
            }
            switch key {
            case "input": input = slot()
            case "action": action = slot()
            case "title": title = slot()
            case "repeatBehavior": repeatName = slot()
            case "modifiers": modifiers = readModifiers(on: stack)
            case "wantsPriorityOverSystemBehavior":
                priority = stack.type(at: -1) == .boolean ? .some(stack.toBool(at: -1)) : nil
            default:
                stack.pop(2)
                let hint = NameSuggestion.closest(to: key, among: fields).map { " (did you mean '\($0)'?)" } ?? ""
                return fail("unknown field '\(key)'\(hint)")
            }
            stack.pop()
        }
        guard case .string(let inputName) = input else {
            return fail("input must be a key: one character or a key name (return, up, f1…)")
        }
        guard let key = KeyboardKey(name: inputName), key.modifier == [] else {
            let hint =
                NameSuggestion.closest(to: inputName, among: KeyboardKey.names).map { " (did you mean '\($0)'?)" }
                ?? ""
            return fail("input '\(inputName)' is not one character or a key name (return, escape, up, f1…)\(hint)")
        }
        guard case .string(let actionName) = action, !actionName.isEmpty else {
            return fail("action must be the name of a method (a string)")
        }
        var titleText = ""
        switch title {
        case .absent: break
        case .string(let text): titleText = text
        case .other: return fail("title must be a string")
        }
        let flags: ModifierFlags
        switch modifiers {
        case .success(let read): flags = read
        case .failure(let problem): return .failure(problem)
        }
        guard case .some(let wantsPriority) = priority else {
            return fail("wantsPriorityOverSystemBehavior must be true or false")
        }
        var repeatBehavior = KeyRepeatBehavior.repeatable
        switch repeatName {
        case .absent: break
        case .other: return fail("repeatBehavior must be \"repeatable\" or \"nonRepeatable\"")
        case .string(let name):
            guard let value = KeyRepeatBehavior(rawValue: name) else {
                return fail("repeatBehavior must be \"repeatable\" or \"nonRepeatable\", got '\(name)'")
            }
            repeatBehavior = value
        }
        return .success(
            KeyCommand(
                input: inputName, modifierFlags: flags, action: actionName, title: titleText,
                wantsPriorityOverSystemBehavior: wantsPriority ?? false, repeatBehavior: repeatBehavior))
    }

    /// The `modifiers` list on the stack top (left there), or what is wrong with it.
    private static func readModifiers(on stack: LuaStack) -> Result<ModifierFlags, Problem> {
        func fail(_ message: String) -> Result<ModifierFlags, Problem> { .failure(Problem(message: message)) }
        guard stack.type(at: -1) == .table else {
            return fail("modifiers must be a list of names (cmd, alt, ctrl, shift, alphaShift, numericPad)")
        }
        var flags: ModifierFlags = []
        let count = stack.rawLength(at: -1)
        for position in 0..<count {
            stack.rawGet(position + 1, from: -1)
            let name = stack.type(at: -1) == .string ? stack.toString(at: -1) : nil
            stack.pop()
            guard let name, let flag = ModifierFlags(name: name) else {
                let names = ModifierFlags.named.map(\.name)
                let hint =
                    name.flatMap { NameSuggestion.closest(to: $0, among: names) }.map { " (did you mean '\($0)'?)" }
                    ?? ""
                return fail("modifiers: '\(name ?? "?")' is not one of \(names.joined(separator: ", "))\(hint)")
            }
            guard !flags.contains(flag) else { return fail("modifiers: '\(name)' is written twice") }
            flags.insert(flag)
        }
        return .success(flags)
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
