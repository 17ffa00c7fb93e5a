import Testing

@testable import ResponderKit

/// A behaviour offering key commands and performing their actions, logging into an `EventLog`:
/// `name.command:ACTION`, `name.pressesBegan[s]`, `name.pressesEnded[s]`.
private final class KeyBehavior: ResponderBehavior {
    var overrides: ResponderMethods
    let log: EventLog
    var commands: [KeyCommand] = []
    var actions: Set<String> = []
    var pressHandler = false
    /// nil: the default canPerformAction (whether `actions` holds it).
    var canPerform: ((String, KeyCommand) -> Bool)?
    var keyCommandsAsked = 0
    private(set) var lastPress: Press?

    init(log: EventLog, commands: [KeyCommand] = [], actions: Set<String> = [], pressHandler: Bool = false) {
        self.log = log
        self.commands = commands
        self.actions = actions
        self.pressHandler = pressHandler
        var overrides = ResponderMethods(.keyCommands)
        if pressHandler { overrides.formUnion(.pressHandlers) }
        overrides.insert(.canPerformAction)
        self.overrides = overrides
    }

    func keyCommands(responder: Responder) -> Answer<[KeyCommand]> {
        keyCommandsAsked += 1
        return .answered(commands)
    }
    func canPerformAction(_ action: String, sender: Responder?, responder: Responder) -> Answer<Bool> {
        .answered(actions.contains(action))
    }
    func canPerformAction(_ action: String, command: KeyCommand, responder: Responder) -> Answer<Bool> {
        .answered(canPerform?(action, command) ?? actions.contains(action))
    }
    func respondsToAction(_ action: String) -> Bool { actions.contains(action) }
    func performKeyCommand(_ command: KeyCommand, responder: Responder) {
        log.append("\(responder.name).command:\(command.action)")
    }
    func presses(_ method: ResponderMethod, _ presses: [Press], event: Event, responder: Responder) {
        lastPress = presses.first
        log.append("\(responder.name).\(method.name)[\(presses.map(\.key).joined(separator: ","))]")
    }
}

/// A test-only view that takes typed text (the seam a text field adopts), logging each edit.
private final class TypingView: View, KeyInput {
    let log: EventLog
    var acceptsKeyInput = true
    private(set) var text = ""
    var hasText: Bool { !text.isEmpty }

    init(name: String, log: EventLog) {
        self.log = log
        super.init(name: name, frame: Rect(origin: .zero, size: Size(width: 100, height: 30)))
    }
    func insertText(_ text: String) {
        self.text += text
        log.append("\(name).insert:\(text)")
    }
    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("\(name).delete")
    }
    func insertReturn() { log.append("\(name).return") }
}

private func key(_ name: String) -> KeyboardKey {
    guard let key = KeyboardKey(name: name) else { fatalError("no key \(name)") }
    return key
}

@Suite("Hardware keyboard: key commands and presses (K1–K9)")
struct KeyTests {
    /// Window "w" > "root" > "a" > "b" > "deep" (first responder, can become one); a controller
    /// is not needed: the chain is deep > b > a > root > w > app.
    private struct Scene {
        let scene = TestScene()
        let window: Window
        let root: View
        let a: View
        let b: View
        let deep: View

        init() {
            window = scene.window("w")
            root = makeView("root", rect(0, 0, 300, 300), in: window)
            a = makeView("a", rect(0, 0, 300, 300), in: root)
            b = makeView("b", rect(0, 0, 300, 300), in: a)
            deep = makeView("deep", rect(0, 0, 300, 300), in: b)
            deep.behavior = Self.focusable()
            #expect(deep.becomeFirstResponder())
            deep.behavior = nil
        }

        static func focusable() -> RecordingBehavior {
            RecordingBehavior(log: EventLog(), overriding: .of(.canBecomeFirstResponder))
        }

        var log: EventLog { scene.log }
        var app: Application { scene.app }

