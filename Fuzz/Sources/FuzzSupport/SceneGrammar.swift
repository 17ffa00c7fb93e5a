/// Scene sources built from the scene constructors (app, window, controller, view, gestures)
/// with hostile values: NaN, infinities, 1e300, negatives, huge strings, deep nesting, cycles,
/// and values of the wrong type in every field.
public struct SceneGrammar {
    var chooser: ByteChooser
    /// Lua statements placed before `return app {...}` (locals for cycles and deep chains).
    var prelude: [String] = []
    var names = ["root", "a", "b", "c"]
    var nextName = 0
    var locals = 0

    public init(_ chooser: ByteChooser) { self.chooser = chooser }

    /// A whole scene file.
    public static func scene(_ chooser: inout ByteChooser) -> String {
        var grammar = SceneGrammar(chooser)
        let body = grammar.app()
        chooser = grammar.chooser
        return (grammar.prelude + ["return " + body]).joined(separator: "\n")
    }

    mutating func app() -> String {
        var fields: [String] = []
        if chooser.choose(3) == 0 { fields.append("screen = \(pair())") }
        if chooser.choose(4) == 0 { fields.append("remoteControl = \(chooser.pick(["true", "false", "1", "0/0"]))") }
        if chooser.choose(4) == 0 { fields.append("delegate = \(behaviour())") }
        let windows = 1 + chooser.small(2)
        for _ in 0..<windows { fields.append(window(depth: 0)) }
        if chooser.choose(12) == 0 { fields.append(HostileValues.number(&chooser)) }
        return "app { " + fields.joined(separator: ", ") + " }"
    }

