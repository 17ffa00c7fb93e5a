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
        // Where the getter is and what was being done: put in words only for a report (an
        // answer read without one makes no strings).
        func report(_ message: String) {
            host.reportMisuse(message, at: impl.location(on: stack), doing: host.doing("keyCommands", on: binding))
        }
        if stack.type(at: -1) == .nil { return .answered([]) }
        guard stack.type(at: -1) == .table else {
            report("keyCommands must return a list of COMMAND tables, got \(host.typeName(at: -1, on: stack))")
            return .failed
        }
        // Rule K2 asks the getter at every key down; its answer is read into `KeyCommand`s only
        // when it differs from the last one read without a problem (most getters return the
        // same commands every time, often the same table).
        let list = stack.top
        if let cached = keyCommandCache?.commands(sameAs: list, on: stack) { return .answered(cached) }
        var commands: [KeyCommand] = []
        var clean = true
        let count = stack.rawLength(at: -1)
        if count > 0 {
            for index in 1...count {
                stack.rawGet(index, from: -1)
                defer { stack.pop() }
                switch KeyCommandReader.read(at: stack.top, on: stack, typeName: { host.typeName(at: $0, on: stack) }) {
                case .success(let command): commands.append(command)
                case .failure(let problem):
                    clean = false
                    report("keyCommands: COMMAND #\(index) skipped: \(problem.message)")
                }
            }
        }
        // An answer with a problem is read (and reported) again at every key down.
        if clean { cacheKeyCommands(commands, readFrom: list, on: stack) }
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
                    host.keyCommandTables.push(command, on: stack)
                    return 2
                })
        else { return .failed }
        return .answered(value)
    }

    func performKeyCommand(_ command: KeyCommand, responder: Responder) {
        let host = self.host
        host.callNamed(command.action, on: binding) { stack in
            host.keyCommandTables.push(command, on: stack)
            return 1
        }
    }
}

/// The last answer of one behaviour's `keyCommands` read into `KeyCommand`s, and the answer's
/// contents as tokens: the list's length, then each COMMAND's fields in traversal order (the
/// address of each string, which Lua interns up to 40 bytes; true, false; a list's length and
/// its strings). An answer whose walk gives the same tokens holds the same commands, whether it
/// is the same table or a new one built alike, so its `KeyCommand`s are the cached ones. The
/// strings are anchored in a Lua table while cached: none can be collected and another string
/// be made at its address.
final class KeyCommandCache {
    private var tokens: [UInt] = []
    private var commands: [KeyCommand] = []
    private var anchor = LuaRef.nil

    /// The cached commands when the answer at `list` (absolute) walks to the cached tokens.
    /// Allocates nothing.
    func commands(sameAs list: Int32, on stack: LuaStack) -> [KeyCommand]? {
        var position = 0
        let same = tokens.withUnsafeBufferPointer { cached in
            Self.walk(list, on: stack) { token, _ in
                guard position < cached.count, cached[position] == token else { return false }
                position += 1
                return true
            }
        }
        return same && position == tokens.count ? commands : nil
    }

    /// Keeps `commands`, read from the answer at `list` (absolute), unless the answer holds a
    /// value the tokens cannot stand for (then nothing is cached).
    func store(_ commands: [KeyCommand], readFrom list: Int32, on stack: LuaStack) {
        release(on: stack)
        var tokens: [UInt] = []
        stack.newTable()
        let anchorTable = stack.top
        var anchored = 0
        let complete = Self.walk(list, on: stack) { token, string in
            tokens.append(token)
            if string != 0 {
                anchored += 1
                stack.pushValue(at: string)
                stack.rawSet(anchored, in: anchorTable)
            }
            return true
        }
        guard complete else {
            stack.pop()
            return
        }
        anchor = stack.ref()
        self.tokens = tokens
        self.commands = commands
    }

    /// Lets the cached answer go (a new answer, or the behaviour reloaded).
    func release(on stack: LuaStack) {
        if anchor != .nil { stack.unref(anchor) }
        anchor = .nil
        tokens = []
        commands = []
    }

    // Tokens other than addresses (which are multiples of 8).
    private static let endOfCommand: UInt = 5
    private static func length(_ count: Int) -> UInt { UInt(count) << 3 | 1 }
    private static func flag(_ value: Bool) -> UInt { value ? 6 : 2 }

    /// Walks the answer at `list`, giving `visit` each token and, for a string, its stack index
    /// (else 0); stops with false when `visit` does or a value is one no token stands for.
    private static func walk(_ list: Int32, on stack: LuaStack, _ visit: (UInt, Int32) -> Bool) -> Bool {
        let count = stack.rawLength(at: list)
        guard visit(length(count), 0) else { return false }
        guard count > 0 else { return true }
        for index in 1...count {
            guard stack.rawGet(index, from: list) == .table else {
                stack.pop()
                return false
            }
            defer { stack.pop() }
            let command = stack.top
            stack.pushNil()
            while stack.next(in: command) {
                var fine = stack.type(at: -2) == .string && visit(stack.identity(at: -2), stack.top - 1)
                if fine {
                    switch stack.type(at: -1) {
                    case .string: fine = visit(stack.identity(at: -1), stack.top)
                    case .boolean: fine = visit(flag(stack.toBool(at: -1)), 0)
                    case .table: fine = walkNames(stack.top, on: stack, visit)
                    default: fine = false
                    }
                }
                guard fine else {
                    stack.pop(2)
                    return false
                }
                stack.pop()
            }
            guard visit(endOfCommand, 0) else { return false }
        }
        return true
    }

    /// A `modifiers` list: its length and its strings, as the reader reads it.
    private static func walkNames(_ names: Int32, on stack: LuaStack, _ visit: (UInt, Int32) -> Bool) -> Bool {
        let count = stack.rawLength(at: names)
        guard visit(length(count) | 2, 0) else { return false }
        guard count > 0 else { return true }
        for index in 1...count {
            stack.rawGet(index, from: names)
            defer { stack.pop() }
            guard stack.type(at: -1) == .string, visit(stack.identity(at: -1), stack.top) else { return false }
        }
        return true
    }
}

extension ScriptedBehaviour {
    /// Keeps a clean read of a `keyCommands` answer for the next key down.
    fileprivate func cacheKeyCommands(_ commands: [KeyCommand], readFrom list: Int32, on stack: LuaStack) {
        let cache = keyCommandCache ?? KeyCommandCache()
        keyCommandCache = cache
        cache.store(commands, readFrom: list, on: stack)
    }
}

/// The COMMAND table a key command was last pushed as (the sender of its action and of
/// `canPerformAction`, rule K3), pushed again while the command is the same: building it cost
/// more than the rest of a key's route, and a held key runs its action every 0.1 s (rule K8).
/// The same command object comes back while `keyCommands` answers alike (`KeyCommandCache`),
/// so its action gets the same table, as UIKit sends the same UIKeyCommand. One entry: the
/// command most recently pushed (kept alive here, so another cannot take its address).
final class KeyCommandTables {
    private var command: KeyCommand?
    private var table = LuaRef.nil

    /// Pushes `command` as a COMMAND table.
    func push(_ command: KeyCommand, on stack: LuaStack) {
        if command === self.command {
            stack.push(table)
            return
        }
        if table != .nil { stack.unref(table) }
        KeyCommandReader.push(command, on: stack)
        stack.pushValue(at: -1)
        table = stack.ref()
        self.command = command
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