        @discardableResult
        func give(
            _ responder: Responder, _ commands: [KeyCommand] = [], actions: Set<String> = [], presses: Bool = false
        )
            -> KeyBehavior
        {
            let behavior = KeyBehavior(log: scene.log, commands: commands, actions: actions, pressHandler: presses)
            responder.behavior = behavior
            return behavior
        }
    }

    // MARK: K1

    @Test("K1 a key press has its characters, the unshifted characters, the HID usage and the modifiers")
    func pressFields() {
        let s = Scene()
        let handler = s.give(s.deep, presses: true)
        s.app.keyDown(key("s"), modifiers: [.shift, .cmd])
        let press = handler.lastPress
        #expect(press?.type == .key)
        #expect(press?.key == "S")
        #expect(press?.charactersIgnoringModifiers == "s")
        #expect(press?.keyCode == 22)
        #expect(press?.modifierFlags == [.shift, .cmd])
        s.app.keyUp(key("s"))
        s.app.keyDown(key("up"), modifiers: [.alt])
        #expect(handler.lastPress?.key == "UIKeyInputUpArrow")
        #expect(handler.lastPress?.charactersIgnoringModifiers == "UIKeyInputUpArrow")
        #expect(handler.lastPress?.keyCode == 82)
        s.app.keyUp(key("up"))
        s.app.keyDown(key("return"))
        #expect(handler.lastPress?.key == "\r")
        #expect(KeyboardKey(name: "f1")?.characters == "UIKeyInputF1")
        #expect(KeyboardKey(name: "escape")?.characters == "\u{1B}")
        #expect(KeyboardKey(name: "delete")?.characters == "\u{8}")
    }

    @Test("K1 a modifier key alone: no characters, its left-hand HID usage, its flag on key down only")
    func modifierKeyAlone() {
        let s = Scene()
        let handler = s.give(s.deep, presses: true)
        s.app.keyDown(key("cmd"))
        let press = handler.lastPress
        #expect(press?.charactersIgnoringModifiers == "")
        #expect(press?.keyCode == 227)
        #expect(press?.modifierFlags == [.cmd])
        s.app.keyUp(key("cmd"))
        #expect(press?.phase == .ended)
        #expect(press?.modifierFlags == [])
        #expect([key("ctrl"), key("shift"), key("alt")].map(\.keyCode) == [224, 225, 226])
    }

    @Test("K1 a held modifier key adds its flag to later presses and applies Shift only to the characters")
    func heldModifiers() {
        let s = Scene()
        let handler = s.give(s.deep, presses: true)
        s.app.keyDown(key("shift"))
        s.app.keyDown(key("1"))
        #expect(handler.lastPress?.key == "!")
        #expect(handler.lastPress?.charactersIgnoringModifiers == "1")
        #expect(handler.lastPress?.modifierFlags == [.shift])
        s.app.keyUp(key("1"))
        s.app.keyUp(key("shift"))
        s.app.keyDown(key("a"), modifiers: [.cmd, .alt, .ctrl])
        #expect(handler.lastPress?.key == "a")
    }

    @Test("K1 the v1 press line stays a key press with no modifiers")
    func v1Press() {
        let s = Scene()
        let handler = s.give(s.deep, presses: true)
        s.app.sendPress(.key, phase: .began, key: "x")
        #expect(handler.lastPress?.key == "x")
        #expect(handler.lastPress?.charactersIgnoringModifiers == "x")
        #expect(handler.lastPress?.modifierFlags == [])
        #expect(handler.lastPress?.keyCode == 27)
        #expect(s.log.entries == ["deep.pressesBegan[x]"])
    }

    // MARK: K2