    mutating func window(depth: Int) -> String {
        var fields = ["name = \"w\(nextName)\""]
        nextName += 1
        if chooser.choose(2) == 0 { fields.append("frame = \(rect())") }
        if chooser.choose(3) == 0 { fields.append("level = \(HostileValues.number(&chooser))") }
        if chooser.choose(4) == 0 { fields.append("key = \(chooser.pick(["true", "false", "0/0", "\"yes\""]))") }
        fields += viewFields()
        fields.append(view(depth: depth + 1, name: "root"))
        for _ in 0..<chooser.small(3) { fields.append(child(depth: depth + 1)) }
        return "window { " + fields.joined(separator: ", ") + " }"
    }

    mutating func child(depth: Int) -> String {
        guard depth < 6 else { return "view { frame = \(rect()) }" }
        switch chooser.choose(10) {
        case 0: return controller(depth: depth)
        case 1: return deepChain()
        case 2: return cycle()
        case 3: return HostileValues.number(&chooser)
        default: return view(depth: depth, name: nil)
        }
    }

    mutating func view(depth: Int, name: String?) -> String {
        var fields = ["name = \(name.map { "\"\($0)\"" } ?? viewName())"]
        fields.append("frame = \(chooser.choose(4) == 0 ? rect() : "{0, 0, 300, 600}")")
        fields += viewFields()
        if chooser.choose(3) == 0 { fields.append("behaviour = \(behaviour())") }
        if chooser.choose(3) == 0 { fields.append("gestures = \(gestures())") }
        if chooser.choose(6) == 0 { fields.append("inputView = \(inputViewChain())") }
        if depth < 6 {
            for _ in 0..<chooser.small(3) { fields.append(child(depth: depth + 1)) }
        }
        return "view { " + fields.joined(separator: ", ") + " }"
    }

    mutating func viewFields() -> [String] {
        var fields: [String] = []
        for _ in 0..<chooser.small(3) {
            switch chooser.choose(8) {
            case 0: fields.append("bounds = \(rect())")
            case 1: fields.append("alpha = \(HostileValues.number(&chooser))")
            case 2: fields.append("hidden = \(chooser.pick(["true", "false", "1", "nil"]))")
            case 3: fields.append("userInteractionEnabled = \(chooser.pick(["true", "false", "0/0"]))")
            case 4: fields.append("multipleTouchEnabled = \(chooser.pick(["true", "false"]))")
            case 5: fields.append("exclusiveTouch = \(chooser.pick(["true", "false"]))")
            case 6: fields.append("clipsToBounds = \(chooser.pick(["true", "false", "{}"]))")
            default: fields.append("props = \(chooser.pick(["{}", "{ n = 1 }", "5", "{ 0/0 }"]))")
            }
        }
        return fields
    }

    mutating func viewName() -> String {
        if chooser.choose(3) == 0 { return HostileValues.string(&chooser) }
        if chooser.choose(2) == 0 { return "\"\(chooser.pick(names))\"" }
        nextName += 1
        return "\"v\(nextName)\""
    }

    mutating func controller(depth: Int) -> String {
        var fields = ["name = \"k\(nextName)\""]
        nextName += 1
        if chooser.choose(3) == 0 { fields.append("behaviour = \(behaviour())") }
        if chooser.choose(6) == 0 {
            // Controllers nested inside controllers, built in a loop.
            let n = chooser.pick([5, 20, 40, 200])
            let l = newLocal()
            prelude.append(
                "local \(l) = view { name = \"kleaf\(nextName)\" } for i = 1, \(n) do \(l) = controller { name = \"kc\(nextName)_\" .. i, view { \(l) } } end"
            )
            fields.append("view { \(l) }")
        } else {
            fields.append(view(depth: depth + 1, name: nil))
        }
        return "controller { " + fields.joined(separator: ", ") + " }"
    }

    /// Views nested N deep, built in an ordinary loop.
    mutating func deepChain() -> String {
        let n = chooser.pick([10, 60, 500, 5000, 100_000])
        let l = newLocal()
        prelude.append(
            "local \(l) = view { name = \"leaf\(nextName)\", frame = {0, 0, 10, 10} } for i = 1, \(n) do \(l) = view { frame = {0, 0, 300, 600}, \(l) } end"
        )
        nextName += 1
        return l
    }

    /// A view table that contains itself, or appears twice.
    mutating func cycle() -> String {
        let l = newLocal()
        switch chooser.choose(3) {
        case 0:
            prelude.append("local \(l) = view { frame = {0, 0, 10, 10} } \(l)[#\(l) + 1] = \(l)")
            return l
        case 1:
            prelude.append("local \(l) = view { name = \"twice\(nextName)\" }")
            nextName += 1
            return "view { \(l), \(l) }"
        default:
            prelude.append("local \(l) = view { } local \(l)b = view { \(l) } \(l)[1] = \(l)b")
            return l
        }
    }

    mutating func inputViewChain() -> String {
        let n = chooser.pick([1, 3, 60, 1000])
        let l = newLocal()
        prelude.append(
            "local \(l) = view { frame = {0, 0, 10, 10} } for i = 1, \(n) do \(l) = view { frame = {0, 0, 10, 10}, inputView = \(l) } end"
        )
        return l
    }

    mutating func behaviour() -> String {
        switch chooser.choose(8) {
        case 0: return HostileValues.string(&chooser)
        case 1: return "\"log_events\""
        case 2: return HostileValues.number(&chooser)
        case 3:
            // An inline extends chain, sometimes closed into a cycle.
            let n = chooser.pick([2, 60, 300])
            let l = newLocal()
            prelude.append(
                "local \(l) = { touchesBegan = function(self) print(self.name) end } local \(l)first = \(l) for i = 1, \(n) do \(l) = { extends = \(l) } end"
            )
            if chooser.choose(2) == 0 { prelude.append("\(l)first.extends = \(l)") }
            return l
        default:
            let method = chooser.pick([
                "touchesBegan", "touchesEnded", "pointInside", "hitTest", "didLoad", "canBecomeFirstResponder", "act",
            ])
            let result = chooser.pick([
                "nil", "true", "0/0", "self", "find(\"a\")", "{}", "error(\"x\")", "string.rep(\"x\", 1e9)",
            ])
            return "{ \(method) = function(self, ...) print(\"\(method)\") return \(result) end }"
        }
    }

    mutating func gestures() -> String {
        var items: [String] = []
        for _ in 0..<(1 + chooser.small(2)) {
            let kind = chooser.pick([
                "tap", "longPress", "pan", "screenEdgePan", "swipe", "pinch", "rotation", "gesture",
            ])
            var fields = ["action = \"act\""]
            if chooser.choose(2) == 0 { fields.append("name = \(chooser.pick(["\"g1\"", "\"g2\"", "\"g1\"", "5"]))") }
            for _ in 0..<chooser.small(3) {
                let field = chooser.pick([
                    "touches", "taps", "minimumDuration", "allowableMovement", "minimumTouches",
                    "maximumTouches", "direction", "edges", "enabled", "cancelsTouchesInView",
                    "requireToFail", "delaysTouchesBegan", "script",
                ])
                fields.append(
                    "\(field) = \(chooser.choose(3) == 0 ? HostileValues.string(&chooser) : HostileValues.number(&chooser))"
                )
            }
            items.append("\(kind) { " + fields.joined(separator: ", ") + " }")
        }
        if chooser.choose(8) == 0 { items.append(HostileValues.number(&chooser)) }
        return "{ " + items.joined(separator: ", ") + " }"
    }

    mutating func rect() -> String {
        if chooser.choose(8) == 0 { return HostileValues.number(&chooser) }
        let n = chooser.choose(5) == 0 ? chooser.small(6) : 4
        return "{ "
            + (0..<n).map { _ in
                chooser.choose(3) == 0 ? HostileValues.number(&chooser) : chooser.pick(["0", "10", "100", "300"])
            }.joined(separator: ", ") + " }"
    }

    mutating func pair() -> String {
        "{ \(HostileValues.number(&chooser)), \(HostileValues.number(&chooser)) }"
    }

    mutating func newLocal() -> String {
        locals += 1
        return "l\(locals)"
    }
}