    @Test("K2 commands are gathered along the chain, nearest first, and asked again at every key down")
    func gatheredAlongTheChain() {
        let s = Scene()
        let near = s.give(s.b, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "saveB")], actions: ["saveB"])
        let far = s.give(
            s.root,
            [
                KeyCommand(input: "s", modifierFlags: [.cmd], action: "saveRoot"),
                KeyCommand(input: "o", action: "open"),
            ],
            actions: ["saveRoot", "open"])
        let route = s.app.route(keyDown: key("s"), modifiers: [.cmd])
        #expect(
            route.candidates.map { "\($0.definer.name):\($0.command.action)" } == [
                "b:saveB", "root:saveRoot", "root:open",
            ])
        s.app.keyDown(key("s"), modifiers: [.cmd])
        s.app.keyUp(key("s"))
        s.app.keyDown(key("o"))
        #expect(s.log.entries == ["b.command:saveB", "root.command:open"])
        #expect(near.keyCommandsAsked == 3)
        #expect(far.keyCommandsAsked == 3)
    }

    @Test("K2 modifiers match exactly; alphaShift and numericPad are ignored; a key name stands for its string")
    func exactModifiers() {
        let s = Scene()
        s.give(
            s.a,
            [
                KeyCommand(input: "s", modifierFlags: [.cmd], action: "save"),
                KeyCommand(input: "up", action: "moveUp"),
                KeyCommand(input: "return", modifierFlags: [.cmd, .shift], action: "send"),
            ], actions: ["save", "moveUp", "send"])
        s.give(s.deep, presses: true)
        s.app.keyDown(key("s"), modifiers: [.cmd, .shift])  // one modifier too many
        s.app.keyUp(key("s"))
        s.app.keyDown(key("s"), modifiers: [.cmd, .alphaShift, .numericPad])
        s.app.keyUp(key("s"))
        s.app.keyDown(key("up"))
        s.app.keyUp(key("up"))
        s.app.keyDown(key("shift"))
        s.app.keyDown(key("return"), modifiers: [.cmd])
        #expect(
            s.log.entries == [
                "deep.pressesBegan[S]", "deep.pressesEnded[S]", "a.command:save", "a.command:moveUp",
                "deep.pressesBegan[]", "a.command:send",
            ])
    }

    // MARK: K3

    @Test("K3 the action goes like a nil-targeted action from the first responder, the command as sender")
    func actionFromFirstResponder() {
        let s = Scene()
        var senders: [String] = []
        s.give(s.root, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "save")], actions: ["save"])
        let b = s.give(s.b, actions: ["save"])
        b.canPerform = { _, command in
            senders.append(command.input)
            return true
        }
        s.app.keyDown(key("s"), modifiers: [.cmd])
        #expect(s.log.entries == ["b.command:save"])
        // Asked once: the walk that routes the key finds the responder the action is sent to, as
        // UIKit sends a key command's action to the target `targetForAction` found.
        #expect(senders == ["s"])
    }

    @Test("K3 a command no one performs does not match; the next candidate up the chain runs")
    func nextCandidate() {
        let s = Scene()
        s.give(s.b, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "nobodyHasIt")])
        s.give(s.root, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "save")], actions: ["save"])
        s.app.keyDown(key("s"), modifiers: [.cmd])
        #expect(s.log.entries == ["root.command:save"])
        let route = s.app.route(keyDown: key("x"))
        if case .presses(let target) = route.taker { #expect(target === s.deep) } else { Issue.record("not presses") }
    }

    @Test("K3 with no candidate left the key is not consumed and goes as presses")
    func noCandidateLeft() {
        let s = Scene()
        s.give(s.b, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "nobodyHasIt")], presses: true)
        s.app.keyDown(key("s"), modifiers: [.cmd])
        #expect(s.log.entries == ["b.pressesBegan[s]"])
    }

    // MARK: K4

    @Test("K4 two equal commands: the nearest to the first responder runs")
    func nearestWins() {
        let s = Scene()
        s.give(s.a, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "saveA")], actions: ["saveA"])
        s.give(s.root, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "saveRoot")], actions: ["saveRoot"])
        s.app.keyDown(key("s"), modifiers: [.cmd])
        #expect(s.log.entries == ["a.command:saveA"])
    }

    // MARK: K5

    private func fieldScene() -> (Scene, TypingView) {
        let s = Scene()
        let field = TypingView(name: "field", log: s.log)
        s.deep.addSubview(field)
        field.behavior = Scene.focusable()
        #expect(field.becomeFirstResponder())
        field.behavior = nil
        return (s, field)
    }

    @Test("K5 an editing field types characters, delete and return before key commands")
    func fieldFirst() {
        let (s, field) = fieldScene()
        s.give(
            s.root, [KeyCommand(input: "x", action: "cut"), KeyCommand(input: "return", action: "go")],
            actions: ["cut", "go"])
        for name in ["x", "space", "delete", "return", "tab"] {
            s.app.keyDown(key(name))
            s.app.keyUp(key(name))
        }
        #expect(
            s.log.entries == ["field.insert:x", "field.insert: ", "field.delete", "field.return", "field.insert:\t"])
        #expect(field.text == "x\t")
    }

    @Test("K5 a command wanting priority runs before the field; Cmd keys and non-edit keys go to commands")
    func priority() {
        let (s, _) = fieldScene()
        s.give(
            s.root,
            [
                KeyCommand(input: "x", action: "grab", wantsPriorityOverSystemBehavior: true),
                KeyCommand(input: "s", modifierFlags: [.cmd], action: "save"),
                KeyCommand(input: "escape", action: "dismiss"),
            ], actions: ["grab", "save", "dismiss"])
        for (name, mods) in [("x", ModifierFlags()), ("s", [.cmd]), ("escape", [])] {
            s.app.keyDown(key(name), modifiers: mods)
            s.app.keyUp(key(name))
        }
        #expect(s.log.entries == ["root.command:grab", "root.command:save", "root.command:dismiss"])
    }

    @Test("K5 keyCommandsFirst puts commands before the field; a field not editing takes nothing")
    func commandsFirst() {
        let (s, field) = fieldScene()
        s.give(s.root, [KeyCommand(input: "x", action: "cut")], actions: ["cut"])
        s.app.keyCommandsFirst = true
        s.app.keyDown(key("x"))
        s.app.keyUp(key("x"))
        s.app.keyDown(key("y"))
        s.app.keyUp(key("y"))
        s.app.keyCommandsFirst = false
        field.acceptsKeyInput = false
        s.app.keyDown(key("x"))
        s.app.keyUp(key("x"))
        #expect(s.log.entries == ["root.command:cut", "field.insert:y", "root.command:cut"])
    }

    // MARK: K6, K7

    @Test("K6 an unconsumed key goes as pressesBegan from the first responder; its up to the same responder")
    func pressesToSameResponder() {
        let s = Scene()
        s.give(s.a, presses: true)
        s.app.keyDown(key("q"))
        // The first responder moves: the key up still goes where the key down went.
        s.root.behavior = Scene.focusable()
        #expect(s.root.becomeFirstResponder())
        s.root.behavior = nil
        s.app.keyUp(key("q"))
        #expect(s.log.entries == ["a.pressesBegan[q]", "a.pressesEnded[q]"])
        #expect(s.scene.tracer.forwards.prefix(2) == ["deep>b", "b>a"])
    }

    @Test("K6 with no first responder the key window gets the press")
    func keyWindowGetsIt() {
        let s = Scene()
        #expect(s.deep.resignFirstResponder())
        s.give(s.window, presses: true)
        s.app.keyDown(key("q"))
        #expect(s.log.entries == ["w.pressesBegan[q]"])
    }

    @Test("K7 a key consumed by a command or a field produces no pressesBegan or pressesEnded")
    func consumedMakesNoPresses() {
        let (s, _) = fieldScene()
        s.give(
            s.root, [KeyCommand(input: "q", modifierFlags: [.cmd], action: "quit")], actions: ["quit"], presses: true)
        s.app.keyDown(key("q"), modifiers: [.cmd])
        s.app.keyUp(key("q"))
        s.app.keyDown(key("a"))
        s.app.keyUp(key("a"))
        #expect(s.log.entries == ["root.command:quit", "field.insert:a"])
    }

    @Test("K6 a key up with no key down delivers nothing; a second key down of a held key is ignored")
    func upWithoutDown() {
        let s = Scene()
        s.give(s.deep, presses: true)
        s.app.keyUp(key("q"))
        s.app.keyDown(key("q"))
        s.app.keyDown(key("q"))
        s.app.keyUp(key("q"))
        s.app.keyUp(key("q"))
        #expect(s.log.entries == ["deep.pressesBegan[q]", "deep.pressesEnded[q]"])
    }

    // MARK: K8

    @Test("K8 a held command repeats after 0.5 s, then every 0.1 s, until key up; keyCommands is not asked again")
    func repeats() {
        let s = Scene()
        let root = s.give(s.root, [KeyCommand(input: "down", action: "next")], actions: ["next"])
        s.app.keyDown(key("down"))
        s.scene.at(0.49)
        #expect(s.log.entries.count == 1)
        s.scene.at(0.5)
        #expect(s.log.entries.count == 2)
        s.scene.at(0.85)
        #expect(s.log.entries.count == 5)  // 0.6, 0.7, 0.8
        s.app.keyUp(key("down"))
        s.scene.at(2)
        #expect(s.log.entries.count == 5)
        #expect(root.keyCommandsAsked == 1)
    }

    @Test("K8 a nonRepeatable command runs once however long the key is held")
    func nonRepeatable() {
        let s = Scene()
        s.give(s.root, [KeyCommand(input: "n", action: "new", repeatBehavior: .nonRepeatable)], actions: ["new"])
        s.app.keyDown(key("n"))
        s.scene.at(3)
        s.app.keyUp(key("n"))
        #expect(s.log.entries == ["root.command:new"])
    }

    @Test("K8 1,000 repeats in one hold each run the command through K3 again")
    func thousandRepeats() {
        let s = Scene()
        let root = s.give(s.root, [KeyCommand(input: "down", action: "next")], actions: ["next"])
        s.app.keyDown(key("down"))
        s.scene.at(0.5 + 0.1 * 999)
        #expect(s.log.entries.count == 1_001)
        // The performer is found again at every repeat: a nearer responder that takes the action now gets it.
        s.give(s.b, actions: ["next"])
        s.scene.at(0.5 + 0.1 * 1_000)
        s.app.keyUp(key("down"))
        #expect(s.log.entries.last == "b.command:next")
        #expect(root.keyCommandsAsked == 1)
    }

    // MARK: K9

    @Test("K9 a recognizer's modifierFlags are the modifier keys held when read, not another key's MODS")
    func recognizerFlags() {
        let s = Scene()
        let tap = TapGestureRecognizer(name: "tap")
        s.deep.addGestureRecognizer(tap)
        #expect(tap.modifierFlags == [])
        s.app.keyDown(key("cmd"))
        #expect(tap.modifierFlags == [.cmd])
        s.app.keyDown(key("s"), modifiers: [.alt])
        #expect(tap.modifierFlags == [.cmd])
        s.app.keyUp(key("s"))
        s.app.keyUp(key("cmd"))
        #expect(tap.modifierFlags == [])
    }

    // MARK: Trace

    @Test("K2 the trace says which command ran, who defined and who ran it, and why the others did not")
    func traced() {
        let s = Scene()
        s.give(s.a, [KeyCommand(input: "o", action: "open")], actions: ["open"])
        s.give(s.root, [KeyCommand(input: "s", modifierFlags: [.cmd], action: "save")])
        s.give(s.b, actions: ["save"])
        s.app.keyDown(key("s"), modifiers: [.cmd])
        let commands = s.scene.tracer.records.compactMap { record -> String? in
            guard case .keyCommand(_, let command, let definer, let performer, _) = record else { return nil }
            return "\(command.action)@\(definer.name)>\(performer?.name ?? "-")"
        }
        #expect(commands == ["open@a>-", "save@root>b"])
    }
}
